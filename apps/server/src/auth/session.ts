/**
 * Session middleware: reads the Better Auth session from the request cookies (one database read
 * per request; the cookie cache is off so that sign-out and password resets revoke at once:
 * docs/architecture.md) and answers 401 when there is none. Routes read the user from
 * `c.var.user`, never from the body.
 */
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from '../http/types.ts';
import type { Auth } from './auth.ts';

export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('UNAUTHORIZED');
    c.set('user', session.user);
    await next();
  });
}
