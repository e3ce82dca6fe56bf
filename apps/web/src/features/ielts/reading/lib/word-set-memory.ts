/**
 * Which Reading attempts already made their word set (issue 18 §4: the offer is not made again
 * after a reload, so no duplicate sets): kept in this browser's localStorage per account and
 * attempt (the server keeps no such mark), with the set's id, title and card count so the review
 * links to it instead.
 */
import { z } from 'zod';

const madeSetSchema = z.object({ id: z.string(), title: z.string(), count: z.int().min(0) });
export type MadeSet = z.infer<typeof madeSetSchema>;

const key = (userId: string, attemptId: string) => `ielts-word-set:${userId}:${attemptId}`;

/** The set made from attempt `attemptId`, or null when none was (or it cannot be read). */
export function madeSet(userId: string, attemptId: string): MadeSet | null {
  try {
    const raw = localStorage.getItem(key(userId, attemptId));
    const parsed = madeSetSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers that attempt `attemptId` made `set`. */
export function rememberMadeSet(userId: string, attemptId: string, set: MadeSet): void {
  try {
    localStorage.setItem(key(userId, attemptId), JSON.stringify(set));
  } catch {
    // storage full or unavailable: the offer may be made again
  }
}
