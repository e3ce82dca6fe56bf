/**
 * /api/review-list (issue 8, beyond the spec): a learner sends the words they missed in a game
 * to their review list; the study screen of the set reads it and puts those cards first; a
 * completed study session that rated a card removes it (study.service.ts).
 * Adding needs read access to the set (set-access.ts: 404 otherwise); a list holds only the
 * caller's own items, and only cards of sets they can still read are listed.
 */
import {
  reviewListAddSchema,
  reviewListQuerySchema,
  type GameResultDto,
  type ReviewListItem,
} from '@app/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { requireSetAccess } from '../flashcards/set-access.ts';
import { addToReviewList, listReviewList, removeFromReviewList } from './review-list.repository.ts';

export function reviewListRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', validate('query', reviewListQuerySchema), async (c) => {
      const { setId } = c.req.valid('query');
      const rows = await listReviewList(db, c.var.user.id, setId);
      const items: ReviewListItem[] = rows.map((row) => ({
        cardId: row.cardId,
        setId: row.setId,
        game: row.game as GameResultDto['game'],
        addedAt: row.addedAt.toISOString(),
      }));
      return c.json({ items });
    })
    .post('/', validate('json', reviewListAddSchema), async (c) => {
      const input = c.req.valid('json');
      await requireSetAccess(db, c.var.user.id, input.setId, 'view');
      const count = await addToReviewList(
        db,
        c.var.user.id,
        input.setId,
        input.game,
        input.cardIds,
      );
      return c.json({ count }, 201);
    })
    .delete('/:cardId', validate('param', z.object({ cardId: z.uuid() })), async (c) => {
      await removeFromReviewList(db, c.var.user.id, [c.req.valid('param').cardId]);
      return c.body(null, 204);
    });
}
