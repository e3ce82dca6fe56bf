/**
 * Ratings and their undo (spec §4 Study, §7 upserts, §9 SM-2). A rating upserts card_reviews and
 * card_statistics and appends to review_logs in one statement (rating.repository.ts).
 * "Previous" undoes exactly the rating it names (its client event id), restoring the card's state
 * before it, in a transaction that takes the locks of study-locks.ts, and only while that rating
 * is still the card's latest: otherwise 409. Every write is idempotent on its client
 * event id (also when the same id races itself into two sessions), so the web may retry until
 * it lands.
 */
import type { ScheduledReviewDto } from '@app/contracts';
import { scheduleReview, type Rating } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { writeExpectedRating } from './expected-rating.repository.ts';
import * as rating from './rating.repository.ts';
import * as repo from './study.repository.ts';
import { DuplicateEvent, lockOwnedSession } from './study-locks.ts';

function clamp(instant: Date, min: Date, max: Date): Date {
  return new Date(Math.min(Math.max(instant.getTime(), min.getTime()), max.getTime()));
}

/** The review state a logged rating produced (what a retried request answers). */
function loggedReview(entry: {
  kind: string;
  easinessFactorAfter: number | null;
  intervalDaysAfter: number | null;
  repetitionCountAfter: number | null;
  nextReviewDateAfter: Date | null;
  reviewedAt: Date;
}): ScheduledReviewDto | null {
  if (
    entry.kind !== 'review' ||
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
    lastReviewedAt: entry.reviewedAt.toISOString(),
  };
}

/** Runs `write`; when a concurrent request logged the same event first, answers `replay`. */
async function once<T>(write: () => Promise<T>, replay: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateEvent) return replay();
    throw error;
  }
}

export interface ReviewInput {
  eventId: string;
  cardId: string;
  rating: Rating;
  elapsedMs: number;
  reviewedAt: string;
  timeZone: string;
  /** The SM-2 state the client expects before this rating (reviewSchema); absent: unknown. */
  expected?: { easinessFactor: number; intervalDays: number; repetitionCount: number } | null;
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
  },
  reviewedAt: Date,
): ScheduledReviewDto {
  return {
    easinessFactor: next.easinessFactor,
    intervalDays: next.intervalDays,
    repetitionCount: next.repetitionCount,
    nextReviewDate: next.nextReviewDate.toISOString(),
    lastReviewedAt: reviewedAt.toISOString(),
  };
}

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
): Promise<{ review: ScheduledReviewDto } | null> {
  const reviewedAt = new Date(Math.min(new Date(input.reviewedAt).getTime(), now.getTime()));
  const next = scheduleReview(input.expected, input.rating, reviewedAt, input.timeZone);
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
      expected: input.expected,
      after: next,
    });
    if (!written) return null;
  } catch (error) {
    // a card or session deleted meanwhile, or the event logged already: the read decides
    if (sqlState(error) !== '23503' && sqlState(error) !== '23505') throw error;
    return null;
  }
  return { review: scheduledDto(next, reviewedAt) };
}

/** Attempts before a rating that keeps meeting concurrent changes gives up (500). */
const MAX_ATTEMPTS = 8;

/**
 * Records one rating: SM-2 update of card_reviews, +1 on card_statistics, a review_logs row, in
 * one round trip when the card has the state the client expects (expected-rating.repository.ts),
 * else two (rating.repository.ts). `reviewedAt` (client clock) is clamped to
 * [session start, now]. A repeated event id (also one racing itself into another session)
 * answers the state the first request produced.
 * @throws AppError 404 SESSION_NOT_FOUND / CARD_NOT_FOUND, 409 SESSION_COMPLETED.
 */
export async function recordReview(
  db: Db,
  userId: string,
  sessionId: string,
  input: ReviewInput,
  now: Date,
): Promise<{ review: ScheduledReviewDto | null }> {
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
    if (context.logged) return { review: loggedReview(context.logged) };
    const session = context.session;
    if (!session) throw new AppError('SESSION_NOT_FOUND');
    // the set was deleted or its share withdrawn while the learner studied: gone for them
    if (!session.studyable) throw new AppError('SET_NOT_FOUND');
    if (session.completed) throw new AppError('SESSION_COMPLETED');
    if (!context.cardInSet) throw new AppError('CARD_NOT_FOUND');
    const reviewedAt = clamp(new Date(input.reviewedAt), session.startedAt, now);
    const next = scheduleReview(context.review, input.rating, reviewedAt, input.timeZone);
    let outcome: 'written' | 'gone' | 'changed';
    try {
      outcome = await rating.writeRating(db, {
        userId,
        sessionId,
        setId: session.setId,
        cardId: input.cardId,
        eventId: input.eventId,
        logId: crypto.randomUUID(),
        rating: input.rating,
        elapsedMs: input.elapsedMs,
        reviewedAt,
        before: context.review,
        after: next,
      });
    } catch (error) {
      // a card or session deleted meanwhile, or the same event logged meanwhile: read again
      if (sqlState(error) !== '23503' && sqlState(error) !== '23505') throw error;
      outcome = 'changed';
    }
    if (outcome === 'written') {
      return { review: scheduledDto(next, reviewedAt) };
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error('rating kept conflicting with concurrent writes');
    // 'gone' and 'changed': the next read finds what happened (404, 409, logged, new state)
  }
}

