/**
 * Study-session figures of spec §4 Study and §7 (study_sessions update) and §9:
 * - streak: consecutive ratings of 4 or more, reset to 0 on a lower rating; the badge shows
 *   when it exceeds 2;
 * - the results screen's figure "accuracy" of §9, (very easy + easy) / total, in percent (rounded
 *   to a whole percent), over the session's ratings (a card failed and rated again counts each
 *   time, as the per-difficulty counts beside it do). It is the share rated Dễ or Rất dễ, and the
 *   screen calls it that (issue 34 §4): "accuracy" elsewhere meant other shares;
 * - cards_correct: ratings ≥ 4; cards_hard: ratings < 3.
 */
import { CORRECT_RATING_MIN, PASSING_RATING_MIN, type Rating } from './sm2.ts';
import { FSRS_BUTTON_RATINGS, fsrsGrade } from './fsrs.ts';

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
  /**
   * round(100 * (easy + very easy) / ratings): spec §9's "accuracy", the share rated Dễ or Rất
   * dễ (Tốt or Dễ under FSRS); 0 when there are no ratings.
   */
  easyPercent: number;
}

/** Summarises a session's ratings (every effective rating, repeats included). */
export function summariseSession(ratings: readonly Rating[]): SessionSummary {
  const counts: Record<Rating, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const rating of ratings) counts[rating] += 1;
  const correct = ratings.filter((r) => r >= CORRECT_RATING_MIN).length;
  const hard = ratings.filter((r) => r < PASSING_RATING_MIN).length;
  const total = ratings.length;
  const easyPercent = total > 0 ? Math.round(((counts[4] + counts[5]) / total) * 100) : 0;
  return { total, counts, correct, hard, easyPercent };
}

/**
 * The counts by FSRS's four buttons (Lại 1, Khó 3, Tốt 4, Dễ 5), from the counts of the five
 * ratings: Rất khó (2), sent only by the five SM-2 buttons, is FSRS's Again and counts as Lại.
 */
export function fsrsButtonCounts(counts: Record<Rating, number>): Map<Rating, number> {
  const result = new Map<Rating, number>(FSRS_BUTTON_RATINGS.map((r) => [r, 0]));
  for (const rating of [1, 2, 3, 4, 5] as const) {
    const button = FSRS_BUTTON_RATINGS.find((r) => fsrsGrade(r) === fsrsGrade(rating))!;
    result.set(button, result.get(button)! + counts[rating]);
  }
  return result;
}
