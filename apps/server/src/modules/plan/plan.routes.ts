/**
 * /api/plan (issue 21 §3-4): GET /?timeZone=Area/City answers the dashboard's plan for the
 * session's learner (plan.service.ts). No id: it reads the caller's own rows only.
 */
import { planQuerySchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { getPlan } from './plan.service.ts';

export function planRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>().get('/', validate('query', planQuerySchema), async (c) => {
    const plan = await getPlan(db, c.var.user.id, clock(), c.req.valid('query').timeZone);
    c.header('Cache-Control', 'no-store');
    return c.json(plan);
  });
}
