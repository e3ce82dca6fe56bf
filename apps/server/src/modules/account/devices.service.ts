/**
 * The learner's signed-in devices (issue 7 §1 Security): Better Auth's sessions of the user,
 * listed without their tokens (Better Auth's own /list-sessions answers every token to the
 * browser, and refuses sessions older than a day), and signed out one by one. "Sign out
 * everywhere else" is Better Auth's POST /api/auth/revoke-other-sessions.
 */
import type { DeviceSessionDto } from '@app/contracts';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './account.repository.ts';

/** The id of the session the request's cookie names (asks Better Auth: it checks the cookie). */
export async function currentSessionId(auth: Auth, headers: Headers): Promise<string> {
  const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!session) throw new AppError('UNAUTHORIZED');
  return session.session.id;
}

/** The user's unexpired sessions: the current one first, then the most recently active. */
export async function listDevices(
  db: Db,
  userId: string,
  currentId: string,
  now: Date,
): Promise<DeviceSessionDto[]> {
  const rows = await repo.listActiveSessions(db, userId, now);
  const devices = rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent || null,
    ipAddress: row.ipAddress || null,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: (row.updatedAt > row.createdAt ? row.updatedAt : row.createdAt).toISOString(),
    current: row.id === currentId,
  }));
  return [...devices.filter((d) => d.current), ...devices.filter((d) => !d.current)];
}

/**
 * Signs out one of the user's other devices (deletes its session).
 * @throws AppError DEVICE_NOT_FOUND when the id is not another session of this user.
 */
export async function revokeDevice(
  db: Db,
  userId: string,
  sessionId: string,
  currentId: string,
): Promise<void> {
  if (!(await repo.deleteOtherSession(db, userId, sessionId, currentId))) {
    throw new AppError('DEVICE_NOT_FOUND');
  }
}
