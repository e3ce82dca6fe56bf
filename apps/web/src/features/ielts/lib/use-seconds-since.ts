/**
 * Whole seconds since an instant (a test's start kept with it), read from the clock on every
 * tick so a reload, a new tab or a throttled background tab all show the same time. Frozen
 * (the last value kept) while `running` is false.
 */
import { useEffect, useState } from 'react';

/** Whole seconds from `since` (epoch ms) to now. */
export function secondsSince(since: number, now = Date.now()): number {
  return Math.max(0, Math.floor((now - since) / 1000));
}

/** Seconds since `since` (epoch ms), ticking while `running`; 0 when `since` is null. */
export function useSecondsSince(since: number | null, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    // re-render only when the shown second changes
    const tick = () =>
      setNow((before) => {
        const at = Date.now();
        return since !== null && secondsSince(since, at) === secondsSince(since, before)
          ? before
          : at;
      });
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [since, running]);
  return since === null ? 0 : secondsSince(since, now);
}
