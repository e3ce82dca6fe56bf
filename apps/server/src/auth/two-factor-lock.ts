/**
 * Two-factor sign-in's lockout as the learner meets it (issue 34 item 29). Better Auth counts
 * wrong codes on the account's `two_factors` row and locks it (`accountLockout`, configured from
 * contracts' TWO_FACTOR_LOCKOUT in auth.ts), but answers a locked account without saying for
 * how long. This check runs first on the code endpoints of sign-in: when the account behind the
 * sign-in's two-factor cookie is locked, it answers 429 ACCOUNT_TEMPORARILY_LOCKED with the
 * seconds left (`X-Retry-After`, which the app turns into Retry-After and the message's
 * minutes: localiseAuthError). Better Auth still checks and counts itself.
 */
import { APIError, type createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { twoFactors } from '../db/schema/auth.ts';

type MiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The sign-in endpoints that take a second-factor code. */
const CODE_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/** Better Auth's cookie of a sign-in waiting for its code (two-factor plugin's constant). */
const TWO_FACTOR_COOKIE = 'two_factor';

/**
 * Refuses a code while the account signing in is locked.
 * @throws APIError 429 `ACCOUNT_TEMPORARILY_LOCKED` with `X-Retry-After` (seconds, ≥ 1).
 */
export async function refuseWhileLocked(ctx: MiddlewareContext, db: Db, now: Date): Promise<void> {
  if (!CODE_PATHS.has(ctx.path)) return;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return; // signed in already (enrolment): no lockout there
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending) return;
  const [row] = await db
    .select({ lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(eq(twoFactors.userId, pending.value));
  const until = row?.lockedUntil?.getTime() ?? 0;
  if (until <= now.getTime()) return;
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'ACCOUNT_TEMPORARILY_LOCKED', message: 'locked' },
    { 'X-Retry-After': String(seconds) },
  );
}
