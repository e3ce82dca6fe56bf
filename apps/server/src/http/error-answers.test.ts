import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../auth/session.ts';
import { createLogger } from '../lib/logger.ts';
import { errorHandler } from './error-answers.ts';
import type { AppEnv } from './types.ts';

/** A driver error as drizzle wraps it: the SQLSTATE on its cause. */
function driverError(code: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('driver'), { code }) });
}

describe('errorHandler: database refusals the request caused', () => {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler({ logger: createLogger('silent'), sessions: new SessionCache() }));
  app.get('/fail/:code', (c) => {
    throw driverError(c.req.param('code'));
  });

  it.each([
    ['22P05', 400], // text PostgreSQL cannot store
    ['22021', 400],
    ['22008', 400], // a date or instant it cannot read (issue 34 item 26: the last line)
    ['22007', 400],
    ['42P01', 500], // anything else is ours
  ])('answers SQLSTATE %s with %i', async (code, status) => {
    const res = await app.request(`/fail/${code}`);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe(status === 400 ? 'VALIDATION_ERROR' : 'INTERNAL_ERROR');
  });
});
