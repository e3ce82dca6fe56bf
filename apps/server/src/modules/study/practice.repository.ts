/**
 * A practice rating (issue 19 §1): a card already rated in the learner's day is rated again (it
 * came back after Rất khó or Khó, or the set was studied twice). One statement, the checks of
 * rating.repository.ts's write (set locked first, open session, access), the log row only.
 */
import { queryPrepared, type Db } from '../../db/client.ts';
import { LOG_COLUMNS, studiedSetAndSession } from './rating-sql.ts';
import { ratingWriteParams, type RatingWrite } from './rating.repository.ts';

/**
 * $1 user, $2 session, $3 set, $4 card, $5 event, $6 log id, $7 rating, $8 elapsed ms,
 * $9 reviewed at, $10 start of the learner's day.
 */
const WRITE_PRACTICE = `
  with ${studiedSetAndSession({ user: '$1', session: '$2', set: '$3' })},
  cur as (
    select r.* from card_reviews r
    where r.user_id = $1 and r.flashcard_id = $4 and r.last_reviewed_at >= $10::timestamptz
  ),
  log as (
    insert into review_logs ${LOG_COLUMNS}
    select $6, $5, $1, $4, $3, $2, 'practice', cur.last_log_id, $7, cur.difficulty_rating,
      cur.easiness_factor, cur.interval_days, cur.repetition_count, cur.next_review_date,
      cur.last_reviewed_at, cur.easiness_factor, cur.interval_days, cur.repetition_count,
      cur.next_review_date, $9, $8, cur.stability, cur.difficulty, cur.stability,
      cur.difficulty, 0
    from cur cross join ss
    returning 1
  )
  select (select count(*) from ss)::int as open, (select count(*) from log)::int as logged`;

/**
 * A practice rating (issue 19): the card was rated already in the learner's day (since
 * `dayStart`), so this rating is logged as 'practice' with the card's state as both before and
 * after, and the review state and statistics are left alone. Answers 'written', 'gone' (the set
 * or the open session is no longer there) or 'changed' (the card's rating of the day was undone
 * meanwhile: read again).
 * @throws the driver's error 23503 or 23505 as writeRating does.
 */
export async function writePractice(
  db: Db,
  w: Omit<RatingWrite, 'before' | 'after'> & { dayStart: Date },
): Promise<'written' | 'gone' | 'changed'> {
  const [row] = await queryPrepared<{ open: number; logged: number }>(
    db,
    'rating_practice',
    WRITE_PRACTICE,
    [...ratingWriteParams(w), w.dayStart.toISOString()],
  );
  if (row!.logged === 1) return 'written';
  return row!.open === 0 ? 'gone' : 'changed';
}
