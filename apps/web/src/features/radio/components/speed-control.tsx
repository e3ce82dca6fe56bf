/**
 * The playback speed (issue 18 §4): three toggle buttons, 0.75× / 1× / 1.25×, in a labelled
 * group; the pressed one is the speed. Buttons, so Tab and Enter or Space choose one; the player
 * applies the speed to its <audio> and it is remembered (lib/speed.ts).
 */
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { SPEEDS, type Speed } from '../lib/speed.ts';

export function SpeedControl({
  speed,
  onChange,
}: {
  speed: Speed;
  onChange: (speed: Speed) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const label = t('radio.player.speed');
  return (
    <div
      className="flex items-center gap-2"
      role="group"
      aria-label={label}
      data-testid="player-speed"
    >
      <span
        aria-hidden="true"
        className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-400"
      >
        {label}
      </span>
      <span className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-800">
        {SPEEDS.map((value) => {
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
              {t('radio.player.rate', { rate: intl.formatNumber(value) })}
            </button>
          );
        })}
      </span>
    </div>
  );
}
