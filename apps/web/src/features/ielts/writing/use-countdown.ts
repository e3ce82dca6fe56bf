import { useEffect, useState } from 'react';

/**
 * Seconds used of a timed test, starting from `initialElapsed` (a restored draft's) and ticking
 * once a second from the wall clock while `running` (so a throttled background tab does not fall
 * behind).
 */
export function useElapsed(initialElapsed: number, running: boolean): number {
  const [elapsed, setElapsed] = useState(initialElapsed);
  useEffect(() => {
    if (!running) return;
    const origin = Date.now() - elapsed * 1000;
    const timer = setInterval(() => {
      setElapsed(Math.floor((Date.now() - origin) / 1000));
    }, 1000);
    return () => clearInterval(timer);
    // `elapsed` only seeds the origin when the clock (re)starts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);
  return elapsed;
}
