/** /api/sets: the signed-in owner's flashcard sets. */
import { setIdParamSchema, setInputSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import * as service from './flashcards.service.ts';

export function flashcardRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ sets: await service.listSets(db, c.var.user.id, clock()) }))
    .post('/', validate('json', setInputSchema), async (c) =>
      c.json({ set: await service.createSet(db, c.var.user.id, c.req.valid('json')) }, 201),
    )
    .post('/starter', async (c) =>
      c.json({ set: await service.createStarterSet(db, c.var.user.id) }, 201),
    )
    .get('/:setId', validate('param', setIdParamSchema), async (c) =>
      c.json({ set: await service.getSet(db, c.var.user.id, c.req.valid('param').setId) }),
    )
    .put(
      '/:setId',
      validate('param', setIdParamSchema),
      validate('json', setInputSchema),
      async (c) =>
        c.json({
          set: await service.updateSet(
            db,
            c.var.user.id,
            c.req.valid('param').setId,
            c.req.valid('json'),
          ),
        }),
    )
    .delete('/:setId', validate('param', setIdParamSchema), async (c) => {
      await service.deleteSet(db, c.var.user.id, c.req.valid('param').setId);
      return c.body(null, 204);
    });
}
