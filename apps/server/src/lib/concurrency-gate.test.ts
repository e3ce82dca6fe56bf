import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConcurrencyGate, GateRefusedError } from './concurrency-gate.ts';

describe('ConcurrencyGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets maxActive jobs in, queues the next ones in order and hands each freed slot on', async () => {
    const gate = new ConcurrencyGate({ maxActive: 2, maxWaiting: 5, maxWaitMs: 1000 });
    const first = await gate.acquire();
    const second = await gate.acquire();
    const order: string[] = [];
    const third = gate.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = gate.acquire().then((release) => {
      order.push('fourth');
      return release;
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    expect([gate.activeCount, gate.waitingCount]).toEqual([2, 2]);

    first();
    first(); // a second call gives nothing back twice
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['third']);
    expect([gate.activeCount, gate.waitingCount]).toEqual([2, 1]);
    second();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['third', 'fourth']);
    (await third)();
    (await fourth)();
    expect([gate.activeCount, gate.waitingCount]).toEqual([0, 0]);
  });

  it('refuses at once when the waiting line is full', async () => {
    const gate = new ConcurrencyGate({ maxActive: 1, maxWaiting: 1, maxWaitMs: 1000 });
    await gate.acquire();
    const waiting = gate.acquire();
    await expect(gate.acquire()).rejects.toEqual(new GateRefusedError('full'));
    expect(gate.waitingCount).toBe(1);
    void waiting.catch(() => undefined);
  });

  it('refuses a job that waited maxWaitMs, and leaves the line to the others', async () => {
    const gate = new ConcurrencyGate({ maxActive: 1, maxWaiting: 2, maxWaitMs: 1000 });
    const release = await gate.acquire();
    const late = gate.acquire();
    const refusal = expect(late).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(999);
    expect(gate.waitingCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await refusal;
    expect(gate.waitingCount).toBe(0);
    release();
    expect(gate.activeCount).toBe(0);
    const again = await gate.acquire();
    expect(gate.activeCount).toBe(1);
    again();
  });
});
