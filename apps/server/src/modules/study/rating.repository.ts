/**
 * The rating hot path in two round trips (issue "Study at the speed of the box"): one query reads
 * everything the SM-2 step needs, one statement with data-modifying CTEs writes the review
 * state, the statistics and the log, checks included. Both are named prepared statements
 * (queryPrepared): planning them cost more than running them.
 *
 * Concurrency without a transaction: the write's upsert of card_reviews only replaces the state
 * the read saw (`last_log_id` unchanged: ON CONFLICT DO UPDATE … WHERE sees the latest committed
 * row, not the statement's snapshot), and the log and statistics are written only when it did.
 * The set is locked first (FOR KEY SHARE in the first CTE), the order in which saving or deleting
 * a set takes its locks; a card or session deleted meanwhile fails the foreign keys (23503) and a
 * repeated event id the unique log index (23505). In each of those cases the caller reads again
 * and answers from what it finds (404, 409, or the logged state).
 */
import { queryPrepared, type Db } from '../../db/client.ts';
import { setAccessSqlText } from '../../auth/access-rules.ts';
import {
  LOG_COLUMNS,
  REVIEW_COLUMNS,
  REVIEW_CONFLICT_SET,
  statisticsUpsert,
  studiedSetAndSession,
} from './rating-sql.ts';

export interface RatingContext {
  /**
   * The user's session; `studyable`: its set still allows them 'set.study' (always true for a
   * today session, whose `setId` is null: each card's set is checked instead).
   */
  session: {
    setId: string | null;
    completed: boolean;
    startedAt: Date;
    studyable: boolean;
  } | null;
  /**
   * The card, when it is in the session's set (any set for a today session): its set and whether
   * that set still allows the user 'set.study'. Null otherwise.
   */
  card: { setId: string; studyable: boolean } | null;
  /** The card's review state for the user (null: never reviewed). */
  review: {
    difficultyRating: number;
    easinessFactor: number;
    intervalDays: number;
    repetitionCount: number;
    nextReviewDate: Date;
    lastReviewedAt: Date;
    lastLogId: string | null;
    stability: number | null;
    difficulty: number | null;
  } | null;
  /** The log entry this event id already wrote, if any. */
  logged: {
    kind: string;
    flashcardId: string;
    easinessFactorAfter: number | null;
    intervalDaysAfter: number | null;
    repetitionCountAfter: number | null;
    nextReviewDateAfter: Date | null;
    /** The card's last review before this entry (a practice entry leaves it the card's). */
    lastReviewedAtBefore: Date | null;
    stabilityAfter: number | null;
    difficultyAfter: number | null;
    reviewedAt: Date;
  } | null;
}

interface ContextRow {
  session: {
    set_id: string | null;
    completed: boolean;
    started_at: string;
    studyable: boolean;
  } | null;
  card: { set_id: string; studyable: boolean } | null;
  review: {
    difficulty_rating: number;
    easiness_factor: number;
    interval_days: number;
    repetition_count: number;
    next_review_date: string;
    last_reviewed_at: string;
    last_log_id: string | null;
    stability: number | null;
    difficulty: number | null;
  } | null;
  logged: {
    kind: string;
    flashcard_id: string;
    easiness_factor_after: number | null;
    interval_days_after: number | null;
    repetition_count_after: number | null;
    next_review_date_after: string | null;
    last_reviewed_at_before: string | null;
    stability_after: number | null;
    difficulty_after: number | null;
    reviewed_at: string;
  } | null;
}

/** $1 user, $2 session, $3 card, $4 event. */
const READ_CONTEXT = `
  select
    (select json_build_object('set_id', s.flashcard_set_id, 'completed', s.completed_at is not null,
                              'started_at', s.started_at,
                              'studyable', s.flashcard_set_id is null or exists (
                                select 1 from flashcard_sets fs
                                where fs.id = s.flashcard_set_id and ${setAccessSqlText('set.study', 'fs', '$1')}))
       from study_sessions s where s.id = $2 and s.user_id = $1) as session,
    (select json_build_object('set_id', f.set_id,
                              'studyable', exists (select 1 from flashcard_sets fs
                                where fs.id = f.set_id and ${setAccessSqlText('set.study', 'fs', '$1')}))
       from flashcards f join study_sessions s
         on s.id = $2 and s.user_id = $1
        and (s.flashcard_set_id is null or s.flashcard_set_id = f.set_id)
       where f.id = $3) as card,
    (select json_build_object('difficulty_rating', r.difficulty_rating,
                              'easiness_factor', r.easiness_factor, 'interval_days', r.interval_days,
                              'repetition_count', r.repetition_count,
                              'next_review_date', r.next_review_date,
                              'last_reviewed_at', r.last_reviewed_at, 'last_log_id', r.last_log_id,
                              'stability', r.stability, 'difficulty', r.difficulty)
       from card_reviews r where r.user_id = $1 and r.flashcard_id = $3) as review,
    (select json_build_object('kind', l.kind, 'flashcard_id', l.flashcard_id,
                              'easiness_factor_after', l.easiness_factor_after,
                              'interval_days_after', l.interval_days_after,
                              'repetition_count_after', l.repetition_count_after,
                              'next_review_date_after', l.next_review_date_after,
                              'last_reviewed_at_before', l.last_reviewed_at_before,
                              'stability_after', l.stability_after,
                              'difficulty_after', l.difficulty_after,
                              'reviewed_at', l.reviewed_at)
       from review_logs l where l.user_id = $1 and l.client_event_id = $4) as logged`;

const date = (value: string) => new Date(value);

/**
 * Round trip 1: the session, the card (in the session's set, or in any set for a today
 * session), its review state and the event's log entry, unlocked.
 */
