/**
 * /api/cards (issue 19 §3): the card browser's search, and suspending, unsuspending and
 * resetting one card for the learner (cards.service.ts).
 */
import { cardIdParamSchema, cardSearchQuerySchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import * as service from './cards.service.ts';

export function cardRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>()
    .get('/search', validate('query', cardSearchQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.searchCards(db, c.var.user.id, c.req.valid('query'), clock()));
    })
    .put('/:cardId/suspension', validate('param', cardIdParamSchema), async (c) =>
      c.json(await service.setSuspended(db, c.var.user.id, c.req.valid('param').cardId, true)),
    )
    .delete('/:cardId/suspension', validate('param', cardIdParamSchema), async (c) =>
      c.json(await service.setSuspended(db, c.var.user.id, c.req.valid('param').cardId, false)),
    )
    .post('/:cardId/reset', validate('param', cardIdParamSchema), async (c) =>
      c.json(await service.resetCard(db, c.var.user.id, c.req.valid('param').cardId)),
    );
}
