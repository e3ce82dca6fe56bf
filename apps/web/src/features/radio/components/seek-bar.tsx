/**
 * The seek bar (spec §2 Player): a native slider, so pointer, touch and keyboard all work and
 * screen readers hear the position as "m:ss trên m:ss". While it is dragged it shows where the
 * finger or pointer is; every move seeks. ← and → on it seek 5 s like everywhere on the page.
 */
import { SEEK_STEP_SECONDS, type PlayerAction } from '@app/domain';
import { useRef, useState, type Dispatch } from 'react';
import { formatDuration } from '../lib/format.ts';
import { useT } from '../../../i18n/i18n.tsx';

export function SeekBar({
  position,
  duration,
  disabled,
  dispatch,
}: {
  position: number;
  duration: number;
  disabled: boolean;
  dispatch: Dispatch<PlayerAction>;
}) {
  // While a pointer or finger holds the thumb, the bar shows where it is, not the audio's time.
  const t = useT();
  const [dragging, setDragging] = useState<number | null>(null);
  const held = useRef(false);
  const shown = dragging ?? position;
  const max = duration > 0 ? duration : 0;
  const seek = (value: number) => {
    if (held.current) setDragging(value);
    dispatch({ type: 'seek', position: value });
  };
  const release = () => {
    held.current = false;
    setDragging(null);
  };
  return (
    <div>
      <input
        type="range"
        min={0}
        max={max}
        step="any"
        value={Math.min(shown, max)}
        disabled={disabled || max === 0}
        aria-label={t('radio.player.seek')}
        aria-valuetext={t('radio.player.position', {
          now: formatDuration(shown),
          total: formatDuration(duration),
        })}
        data-testid="seek-bar"
        className="h-6 w-full cursor-pointer accent-blue-600 disabled:cursor-not-allowed dark:accent-blue-400"
        onChange={(event) => seek(Number(event.currentTarget.value))}
        onPointerDown={() => (held.current = true)}
        onPointerUp={release}
        onPointerCancel={release}
        onLostPointerCapture={release}
        onTouchEnd={release}
        onBlur={release}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          event.preventDefault();
          const sign = event.key === 'ArrowLeft' ? -1 : 1;
          dispatch({ type: 'seekBy', seconds: sign * SEEK_STEP_SECONDS });
        }}
      />
      <div className="mt-1 flex justify-between text-sm text-slate-600 tabular-nums dark:text-slate-400">
        <span data-testid="player-position">{formatDuration(shown)}</span>
        <span data-testid="player-duration">{formatDuration(duration > 0 ? duration : null)}</span>
      </div>
    </div>
  );
}
