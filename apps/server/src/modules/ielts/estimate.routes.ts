/**
 * /api/ielts/estimate (issue 23 §3), behind a session: the estimated band per criterion of a
 * Writing task or of Speaking transcripts by the school's language model (providers/llm).
 * - GET / → `{ available }`: whether LLM_URL is set (the web shows nothing otherwise).
 * - POST / `{ skill, task?, prompt, text, language }` (contracts' bandEstimateRequestSchema) →
 *   `{ available: false }` without LLM_URL; otherwise `{ available: true, skill, task, model,
 *   criteria: [{ criterion, band, reason, quote }], overall }`. Nothing is saved. The model's
 *   failures: 504 ESTIMATE_TIMEOUT past LLM_TIMEOUT_MS (reason `timeout`), 502 ESTIMATE_FAILED
 *   when its reply is not the JSON asked for (reason `invalidAnswer`) or it could not answer
 *   (reason `unavailable`: network error, a status other than 200), each logged at warn.
 *   Rate-limited per user: ESTIMATE_RATE_LIMIT (429 RATE_LIMITED with Retry-After), since each
 *   estimate costs the school a model call.
 */
import { bandEstimateRequestSchema, type BandEstimateResponse } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { ProviderUnavailableError } from '../../providers/dictionary/dictionary-provider.ts';
import type { BandEstimator } from '../../providers/llm/band-estimator.ts';
import { InvalidEstimateError } from '../../providers/llm/parse-estimate.ts';
import { ProviderTimeoutError } from '../../providers/provider-http.ts';

/** Estimates allowed per user and window. */
export const ESTIMATE_RATE_LIMIT = { max: 10, windowSeconds: 600 } as const;

export interface EstimateRouteDeps {
  db: Db;
  /** null when LLM_URL is not set. */
  estimator: BandEstimator | null;
  clock: () => Date;
  logger: Logger;
}

/** The AppError that answers a failure of the model (see the module docstring). */
function estimateError(error: ProviderUnavailableError): AppError {
  if (error instanceof ProviderTimeoutError) {
    return new AppError('ESTIMATE_TIMEOUT', { reason: 'timeout' });
  }
  return new AppError('ESTIMATE_FAILED', {
    reason: error instanceof InvalidEstimateError ? 'invalidAnswer' : 'unavailable',
  });
}

/** Routes that need a session (mounted behind requireUser). */
export function estimateRoutes({ db, estimator, clock, logger }: EstimateRouteDeps) {
  return new Hono<AppEnv>()
    .get('/', (c) => c.json({ available: estimator !== null }))
    .post(
      '/',
      rateLimit(db, {
        name: 'ielts-estimate',
        ...ESTIMATE_RATE_LIMIT,
        clientAddress: (c) => c.var.user.id,
        clock,
      }),
      validate('json', bandEstimateRequestSchema),
      async (c) => {
        if (estimator === null) return c.json({ available: false } as BandEstimateResponse);
        const input = c.req.valid('json');
        const task = input.skill === 'writing' ? (input.task ?? 2) : null;
        try {
          const estimate = await estimator.estimate(
            { ...input, task: task ?? undefined },
            c.req.raw.signal,
          );
          const answer: BandEstimateResponse = {
            available: true,
            skill: input.skill,
            task,
            model: estimator.model,
            ...estimate,
          };
          return c.json(answer);
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          logger.warn(
            { err: error, provider: 'llm', skill: input.skill, chars: input.text.length },
            'band estimate failed',
          );
          throw estimateError(error);
        }
      },
    );
}
