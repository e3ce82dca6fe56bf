/**
 * Ratings (spec §4 Study, §7 upserts, §9 SM-2; their undo: undo.service.ts). A rating upserts
 * card_reviews and card_statistics and appends to review_logs in one statement
 * (rating.repository.ts); a repeat in the learner's day is practice (practice.repository.ts).
 * Every write is idempotent on its client event id (also when the same id races itself into
 * two sessions), so the web may retry until it lands.
 */
import type { ScheduledReviewDto } from '@app/contracts';
import {
  isPracticeRating,
  scheduleRating,
  startOfLearnerDay,
  type Rating,
  type Scheduler,
  type SchedulerChoice,
} from '@app/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { writeExpectedRating } from './expected-rating.repository.ts';
import { writePractice } from './practice.repository.ts';
import * as rating from './rating.repository.ts';

function clamp(instant: Date, min: Date, max: Date): Date {
  return new Date(Math.min(Math.max(instant.getTime(), min.getTime()), max.getTime()));
}

/**
 * The review state a logged rating or practice produced (what a retried request answers). A
 * practice entry left the card as it was, including when it was last reviewed: its answer's
 * `lastReviewedAt` is the card's (the entry's before-value), not the practice's own time.
 */
function loggedReview(entry: {
  kind: string;
  easinessFactorAfter: number | null;
  intervalDaysAfter: number | null;
  repetitionCountAfter: number | null;
  nextReviewDateAfter: Date | null;
  lastReviewedAtBefore: Date | null;
  stabilityAfter: number | null;
  difficultyAfter: number | null;
  reviewedAt: Date;
}): ScheduledReviewDto | null {
  if (
    entry.kind === 'undo' ||
    entry.easinessFactorAfter === null ||
    entry.intervalDaysAfter === null ||
    entry.repetitionCountAfter === null ||
    entry.nextReviewDateAfter === null
  ) {
    return null;
  }
  return {
    easinessFactor: entry.easinessFactorAfter,
    intervalDays: entry.intervalDaysAfter,
    repetitionCount: entry.repetitionCountAfter,
    nextReviewDate: entry.nextReviewDateAfter.toISOString(),
    lastReviewedAt: (entry.kind === 'practice' && entry.lastReviewedAtBefore !== null
      ? entry.lastReviewedAtBefore
      : entry.reviewedAt
    ).toISOString(),
    stability: entry.stabilityAfter,
    difficulty: entry.difficultyAfter,
  };
}

export interface ReviewInput {
  eventId: string;
  cardId: string;
  rating: Rating;
  elapsedMs: number;
  reviewedAt: string;
  timeZone: string;
  /** The local hour at which the learner's day begins (0-23; issue 19). */
  dayStartsAtHour: number;
  /** The scheduler that sets the due date and FSRS's desired retention (issue 19 §2). */
  scheduler: Scheduler;
  desiredRetention: number;
  /** The learner's own FSRS parameters (null: FSRS-6's defaults). */
  fsrsParameters?: readonly number[] | null;
  /** The state the client expects before this rating (reviewSchema); absent: unknown. */
  expected?: {
    easinessFactor: number;
    intervalDays: number;
    repetitionCount: number;
    stability?: number | null | undefined;
    difficulty?: number | null | undefined;
    lastReviewedAt?: string | undefined;
  } | null;
}

/** The learner's scheduler settings a rating carries. */
function choiceOf(input: ReviewInput): SchedulerChoice {
  return {
    scheduler: input.scheduler,
    desiredRetention: input.desiredRetention,
    parameters: input.fsrsParameters ?? null,
    dayStartsAtHour: input.dayStartsAtHour,
    timeZone: input.timeZone,
  };
}

/** The SQLSTATE of a driver error (drizzle wraps it as `cause`). */
function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/** The answer to a rating that was written: the new state, as ScheduledReviewDto. */
function scheduledDto(
  next: {
    easinessFactor: number;
    intervalDays: number;
    repetitionCount: number;
    nextReviewDate: Date;
    stability: number | null;
    difficulty: number | null;
  },
  reviewedAt: Date,
): ScheduledReviewDto {
  return {
    easinessFactor: next.easinessFactor,
    intervalDays: next.intervalDays,
    repetitionCount: next.repetitionCount,
    nextReviewDate: next.nextReviewDate.toISOString(),
    lastReviewedAt: reviewedAt.toISOString(),
    stability: next.stability,
    difficulty: next.difficulty,
  };
}

/** 2000-01-01T00:00:00Z: no study session starts before it (their start is the server's clock). */
const SESSIONS_BEGIN_MS = Date.parse('2000-01-01T00:00:00Z');

/**
 * The one-round-trip rating (expected-rating.repository.ts): SM-2 from the state the client
 * expects, written only if the card has it. Null when nothing was written (the caller reads).
 */
