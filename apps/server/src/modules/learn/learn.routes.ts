/**
 * /api/learn (issue 21 §1): GET /sets/:setId answers the learner's Learn state of the set
 * (null before the first answer); PUT /sets/:setId replaces it (learn.service.ts).
 */
import { learnStateSchema } from '@app/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { setAccessFirst } from '../../auth/access-guard.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { readLearnState, saveLearnState } from './learn.service.ts';

const setParamSchema = z.object({ setId: z.uuid() });

export function learnRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/sets/:setId', validate('param', setParamSchema), async (c) =>
      c.json({ state: await readLearnState(db, c.var.user.id, c.req.valid('param').setId) }),
    )
    .put(
      '/sets/:setId',
      validate('param', setParamSchema),
      // access first: a stranger's invalid body is a 404, as a valid one
      validate('json', learnStateSchema, { before400: setAccessFirst(db, 'set.play') }),
      async (c) => {
        await saveLearnState(db, c.var.user.id, c.req.valid('param').setId, c.req.valid('json'));
        return c.body(null, 204);
      },
    );
}
