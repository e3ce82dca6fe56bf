/**
 * Every instance forgets a checked session the moment it ends anywhere (issue 17 §3): database
 * triggers (migration 0010) send `pg_notify('session_events', …)` when a Better Auth session row
 * is deleted (sign-out, revocation, expiry, a password reset) and when a user row is deleted or
 * updated (account deletion, a profile change), in the same transaction, so the message goes out
 * when that change commits. Each instance LISTENs on its own connection and drops the matching
 * entries from its SessionCache. While the connection is down the cache serves nothing, so no
 * instance trusts a session longer than it takes a notification to arrive (milliseconds).
 */
import type { DatabaseHandle } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import type { SessionCache } from './session.ts';

/** The channel the triggers of migration 0010 notify. */
const SESSION_EVENTS_CHANNEL = 'session_events';

/**
 * Applies one notification: `{"session": id, "user": id}` (that session ended: only it is
 * forgotten) or `{"user": id}` (the user was deleted or changed: all their sessions are).
 */
export function applySessionEvent(cache: SessionCache, payload: string): void {
  let event: unknown;
  try {
    event = JSON.parse(payload);
  } catch {
    cache.clear(); // not ours to read: forget everything rather than trust a stale entry
    return;
  }
  const { session, user } = (event ?? {}) as { session?: unknown; user?: unknown };
  if (typeof session === 'string') cache.forgetSession(session);
  else if (typeof user === 'string') cache.forgetUser(user);
  else cache.clear();
}

/**
 * Starts listening for session events into `cache`; resolves to the function that stops.
 */
export function listenForSessionEvents(
  database: Pick<DatabaseHandle, 'listen'>,
  cache: SessionCache,
  logger: Logger,
): Promise<() => Promise<void>> {
  return database.listen(
    SESSION_EVENTS_CHANNEL,
    (payload) => applySessionEvent(cache, payload),
    (listening) => {
      cache.setTrusted(listening);
      if (!listening) logger.warn('session events unheard: checking every session until back');
    },
  );
}
