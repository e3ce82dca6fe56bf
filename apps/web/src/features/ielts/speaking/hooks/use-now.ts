import { useEffect, useState } from 'react';

/**
 * The wall clock (ms since the epoch), refreshed every `intervalMs` while `active`, for timers
 * that count from a start taken in an event handler (a throttled background tab does not fall
 * behind: each tick reads the clock again).
 */
export function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [active, intervalMs]);
  return now;
}

/** Whole seconds from `since` to `now` (0 before it or when there is no start). */
export function secondsSince(since: number | null | undefined, now: number): number {
  return since == null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}
