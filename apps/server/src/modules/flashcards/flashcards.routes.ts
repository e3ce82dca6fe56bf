/** /api/sets: the signed-in user's flashcard sets, their own and those shared with them. */
import { addCardSchema, setIdParamSchema, setInputSchema } from '@app/contracts';
import { Hono } from 'hono';
import { setAccessFirst } from '../../auth/access-guard.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { removeFiles } from '../files/files.service.ts';
import * as service from './flashcards.service.ts';
import { addCard, copySet } from './set-additions.service.ts';

export interface FlashcardDeps {
  db: Db;
  clock: () => Date;
  /** Where card images live: dropped ones are removed after the change commits. */
  storage: Storage;
  logger: Logger;
}

export function flashcardRoutes(deps: FlashcardDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ sets: await service.listSets(db, c.var.user.id, clock()) }))
    .post('/', validate('json', setInputSchema), async (c) =>
      c.json(
        { set: await service.createSet(db, c.var.user.id, c.req.valid('json'), clock()) },
        201,
      ),
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
      validate('json', setInputSchema, { before400: setAccessFirst(db, 'set.edit') }),
      async (c) => {
        const { set, droppedImages } = await service.updateSet(
          db,
          c.var.user.id,
          c.req.valid('param').setId,
          c.req.valid('json'),
        );
        await removeFiles(deps, droppedImages);
        return c.json({ set });
      },
    )
    .post(
      '/:setId/cards',
      validate('param', setIdParamSchema),
      validate('json', addCardSchema, { before400: setAccessFirst(db, 'card.add') }),
      async (c) =>
        c.json(
          await addCard(db, c.var.user.id, c.req.valid('param').setId, c.req.valid('json')),
          201,
        ),
    )
    .post('/:setId/copy', validate('param', setIdParamSchema), async (c) =>
      c.json(
        { set: await copySet(db, deps.storage, c.var.user.id, c.req.valid('param').setId) },
        201,
      ),
    )
    .delete('/:setId', validate('param', setIdParamSchema), async (c) => {
      const images = await service.deleteSet(db, c.var.user.id, c.req.valid('param').setId);
      await removeFiles(deps, images);
      return c.body(null, 204);
    });
}
