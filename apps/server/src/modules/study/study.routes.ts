/** /api/study: loading a set for study, sessions, ratings, undo and completion. */
import {
  completeSessionSchema,
  reviewSchema,
  sessionIdParamSchema,
  setIdParamSchema,
  startSessionSchema,
  studyQuerySchema,
  undoSchema,
  type StudyStateDto,
} from '@app/contracts';
import { Hono, type TypedResponse } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import * as reviews from './reviews.service.ts';
import * as service from './study.service.ts';

export function studyRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>()
    .get(
      '/sets/:setId',
      validate('param', setIdParamSchema),
      validate('query', studyQuerySchema),
      async (c) => {
        const json = await service.getStudyStateJson(
          db,
          c.var.user.id,
          c.req.valid('param').setId,
          clock(),
          c.req.valid('query').timeZone,
        );
        // JSON text assembled around the database's own JSON (studyCardsJson); its shape is
        // StudyStateDto, which the integration tests check.
        const response = c.body(json, 200, { 'content-type': 'application/json; charset=UTF-8' });
        return response as unknown as TypedResponse<StudyStateDto, 200, 'json'>;
      },
    )
    .post(
      '/sets/:setId/sessions',
      validate('param', setIdParamSchema),
      validate('json', startSessionSchema),
      async (c) =>
        c.json(
          {
            session: await service.startSession(
              db,
              c.var.user.id,
              c.req.valid('param').setId,
              c.req.valid('json'),
              clock(),
            ),
          },
          201,
        ),
    )
    .post(
      '/sessions/:sessionId/reviews',
      validate('param', sessionIdParamSchema),
      validate('json', reviewSchema),
      async (c) =>
        c.json(
          await reviews.recordReview(
            db,
            c.var.user.id,
            c.req.valid('param').sessionId,
            c.req.valid('json'),
            clock(),
          ),
        ),
    )
    .post(
      '/sessions/:sessionId/undo',
      validate('param', sessionIdParamSchema),
      validate('json', undoSchema),
      async (c) =>
        c.json(
          await reviews.undoReview(
            db,
            c.var.user.id,
            c.req.valid('param').sessionId,
            c.req.valid('json'),
            clock(),
          ),
        ),
    )
    .post(
      '/sessions/:sessionId/complete',
      validate('param', sessionIdParamSchema),
      validate('json', completeSessionSchema),
      async (c) =>
        c.json({
          session: await service.completeSession(
            db,
            c.var.user.id,
            c.req.valid('param').sessionId,
            clock(),
          ),
        }),
    );
}
