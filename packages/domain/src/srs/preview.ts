/**
 * What each rating button says it will do (issue 19 §1, issue 34 §3), computed by the same rules
 * the server applies to the rating:
 * - a card already rated in the learner's day is rated as practice (`isPracticeRating`, the
 *   server's test in reviews.service.ts): its schedule stays, so a passing rating leaves it due
 *   when it already was;
 * - otherwise the rating is the day's first and `scheduleRating` (SM-2 of spec §9 and FSRS, the
 *   active scheduler choosing the due date) gives the new due date;
 * - a rating below Trung bình (`comesBack`) also brings the card back later in this sitting
 *   (relearn.ts), whatever else it does: its button says so instead of an interval.
 * The labels are codes and figures (the web words them): whole days under a month, months or
 * years to one decimal, and days again wherever that rounding would give two buttons with
 * different due dates the same label.
 */
import { comesBack } from './relearn.ts';
import {
  learnerDaysBetween,
  scheduleRating,
  type CardSchedule,
  type SchedulerChoice,
} from './schedule.ts';
import { RATINGS, type Rating } from './sm2.ts';
import { startOfLearnerDay } from '../time.ts';

/** A card's schedule as the server holds it now: its state and when it is due. */
export interface CurrentSchedule extends CardSchedule {
  nextReviewDate: Date;
}

/** What one rating would do to the card. */
export interface RatingPreview {
  /** The card comes back later in this sitting (a rating below Trung bình). */
  again: boolean;
  /** Whole learner days from now to the day the card is due after this rating (≥ 0). */
  days: number;
  /** The rating is practice: the card was rated already in the learner's day (schedule kept). */
  practice: boolean;
}

/**
 * True when a rating at `reviewedAt` of a card last rated at `lastReviewedAt` (null: never) is
 * practice: the card was rated already since the learner's day began (their `dayStartsAtHour`
 * in `timeZone`). The server logs such a rating as practice and keeps the card's schedule.
 * @throws RangeError for an unknown time zone or an hour outside 0-23.
 */
export function isPracticeRating(
  lastReviewedAt: Date | null,
  reviewedAt: Date,
  timeZone: string,
  dayStartsAtHour: number,
): boolean {
  if (lastReviewedAt === null) return false;
  const dayStart = startOfLearnerDay(reviewedAt, timeZone, dayStartsAtHour);
  return lastReviewedAt.getTime() >= dayStart.getTime();
}

/**
 * What each of the five ratings would do at `now` to a card in state `current` (null: never
 * rated) under the learner's scheduler choice.
 * @throws RangeError for a bad time zone, hour or retention.
 */
export function previewRatings(
  current: CurrentSchedule | null,
  now: Date,
  choice: SchedulerChoice,
): Record<Rating, RatingPreview> {
  const practice =
    current !== null &&
    isPracticeRating(current.lastReviewedAt, now, choice.timeZone, choice.dayStartsAtHour);
  const result = {} as Record<Rating, RatingPreview>;
  for (const rating of RATINGS) {
    const due = practice
      ? current.nextReviewDate
      : scheduleRating(current, rating, now, choice).nextReviewDate;
    result[rating] = {
      again: comesBack(rating),
      days: learnerDaysBetween(now, due, choice.timeZone, choice.dayStartsAtHour),
      practice,
    };
  }
  return result;
}

/** An interval as the buttons say it: whole days under a month, else months, else years. */
export interface IntervalLabel {
  unit: 'day' | 'month' | 'year';
  /** Days as a whole number; months and years to one decimal (2.5 months). */
  value: number;
}

/** A button's label: back in this sitting, or the interval to the card's next due day. */
export type RatingLabel = { unit: 'session' } | IntervalLabel;

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

const sameLabel = (a: RatingLabel, b: RatingLabel) =>
  a.unit === b.unit && (a.unit === 'session' || a.value === (b as IntervalLabel).value);

/**
 * The labels of the buttons `shown` (five under SM-2, four under FSRS): "in this sitting" for a
 * rating that brings the card back, else intervalLabel of its days; where shown buttons with
 * different due dates would round to one label, all the buttons with that label say their days
 * exactly, so that buttons that schedule differently never read the same (and buttons that
 * schedule alike always do). Ratings not shown get their plain label.
 */
export function ratingLabels(
  previews: Record<Rating, RatingPreview>,
  shown: readonly Rating[] = RATINGS,
): Record<Rating, RatingLabel> {
  const labels = {} as Record<Rating, RatingLabel>;
  for (const rating of RATINGS) {
    const preview = previews[rating];
    labels[rating] = preview.again ? { unit: 'session' } : intervalLabel(preview.days);
  }
  // a label that rounding gave to shown buttons with different due dates: all of them in days
  for (const rating of shown) {
    const label = labels[rating];
    if (label.unit === 'session' || label.unit === 'day') continue;
    const group = shown.filter((other) => sameLabel(labels[other], label));
    if (new Set(group.map((other) => previews[other].days)).size > 1) {
      for (const other of group) labels[other] = { unit: 'day', value: previews[other].days };
    }
  }
  return labels;
}
