/**
 * /api/games (issue 8, beyond the spec): a finished game's result, saved for the learner on a
 * set they may read (set-access.ts: 404 otherwise), and their best score per game for the hub.
 */
import { gameResultInputSchema, type GameResultDto } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { gameResults } from '../../db/schema/games.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { requireSetAccess } from '../flashcards/set-access.ts';

type GameId = GameResultDto['game'];

export function gameRoutes(db: Db) {
  return new Hono<AppEnv>()
    .post('/results', validate('json', gameResultInputSchema), async (c) => {
      const input = c.req.valid('json');
      await requireSetAccess(db, c.var.user.id, input.setId, 'view');
      const [row] = await db
        .insert(gameResults)
        .values({ ...input, userId: c.var.user.id })
        .returning();
      const result: GameResultDto = {
        id: row!.id,
        game: row!.game as GameId,
        setId: row!.setId,
        score: row!.score,
        accuracyPercent: row!.accuracyPercent,
        durationSeconds: row!.durationSeconds,
        playedAt: row!.playedAt.toISOString(),
      };
      return c.json({ result }, 201);
    })
    .get('/best', async (c) => {
      const result = await db.execute(sql`
        select distinct on (game) game, score, played_at
        from ${gameResults}
        where user_id = ${c.var.user.id}
        order by game, score desc, played_at`);
      const rows = (
        result as unknown as {
          rows: { game: GameId; score: number; played_at: string | Date }[];
        }
      ).rows;
      return c.json({
        best: rows.map((row) => ({
          game: row.game,
          score: row.score,
          playedAt: new Date(row.played_at).toISOString(),
        })),
      });
    });
}
