import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncQueue, type SendResult, type StudyOp } from './sync-queue.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const complete = (eventId: string): StudyOp => ({ kind: 'complete', eventId, sessionId: 's' });
const review = (eventId: string, cardId = 'c'): StudyOp => ({
  kind: 'review',
  eventId,
  sessionId: 's',
  body: {
    eventId,
    cardId,
    rating: 4,
    elapsedMs: 1000,
    reviewedAt: '2026-02-01T00:00:00.000Z',
    timeZone: 'UTC',
  },
});
const undo = (eventId: string, reviewEventId: string): StudyOp => ({
  kind: 'undo',
  eventId,
  sessionId: 's',
  reviewEventId,
});
const refused = (status: number, code: string, message: string): SendResult => ({
  refused: { status, code, message },
});
const ids = (queue: SyncQueue) => queue.pending().map((o) => o.eventId);

/** A send whose answers the test releases one at a time. */
function controlledSend() {
  const calls: { op: StudyOp; answer: (result: SendResult) => void }[] = [];
  const send = (op: StudyOp) =>
    new Promise<SendResult>((resolve) => calls.push({ op, answer: resolve }));
  return { calls, send };
}

describe('SyncQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends in order and empties the stored queue', async () => {
    const sent: string[] = [];
    const storage = new MemoryStorage();
    const queue = new SyncQueue('k', async (o) => (sent.push(o.eventId), 'done'), storage);
    queue.enqueue(complete('a'));
    queue.enqueue(complete('b'));
    expect(await queue.flush()).toBe(true);
    expect(sent).toEqual(['a', 'b']);
    expect(storage.data.has('k')).toBe(false);
  });

  it('keeps failed operations in storage, retries with backoff, and survives a reload', async () => {
    const storage = new MemoryStorage();
    let online = false;
    const sent: string[] = [];
    const send = async (o: StudyOp): Promise<SendResult> => {
      if (!online) return 'retry';
      sent.push(o.eventId);
      return 'done';
    };
    const queue = new SyncQueue('k', send, storage);
    queue.enqueue(complete('a'));
    queue.enqueue(complete('b'));
    expect(await queue.flush()).toBe(false);
    expect(queue.getState()).toMatchObject({ pending: 2, failing: true, authNeeded: false });
    expect(JSON.parse(storage.data.get('k')!)).toHaveLength(2);

    // a new page load reads the same queue back
    const reloaded = new SyncQueue('k', send, storage);
    expect(ids(reloaded)).toEqual(['a', 'b']);

    online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['a', 'b']);
    expect(queue.getState()).toMatchObject({ pending: 0, failing: false });
  });

  it('drops what the server refuses for good, says why in its state, and goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    const queue = new SyncQueue(
      'k',
      async (o) =>
        o.eventId === 'bad'
          ? refused(404, 'SESSION_NOT_FOUND', 'Không tìm thấy phiên học')
          : 'done',
      storage,
    );
    queue.enqueue(review('bad'));
    queue.enqueue(complete('good'));
    expect(await queue.flush()).toBe(true);
    const { dropped } = queue.getState();
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatchObject({
      op: { eventId: 'bad' },
      status: 404,
      code: 'SESSION_NOT_FOUND',
      message: 'Không tìm thấy phiên học',
    });
    // the notice survives a reload until the learner dismisses it
    expect(new SyncQueue('k', async () => 'done', storage).getState().dropped).toHaveLength(1);
    queue.clearDropped();
    expect(queue.getState().dropped).toEqual([]);
    expect(storage.data.has('k:dropped')).toBe(false);
  });

  it('ignores a second enqueue of a queued event id and treats a thrown send as retry', async () => {
    const send = vi.fn(async (): Promise<SendResult> => {
      throw new TypeError('Failed to fetch');
    });
    const queue = new SyncQueue('k', send, null);
    queue.enqueue(complete('a'));
    queue.enqueue(complete('a'));
    await queue.flush();
    expect(queue.pending()).toHaveLength(1);
    expect(queue.getState().failing).toBe(true);
  });

  describe('on 401', () => {
    it('pauses with the op and everything after it, without a retry loop, then resumes', async () => {
      const storage = new MemoryStorage();
      let signedIn = true;
      const sent: string[] = [];
      const send = vi.fn(async (o: StudyOp): Promise<SendResult> => {
        if (!signedIn) return 'auth';
        sent.push(o.eventId);
        return 'done';
      });
      const queue = new SyncQueue('k', send, storage);
      queue.enqueue(review('r1'));
      await queue.flush();
      expect(sent).toEqual(['r1']);

      signedIn = false;
      queue.enqueue(review('r2'));
      await queue.flush();
      expect(queue.getState()).toMatchObject({ pending: 1, authNeeded: true, failing: false });

      // the learner keeps studying: ratings queue up, nothing is sent while paused
      queue.enqueue(review('r3'));
      queue.enqueue(complete('done'));
      await queue.run();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(send).toHaveBeenCalledTimes(2); // r1, then r2 once
      expect(ids(queue)).toEqual(['r2', 'r3', 'done']);
      expect(queue.getState()).toMatchObject({ pending: 3, authNeeded: true, dropped: [] });
      expect(JSON.parse(storage.data.get('k')!)).toHaveLength(3);

      // signed in again: everything that waited goes, in order
      signedIn = true;
      await queue.resume();
      expect(sent).toEqual(['r1', 'r2', 'r3', 'done']);
      expect(queue.getState()).toMatchObject({ pending: 0, authNeeded: false, failing: false });
    });

    it('pauses again when the resumed queue still meets a 401', async () => {
      const queue = new SyncQueue('k', async () => 'auth', null);
      queue.enqueue(review('r1'));
      await queue.flush();
      await queue.resume();
      expect(queue.getState()).toMatchObject({ pending: 1, authNeeded: true });
    });

    it('notifies subscribers when it pauses and resumes', async () => {
      let answer: SendResult = 'auth';
      const queue = new SyncQueue('k', async () => answer, null);
      const seen: boolean[] = [];
      queue.subscribe(() => seen.push(queue.getState().authNeeded));
      queue.enqueue(review('r1'));
      await queue.flush();
      answer = 'done';
      await queue.resume();
      expect(seen).toContain(true);
      expect(seen.at(-1)).toBe(false);
    });
  });

  describe('undo', () => {
    it('of a review still queued removes both locally and sends nothing', async () => {
      const storage = new MemoryStorage();
      const send = vi.fn(async (): Promise<SendResult> => 'auth');
      const queue = new SyncQueue('k', send, storage);
      queue.enqueue(review('r1'));
      await queue.flush(); // r1 met a 401: paused, r1 queued
      queue.enqueue(review('r2', 'card-2'));
      queue.enqueue(undo('u2', 'r2'));
      expect(ids(queue)).toEqual(['r1']);
      expect(JSON.parse(storage.data.get('k')!)).toHaveLength(1);
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('of a review already on the wire is sent after it', async () => {
      const { calls, send } = controlledSend();
      const queue = new SyncQueue('k', send, null);
      queue.enqueue(review('r1'));
      expect(calls.map((c) => c.op.eventId)).toEqual(['r1']); // in flight
      queue.enqueue(undo('u1', 'r1'));
      expect(ids(queue)).toEqual(['r1', 'u1']);
      calls[0]!.answer('done');
      await vi.waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1]!.op).toMatchObject({ kind: 'undo', reviewEventId: 'r1' });
      calls[1]!.answer('done');
      expect(await queue.flush()).toBe(true);
    });

    it('of a review already sent is sent, naming that review', async () => {
      const sent: StudyOp[] = [];
      const queue = new SyncQueue('k', async (o) => (sent.push(o), 'done'), null);
      queue.enqueue(review('r1'));
      await queue.flush();
      queue.enqueue(undo('u1', 'r1'));
      await queue.flush();
      expect(sent.map((o) => o.eventId)).toEqual(['r1', 'u1']);
      expect(sent[1]).toMatchObject({ reviewEventId: 'r1' });
    });

    it('of a review the server refused clears the refusal instead of sending', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const send = vi.fn(async () => refused(409, 'SESSION_COMPLETED', 'Phiên học đã kết thúc'));
      const queue = new SyncQueue('k', send, null);
      queue.enqueue(review('r1'));
      await queue.flush();
      expect(queue.getState().dropped).toHaveLength(1);
      queue.enqueue(undo('u1', 'r1'));
      await queue.flush();
      expect(send).toHaveBeenCalledTimes(1);
      expect(queue.getState()).toMatchObject({ pending: 0, dropped: [] });
    });

    it('queued behind a review that is then refused goes with it, and nothing is reported', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { calls, send } = controlledSend();
      const queue = new SyncQueue('k', send, null);
      queue.enqueue(review('r1'));
      queue.enqueue(undo('u1', 'r1'));
      calls[0]!.answer(refused(409, 'SESSION_COMPLETED', 'Phiên học đã kết thúc'));
      expect(await queue.flush()).toBe(true);
      expect(calls).toHaveLength(1);
      expect(queue.getState().dropped).toEqual([]);
    });
  });
});
