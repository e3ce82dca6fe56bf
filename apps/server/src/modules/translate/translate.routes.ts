/**
 * /api/translate (issue 9; spec §3 "Translator response"), behind a session:
 * - POST / `{ text, source, target }` (contracts' translateRequestSchema: 1–5,000 characters,
 *   `en` ↔ `vi`, source ≠ target) → `{ translatedText, provider, partial }` from the configured
 *   translator (providers/translate/create-translator.ts). Rate-limited per user: 30 requests a
 *   minute (429 RATE_LIMITED with Retry-After), counted in the shared rate_limits table so
 *   every instance sees the same counters.
 * - GET /providers → `{ provider }`: the translator the server is configured to use (the web
 *   offers its own engine when it is only the offline one).
 */
import { translateRequestSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import type { TranslateProvider } from '../../providers/translate/translate-provider.ts';

/** Translations allowed per user and window. */
export const TRANSLATE_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;

export interface TranslateRouteDeps {
  db: Db;
  translator: TranslateProvider;
  clock: () => Date;
}

/** Routes that need a session (mounted behind requireUser). */
export function translateRoutes({ db, translator, clock }: TranslateRouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/',
      rateLimit(db, {
        name: 'translate',
        ...TRANSLATE_RATE_LIMIT,
        clientAddress: (c) => c.var.user.id,
        clock,
      }),
      validate('json', translateRequestSchema),
      async (c) => {
        const { text, source, target } = c.req.valid('json');
        const result = await translator.translate(text, source, target, c.req.raw.signal);
        return c.json(result);
      },
    )
    .get('/providers', (c) => c.json({ provider: translator.id }));
}
