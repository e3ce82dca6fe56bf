/**
 * The running Listening test kept in sessionStorage, one entry per user and test, so a reload
 * keeps the learner's work: the mode, answers, flags, the part being heard, whether the check
 * had begun and the seconds it had used, and the seconds used in all. The audio's position is
 * not kept: an exam resumes at the start of the part that was playing (lib/exam-flow.ts
 * resumeStage), a practice run at that part, paused. Removed on submit and on a new start.
 */
import { z } from 'zod';

const snapshotSchema = z.object({
  mode: z.enum(['exam', 'practice']),
  answers: z.record(z.string(), z.string()),
  flags: z.array(z.int()),
  /** The part being heard (1-4). */
  section: z.int().min(1).max(4),
  /** The 2 minutes to check had begun (exam). */
  checking: z.boolean(),
  /** Seconds of the check already used. */
  checkUsed: z.number().min(0),
  /** Seconds used since the test started (time does not run while the page is closed). */
  elapsedSeconds: z.number().min(0),
});
export type ListeningSnapshot = z.infer<typeof snapshotSchema>;

/** The storage key of a user's running Listening test. */
export const listeningKey = (userId: string, testNumber: number) =>
  `ielts-listening:${userId}:${testNumber}`;

/** The state kept under `key`, or null when there is none (or it is unreadable). */
export function loadListening(key: string): ListeningSnapshot | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = snapshotSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the state under `key` (a full or missing storage is ignored: the test goes on). */
export function saveListening(key: string, snapshot: ListeningSnapshot): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(snapshot));
  } catch {
    // storage full or unavailable
  }
}

/** Forgets the state under `key`. */
export function clearListening(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // unavailable
  }
}
