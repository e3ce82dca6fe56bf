/**
 * The test's countdown: seconds used and left, computed from when the test started (kept with
 * it), so a reload or another tab shows the same clock and time runs on while the page is
 * closed. Stops ticking when `running` is false.
 */
import { useSecondsSince } from '../../lib/use-seconds-since.ts';

export function useCountdown(totalSeconds: number, startedAt: number, running: boolean) {
  const elapsed = Math.min(totalSeconds, useSecondsSince(startedAt, running));
  return { elapsed, remaining: Math.max(0, totalSeconds - elapsed) };
}
