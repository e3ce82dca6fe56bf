/**
 * Tests in progress (Reading, Listening) kept in IndexedDB (through `idb`), one record per
 * account, skill and test, so closing the tab loses nothing and the same test opened in another
 * tab resumes it. Records are read back through a zod schema (an unreadable or outdated one
 * reads as none). IndexedDB that is missing, refused (some private modes) or full is ignored:
 * the test goes on, only not kept.
 */
import type { IeltsSkill } from '@app/domain';
import { openDB, type IDBPDatabase } from 'idb';
import type { z } from 'zod';

const DB_NAME = 'ielts-attempts';
const STORE = 'attempts';

let connection: Promise<IDBPDatabase> | null = null;

function database(): Promise<IDBPDatabase> {
  connection ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
    // a newer version of the app wants to upgrade the database: let it (reopened on next use)
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      connection = null;
    },
    terminated() {
      connection = null;
    },
  }).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

/** The record key of an account's test in progress. */
export function attemptKey(skill: IeltsSkill, userId: string, testNumber: number): string {
  return `${skill}:${userId}:${testNumber}`;
}

export interface AttemptStore<T> {
  /** The attempt kept under `key`, or null when there is none (or it is unreadable). */
  load(key: string): Promise<T | null>;
  /** Keeps `value` under `key`. */
  save(key: string, value: T): Promise<void>;
  /** Forgets the attempt under `key`. */
  clear(key: string): Promise<void>;
}

/** A store whose records are checked by `schema`. */
export function attemptStore<S extends z.ZodType>(schema: S): AttemptStore<z.infer<S>> {
  return {
    async load(key) {
      try {
        const parsed = schema.safeParse(await (await database()).get(STORE, key));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    async save(key, value) {
      try {
        await (await database()).put(STORE, value, key);
      } catch {
        // unavailable or full: the test goes on
      }
    },
    async clear(key) {
      try {
        await (await database()).delete(STORE, key);
      } catch {
        // unavailable
      }
    },
  };
}

/** Forgets every test in progress of `userId` (they signed out here: lib/forget-learner.ts). */
export async function forgetAttempts(userId: string): Promise<void> {
  const db = await database();
  const keys = await db.getAllKeys(STORE);
  const theirs = keys.filter((key) => String(key).split(':')[1] === userId);
  await Promise.all(theirs.map((key) => db.delete(STORE, key)));
}
