/**
 * One question of the Speaking test (issue 11): the part's header with its clock (amber past 5
 * minutes), Part 1's topic frame (its title, 'Chủ đề 2/3', and the examiner's words as the exam
 * moves on to it, issue 23 §4), the question (read aloud on request with speech synthesis), Part 2's cue card and
 * notes with the long turn, then the answer — spoken (SpeechAnswer) or, in the fallback, typed
 * with the reason shown — and the button to the next question, part or the review. A typed
 * answer's time is the time the question was on screen.
 */
import type { SpeakingTest } from '@app/content/ielts/listening-schema';
import { speakingAnswerKind } from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { SpeakerIcon } from '../../../../components/ui/icons.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import type { AnswerRecorder } from '../hooks/use-recorder.ts';
import type { AnswerRecord, SessionState } from '../lib/session-state.ts';
import { readAloud, stopReading, synthesisSupported, type SpeechLang } from '../lib/speech.ts';
import type { SpeakingFrame, SpeakingStep } from '../lib/steps.ts';
import { fallbackMessage, frameMoveOn, lengthHint, partInfo } from '../lib/texts.ts';
import { Clock } from './clock.tsx';
import { CueCard, PrepNotes } from './cue-card.tsx';
import { SpeechAnswer } from './speech-answer.tsx';
import { TypedAnswer } from './typed-answer.tsx';

/** Longest time a typed answer reports (s; the server takes up to 600). */
const TYPED_MAX_SECONDS = 600;

/** The typed fallback's message (role=status, announced when it appears). */
export function FallbackNotice({ fallback }: { fallback: NonNullable<SessionState['fallback']> }) {
  const t = useT();
  return (
    <p
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
      data-testid="speaking-fallback"
    >
      {fallbackMessage(t, fallback.reason, fallback.code)}
    </p>
  );
}

/** Part 1's topic frame above its question; on its first question, the examiner moves on to it. */
function FrameBanner({ frame }: { frame: SpeakingFrame }) {
  const t = useT();
  return (
    <div
      className="rounded-xl border border-pink-200 bg-pink-50 px-4 py-3 dark:border-pink-900 dark:bg-pink-950/40"
      data-testid="speaking-frame"
      data-frame={frame.number}
    >
      <p className="text-xs font-semibold tracking-wide text-pink-800 uppercase dark:text-pink-200">
        {t('speaking.frame.label', { n: frame.number, total: frame.count })}
      </p>
      <p lang="en" className="text-lg font-bold" data-testid="frame-title">
        {frame.title}
      </p>
      {frame.opens ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="frame-move-on">
          <span className="font-semibold">{t('speaking.frame.examiner')}:</span>{' '}
          <q lang="en" className="italic">
            {frameMoveOn(t, frame)}
          </q>
        </p>
      ) : null}
    </div>
  );
}

export function QuestionScreen({
  test,
  step,
  position,
  count,
  session,
  lang,
  recorder,
  nextLabel,
  onAnswer,
  onFatal,
  onNext,
}: {
  test: SpeakingTest;
  step: SpeakingStep;
  /** 1-based position in its part, of `count`. */
  position: number;
  count: number;
  session: SessionState;
  lang: SpeechLang;
  recorder: AnswerRecorder;
  nextLabel: string;
  onAnswer: (record: AnswerRecord) => void;
  onFatal: (code: string) => void;
  onNext: () => void;
}) {
  const answer = session.answers[step.key];
  const typed = session.mode === 'typed';
  const [draft, setDraft] = useState(answer?.typed ? answer.transcript : '');
  const [busy, setBusy] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
    return stopReading;
  }, []);
  const t = useT();
  const info = partInfo(t, step.part);
  const hint = lengthHint(t, speakingAnswerKind(step.part, step.index));
  const spokenText = step.longTurn
    ? [
        test.part2.task,
        t('speaking.cueCard.say'),
        ...test.part2.points,
        test.part2.finalPoint,
      ].join('\n')
    : step.frame?.opens
      ? `${frameMoveOn(t, step.frame)}\n${step.question}`
      : step.question;

  const next = () => {
    if (typed) {
      const seconds = Math.min(
        TYPED_MAX_SECONDS,
        Math.round((Date.now() - shownAt.current) / 100) / 10,
      );
      onAnswer({
        part: step.part,
        index: step.index,
        transcript: draft.trim(),
        typed: true,
        seconds,
        resultTimes: [],
        audioUrl: null,
      });
    }
    stopReading();
    onNext();
  };

  return (
    <section aria-labelledby="question-heading" className="space-y-4" data-testid="question-screen">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3 dark:border-slate-800">
        <div>
          <p className="text-sm font-semibold text-pink-700 dark:text-pink-300">{info.title}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="question-position">
            {step.longTurn
              ? t('speaking.question.cueCard')
              : step.part === 2
                ? t('speaking.question.followUp', { n: position - 1, total: count - 1 })
                : t('speaking.question.position', { n: position, total: count })}
          </p>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <span>{t('speaking.question.partHint', { part: step.part, target: info.target })}</span>
          <Clock
            since={session.partStartedAt[step.part]}
            warnAfter={step.part === 2 ? 4 * 60 : 5 * 60}
            label={t('speaking.question.partClock', { part: step.part })}
            testId="part-clock"
          />
        </div>
      </header>
      {step.longTurn ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <h2 id="question-heading" className="sr-only">
            {t('speaking.question.cueHeading')}
          </h2>
          <CueCard test={test} />
          <PrepNotes notes={session.notes} readOnly />
        </div>
      ) : (
        <>
          {step.frame ? <FrameBanner frame={step.frame} /> : null}
          <h2
            id="question-heading"
            lang="en"
            className="text-xl font-bold sm:text-2xl"
            data-testid="question-text"
          >
            {step.question}
          </h2>
        </>
      )}
      {synthesisSupported() ? (
        <Button
          variant="secondary"
          onClick={() => readAloud(spokenText, lang)}
          data-testid="read-question"
        >
          <SpeakerIcon className="h-4 w-4" /> {t('speaking.question.listen')}
        </Button>
      ) : null}
      {session.fallback ? <FallbackNotice fallback={session.fallback} /> : null}
      {typed ? (
        <TypedAnswer value={draft} hint={hint} onChange={setDraft} />
      ) : (
        <SpeechAnswer
          step={step}
          lang={lang}
          answer={answer}
          recorder={recorder}
          hint={hint}
          onAnswer={onAnswer}
          onBusy={setBusy}
          onFatal={onFatal}
        />
      )}
      <div className="flex justify-end border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button onClick={next} disabled={busy} data-testid="next-question">
          {nextLabel}
        </Button>
      </div>
    </section>
  );
}
