/**
 * A fixed-window rate limit for the app's own public routes, counted in the `rate_limits` table
 * that Better Auth's limiter uses (so every instance shares the counters: DESIGN.md). One atomic
 * upsert per request; over the limit it answers 429 RATE_LIMITED with Retry-After (seconds) and
 * a message that says how long to wait.
 */
import { INVITATION_RATE_LIMITS, rateLimitedMessage } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from './types.ts';

export interface RateLimitOptions {
  /** Bucket name, e.g. 'reset-password-check'. */
  name: string;
  /** Window length, seconds. */
  windowSeconds: number;
  /** Requests allowed per client address and window. */
  max: number;
  /** The client's address (clientIp in client-ip.ts), or undefined when unknown. */
  clientAddress: (c: Context<AppEnv>) => string | undefined;
  clock?: () => Date;
}

export function rateLimit(db: Db, options: RateLimitOptions) {
  const windowMs = options.windowSeconds * 1000;
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = (options.clock?.() ?? new Date()).getTime();
    const key = `app:${options.name}:${options.clientAddress(c) ?? 'unknown'}`;
    const result = await db.execute(sql`
      insert into ${rateLimits} (id, key, count, last_request)
      values (${crypto.randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when ${rateLimits.lastRequest} <= ${now - windowMs} then 1
                     else ${rateLimits.count} + 1 end,
        last_request = case when ${rateLimits.lastRequest} <= ${now - windowMs} then ${now}
                            else ${rateLimits.lastRequest} end
      returning count, last_request
    `);
    const row = (result as unknown as { rows: { count: number; last_request: string | number }[] })
      .rows[0];
    if (row && Number(row.count) > options.max) {
      const retryAfter = Math.max(1, Math.ceil((Number(row.last_request) + windowMs - now) / 1000));
      c.header('Retry-After', String(retryAfter));
      throw new AppError('RATE_LIMITED', { message: rateLimitedMessage(retryAfter) });
    }
    await next();
  });
}

/**
 * The per-sender limit on what may e-mail a stranger (issue 34 §23): class invitations,
 * co-teacher invitations and set shares count together against INVITATION_RATE_LIMITS (an hour
 * and a day), keyed by the signed-in sender, every request counted. Goes after requireUser.
 */
export function invitationRateLimit(db: Db, clock?: () => Date): MiddlewareHandler<AppEnv> {
  return every(
    ...INVITATION_RATE_LIMITS.map((limit) =>
      rateLimit(db, {
        name: limit.name,
        windowSeconds: limit.windowSeconds,
        max: limit.max,
        clientAddress: (c) => c.var.user.id,
        ...(clock ? { clock } : {}),
      }),
    ),
  );
}
