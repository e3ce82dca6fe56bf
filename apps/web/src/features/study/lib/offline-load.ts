/**
 * Loading a study screen with its offline copy as the fallback (issue 20 §1): online, the
 * server's answer is used and kept (offline-store.ts); with no network (the browser says so, or
 * the request gets no answer: a network error, or a proxy's 502/503/504 for a server that is
 * down) the kept copy is used, with the writes made since applied. The server's own answers
 * (401, 404, 500…) are never hidden behind the copy. Online, the cards' words are also kept
 * for the dictionary and Quick Define offline (lib/offline-words.ts).
 */
import { ApiError } from '../../../lib/api-error.ts';
import { keepWords } from '../../../lib/offline-words.ts';
import type { OfflineRecord, OfflineScope } from './offline-state.ts';
import { keepState, readKept } from './offline-store.ts';

/** What a screen loads from the server and keeps. */
export type Fresh = Pick<OfflineRecord, 'state' | 'reviewFirst' | 'preferences' | 'today'>;

/** True for a failure that says nothing about the data: no answer from the server at all. */
function unreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

export interface Loaded {
  record: OfflineRecord;
  /** True when the record is the kept copy (no network). */
  offline: boolean;
}

/**
 * Loads a screen's state: `load()` online (then kept), else the kept copy of `scope`.
 * @throws what `load()` threw when there is no kept copy, or when the server answered.
 */
export async function loadOrKept(
  userId: string,
  scope: OfflineScope,
  load: () => Promise<Fresh>,
): Promise<Loaded> {
  if (globalThis.navigator?.onLine === false) {
    const kept = await readKept(userId, scope);
    if (kept) return { record: kept, offline: true };
  }
  try {
    const fresh = await load();
    const record: OfflineRecord = { ...fresh, scope, savedAt: Date.now(), before: {} };
    // kept before the session starts, so that its first write applies to this copy
    await keepState(userId, record);
    // the cards' words, for the dictionary and Quick Define offline (in the background)
    void keepWords(
      userId,
      record.state.cards.map((card) => card.front),
    );
    return { record, offline: false };
  } catch (error) {
    if (!unreachable(error)) throw error;
    const kept = await readKept(userId, scope);
    if (kept) return { record: kept, offline: true };
    throw error;
  }
}
