/**
 * Queries of the review list (issue 8, beyond the spec): words a learner missed in a game,
 * which the study screen of their set puts first. Access is checked by review-list.service.ts.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { flashcards, flashcardSets } from '../../db/schema/flashcards.ts';
import { reviewListItems } from '../../db/schema/games.ts';
import { setAccessSql } from '../../auth/access-rules.ts';

/**
 * Adds `cardIds` of `setId` to the learner's list (a card already there keeps its row); cards
 * not in that set are ignored. Resolves to how many of `cardIds` are on the list afterwards.
 */
export async function addToReviewList(
  db: Db | Tx,
  userId: string,
  setId: string,
  game: string,
  cardIds: readonly string[],
): Promise<number> {
  const inSet = await db
    .select({ id: flashcards.id })
    .from(flashcards)
    .where(and(eq(flashcards.setId, setId), inArray(flashcards.id, [...cardIds])));
  if (inSet.length === 0) return 0;
  await db
    .insert(reviewListItems)
    .values(inSet.map((card) => ({ userId, cardId: card.id, setId, game })))
    .onConflictDoUpdate({
      target: [reviewListItems.userId, reviewListItems.cardId],
      set: { game, addedAt: sql`now()` },
    });
  return inSet.length;
}

/**
 * The learner's items on sets they can still read (a share withdrawn since hides its cards),
 * newest first; only those of `setId` when given.
 */
export function listReviewList(db: Db | Tx, userId: string, setId?: string) {
  return db
    .select({
      cardId: reviewListItems.cardId,
      setId: reviewListItems.setId,
      game: reviewListItems.game,
      addedAt: reviewListItems.addedAt,
    })
    .from(reviewListItems)
    .innerJoin(flashcardSets, eq(flashcardSets.id, reviewListItems.setId))
    .where(
      and(
        eq(reviewListItems.userId, userId),
        setId === undefined ? undefined : eq(reviewListItems.setId, setId),
        setAccessSql('set.play', userId, 'flashcard_sets', 'scan'),
      ),
    )
    .orderBy(desc(reviewListItems.addedAt));
}

/** Removes `cardIds` from the learner's list (no-op for cards not on it). */
export async function removeFromReviewList(
  db: Db | Tx,
  userId: string,
  cardIds: readonly string[],
): Promise<void> {
  if (cardIds.length === 0) return;
  await db
    .delete(reviewListItems)
    .where(and(eq(reviewListItems.userId, userId), inArray(reviewListItems.cardId, [...cardIds])));
}
