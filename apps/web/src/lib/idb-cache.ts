/**
 * One open connection per IndexedDB database for the page's life (through `idb`), reopened on
 * next use when the browser closes it or a newer version of the app wants to upgrade it; and
 * its deletion. For the offline copies that are rebuilt from the server (the study screens' kept
 * states, the kept dictionary words, the kept screens); the write queue has its own
 * (features/study/lib).
 *
 * A database deleted here (a learner signed out) is not opened again by a late reader in this
 * page, which would create it anew, empty (issue 34 §24: a study screen still closing, a
 * background save): only a write of a fresh server answer, which first calls
 * `allowCachedDatabase`, may create it again.
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';
import { rememberedUserId } from './session.tsx';

const opened = new Map<string, Promise<IDBPDatabase<unknown>>>();
/** Databases deleted in this page and not allowed again since. */
const deleted = new Set<string>();

/**
 * Lets `name`, a database of `userId`'s, be opened (and so created) again after a deletion: a
 * fresh answer is kept — only while `userId` is the learner signed in here (their remembered
 * session), so an answer arriving after their sign-out does not bring their copy back.
 */
export function allowCachedDatabase(name: string, userId: string): void {
  if (rememberedUserId() === userId) deleted.delete(name);
}

/**
 * The open database `name` at `version` (created by `upgrade` when new or older).
 * @throws (the promise rejects) when IndexedDB is missing or refuses to open, or when `name`
 * was deleted in this page and not allowed again since.
 */
export function cachedDatabase<S extends DBSchema>(
  name: string,
  version: number,
  upgrade: OpenDBCallbacks<S>['upgrade'],
): Promise<IDBPDatabase<S>> {
  if (deleted.has(name)) return Promise.reject(new Error(`${name} was deleted in this page`));
  let db = opened.get(name) as Promise<IDBPDatabase<S>> | undefined;
  if (!db) {
    const forget = () => opened.delete(name);
    db = openDB<S>(name, version, {
      upgrade,
      // a newer version of the app wants to upgrade the database: let it (reopened on next use)
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        forget();
      },
      // the browser closed the connection (storage cleared, disk error): reopen on next use
      terminated: forget,
    });
    db.catch(forget);
    opened.set(name, db as Promise<IDBPDatabase<unknown>>);
  }
  return db;
}

/** Closes and deletes the database `name` (nothing when it does not exist). */
export async function deleteCachedDatabase(name: string): Promise<void> {
  deleted.add(name);
  const db = opened.get(name);
  opened.delete(name);
  if (db) (await db.catch(() => null))?.close();
  await deleteDB(name);
}
