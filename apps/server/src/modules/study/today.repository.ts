/**
 * Today's queue (issue 19 §1) in one query, its JSON built by the database: the learner's first
 * ratings of the day so far, the cards failed today and not passed since (relearning), the cards
 * due before the next day begins, and new cards, over every set the learner may study (the one
 * access rule), suspended cards left out; plus the day's open today session with its effective
 * ratings. Limits are applied here (LIMIT with what is left of the day's limits).
 */
import { queryPrepared, type Db } from '../../db/client.ts';
import { setAccessSqlText } from '../../auth/access-rules.ts';
import { isoSql, openSessionJson } from './rating-sql.ts';

/** One card of the queue as the database builds it (TodayCardDto, dates ISO). */
const CARD_JSON = (f: string, s: string, r: string, relearning: string) => `json_build_object(
    'setId', ${s}.id, 'setTitle', ${s}.title, 'setColor', ${s}.color,
    'card', json_build_object('id', ${f}.id, 'front', ${f}.front_text, 'back', ${f}.back_text,
      'frontImageUrl', ${f}.front_image_url, 'backImageUrl', ${f}.back_image_url,
      'tags', to_json(${f}.tags)),
    'review', case when ${r}.flashcard_id is null then null else json_build_object(
      'easinessFactor', ${r}.easiness_factor, 'intervalDays', ${r}.interval_days,
      'repetitionCount', ${r}.repetition_count,
      'nextReviewDate', ${isoSql(`${r}.next_review_date`)},
      'lastReviewedAt', ${isoSql(`${r}.last_reviewed_at`)}, 'totalReviews', ${r}.total_reviews,
      'stability', ${r}.stability, 'difficulty', ${r}.difficulty) end,
    'relearning', ${relearning})`;

/**
 * $1 user, $2 start of the learner's day, $3 start of the next day, $4 reviews per day,
 * $5 new cards per day, $6 order due cards by FSRS retrievability (boolean; else by easiness),
 * $7 FSRS decay, $8 FSRS factor, $9 now.
 */
const TODAY = `
  with sets as (
    select fs.id, fs.title, fs.color, fs.created_at from flashcard_sets fs
    where ${setAccessSqlText('set.study', 'fs', '$1', 'scan')}
  ),
  undone as (
    select u.undoes_log_id as id from review_logs u
    where u.user_id = $1 and u.kind = 'undo' and u.reviewed_at >= $2 and u.undoes_log_id is not null
  ),
  rated as (
    select l.flashcard_id, l.kind, l.rating, l.rating_before, l.seq from review_logs l
    where l.user_id = $1 and l.reviewed_at >= $2 and l.kind in ('review', 'practice')
      and l.id not in (select id from undone)
  ),
  done as (
    select count(*) filter (where kind = 'review' and rating_before is null)::int as new_done,
      count(*) filter (where kind = 'review' and rating_before is not null)::int as reviews_done
    from rated
  ),
  failed as (
    select flashcard_id from (
      select distinct on (flashcard_id) flashcard_id, rating from rated
      order by flashcard_id, seq desc
    ) latest where rating < 3
  ),
  suspended as (select flashcard_id from card_suspensions where user_id = $1),
  -- due before the next day begins (card_reviews_user_due_idx), and the cards failed today
  studied as (
    select r.flashcard_id as id, r.next_review_date,
      case when $6::boolean and r.stability > 0
        then power(1 + $8::double precision
               * greatest(date_part('epoch', $9::timestamptz - r.last_reviewed_at) / 86400, 0)
               / r.stability, -$7::double precision)
        else r.easiness_factor end as easiness_factor,
      false as relearning
    from card_reviews r
    join sets s on s.id = r.flashcard_set_id
    where r.user_id = $1 and r.next_review_date < $3
      and r.flashcard_id not in (select flashcard_id from failed)
      and r.flashcard_id not in (select flashcard_id from suspended)
    union all
    select r.flashcard_id, r.next_review_date, r.easiness_factor, true
    from failed
    join card_reviews r on r.user_id = $1 and r.flashcard_id = failed.flashcard_id
    join sets s on s.id = r.flashcard_set_id
    where r.flashcard_id not in (select flashcard_id from suspended)
  ),
  due as (
    select * from studied where not relearning
    order by next_review_date, easiness_factor, id
    limit greatest($4::int - (select reviews_done from done), 0)
  ),
  -- new cards taking turns set by set (issue 34 §6, domain takeTurnsBySet): each set's first
  -- unreviewed cards by position (flashcards_set_position_idx), numbered in their set; then the
  -- first of every set (oldest set first), the second of every set, …
  fresh as (
    select c.id, s.created_at, s.id as set_id, c.turn from sets s
    cross join lateral (
      select n.id, row_number() over (order by n.position) as turn from (
        select f.id, f.position from flashcards f
        where f.set_id = s.id
          and not exists (select 1 from card_reviews r where r.user_id = $1 and r.flashcard_id = f.id)
          and f.id not in (select flashcard_id from suspended)
        order by f.position
        limit greatest($5::int - (select new_done from done), 0)
      ) n
    ) c
    order by c.turn, s.created_at, s.id
    limit greatest($5::int - (select new_done from done), 0)
  ),
  queue as (
    select id, 0 as part, row_number() over (order by next_review_date, easiness_factor, id) as n
      from studied where relearning
    union all
    select id, 1, row_number() over (order by next_review_date, easiness_factor, id) from due
    union all
    select id, 2, row_number() over (order by turn, created_at, set_id) from fresh
  ),
  open as (
    select ss.id, ss.started_at, ss.card_order from study_sessions ss
    where ss.user_id = $1 and ss.flashcard_set_id is null and ss.completed_at is null
      and ss.started_at >= $2
    order by ss.started_at desc
    limit 1
  )
  select json_build_object(
    'dueCount', (select count(*) from due)::int,
    'newCount', (select count(*) from fresh)::int,
    'dueTotal', (select count(*) from studied where not relearning)::int,
    'newDone', (select new_done from done),
    'reviewsDone', (select reviews_done from done),
    -- one index lookup per card of the queue (a join made the planner scan every card)
    'cards', coalesce((
      select json_agg((
        select ${CARD_JSON('f', 's', 'r', 'q.part = 0')}
        from flashcards f
        join sets s on s.id = f.set_id
        left join card_reviews r on r.user_id = $1 and r.flashcard_id = f.id
        where f.id = q.id
      ) order by q.part, q.n)
      from queue q
    ), '[]'::json),
    'session', (
      select ${openSessionJson('open', 'select id from undone')}
      from open)
  )::text as today`;

