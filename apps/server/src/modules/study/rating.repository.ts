/**
 * The rating hot path in two round trips (issue "Study at the speed of the box"): one query reads
 * everything the SM-2 step needs, one statement with data-modifying CTEs writes the review
 * state, the statistics and the log, checks included.
 *
 * Concurrency without a transaction: the write's upsert of card_reviews only replaces the state
 * the read saw (`last_log_id` unchanged: ON CONFLICT DO UPDATE … WHERE sees the latest committed
 * row, not the statement's snapshot), and the log and statistics are written only when it did.
 * The set is locked first (FOR KEY SHARE in the first CTE), the order in which saving or deleting
 * a set takes its locks; a card or session deleted meanwhile fails the foreign keys (23503) and a
 * repeated event id the unique log index (23505). In each of those cases the caller reads again
 * and answers from what it finds (404, 409, or the logged state).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface RatingContext {
  session: { setId: string; completed: boolean; startedAt: Date } | null;
  cardInSet: boolean;
  /** The card's review state for the user (null: never reviewed). */
  review: {
    difficultyRating: number;
    easinessFactor: number;
    intervalDays: number;
    repetitionCount: number;
    nextReviewDate: Date;
    lastReviewedAt: Date;
    lastLogId: string | null;
  } | null;
  /** The log entry this event id already wrote, if any. */
  logged: {
    kind: string;
    flashcardId: string;
    easinessFactorAfter: number | null;
    intervalDaysAfter: number | null;
    repetitionCountAfter: number | null;
    nextReviewDateAfter: Date | null;
    reviewedAt: Date;
  } | null;
}

interface ContextRow {
  session: { set_id: string; completed: boolean; started_at: string } | null;
  card_in_set: boolean;
  review: {
    difficulty_rating: number;
    easiness_factor: number;
    interval_days: number;
    repetition_count: number;
    next_review_date: string;
    last_reviewed_at: string;
    last_log_id: string | null;
  } | null;
  logged: {
    kind: string;
    flashcard_id: string;
    easiness_factor_after: number | null;
    interval_days_after: number | null;
    repetition_count_after: number | null;
    next_review_date_after: string | null;
    reviewed_at: string;
  } | null;
}

const date = (value: string) => new Date(value);

/** Round trip 1: the session, the card, its review state and the event's log entry, unlocked. */
export async function readRatingContext(
  db: Db,
  input: { userId: string; sessionId: string; cardId: string; eventId: string },
): Promise<RatingContext> {
  const { userId, sessionId, cardId, eventId } = input;
  const result = await db.execute(sql`
    select
      (select json_build_object('set_id', s.flashcard_set_id, 'completed', s.completed_at is not null,
                                'started_at', s.started_at)
         from study_sessions s where s.id = ${sessionId} and s.user_id = ${userId}) as session,
      exists (select 1 from flashcards f join study_sessions s on s.flashcard_set_id = f.set_id
              where f.id = ${cardId} and s.id = ${sessionId} and s.user_id = ${userId}) as card_in_set,
      (select json_build_object('difficulty_rating', r.difficulty_rating,
                                'easiness_factor', r.easiness_factor, 'interval_days', r.interval_days,
                                'repetition_count', r.repetition_count,
                                'next_review_date', r.next_review_date,
                                'last_reviewed_at', r.last_reviewed_at, 'last_log_id', r.last_log_id)
         from card_reviews r where r.user_id = ${userId} and r.flashcard_id = ${cardId}) as review,
      (select json_build_object('kind', l.kind, 'flashcard_id', l.flashcard_id,
                                'easiness_factor_after', l.easiness_factor_after,
                                'interval_days_after', l.interval_days_after,
                                'repetition_count_after', l.repetition_count_after,
                                'next_review_date_after', l.next_review_date_after,
                                'reviewed_at', l.reviewed_at)
         from review_logs l where l.user_id = ${userId} and l.client_event_id = ${eventId}) as logged
  `);
  const row = (result as unknown as { rows: ContextRow[] }).rows[0]!;
  return {
    session: row.session && {
      setId: row.session.set_id,
      completed: row.session.completed,
      startedAt: date(row.session.started_at),
    },
    cardInSet: row.card_in_set,
    review: row.review && {
      difficultyRating: row.review.difficulty_rating,
      easinessFactor: row.review.easiness_factor,
      intervalDays: row.review.interval_days,
      repetitionCount: row.review.repetition_count,
      nextReviewDate: date(row.review.next_review_date),
      lastReviewedAt: date(row.review.last_reviewed_at),
      lastLogId: row.review.last_log_id,
    },
    logged: row.logged && {
      kind: row.logged.kind,
      flashcardId: row.logged.flashcard_id,
      easinessFactorAfter: row.logged.easiness_factor_after,
      intervalDaysAfter: row.logged.interval_days_after,
      repetitionCountAfter: row.logged.repetition_count_after,
      nextReviewDateAfter:
        row.logged.next_review_date_after === null ? null : date(row.logged.next_review_date_after),
      reviewedAt: date(row.logged.reviewed_at),
    },
  };
}

