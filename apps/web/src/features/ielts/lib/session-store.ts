/**
 * A running test's state in sessionStorage under a key per user and test, read back through its
 * zod schema (an unreadable or outdated entry reads as none). A full or unavailable storage is
 * ignored: the test goes on. Used by the Reading and Listening runners.
 */
import type { z } from 'zod';

export interface SessionStore<T> {
  /** The state kept under `key`, or null when there is none (or it is unreadable). */
  load(key: string): T | null;
  /** Keeps `value` under `key`. */
  save(key: string, value: T): void;
  /** Forgets the state under `key`. */
  clear(key: string): void;
}

/** A store whose entries are checked by `schema`. */
export function sessionStore<S extends z.ZodType>(schema: S): SessionStore<z.infer<S>> {
  return {
    load(key) {
      try {
        const raw = sessionStorage.getItem(key);
        if (!raw) return null;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save(key, value) {
      try {
        sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // storage full or unavailable
      }
    },
    clear(key) {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // unavailable
      }
    },
  };
}
