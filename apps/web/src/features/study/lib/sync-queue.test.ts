import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncQueue, type SendResult, type StudyOp } from './sync-queue.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const op = (eventId: string): StudyOp => ({ kind: 'undo', eventId, sessionId: 's' });

describe('SyncQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends in order and empties the stored queue', async () => {
    const sent: string[] = [];
    const storage = new MemoryStorage();
    const queue = new SyncQueue('k', async (o) => (sent.push(o.eventId), 'done'), storage);
    queue.enqueue(op('a'));
    queue.enqueue(op('b'));
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
    queue.enqueue(op('a'));
    queue.enqueue(op('b'));
    expect(await queue.flush()).toBe(false);
    expect(queue.getState()).toEqual({ pending: 2, failing: true });
    expect(JSON.parse(storage.data.get('k')!)).toHaveLength(2);

    // a new page load reads the same queue back
    const reloaded = new SyncQueue('k', send, storage);
    expect(reloaded.pending().map((o) => o.eventId)).toEqual(['a', 'b']);

    online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['a', 'b']);
    expect(queue.getState()).toEqual({ pending: 0, failing: false });
  });

  it('drops what the server refuses for good and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = new SyncQueue('k', async (o) => (o.eventId === 'bad' ? 'drop' : 'done'), null);
    queue.enqueue(op('bad'));
    queue.enqueue(op('good'));
    expect(await queue.flush()).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('ignores a second enqueue of a queued event id and treats a thrown send as retry', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const queue = new SyncQueue('k', send, null);
    queue.enqueue(op('a'));
    queue.enqueue(op('a'));
    await queue.flush();
    expect(queue.pending()).toHaveLength(1);
  });
});