const COUNTER_COLUMN = {
  1: 'very_hard_count',
  2: 'hard_count',
  3: 'medium_count',
  4: 'easy_count',
  5: 'very_easy_count',
} as const;

export interface RatingWrite {
  userId: string;
  sessionId: string;
  setId: string;
  cardId: string;
  eventId: string;
  /** The new log row's id (chosen here so the review state can name it in the same statement). */
  logId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  elapsedMs: number;
  reviewedAt: Date;
  before: RatingContext['review'];
  after: {
    easinessFactor: number;
    intervalDays: number;
    repetitionCount: number;
    nextReviewDate: Date;
  };
}

/**
 * Round trip 2: one statement. Answers 'written', 'gone' (the set or the open session is no
 * longer there) or 'changed' (the review state is no longer the one read: read again).
 * @throws the driver's error 23503 (a card or session deleted meanwhile) or 23505 (the event id
 * was logged meanwhile): the caller reads again.
 */
export async function writeRating(db: Db, w: RatingWrite): Promise<'written' | 'gone' | 'changed'> {
  const at = w.reviewedAt.toISOString();
  const next = w.after.nextReviewDate.toISOString();
  const b = w.before;
  const counter = sql.raw(COUNTER_COLUMN[w.rating]);
  const result = await db.execute(sql`
    with s as (
      select id from flashcard_sets where id = ${w.setId} and user_id = ${w.userId} for key share
    ),
    ss as (
      select id from study_sessions
      where id = ${w.sessionId} and user_id = ${w.userId} and completed_at is null
        and flashcard_set_id in (select id from s)
    ),
    rev as (
      insert into card_reviews as r (user_id, flashcard_id, flashcard_set_id, study_session_id,
        difficulty_rating, easiness_factor, interval_days, repetition_count, next_review_date,
        last_reviewed_at, last_log_id)
      select ${w.userId}, ${w.cardId}, ${w.setId}, ${w.sessionId}, ${w.rating},
        ${w.after.easinessFactor}, ${w.after.intervalDays}, ${w.after.repetitionCount},
        ${next}::timestamptz, ${at}::timestamptz, ${w.logId}
      from ss
      on conflict (user_id, flashcard_id) do update set
        flashcard_set_id = excluded.flashcard_set_id, study_session_id = excluded.study_session_id,
        difficulty_rating = excluded.difficulty_rating, easiness_factor = excluded.easiness_factor,
        interval_days = excluded.interval_days, repetition_count = excluded.repetition_count,
        next_review_date = excluded.next_review_date, last_reviewed_at = excluded.last_reviewed_at,
        last_log_id = excluded.last_log_id
      where ${b === null ? sql`false` : sql`r.last_log_id is not distinct from ${b.lastLogId}`}
      returning 1
    ),
    log as (
      insert into review_logs (id, client_event_id, user_id, flashcard_id, flashcard_set_id,
        study_session_id, kind, previous_log_id, rating, rating_before, easiness_factor_before,
        interval_days_before, repetition_count_before, next_review_date_before,
        last_reviewed_at_before, easiness_factor_after, interval_days_after,
        repetition_count_after, next_review_date_after, reviewed_at, elapsed_ms)
      select ${w.logId}, ${w.eventId}, ${w.userId}, ${w.cardId}, ${w.setId}, ${w.sessionId},
        'review', ${b?.lastLogId ?? null}::uuid, ${w.rating}, ${b?.difficultyRating ?? null}::smallint,
        ${b?.easinessFactor ?? null}::double precision, ${b?.intervalDays ?? null}::integer,
        ${b?.repetitionCount ?? null}::integer,
        ${b?.nextReviewDate.toISOString() ?? null}::timestamptz,
        ${b?.lastReviewedAt.toISOString() ?? null}::timestamptz,
        ${w.after.easinessFactor}, ${w.after.intervalDays}, ${w.after.repetitionCount},
        ${next}::timestamptz, ${at}::timestamptz, ${w.elapsedMs}
      from rev
      returning 1
    ),
    st as (
      insert into card_statistics as c (user_id, flashcard_id, flashcard_set_id, total_reviews,
        ${counter}, last_reviewed_at)
      select ${w.userId}, ${w.cardId}, ${w.setId}, 1, 1, ${at}::timestamptz from rev
      on conflict (user_id, flashcard_id) do update set
        total_reviews = c.total_reviews + 1, ${counter} = c.${counter} + 1,
        last_reviewed_at = excluded.last_reviewed_at, updated_at = now()
      returning 1
    )
    select (select count(*) from ss)::int as open, (select count(*) from rev)::int as written,
      (select count(*) from log)::int as logged, (select count(*) from st)::int as counted
  `);
  const row = (result as unknown as { rows: { open: number; written: number }[] }).rows[0]!;
  if (row.written === 1) return 'written';
  return row.open === 0 ? 'gone' : 'changed';
}
