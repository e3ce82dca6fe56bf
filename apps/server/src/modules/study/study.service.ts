/**
 * Study rules (spec §4 Study, §7 study calls, §9 SM-2): each rating upserts card_reviews and
 * card_statistics and appends to review_logs in one transaction; "Previous" undoes the session's
 * last rating (restoring the card's state before it); completing a session stores
 * cards_correct (ratings ≥ 4), cards_hard (ratings < 3) and the duration in seconds. Every write
 * is idempotent on its client event id, so the web may retry until it lands. Sessions, cards and
 * sets of other users answer 404.
 */
import type { CardReviewStateDto, StudyCardDto, StudySessionDto } from '@app/contracts';
import {
  effectiveReviews,
  isSameLearnerDay,
  scheduleReview,
  summariseSession,
  type Rating,
  type SessionLogEntry,
} from '@app/domain';
import type { Db } from '../../db/client.ts';
import { AppError, MESSAGES, setNotFound } from '../../lib/errors.ts';
import { findOwnedSet } from '../flashcards/flashcards.repository.ts';
import * as repo from './study.repository.ts';

const sessionNotFound = () => new AppError(404, 'SESSION_NOT_FOUND', MESSAGES.sessionNotFound);

function toLogEntry(row: repo.LogRow): SessionLogEntry {
  return {
    id: row.id,
    kind: row.kind as SessionLogEntry['kind'],
    undoesLogId: row.undoesLogId,
    cardId: row.flashcardId,
    rating: row.rating as Rating | null,
  };
}

/** The session's order restricted to cards still in the set, then any cards added since. */
function reconcileOrder(order: readonly string[], cardIds: readonly string[]): string[] {
  const present = new Set(cardIds);
  const kept = [...new Set(order)].filter((id) => present.has(id));
  const seen = new Set(kept);
  return [...kept, ...cardIds.filter((id) => !seen.has(id))];
}

async function toSessionDto(
  db: Db,
  session: repo.SessionRow,
  cardIds: readonly string[],
): Promise<StudySessionDto> {
  const log = await repo.listSessionLog(db, session.id);
  return {
    id: session.id,
    startedAt: session.startedAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
    cardOrder: reconcileOrder(session.cardOrder, cardIds),
    ratings: effectiveReviews(log.map(toLogEntry)).map(({ cardId, rating }) => ({
      cardId,
      rating,
    })),
  };
}

export interface StudyState {
  set: { id: string; title: string; color: string };
  cards: StudyCardDto[];
  /** Today's unfinished session on this set, to resume; null when there is none. */
  session: StudySessionDto | null;
}

/**
 * What the study screen loads: the set's cards (editor order) with the learner's review state,
 * and today's open session if any ("today" in `timeZone`).
 * @throws AppError 404 SET_NOT_FOUND when the set is missing or not the user's.
 */
export async function getStudyState(
  db: Db,
  userId: string,
  setId: string,
  now: Date,
  timeZone: string,
): Promise<StudyState> {
  const set = await findOwnedSet(db, userId, setId);
  if (!set) throw setNotFound();
  const [rows, open] = await Promise.all([
    repo.listCardsWithReviews(db, userId, setId),
    repo.findLatestOpenSession(db, userId, setId),
  ]);
  const cards: StudyCardDto[] = rows.map((row) => {
    const review: CardReviewStateDto | null =
      row.easinessFactor === null ||
      row.intervalDays === null ||
      row.repetitionCount === null ||
      row.nextReviewDate === null ||
      row.lastReviewedAt === null
        ? null
        : {
            easinessFactor: row.easinessFactor,
            intervalDays: row.intervalDays,
            repetitionCount: row.repetitionCount,
            nextReviewDate: row.nextReviewDate.toISOString(),
            lastReviewedAt: row.lastReviewedAt.toISOString(),
            totalReviews: row.totalReviews ?? 0,
          };
    return {
      id: row.id,
      front: row.front,
      back: row.back,
      frontImageUrl: row.frontImageUrl,
      backImageUrl: row.backImageUrl,
      tags: row.tags,
      review,
    };
  });
  const resumable = open && cards.length > 0 && isSameLearnerDay(open.startedAt, now, timeZone);
  const session = resumable
    ? await toSessionDto(
        db,
        open,
        cards.map((c) => c.id),
      )
    : null;
  return { set: { id: set.id, title: set.title, color: set.color }, cards, session };
}

