/**
 * Study order of spec §4 Study: "unreviewed first; then due (next review on or before now) before
 * not due; then lower easiness first; then older last review". Ties keep the input order (the
 * set's card order), so the result is deterministic.
 */

/** The review state the ordering reads; null for a card this learner never reviewed. */
export interface OrderableReview {
  easinessFactor: number;
  nextReviewDate: Date;
  lastReviewedAt: Date;
}

export interface OrderableCard {
  review: OrderableReview | null;
}

/** True when a reviewed card is due at `now` (next review on or before now). */
export function isDue(review: OrderableReview, now: Date): boolean {
  return review.nextReviewDate.getTime() <= now.getTime();
}

/** Negative when card `a` should be studied before card `b` at instant `now`. */
export function compareForStudy(a: OrderableCard, b: OrderableCard, now: Date): number {
  const ra = a.review;
  const rb = b.review;
  if (ra === null || rb === null) return (ra === null ? 0 : 1) - (rb === null ? 0 : 1);
  const dueA = isDue(ra, now) ? 0 : 1;
  const dueB = isDue(rb, now) ? 0 : 1;
  if (dueA !== dueB) return dueA - dueB;
  if (ra.easinessFactor !== rb.easinessFactor) return ra.easinessFactor - rb.easinessFactor;
  return ra.lastReviewedAt.getTime() - rb.lastReviewedAt.getTime();
}

/** Returns a new array of `cards` in study order at `now` (stable; input is not modified). */
export function orderCardsForStudy<T extends OrderableCard>(cards: readonly T[], now: Date): T[] {
  return cards
    .map((card, index) => ({ card, index }))
    .sort((x, y) => compareForStudy(x.card, y.card, now) || x.index - y.index)
    .map((entry) => entry.card);
}
