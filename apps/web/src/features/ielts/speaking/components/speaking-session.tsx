/**
 * One run of a Speaking test (issue 11): the start screen, each part's opening, Part 2's
 * preparation, the questions one at a time, then the review. 'Bắt đầu bài thi' decides how
 * answers are given: spoken when the browser has speech recognition and the microphone is
 * allowed; otherwise typed, with the reason shown (no recording then). Speech recognition that
 * fails on first use (no service, no permission) switches to typed answers on the spot.
 */
import type { SpeakingTest } from '@app/content/ielts/listening-schema';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useT } from '../../../../i18n/i18n.tsx';
import { useRecorder } from '../hooks/use-recorder.ts';
import {
  answersInOrder,
  initialSession,
  sessionReducer,
  type AnswerRecord,
} from '../lib/session-state.ts';
import {
  readSpeechLang,
  recognitionConstructor,
  writeSpeechLang,
  type SpeechLang,
} from '../lib/speech.ts';
import { speakingSteps } from '../lib/steps.ts';
import { PrepScreen } from './cue-card.tsx';
import { PartIntro } from './part-intro.tsx';
import { QuestionScreen } from './question-screen.tsx';
import { SpeakingIntro } from './speaking-intro.tsx';
import { SpeakingReview } from './speaking-review.tsx';

export function SpeakingSession({
  test,
  onRetry,
  onExit,
}: {
  test: SpeakingTest;
  onRetry: () => void;
  onExit: () => void;
}) {
  const steps = useMemo(() => speakingSteps(test), [test]);
  const reducer = useMemo(() => sessionReducer(steps), [steps]);
  const [state, dispatch] = useReducer(reducer, initialSession);
  const [lang, setLang] = useState<SpeechLang>(() => readSpeechLang(localStorage));
  const [opening, setOpening] = useState(false);
  const [recognition] = useState(() => recognitionConstructor() !== null);
  const recorder = useRecorder();
  const { releaseMicrophone, requestMicrophone } = recorder;
  const answers = useMemo(() => answersInOrder(state, steps), [state, steps]);
  const t = useT();

  const begin = async () => {
    if (!recognition) {
      dispatch({ type: 'begin', at: Date.now(), fallback: { reason: 'no-recognition' } });
      return;
    }
    setOpening(true);
    const allowed = await requestMicrophone();
    setOpening(false);
    dispatch({
      type: 'begin',
      at: Date.now(),
      fallback: allowed ? null : { reason: 'no-microphone' },
    });
  };
  const advance = useCallback(() => {
    dispatch({ type: 'advance', at: Date.now() });
    window.scrollTo({ top: 0 });
  }, []);
  const onFatal = useCallback(
    (code: string) => {
      releaseMicrophone();
      dispatch({ type: 'fallback', reason: 'recognition-failed', code });
    },
    [releaseMicrophone],
  );
  const onNotes = useCallback((text: string) => dispatch({ type: 'notes', text }), []);

  const { screen } = state;
  if (screen.kind === 'intro') {
    return (
      <SpeakingIntro
        test={test}
        lang={lang}
        recognition={recognition}
        busy={opening}
        onLang={(value) => {
          setLang(value);
          writeSpeechLang(localStorage, value);
        }}
        onBegin={() => void begin()}
      />
    );
  }
  if (screen.kind === 'part') {
    const count = steps.filter((s) => s.part === screen.part).length;
    return (
      <PartIntro
        key={screen.part}
        part={screen.part}
        questions={screen.part === 2 ? count - 1 : count}
        frames={screen.part === 1 ? test.part1.map((f) => f.topic) : []}
        onStart={advance}
      />
    );
  }
  if (screen.kind === 'prep') {
    return (
      <PrepScreen
        test={test}
        since={state.partStartedAt[2] ?? 0}
        notes={state.notes}
        onNotes={onNotes}
        onDone={advance}
      />
    );
  }
  if (screen.kind === 'review') {
    const taken = Math.round(((state.finishedAt ?? 0) - (state.startedAt ?? 0)) / 1000);
    return (
      <SpeakingReview
        test={test}
        steps={steps}
        answers={answers}
        fallback={state.fallback}
        timeTakenSeconds={Math.min(4 * 3600, Math.max(0, taken))}
        onRetry={onRetry}
        onExit={onExit}
      />
    );
  }
  const step = steps[screen.step]!;
  const inPart = steps.filter((s) => s.part === step.part);
  const next = steps[screen.step + 1];
  const nextLabel = !next
    ? t('speaking.question.toReview')
    : next.part !== step.part
      ? t('speaking.question.toPart', { part: next.part })
      : t('speaking.question.next');
  return (
    <QuestionScreen
      key={step.key}
      test={test}
      step={step}
      position={inPart.indexOf(step) + 1}
      count={inPart.length}
      session={state}
      lang={lang}
      recorder={recorder}
      nextLabel={nextLabel}
      onAnswer={(record: AnswerRecord) => dispatch({ type: 'answer', key: step.key, record })}
      onFatal={onFatal}
      onNext={advance}
    />
  );
}
