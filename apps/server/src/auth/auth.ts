/**
 * The Better Auth instance: e-mail and password accounts, e-mail verification, password reset,
 * e-mail change confirmed from the new address, two-factor sign-in with an authenticator app
 * (TOTP and backup codes), database sessions in httpOnly cookies, and rate limits with counters
 * in the database so that every instance shares them (DESIGN.md security baseline and pitfalls).
 */
import {
  changeEmailSchema,
  COMMON_PASSWORD_MESSAGE,
  displayNameSchema,
  isWellFormedText,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  resetTokenSchema,
  signUpRequestSchema,
  TWO_FACTOR_LOCKOUT,
} from '@app/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  accounts,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../db/schema/auth.ts';
import { linkPendingShares } from '../modules/flashcards/shares.repository.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { changeEmailEmail, resetPasswordEmail, verificationEmail } from './emails.ts';
import { refuseWhileLocked } from './two-factor-lock.ts';

/** Header the server sets to the client IP it trusts; Better Auth reads only this one. */
export const CLIENT_IP_HEADER = 'x-app-client-ip';

/** Reset links carry the token in the URL fragment so it never reaches logs or Referer headers. */
function resetPasswordLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password#type=recovery&token=${encodeURIComponent(token)}`;
}

/**
 * The verification link returns to the sign-in page with a notice (`/login?verified=1`) unless
 * the request named another page: the web sends no callbackURL, since with one Better Auth's
 * client reloads the whole app after sign-in.
 */
function withVerifiedCallback(link: string): string {
  const url = new URL(link);
  const callback = url.searchParams.get('callbackURL');
  if (callback === null || callback === '/')
    url.searchParams.set('callbackURL', '/login?verified=1');
  return url.toString();
}

/**
 * True when a verification token (Better Auth's JWT, signed by us) confirms an e-mail change
 * rather than a sign-up address: the mail then says so. Reads the payload only.
 */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return payload?.requestType === 'change-email-verification';
  } catch {
    return false;
  }
}

/** The first issue's message of a failed settings check, as a 400 the learner can read. */
function refuse(result: { error: { issues: { message: string }[] } }): APIError {
  return badRequest('INVALID_INPUT', result.error.issues[0]?.message ?? 'Dữ liệu không hợp lệ');
}

export interface AuthDeps {
  config: Pick<Config, 'appUrl' | 'trustedOrigins' | 'requireEmailVerification' | 'rateLimit'>;
  db: Db;
  secret: string;
  mailer: Mailer;
  logger: Logger;
}

function badRequest(code: string, message: string): APIError {
  return new APIError('BAD_REQUEST', { code, message });
}

/**
 * Codes of the errors this hook raises: their (Vietnamese) message passes through to the learner
 * as written; every other Better Auth error is mapped by code (localiseAuthError in app.ts).
 */
export const OWN_AUTH_ERROR_CODES = new Set(['INVALID_INPUT', 'PASSWORD_TOO_COMMON']);

/**
 * True when any string in `value` (nested) holds a control character such as NUL or a lone
 * surrogate: Better Auth's bodies carry names, addresses, passwords and tokens, which are
 * refused rather than changed (contracts' text.ts).
 */
function holdsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isWellFormedText(value);
  if (depth > 4 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((item) => holdsControlCharacters(item, depth + 1));
}

/**
 * Before every Better Auth endpoint: refuses control characters (a NUL cannot be stored and made
 * PostgreSQL answer 500), applies the shared sign-up schema (signUpRequestSchema: name not blank
 * and at most 100 characters, e-mail pattern and length, password rules), checks the shape of
 * a reset token, and refuses passwords from the common-password list wherever one is chosen.
 * @throws APIError 400 with a code the message catalogue maps to Vietnamese.
 */