/**
 * Starts a session with the client's id and order (see startSessionSchema). A repeated start
 * with the same id returns the same session.
 * @throws AppError 404 SET_NOT_FOUND for a set that is missing, not the user's or empty.
 */
export async function startSession(
  db: Db,
  userId: string,
  setId: string,
  input: { sessionId: string; cardOrder: string[]; timeZone: string },
  now: Date,
): Promise<StudySessionDto> {
  return db.transaction(async (tx) => {
    const set = await findOwnedSet(tx, userId, setId);
    if (!set) throw setNotFound();
    const cardIds = await repo.listCardIds(tx, setId);
    if (cardIds.length === 0) throw new AppError(404, 'SET_NOT_FOUND', MESSAGES.setEmpty);
    await repo.insertSessionIfAbsent(tx, {
      id: input.sessionId,
      userId,
      flashcardSetId: setId,
      startedAt: now,
      cardOrder: reconcileOrder(input.cardOrder, cardIds),
      timeZone: input.timeZone,
    });
    const session = await repo.findOwnedSession(tx, userId, input.sessionId);
    if (!session || session.flashcardSetId !== setId) throw sessionNotFound();
    return toSessionDto(tx, session, cardIds);
  });
}

async function lockOpenSession(db: Db, userId: string, sessionId: string) {
  const session = await repo.findOwnedSession(db, userId, sessionId, true);
  if (!session) throw sessionNotFound();
  return session;
}

function clamp(instant: Date, min: Date, max: Date): Date {
  return new Date(Math.min(Math.max(instant.getTime(), min.getTime()), max.getTime()));
}

/**
 * Records one rating: SM-2 update of card_reviews, +1 on card_statistics, a review_logs row.
 * `reviewedAt` (client clock) is clamped to [session start, now].
 * @throws AppError 404 SESSION_NOT_FOUND / CARD_NOT_FOUND, 409 SESSION_COMPLETED.
 */
export async function recordReview(
  db: Db,
  userId: string,
  sessionId: string,
  input: {
    eventId: string;
    cardId: string;
    rating: Rating;
    elapsedMs: number;
    reviewedAt: string;
    timeZone: string;
  },
  now: Date,
): Promise<{ review: CardReviewStateDto | null }> {
  return db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, userId, sessionId);
    if (await repo.findLogByEvent(tx, userId, input.eventId)) return { review: null };
    if (session.completedAt)
      throw new AppError(409, 'SESSION_COMPLETED', MESSAGES.sessionCompleted);
    if (!(await repo.cardBelongsToSet(tx, session.flashcardSetId, input.cardId))) {
      throw new AppError(404, 'CARD_NOT_FOUND', MESSAGES.cardNotFound);
    }
    const previous = await repo.findReviewForUpdate(tx, userId, input.cardId);
    const reviewedAt = clamp(new Date(input.reviewedAt), session.startedAt, now);
    const next = scheduleReview(previous ?? null, input.rating, reviewedAt, input.timeZone);
    await repo.upsertReview(tx, {
      userId,
      flashcardId: input.cardId,
      flashcardSetId: session.flashcardSetId,
      studySessionId: session.id,
      difficultyRating: input.rating,
      easinessFactor: next.easinessFactor,
      intervalDays: next.intervalDays,
      repetitionCount: next.repetitionCount,
      nextReviewDate: next.nextReviewDate,
      lastReviewedAt: reviewedAt,
    });
    await repo.adjustStatistics(tx, {
      userId,
      flashcardId: input.cardId,
      flashcardSetId: session.flashcardSetId,
      rating: input.rating,
      delta: 1,
      lastReviewedAt: reviewedAt,
    });
    await repo.insertLog(tx, {
      clientEventId: input.eventId,
      userId,
      flashcardId: input.cardId,
      flashcardSetId: session.flashcardSetId,
      studySessionId: session.id,
      kind: 'review',
      rating: input.rating,
      ratingBefore: previous?.difficultyRating ?? null,
      easinessFactorBefore: previous?.easinessFactor ?? null,
      intervalDaysBefore: previous?.intervalDays ?? null,
      repetitionCountBefore: previous?.repetitionCount ?? null,
      nextReviewDateBefore: previous?.nextReviewDate ?? null,
      lastReviewedAtBefore: previous?.lastReviewedAt ?? null,
      easinessFactorAfter: next.easinessFactor,
      intervalDaysAfter: next.intervalDays,
      repetitionCountAfter: next.repetitionCount,
      nextReviewDateAfter: next.nextReviewDate,
      reviewedAt,
      elapsedMs: input.elapsedMs,
    });
    return {
      review: {
        easinessFactor: next.easinessFactor,
        intervalDays: next.intervalDays,
        repetitionCount: next.repetitionCount,
        nextReviewDate: next.nextReviewDate.toISOString(),
        lastReviewedAt: reviewedAt.toISOString(),
        totalReviews: 0,
      },
    };
  });
}

