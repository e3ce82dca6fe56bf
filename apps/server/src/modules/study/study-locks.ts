/**
 * The lock order every study write follows (set → session → card → review state), the order in
 * which saving or deleting a set takes its locks: a rating racing an edit or a deletion then
 * waits and answers 404 instead of failing on a foreign key or deadlocking.
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './study.repository.ts';

/**
 * Locks the set (FOR KEY SHARE) and then the session (FOR NO KEY UPDATE) of one of the user's
 * sessions, for the rest of the transaction.
 * @throws AppError 404 SESSION_NOT_FOUND when the session (or its set) is missing or not theirs.
 */
export async function lockOwnedSession(db: Db, userId: string, sessionId: string) {
  const setId = await repo.findSessionSetId(db, userId, sessionId);
  if (setId === undefined || !(await repo.lockOwnedSet(db, userId, setId))) {
    throw new AppError('SESSION_NOT_FOUND');
  }
  const session = await repo.findOwnedSession(db, userId, sessionId, true);
  if (!session) throw new AppError('SESSION_NOT_FOUND');
  return session;
}

/** Thrown inside a transaction when a concurrent request logged the same event id first. */
export class DuplicateEvent extends Error {
  constructor() {
    super('duplicate client event id');
    this.name = 'DuplicateEvent';
  }
}
