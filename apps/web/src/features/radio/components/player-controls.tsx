/**
 * The player's buttons (spec §2 Player): previous, play/pause and next (wrapping within the
 * level), mute (remembering the volume) with the volume slider (0-1, step 0.01), and repeat.
 */
import { isMuted, VOLUME_STEP, type PlayerAction, type PlayerState } from '@app/domain';
import type { Dispatch, ReactNode } from 'react';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import {
  MutedIcon,
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon,
  RepeatIcon,
  VolumeIcon,
} from '../../../components/ui/icons.tsx';

const ROUND =
  'inline-flex items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50';
const SMALL = `${ROUND} h-11 w-11 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`;

function IconButton({
  label,
  onClick,
  children,
  className = SMALL,
  pressed,
  disabled,
  testId,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
  pressed?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      className={className}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

export function PlayerControls({
  state,
  dispatch,
  disabled,
}: {
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
  /** No audio to play (missing or failed). */
  disabled: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const muted = isMuted(state);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <div className="flex items-center gap-2">
        <IconButton
          label={t('radio.player.previous')}
          onClick={() => dispatch({ type: 'previous' })}
          testId="player-previous"
        >
          <PreviousIcon />
        </IconButton>
        <IconButton
          label={state.playing ? t('radio.player.pause') : t('radio.player.play')}
          onClick={() => dispatch({ type: 'togglePlay' })}
          disabled={disabled}
          className={`${ROUND} h-14 w-14 bg-blue-600 text-white shadow-md hover:bg-blue-700 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400`}
          testId="player-play"
        >
          {state.playing ? <PauseIcon className="h-7 w-7" /> : <PlayIcon className="h-7 w-7" />}
        </IconButton>
        <IconButton
          label={t('radio.player.next')}
          onClick={() => dispatch({ type: 'next' })}
          testId="player-next"
        >
          <NextIcon />
        </IconButton>
      </div>
      <div className="flex items-center gap-2">
        <IconButton
          label={t('radio.player.repeat')}
          pressed={state.repeat}
          onClick={() => dispatch({ type: 'toggleRepeat' })}
          className={`${SMALL} ${state.repeat ? 'bg-blue-100 text-blue-800 hover:bg-blue-200 dark:bg-blue-900 dark:text-blue-100 dark:hover:bg-blue-800' : ''}`}
          testId="player-repeat"
        >
          <RepeatIcon className="h-5 w-5" />
        </IconButton>
        <IconButton
          label={muted ? t('radio.player.unmute') : t('radio.player.mute')}
          onClick={() => dispatch({ type: 'toggleMute' })}
          testId="player-mute"
        >
          {muted ? <MutedIcon className="h-5 w-5" /> : <VolumeIcon className="h-5 w-5" />}
        </IconButton>
        <input
          type="range"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={state.volume}
          aria-label={t('radio.player.volume')}
          aria-valuetext={intl.formatNumber(state.volume, { style: 'percent' })}
          onChange={(event) =>
            dispatch({ type: 'volume', volume: Number(event.currentTarget.value) })
          }
          className="h-6 w-24 cursor-pointer accent-blue-600 sm:w-32 dark:accent-blue-400"
          data-testid="player-volume"
        />
      </div>
    </div>
  );
}