async function writeFromExpected(
  db: Db,
  userId: string,
  sessionId: string,
  input: ReviewInput & { expected: NonNullable<ReviewInput['expected']> | null },
  now: Date,
): Promise<{ review: ScheduledReviewDto; practice: false } | null> {
  const reviewedAt = new Date(Math.min(new Date(input.reviewedAt).getTime(), now.getTime()));
  // Before any session began, so before this one's: the statement would write nothing, and a
  // client clock in year 1 gives a learner day in year 0, which the database cannot read (a
  // 500, issue 34 item 26). The two-round-trip path clamps it to the session's start.
  if (reviewedAt.getTime() < SESSIONS_BEGIN_MS) return null;
  const hour = input.dayStartsAtHour;
  const e = input.expected;
  // a reviewed card needs when it was last rated (FSRS counts the days since): else read
  if (e !== null && e.lastReviewedAt === undefined) return null;
  const expected = e && {
    easinessFactor: e.easinessFactor,
    intervalDays: e.intervalDays,
    repetitionCount: e.repetitionCount,
    stability: e.stability ?? null,
    difficulty: e.difficulty ?? null,
    lastReviewedAt: new Date(e.lastReviewedAt!),
  };
  const next = scheduleRating(expected, input.rating, reviewedAt, choiceOf(input));
  try {
    const written = await writeExpectedRating(db, {
      userId,
      sessionId,
      cardId: input.cardId,
      eventId: input.eventId,
      logId: crypto.randomUUID(),
      rating: input.rating,
      elapsedMs: input.elapsedMs,
      reviewedAt,
      expected,
      dayStart: startOfLearnerDay(reviewedAt, input.timeZone, hour),
      after: next,
    });
    if (!written) return null;
  } catch (error) {
    // a card or session deleted meanwhile, or the event logged already: the read decides
    if (sqlState(error) !== '23503' && sqlState(error) !== '23505') throw error;
    return null;
  }
  return { review: scheduledDto(next, reviewedAt), practice: false };
}

/** Attempts before a rating that keeps meeting concurrent changes gives up (500). */
const MAX_ATTEMPTS = 8;

/**
 * Records one rating: SM-2 update of card_reviews, +1 on card_statistics, a review_logs row, in
 * one round trip when the card has the state the client expects (expected-rating.repository.ts),
 * else two (rating.repository.ts). A card already rated in the learner's day (which begins at
 * `dayStartsAtHour` in `timeZone`) is rated as practice instead (issue 19): logged, counted in
 * the session, its schedule left alone (`practice: true`). `reviewedAt` (client clock) is
 * clamped to [session start, now]. A today session (no set) takes cards of any set the learner
 * may study. A repeated event id (also one racing itself into another session) answers the
 * state the first request produced.
 * @throws AppError 404 SESSION_NOT_FOUND / SET_NOT_FOUND / CARD_NOT_FOUND, 409 SESSION_COMPLETED.
 */
export async function recordReview(
  db: Db,
  userId: string,
  sessionId: string,
  input: ReviewInput,
  now: Date,
): Promise<{ review: ScheduledReviewDto | null; practice: boolean }> {
  if (input.expected !== undefined) {
    const written = await writeFromExpected(
      db,
      userId,
      sessionId,
      { ...input, expected: input.expected },
      now,
    );
    if (written) return written;
  }
  for (let attempt = 1; ; attempt += 1) {
    const context = await rating.readRatingContext(db, { userId, sessionId, ...input });
    if (context.logged) {
      return {
        review: loggedReview(context.logged),
        practice: context.logged.kind === 'practice',
      };
    }
    const session = context.session;
    if (!session) throw new AppError('SESSION_NOT_FOUND');
    // the set was deleted or its share withdrawn while the learner studied: gone for them
    if (!session.studyable) throw new AppError('SET_NOT_FOUND');
    if (session.completed) throw new AppError('SESSION_COMPLETED');
    if (!context.card) throw new AppError('CARD_NOT_FOUND');
    if (!context.card.studyable) throw new AppError('SET_NOT_FOUND');
    const reviewedAt = clamp(new Date(input.reviewedAt), session.startedAt, now);
    const hour = input.dayStartsAtHour;
    const dayStart = startOfLearnerDay(reviewedAt, input.timeZone, hour);
    const current = context.review;
    // the rule the rating buttons' previews use (domain previewRatings)
    const practice =
      current !== null &&
      isPracticeRating(current.lastReviewedAt, reviewedAt, input.timeZone, hour);
    const write = {
      userId,
      sessionId,
      setId: context.card.setId,
      cardId: input.cardId,
      eventId: input.eventId,
      logId: crypto.randomUUID(),
      rating: input.rating,
      elapsedMs: input.elapsedMs,
      reviewedAt,
    };
    const next = practice
      ? null
      : scheduleRating(current, input.rating, reviewedAt, choiceOf(input));
    let outcome: 'written' | 'gone' | 'changed';
    try {
      outcome = next
        ? await rating.writeRating(db, { ...write, before: current, after: next })
        : await writePractice(db, { ...write, dayStart });
    } catch (error) {
      // a card or session deleted meanwhile, or the same event logged meanwhile: read again
      if (sqlState(error) !== '23503' && sqlState(error) !== '23505') throw error;
      outcome = 'changed';
    }
    if (outcome === 'written') {
      // practice keeps the card's state, including when it was last reviewed
      if (next) return { review: scheduledDto(next, reviewedAt), practice: false };
      return { review: scheduledDto(current!, current!.lastReviewedAt), practice: true };
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error('rating kept conflicting with concurrent writes');
    // 'gone' and 'changed': the next read finds what happened (404, 409, logged, new state)
  }
}
