/** Queries on game_results (issue 8): a finished game's result and the learner's best scores. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameResults } from '../../db/schema/games.ts';

export type GameResultRow = typeof gameResults.$inferSelect;

/** Saves one finished game of `userId`. */
export async function insertResult(
  db: Db,
  values: Omit<typeof gameResults.$inferInsert, 'id' | 'playedAt'>,
): Promise<GameResultRow> {
  const [row] = await db.insert(gameResults).values(values).returning();
  return row!;
}

/** The learner's best score per game (the earliest of equal scores), one row per game played. */
export async function bestScores(
  db: Db,
  userId: string,
): Promise<{ game: string; score: number; playedAt: Date }[]> {
  const result = await db.execute(sql`
    select distinct on (game) game, score, played_at
    from ${gameResults}
    where user_id = ${userId}
    order by game, score desc, played_at`);
  const rows = (
    result as unknown as { rows: { game: string; score: number; played_at: string | Date }[] }
  ).rows;
  return rows.map((row) => ({
    game: row.game,
    score: row.score,
    playedAt: new Date(row.played_at),
  }));
}
