/**
 * FSRS beside SM-2 (issue 19 §2), through ts-fsrs (FSRS-6, its default parameters unless the
 * learner's own are given): only the glue is ours. The memory state of a card is its stability
 * (days for retrievability to fall to 90 %) and difficulty (1-10); each review moves it with
 * ts-fsrs's `next_state`, and the next interval is ts-fsrs's `next_interval` for the desired
 * retention. Days are learner days (the caller gives the whole days elapsed since the last
 * review), so there are no same-day learning steps (`enable_short_term: false`): a repeat in
 * the learner's day is practice (relearn.ts) and does not reach the scheduler.
 *
 * The spec's five ratings map to FSRS grades: Rất khó (1) and Khó (2) → Again, Trung bình (3) →
 * Hard, Dễ (4) → Good, Rất dễ (5) → Easy. Under FSRS the study screen offers four buttons
 * (Lại, Khó, Tốt, Dễ) that send 1, 3, 4, 5.
 */
import { default_w, fsrs, generatorParameters, type FSRS, type Grade } from 'ts-fsrs';
import {
  DEFAULT_DESIRED_RETENTION,
  MAX_DESIRED_RETENTION,
  MIN_DESIRED_RETENTION,
} from './retention.ts';
import { MAX_INTERVAL_DAYS, type Rating } from './sm2.ts';

/** A card's FSRS memory state. */
export interface FsrsMemory {
  /** Days until retrievability falls to 90 %. */
  stability: number;
  /** 1 (easiest) - 10 (hardest). */
  difficulty: number;
}

/** FSRS-6's default parameters (ts-fsrs's `default_w`): what a learner who never optimised uses. */
export const FSRS_DEFAULT_PARAMETERS: readonly number[] = default_w;

export {
  DEFAULT_DESIRED_RETENTION,
  MAX_DESIRED_RETENTION,
  MIN_DESIRED_RETENTION,
} from './retention.ts';

/**
 * FSRS-6's forgetting curve with the default weights, R(t, S) = (1 + FACTOR · t / S)^(−DECAY)
 * (t and S in days; R(S, S) = 0.9): DECAY is weight w20, FACTOR = 0.9^(−1/DECAY) − 1. The today
 * queue orders due cards by it in SQL.
 */
export const FSRS_DECAY = default_w[20]!;
export const FSRS_FACTOR = Math.pow(0.9, -1 / FSRS_DECAY) - 1;

/**
 * The forgetting curve's DECAY and FACTOR for the learner's parameters (ts-fsrs clips them as it
 * does when scheduling; absent: FSRS_DECAY and FSRS_FACTOR).
 */
export function fsrsCurve(parameters?: readonly number[] | null): {
  decay: number;
  factor: number;
} {
  if (!parameters) return { decay: FSRS_DECAY, factor: FSRS_FACTOR };
  const decay = scheduler(DEFAULT_DESIRED_RETENTION, parameters).parameters.w[20]!;
  return { decay, factor: Math.pow(0.9, -1 / decay) - 1 };
}

/** Retrievability of a card with `stability` days, `elapsedDays` after its last review. */
export function fsrsRetrievability(stability: number, elapsedDays: number): number {
  return Math.pow(1 + (FSRS_FACTOR * Math.max(0, elapsedDays)) / stability, -FSRS_DECAY);
}

/** The ratings the FSRS study screen sends: Lại, Khó, Tốt, Dễ. */
export const FSRS_BUTTON_RATINGS: readonly Rating[] = [1, 3, 4, 5];

const GRADES: Record<Rating, Grade> = { 1: 1, 2: 1, 3: 2, 4: 3, 5: 4 };

/** The FSRS grade of a rating (Again 1, Hard 2, Good 3, Easy 4). */
export function fsrsGrade(rating: Rating): Grade {
  return GRADES[rating];
}

const schedulers = new Map<string, FSRS>();

/**
 * A ts-fsrs scheduler for `desiredRetention` (0.70-0.97) and the learner's parameters (21
 * weights; ts-fsrs's FSRS-6 defaults when none), without fuzz, capped at MAX_INTERVAL_DAYS.
 * @throws RangeError for a retention outside 0.70-0.97.
 */
function scheduler(desiredRetention: number, parameters?: readonly number[]): FSRS {
  if (!(desiredRetention >= MIN_DESIRED_RETENTION && desiredRetention <= MAX_DESIRED_RETENTION)) {
    throw new RangeError(`desired retention must be 0.70-0.97, got ${desiredRetention}`);
  }
  const key = `${desiredRetention}|${parameters?.join(',') ?? ''}`;
  let found = schedulers.get(key);
  if (!found) {
    found = fsrs(
      generatorParameters({
        request_retention: desiredRetention,
        maximum_interval: MAX_INTERVAL_DAYS,
        enable_fuzz: false,
        enable_short_term: false,
        ...(parameters ? { w: [...parameters] } : {}),
      }),
    );
    if (schedulers.size < 100) schedulers.set(key, found);
  }
  return found;
}

/**
 * The memory state after rating a card `elapsedDays` learner days after its last review
 * (`previous` null: a first review, which gives ts-fsrs's initial stability and difficulty for
 * the grade).
 */
export function nextFsrsMemory(
  previous: FsrsMemory | null,
  elapsedDays: number,
  rating: Rating,
  parameters?: readonly number[],
): FsrsMemory {
  const next = scheduler(DEFAULT_DESIRED_RETENTION, parameters).next_state(
    previous,
    Math.max(0, elapsedDays),
    fsrsGrade(rating),
  );
  return { stability: next.stability, difficulty: next.difficulty };
}

/** Whole days to the next review of a card with `memory`, for `desiredRetention` (≥ 1). */
export function fsrsIntervalDays(
  memory: FsrsMemory,
  desiredRetention: number,
  parameters?: readonly number[],
): number {
  const days = scheduler(desiredRetention, parameters).next_interval(memory.stability, 0);
  return Math.min(MAX_INTERVAL_DAYS, Math.max(1, days));
}

/**
 * A card's memory state from its review history (first reviews of learner days, in order, each
 * with the learner days since the previous one): what switching to FSRS computes for cards
 * reviewed under SM-2. Null for an empty history.
 */
export function replayFsrs(
  history: readonly { rating: Rating; elapsedDays: number }[],
  parameters?: readonly number[],
): FsrsMemory | null {
  let memory: FsrsMemory | null = null;
  for (const review of history) {
    memory = nextFsrsMemory(
      memory,
      memory === null ? 0 : review.elapsedDays,
      review.rating,
      parameters,
    );
  }
  return memory;
}