/**
 * "Previous": cancels the session's rating sent with `reviewEventId`, restoring the card's review
 * state and statistics to what they were before it, and appends an 'undo' log entry.
 * @throws AppError 404 SESSION_NOT_FOUND; 409 SESSION_COMPLETED; 409 NOTHING_TO_UNDO when the
 * session has no such rating or it was undone already; 409 UNDO_CONFLICT when the card was rated
 * again since (in another session), so that rating is no longer the card's latest.
 */
export async function undoReview(
  db: Db,
  userId: string,
  sessionId: string,
  input: { eventId: string; reviewEventId: string },
  now: Date,
): Promise<{ undoneCardId: string | null }> {
  const replay = async () => ({
    undoneCardId: (await repo.findLogByEvent(db, userId, input.eventId))?.flashcardId ?? null,
  });
  return once(
    () =>
      db.transaction(async (tx) => {
        const session = await lockOwnedSession(tx, userId, sessionId);
        const logged = await repo.findLogByEvent(tx, userId, input.eventId);
        if (logged) return { undoneCardId: logged.flashcardId };
        if (session.completedAt) throw new AppError('SESSION_COMPLETED');
        const found = await repo.findSessionReview(tx, session.id, input.reviewEventId);
        if (!found || found.undoneBy !== null || found.entry.rating === null) {
          throw new AppError('NOTHING_TO_UNDO');
        }
        const entry = found.entry;
        await repo.lockCard(tx, entry.flashcardSetId, entry.flashcardId);
        const current = await repo.findReviewForUpdate(tx, userId, entry.flashcardId);
        if (!current || current.lastLogId !== entry.id) throw new AppError('UNDO_CONFLICT');
        const logId = await repo.insertLog(tx, {
          clientEventId: input.eventId,
          userId,
          flashcardId: entry.flashcardId,
          flashcardSetId: entry.flashcardSetId,
          studySessionId: session.id,
          kind: 'undo',
          undoesLogId: entry.id,
          previousLogId: entry.id,
          rating: null,
          ratingBefore: entry.rating,
          easinessFactorBefore: entry.easinessFactorAfter,
          intervalDaysBefore: entry.intervalDaysAfter,
          repetitionCountBefore: entry.repetitionCountAfter,
          nextReviewDateBefore: entry.nextReviewDateAfter,
          lastReviewedAtBefore: entry.reviewedAt,
          easinessFactorAfter: entry.easinessFactorBefore,
          intervalDaysAfter: entry.intervalDaysBefore,
          repetitionCountAfter: entry.repetitionCountBefore,
          nextReviewDateAfter: entry.nextReviewDateBefore,
          reviewedAt: now,
          elapsedMs: null,
        });
        if (logId === null) throw new DuplicateEvent();
        if (
          entry.easinessFactorBefore === null ||
          entry.intervalDaysBefore === null ||
          entry.repetitionCountBefore === null ||
          entry.nextReviewDateBefore === null ||
          entry.lastReviewedAtBefore === null ||
          entry.ratingBefore === null
        ) {
          await repo.deleteReview(tx, userId, entry.flashcardId);
        } else {
          await repo.upsertReview(tx, {
            userId,
            flashcardId: entry.flashcardId,
            flashcardSetId: entry.flashcardSetId,
            studySessionId: current.studySessionId,
            difficultyRating: entry.ratingBefore,
            easinessFactor: entry.easinessFactorBefore,
            intervalDays: entry.intervalDaysBefore,
            repetitionCount: entry.repetitionCountBefore,
            nextReviewDate: entry.nextReviewDateBefore,
            lastReviewedAt: entry.lastReviewedAtBefore,
            lastLogId: entry.previousLogId,
            // the row is locked (findReviewForUpdate): its count less the rating undone
            totalReviews: Math.max(current.totalReviews - 1, 0),
          });
        }
        await repo.adjustStatistics(tx, {
          userId,
          flashcardId: entry.flashcardId,
          flashcardSetId: entry.flashcardSetId,
          rating: entry.rating as Rating,
          delta: -1,
          lastReviewedAt: entry.lastReviewedAtBefore,
        });
        return { undoneCardId: entry.flashcardId };
      }),
    replay,
  );
}
