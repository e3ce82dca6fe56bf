/**
 * The Reading test in progress kept in IndexedDB (lib/attempt-store.ts), one record per account
 * and test, so closing the tab loses nothing and another tab resumes it (and another learner on
 * the same browser does not see it): answers, flags, highlights, the words looked up and when
 * the test started (the countdown is computed from it, so time runs on while the page is
 * closed, as in the exam). Removed on submit and retake.
 */
import { z } from 'zod';
import { attemptKey, attemptStore } from '../../lib/attempt-store.ts';

const highlightSchema = z.object({
  passage: z.int(),
  paragraph: z.int(),
  start: z.int(),
  end: z.int(),
});

const snapshotSchema = z.object({
  answers: z.record(z.string(), z.string()),
  flags: z.array(z.int()),
  highlights: z.array(highlightSchema),
  lookedUp: z.array(z.string()),
  /** When the test started (epoch ms). */
  startedAt: z.number().positive(),
});
export type RunnerSnapshot = z.infer<typeof snapshotSchema>;

/** The storage key of a user's running Reading test. */
export const snapshotKey = (userId: string, testNumber: number) =>
  attemptKey('reading', userId, testNumber);

const store = attemptStore(snapshotSchema);

/** The state kept under `key`, or null when there is none (or it is unreadable). */
export const loadSnapshot = store.load;
/** Keeps the state under `key` (a full or missing storage is ignored: the test goes on). */
export const saveSnapshot = store.save;
/** Forgets the state under `key`. */
export const clearSnapshot = store.clear;
