/** Queries on card_reviews, card_statistics, study_sessions and review_logs. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryPrepared, type Db } from '../../db/client.ts';
import { flashcards } from '../../db/schema/flashcards.ts';
import { cardReviews, cardStatistics, reviewLogs, studySessions } from '../../db/schema/study.ts';
import { setAccessSqlText } from '../../auth/access-rules.ts';
import { openSessionJson } from './rating-sql.ts';

export type SessionRow = typeof studySessions.$inferSelect;

/**
 * The learner's progress on a set in one query, JSON built by the database: whether the set is
 * theirs, the review state of every card they reviewed (StudyProgressDto's `reviews`: tuples,
 * dates in ms since epoch, as JSON text), and their latest unfinished session as JSON text with
 * its effective ratings in order (reviews no undo cancelled: effectiveReviews in the domain
 * states the same rule for the log). Timestamps are ISO 8601
 * UTC with milliseconds, like Date#toISOString. Small and per rating, apart from the cards
 * (which are prepared at write time: flashcards/set-content.ts).
 */
export async function studyProgress(db: Db, userId: string, setId: string) {
  const rows = await queryPrepared<{
    owned: boolean;
    reviews: string;
    /** The set's cards the learner suspended, as a JSON array of ids. */
    suspended: string;
    /** When the open session began (null: none), to tell whether it is the learner's today. */
    session_started_at: Date | string | null;
    /** The open session as StudySessionDto JSON text (its effective ratings in order). */
    session: string | null;
  }>(db, 'study_progress', STUDY_PROGRESS, [userId, setId]);
  return rows[0]!;
}

/** $1 user, $2 set. */
const STUDY_PROGRESS = `
  select
    exists (select 1 from flashcard_sets fs where fs.id = $2 and ${setAccessSqlText('set.study', 'fs', '$1')}) as owned,
    coalesce((
      select json_agg(json_build_array(
        r.flashcard_id, r.easiness_factor, r.interval_days, r.repetition_count,
        -- date_part is double precision arithmetic; extract's numeric cost a fifth of this query
        (date_part('epoch', r.next_review_date) * 1000)::bigint,
        (date_part('epoch', r.last_reviewed_at) * 1000)::bigint,
        -- kept on the review state itself (a lookup into card_statistics per card cost a
        -- third of this query)
        r.total_reviews,
        -- FSRS memory state (issue 19 §2)
        r.stability, r.difficulty
      ))
      from card_reviews r
      where r.user_id = $1 and r.flashcard_set_id = $2
    ), '[]'::json)::text as reviews,
    -- the set's cards the learner suspended (issue 19): per-set study leaves them out
    coalesce((
      select json_agg(cs.flashcard_id) from card_suspensions cs
      join flashcards f on f.id = cs.flashcard_id
      where cs.user_id = $1 and f.set_id = $2
    ), '[]'::json)::text as suspended,
    open.started_at as session_started_at,
    (
      select ${openSessionJson(
        'open',
        `select u.undoes_log_id from review_logs u
         where u.study_session_id = open.id and u.kind = 'undo' and u.undoes_log_id is not null`,
      )}::text
    ) as session
  from (select null) as one
  left join lateral (
    select ss.id, ss.started_at, ss.card_order from study_sessions ss
    where ss.user_id = $1 and ss.flashcard_set_id = $2 and ss.completed_at is null
    order by ss.started_at desc
    limit 1
  ) open on true`;

/** The ids of a set's cards in editor order. */
export async function listCardIds(db: Db, setId: string): Promise<string[]> {
  const rows = await db
    .select({ id: flashcards.id })
    .from(flashcards)
    .where(eq(flashcards.setId, setId))
    .orderBy(asc(flashcards.position));
  return rows.map((row) => row.id);
}

/** The set a session of `userId` belongs to (no lock: the first step of lockOwnedSession). */
export async function findSessionSetId(db: Db, userId: string, sessionId: string) {
  const rows = await db
    .select({ setId: studySessions.flashcardSetId })
    .from(studySessions)
    .where(and(eq(studySessions.id, sessionId), eq(studySessions.userId, userId)));
  return rows[0]?.setId;
}

/**
 * Locks a card of the set (FOR NO KEY UPDATE: ratings and undos of one card are serialised, so
 * two sessions cannot both rate it from the same state).
 */
export async function lockCard(db: Db, setId: string, cardId: string): Promise<boolean> {
  const rows = await db
    .select({ id: flashcards.id })
    .from(flashcards)
    .where(and(eq(flashcards.id, cardId), eq(flashcards.setId, setId)))
    .for('no key update');
  return rows.length > 0;
}

/** A session when `userId` owns it; `lock` takes a row lock for the transaction. */
export async function findOwnedSession(db: Db, userId: string, sessionId: string, lock = false) {
  const query = db
    .select()
    .from(studySessions)
    .where(and(eq(studySessions.id, sessionId), eq(studySessions.userId, userId)));
  const rows = lock ? await query.for('no key update') : await query;
  return rows[0];
}

