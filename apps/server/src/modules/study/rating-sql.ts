/**
 * SQL pieces the rating statements share (rating.repository.ts, two round trips;
 * expected-rating.repository.ts, one): the columns a rating writes into card_reviews and
 * review_logs, what the review-state upsert sets on conflict, and the statistics upsert (spec §7:
 * +1 on the total and on the rating's counter). Parameters are named by the caller ($n).
 */
import { setAccessSqlText } from '../../auth/access-rules.ts';

/** The card_reviews columns a rating inserts, in the order of the caller's values. */
export const REVIEW_COLUMNS = `(user_id, flashcard_id, flashcard_set_id, study_session_id,
      difficulty_rating, easiness_factor, interval_days, repetition_count, next_review_date,
      last_reviewed_at, last_log_id, total_reviews, stability, difficulty, fsrs_interval_days)`;

/** ON CONFLICT (user, card): the new state replaces the old one; one more review counted. */
export const REVIEW_CONFLICT_SET = `on conflict (user_id, flashcard_id) do update set
      flashcard_set_id = excluded.flashcard_set_id, study_session_id = excluded.study_session_id,
      difficulty_rating = excluded.difficulty_rating, easiness_factor = excluded.easiness_factor,
      interval_days = excluded.interval_days, repetition_count = excluded.repetition_count,
      next_review_date = excluded.next_review_date, last_reviewed_at = excluded.last_reviewed_at,
      last_log_id = excluded.last_log_id, total_reviews = r.total_reviews + 1,
      stability = excluded.stability, difficulty = excluded.difficulty,
      fsrs_interval_days = excluded.fsrs_interval_days`;

/** The review_logs columns a rating inserts, in the order of the caller's values. */
export const LOG_COLUMNS = `(id, client_event_id, user_id, flashcard_id, flashcard_set_id,
      study_session_id, kind, previous_log_id, rating, rating_before, easiness_factor_before,
      interval_days_before, repetition_count_before, next_review_date_before,
      last_reviewed_at_before, easiness_factor_after, interval_days_after,
      repetition_count_after, next_review_date_after, reviewed_at, elapsed_ms,
      stability_before, difficulty_before, stability_after, difficulty_after, elapsed_days)`;

/**
 * The statistics upsert of one rating, as the body of a CTE: inserted only for the rows of
 * `from` (the review-state upsert that happened). `p` names the parameters or expressions.
 */
export function statisticsUpsert(p: {
  user: string;
  card: string;
  set: string;
  rating: string;
  reviewedAt: string;
  from: string;
}): string {
  const r = p.rating;
  return `insert into card_statistics as c (user_id, flashcard_id, flashcard_set_id, total_reviews,
      very_hard_count, hard_count, medium_count, easy_count, very_easy_count, last_reviewed_at)
    select ${p.user}, ${p.card}, ${p.set}, 1, (${r} = 1)::int, (${r} = 2)::int, (${r} = 3)::int,
      (${r} = 4)::int, (${r} = 5)::int, ${p.reviewedAt} from ${p.from}
    on conflict (user_id, flashcard_id) do update set
      total_reviews = c.total_reviews + 1,
      very_hard_count = c.very_hard_count + excluded.very_hard_count,
      hard_count = c.hard_count + excluded.hard_count,
      medium_count = c.medium_count + excluded.medium_count,
      easy_count = c.easy_count + excluded.easy_count,
      very_easy_count = c.very_easy_count + excluded.very_easy_count,
      last_reviewed_at = excluded.last_reviewed_at, updated_at = now()
    returning 1`;
}

/**
 * The CTEs `s` (the rated card's set, locked FOR KEY SHARE, the order of study-locks.ts, when
 * the user may study it) and `ss` (the user's open session on that set, or their open today
 * session, which has no set) that a rating's write starts with. `p` names the parameters.
 */
export function studiedSetAndSession(p: { user: string; session: string; set: string }): string {
  return `s as (
    select fs.id from flashcard_sets fs where fs.id = ${p.set} and ${setAccessSqlText('set.study', 'fs', p.user)}
    for key share
  ),
  ss as (
    select id from study_sessions
    where id = ${p.session} and user_id = ${p.user} and completed_at is null
      and (flashcard_set_id is null or flashcard_set_id in (select id from s))
  )`;
}

/** A timestamp as ISO 8601 UTC with milliseconds, like Date#toISOString. */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An open session as StudySessionDto JSON: `open` names a row with id, started_at and
 * card_order; its effective ratings (reviews and practice not in `undone`, a subquery of
 * undone log ids) in log order.
 */
export function openSessionJson(open: string, undone: string): string {
  return `json_build_object(
    'id', ${open}.id, 'startedAt', ${isoSql(`${open}.started_at`)}, 'completedAt', null,
    'cardOrder', ${open}.card_order,
    'ratings', coalesce((
      select json_agg(json_build_object(
        'eventId', l.client_event_id, 'cardId', l.flashcard_id, 'rating', l.rating
      ) order by l.seq)
      from review_logs l
      where l.study_session_id = ${open}.id and l.kind in ('review', 'practice')
        and l.id not in (${undone})
    ), '[]'::json))`;
}
