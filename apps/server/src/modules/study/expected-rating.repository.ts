/**
 * A rating in one round trip, when the client says which SM-2 state it expects the card to be in
 * (reviewSchema's `expected`): one statement with data-modifying CTEs takes the session's set
 * (for a today session, which has none, the card's) and start, locks the set (FOR KEY SHARE, the
 * order of study-locks.ts), checks the card is in it,
 * reads the card's review state and writes the new state, the log (its before-values from the
 * row read, never from the client) and the statistics, only if
 * - the row read has the expected easiness factor, interval and repetition count and was last
 *   rated before the learner's day began (or there is no row and the client expected none),
 * - the upsert meets that same row (`last_log_id` unchanged: ON CONFLICT … WHERE sees the latest
 *   committed row), and
 * - the rating time is not before the session's start.
 * Anything else writes nothing and answers false: the caller then takes the two-round-trip path
 * (rating.repository.ts), which reads everything and answers 404, 409 or a replay as it does
 * today. A repeated event id fails the log's unique index (23505) and rolls the statement back.
 */
import { queryPrepared, type Db } from '../../db/client.ts';
import { setAccessSqlText } from '../../auth/access-rules.ts';
import {
  LOG_COLUMNS,
  REVIEW_COLUMNS,
  REVIEW_CONFLICT_SET,
  statisticsUpsert,
} from './rating-sql.ts';

/**
 * $1 user, $2 session, $3 card, $4 event, $5 log id, $6 rating, $7 elapsed ms, $8 reviewed at;
 * after: $9 easiness, $10 interval, $11 repetitions, $12 next review; expected: $13 known
 * (boolean), $14 easiness, $15 interval, $16 repetitions; $17 the start of the learner's day (a
 * card rated since is practice: the two-round-trip path writes it); FSRS (issue 19): $18
 * stability and $19 difficulty expected, $20 stability and $21 difficulty after, $22 FSRS
 * interval, $23 elapsed learner days; $24 when the card was last rated, as the client expects
 * (the elapsed days were counted from it).
 */
const WRITE_EXPECTED = `
  with ss as (
    select s.id, s.flashcard_set_id, s.started_at from study_sessions s
    where s.id = $2 and s.user_id = $1 and s.completed_at is null
  ),
  st as (
    select fs.id from flashcard_sets fs
    join flashcards f on f.set_id = fs.id and f.id = $3
    join ss on ss.flashcard_set_id is null or ss.flashcard_set_id = fs.id
    where ${setAccessSqlText('set.study', 'fs', '$1')}
    for key share of fs
  ),
  cur as (
    select r.* from card_reviews r where r.user_id = $1 and r.flashcard_id = $3
  ),
  ok as (
    select st.id as set_id from st
    where $8::timestamptz >= (select started_at from ss)
      and case when $13::boolean
        then exists (select 1 from cur where cur.easiness_factor = $14::double precision
                       and cur.interval_days = $15::int and cur.repetition_count = $16::int
                       and cur.last_reviewed_at < $17::timestamptz
                       and cur.stability is not distinct from $18::double precision
                       and cur.difficulty is not distinct from $19::double precision
                       and cur.last_reviewed_at = $24::timestamptz)
        else not exists (select 1 from cur) end
  ),
  rev as (
    insert into card_reviews as r ${REVIEW_COLUMNS}
    select $1, $3, ok.set_id, $2, $6, $9, $10, $11, $12, $8, $5, 1, $20, $21, $22 from ok
    ${REVIEW_CONFLICT_SET}
    where exists (select 1 from cur)
      and r.last_log_id is not distinct from (select cur.last_log_id from cur)
    returning r.flashcard_set_id
  ),
  log as (
    insert into review_logs ${LOG_COLUMNS}
    select $5, $4, $1, $3, rev.flashcard_set_id, $2, 'review', cur.last_log_id, $6,
      cur.difficulty_rating, cur.easiness_factor, cur.interval_days, cur.repetition_count,
      cur.next_review_date, cur.last_reviewed_at, $9, $10, $11, $12, $8, $7,
      cur.stability, cur.difficulty, $20, $21, $23
    from rev left join cur on true
    returning 1
  ),
  stats as (
    ${statisticsUpsert({ user: '$1', card: '$3', set: 'rev.flashcard_set_id', rating: '$6', reviewedAt: '$8', from: 'rev' })}
  )
  select (select count(*) from rev)::int as written, (select count(*) from log)::int as logged,
    (select count(*) from stats)::int as counted`;

export interface ExpectedRatingWrite {
  userId: string;
  sessionId: string;
  cardId: string;
  eventId: string;
  /** The new log row's id. */
  logId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  elapsedMs: number;
  /** Already clamped to now; the statement checks it is not before the session's start. */
  reviewedAt: Date;
  /** The SM-2 state the client expects (null: never reviewed). */
  expected: {
    easinessFactor: number;
    intervalDays: number;
    repetitionCount: number;
    stability: number | null;
    difficulty: number | null;
    lastReviewedAt: Date;
  } | null;
  /** The start of the learner's day: a card rated since then is not written here. */
  dayStart: Date;
  /** The state SM-2 and FSRS give from `expected` and the rating. */
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

/**
 * One round trip; true when the rating was written from the expected state, false when nothing
 * was written (the caller reads and decides).
 * @throws the driver's error 23503 (a card or session deleted meanwhile) or 23505 (the event id
 * was logged already): nothing was written; the caller reads again.
 */
export async function writeExpectedRating(db: Db, w: ExpectedRatingWrite): Promise<boolean> {
  const e = w.expected;
  const [row] = await queryPrepared<{ written: number }>(
    db,
    'rating_write_expected',
    WRITE_EXPECTED,
    [
      w.userId,
      w.sessionId,
      w.cardId,
      w.eventId,
      w.logId,
      w.rating,
      w.elapsedMs,
      w.reviewedAt.toISOString(),
      w.after.easinessFactor,
      w.after.intervalDays,
      w.after.repetitionCount,
      w.after.nextReviewDate.toISOString(),
      e !== null,
      e?.easinessFactor ?? null,
      e?.intervalDays ?? null,
      e?.repetitionCount ?? null,
      w.dayStart.toISOString(),
      e?.stability ?? null,
      e?.difficulty ?? null,
      w.after.stability,
      w.after.difficulty,
      w.after.fsrsIntervalDays,
      w.after.elapsedDays,
      e?.lastReviewedAt.toISOString() ?? null,
    ],
  );
  return row!.written === 1;
}
