import 'fake-indexeddb/auto';
import type { StudyOp } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openIdbBackend } from './idb-backend.ts';
import type { SendResult } from './queue-rules.ts';
import {
  complete,
  controlledSend,
  ids,
  openTab,
  refused,
  review,
  start,
  undo,
  uuid,
} from './queue-test-fixtures.ts';
import { SyncQueue } from './sync-queue.ts';
import { senderLock } from './tab-coordination.ts';

const S = uuid();
let name: string;
const open: SyncQueue[] = [];
/** A tab on this test's database, without Web Locks (one tab: its own lock is enough). */
const tab = (send: (op: StudyOp) => Promise<SendResult>) => {
  const queue = openTab(name, send, null);
  open.push(queue);
  return queue;
};

describe('SyncQueue', () => {
  beforeEach(() => {
    name = `study-sync:${uuid()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    for (const queue of open.splice(0)) queue.close();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends in order and empties the stored queue', async () => {
    const sent: string[] = [];
    const queue = tab(async (o) => (sent.push(o.eventId), 'done'));
    const ops = [start(S), review(S), complete(S)];
    for (const op of ops) queue.enqueue(op);
    expect(queue.getState().pending).toBe(3); // counted before it is stored
    expect(await queue.flush()).toBe(true);
    expect(sent).toEqual(ids(ops));
    expect(await queue.queued()).toEqual([]);
  });

  it('keeps failed operations stored, retries with backoff, and survives a reload', async () => {
    let online = false;
    const sent: string[] = [];
    const send = async (o: StudyOp): Promise<SendResult> => {
      if (!online) return 'retry';
      sent.push(o.eventId);
      return 'done';
    };
    const queue = tab(send);
    const ops = [start(S), review(S)];
    for (const op of ops) queue.enqueue(op);
    expect(await queue.flush()).toBe(false);
    expect(queue.getState()).toMatchObject({ pending: 2, failing: true, authNeeded: false });

    // a new page load reads the same queue back, failing state included
    const reloaded = tab(async () => 'retry');
    await reloaded.idle();
    expect(ids(await reloaded.queued())).toEqual(ids(ops));
    expect(reloaded.getState()).toMatchObject({ pending: 2, failing: true });
    reloaded.close();

    // two passes failed (the enqueue's and the flush's): the next retry waits 2 s
    online = true;
    await vi.advanceTimersByTimeAsync(1999);
    await queue.idle();
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await queue.idle();
    expect(sent).toEqual(ids(ops));
    expect(queue.getState()).toMatchObject({ pending: 0, failing: false });
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s between retries', async () => {
    const send = vi.fn(async (): Promise<SendResult> => 'retry');
    const queue = tab(send);
    queue.enqueue(review(S));
    await queue.idle();
    expect(send).toHaveBeenCalledTimes(1);
    const gaps = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000];
    for (const [i, gap] of gaps.entries()) {
      await vi.advanceTimersByTimeAsync(gap - 1);
      await queue.idle();
      expect(send).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      await queue.idle();
      expect(send).toHaveBeenCalledTimes(i + 2);
    }
  });

  it('drops what the server refuses for good, says why in its state, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = review(S);
    const queue = tab(async (o) =>
      o.eventId === bad.eventId
        ? refused(409, 'SESSION_COMPLETED', 'Phiên học này đã kết thúc.')
        : 'done',
    );
    queue.enqueue(bad);
    queue.enqueue(complete(S));
    expect(await queue.flush()).toBe(true);
    const { dropped } = queue.getState();
    expect(dropped).toEqual([
      { op: bad, status: 409, code: 'SESSION_COMPLETED', message: 'Phiên học này đã kết thúc.' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      'study write refused by the server and dropped',
      'review',
      'SESSION_COMPLETED',
    );
    // the notice survives a reload until the learner dismisses it
    const reloaded = tab(async () => 'done');
    await reloaded.idle();
    expect(reloaded.getState().dropped).toHaveLength(1);
    queue.clearDropped();
    expect(queue.getState().dropped).toEqual([]); // at once
    await queue.idle();
    await reloaded.idle();
    expect(reloaded.getState().dropped).toEqual([]);
  });

  it('tries nothing while the browser says it is offline, and sends on run() once back', async () => {
    let online = false;
    const send = vi.fn(async (): Promise<SendResult> => 'done');
    const queue = new SyncQueue({
      backend: openIdbBackend(name),
      send,
      lock: senderLock(name, null),
      online: () => online,
    });
    open.push(queue);
    queue.enqueue(start(S));
    queue.enqueue(review(S));
    await queue.idle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(queue.getState()).toMatchObject({ pending: 2, pendingRatings: 1, failing: false });
    online = true; // the `online` event
    await queue.run();
    await queue.idle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.getState()).toMatchObject({ pending: 0, pendingRatings: 0 });
  });

  it('ignores a second enqueue of a queued event id and treats a thrown send as retry', async () => {
    const queue = tab(async () => {
      throw new TypeError('Failed to fetch');
    });
    const op = review(S);
    queue.enqueue(op);
    queue.enqueue(op);
    await queue.flush();
    expect(ids(await queue.queued())).toEqual([op.eventId]);
    expect(queue.getState()).toMatchObject({ pending: 1, failing: true });
  });

  describe('on 401', () => {
    it('pauses with the op and everything after it, without a retry loop, then resumes', async () => {
      let signedIn = true;
      const sent: string[] = [];
      const send = vi.fn(async (o: StudyOp): Promise<SendResult> => {
        if (!signedIn) return 'auth';
        sent.push(o.eventId);
        return 'done';
      });
      const queue = tab(send);
      const [r1, r2, r3] = [review(S), review(S), review(S)];
      queue.enqueue(r1);
      await queue.flush();
      expect(sent).toEqual([r1.eventId]);

      signedIn = false;
      queue.enqueue(r2);
      await queue.flush();
      expect(queue.getState()).toMatchObject({ pending: 1, authNeeded: true, failing: false });

      // the learner keeps studying: ratings queue up, nothing is sent while paused
      queue.enqueue(r3);
      queue.enqueue(complete(S));
      await queue.idle();
      await vi.advanceTimersByTimeAsync(120_000);
      await queue.idle();
      expect(send).toHaveBeenCalledTimes(2); // r1, then r2 once
      expect(ids(await queue.queued())).toEqual([r2.eventId, r3.eventId, `complete:${S}`]);
      expect(queue.getState()).toMatchObject({ pending: 3, authNeeded: true, dropped: [] });

      // signed in again: everything that waited goes, in order
      signedIn = true;
      await queue.resume();
      await queue.idle();
      expect(sent).toEqual([r1.eventId, r2.eventId, r3.eventId, `complete:${S}`]);
      expect(queue.getState()).toMatchObject({ pending: 0, authNeeded: false, failing: false });
    });

    it('pauses again when the resumed queue still meets a 401', async () => {
      const queue = tab(async () => 'auth');
      queue.enqueue(review(S));
      await queue.flush();
      await queue.resume();
      await queue.idle();
      expect(queue.getState()).toMatchObject({ pending: 1, authNeeded: true });
    });
  });

  describe('undo', () => {
    it('of a review still queued removes both and sends nothing', async () => {
      const send = vi.fn(async (): Promise<SendResult> => 'auth');
      const queue = tab(send);
      const r1 = review(S);
      queue.enqueue(r1);
      await queue.flush(); // r1 met a 401: paused, r1 queued
      const r2 = review(S);
      queue.enqueue(r2);
      queue.enqueue(undo(S, r2.eventId));
      await queue.idle();
      expect(ids(await queue.queued())).toEqual([r1.eventId]);
      expect(queue.getState().pending).toBe(1);
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('of a review already on the wire is not taken back: it is sent after it', async () => {
      const { calls, send } = controlledSend();
      const queue = tab(send);
      const r1 = review(S);
      queue.enqueue(r1);
      await vi.waitUntil(() => calls.length === 1); // in flight
      const u1 = undo(S, r1.eventId);
      queue.enqueue(u1);
      expect(ids(await queue.queued())).toEqual([r1.eventId, u1.eventId]);
      calls[0]!.answer('done');
      await vi.waitUntil(() => calls.length === 2);
      expect(calls[1]!.op).toEqual(u1);
      calls[1]!.answer('done');
      await queue.idle();
      expect(await queue.flush()).toBe(true);
    });

    it('of a review already sent is sent, naming that review', async () => {
      const sent: StudyOp[] = [];
      const queue = tab(async (o) => (sent.push(o), 'done'));
      const r1 = review(S);
      queue.enqueue(r1);
      await queue.flush();
      queue.enqueue(undo(S, r1.eventId));
      await queue.flush();
      expect(sent.map((o) => o.kind)).toEqual(['review', 'undo']);
      expect(sent[1]).toMatchObject({ reviewEventId: r1.eventId });
    });

    it('of a review the server refused clears the refusal instead of sending', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const send = vi.fn(async () =>
        refused(409, 'SESSION_COMPLETED', 'Phiên học này đã kết thúc.'),
      );
      const queue = tab(send);
      const r1 = review(S);
      queue.enqueue(r1);
      await queue.flush();
      expect(queue.getState().dropped).toHaveLength(1);
      queue.enqueue(undo(S, r1.eventId));
      await queue.flush();
      expect(send).toHaveBeenCalledTimes(1);
      expect(queue.getState()).toMatchObject({ pending: 0, dropped: [] });
    });

    it('queued behind a review that is then refused goes with it, and nothing is reported', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { calls, send } = controlledSend();
      const queue = tab(send);
      const r1 = review(S);
      queue.enqueue(r1);
      await vi.waitUntil(() => calls.length === 1);
      queue.enqueue(undo(S, r1.eventId));
      await queue.queued(); // stored behind the review in flight
      calls[0]!.answer(refused(409, 'SESSION_COMPLETED', 'Phiên học này đã kết thúc.'));
      expect(await queue.flush()).toBe(true);
      expect(calls).toHaveLength(1);
      expect(queue.getState().dropped).toEqual([]);
    });
  });

  it('opens the database with one record per op', async () => {
    const queue = tab(async () => 'auth');
    queue.enqueue(review(S));
    queue.enqueue(review(S));
    await queue.idle();
    const backend = await openIdbBackend(name);
    const stored = await backend.transact((tx) => tx.ops());
    expect(stored.map((entry) => entry.key)).toEqual([1, 2]);
    backend.close();
  });
});
