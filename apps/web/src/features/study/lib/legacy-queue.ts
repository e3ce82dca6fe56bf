/**
 * The queue an earlier version of the app kept in localStorage: `study-sync:<userId>` (a JSON
 * array of ops) and `study-sync:<userId>:dropped` (a JSON array of dropped entries). It is moved
 * into the queue backend once, so that nothing queued before the upgrade is lost; unreadable
 * entries are counted as dropped (queue-rules.ts importLegacy).
 */
import type { QueueBackend } from './queue-backend.ts';
import { importLegacy } from './queue-rules.ts';

export type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem'>;

/** The stored array (a value that is not one stands for one unreadable entry). */
function entries(raw: string | null): unknown[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [raw];
  }
}

/**
 * Imports the old queue stored under `key` into `backend`, then removes the dropped list. The op
 * list is removed too when the backend is persistent; otherwise (the memory fallback) answers
 * how many ops were imported and leaves the list for the caller to remove once they were sent
 * (a reload before then imports them again: the server applies each once).
 * @throws when the backend's transaction fails (the old keys are then left in place).
 */
export async function migrateLegacyQueue(
  backend: QueueBackend,
  storage: LegacyStorage | null,
  key: string,
): Promise<{ keptOps: number }> {
  let ops: string | null;
  let dropped: string | null;
  try {
    ops = storage?.getItem(key) ?? null;
    dropped = storage?.getItem(`${key}:dropped`) ?? null;
  } catch {
    return { keptOps: 0 };
  }
  if (ops === null && dropped === null) return { keptOps: 0 };
  const opEntries = entries(ops);
  await backend.transact((tx) => importLegacy(tx, opEntries, entries(dropped)));
  try {
    storage?.removeItem(`${key}:dropped`);
    if (backend.persistent || opEntries.length === 0) storage?.removeItem(key);
  } catch {
    // storage gone meanwhile: the import is idempotent
  }
  return { keptOps: backend.persistent ? 0 : opEntries.length };
}