/**
 * The queue as JSON text (TodayDto without the limits and the hour, which the service adds).
 * Relearning cards first; due cards by due date, then lower easiness factor (SM-2) or lower
 * retrievability (FSRS, when `byRetrievability`; cards without a memory state by easiness);
 * then new cards taking turns set by set (takeTurnsBySet: oldest set first, by position within
 * a set).
 * `dayStart`/`nextDayStart`: the learner's day; `reviewsPerDay`/`newCardsPerDay`: the limits.
 */
export async function todayQueueJson(
  db: Db,
  input: {
    userId: string;
    dayStart: Date;
    nextDayStart: Date;
    reviewsPerDay: number;
    newCardsPerDay: number;
    /** Order due cards by FSRS retrievability (lowest first) rather than easiness factor. */
    byRetrievability: boolean;
    /** The learner's FSRS forgetting curve (fsrsCurve of their parameters). */
    curve: { decay: number; factor: number };
    now: Date;
  },
): Promise<string> {
  const [row] = await queryPrepared<{ today: string }>(db, 'study_today', TODAY, [
    input.userId,
    input.dayStart.toISOString(),
    input.nextDayStart.toISOString(),
    input.reviewsPerDay,
    input.newCardsPerDay,
    input.byRetrievability,
    input.curve.decay,
    input.curve.factor,
    input.now.toISOString(),
  ]);
  return row!.today;
}

/**
 * Inserts a today session (no set) unless that id exists already, keeping of `cardOrder` the
 * cards the learner may study, in order, each once (its first place), as a set session's order
 * drops duplicates (reconcileOrder). Answers whether the id is the user's today session.
 */
export async function insertTodaySession(
  db: Db,
  input: { sessionId: string; userId: string; cardOrder: string[]; startedAt: Date },
): Promise<boolean> {
  const rows = await queryPrepared<{ ok: boolean }>(
    db,
    'study_today_start',
    `with ins as (
       insert into study_sessions (id, user_id, flashcard_set_id, started_at, card_order)
       select $1, $2, null, $4, coalesce(array_agg(o.id order by o.n), '{}')
       from (select distinct on (u.id) u.id, u.n from unnest($3::uuid[]) with ordinality as u(id, n)
             order by u.id, u.n) as o
       where exists (select 1 from flashcards f join flashcard_sets fs on fs.id = f.set_id
                     where f.id = o.id and ${setAccessSqlText('set.study', 'fs', '$2', 'scan')})
       on conflict (id) do nothing
       returning user_id, flashcard_set_id
     )
     select coalesce(
       (select user_id = $2 and flashcard_set_id is null from ins),
       (select user_id = $2 and flashcard_set_id is null from study_sessions where id = $1),
       false) as ok`,
    [input.sessionId, input.userId, input.cardOrder, input.startedAt.toISOString()],
  );
  return rows[0]!.ok;
}