export async function readRatingContext(
  db: Db,
  input: { userId: string; sessionId: string; cardId: string; eventId: string },
): Promise<RatingContext> {
  const [row] = await queryPrepared<ContextRow>(db, 'rating_read', READ_CONTEXT, [
    input.userId,
    input.sessionId,
    input.cardId,
    input.eventId,
  ]);
  return {
    session: row!.session && {
      setId: row!.session.set_id,
      completed: row!.session.completed,
      startedAt: date(row!.session.started_at),
      studyable: row!.session.studyable,
    },
    card: row!.card && { setId: row!.card.set_id, studyable: row!.card.studyable },
    review: row!.review && {
      difficultyRating: row!.review.difficulty_rating,
      easinessFactor: row!.review.easiness_factor,
      intervalDays: row!.review.interval_days,
      repetitionCount: row!.review.repetition_count,
      nextReviewDate: date(row!.review.next_review_date),
      lastReviewedAt: date(row!.review.last_reviewed_at),
      lastLogId: row!.review.last_log_id,
      stability: row!.review.stability,
      difficulty: row!.review.difficulty,
    },
    logged: row!.logged && {
      kind: row!.logged.kind,
      flashcardId: row!.logged.flashcard_id,
      easinessFactorAfter: row!.logged.easiness_factor_after,
      intervalDaysAfter: row!.logged.interval_days_after,
      repetitionCountAfter: row!.logged.repetition_count_after,
      nextReviewDateAfter:
        row!.logged.next_review_date_after === null
          ? null
          : date(row!.logged.next_review_date_after),
      lastReviewedAtBefore:
        row!.logged.last_reviewed_at_before === null
          ? null
          : date(row!.logged.last_reviewed_at_before),
      stabilityAfter: row!.logged.stability_after,
      difficultyAfter: row!.logged.difficulty_after,
      reviewedAt: date(row!.logged.reviewed_at),
    },
  };
}

/**
 * $1 user, $2 session, $3 set, $4 card, $5 event, $6 log id, $7 rating, $8 elapsed ms,
 * $9 reviewed at; after: $10 easiness, $11 interval, $12 repetitions, $13 next review;
 * before (null for a first review): $14 known (boolean), $15 last log id, $16 rating,
 * $17 easiness, $18 interval, $19 repetitions, $20 next review, $21 last reviewed;
 * FSRS (issue 19): $22 stability before, $23 difficulty before, $24 stability after,
 * $25 difficulty after, $26 FSRS interval, $27 elapsed learner days.
 */
const WRITE_RATING = `
  with ${studiedSetAndSession({ user: '$1', session: '$2', set: '$3' })},
  rev as (
    insert into card_reviews as r ${REVIEW_COLUMNS}
    select $1, $4, $3, $2, $7, $10, $11, $12, $13, $9, $6, 1, $24, $25, $26 from ss
    ${REVIEW_CONFLICT_SET}
    where $14::boolean and r.last_log_id is not distinct from $15::uuid
    returning 1
  ),
  log as (
    insert into review_logs ${LOG_COLUMNS}
    select $6, $5, $1, $4, $3, $2, 'review', $15, $7, $16, $17, $18, $19, $20, $21,
      $10, $11, $12, $13, $9, $8, $22, $23, $24, $25, $27
    from rev
    returning 1
  ),
  st as (
    ${statisticsUpsert({ user: '$1', card: '$4', set: '$3', rating: '$7', reviewedAt: '$9', from: 'rev' })}
  )
  select (select count(*) from ss)::int as open, (select count(*) from rev)::int as written,
    (select count(*) from log)::int as logged, (select count(*) from st)::int as counted`;

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
    stability: number;
    difficulty: number;
    fsrsIntervalDays: number;
    elapsedDays: number | null;
  };
}

/** $1-$9 of a rating's write (this statement's and practice.repository.ts's). */
export function ratingWriteParams(w: Omit<RatingWrite, 'before' | 'after'>): unknown[] {
  return [
    w.userId,
    w.sessionId,
    w.setId,
    w.cardId,
    w.eventId,
    w.logId,
    w.rating,
    w.elapsedMs,
    w.reviewedAt.toISOString(),
  ];
}

/**
 * Round trip 2: one statement. Answers 'written', 'gone' (the set or the open session is no
 * longer there) or 'changed' (the review state is no longer the one read: read again).
 * @throws the driver's error 23503 (a card or session deleted meanwhile) or 23505 (the event id
 * was logged meanwhile): the caller reads again.
 */
export async function writeRating(db: Db, w: RatingWrite): Promise<'written' | 'gone' | 'changed'> {
  const b = w.before;
  const [row] = await queryPrepared<{ open: number; written: number }>(
    db,
    'rating_write',
    WRITE_RATING,
    [
      ...ratingWriteParams(w),
      w.after.easinessFactor,
      w.after.intervalDays,
      w.after.repetitionCount,
      w.after.nextReviewDate.toISOString(),
      b !== null,
      b?.lastLogId ?? null,
      b?.difficultyRating ?? null,
      b?.easinessFactor ?? null,
      b?.intervalDays ?? null,
      b?.repetitionCount ?? null,
      b?.nextReviewDate.toISOString() ?? null,
      b?.lastReviewedAt.toISOString() ?? null,
      b?.stability ?? null,
      b?.difficulty ?? null,
      w.after.stability,
      w.after.difficulty,
      w.after.fsrsIntervalDays,
      w.after.elapsedDays,
    ],
  );
  if (row!.written === 1) return 'written';
  return row!.open === 0 ? 'gone' : 'changed';
}
