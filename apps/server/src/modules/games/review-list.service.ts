/**
 * The review list (issue 8, beyond the spec): a learner sends the words they missed in a game;
 * the study screen of the set reads it and puts those cards first; a completed study session
 * that rated a card removes it. Adding needs 'set.play' on the set (404 otherwise); a list holds
 * only the learner's own items, and lists only cards of sets they may still play.
 */
import type { GameResultDto, ReviewListItem } from '@app/contracts';
import { requireAccess } from '../../auth/access.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as repo from './review-list.repository.ts';

/** The learner's items (of `setId` only, when given), newest first. */
export async function listItems(db: Db, userId: string, setId?: string): Promise<ReviewListItem[]> {
  return (await repo.listReviewList(db, userId, setId)).map((row) => ({
    cardId: row.cardId,
    setId: row.setId,
    game: row.game as GameResultDto['game'],
    addedAt: row.addedAt.toISOString(),
  }));
}

/**
 * Adds cards of a set the learner may play; cards not in that set are ignored. Answers how
 * many of `cardIds` are on the list afterwards.
 * @throws AppError 404 SET_NOT_FOUND when the set is missing or not theirs to play.
 */
export async function addItems(
  db: Db,
  userId: string,
  input: { setId: string; game: string; cardIds: readonly string[] },
): Promise<number> {
  await requireAccess(db, userId, 'set.play', input.setId);
  return repo.addToReviewList(db, userId, input.setId, input.game, input.cardIds);
}

/** Removes cards from the learner's own list (no-op for cards not on it). */
export function removeItems(db: Db | Tx, userId: string, cardIds: readonly string[]) {
  return repo.removeFromReviewList(db, userId, cardIds);
}
