/**
 * /api/sets/:setId/classes (issue 34 §22; docs/api.md "Sharing"): the set's owner sees the
 * classes their set is assigned to and ends an assignment ('set.share' in
 * auth/access-rules.ts: recipients and class learners 403, anyone else 404).
 */
import { setClassParamSchema, setIdParamSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import * as assignments from './assignments.service.ts';

/** The owner's view of the classes a set reaches (behind requireUser). */
export function setClassRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/:setId/classes', validate('param', setIdParamSchema), async (c) =>
      c.json({
        classes: await assignments.classesOfSet(db, c.var.user.id, c.req.valid('param').setId),
      }),
    )
    .delete('/:setId/classes/:classId', validate('param', setClassParamSchema), async (c) => {
      const { setId, classId } = c.req.valid('param');
      await assignments.endSetAssignment(db, c.var.user.id, setId, classId);
      return c.body(null, 204);
    });
}
