/**
 * The running test kept in sessionStorage, one entry per user and test, so a reload does not
 * lose it (and another learner signing in on the same tab does not see it):
 * answers, flags, highlights, the words looked up and the seconds used so far (the countdown
 * resumes from them; time does not run while the page is closed). Removed on submit and retake.
 */
import { z } from 'zod';

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

/** The state kept under `key`, or null when there is none (or it is unreadable). */
export function loadSnapshot(key: string): RunnerSnapshot | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = snapshotSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the state under `key` (a full storage is ignored: the test goes on). */
export function saveSnapshot(key: string, snapshot: RunnerSnapshot): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(snapshot));
  } catch {
    // storage full or unavailable
  }
}

/** Forgets the state under `key`. */
export function clearSnapshot(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // unavailable
  }
}
