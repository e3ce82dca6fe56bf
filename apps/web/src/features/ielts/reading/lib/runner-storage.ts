/**
 * The running test kept in sessionStorage, one entry per user and test, so a reload does not
 * lose it (and another learner signing in on the same tab does not see it):
 * answers, flags, highlights, the words looked up and the seconds used so far (the countdown
 * resumes from them; time does not run while the page is closed). Removed on submit and retake.
 */
import { z } from 'zod';
import { sessionStore } from '../../lib/session-store.ts';

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
  elapsedSeconds: z.number().min(0),
});
export type RunnerSnapshot = z.infer<typeof snapshotSchema>;

/** The storage key of a user's running Reading test. */
export const snapshotKey = (userId: string, testNumber: number) =>
  `ielts-reading:${userId}:${testNumber}`;

const store = sessionStore(snapshotSchema);

/** The state kept under `key`, or null when there is none (or it is unreadable). */
export const loadSnapshot = store.load;
/** Keeps the state under `key` (a full or missing storage is ignored: the test goes on). */
export const saveSnapshot = store.save;
/** Forgets the state under `key`. */
export const clearSnapshot = store.clear;
