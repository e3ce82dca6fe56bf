/** Whole seconds since `startedAt` (ms since epoch), ticking once a second until `stopped`. */
import { useEffect, useState } from 'react';

export function useElapsedSeconds(startedAt: number, stopped: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (stopped) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [stopped]);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}
