/**
 * A stopwatch in whole seconds: starts from `startSeconds` and counts while `running` holds,
 * read from the clock on every tick (a throttled background tab stays right); paused time is not
 * counted. Used for the seconds a test has taken and for the 2 minutes to check.
 */
import { useEffect, useRef, useState } from 'react';

/** Seconds counted from `startSeconds` while `running` (see the module docstring). */
export function useElapsed(startSeconds: number, running: boolean): number {
  const [elapsed, setElapsed] = useState(startSeconds);
  const latest = useRef(startSeconds);
  useEffect(() => {
    if (!running) return;
    const from = latest.current;
    const startedAt = Date.now();
    const tick = () => {
      const value = from + Math.floor((Date.now() - startedAt) / 1000);
      if (value === latest.current) return;
      latest.current = value;
      setElapsed(value);
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [running]);
  return elapsed;
}
