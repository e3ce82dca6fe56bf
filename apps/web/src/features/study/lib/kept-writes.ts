/**
 * Whether this browser keeps study writes of a learner that are not sent yet, read without the
 * queue itself (study-writes.ts, which loads the contracts' schemas: ~200 ms of a phone's main
 * thread on every page, issue 35 §1). The app-wide queue runner loads only when this answers
 * true, or once a screen has opened the queue (lib/study-events.ts).
 */
import { openQueueDatabase, queueName } from './idb-backend.ts';

/**
 * Resolves true when the learner's queue database holds an op, or the old localStorage queue
 * is there, or this browser cannot tell cheaply (no `indexedDB.databases()`, an error): then the
 * queue is loaded as before. Never rejects. Opens the database only when it exists (a learner
 * who signed out here does not get an empty one back).
 */
export async function hasKeptWrites(userId: string): Promise<boolean> {
  const name = queueName(userId);
  try {
    if (localStorage.getItem(name) !== null) return true;
  } catch {
    // storage refused: only IndexedDB can hold the queue
  }
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === name)) return false;
    const db = await openQueueDatabase(name, () => undefined);
    try {
      return (await db.count('ops')) > 0;
    } finally {
      db.close();
    }
  } catch {
    return true;
  }
}
