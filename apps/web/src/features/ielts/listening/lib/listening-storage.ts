/**
 * The running Listening test kept in sessionStorage, one entry per user and test, so a reload
 * keeps the learner's work: the mode, answers, flags, the part being heard, whether the check
 * had begun and the seconds it had used, and the seconds used in all. The audio's position is
 * not kept: an exam resumes at the start of the part that was playing (lib/exam-flow.ts
 * resumeStage), a practice run at that part, paused. Removed on submit and on a new start.
 */
import { z } from 'zod';
import { sessionStore } from '../../lib/session-store.ts';

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

const store = sessionStore(snapshotSchema);

/** The state kept under `key`, or null when there is none (or it is unreadable). */
export const loadListening = store.load;
/** Keeps the state under `key` (a full or missing storage is ignored: the test goes on). */
export const saveListening = store.save;
/** Forgets the state under `key`. */
export const clearListening = store.clear;
