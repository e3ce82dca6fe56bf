/**
 * /api/stats (issue 19 §3): GET /?timeZone=Area/City answers the statistics page's figures
 * (stats.service.ts) for the session's learner.
 */
import { statsQuerySchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import * as service from './stats.service.ts';

export function statsRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>().get('/', validate('query', statsQuerySchema), async (c) => {
    const stats = await service.getStats(db, c.var.user.id, clock(), c.req.valid('query').timeZone);
    c.header('Cache-Control', 'no-store');
    return c.json(stats);
  });
}