function checkAuthInput(ctx: {
  path: string;
  body?: unknown;
  query?: unknown;
  params?: unknown;
}): void {
  if (
    holdsControlCharacters(ctx.body) ||
    holdsControlCharacters(ctx.query) ||
    holdsControlCharacters(ctx.params)
  ) {
    throw badRequest('INVALID_INPUT', 'Dữ liệu gửi lên chứa ký tự không hợp lệ.');
  }
  const body = (typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}) as Record<
    string,
    unknown
  >;
  // The avatar is set only by uploading it (POST /api/account/avatar: checked, re-encoded,
  // stored by us), never as a URL of the client's choosing.
  if ((ctx.path === '/sign-up/email' || ctx.path === '/update-user') && 'image' in body) {
    throw badRequest('INVALID_INPUT', 'Ảnh đại diện chỉ đổi được bằng cách tải ảnh lên.');
  }
  if (ctx.path === '/sign-up/email') {
    const parsed = signUpRequestSchema.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Dữ liệu không hợp lệ';
      const code = message === COMMON_PASSWORD_MESSAGE ? 'PASSWORD_TOO_COMMON' : 'INVALID_INPUT';
      throw badRequest(code, message);
    }
    body.name = parsed.data.name;
    body.email = parsed.data.email;
  }
  if (ctx.path === '/update-user' && 'name' in body) {
    const parsed = displayNameSchema.safeParse(body.name);
    if (!parsed.success) throw refuse(parsed);
    body.name = parsed.data;
  }
  if (ctx.path === '/change-email') {
    const parsed = changeEmailSchema.safeParse(body);
    if (!parsed.success) throw refuse(parsed);
    body.newEmail = parsed.data.newEmail;
  }
  if (ctx.path === '/reset-password' && 'token' in body) {
    if (!resetTokenSchema.safeParse(body.token).success) throw badRequest('INVALID_TOKEN', '');
  }
  if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
    const candidate = body.newPassword;
    if (typeof candidate === 'string' && isCommonPassword(candidate)) {
      throw badRequest('PASSWORD_TOO_COMMON', COMMON_PASSWORD_MESSAGE);
    }
  }
}

export function createAuth({ config, db, secret, mailer, logger }: AuthDeps) {
  return betterAuth({
    appName: 'IELTS Study',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    // Better Auth's own messages go to our JSON log; "user not found" on a failed sign-in is not news.
    logger: {
      level: 'error',
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        checkAuthInput(ctx);
        await refuseWhileLocked(ctx, db, new Date());
      }),
    },
    plugins: [
      // Authenticator apps (TOTP) with 10 backup codes; a trusted device skips the code 30 days.
      // Sign-in locks for 15 minutes after 5 wrong codes in a row (contracts' two-factor.ts).
      twoFactor({
        issuer: 'IELTS Study',
        backupCodeOptions: { amount: 10 },
        accountLockout: {
          enabled: true,
          maxFailedAttempts: TWO_FACTOR_LOCKOUT.maxFailedAttempts,
          durationSeconds: TWO_FACTOR_LOCKOUT.minutes * 60,
        },
      }),
    ],
    // Shares addressed to an e-mail before it had an account reach the account once the
    // address is its own: at sign-up, or at verification when verification is required. (A
    // class invitation is not linked: it waits for its addressee to accept it, issue 34 §25.)
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            if (user.emailVerified || !config.requireEmailVerification) {
              await linkPendingShares(db, user.id, user.email);
            }
          },
        },
        update: {
          after: async (user) => {
            if (user.emailVerified || !config.requireEmailVerification) {
              await linkPendingShares(db, user.id, user.email);
            }
          },
        },
      },
    },
    user: {
      // The link goes to the new address; the address changes only when it is opened.
      changeEmail: { enabled: true },
      additionalFields: {
        firstLogin: { type: 'boolean', required: false, defaultValue: true, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(
          resetPasswordEmail(user.email, user.name, resetPasswordLink(config.appUrl, token)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: false,
      expiresIn: 3600,
      sendVerificationEmail: async ({ user, url, token }) => {
        try {
          const change = isEmailChangeToken(token);
          const link = change ? url : withVerifiedCallback(url);
          await mailer.send(
            (change ? changeEmailEmail : verificationEmail)(user.email, user.name, link),
          );
        } catch (error) {
          // The account exists; signing in again sends a new link.
          logger.error({ err: error }, 'could not send the verification e-mail');
        }
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      window: 60,
      max: 300,
    },
    advanced: {
      // Explicit: Better Auth turns the origin check off under NODE_ENV=test otherwise, and the
      // integration tests must exercise the same CSRF protection production has.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith('https://'),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthUser = Auth['$Infer']['Session']['user'];
