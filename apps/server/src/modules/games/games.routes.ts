/**
 * /api/games (issue 8, beyond the spec): POST /results saves a finished game's result on a set
 * the learner may play (games.service.ts); GET /best answers their best score per game.
 */
import { gameResultInputSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import * as service from './games.service.ts';

export function gameRoutes(db: Db) {
  return new Hono<AppEnv>()
    .post('/results', validate('json', gameResultInputSchema), async (c) =>
      c.json({ result: await service.saveResult(db, c.var.user.id, c.req.valid('json')) }, 201),
    )
    .get('/best', async (c) => c.json({ best: await service.bestScores(db, c.var.user.id) }));
}
