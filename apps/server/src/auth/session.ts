/**
 * Session middleware: reads the Better Auth session from the request cookies and answers 401
 * when there is none. Routes read the user from `c.var.user`, never from the body.
 *
 * A learner studying sends a request every few seconds; asking Better Auth each time (cookie
 * signature check, a database read, its endpoint machinery) cost about a third of the server's
 * time per request (npm run bench). So what Better Auth answers for a session token is kept in
 * this process for SESSION_CACHE_TTL_MS, keyed by the signed cookie value (a forged or changed
 * cookie never matches: a miss goes to Better Auth, which checks the signature). On this
 * instance, any account change through /api/auth (sign-out, password change or reset, session
 * revocation) empties the cache at once; every instance forgets a session or a user the moment
 * the database reports its deletion or change (session-events.ts, docs/operations.md).
 * A check that asks Better Auth also renews the session's last activity when it is over 5
 * minutes old (session-activity.ts), for the devices list.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from '../http/types.ts';
import type { Auth, AuthUser } from './auth.ts';
import { activityIsStale } from './session-activity.ts';

/** How long a checked session is trusted without asking Better Auth again, ms. */
const SESSION_CACHE_TTL_MS = 10_000;
/** Sessions kept at most (the oldest are dropped first). */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: AuthUser;
  sessionId: string;
  until: number;
}

/**
 * Checked sessions kept in this process, keyed by the signed cookie value. An entry goes when its
 * TTL or its session ends, and at once when told that its session or its user changed
 * (`forgetSession`, `forgetUser`: session-events.ts hears every instance's changes from the
 * database). While those events cannot be heard (`trusted` false), nothing is served from here.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private trusted = true;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): AuthUser | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  /** Keeps `user` for `token` until the TTL or the session's own expiry, whichever is first. */
  set(token: string, user: AuthUser, session: { id: string; expiresAt: Date }): void {
    if (!this.trusted) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const until = Math.min(this.now() + this.ttlMs, session.expiresAt.getTime());
    this.entries.set(token, { user, sessionId: session.id, until });
  }

  /** Forgets one session (signed out, revoked, expired). */
  forgetSession(sessionId: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.sessionId === sessionId) this.entries.delete(token);
    }
  }

  /** Forgets every session of a user (deleted, or their profile changed). */
  forgetUser(userId: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(token);
    }
  }

  /** Forgets every session (an account changed through this instance: a sign-out, a reset…). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * Whether changes made through other instances can be heard: while false, the cache keeps and
   * serves nothing (every request asks Better Auth); turning it back on starts empty, since
   * changes may have been missed meanwhile.
   */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.entries.clear();
  }
}

/** The session cookie's value as sent (signed), under either of Better Auth's names. */
function sessionToken(c: Context<AppEnv>): string | undefined {
  return (
    getCookie(c, 'better-auth.session_token') ?? getCookie(c, '__Secure-better-auth.session_token')
  );
}

/**
 * The middleware: the user of the request's session, or 401. `touch` renews a session's last
 * activity (session-activity.ts) when a check finds it older than ACTIVITY_TOUCH_MS; a failure
 * there is logged, never the request's. `now` is the wall clock Better Auth dates sessions by.
 */
export function requireUser(
  auth: Auth,
  cache: SessionCache,
  touch?: (sessionId: string, now: Date) => Promise<void>,
  now: () => number = Date.now,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = sessionToken(c);
    if (!token) throw new AppError('UNAUTHORIZED');
    let user = cache.get(token);
    if (!user) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) throw new AppError('UNAUTHORIZED');
      user = session.user;
      cache.set(token, user, session.session);
      const at = now();
      if (touch && activityIsStale(session.session.updatedAt, at)) {
        await touch(session.session.id, new Date(at)).catch((error: unknown) =>
          c.var.logger.warn({ err: error }, 'could not renew the session activity'),
        );
      }
    }
    c.set('user', user);
    await next();
  });
}
