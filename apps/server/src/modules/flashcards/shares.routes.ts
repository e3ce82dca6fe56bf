/**
 * /api/sets/:setId/shares: the owner's shares of a set (issue 7 §5; docs/api.md "Sharing"). A
 * new share e-mails its recipient, so sharing counts against the sender's limit together with
 * class invitations (INVITATION_RATE_LIMITS, issue 34 §23: 429 with Retry-After).
 */
import {
  setIdParamSchema,
  shareInputSchema,
  shareParamSchema,
  shareUpdateSchema,
} from '@app/contracts';
import { Hono } from 'hono';
import { setAccessFirst } from '../../auth/access-guard.ts';
import { invitationRateLimit } from '../../http/rate-limit.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import * as service from './shares.service.ts';

export function shareRoutes(deps: service.ShareDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/:setId/shares', validate('param', setIdParamSchema), async (c) =>
      c.json({
        shares: await service.listShares(db, c.var.user.id, c.req.valid('param').setId),
      }),
    )
    .post(
      '/:setId/shares',
      invitationRateLimit(db),
      validate('param', setIdParamSchema),
      validate('json', shareInputSchema, { before400: setAccessFirst(db, 'set.share') }),
      async (c) => {
        const { share, created } = await service.shareSet(
          deps,
          c.var.user,
          c.req.valid('param').setId,
          c.req.valid('json'),
        );
        return c.json({ share }, created ? 201 : 200);
      },
    )
    .patch(
      '/:setId/shares/:shareId',
      validate('param', shareParamSchema),
      validate('json', shareUpdateSchema, { before400: setAccessFirst(db, 'set.share') }),
      async (c) => {
        const { setId, shareId } = c.req.valid('param');
        const share = await service.updateShare(
          db,
          c.var.user.id,
          setId,
          shareId,
          c.req.valid('json').permission,
        );
        return c.json({ share });
      },
    )
    .delete('/:setId/shares/:shareId', validate('param', shareParamSchema), async (c) => {
      const { setId, shareId } = c.req.valid('param');
      await service.revokeShare(db, c.var.user.id, setId, shareId);
      return c.body(null, 204);
    });
}
