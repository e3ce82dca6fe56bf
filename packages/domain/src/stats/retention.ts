/**
 * True retention (issue 19 §3, Anki's "true retention"): of the reviews of mature cards (the
 * interval before the review at least MATURE_INTERVAL_DAYS), the share that passed — rated 3
 * (Trung bình) or better on the 1-5 scale, not 1 (Rất khó) or 2 (Khó) — by month.
 */
import { MATURE_INTERVAL_DAYS } from './card-states.ts';
import { lastMonthKeys, monthOfDayKey } from './day-keys.ts';

/** The lowest rating that counts as remembered. */
export const PASSING_RATING = 3;

export interface RetentionMonth {
  /** 'YYYY-MM' (learner months). */
  month: string;
  /** Reviews of mature cards in the month. */
  reviews: number;
  /** Those rated PASSING_RATING or better. */
  passed: number;
  /** passed / reviews in percent with one decimal, null when there was no review. */
  percent: number | null;
}

/** One review as retention reads it: its learner day, the interval before it, its rating. */
export interface RetentionReview {
  day: string;
  intervalDaysBefore: number | null;
  rating: number;
}

/** passed / reviews in percent with one decimal; null when `reviews` is 0. */
export function retentionPercent(passed: number, reviews: number): number | null {
  if (reviews <= 0) return null;
  return Math.round((passed * 1000) / reviews) / 10;
}

/** True when a review counts for retention: the card was mature before it. */
export function isMatureReview(intervalDaysBefore: number | null): boolean {
  return intervalDaysBefore !== null && intervalDaysBefore >= MATURE_INTERVAL_DAYS;
}

/**
 * Monthly true retention over the `months` months ending with the month of `todayKey`, oldest
 * first, from per-month counts (e.g. aggregated in SQL); months without counts answer 0 and null.
 */
export function retentionMonths(
  counts: Iterable<{ month: string; reviews: number; passed: number }>,
  todayKey: string,
  months = 12,
): RetentionMonth[] {
  const byMonth = new Map<string, { reviews: number; passed: number }>();
  for (const { month, reviews, passed } of counts) {
    const sum = byMonth.get(month) ?? { reviews: 0, passed: 0 };
    byMonth.set(month, { reviews: sum.reviews + reviews, passed: sum.passed + passed });
  }
  return lastMonthKeys(todayKey, months).map((month) => {
    const { reviews, passed } = byMonth.get(month) ?? { reviews: 0, passed: 0 };
    return { month, reviews, passed, percent: retentionPercent(passed, reviews) };
  });
}

/** Monthly true retention from individual reviews (the rule the SQL aggregation follows). */
export function trueRetention(
  reviews: Iterable<RetentionReview>,
  todayKey: string,
  months = 12,
): RetentionMonth[] {
  const counts: { month: string; reviews: number; passed: number }[] = [];
  for (const review of reviews) {
    if (!isMatureReview(review.intervalDaysBefore)) continue;
    counts.push({
      month: monthOfDayKey(review.day),
      reviews: 1,
      passed: review.rating >= PASSING_RATING ? 1 : 0,
    });
  }
  return retentionMonths(counts, todayKey, months);
}
