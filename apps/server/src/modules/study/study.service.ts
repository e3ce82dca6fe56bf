/**
 * Study sessions (spec §4 Study, §7 study calls): loading a set for study, starting a session
 * with the client's id and order, and completing it with cards_correct (ratings ≥ 4), cards_hard
 * (ratings < 3) and the duration in seconds. Ratings and their undo are in reviews.service.ts.
 * Sessions and sets of other users answer 404.
 */
import type { CompletedSessionDto, SessionRatingDto, StudySessionDto } from '@app/contracts';
import {
  effectiveReviews,
  isSameLearnerDay,
  reconcileOrder,
  summariseSession,
  type Rating,
  type SessionLogEntry,
} from '@app/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { removeItems as removeFromReviewList } from '../games/review-list.service.ts';
import * as repo from './study.repository.ts';
import { insertTodaySession } from './today.repository.ts';
import { lockOwnedSession, lockStudiedSet } from './study-locks.ts';

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

/** The session's effective ratings in order, each with the event id that "Previous" names. */
async function sessionRatings(db: Db, sessionId: string): Promise<SessionRatingDto[]> {
  const log = await repo.listSessionLogEntries(db, sessionId);
  const eventIds = new Map(log.map((row) => [row.id, row.eventId]));
  return effectiveReviews(log.map(toLogEntry)).map(({ logId, cardId, rating }) => ({
    eventId: eventIds.get(logId)!,
    cardId,
    rating,
  }));
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
 * The learner's progress on a set, as the JSON text of a StudyProgressDto: the review state of
 * each card they reviewed and today's open session ("today" in `timeZone`) with its effective
 * ratings, both JSON the database builds, passed through. One query. The learner's day begins at
 * `dayStartsAtHour` (issue 19).
 * @throws AppError 404 SET_NOT_FOUND when the set is missing or not the user's.
 */
export async function getStudyProgressJson(
  db: Db,
  userId: string,
  setId: string,
  now: Date,
  day: { timeZone: string; dayStartsAtHour: number },
): Promise<string> {
  const progress = await repo.studyProgress(db, userId, setId);
  if (!progress.owned) throw new AppError('SET_NOT_FOUND');
  const started = progress.session_started_at;
  const today =
    started !== null && isSameLearnerDay(new Date(started), now, day.timeZone, day.dayStartsAtHour);
  const session = today ? progress.session : 'null';
  return `{"reviews":${progress.reviews},"suspended":${progress.suspended},"session":${session}}`;
}

/**
 * Starts a session with the client's id and order (see startSessionSchema). A repeated start
 * with the same id returns the same session. The set is locked first (a start racing the set's
 * deletion answers 404, not a foreign-key error).
 * @throws AppError 404 SET_NOT_FOUND for a set that is missing or not the user's, SET_EMPTY for
 * a set without cards.
 */
export async function startSession(
  db: Db,
  userId: string,
  setId: string,
  input: { sessionId: string; cardOrder: string[] },
  now: Date,
): Promise<StudySessionDto> {
  return db.transaction(async (tx) => {
    await lockStudiedSet(tx, userId, setId);
    const cardIds = await repo.listCardIds(tx, setId);
    if (cardIds.length === 0) throw new AppError('SET_EMPTY');
    await repo.insertSessionIfAbsent(tx, {
      id: input.sessionId,
      userId,
      flashcardSetId: setId,
      startedAt: now,
      cardOrder: reconcileOrder(input.cardOrder, cardIds),
    });
    const session = await repo.findOwnedSession(tx, userId, input.sessionId);
    if (!session || session.flashcardSetId !== setId) throw new AppError('SESSION_NOT_FOUND');
    return toSessionDto(tx, session);
  });
}

/**
 * Starts a today session (issue 19): no set, the client's id and its queue order (cards the
 * learner may not study are dropped). A repeated start with the same id returns the same
 * session.
 * @throws AppError 404 SESSION_NOT_FOUND when the id is taken by a session that is not the
 *   user's today session.
 */
export async function startTodaySession(
  db: Db,
  userId: string,
  input: { sessionId: string; cardOrder: string[] },
  now: Date,
): Promise<StudySessionDto> {
  const ok = await insertTodaySession(db, { ...input, userId, startedAt: now });
  const session = ok ? await repo.findOwnedSession(db, userId, input.sessionId) : undefined;
  if (!session) throw new AppError('SESSION_NOT_FOUND');
  return toSessionDto(db, session);
}

/**
 * Closes a session (spec §7): total_cards_studied, cards_correct (≥ 4), cards_hard (< 3),
 * session_duration_seconds = whole seconds since start. Every effective rating counts, practice
 * included (issue 19): total_cards_studied is the number of ratings. Completing twice returns the first result.
 * @throws AppError 404 SESSION_NOT_FOUND.
 */
export async function completeSession(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<CompletedSessionDto> {
  return db.transaction(async (tx) => {
    let session = await lockOwnedSession(tx, userId, sessionId);
    if (!session.completedAt) {
      const effective = effectiveReviews(
        (await repo.listSessionLogEntries(tx, session.id)).map(toLogEntry),
      );
      const summary = summariseSession(effective.map((r) => r.rating));
      // Words sent from a game to the review list leave it once a session has rated them.
      await removeFromReviewList(
        tx,
        userId,
        effective.map((r) => r.cardId),
      );
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
