/**
 * /api/study: loading a set for study (its prepared cards and, apart, the learner's progress),
 * today's queue over every set (issue 19), sessions, ratings, undo and completion.
 */
import {
  completeSessionSchema,
  reviewSchema,
  sessionIdParamSchema,
  setIdParamSchema,
  startSessionSchema,
  startTodaySessionSchema,
  studyQuerySchema,
  todayQuerySchema,
  undoSchema,
  type StudyContentDto,
  type StudyProgressDto,
  type TodayDto,
} from '@app/contracts';
import { Hono, type TypedResponse } from 'hono';
import { sessionAccessFirst, setAccessFirst } from '../../auth/access-guard.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { getStudyContent } from '../flashcards/flashcards.service.ts';
import { chooseEncoding, jsonAnswer, matchesEtag } from '../../http/negotiation.ts';
import * as reviews from './reviews.service.ts';
import { undoReview } from './undo.service.ts';
import * as service from './study.service.ts';
import { getTodayJson } from './today.service.ts';

export function studyRoutes(db: Db, clock: () => Date) {
  const study = { before400: setAccessFirst(db, 'set.study') };
  const session = { before400: sessionAccessFirst(db) };
  return new Hono<AppEnv>()
    .get('/sets/:setId/cards', validate('param', setIdParamSchema), async (c) => {
      const encoding = chooseEncoding(c.req.header('accept-encoding'));
      const content = await getStudyContent(
        db,
        c.var.user.id,
        c.req.valid('param').setId,
        encoding,
        c.req.header('if-none-match') ?? null,
      );
      // The same bytes until the set is edited: revalidated with the ETag on every load.
      c.header('ETag', content.etag);
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Accept-Encoding');
      if (content.body === null || matchesEtag(c.req.header('if-none-match'), content.etag)) {
        return c.body(null, 304) as unknown as TypedResponse<StudyContentDto, 200, 'json'>;
      }
      c.header('Content-Type', 'application/json; charset=UTF-8');
      if (encoding !== null) c.header('Content-Encoding', encoding);
      const response = c.body(content.body as Uint8Array<ArrayBuffer> | string, 200);
      return response as unknown as TypedResponse<StudyContentDto, 200, 'json'>;
    })
    .get(
      '/sets/:setId/progress',
      validate('param', setIdParamSchema),
      validate('query', studyQuerySchema, study),
      async (c) => {
        const json = await service.getStudyProgressJson(
          db,
          c.var.user.id,
          c.req.valid('param').setId,
          clock(),
          c.req.valid('query'),
        );
        // JSON text assembled around the database's own JSON; its shape is StudyProgressDto,
        // which the integration tests check.
        c.header('Cache-Control', 'no-store');
        return jsonAnswer(c, json) as unknown as TypedResponse<StudyProgressDto, 200, 'json'>;
      },
    )
    .post(
      '/sets/:setId/sessions',
      validate('param', setIdParamSchema),
      validate('json', startSessionSchema, study),
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
    .get('/today', validate('query', todayQuerySchema), async (c) => {
      const json = await getTodayJson(db, c.var.user.id, clock(), c.req.valid('query').timeZone);
      c.header('Cache-Control', 'no-store');
      return jsonAnswer(c, json) as unknown as TypedResponse<TodayDto, 200, 'json'>;
    })
    .post('/today/sessions', validate('json', startTodaySessionSchema), async (c) =>
      c.json(
        {
          session: await service.startTodaySession(db, c.var.user.id, c.req.valid('json'), clock()),
        },
        201,
      ),
    )
    .post(
      '/sessions/:sessionId/reviews',
      validate('param', sessionIdParamSchema),
      validate('json', reviewSchema, session),
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
      validate('json', undoSchema, session),
      async (c) =>
        c.json(
          await undoReview(
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
      validate('json', completeSessionSchema, session),
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