/**
 * "Previous": cancels the session's last effective rating, restoring the card's review state
 * and statistics to what they were before it, and appends an 'undo' log entry.
 * @throws AppError 404 SESSION_NOT_FOUND, 409 SESSION_COMPLETED or NOTHING_TO_UNDO.
 */
export async function undoLastReview(
  db: Db,
  userId: string,
  sessionId: string,
  eventId: string,
  now: Date,
): Promise<{ undoneCardId: string | null }> {
  return db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, userId, sessionId);
    if (await repo.findLogByEvent(tx, userId, eventId)) return { undoneCardId: null };
    if (session.completedAt)
      throw new AppError(409, 'SESSION_COMPLETED', MESSAGES.sessionCompleted);
    const log = await repo.listSessionLog(tx, session.id);
    const last = effectiveReviews(log.map(toLogEntry)).at(-1);
    const entry = last && log.find((row) => row.id === last.logId);
    if (!entry || entry.rating === null) {
      throw new AppError(409, 'NOTHING_TO_UNDO', MESSAGES.nothingToUndo);
    }
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
        studySessionId: session.id,
        difficultyRating: entry.ratingBefore,
        easinessFactor: entry.easinessFactorBefore,
        intervalDays: entry.intervalDaysBefore,
        repetitionCount: entry.repetitionCountBefore,
        nextReviewDate: entry.nextReviewDateBefore,
        lastReviewedAt: entry.lastReviewedAtBefore,
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
    await repo.insertLog(tx, {
      clientEventId: eventId,
      userId,
      flashcardId: entry.flashcardId,
      flashcardSetId: entry.flashcardSetId,
      studySessionId: session.id,
      kind: 'undo',
      undoesLogId: entry.id,
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
    return { undoneCardId: entry.flashcardId };
  });
}

export interface CompletedSessionDto {
  id: string;
  completedAt: string;
  totalCardsStudied: number;
  cardsCorrect: number;
  cardsHard: number;
  sessionDurationSeconds: number;
}

/**
 * Closes a session (spec §7): total_cards_studied, cards_correct (≥ 4), cards_hard (< 3),
 * session_duration_seconds = whole seconds since start. Completing twice returns the first result.
 * @throws AppError 404 SESSION_NOT_FOUND.
 */
export async function completeSession(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<CompletedSessionDto> {
  return db.transaction(async (tx) => {
    let session = await lockOpenSession(tx, userId, sessionId);
    if (!session.completedAt) {
      const ratings = effectiveReviews(
        (await repo.listSessionLog(tx, session.id)).map(toLogEntry),
      ).map((r) => r.rating);
      const summary = summariseSession(ratings);
      const [updated] = await repo.completeSessionRow(tx, session.id, {
        completedAt: now,
        totalCardsStudied: summary.total,
        cardsCorrect: summary.correct,
        cardsHard: summary.hard,
        sessionDurationSeconds: Math.max(
          0,
          Math.round((now.getTime() - session.startedAt.getTime()) / 1000),
        ),
      });
      if (updated) session = updated;
    }
    return {
      id: session.id,
      completedAt: (session.completedAt ?? now).toISOString(),
      totalCardsStudied: session.totalCardsStudied ?? 0,
      cardsCorrect: session.cardsCorrect ?? 0,
      cardsHard: session.cardsHard ?? 0,
      sessionDurationSeconds: session.sessionDurationSeconds ?? 0,
    };
  });
}
