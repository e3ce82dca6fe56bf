/**
 * "Previous" (spec §4 Study: "removes the last recorded rating from the session log"): undoing
 * exactly the rating a client event id names, in a transaction that takes the locks of
 * study-locks.ts, only while that rating is still the card's latest (otherwise 409). Idempotent
 * on the undo's own event id.
 */
import type { Rating } from '@app/domain';
import type { Db } from '../../db/client.ts';
import type { reviewLogs } from '../../db/schema/study.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './study.repository.ts';
import { DuplicateEvent, lockOwnedSession, lockStudiedSet } from './study-locks.ts';

/** Runs `write`; when a concurrent request logged the same event first, answers `replay`. */
async function once<T>(write: () => Promise<T>, replay: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateEvent) return replay();
    throw error;
  }
}

/** The undo log row of a practice entry: its state before and after are the card's, unchanged. */
function undoOf(
  entry: typeof reviewLogs.$inferSelect,
  eventId: string,
  sessionId: string,
  now: Date,
) {
  return {
    clientEventId: eventId,
    userId: entry.userId,
    flashcardId: entry.flashcardId,
    flashcardSetId: entry.flashcardSetId,
    studySessionId: sessionId,
    kind: 'undo',
    undoesLogId: entry.id,
    rating: null,
    ratingBefore: entry.ratingBefore,
    easinessFactorBefore: entry.easinessFactorAfter,
    intervalDaysBefore: entry.intervalDaysAfter,
    repetitionCountBefore: entry.repetitionCountAfter,
    nextReviewDateBefore: entry.nextReviewDateAfter,
    lastReviewedAtBefore: entry.lastReviewedAtBefore,
    easinessFactorAfter: entry.easinessFactorAfter,
    intervalDaysAfter: entry.intervalDaysAfter,
    repetitionCountAfter: entry.repetitionCountAfter,
    nextReviewDateAfter: entry.nextReviewDateAfter,
    stabilityBefore: entry.stabilityAfter,
    difficultyBefore: entry.difficultyAfter,
    stabilityAfter: entry.stabilityAfter,
    difficultyAfter: entry.difficultyAfter,
    reviewedAt: now,
    elapsedMs: null,
  };
}

/**
 * "Previous": cancels the session's rating sent with `reviewEventId`, restoring the card's review
 * state and statistics to what they were before it, and appends an 'undo' log entry. A practice
 * rating (issue 19) changed no state: its undo only appends the 'undo' entry.
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
        // a today session locked no set: lock this card's, which must still be studyable
        if (session.flashcardSetId === null) {
          await lockStudiedSet(tx, userId, entry.flashcardSetId);
        }
        await repo.lockCard(tx, entry.flashcardSetId, entry.flashcardId);
        if (entry.kind === 'practice') {
          // practice changed no state: its undo only cancels it in the log
          const logId = await repo.insertLog(tx, {
            ...undoOf(entry, input.eventId, session.id, now),
            previousLogId: entry.previousLogId,
          });
          if (logId === null) throw new DuplicateEvent();
          return { undoneCardId: entry.flashcardId };
        }
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
          stabilityBefore: entry.stabilityAfter,
          difficultyBefore: entry.difficultyAfter,
          stabilityAfter: entry.stabilityBefore,
          difficultyAfter: entry.difficultyBefore,
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
            // FSRS's memory state before the rating; its interval then was not logged
            stability: entry.stabilityBefore,
            difficulty: entry.difficultyBefore,
            fsrsIntervalDays: null,
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
