/**
 * /api/account: the signed-in user's own account beyond what Better Auth serves at /api/auth
 * (first-login flag of spec §4), and the public reset-link check of the reset page (spec §2,
 * §8: the page validates the link before it shows the form).
 */
import { resetTokenCheckSchema } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import type { AppEnv } from '../../http/types.ts';
import { rateLimit, type RateLimitOptions } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';

/** Routes that need a session (mounted behind requireUser). */
export function accountRoutes(db: Db) {
  return new Hono<AppEnv>().post('/first-login/complete', async (c) => {
    await db
      .update(users)
      .set({ firstLogin: false, updatedAt: new Date() })
      .where(eq(users.id, c.var.user.id));
    return c.json({ firstLogin: false });
  });
}

/**
 * Public routes: whether a reset token from the URL fragment is still usable. Rate-limited per
 * client address (20 checks a minute), so tokens cannot be guessed by trying them here.
 */
export function publicAccountRoutes(
  db: Db,
  auth: Auth,
  clock: () => Date,
  clientAddress: RateLimitOptions['clientAddress'],
) {
  return new Hono<AppEnv>().post(
    '/reset-password/check',
    rateLimit(db, {
      name: 'reset-password-check',
      windowSeconds: 60,
      max: 20,
      clientAddress,
      clock,
    }),
    validate('json', resetTokenCheckSchema),
    async (c) => {
      const context = await auth.$context;
      const verification = await context.internalAdapter.findVerificationValue(
        `reset-password:${c.req.valid('json').token}`,
      );
      const valid =
        verification !== null && verification !== undefined && verification.expiresAt > clock();
      return c.json({ valid });
    },
  );
}
