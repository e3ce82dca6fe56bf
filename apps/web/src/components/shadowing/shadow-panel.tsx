/**
 * The shadowing panel of one transcript sentence (issue 23 §4): play the sentence (its stretch
 * of the recording), say it (speech recognition and a recording of the learner's voice at
 * once: hooks/use-shadow-attempt.ts), then the word-by-word comparison with its score, and
 * replay of both the sentence and the learner's voice. Without speech recognition it says so
 * and still records; a refused microphone is an error that says what to do. Escape closes it.
 */
import { compareShadowing } from '@app/domain';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button, buttonStyles } from '../ui/button.tsx';
import { CloseIcon, MicIcon, PlayIcon, StopIcon } from '../ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { useSegmentAudio } from './use-segment-audio.ts';
import { useShadowAttempt, type ShadowAttempt } from './use-shadow-attempt.ts';
import type { ShadowSentence } from './sentences.ts';
import { ShadowWords } from './shadow-words.tsx';

const ICON = 'h-4 w-4';

/** What the attempt says while it runs or after it, under the buttons. */
function AttemptStatus({ attempt }: { attempt: ShadowAttempt }) {
  const t = useT();
  if (attempt.phase === 'starting') return <p>{t('shadowing.starting')}</p>;
  if (attempt.phase === 'recording') {
    return (
      <>
        <p>{attempt.recognising ? t('shadowing.listening') : t('shadowing.recordingOnly')}</p>
        {attempt.heard ? (
          <p className="text-slate-700 dark:text-slate-300" data-testid="shadow-live">
            {t('shadowing.heard', { text: attempt.heard })}
          </p>
        ) : null}
      </>
    );
  }
  if (attempt.phase === 'error') {
    const id = {
      'mic-denied': 'shadowing.micDenied',
      'no-microphone': 'shadowing.noMicrophone',
      unsupported: 'shadowing.unsupported',
    } as const;
    return (
      <Alert tone="error" className="text-sm">
        <span data-testid="shadow-error">{t(id[attempt.error])}</span>
      </Alert>
    );
  }
  return null;
}

/**
 * The panel for `sentence` of the recording at `audioUrl`; `onBeforePlay` pauses the page's own
 * player before anything here plays or records; `onClose` when the learner closes it.
 */
export function ShadowPanel({
  sentence,
  audioUrl,
  onBeforePlay,
  onClose,
}: {
  sentence: ShadowSentence;
  audioUrl: string;
  onBeforePlay: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const {
    ref: audioRef,
    playing: segmentPlaying,
    play: playSegment,
    stop: stopSegment,
  } = useSegmentAudio();
  const { attempt, start, stop } = useShadowAttempt();
  const [playing, setPlaying] = useState<'model' | 'own' | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const done = attempt.phase === 'done' ? attempt : null;
  const result = useMemo(
    () => (done?.heard ? compareShadowing(sentence.text, done.heard) : null),
    [done, sentence.text],
  );
  const busy = attempt.phase === 'starting' || attempt.phase === 'recording';
  const nowPlaying = segmentPlaying ? playing : null;

  const play = (what: 'model' | 'own') => {
    if (nowPlaying === what) return stopSegment();
    const src = what === 'model' ? audioUrl : done?.recording;
    if (!src) return;
    onBeforePlay();
    setPlaying(what);
    void playSegment(
      src,
      what === 'model' ? sentence.start : 0,
      what === 'model' ? sentence.end : null,
    );
  };
  const record = () => {
    if (busy) return stop();
    stopSegment();
    onBeforePlay();
    void start();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className="mt-3 space-y-3 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm sm:p-4 dark:border-blue-900 dark:bg-slate-950"
      data-testid="shadow-panel"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="font-bold text-blue-900 dark:text-blue-200">
          {t('shadowing.title')}
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('shadowing.close')}
          className="-m-1 rounded-lg p-1 text-slate-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800"
          data-testid="shadow-close"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <p lang="en" className="text-base leading-relaxed font-medium" data-testid="shadow-sentence">
        {sentence.text}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          ref={first}
          type="button"
          className={buttonStyles('secondary')}
          onClick={() => play('model')}
          disabled={busy}
          data-testid="shadow-play-model"
        >
          {nowPlaying === 'model' ? <StopIcon className={ICON} /> : <PlayIcon className={ICON} />}
          {nowPlaying === 'model'
            ? t('shadowing.stopModel')
            : done
              ? t('shadowing.replayModel')
              : t('shadowing.playModel')}
        </button>
        {done?.recording ? (
          <Button variant="secondary" onClick={() => play('own')} data-testid="shadow-play-own">
            {nowPlaying === 'own' ? <StopIcon className={ICON} /> : <PlayIcon className={ICON} />}
            {nowPlaying === 'own' ? t('shadowing.stopOwn') : t('shadowing.replayOwn')}
          </Button>
        ) : null}
        <Button
          variant={busy ? 'danger' : 'primary'}
          onClick={record}
          disabled={attempt.phase === 'starting'}
          data-testid="shadow-record"
        >
          {busy ? <StopIcon className={ICON} /> : <MicIcon className={ICON} />}
          {busy ? t('shadowing.stop') : done ? t('shadowing.again') : t('shadowing.record')}
        </Button>
      </div>
      <div role="status" className="space-y-1 text-slate-700 dark:text-slate-300">
        <AttemptStatus attempt={attempt} />
        {done && done.heard === null ? (
          <p data-testid="shadow-fallback">
            {done.recognition === 'missing'
              ? t('shadowing.noRecognition')
              : t('shadowing.recognitionFailed')}
          </p>
        ) : null}
        {done && done.heard === '' ? <p>{t('shadowing.nothingHeard')}</p> : null}
        {done && !done.recording ? <p>{t('shadowing.noRecording')}</p> : null}
      </div>
      {result && done?.heard ? (
        <>
          <p className="text-slate-700 dark:text-slate-300" data-testid="shadow-heard">
            {t('shadowing.heard', { text: done.heard })}
          </p>
          <ShadowWords result={result} />
        </>
      ) : null}
      <audio ref={audioRef} preload="none" hidden data-testid="shadow-audio" />
    </section>
  );
}
