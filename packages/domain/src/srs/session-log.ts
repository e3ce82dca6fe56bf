/**
 * A study session's log is append-only: each rating is a 'review' entry (or a 'practice' entry:
 * a repeat of a card already rated in the learner's day, issue 19) and "Previous" (spec §4:
 * "removes the last recorded rating from the session log") appends an 'undo' entry naming the
 * rating it cancels. The session's effective ratings are the ratings not undone, in order.
 */
import type { Rating } from './sm2.ts';

export interface SessionLogEntry {
  id: string;
  kind: 'review' | 'practice' | 'undo';
  /** For 'undo': the review entry it cancels. */
  undoesLogId: string | null;
  cardId: string;
  /** For 'review' and 'practice': the rating 1-5. */
  rating: Rating | null;
}

export interface EffectiveReview {
  logId: string;
  cardId: string;
  rating: Rating;
}

/** The ratings (reviews and practice) of `log` that no later undo cancelled, in log order. */
export function effectiveReviews(log: readonly SessionLogEntry[]): EffectiveReview[] {
  const undone = new Set(
    log
      .filter((entry) => entry.kind === 'undo' && entry.undoesLogId !== null)
      .map((e) => e.undoesLogId),
  );
  return log
    .filter((entry) => entry.kind !== 'undo' && entry.rating !== null && !undone.has(entry.id))
    .map((entry) => ({ logId: entry.id, cardId: entry.cardId, rating: entry.rating as Rating }));
}

/**
 * A session's stored card order restricted to the cards still in the set (dropping duplicates),
 * followed by any cards added to the set since, in set order.
 */
export function reconcileOrder(order: readonly string[], cardIds: readonly string[]): string[] {
  const present = new Set(cardIds);
  const kept = [...new Set(order)].filter((id) => present.has(id));
  const seen = new Set(kept);
  return [...kept, ...cardIds.filter((id) => !seen.has(id))];
}
