/**
 * /dashboard/radio/play/{lessonId} (spec §2 Player, §4 Player): back link to the level list,
 * title, description, level, difficulty and duration, the seek bar, previous / play-pause /
 * next, mute and volume, repeat, playback speed, the collapsible transcript (following the
 * audio) and up to 3 other lessons of the level. An unknown lesson is a not-found screen with a
 * way back to the library (issue 18: the spec's 'Loading lesson...' never ended). Keys: Space,
 * ←/→, M.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { useLocale, useT } from '../../../i18n/i18n.tsx';
import { usePlayerKeys } from '../hooks/use-player-keys.ts';
import { useRadioPlayer } from '../hooks/use-radio-player.ts';
import { formatDuration } from '../lib/format.ts';
import { lessonDescription, levelTitle } from '../lib/level-text.ts';
import { findLesson, type LibraryLesson } from '../lib/library.ts';
import { cardOfLevel, lessonsOfLevel, levelPath, type PlayerLocationState } from '../lib/levels.ts';
import { readSpeed, saveSpeed, type Speed } from '../lib/speed.ts';
import { AudioDownload } from './audio-download.tsx';
import { LessonCard } from './lesson-card.tsx';
import { PlayerControls } from './player-controls.tsx';
import { SeekBar } from './seek-bar.tsx';
import { SpeedControl } from '../../../components/ui/speed-control.tsx';
import { TranscriptPanel } from './transcript-panel.tsx';

/** Up to 3 lessons of the level after `lesson` (wrapping), not itself. */
function otherLessons(lesson: LibraryLesson, level: readonly LibraryLesson[]): LibraryLesson[] {
  const index = level.findIndex((l) => l.id === lesson.id);
  const after = [...level.slice(index + 1), ...level.slice(0, Math.max(index, 0))];
  return after.slice(0, 3);
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      {children}
    </span>
  );
}

function Player({ lesson, autoplay }: { lesson: LibraryLesson; autoplay: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const level = lessonsOfLevel(lesson.level);
  const { state, dispatch, current, failed, audioRef, audioProps } = useRadioPlayer(
    lesson,
    level,
    autoplay,
  );
  usePlayerKeys(dispatch, true);
  const [speed, setSpeed] = useState<Speed>(() => readSpeed());
  const changeSpeed = useCallback((next: Speed) => {
    saveSpeed(next);
    setSpeed(next);
  }, []);
  // the default rate too: loading another lesson's audio resets the rate to it
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
  }, [audioRef, speed, current.id]);
  const seekAndPlay = useCallback(
    (seconds: number) => {
      dispatch({ type: 'seek', position: seconds });
      dispatch({ type: 'play' });
    },
    [dispatch],
  );
  const pause = useCallback(() => dispatch({ type: 'pause' }), [dispatch]);
  const card = cardOfLevel(current.level);
  const title = levelTitle(t, card);
  const noAudio = current.audioUrl === null;
  const duration = state.duration > 0 ? state.duration : (current.seconds ?? 0);
  return (
    <div className="space-y-6">
      <Link
        to={levelPath(card)}
        className="inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
        data-testid="player-back"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        {t('radio.backToLevel', { level: title })}
      </Link>
      <div>
        <h1 className="text-2xl font-black break-words sm:text-3xl" data-testid="player-title">
          {current.title}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {lessonDescription(current, locale)}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge>{title}</Badge>
          <Badge>{t('radio.difficulty', { difficulty: current.difficulty })}</Badge>
          <Badge>{t('radio.duration', { time: formatDuration(current.seconds) })}</Badge>
          <Badge>{t('radio.speakers', { n: current.speakers })}</Badge>
        </div>
      </div>
      <section
        aria-label={current.title}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <audio ref={audioRef} {...audioProps} data-testid="player-audio" />
        {noAudio ? <Alert tone="info">{t('radio.player.noAudio')}</Alert> : null}
        {failed ? <Alert tone="error">{t('radio.player.audioFailed')}</Alert> : null}
        <SeekBar
          position={state.position}
          duration={duration}
          disabled={noAudio || failed}
          dispatch={dispatch}
        />
        <PlayerControls state={state} dispatch={dispatch} disabled={noAudio || failed} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SpeedControl speed={speed} onChange={changeSpeed} label={t('radio.player.speed')} />
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('radio.player.shortcuts')}
          </p>
        </div>
        {current.audioUrl ? <AudioDownload url={current.audioUrl} bytes={current.bytes} /> : null}
      </section>
      <TranscriptPanel
        key={current.id}
        lesson={current}
        position={state.position}
        onSeek={seekAndPlay}
        onPause={pause}
      />
      {level.length > 1 ? (
        <section aria-labelledby="other-lessons-heading">
          <h2 id="other-lessons-heading" className="mb-3 text-lg font-bold">
            {t('radio.otherLessons')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3" data-testid="other-lessons">
            {otherLessons(current, level).map((other) => (
              <li key={other.id}>
                <LessonCard lesson={other} compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A bad lesson link: says so and leads back to the library. */
function LessonNotFound() {
  const t = useT();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center"
      data-testid="player-not-found"
    >
      <h1 className="text-2xl font-black">{t('radio.notFound.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t('radio.notFound.body')}</p>
      <Link to="/dashboard/radio" className={buttonStyles('primary', 'mt-8')}>
        {t('radio.notFound.back')}
      </Link>
    </div>
  );
}

/** The player of lesson `lessonId`, or the not-found screen when there is no such lesson. */
export function PlayerPage({ lessonId }: { lessonId: string }) {
  const location = useLocation();
  const lesson = findLesson(lessonId);
  if (!lesson) return <LessonNotFound />;
  const autoplay = (location.state as PlayerLocationState | null)?.autoplay === true;
  return <Player lesson={lesson} autoplay={autoplay} />;
}
