/**
 * Deletes what this device keeps of one learner (issue 34 §24; called when they sign out, online
 * or not): the study screens' copy (`study-offline:<id>`, card images included), the kept
 * dictionary words (`dictionary-offline:<id>`), the kept screens (`queries-offline:<id>`), their
 * Reading and Listening tests in progress (`ielts-attempts`, keys `<skill>:<id>:<test>`), their
 * saved audio (Cache Storage `audio-downloads:<id>`, and the cache earlier versions shared), and
 * every localStorage entry named with their id: editor and essay drafts, recent searches, the
 * Reading review's word sets. The write queue (`study-sync:<id>`, and its old localStorage copy)
 * stays: it holds results not yet sent, which the sign-out sends first when it can
 * (lib/pending-sign-out.ts) and which are otherwise sent at the learner's next sign-in here.
 * Best effort: each part that fails is logged and the others go on.
 */
import { audioCacheName, LEGACY_AUDIO_CACHE } from './audio-cache.ts';

function warn(what: string, error: unknown): void {
  console.warn(`sign-out: ${what} not deleted`, error);
}

/**
 * localStorage keys named with `userId` (a segment between colons), but not the old write queue
 * (`study-sync:<id>` and its `study-sync:<id>:dropped`: legacy-queue.ts moves both at sign-in).
 */
function learnerKeys(storage: Storage, userId: string): string[] {
  const keys: string[] = [];
  const queue = `study-sync:${userId}`;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    const isQueue = key === queue || key === `${queue}:dropped`;
    if (key && !isQueue && key.split(':').includes(userId)) keys.push(key);
  }
  return keys;
}

/** Deletes every copy this device keeps of `userId` but their unsent study results. */
export async function forgetLearner(userId: string): Promise<void> {
  const parts: Promise<unknown>[] = [
    import('../features/study/lib/offline-store.ts').then((m) => m.forgetKept(userId)),
    import('./offline-words.ts').then((m) => m.forgetWords(userId)),
    import('./offline-queries.ts').then((m) => m.forgetOfflineCopy(userId)),
    import('../features/ielts/lib/attempt-store.ts').then((m) => m.forgetAttempts(userId)),
  ];
  if (typeof caches !== 'undefined') {
    parts.push(caches.delete(audioCacheName(userId)), caches.delete(LEGACY_AUDIO_CACHE));
  }
  const results = await Promise.allSettled(parts);
  for (const result of results) if (result.status === 'rejected') warn('a copy', result.reason);
  try {
    for (const key of learnerKeys(localStorage, userId)) localStorage.removeItem(key);
  } catch (error) {
    warn('local storage', error);
  }
}
