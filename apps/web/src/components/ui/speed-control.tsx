/**
 * A playback speed chooser (issue 18 §4, issue 23 §4): the domain's PLAYBACK_SPEEDS (0.75× / 1×
 * / 1.25×) as toggle buttons in a labelled group; the pressed one is the speed (aria-pressed, so
 * a screen reader announces the current one). Buttons, so Tab and Enter or Space choose one; the
 * player applies the speed to its <audio> and remembers it (lib/playback-speed.ts). Used by the
 * listening library's player and by IELTS Listening in practice mode.
 */
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '@app/domain';
import { useIntl, useT } from '../../i18n/i18n.tsx';

export function SpeedControl({
  speed,
  onChange,
  label,
  testId = 'player-speed',
}: {
  speed: PlaybackSpeed;
  onChange: (speed: PlaybackSpeed) => void;
  /** The group's name, shown beside it, e.g. 'Tốc độ phát'. */
  label: string;
  testId?: string;
}) {
  const t = useT();
  const intl = useIntl();
  return (
    <div className="flex items-center gap-2" role="group" aria-label={label} data-testid={testId}>
      <span
        aria-hidden="true"
        className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-400"
      >
        {label}
      </span>
      <span className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-800">
        {PLAYBACK_SPEEDS.map((value) => {
          const pressed = value === speed;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(value)}
              className={`min-h-9 min-w-14 rounded-full px-3 text-sm font-semibold tabular-nums transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                pressed
                  ? 'bg-blue-600 text-white shadow-sm dark:bg-blue-500 dark:text-slate-950'
                  : 'text-slate-700 hover:bg-white dark:text-slate-200 dark:hover:bg-slate-700'
              }`}
              data-speed={value}
            >
              {t('common.playbackRate', { rate: intl.formatNumber(value) })}
            </button>
          );
        })}
      </span>
    </div>
  );
}
