/**
 * The pieces of "Listen to a whole set" (issue 21 §5): the current card (term, then its meaning
 * once its turn comes, large enough to read on a phone, with "3 / 20"; a back's note lines,
 * "Ví dụ: …", are not said but shown under the meaning), the transport buttons
 * (previous, play/pause, next) and the settings (speed, pause length, repeat, shuffle).
 */
import {
  LISTEN_PAUSE_SECONDS,
  PLAYBACK_SPEEDS,
  splitBack,
  type PlaybackSpeed,
  type SetPlaybackAction,
  type SetPlaybackSettings,
} from '@app/domain';
import type { Dispatch, ReactNode } from 'react';
import { CardNotes } from '../../../../components/ui/card-notes.tsx';
import {
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon,
  RepeatIcon,
  ShuffleIcon,
} from '../../../../components/ui/icons.tsx';
import { useIntl, useT } from '../../../../i18n/i18n.tsx';

const ROUND =
  'inline-flex items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const SMALL = `${ROUND} h-12 w-12 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`;
const TOGGLE =
  'inline-flex min-h-10 items-center gap-2 rounded-full border px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const TOGGLE_ON =
  'border-blue-600 bg-blue-600 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950';
const TOGGLE_OFF =
  'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

export function ListenCard({
  term,
  meaning,
  meaningShown,
  position,
  total,
}: {
  term: string;
  /** The card's back: its answer is shown large, its note lines under it. */
  meaning: string;
  meaningShown: boolean;
  /** 1-based. */
  position: number;
  total: number;
}) {
  const t = useT();
  const { answer, notes } = splitBack(meaning);
  const label = 'text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="listen-card"
      aria-label={t('listen.positionLabel', { n: position, total })}
    >
      <div className="flex items-baseline justify-between gap-4">
        <span className={label}>{t('listen.term')}</span>
        <span
          className="text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-300"
          data-testid="listen-position"
        >
          {t('listen.position', { n: position, total })}
        </span>
      </div>
      <p
        lang="en"
        className="mt-1 text-3xl font-black break-words sm:text-4xl"
        data-testid="listen-term"
      >
        {term}
      </p>
      {/* room for two lines of meaning, so the buttons below stay put when it appears */}
      <div className="mt-4 min-h-28 border-t border-slate-200 pt-3 dark:border-slate-700">
        <span className={label}>{t('listen.meaning')}</span>
        {meaningShown ? (
          <>
            <p
              lang="vi"
              className="mt-1 text-2xl font-bold break-words whitespace-pre-wrap text-blue-800 sm:text-3xl dark:text-blue-200"
              data-testid="listen-meaning"
            >
              {answer}
            </p>
            <CardNotes notes={notes} className="mt-2" testId="listen-notes" />
          </>
        ) : (
          <p
            className="mt-1 text-2xl text-slate-500 italic sm:text-3xl dark:text-slate-400"
            data-testid="listen-meaning-hidden"
          >
            {t('listen.meaningHidden')}
          </p>
        )}
      </div>
    </section>
  );
}

function IconButton(props: {
  label: string;
  onClick: () => void;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
      className={props.className}
      data-testid={props.testId}
    >
      {props.children}
    </button>
  );
}

export function ListenTransport({
  playing,
  dispatch,
}: {
  playing: boolean;
  dispatch: Dispatch<SetPlaybackAction>;
}) {
  const t = useT();
  return (
    <div className="flex items-center justify-center gap-4">
      <IconButton
        label={t('listen.previous')}
        onClick={() => dispatch({ type: 'previous' })}
        className={SMALL}
        testId="listen-previous"
      >
        <PreviousIcon />
      </IconButton>
      <IconButton
        label={playing ? t('listen.pause') : t('listen.play')}
        onClick={() => dispatch({ type: 'togglePlay' })}
        className={`${ROUND} h-16 w-16 bg-blue-600 text-white shadow-md hover:bg-blue-700 dark:bg-blue-400 dark:text-slate-950 dark:hover:bg-blue-300`}
        testId="listen-play"
      >
        {playing ? <PauseIcon className="h-8 w-8" /> : <PlayIcon className="h-8 w-8" />}
      </IconButton>
      <IconButton
        label={t('listen.next')}
        onClick={() => dispatch({ type: 'next' })}
        className={SMALL}
        testId="listen-next"
      >
        <NextIcon />
      </IconButton>
    </div>
  );
}

export function ListenSettings({
  settings,
  dispatch,
  onShuffle,
}: {
  settings: SetPlaybackSettings;
  dispatch: Dispatch<SetPlaybackAction>;
  onShuffle: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const speedLabel = t('listen.speed');
  const muted = 'text-sm text-slate-600 dark:text-slate-400';
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-3">
      <div className="flex items-center gap-2" role="group" aria-label={speedLabel}>
        <span aria-hidden="true" className={muted}>
          {speedLabel}
        </span>
        <span className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-800">
          {PLAYBACK_SPEEDS.map((speed: PlaybackSpeed) => (
            <button
              key={speed}
              type="button"
              aria-pressed={speed === settings.speed}
              onClick={() => dispatch({ type: 'speed', speed })}
              className={`min-h-9 min-w-14 rounded-full px-3 text-sm font-semibold tabular-nums transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                speed === settings.speed
                  ? 'bg-blue-600 text-white shadow-sm dark:bg-blue-400 dark:text-slate-950'
                  : 'text-slate-700 hover:bg-white dark:text-slate-200 dark:hover:bg-slate-700'
              }`}
            >
              {t('listen.rate', { rate: intl.formatNumber(speed) })}
            </button>
          ))}
        </span>
      </div>
      <label className="flex items-center gap-2">
        <span className={muted}>{t('listen.pauseLength')}</span>
        <select
          value={settings.pauseSeconds}
          onChange={(event) =>
            dispatch({ type: 'pauseSeconds', seconds: Number(event.target.value) })
          }
          className="min-h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {LISTEN_PAUSE_SECONDS.map((n) => (
            <option key={n} value={n}>
              {t('listen.seconds', { n })}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-pressed={settings.repeat}
          onClick={() => dispatch({ type: 'toggleRepeat' })}
          className={`${TOGGLE} ${settings.repeat ? TOGGLE_ON : TOGGLE_OFF}`}
        >
          <RepeatIcon className="h-5 w-5" />
          {t('listen.repeat')}
        </button>
        <button
          type="button"
          aria-pressed={settings.shuffle}
          onClick={onShuffle}
          className={`${TOGGLE} ${settings.shuffle ? TOGGLE_ON : TOGGLE_OFF}`}
        >
          <ShuffleIcon className="h-5 w-5" />
          {t('listen.shuffle')}
        </button>
      </div>
    </div>
  );
}
