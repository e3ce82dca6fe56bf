/**
 * /api/review-list (issue 8, beyond the spec): the learner's list of words missed in games
 * (review-list.service.ts).
 */
import { reviewListAddSchema, reviewListQuerySchema } from '@app/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import * as service from './review-list.service.ts';

export function reviewListRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', validate('query', reviewListQuerySchema), async (c) =>
      c.json({ items: await service.listItems(db, c.var.user.id, c.req.valid('query').setId) }),
    )
    .post('/', validate('json', reviewListAddSchema), async (c) =>
      c.json({ count: await service.addItems(db, c.var.user.id, c.req.valid('json')) }, 201),
    )
    .delete('/:cardId', validate('param', z.object({ cardId: z.uuid() })), async (c) => {
      await service.removeItems(db, c.var.user.id, [c.req.valid('param').cardId]);
      return c.body(null, 204);
    });
}
