/**
 * One spoken answer (issue 11): 'Bắt đầu nói' starts speech recognition (the live transcript
 * shows as the learner speaks) and the microphone recording; 'Dừng' — or the time limit (Part 2:
 * 2 minutes, counted down) — stops both, and the answer keeps its transcript, its duration,
 * recognition's result times (for pauses) and the recording to play back. 'Nói lại' records it
 * again. A recognition failure hands over to the typed fallback (`onFatal`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useLocale, useT } from '../../../../i18n/i18n.tsx';
import { useSpeechRecognition } from '../hooks/use-speech-recognition.ts';
import type { AnswerRecorder } from '../hooks/use-recorder.ts';
import type { AnswerRecord } from '../lib/session-state.ts';
import type { SpeechLang } from '../lib/speech.ts';
import { ANSWER_MAX_SECONDS, LONG_TURN_SECONDS, type SpeakingStep } from '../lib/steps.ts';
import { Clock } from './clock.tsx';

type Phase = 'idle' | 'recording' | 'finishing';

/** A microphone (decorative; the shared icons have none). */
function MicIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </svg>
  );
}

export function SpeechAnswer({
  step,
  lang,
  answer,
  recorder,
  hint,
  onAnswer,
  onBusy,
  onFatal,
}: {
  step: SpeakingStep;
  lang: SpeechLang;
  answer: AnswerRecord | undefined;
  recorder: AnswerRecorder;
  /** The part's suggested length, e.g. 'Part 1: 20-60 từ, khoảng 15-30 giây' (texts.ts). */
  hint: string;
  onAnswer: (record: AnswerRecord) => void;
  /** True while recording or finishing (the screen's other buttons wait). */
  onBusy: (busy: boolean) => void;
  onFatal: (code: string) => void;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const started = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const failed = useRef(false);
  const limit = step.longTurn ? LONG_TURN_SECONDS : ANSWER_MAX_SECONDS;
  const t = useT();
  const { locale } = useLocale();

  const fatal = useCallback(
    (code: string) => {
      failed.current = true;
      window.clearTimeout(timer.current);
      recorder.discard();
      setPhase('idle');
      onBusy(false);
      onFatal(code);
    },
    [recorder, onBusy, onFatal],
  );
  const recognition = useSpeechRecognition(fatal);
  const { stop: stopHearing } = recognition;

  const stop = useCallback(async () => {
    window.clearTimeout(timer.current);
    const seconds = Math.round((Date.now() - started.current) / 100) / 10;
    setPhase('finishing');
    const [heard, audioUrl] = await Promise.all([stopHearing(), recorder.stop()]);
    if (failed.current) return;
    if (answer?.audioUrl) recorder.release(answer.audioUrl);
    onAnswer({
      part: step.part,
      index: step.index,
      transcript: heard.transcript,
      typed: false,
      seconds,
      resultTimes: heard.resultTimes,
      audioUrl,
    });
    setPhase('idle');
    setStartedAt(null);
    onBusy(false);
  }, [stopHearing, recorder, answer, onAnswer, step, onBusy]);

  const start = () => {
    failed.current = false;
    if (!recognition.start(lang)) return;
    recorder.start();
    const at = Date.now();
    started.current = at;
    setStartedAt(at);
    setPhase('recording');
    onBusy(true);
    timer.current = window.setTimeout(() => void stop(), limit * 1000);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const live = phase !== 'idle';
  const transcript = live ? recognition.text : (answer?.transcript ?? '');
  return (
    <div className="space-y-3" data-testid="speech-answer">
      <div className="flex flex-wrap items-center gap-3">
        {phase === 'idle' ? (
          <Button onClick={start} data-testid="start-speaking">
            <MicIcon /> {answer ? t('speaking.answer.again') : t('speaking.answer.start')}
          </Button>
        ) : (
          <Button
            variant="danger"
            onClick={() => void stop()}
            disabled={phase === 'finishing'}
            data-testid="stop-speaking"
          >
            <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-current" />
            {phase === 'finishing' ? t('speaking.answer.finishing') : t('speaking.answer.stop')}
          </Button>
        )}
        {phase === 'recording' ? (
          <span className="flex items-center gap-2 text-sm font-semibold text-red-700 dark:text-red-300">
            <span
              aria-hidden="true"
              className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-600 motion-reduce:animate-none"
            />
            {t('speaking.answer.recording')}
            {step.longTurn ? (
              <Clock
                since={startedAt}
                limit={limit}
                label={t('speaking.answer.timeLeft')}
                testId="answer-clock"
              />
            ) : (
              <Clock
                since={startedAt}
                warnAfter={60}
                label={t('speaking.answer.time')}
                testId="answer-clock"
              />
            )}
          </span>
        ) : null}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('speaking.metrics.hint', { hint })}
      </p>
      <p role="status" className="sr-only">
        {phase === 'recording'
          ? t('speaking.answer.statusRecording')
          : answer
            ? t('speaking.answer.statusRecorded')
            : ''}
      </p>
      {live || answer ? (
        <div
          lang="en"
          aria-live="off"
          className="min-h-20 rounded-xl border border-slate-200 bg-slate-50 p-3 whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-800"
          data-testid="live-transcript"
        >
          {transcript || (
            <span lang={locale} className="text-sm text-slate-600 dark:text-slate-400">
              {live ? t('speaking.answer.listening') : t('speaking.answer.heardNothing')}
            </span>
          )}
        </div>
      ) : null}
      {phase === 'idle' && answer?.audioUrl ? (
        <audio
          controls
          src={answer.audioUrl}
          aria-label={t('speaking.answer.recordingLabel')}
          className="w-full"
          data-testid="answer-audio"
        />
      ) : null}
    </div>
  );
}
