/**
 * Study rules (spec §4 Study, §7 study calls, §9 SM-2): each rating upserts card_reviews and
 * card_statistics and appends to review_logs in one transaction; "Previous" undoes the session's
 * last rating (restoring the card's state before it); completing a session stores
 * cards_correct (ratings ≥ 4), cards_hard (ratings < 3) and the duration in seconds. Every write
 * is idempotent on its client event id, so the web may retry until it lands. Sessions, cards and
 * sets of other users answer 404.
 */
import type { ScheduledReviewDto, StudySessionDto } from '@app/contracts';
import {
  effectiveReviews,
  isSameLearnerDay,
  reconcileOrder,
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

function toLogEntry(row: {
  id: string;
  kind: string;
  undoesLogId: string | null;
  cardId: string;
  rating: number | null;
}): SessionLogEntry {
  return {
    id: row.id,
    kind: row.kind as SessionLogEntry['kind'],
    undoesLogId: row.undoesLogId,
    cardId: row.cardId,
    rating: row.rating as Rating | null,
  };
}

async function sessionRatings(db: Db, sessionId: string) {
  const log = await repo.listSessionLogEntries(db, sessionId);
  return effectiveReviews(log.map(toLogEntry)).map(({ cardId, rating }) => ({ cardId, rating }));
}

async function toSessionDto(db: Db, session: repo.SessionRow): Promise<StudySessionDto> {
  return {
    id: session.id,
    startedAt: session.startedAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
    cardOrder: session.cardOrder,
    ratings: await sessionRatings(db, session.id),
  };
}

/**
 * What the study screen loads, as the JSON text of a StudyStateDto: the set, its cards (editor
 * order) with the learner's review state, and today's open session if any ("today" in
 * `timeZone`). The cards' JSON is built by the database (studyCardsJson) and passed through.
 * @throws AppError 404 SET_NOT_FOUND when the set is missing or not the user's.
 */
export async function getStudyStateJson(
  db: Db,
  userId: string,
  setId: string,
  now: Date,
  timeZone: string,
): Promise<string> {
  const set = await findOwnedSet(db, userId, setId);
  if (!set) throw setNotFound();
  const [cardsJson, open] = await Promise.all([
    repo.studyCardsJson(db, userId, setId),
    repo.findLatestOpenSession(db, userId, setId),
  ]);
  let sessionJson = 'null';
  if (open && isSameLearnerDay(open.startedAt, now, timeZone)) {
    const head = { id: open.id, startedAt: open.startedAt.toISOString(), completedAt: null };
    const ratings = await sessionRatings(db, open.id);
    sessionJson = `${JSON.stringify(head).slice(0, -1)},"cardOrder":${open.cardOrderJson},"ratings":${JSON.stringify(ratings)}}`;
  }
  const setJson = JSON.stringify({ id: set.id, title: set.title, color: set.color });
  return `{"set":${setJson},"cards":${cardsJson},"session":${sessionJson}}`;
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
    return toSessionDto(tx, session);
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
): Promise<{ review: ScheduledReviewDto | null }> {
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
    const last = effectiveReviews(
      log.map((row) => toLogEntry({ ...row, cardId: row.flashcardId })),
    ).at(-1);
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
        (await repo.listSessionLogEntries(tx, session.id)).map(toLogEntry),
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
