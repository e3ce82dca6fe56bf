/**
 * The countdown (mm:ss). With 10 minutes left it turns amber and with 5 minutes red, each time
 * with a visible note that screen readers announce once (aria-live); the clock itself is not
 * announced every second. A `short` period (Listening's 2 minutes to check) is amber throughout
 * and warns only when it ends.
 */
import { useT, type TFunction } from '../../../../i18n/i18n.tsx';

/** Seconds as mm:ss ("60:00", "09:59"). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The warning shown with `remaining` seconds left, or null before 10 minutes. */
function timeWarning(t: TFunction, remaining: number): string | null {
  if (remaining <= 0) return t('reading.clock.timeUp');
  if (remaining <= 5 * 60) return t('reading.clock.fiveLeft');
  if (remaining <= 10 * 60) return t('reading.clock.tenLeft');
  return null;
}

export function Countdown({ remaining, short = false }: { remaining: number; short?: boolean }) {
  const t = useT();
  const warning = short && remaining > 0 ? null : timeWarning(t, remaining);
  const tone =
    remaining <= (short ? 0 : 5 * 60)
      ? 'border-red-600 bg-red-600 text-white dark:border-red-400 dark:bg-red-500 dark:text-slate-950'
      : short || remaining <= 10 * 60
        ? 'border-amber-500 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-900/70 dark:text-amber-50'
        : 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
  return (
    <div className="flex items-center gap-2">
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="time-warning"
        className={warning ? 'text-xs font-bold text-red-700 dark:text-red-300' : 'sr-only'}
      >
        {warning ?? ''}
      </p>
      <span
        role="timer"
        aria-live="off"
        aria-label={t('reading.clock.remainingAria', { time: formatClock(remaining) })}
        data-testid="countdown"
        className={`rounded-lg border px-2.5 py-1 font-mono text-base font-bold tabular-nums ${tone}`}
      >
        {formatClock(remaining)}
      </span>
    </div>
  );
}
