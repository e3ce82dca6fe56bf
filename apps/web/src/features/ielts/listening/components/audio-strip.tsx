/**
 * The audio line of the runner's bar: which part is heard and where it stands. Exam: the time to
 * read the part's questions (with 'Nghe ngay'), then a progress bar that cannot be moved, and
 * the note that the part is heard once; after part 4, the note that the check has begun.
 * Practice: play/pause, a seek slider, the speed (0.75× / 1× / 1.25×; an exam has none and
 * plays at 1×), 'Phần trước' / 'Phần tiếp theo'. Both: the volume (from
 * 640 px; phones have their own buttons), and what to do when the audio is loading, refused
 * without a click, or failed.
 */
import type { PlaybackSpeed } from '@app/domain';
import { useEffect } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { SpeedControl } from '../../../../components/ui/speed-control.tsx';
import { useRichT, useT } from '../../../../i18n/i18n.tsx';
import { formatClock } from '../../reading/components/countdown.tsx';
import type { AudioView } from '../hooks/use-section-audio.ts';
import { useElapsed } from '../hooks/use-elapsed.ts';
import { READING_SECONDS, SECTIONS, type ExamStage } from '../lib/exam-flow.ts';

export interface AudioControls {
  view: AudioView;
  play: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  setVolume: (volume: number) => void;
  retry: () => void;
}

const ICON = 'h-5 w-5';

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={ICON} fill="currentColor" aria-hidden="true">
      {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M7 4.5v15l13-7.5z" />}
    </svg>
  );
}

/** The reading time before a part: counts down, then calls `onDone` once. */
function ReadingTime({ section, onDone }: { section: number; onDone: () => void }) {
  const t = useT();
  const rich = useRichT();
  const elapsed = useElapsed(0, true);
  const left = Math.max(0, READING_SECONDS - elapsed);
  useEffect(() => {
    if (left === 0) onDone();
  }, [left, onDone]);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="reading-time">
      <p className="text-sm">
        {rich('listening.audio.readingTime', {
          n: section,
          clock: () => (
            <span
              key="clock"
              className="font-mono font-bold tabular-nums"
              role="timer"
              aria-live="off"
            >
              {formatClock(left)}
            </span>
          ),
        })}
      </p>
      <Button variant="secondary" className="px-3 py-1.5" onClick={onDone}>
        {t('listening.audio.listenNow')}
      </Button>
    </div>
  );
}

function ProgressBar({ view }: { view: AudioView }) {
  const t = useT();
  const total = Number.isFinite(view.duration) ? view.duration : 0;
  const percent = total > 0 ? Math.min(100, (view.time / total) * 100) : 0;
  return (
    <div className="flex min-w-0 grow basis-44 items-center gap-2">
      <div
        role="progressbar"
        aria-label={t('listening.audio.progressAria')}
        aria-valuemin={0}
        aria-valuemax={Math.round(total)}
        aria-valuenow={Math.round(view.time)}
        aria-valuetext={`${formatClock(view.time)} / ${formatClock(total)}`}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-blue-600 dark:bg-blue-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <Clock view={view} />
    </div>
  );
}

function Clock({ view }: { view: AudioView }) {
  const total = Number.isFinite(view.duration) ? view.duration : 0;
  return (
    <span
      className="shrink-0 font-mono text-xs tabular-nums text-slate-600 dark:text-slate-400"
      data-testid="audio-clock"
    >
      {formatClock(Math.floor(view.time))} / {formatClock(total)}
    </span>
  );
}

function Volume({ audio }: { audio: AudioControls }) {
  const t = useT();
  return (
    <label className="hidden items-center gap-1.5 text-xs text-slate-600 sm:flex dark:text-slate-400">
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="sr-only">{t('listening.audio.volume')}</span>
      <input
        type="range"
        min={0}
        max={1}
        step={0.01}
        value={audio.view.volume}
        onChange={(event) => audio.setVolume(Number(event.target.value))}
        className="w-20 accent-blue-600"
      />
    </label>
  );
}

