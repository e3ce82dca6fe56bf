/**
 * Failed cards come back in the same sitting (issue 19 §1, after Anki's relearning steps): a card
 * rated Rất khó (1) or Khó (2) is shown again later in the session, after at least
 * RELEARN_GAP other cards or at the end when fewer are left, until it is rated Trung bình (3)
 * or better. Only a card's first rating in the learner's day changes its schedule; the repeats
 * are practice (the server logs them as such).
 */
import { PASSING_RATING_MIN, type Rating } from './sm2.ts';

/** Other cards shown before a failed card comes back (when that many are left). */
export const RELEARN_GAP = 5;

/** True when a rating sends the card back into the session (below Trung bình). */
export function comesBack(rating: Rating): boolean {
  return rating < PASSING_RATING_MIN;
}

/**
 * Where a failed card's repeat goes in a session queue of `length` slots when it was rated at
 * slot `index`: after RELEARN_GAP other cards, or at the end (`length`) when fewer are left.
 * @throws RangeError when `index` is not a slot of the queue.
 */
export function relearnSlot(index: number, length: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= length) {
    throw new RangeError(`index ${index} is not a slot of a queue of ${length}`);
  }
  return Math.min(index + 1 + RELEARN_GAP, length);
}
