/**
 * Queries of the dashboard's plan (issue 21 §3-4): the seconds a learner studied in a span
 * (the daily goal) and their IELTS attempts (band estimate and next tests). The streak's
 * active days come from the statistics' history query (stats.repository.ts).
 */
import { STATS_MAX_ANSWER_MS } from '@app/contracts';
import type { IeltsSkill } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * Seconds `userId` studied from `from` (inclusive) to `to` (exclusive): the answer time of their
 * ratings (review and practice rows no undo cancelled, each capped at STATS_MAX_ANSWER_MS, as the
 * statistics count it), their games' and tests' durations and their IELTS tests' time taken
 * (Speaking records none).
 */
export async function secondsStudied(
  db: Db,
  userId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [start, end] = [from.toISOString(), to.toISOString()];
  const result = await db.execute(sql`
    select
      coalesce((
        select sum(least(coalesce(rl.elapsed_ms, 0), ${STATS_MAX_ANSWER_MS}::int))
        from review_logs rl
        where rl.user_id = ${userId} and rl.kind in ('review', 'practice')
          and rl.reviewed_at >= ${start}::timestamptz and rl.reviewed_at < ${end}::timestamptz
          and not exists (
            select 1 from review_logs u
            where u.user_id = ${userId} and u.kind = 'undo' and u.undoes_log_id = rl.id)
      ), 0)::float8 / 1000
      + coalesce((
        select sum(g.duration_seconds) from game_results g
        where g.user_id = ${userId}
          and g.played_at >= ${start}::timestamptz and g.played_at < ${end}::timestamptz
      ), 0)::float8
      + coalesce((
        select sum(coalesce(t.time_taken_seconds, 0)) from test_results t
        where t.user_id = ${userId}
          and coalesce(t.completed_at, t.created_at) >= ${start}::timestamptz
          and coalesce(t.completed_at, t.created_at) < ${end}::timestamptz
      ), 0)::float8 as seconds`);
  return Number(rowsOf<{ seconds: number }>(result)[0]!.seconds);
}

/** One IELTS attempt as the plan reads it. */
export interface AttemptRow {
  skill: IeltsSkill;
  testNumber: number;
  bandScore: number | null;
  at: Date;
}

/** Every completed IELTS attempt of `userId`. */
export async function attempts(db: Db, userId: string): Promise<AttemptRow[]> {
  const result = await db.execute(sql`
    select t.test_type as skill, t.test_number as "testNumber", t.band_score as "bandScore",
      coalesce(t.completed_at, t.created_at) as at
    from test_results t where t.user_id = ${userId}`);
  return rowsOf<AttemptRow>(result).map((row) => ({
    ...row,
    bandScore: row.bandScore === null ? null : Number(row.bandScore),
    at: new Date(row.at),
  }));
}
