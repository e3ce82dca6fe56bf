/**
 * The lock order every study write follows (set → session → card → review state), the order in
 * which saving or deleting a set takes its locks: a rating racing an edit or a deletion then
 * waits and answers 404 instead of failing on a foreign key or deadlocking.
 */
import { requireAccess } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './study.repository.ts';

/**
 * Locks the set (FOR KEY SHARE: study writes do not block each other) against edits and deletion
 * for the rest of the transaction, when the user may study it ('set.study').
 * @throws AppError 404 SET_NOT_FOUND when the set is missing or no longer shared with the user.
 */
export async function lockStudiedSet(db: Db, userId: string, setId: string): Promise<void> {
  await requireAccess(db, userId, 'set.study', setId, { lock: 'key share' });
}

/**
 * Locks the set (FOR KEY SHARE; none for a today session, which spans sets) and then the session
 * (FOR NO KEY UPDATE) of one of the user's sessions, for the rest of the transaction.
 * @throws AppError 404 SESSION_NOT_FOUND when the session is missing or not theirs;
 *   SET_NOT_FOUND when its set is gone for them (deleted, or its share withdrawn).
 */
export async function lockOwnedSession(db: Db, userId: string, sessionId: string) {
  const setId = await repo.findSessionSetId(db, userId, sessionId);
  if (setId === undefined) throw new AppError('SESSION_NOT_FOUND');
  if (setId !== null) await lockStudiedSet(db, userId, setId);
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
