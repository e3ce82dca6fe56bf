/**
 * One rating under either scheduler (issue 19 §2): the SM-2 step of spec §9 and the FSRS memory
 * step are both applied to every first rating of a learner day, so that switching scheduler
 * keeps each card's history; the active scheduler's interval sets the due date (the start of the
 * learner's day that many days on). What each button says a rating will do: preview.ts.
 */
import { addLearnerDays, learnerDayKey } from '../time.ts';
import { fsrsIntervalDays, nextFsrsMemory, type FsrsMemory } from './fsrs.ts';
import { applySm2, type Rating, type Sm2State } from './sm2.ts';
import { differenceInCalendarDays } from 'date-fns';

export const SCHEDULERS = ['sm2', 'fsrs'] as const;
export type Scheduler = (typeof SCHEDULERS)[number];

/** The scheduler settings of a learner (their preferences). */
export interface SchedulerChoice {
  scheduler: Scheduler;
  /** FSRS's desired retention, 0.70-0.97. */
  desiredRetention: number;
  /** The local hour at which the learner's day begins (0-23). */
  dayStartsAtHour: number;
  timeZone: string;
  /** The learner's FSRS parameters (21 weights, from the optimiser); absent or null: FSRS-6's. */
  parameters?: readonly number[] | null | undefined;
}

/** A card's state before a rating (null: never rated). */
export interface CardSchedule extends Sm2State {
  /** FSRS memory state; null when unknown (rated before FSRS was added). */
  stability: number | null;
  difficulty: number | null;
  lastReviewedAt: Date;
}

/** What a rating gives. */
export interface ScheduledRating extends Sm2State {
  stability: number;
  difficulty: number;
  /** FSRS's interval in days (whatever the active scheduler). */
  fsrsIntervalDays: number;
  /** Learner days since the previous rating (null for a first rating). */
  elapsedDays: number | null;
  /** The start of the learner's day the active scheduler's interval gives. */
  nextReviewDate: Date;
}

/** Whole learner days from `from` to `to` (0 on the same learner day). */
export function learnerDaysBetween(from: Date, to: Date, timeZone: string, hour: number): number {
  return Math.max(
    0,
    differenceInCalendarDays(
      learnerDayKey(to, timeZone, hour),
      learnerDayKey(from, timeZone, hour),
    ),
  );
}

/**
 * The learner days between each of `instants` (in order) and the one before it: element 0 is 0,
 * element i is learnerDaysBetween(instants[i - 1], instants[i], …). Each instant's learner day
 * is computed once, which halves the work of replaying a long review log (issue 34 §21).
 * @throws RangeError for an invalid time zone or hour.
 */
export function learnerDayGaps(
  instants: readonly Date[],
  timeZone: string,
  hour: number,
): number[] {
  let previous: string | null = null;
  return instants.map((instant) => {
    const key = learnerDayKey(instant, timeZone, hour);
    const gap = previous === null ? 0 : Math.max(0, differenceInCalendarDays(key, previous));
    previous = key;
    return gap;
  });
}

/** The memory state of a card before a rating, when known. */
function memoryOf(before: CardSchedule | null): FsrsMemory | null {
  if (!before || before.stability === null || before.difficulty === null) return null;
  return { stability: before.stability, difficulty: before.difficulty };
}

/**
 * Applies `rating` at `reviewedAt` to a card (null: never rated): SM-2 and FSRS both; the due
 * date from the active scheduler.
 * @throws RangeError for a bad rating, time zone, hour or retention.
 */
export function scheduleRating(
  before: CardSchedule | null,
  rating: Rating,
  reviewedAt: Date,
  choice: SchedulerChoice,
): ScheduledRating {
  const sm2 = applySm2(before, rating);
  const elapsedDays = before
    ? learnerDaysBetween(before.lastReviewedAt, reviewedAt, choice.timeZone, choice.dayStartsAtHour)
    : null;
  const parameters = choice.parameters ?? undefined;
  const memory = nextFsrsMemory(memoryOf(before), elapsedDays ?? 0, rating, parameters);
  const fsrsDays = rating <= 2 ? 1 : fsrsIntervalDays(memory, choice.desiredRetention, parameters);
  const days = choice.scheduler === 'fsrs' ? fsrsDays : sm2.intervalDays;
  return {
    ...sm2,
    stability: memory.stability,
    difficulty: memory.difficulty,
    fsrsIntervalDays: fsrsDays,
    elapsedDays,
    nextReviewDate: addLearnerDays(reviewedAt, days, choice.timeZone, choice.dayStartsAtHour),
  };
}
