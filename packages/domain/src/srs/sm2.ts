/**
 * SM-2 scheduling exactly as the product spec §9 "Spaced repetition (SM-2 style)" states it:
 * - default easiness factor 2.5;
 * - on rating q the easiness factor changes by 0.1 - (5-q)*(0.08 + 0.02*(5-q)), floored at 1.3
 *   and rounded to 2 decimals (always, whatever the rating);
 * - rating below 3: interval 1 day, repetition count reset to 0;
 * - otherwise interval is 1 when the repetition count before the rating was 0, 6 when it was 1,
 *   else round(previous interval * new easiness factor); repetition count + 1;
 * - next review date is the learner's today plus the interval in days (the learner's day
 *   begins at their rollover hour, issue 19; midnight when none is given).
 *
 * Beyond the spec, the interval is capped at MAX_INTERVAL_DAYS (Anki's default maximum
 * interval, 36,500 days): uncapped, thirteen 'very easy' (5) ratings in a row put the next review in
 * the year 9967 and the next one past what a timestamp can hold.
 */
import { addLearnerDays } from '../time.ts';

/** A rating on the spec's difficulty scale (§4 Study): 1 very hard … 5 very easy. */
export type Rating = 1 | 2 | 3 | 4 | 5;

export const RATINGS: readonly Rating[] = [1, 2, 3, 4, 5];

/** Difficulty names of spec §4: VERY_HARD=1 … VERY_EASY=5. */
export const Difficulty = {
  VERY_HARD: 1,
  HARD: 2,
  MEDIUM: 3,
  EASY: 4,
  VERY_EASY: 5,
} as const satisfies Record<string, Rating>;

/** The code of a difficulty ('VERY_HARD' … 'VERY_EASY'); the web maps it to its label. */
export type DifficultyName = keyof typeof Difficulty;

const DIFFICULTY_NAMES: Record<Rating, DifficultyName> = {
  1: 'VERY_HARD',
  2: 'HARD',
  3: 'MEDIUM',
  4: 'EASY',
  5: 'VERY_EASY',
};

/** The difficulty code of a rating: 1 → 'VERY_HARD' … 5 → 'VERY_EASY'. */
export function difficultyName(rating: Rating): DifficultyName {
  return DIFFICULTY_NAMES[rating];
}

export const DEFAULT_EASINESS_FACTOR = 2.5;
export const MIN_EASINESS_FACTOR = 1.3;
/** Longest interval in days (Anki's default "maximum interval", about 100 years). */
export const MAX_INTERVAL_DAYS = 36_500;
/** Ratings at or above this count as correct (cards_correct, streak). */
export const CORRECT_RATING_MIN = 4;
/** Ratings below this count as hard (cards_hard) and reset the repetition count. */
export const PASSING_RATING_MIN = 3;

/** The scheduler state of one card for one learner (card_reviews columns). */
export interface Sm2State {
  /** Easiness factor, ≥ 1.3, 2 decimals. */
  easinessFactor: number;
  /** Days until the next review. */
  intervalDays: number;
  /** Consecutive passing reviews. */
  repetitionCount: number;
}

/** The state of a card never reviewed before. */
export const INITIAL_SM2_STATE: Readonly<Sm2State> = {
  easinessFactor: DEFAULT_EASINESS_FACTOR,
  intervalDays: 0,
  repetitionCount: 0,
};

/** True for an integer rating 1-5. */
export function isRating(value: unknown): value is Rating {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5;
}

/** Rounds to 2 decimals (half away from zero for the positive values used here). */
function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * The easiness factor after rating `rating`: ef + 0.1 - (5-q)*(0.08+0.02*(5-q)), floor 1.3,
 * rounded to 2 decimals.
 */
export function nextEasinessFactor(easinessFactor: number, rating: Rating): number {
  const distance = 5 - rating;
  const updated = easinessFactor + (0.1 - distance * (0.08 + 0.02 * distance));
  return round2(Math.max(MIN_EASINESS_FACTOR, updated));
}

/**
 * Applies one rating to a card's state (pure; `previous` null means never reviewed).
 * @throws RangeError when `rating` is not an integer 1-5.
 */
export function applySm2(previous: Sm2State | null, rating: Rating): Sm2State {
  if (!isRating(rating)) throw new RangeError(`Rating must be an integer 1-5, got ${rating}`);
  const before = previous ?? INITIAL_SM2_STATE;
  const easinessFactor = nextEasinessFactor(before.easinessFactor, rating);
  if (rating < PASSING_RATING_MIN) {
    return { easinessFactor, intervalDays: 1, repetitionCount: 0 };
  }
  let intervalDays: number;
  if (before.repetitionCount === 0) intervalDays = 1;
  else if (before.repetitionCount === 1) intervalDays = 6;
  else intervalDays = Math.min(MAX_INTERVAL_DAYS, Math.round(before.intervalDays * easinessFactor));
  return { easinessFactor, intervalDays, repetitionCount: before.repetitionCount + 1 };
}

/** A scheduled review: the new SM-2 state and the instant the card is next due. */
export interface ScheduledReview extends Sm2State {
  /**
   * The start of the learner's day (their rollover hour, midnight by default) intervalDays after
   * their today, in their time zone.
   */
  nextReviewDate: Date;
}

/**
 * Applies a rating at instant `now` for a learner in `timeZone` whose day begins at
 * `dayStartsAtHour` (0-23, default midnight) and computes the due date: the start of the
 * learner's day `intervalDays` after today.
 * @throws RangeError for a rating outside 1-5, an unknown time zone or an hour outside 0-23.
 */
export function scheduleReview(
  previous: Sm2State | null,
  rating: Rating,
  now: Date,
  timeZone: string,
  dayStartsAtHour = 0,
): ScheduledReview {
  const state = applySm2(previous, rating);
  return {
    ...state,
    nextReviewDate: addLearnerDays(now, state.intervalDays, timeZone, dayStartsAtHour),
  };
}
