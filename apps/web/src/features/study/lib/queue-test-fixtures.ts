/**
 * Test fixtures of the study write queue (used by the *.test.ts files beside it, never by the
 * app): ops with real uuids, a Web Locks stand-in shared by "tabs", sends whose answers a test
 * controls, and a tab (a SyncQueue on the IndexedDB database `name`, as the app opens it).
 * IndexedDB itself comes from fake-indexeddb in the tests.
 */
import type { StudyOp } from '@app/contracts';
import { openIdbBackend } from './idb-backend.ts';
import type { QueueBackend } from './queue-backend.ts';
import type { SendResult } from './queue-rules.ts';
import { SyncQueue } from './sync-queue.ts';
import { queueChannel, senderLock, type LockRequester } from './tab-coordination.ts';

export const uuid = (): string => crypto.randomUUID();
const SET_ID = '0b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b';

export const start = (sessionId: string): StudyOp => ({
  kind: 'start',
  eventId: sessionId,
  setId: SET_ID,
  body: { sessionId, cardOrder: [] },
});

export const review = (sessionId: string, eventId = uuid(), rating = 4): StudyOp => ({
  kind: 'review',
  eventId,
  sessionId,
  body: {
    eventId,
    cardId: uuid(),
    rating: rating as 1 | 2 | 3 | 4 | 5,
    elapsedMs: 1000,
    reviewedAt: '2026-02-01T00:00:00.000Z',
    timeZone: 'UTC',
    dayStartsAtHour: 4,
    scheduler: 'sm2',
    desiredRetention: 0.9,
    fsrsParameters: null,
    expected: null,
  },
});

export const undo = (sessionId: string, reviewEventId: string, eventId = uuid()): StudyOp => ({
  kind: 'undo',
  eventId,
  sessionId,
  reviewEventId,
});

export const complete = (sessionId: string): StudyOp => ({
  kind: 'complete',
  eventId: `complete:${sessionId}`,
  sessionId,
});

export const refused = (status: number, code: string, message: string): SendResult => ({
  refused: { status, code, message },
});

/** Web Locks as the browser gives them to every tab: one holder per name, the rest in line. */
export class FakeLocks implements LockRequester {
  private readonly tails = new Map<string, Promise<unknown>>();

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const run = (this.tails.get(name) ?? Promise.resolve()).then(callback);
    this.tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
}

/** A send whose answers the test releases one at a time. */
export function controlledSend() {
  const calls: { op: StudyOp; answer: (result: SendResult) => void }[] = [];
  const send = (op: StudyOp) =>
    new Promise<SendResult>((resolve) => calls.push({ op, answer: resolve }));
  return { calls, send };
}

/**
 * One browser tab's queue on the database `name` (its own connection, its own channel), with
 * `locks` (FakeLocks shared by the tabs of a test; null: a browser without Web Locks).
 */
export function openTab(
  name: string,
  send: (op: StudyOp) => Promise<SendResult>,
  locks: LockRequester | null,
  backend: Promise<QueueBackend> = openIdbBackend(name),
): SyncQueue {
  return new SyncQueue({
    backend,
    send,
    lock: senderLock(`${name}:sender`, locks),
    channel: queueChannel(name),
  });
}

/** Event ids in the order they were sent. */
export const ids = (ops: readonly StudyOp[]): string[] => ops.map((op) => op.eventId);
