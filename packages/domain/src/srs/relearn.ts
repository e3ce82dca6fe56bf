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

/** An interval as the buttons say it: whole days under a month, else months, else years. */
export interface IntervalLabel {
  unit: 'day' | 'month' | 'year';
  /** Days as a whole number; months and years to one decimal (2.5 months). */
  value: number;
}

/** Days in the month and the year of an interval label (Anki's approximations). */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

/**
 * The label of an interval of `days` days: under 30 days in days ("6 ngày"), under 365 in
 * months to one decimal ("2,5 tháng"), else years to one decimal ("1,2 năm").
 * @throws RangeError for a negative or non-finite number of days.
 */
export function intervalLabel(days: number): IntervalLabel {
  if (!Number.isFinite(days) || days < 0) throw new RangeError(`bad interval ${days}`);
  if (days < DAYS_PER_MONTH) return { unit: 'day', value: Math.round(days) };
  if (days < DAYS_PER_YEAR) {
    return { unit: 'month', value: Math.round((days / DAYS_PER_MONTH) * 10) / 10 };
  }
  return { unit: 'year', value: Math.round((days / DAYS_PER_YEAR) * 10) / 10 };
}
