/**
 * The Listening test in progress kept in IndexedDB (lib/attempt-store.ts), one record per
 * account and test, so closing the tab loses nothing and another tab resumes it: the mode,
 * answers, flags, the part being heard, when the test started and when the check began (the
 * clocks are computed from them, so time runs on while the page is closed). The audio's position is
 * not kept: an exam resumes at the start of the part that was playing (lib/exam-flow.ts
 * resumeStage), a practice run at that part, paused. Removed on submit and on a new start.
 */
import { z } from 'zod';
import { attemptKey, attemptStore } from '../../lib/attempt-store.ts';

const snapshotSchema = z.object({
  mode: z.enum(['exam', 'practice']),
  answers: z.record(z.string(), z.string()),
  flags: z.array(z.int()),
  /** The part being heard (1-4). */
  section: z.int().min(1).max(4),
  /** When the test started (epoch ms). */
  startedAt: z.number().positive(),
  /** When the 2 minutes to check began (exam; epoch ms), or null before. */
  checkStartedAt: z.number().positive().nullable(),
});
export type ListeningSnapshot = z.infer<typeof snapshotSchema>;

/** The storage key of a user's running Listening test. */
export const listeningKey = (userId: string, testNumber: number) =>
  attemptKey('listening', userId, testNumber);

/**
 * Where practice mode remembers the learner's playback speed (lib/playback-speed.ts, this
 * browser, every test); an exam always plays at 1×.
 */
export const LISTENING_SPEED_KEY = 'ielts.listening.speed';

const store = attemptStore(snapshotSchema);

/** The state kept under `key`, or null when there is none (or it is unreadable). */
export const loadListening = store.load;
/** Keeps the state under `key` (a full or missing storage is ignored: the test goes on). */
export const saveListening = store.save;
/** Forgets the state under `key`. */
export const clearListening = store.clear;
