import 'fake-indexeddb/auto';
import type { StudyOp } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendResult } from './queue-rules.ts';
import {
  controlledSend,
  FakeLocks,
  ids,
  openTab,
  review,
  start,
  undo,
  uuid,
} from './queue-test-fixtures.ts';
import type { SyncQueue } from './sync-queue.ts';

/** The server: records every event id it receives, answers `answer` after a turn of the loop. */
function server() {
  const received: string[] = [];
  let answer: SendResult = 'retry';
  return {
    received,
    set: (next: SendResult) => {
      answer = next;
    },
    send: async (op: StudyOp): Promise<SendResult> => {
      await new Promise((resolve) => setImmediate(resolve));
      if (answer === 'done') received.push(op.eventId);
      return answer;
    },
  };
}

const count = (list: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const id of list) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

describe('SyncQueue across tabs (one IndexedDB database)', () => {
  let name: string;
  const tabs: SyncQueue[] = [];
  const open = (...args: Parameters<typeof openTab>) => {
    const queue = openTab(...args);
    tabs.push(queue);
    return queue;
  };

  beforeEach(() => {
    name = `study-sync:${uuid()}`;
  });
  afterEach(() => {
    for (const queue of tabs.splice(0)) queue.close();
    vi.restoreAllMocks();
  });

  /** Two tabs rating offline at once (interleaved, 16 each), then back online. */
  const rateInTwoTabs = async (locks: FakeLocks | null) => {
    const api = server();
    const a = open(name, api.send, locks);
    const b = open(name, api.send, locks);
    const [sa, sb] = [uuid(), uuid()];
    const ops: StudyOp[] = [start(sa), start(sb)];
    a.enqueue(ops[0]!);
    b.enqueue(ops[1]!);
    for (let i = 0; i < 16; i += 1) {
      const [ra, rb] = [review(sa), review(sb)];
      ops.push(ra, rb);
      a.enqueue(ra);
      b.enqueue(rb);
    }
    await Promise.all([a.idle(), b.idle()]);
    expect(api.received).toEqual([]);
    expect(await a.queued()).toHaveLength(34);
    await vi.waitFor(() => expect(b.getState()).toMatchObject({ pending: 34, failing: true }));

    api.set('done');
    await Promise.all([a.flush(), b.flush()]);
    await Promise.all([a.idle(), b.idle()]);
    return { api, a, b, ops };
  };

  it('never lose each other’s ops, and with Web Locks send each exactly once', async () => {
    const { api, a, b, ops } = await rateInTwoTabs(new FakeLocks());
    expect(api.received.toSorted()).toEqual(ids(ops).toSorted());
    expect([...count(api.received).values()].every((n) => n === 1)).toBe(true);
    expect(a.getState()).toMatchObject({ pending: 0, failing: false });
    expect(b.getState()).toMatchObject({ pending: 0, failing: false });
  });

  it('without Web Locks may send an op twice (the server applies it once) but lose none', async () => {
    const { api, a, b, ops } = await rateInTwoTabs(null);
    expect(new Set(api.received)).toEqual(new Set(ids(ops)));
    expect(await a.queued()).toEqual([]);
    expect(b.getState().pending).toBe(0);
  });

  it('keeps each lane in order whichever tab sends it', async () => {
    const api = server();
    api.set('done');
    const locks = new FakeLocks();
    const a = open(name, api.send, locks);
    const b = open(name, api.send, locks);
    const s = uuid();
    const ops = [start(s), review(s), review(s), review(s)];
    a.enqueue(ops[0]!);
    b.enqueue(ops[1]!);
    a.enqueue(ops[2]!);
    b.enqueue(ops[3]!);
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.flush(), b.flush()]);
    // a's start, b's review, a's review, b's review: the order they were stored in
    expect(api.received).toEqual(ids(ops));
  });

  it('shows every tab what the shared queue holds: pending, sign-in needed, then saved', async () => {
    const locks = new FakeLocks();
    let answer: SendResult = 'auth';
    const a = open(name, async () => answer, locks);
    const b = open(name, async () => answer, locks);
    const s = uuid();
    a.enqueue(start(s));
    a.enqueue(review(s));
    await vi.waitFor(() => expect(b.getState()).toMatchObject({ pending: 2, authNeeded: true }));

    // the learner signs in again in tab b: tab a's ops go, both tabs see it
    answer = 'done';
    await b.resume();
    await vi.waitFor(() => expect(a.getState()).toMatchObject({ pending: 0, authNeeded: false }));
    expect(b.getState()).toMatchObject({ pending: 0, authNeeded: false });
  });

  it('an undo in one tab cancels a rating of another tab that was not sent yet', async () => {
    const locks = new FakeLocks();
    const send = vi.fn(async (): Promise<SendResult> => 'auth');
    const a = open(name, send, locks);
    const b = open(name, send, locks);
    const s = uuid();
    const r1 = review(s);
    a.enqueue(r1); // paused by a 401 before it is sent: r1 stays queued, in flight
    await a.idle();
    const r2 = review(s);
    a.enqueue(r2);
    await a.idle();
    b.enqueue(undo(s, r2.eventId));
    await b.idle();
    expect(ids(await b.queued())).toEqual([r1.eventId]);
    await vi.waitFor(() => expect(a.getState().pending).toBe(1));
  });

  it('an op on the wire in one tab cannot be taken back by an undo from another', async () => {
    const locks = new FakeLocks();
    const { calls, send } = controlledSend();
    const a = open(name, send, locks);
    const b = open(name, send, locks);
    const s = uuid();
    const r1 = review(s);
    a.enqueue(r1);
    await vi.waitUntil(() => calls.length === 1);
    const u1 = undo(s, r1.eventId);
    b.enqueue(u1);
    expect(ids(await b.queued())).toEqual([r1.eventId, u1.eventId]);
    calls[0]!.answer('done');
    await vi.waitUntil(() => calls.length === 2);
    expect(calls[1]!.op).toEqual(u1);
    calls[1]!.answer('done');
    await Promise.all([a.idle(), b.idle()]);
    expect(await b.queued()).toEqual([]);
  });
});
