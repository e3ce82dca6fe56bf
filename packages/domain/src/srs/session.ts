/**
 * Study-session figures of spec §4 Study and §7 (study_sessions update) and §9:
 * - streak: consecutive ratings of 4 or more, reset to 0 on a lower rating; the badge shows
 *   when it exceeds 2;
 * - accuracy on the results screen: (very easy + easy) / total cards, in percent (rounded to
 *   a whole percent);
 * - cards_correct: ratings ≥ 4; cards_hard: ratings < 3.
 */
import { CORRECT_RATING_MIN, PASSING_RATING_MIN, type Rating } from './sm2.ts';

/** The streak badge shows when the streak is strictly above this. */
export const STREAK_BADGE_THRESHOLD = 2;

/** The streak after the given ratings, in order. */
export function currentStreak(ratings: readonly Rating[]): number {
  let streak = 0;
  for (const rating of ratings) streak = rating >= CORRECT_RATING_MIN ? streak + 1 : 0;
  return streak;
}

/** True when the streak badge should be visible. */
export function showsStreakBadge(streak: number): boolean {
  return streak > STREAK_BADGE_THRESHOLD;
}

export interface SessionSummary {
  /** Ratings recorded. */
  total: number;
  /** Count per rating 1-5. */
  counts: Record<Rating, number>;
  /** Ratings ≥ 4 (cards_correct). */
  correct: number;
  /** Ratings < 3 (cards_hard). */
  hard: number;
  /** round(100 * (easy + very easy) / totalCards); 0 when there are no cards. */
  accuracyPercent: number;
}

/**
 * Summarises a session's ratings. `totalCards` is the denominator of the accuracy (the number
 * of cards in the session); it defaults to the number of ratings.
 */
export function summariseSession(
  ratings: readonly Rating[],
  totalCards: number = ratings.length,
): SessionSummary {
  const counts: Record<Rating, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const rating of ratings) counts[rating] += 1;
  const correct = ratings.filter((r) => r >= CORRECT_RATING_MIN).length;
  const hard = ratings.filter((r) => r < PASSING_RATING_MIN).length;
  const accuracyPercent =
    totalCards > 0 ? Math.round(((counts[4] + counts[5]) / totalCards) * 100) : 0;
  return { total: ratings.length, counts, correct, hard, accuracyPercent };
}
