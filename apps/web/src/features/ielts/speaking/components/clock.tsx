/**
 * The Speaking runner's clocks (issue 11): time used in a part or an answer, and countdowns (Part
 * 2's preparation and long turn). Each ticks on its own so the screen around it does not
 * re-render; screen readers get the label, not every second.
 */
import { formatMinutesSeconds } from '@app/domain';
import { secondsSince, useNow } from '../hooks/use-now.ts';

const TONES = {
  normal:
    'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  warn: 'border-amber-500 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-900/70 dark:text-amber-50',
  over: 'border-red-600 bg-red-600 text-white dark:border-red-400 dark:bg-red-500 dark:text-slate-950',
};

/**
 * Time since `since` (ms since the epoch), or left of `limit` seconds when counting down. Amber
 * after `warnAfter` seconds used (or with 15 s left), red once the limit is reached.
 */
export function Clock({
  since,
  limit,
  warnAfter,
  label,
  testId,
}: {
  since: number | null | undefined;
  limit?: number;
  warnAfter?: number;
  label: string;
  testId: string;
}) {
  const now = useNow(since != null);
  const used = secondsSince(since, now);
  const shown = limit === undefined ? used : Math.max(0, limit - used);
  const tone =
    limit !== undefined && shown <= 0
      ? 'over'
      : (limit !== undefined && shown <= 15) || (warnAfter !== undefined && used >= warnAfter)
        ? 'warn'
        : 'normal';
  const text = formatMinutesSeconds(shown);
  return (
    <span
      role="timer"
      aria-live="off"
      aria-label={`${label} ${text}`}
      data-testid={testId}
      className={`rounded-lg border px-2.5 py-1 font-mono text-base font-bold tabular-nums ${TONES[tone]}`}
    >
      {text}
    </span>
  );
}
