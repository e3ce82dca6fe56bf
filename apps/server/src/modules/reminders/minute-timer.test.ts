import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { MINUTE_MS, startMinuteTimer } from './minute-timer.ts';

describe('The embedded minute timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T12:00:20Z'));
  });
  afterEach(() => vi.useRealTimers());
  const logger = createLogger('silent');

  it('ticks at the start of each minute', async () => {
    const at: string[] = [];
    const timer = startMinuteTimer({
      tick: () => {
        at.push(new Date().toISOString());
        return Promise.resolve();
      },
      logger,
    });
    await vi.advanceTimersByTimeAsync(39_999);
    expect(at).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + 2 * MINUTE_MS);
    expect(at).toEqual([
      '2026-11-27T12:01:00.000Z',
      '2026-11-27T12:02:00.000Z',
      '2026-11-27T12:03:00.000Z',
    ]);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(5 * MINUTE_MS);
    expect(at).toHaveLength(3);
  });

  it('runs ticks one at a time: minutes that come while one waits are dropped', async () => {
    let active = 0;
    let most = 0;
    const started: string[] = [];
    const timer = startMinuteTimer({
      tick: async () => {
        active += 1;
        most = Math.max(most, active);
        started.push(new Date().toISOString().slice(11, 19));
        await new Promise((resolve) => setTimeout(resolve, 150_000)); // 2.5 minutes
        active -= 1;
      },
      logger,
    });
    await vi.advanceTimersByTimeAsync(40_000); // 12:01: the first tick starts
    expect(await timer.pending()).toBe(1);
    // 12:02 queues a tick behind it; 12:03 is dropped (one already waits)
    await vi.advanceTimersByTimeAsync(2 * MINUTE_MS);
    expect(await timer.pending()).toBe(2);
    await vi.advanceTimersByTimeAsync(MINUTE_MS); // 12:04
    expect(started).toEqual(['12:01:00', '12:03:30']);
    expect(most).toBe(1);
    const stopped = timer.stop();
    await vi.advanceTimersByTimeAsync(5 * MINUTE_MS);
    await stopped;
    // the 12:04 tick waited behind 12:03:30's and was not run once stopped
    expect(started).toEqual(['12:01:00', '12:03:30']);
    expect(await timer.pending()).toBe(0);
  });

  it('runs a tick now, and goes on after a tick that throws', async () => {
    let calls = 0;
    const timer = startMinuteTimer({
      tick: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('mail down')) : Promise.resolve();
      },
      logger,
    });
    await timer.runNow();
    await timer.runNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    expect(await timer.pending()).toBe(0);
    await timer.stop();
  });
});
