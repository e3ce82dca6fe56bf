/**
 * One open connection per IndexedDB database for the page's life (through `idb`), reopened on
 * next use when the browser closes it or a newer version of the app wants to upgrade it; and
 * its deletion. For the offline copies that are rebuilt from the server (the study screens' kept
 * states, the kept dictionary words); the write queue has its own (features/study/lib).
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';

const opened = new Map<string, Promise<IDBPDatabase<unknown>>>();

/**
 * The open database `name` at `version` (created by `upgrade` when new or older).
 * @throws (the promise rejects) when IndexedDB is missing or refuses to open.
 */
export function cachedDatabase<S extends DBSchema>(
  name: string,
  version: number,
  upgrade: OpenDBCallbacks<S>['upgrade'],
): Promise<IDBPDatabase<S>> {
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
  const db = opened.get(name);
  opened.delete(name);
  if (db) (await db.catch(() => null))?.close();
  await deleteDB(name);
}