/** What stops the audio (loading, refused, failed), or null when it runs. */
function AudioTrouble({ audio, section }: { audio: AudioControls; section: number }) {
  const t = useT();
  const { status } = audio.view;
  if (status === 'blocked') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm" role="alert">
        {t('listening.audio.blocked')}
        <Button className="px-3 py-1.5" onClick={audio.play}>
          {t('listening.audio.playPart', { n: section })}
        </Button>
      </p>
    );
  }
  if (status === 'error') {
    return (
      <p
        className="flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-300"
        role="alert"
      >
        {t('listening.audio.failed', { n: section })}
        <Button variant="secondary" className="px-3 py-1.5" onClick={audio.retry}>
          {t('common.retry')}
        </Button>
      </p>
    );
  }
  return null;
}

/** The exam's audio line: reading time, the part playing (no control moves it), or the check. */
export function ExamAudio({
  stage,
  audio,
  onListen,
}: {
  stage: ExamStage;
  audio: AudioControls;
  /** The reading time is over (or skipped): play the part. */
  onListen: () => void;
}) {
  const t = useT();
  if (stage.kind === 'check') {
    return (
      <p className="text-sm" data-testid="check-note">
        {t('listening.audio.checkNote', { n: SECTIONS })}
      </p>
    );
  }
  if (stage.kind === 'reading') {
    return <ReadingTime key={stage.section} section={stage.section} onDone={onListen} />;
  }
  const trouble = <AudioTrouble audio={audio} section={stage.section} />;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <p className="text-sm font-semibold" data-testid="audio-status">
        <span
          className="mr-1 inline-block h-2 w-2 animate-pulse rounded-full bg-red-600 motion-reduce:animate-none"
          aria-hidden="true"
        />
        {audio.view.status === 'loading'
          ? t('listening.audio.loading')
          : t('listening.audio.playing', { n: stage.section })}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          {t('listening.audio.onceOnly')}
        </span>
      </p>
      <ProgressBar view={audio.view} />
      <Volume audio={audio} />
      <div className="w-full empty:hidden">{trouble}</div>
    </div>
  );
}

/** The practice audio line: play/pause, seek, volume, speed, 'Phần trước' / 'Phần tiếp theo'. */
export function PracticeAudio({
  section,
  audio,
  speed,
  onSpeed,
  onSection,
}: {
  section: number;
  audio: AudioControls;
  speed: PlaybackSpeed;
  onSpeed: (speed: PlaybackSpeed) => void;
  /** Moves to another part and plays it. */
  onSection: (section: number) => void;
}) {
  const t = useT();
  const { view } = audio;
  const total = Number.isFinite(view.duration) ? view.duration : 0;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button
        type="button"
        onClick={view.playing ? audio.pause : audio.play}
        aria-label={
          view.playing
            ? t('listening.audio.pausePart', { n: section })
            : t('listening.audio.playPart', { n: section })
        }
        data-testid="practice-play"
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-600 text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950"
      >
        <PlayIcon playing={view.playing} />
      </button>
      <div className="flex min-w-0 grow basis-44 items-center gap-2">
        <input
          type="range"
          min={0}
          max={total || 0}
          step={1}
          value={Math.min(view.time, total || 0)}
          onChange={(event) => audio.seek(Number(event.target.value))}
          aria-label={t('listening.audio.seekAria', { n: section })}
          aria-valuetext={`${formatClock(view.time)} / ${formatClock(total)}`}
          disabled={total === 0}
          data-testid="practice-seek"
          className="min-w-16 flex-1 accent-blue-600"
        />
        <Clock view={view} />
      </div>
      <Volume audio={audio} />
      <SpeedControl
        speed={speed}
        onChange={onSpeed}
        label={t('listening.audio.speed')}
        testId="practice-speed"
      />
      <div className="flex gap-2">
        {section > 1 ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            onClick={() => onSection(section - 1)}
          >
            {t('listening.audio.previousPart')}
          </Button>
        ) : null}
        {section < SECTIONS ? (
          <Button
            variant={view.ended ? 'primary' : 'secondary'}
            className="px-3 py-1.5"
            onClick={() => onSection(section + 1)}
          >
            {t('listening.audio.nextPart')}
          </Button>
        ) : null}
      </div>
      {view.ended && section === SECTIONS ? (
        <p className="w-full text-sm text-slate-700 dark:text-slate-300" role="status">
          {t('listening.audio.allHeard', { n: SECTIONS })}
        </p>
      ) : null}
      <div className="w-full empty:hidden">
        <AudioTrouble audio={audio} section={section} />
      </div>
    </div>
  );
}
