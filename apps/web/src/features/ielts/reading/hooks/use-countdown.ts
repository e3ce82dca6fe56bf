/**
 * The test's countdown: seconds used and left, from the seconds already used when the page
 * opened plus the time since (read from the clock on every tick, so a throttled background tab
 * stays right). Stops ticking when `running` is false.
 */
import { useEffect, useState } from 'react';

export function useCountdown(totalSeconds: number, startElapsed: number, running: boolean) {
  const [openedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(startElapsed);
  useEffect(() => {
    if (!running) return;
    const tick = () =>
      setElapsed(Math.min(totalSeconds, startElapsed + Math.floor((Date.now() - openedAt) / 1000)));
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [running, totalSeconds, startElapsed, openedAt]);
  return { elapsed, remaining: Math.max(0, totalSeconds - elapsed) };
}
