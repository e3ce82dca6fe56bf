/**
 * Queries of the statistics page (issue 19 §3), each one aggregate over the learner's rows.
 * Learner days are computed in SQL as `((ts at time zone tz) - N hours)::date`, the same date as
 * the domain's learnerDayKey(ts, tz, N): the local wall-clock time moved back by the rollover
 * hour (the integration test pins the two together, a time before the rollover included).
 * Cards counted are those of every set the learner may study (the one access rule,
 * auth/access-rules.ts 'set.study'); the rating history is the learner's own rows.
 */
import { MATURE_INTERVAL_DAYS, PASSING_RATING, type CardState, type Scheduler } from '@app/domain';
import { STATS_MAX_ANSWER_MS } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { setAccessSql } from '../../auth/access-rules.ts';
import type { Db } from '../../db/client.ts';

/** How a learner's days are cut: their IANA zone and rollover hour (0-23). */
export interface DayCut {
  timeZone: string;
  dayStartsAtHour: number;
}

/** The learner-day date (SQL `date`) of the timestamptz expression `column`. */
function learnerDay(column: SQL, cut: DayCut): SQL {
  return sql`((${column} at time zone ${cut.timeZone}) - make_interval(hours => ${cut.dayStartsAtHour}::int))::date`;
}

/**
 * The learner's rating history in one pass over their review_logs rows (review and practice rows
 * that no undo cancelled, each on its learner day). The rows are first summed by 15-minute slot
 * (UTC), and only the slots are converted to learner days: every zone's offset and every
 * rollover hour fall on a quarter hour, so a slot never straddles two learner days, and a
 * learner's ratings come in sessions, so there are far fewer slots than rows (the time zone
 * conversion was most of this query's time).
 * - `days`: every learner day with any activity (a counted rating, a game result, an IELTS test
 *   result), oldest first, with its counted ratings and their answer milliseconds (each capped
 *   at STATS_MAX_ANSWER_MS); days with only games or tests have 0 and 0;
 * - `retention`: from the learner day `sinceDay` ('YYYY-MM-DD') on, by learner month 'YYYY-MM',
 *   the reviews (kind 'review') of mature cards (interval before ≥ MATURE_INTERVAL_DAYS) and
 *   those passed (rating ≥ PASSING_RATING).
 */
export async function history(
  db: Db,
  userId: string,
  cut: DayCut,
  sinceDay: string,
): Promise<{
  days: { day: string; reviews: number; ms: number }[];
  retention: { month: string; reviews: number; passed: number }[];
}> {
  const mature = sql`rl.kind = 'review' and rl.interval_days_before >= ${MATURE_INTERVAL_DAYS}::int`;
  const result = await db.execute(sql`
    with slots as (
      select date_bin('15 minutes', rl.reviewed_at, timestamptz '2000-01-01T00:00:00Z') as slot,
        count(*) as n,
        sum(least(coalesce(rl.elapsed_ms, 0), ${STATS_MAX_ANSWER_MS}::int)) as ms,
        count(*) filter (where ${mature}) as mature,
        count(*) filter (where ${mature} and rl.rating >= ${PASSING_RATING}::int) as passed
      from review_logs rl
      where rl.user_id = ${userId} and rl.kind in ('review', 'practice')
        and rl.id not in (
          select u.undoes_log_id from review_logs u
          where u.user_id = ${userId} and u.kind = 'undo' and u.undoes_log_id is not null)
      group by 1
    ),
    l as materialized (
      select ${learnerDay(sql`slots.slot`, cut)} as day, n, ms, mature, passed from slots
    )
    select 'day' as part, a.day::text as key, sum(a.n)::int as n, sum(a.ms)::float8 as m
    from (
      select l.day, l.n, l.ms from l
      union all
      select ${learnerDay(sql`g.played_at`, cut)}, 0, 0 from game_results g
      where g.user_id = ${userId}
      union all
      select ${learnerDay(sql`coalesce(t.completed_at, t.created_at)`, cut)}, 0, 0
      from test_results t where t.user_id = ${userId}
    ) a
    group by a.day
    union all
    select 'month', to_char(l.day, 'YYYY-MM'), sum(l.mature)::int, sum(l.passed)::float8
    from l
    where l.day >= ${sinceDay}::date and l.mature > 0
    group by 2
    order by 1, 2`);
  const rows = rowsOf<{ part: 'day' | 'month'; key: string; n: number; m: number }>(result);
  return {
    days: rows
      .filter((row) => row.part === 'day')
      .map((row) => ({ day: row.key, reviews: Number(row.n), ms: Number(row.m) })),
    retention: rows
      .filter((row) => row.part === 'month')
      .map((row) => ({ month: row.key, reviews: Number(row.n), passed: Number(row.m) })),
  };
}

/**
 * The cards of every set `userId` may study, by state (domain classifyCard: suspended first,
 * then new without a review state, learning at repetition 0, young or mature by the interval of
 * the learner's `scheduler`: SM-2's, or FSRS's where the card has one).
 */
export async function cardStates(
  db: Db,
  userId: string,
  scheduler: Scheduler,
): Promise<Record<CardState, number>> {
  const interval =
    scheduler === 'fsrs'
      ? sql`coalesce(r.fsrs_interval_days, r.interval_days)`
      : sql`r.interval_days`;
  const result = await db.execute(sql`
    select
      count(*) filter (where su.flashcard_id is not null)::int as suspended,
      count(*) filter (where su.flashcard_id is null and r.id is null)::int as new,
      count(*) filter (where su.flashcard_id is null and r.repetition_count = 0)::int as learning,
      count(*) filter (where su.flashcard_id is null and r.repetition_count > 0
        and ${interval} < ${MATURE_INTERVAL_DAYS}::int)::int as young,
      count(*) filter (where su.flashcard_id is null and r.repetition_count > 0
        and ${interval} >= ${MATURE_INTERVAL_DAYS}::int)::int as mature
    from flashcard_sets s
    join flashcards c on c.set_id = s.id
    left join card_reviews r on r.user_id = ${userId} and r.flashcard_id = c.id
    left join card_suspensions su on su.user_id = ${userId} and su.flashcard_id = c.id
    where ${setAccessSql('set.study', userId, 's', 'scan')}`);
  const row = rowsOf<Record<CardState, number>>(result)[0]!;
  return {
    new: Number(row.new),
    learning: Number(row.learning),
    young: Number(row.young),
    mature: Number(row.mature),
    suspended: Number(row.suspended),
  };
}

/**
 * Cards of `userId`'s studiable sets, not suspended, due before `until`, by the learner day of
 * their due date (overdue cards on their own past days: the domain folds them into today).
 */
export async function dueByDay(
  db: Db,
  userId: string,
  cut: DayCut,
  until: Date,
): Promise<{ day: string; due: number }[]> {
  const result = await db.execute(sql`
    select ${learnerDay(sql`r.next_review_date`, cut)}::text as day, count(*)::int as due
    from card_reviews r
    join flashcards c on c.id = r.flashcard_id
    join flashcard_sets s on s.id = c.set_id
    where r.user_id = ${userId}
      and r.next_review_date < ${until.toISOString()}::timestamptz
      and ${setAccessSql('set.study', userId, 's', 'scan')}
      and not exists (select 1 from card_suspensions su
        where su.user_id = ${userId} and su.flashcard_id = r.flashcard_id)
    group by 1`);
  return rowsOf<{ day: string; due: number }>(result).map((row) => ({
    day: row.day,
    due: Number(row.due),
  }));
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
