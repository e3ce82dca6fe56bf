/**
 * A session's last activity (issue 34 §18: the settings page's devices list said when a device
 * signed in, or when Better Auth last refreshed its session, once a day). The session middleware
 * renews `sessions.updated_at` when it checks a session whose last activity is older than
 * ACTIVITY_TOUCH_MS: at most one UPDATE per session every 5 minutes, only on the requests that
 * ask Better Auth anyway (the session cache keeps a checked session 10 s), so the hot paths —
 * a cached session — do no more work than before. Better Auth reads `expires_at`, never
 * `updated_at`, to decide a refresh (better-auth api/routes/session), and no trigger listens to
 * session updates (migration 0010 notifies on deletes), so renewing it changes nothing else.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/auth.ts';

/** How old a session's last activity may get before a request renews it, ms. */
export const ACTIVITY_TOUCH_MS = 5 * 60_000;

/** True when a session last active at `updatedAt` should be renewed at `now`. */
export function activityIsStale(updatedAt: Date, now: number): boolean {
  return now - updatedAt.getTime() >= ACTIVITY_TOUCH_MS;
}

/**
 * Renews the last activity of session `sessionId` to `now`, unless another request (or another
 * instance) renewed it within ACTIVITY_TOUCH_MS: one conditional UPDATE, no read.
 */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - ACTIVITY_TOUCH_MS);
  await db
    .update(sessions)
    .set({ updatedAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.updatedAt, cutoff)));
}
