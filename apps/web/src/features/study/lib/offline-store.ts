/**
 * The study screens' offline copy (issue 20 §1) in IndexedDB, one database per learner,
 * `study-offline:<userId>`, shared by the learner's tabs: `states` holds the last state each
 * screen loaded (offline-state.ts, key: its scope), kept current by every write the learner
 * queues; `images` holds the card images of those states as blobs (key: the image's URL), so
 * that a card shows its picture with no network. Deleted when the learner signs out.
 *
 * Every function here is best effort: IndexedDB may be missing (some private modes) or full, and
 * study must go on regardless, so failures are logged and answered as "nothing kept".
 */
import type { StudyOp } from '@app/contracts';
import type { DBSchema, IDBPDatabase } from 'idb';
import {
  allowCachedDatabase,
  cachedDatabase,
  deleteCachedDatabase,
} from '../../../lib/idb-cache.ts';
import { applyOfflineOp, type OfflineRecord, type OfflineScope } from './offline-state.ts';

const VERSION = 1;

/** A card image larger than this is not kept (bytes; uploads are resized well below it). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

interface OfflineSchema extends DBSchema {
  states: { key: OfflineScope; value: OfflineRecord };
  images: { key: string; value: { blob: Blob; savedAt: number } };
}

/** The database name of a learner's offline copy. */
export function offlineName(userId: string): string {
  return `study-offline:${userId}`;
}

function database(userId: string): Promise<IDBPDatabase<OfflineSchema>> {
  return cachedDatabase<OfflineSchema>(offlineName(userId), VERSION, (upgrading) => {
    upgrading.createObjectStore('states', { keyPath: 'scope' });
    upgrading.createObjectStore('images');
  });
}

function warn(what: string, error: unknown): void {
  console.warn(`study offline copy: ${what}`, error);
}

/** The image URLs of a state's cards (own uploads: same-origin paths). */
function imageUrls(record: OfflineRecord): string[] {
  const urls = new Set<string>();
  for (const card of record.state.cards) {
    for (const url of [card.frontImageUrl, card.backImageUrl]) {
      if (url && url.startsWith('/')) urls.add(url);
    }
  }
  return [...urls];
}

/** Fetches and keeps the images of a record that are not kept yet. */
async function keepImages(userId: string, record: OfflineRecord): Promise<void> {
  const db = await database(userId);
  const kept = new Set(await db.getAllKeys('images'));
  for (const url of imageUrls(record)) {
    if (kept.has(url)) continue;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) continue;
    const blob = await response.blob();
    if (blob.size > MAX_IMAGE_BYTES || !blob.type.startsWith('image/')) continue;
    await db.put('images', { blob, savedAt: Date.now() }, url);
  }
}

/**
 * Keeps what a screen loaded from the server, with its images (fetched in the background).
 * Replaces the record of that scope, and with it the writes applied to it: the server's answer
 * already holds every write that was sent.
 */
export async function keepState(userId: string, record: OfflineRecord): Promise<void> {
  allowCachedDatabase(offlineName(userId), userId);
  try {
    const db = await database(userId);
    await db.put('states', record);
    void keepImages(userId, record).catch((error: unknown) => warn('images not kept', error));
  } catch (error) {
    warn('state not kept', error);
  }
}

/** Applies a write the learner queued to every kept state it concerns (one transaction). */
export async function applyToKept(userId: string, op: StudyOp): Promise<void> {
  try {
    const db = await database(userId);
    const tx = db.transaction('states', 'readwrite');
    const now = new Date();
    for (const record of await tx.store.getAll()) {
      const next = applyOfflineOp(record, op, now);
      if (next !== record) await tx.store.put(next);
    }
    await tx.done;
  } catch (error) {
    warn('write not applied', error);
  }
}

/**
 * The kept state of a scope, with each kept image's URL replaced by an object URL of its blob
 * (valid for the page's life); undefined when nothing is kept.
 */
export async function readKept(
  userId: string,
  scope: OfflineScope,
): Promise<OfflineRecord | undefined> {
  try {
    const db = await database(userId);
    const record = await db.get('states', scope);
    if (!record) return undefined;
    const local = new Map<string, string>();
    for (const url of imageUrls(record)) {
      const image = await db.get('images', url);
      if (image) local.set(url, URL.createObjectURL(image.blob));
    }
    const swap = (url: string | null) => (url && local.get(url)) ?? url;
    const cards = record.state.cards.map((card) => ({
      ...card,
      frontImageUrl: swap(card.frontImageUrl),
      backImageUrl: swap(card.backImageUrl),
    }));
    return { ...record, state: { ...record.state, cards } };
  } catch (error) {
    warn('state not read', error);
    return undefined;
  }
}

/** Deletes a learner's offline copy (on signing out). */
export async function forgetKept(userId: string): Promise<void> {
  try {
    await deleteCachedDatabase(offlineName(userId));
  } catch (error) {
    warn('not deleted', error);
  }
}
