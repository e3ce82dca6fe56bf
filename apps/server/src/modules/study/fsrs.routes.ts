/**
 * /api/study/fsrs: FSRS's optimiser for the signed-in learner (issue 19 §2; their own log only,
 * so no id is taken).
 */
import { preferencesQuerySchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import type { FsrsOptimizer } from './fsrs-optimizer.ts';
import { getOptimizationStatus, optimizeParameters } from './fsrs-optimization.service.ts';

export function fsrsRoutes(db: Db, optimizer: FsrsOptimizer, clock: () => Date) {
  return new Hono<AppEnv>()
    .get('/optimization', async (c) => c.json(await getOptimizationStatus(db, c.var.user.id)))
    .post('/optimization', validate('query', preferencesQuerySchema), async (c) =>
      c.json(
        await optimizeParameters(
          db,
          optimizer,
          c.var.user.id,
          c.req.valid('query').timeZone,
          clock(),
        ),
      ),
    );
}
