/**
 * /api/ielts (issue 10), behind a session:
 * - POST /reading/:testNumber/attempts — mark and save a Reading attempt;
 * - POST /writing/:testNumber/attempts — save an essay with its word count and feedback;
 * - POST /listening/:testNumber/attempts — mark and save a Listening attempt (issue 11);
 * - POST /speaking/:testNumber/attempts — save a Speaking attempt with its self-ratings (issue 11);
 * - GET /results?skill= — the learner's per-test summaries, average and attempts of a skill;
 * - GET /overview — the hub's averages and progress of the four skills;
 * - GET /results/:id — one of the learner's attempts with its review (404 when not theirs).
 */
import {
  ieltsSkillSchema,
  listeningAttemptInputSchema,
  readingAttemptInputSchema,
  speakingAttemptInputSchema,
  testNumberSchema,
  writingAttemptInputSchema,
} from '@app/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import type { GrammarChecker } from '../../providers/grammar/grammar-checker.ts';
import { validate } from '../../http/validate.ts';
import * as service from './ielts.service.ts';

export function ieltsRoutes(db: Db, clock: () => Date, grammar: GrammarChecker) {
  const test = validate('param', z.object({ testNumber: testNumberSchema }));
  return new Hono<AppEnv>()
    .post(
      '/reading/:testNumber/attempts',
      test,
      validate('json', readingAttemptInputSchema),
      async (c) => {
        const { testNumber } = c.req.valid('param');
        const saved = await service.submitReading(
          db,
          c.var.user.id,
          testNumber,
          c.req.valid('json'),
          clock(),
        );
        return c.json(saved, 201);
      },
    )
    .post(
      '/writing/:testNumber/attempts',
      test,
      validate('json', writingAttemptInputSchema),
      async (c) => {
        const { testNumber } = c.req.valid('param');
        const saved = await service.submitWriting(
          db,
          c.var.user.id,
          testNumber,
          c.req.valid('json'),
          clock(),
          grammar,
          c.req.raw.signal,
        );
        return c.json(saved, 201);
      },
    )
    .post(
      '/listening/:testNumber/attempts',
      test,
      validate('json', listeningAttemptInputSchema),
      async (c) => {
        const { testNumber } = c.req.valid('param');
        const saved = await service.submitListening(
          db,
          c.var.user.id,
          testNumber,
          c.req.valid('json'),
          clock(),
        );
        return c.json(saved, 201);
      },
    )
    .post(
      '/speaking/:testNumber/attempts',
      test,
      validate('json', speakingAttemptInputSchema),
      async (c) => {
        const { testNumber } = c.req.valid('param');
        const saved = await service.submitSpeaking(
          db,
          c.var.user.id,
          testNumber,
          c.req.valid('json'),
          clock(),
        );
        return c.json(saved, 201);
      },
    )
    .get('/results', validate('query', z.object({ skill: ieltsSkillSchema })), async (c) =>
      c.json(await service.skillResults(db, c.var.user.id, c.req.valid('query').skill)),
    )
    .get('/overview', async (c) => c.json(await service.overview(db, c.var.user.id)))
    .get('/results/:id', validate('param', z.object({ id: z.uuid() })), async (c) =>
      c.json(await service.attempt(db, c.var.user.id, c.req.valid('param').id)),
    );
}