/** Inserts a session unless that id exists already (a retried start). */
export async function insertSessionIfAbsent(db: Db, values: typeof studySessions.$inferInsert) {
  await db.insert(studySessions).values(values).onConflictDoNothing({ target: studySessions.id });
}

export function completeSessionRow(
  db: Db,
  sessionId: string,
  values: {
    completedAt: Date;
    totalCardsStudied: number;
    cardsCorrect: number;
    cardsHard: number;
    sessionDurationSeconds: number;
  },
) {
  return db.update(studySessions).set(values).where(eq(studySessions.id, sessionId)).returning();
}

/** The columns of a session's log that resuming needs, in insertion order. */
export function listSessionLogEntries(db: Db, sessionId: string) {
  return db
    .select({
      id: reviewLogs.id,
      eventId: reviewLogs.clientEventId,
      kind: reviewLogs.kind,
      undoesLogId: reviewLogs.undoesLogId,
      cardId: reviewLogs.flashcardId,
      rating: reviewLogs.rating,
    })
    .from(reviewLogs)
    .where(eq(reviewLogs.studySessionId, sessionId))
    .orderBy(asc(reviewLogs.seq));
}

/** The log entry a client event id wrote, if any (idempotent retries). */
export async function findLogByEvent(db: Db, userId: string, eventId: string) {
  const rows = await db
    .select()
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.clientEventId, eventId)));
  return rows[0];
}

/**
 * A rating (review or practice) of the session by its client event id, with whether an undo
 * already cancelled it.
 */
export async function findSessionReview(db: Db, sessionId: string, eventId: string) {
  const undone = alias(reviewLogs, 'undone');
  const rows = await db
    .select({ entry: reviewLogs, undoneBy: undone.id })
    .from(reviewLogs)
    .leftJoin(undone, and(eq(undone.undoesLogId, reviewLogs.id), eq(undone.kind, 'undo')))
    .where(
      and(
        eq(reviewLogs.studySessionId, sessionId),
        eq(reviewLogs.clientEventId, eventId),
        inArray(reviewLogs.kind, ['review', 'practice']),
      ),
    );
  return rows[0];
}

export async function findReviewForUpdate(db: Db, userId: string, cardId: string) {
  const rows = await db
    .select()
    .from(cardReviews)
    .where(and(eq(cardReviews.userId, userId), eq(cardReviews.flashcardId, cardId)))
    .for('update');
  return rows[0];
}

/** Upsert of spec §7: conflict on (user_id, flashcard_id). */
export async function upsertReview(db: Db, values: typeof cardReviews.$inferInsert): Promise<void> {
  const { userId: _u, flashcardId: _f, ...update } = values;
  await db
    .insert(cardReviews)
    .values(values)
    .onConflictDoUpdate({ target: [cardReviews.userId, cardReviews.flashcardId], set: update });
}

export async function deleteReview(db: Db, userId: string, cardId: string): Promise<void> {
  await db
    .delete(cardReviews)
    .where(and(eq(cardReviews.userId, userId), eq(cardReviews.flashcardId, cardId)));
}

const ratingCounter = {
  1: 'veryHardCount',
  2: 'hardCount',
  3: 'mediumCount',
  4: 'easyCount',
  5: 'veryEasyCount',
} as const;

/**
 * Adds `delta` (+1 for a rating, -1 for its undo) to the card's total and to the rating's
 * counter (spec §7: upsert with incremented counters).
 */
export async function adjustStatistics(
  db: Db,
  values: {
    userId: string;
    flashcardId: string;
    flashcardSetId: string;
    rating: 1 | 2 | 3 | 4 | 5;
    delta: 1 | -1;
    lastReviewedAt: Date | null;
  },
): Promise<void> {
  const counter = ratingCounter[values.rating];
  const column = cardStatistics[counter];
  await db
    .insert(cardStatistics)
    .values({
      userId: values.userId,
      flashcardId: values.flashcardId,
      flashcardSetId: values.flashcardSetId,
      totalReviews: Math.max(values.delta, 0),
      [counter]: Math.max(values.delta, 0),
      lastReviewedAt: values.lastReviewedAt,
    })
    .onConflictDoUpdate({
      target: [cardStatistics.userId, cardStatistics.flashcardId],
      set: {
        totalReviews: sql`greatest(${cardStatistics.totalReviews} + ${values.delta}, 0)`,
        [counter]: sql`greatest(${column} + ${values.delta}, 0)`,
        lastReviewedAt: values.lastReviewedAt,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Appends a log entry; answers its id, or null when the user's event id is already logged (a
 * concurrent retry of the same write committed first).
 */
export async function insertLog(
  db: Db,
  values: typeof reviewLogs.$inferInsert,
): Promise<string | null> {
  const rows = await db
    .insert(reviewLogs)
    .values(values)
    .onConflictDoNothing({ target: [reviewLogs.userId, reviewLogs.clientEventId] })
    .returning({ id: reviewLogs.id });
  return rows[0]?.id ?? null;
}
