/**
 * /api/account: the signed-in user's own account beyond what Better Auth serves at /api/auth
 * (first-login flag of spec §4; the settings page's devices, data export and account deletion,
 * issue 7 §1), and the public reset-link check of the reset page (spec §2, §8: the page
 * validates the link before it shows the form).
 */
import {
  accountExportQuerySchema,
  deleteAccountSchema,
  deviceParamSchema,
  preferencesPatchSchema,
  preferencesQuerySchema,
  resetTokenCheckSchema,
} from '@app/contracts';
import { learnerDayKey } from '@app/domain';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { Auth } from '../../auth/auth.ts';
import type { SessionCache } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { AppEnv } from '../../http/types.ts';
import { rateLimit, type RateLimitOptions } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import { AppError } from '../../lib/errors.ts';
import {
  afterAccountDeleted,
  deleteAccountRows,
  verifyCurrentPassword,
} from './account-deletion.service.ts';
import { exportAccount } from './account-export.service.ts';
import * as repo from './account.repository.ts';
import { currentSessionId, listDevices, revokeDevice } from './devices.service.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';

/** Better Auth's cookies, under both prefixes: all of them go when the account does. */
const AUTH_COOKIES = [
  'session_token',
  'session_data',
  'dont_remember',
  'two_factor',
  'trust_device',
];

function clearAuthCookies(c: Context<AppEnv>): void {
  for (const name of AUTH_COOKIES) {
    if (getCookie(c, `better-auth.${name}`) !== undefined) {
      deleteCookie(c, `better-auth.${name}`, { path: '/' });
    }
    if (getCookie(c, `__Secure-better-auth.${name}`) !== undefined) {
      deleteCookie(c, `__Secure-better-auth.${name}`, { path: '/', secure: true });
    }
  }
}

export interface AccountRouteDeps {
  db: Db;
  auth: Auth;
  /** The checked-session cache: emptied when a session or the account ends here. */
  sessions: SessionCache;
  clock: () => Date;
  /** Stored files: a deleted account's go after the commit. */
  storage: Storage;
}

/** Routes that need a session (mounted behind requireUser). */
export function accountRoutes({ db, auth, sessions, clock, storage }: AccountRouteDeps) {
  return new Hono<AppEnv>()
    .post('/first-login/complete', async (c) => {
      await repo.completeFirstLogin(db, c.var.user.id);
      return c.json({ firstLogin: false as const });
    })
    .get('/preferences', async (c) => c.json(await getPreferences(db, c.var.user.id)))
    .patch(
      '/preferences',
      validate('query', preferencesQuerySchema),
      validate('json', preferencesPatchSchema),
      async (c) =>
        c.json(
          await updatePreferences(
            db,
            c.var.user.id,
            c.req.valid('json'),
            c.req.valid('query').timeZone,
          ),
        ),
    )
    .get('/sessions', async (c) => {
      const currentId = await currentSessionId(auth, c.req.raw.headers);
      const devices = await listDevices(db, c.var.user.id, currentId, clock());
      return c.json({ sessions: devices });
    })
    .delete('/sessions/:sessionId', validate('param', deviceParamSchema), async (c) => {
      const currentId = await currentSessionId(auth, c.req.raw.headers);
      await revokeDevice(db, c.var.user.id, c.req.valid('param').sessionId, currentId);
      sessions.clear();
      return c.body(null, 204);
    })
    .get('/export', validate('query', accountExportQuerySchema), async (c) => {
      const now = clock();
      const data = await exportAccount(db, c.var.user.id, now);
      // the learner's calendar date, not the server's (issue 34 §14)
      const day = learnerDayKey(now, c.req.valid('query').timeZone);
      c.header('Content-Disposition', `attachment; filename="ielts-study-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    })
    .delete(
      '/',
      // A password check: 5 tries per 10 minutes per account, so a borrowed session cannot guess.
      rateLimit(db, {
        name: 'delete-account',
        windowSeconds: 600,
        max: 5,
        clientAddress: (c) => c.var.user.id,
        clock,
      }),
      validate('json', deleteAccountSchema),
      async (c) => {
        const userId = c.var.user.id;
        await verifyCurrentPassword(db, auth, userId, c.req.valid('json').password);
        const deleted = await deleteAccountRows(db, userId);
        sessions.clear();
        clearAuthCookies(c);
        if (!deleted) throw new AppError('UNAUTHORIZED');
        try {
          await afterAccountDeleted(deleted, { db, storage, logger: c.var.logger });
        } catch (error) {
          c.var.logger.error({ err: error, userId }, 'clean-up after account deletion failed');
        }
        return c.body(null, 204);
      },
    );
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
