/**
 * Study writes: sending one queued op to the API, and the learner's write queue (sync-queue.ts)
 * wired to this browser: IndexedDB (else memory), the old localStorage queue migrated once, Web
 * Locks, BroadcastChannel, and a pass whenever the browser comes back online or the tab is shown
 * again.
 */
import { rememberedUserId } from '../../../lib/session.tsx';
import { announceStudyQueueOpened, announceStudyWritesSent } from '../../../lib/study-events.ts';
import type { StudyOp } from '@app/contracts';
import { api } from '../../../lib/api-client.ts';
import { openIdbBackend, queueName } from '../lib/idb-backend.ts';
import { applyToKept } from '../lib/offline-store.ts';
import { migrateLegacyQueue, type LegacyStorage } from '../lib/legacy-queue.ts';
import { MemoryBackend, type QueueBackend } from '../lib/queue-backend.ts';
import type { SendResult } from '../lib/queue-rules.ts';
import { toSendResult } from '../lib/send-answer.ts';
import { SyncQueue } from '../lib/sync-queue.ts';
import { queueChannel, senderLock } from '../lib/tab-coordination.ts';

/** A send that has no answer by then is given up and retried (the sender lock is held meanwhile). */
const SEND_TIMEOUT_MS = 30_000;

/** Sends one write; a network failure or a timeout throws, which the queue treats as 'retry'. */
async function send(op: StudyOp): Promise<SendResult> {
  const options = {
    init: { credentials: 'same-origin', signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
  } satisfies { init: RequestInit };
  switch (op.kind) {
    case 'start':
      return toSendResult(
        op.setId === null
          ? await api.study.today.sessions.$post({ json: op.body }, options)
          : await api.study.sets[':setId'].sessions.$post(
              { param: { setId: op.setId }, json: op.body },
              options,
            ),
      );
    case 'review':
      return toSendResult(
        await api.study.sessions[':sessionId'].reviews.$post(
          { param: { sessionId: op.sessionId }, json: op.body },
          options,
        ),
      );
    case 'undo':
      return toSendResult(
        await api.study.sessions[':sessionId'].undo.$post(
          {
            param: { sessionId: op.sessionId },
            json: { eventId: op.eventId, reviewEventId: op.reviewEventId },
          },
          options,
        ),
      );
    case 'complete':
      return toSendResult(
        await api.study.sessions[':sessionId'].complete.$post(
          { param: { sessionId: op.sessionId }, json: {} },
          options,
        ),
      );
  }
}

function legacyStorage(): LegacyStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The learner's queue storage: IndexedDB, or this tab's memory where IndexedDB is unavailable
 * (some private modes), with the old localStorage queue moved in. Never rejects.
 */
async function openBackend(name: string, onMemoryImport: (ops: number) => void) {
  let backend: QueueBackend;
  try {
    backend = await openIdbBackend(name);
  } catch (error) {
    console.warn('study write queue: IndexedDB unavailable, the queue stays in memory', error);
    backend = new MemoryBackend();
  }
  try {
    const { keptOps } = await migrateLegacyQueue(backend, legacyStorage(), name);
    if (keptOps > 0) onMemoryImport(keptOps);
  } catch (error) {
    console.warn('study write queue: the old queue could not be moved', error);
  }
  return backend;
}

const queues = new Map<string, SyncQueue>();

/** The write queue of one signed-in user (one per page, shared with the learner's other tabs). */
export function studyQueue(userId: string): SyncQueue {
  const existing = queues.get(userId);
  if (existing) return existing;
  const name = queueName(userId);
  let removeLegacyWhenSent = false;
  const queue = new SyncQueue({
    backend: openBackend(name, () => {
      removeLegacyWhenSent = true;
    }),
    send,
    lock: senderLock(`${name}:sender`, globalThis.navigator?.locks ?? null),
    channel: queueChannel(name),
    // not while the browser is offline, nor while another learner is signed in here (this
    // learner signed out in this page: their ops wait for their next sign-in, issue 34 §24)
    online: () => navigator.onLine && (rememberedUserId() ?? userId) === userId,
    onEnqueue: (op) => void applyToKept(userId, op),
  });
  queues.set(userId, queue);
  // the memory fallback: the old localStorage queue stays until what it held was sent
  let seenPending = false;
  // …and the screens that show figures of the sent writes refresh (lib/study-events.ts)
  let wasPending = false;
  queue.subscribe(() => {
    const { pending } = queue.getState();
    if (pending > 0) seenPending = true;
    else if (removeLegacyWhenSent && seenPending) {
      removeLegacyWhenSent = false;
      legacyStorage()?.removeItem(name);
    }
    if (wasPending && pending === 0) announceStudyWritesSent();
    wasPending = pending > 0;
  });
  window.addEventListener('online', () => void queue.run());
  const wake = () => {
    if (document.visibilityState !== 'visible') return;
    void queue.refresh().then(() => {
      if (queue.getState().pending > 0) void queue.run();
    });
  };
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('focus', wake);
  announceStudyQueueOpened();
  return queue;
}

/**
 * Sends what waits in `userId`'s queue now, lifting sign-in pauses (the caller knows the session
 * is theirs: lib/pending-sign-out.ts, before it ends the session). Resolves true when nothing is left,
 * false when something is still queued after `timeoutMs` (it stays queued, for their next
 * sign-in on this device).
 */
export async function sendWaitingWrites(userId: string, timeoutMs: number): Promise<boolean> {
  const queue = studyQueue(userId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([queue.resume().then(() => queue.flush()), late]);
  } finally {
    clearTimeout(timer);
  }
}
