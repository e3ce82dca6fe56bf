/**
 * How the app answers errors (DESIGN.md "Errors"): the API's error shape with the code's status,
 * Hono's and Better Auth's own errors mapped to our codes (never their English text), database
 * refusals the request caused answered as such, anything else a logged 500 without internals.
 */
import { authErrorText, type ErrorCode } from '@app/contracts';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { OWN_AUTH_ERROR_CODES } from '../auth/auth.ts';
import type { SessionCache } from '../auth/session.ts';
import { AppError } from '../lib/errors.ts';
import type { Logger } from '../lib/logger.ts';
import { closeAfterEarlyAnswer } from './early-answer.ts';
import type { AppEnv } from './types.ts';

/** The error as the API answers it. */
export function errorResponse(c: Context, error: AppError) {
  // 413 and 429 are answered before the body is read, at once: the connection closes after
  // them, once the rest of the body has been read (http/early-answer.ts).
  if (error.status === 413 || error.status === 429) closeAfterEarlyAnswer(c);
  return c.json(error.toBody(), error.status);
}

/**
 * Better Auth answers errors with its own English message (and 429 with only a text): the one
 * place where they become the catalogue's Vietnamese text (authErrorText), keeping the code. A
 * 429 is RATE_LIMITED except two-factor sign-in's ACCOUNT_TEMPORARILY_LOCKED; `X-Retry-After`
 * (Better Auth's rate limiter, our lockout check) becomes `Retry-After` and the text's wait.
 */
export async function localiseAuthError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  let body: Record<string, unknown> = {};
  if (response.headers.get('content-type')?.includes('json')) {
    try {
      const parsed: unknown = await response.clone().json();
      if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
    } catch {
      // not JSON after all
    }
  }
  const retryAfter = Number(response.headers.get('x-retry-after'));
  const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  // a 429 is a rate limit, unless it is two-factor sign-in's lockout (issue 34 item 29)
  const code =
    response.status === 429
      ? body.code === 'ACCOUNT_TEMPORARILY_LOCKED'
        ? body.code
        : 'RATE_LIMITED'
      : typeof body.code === 'string'
        ? body.code
        : 'AUTH_ERROR';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=UTF-8');
  headers.delete('content-length');
  if (seconds !== null) headers.set('retry-after', String(seconds));
  // answered before Better Auth read the body (app.ts drained it): the connection closes
  if (response.status === 429) headers.set('connection', 'close');
  const message =
    OWN_AUTH_ERROR_CODES.has(code) && typeof body.message === 'string'
      ? body.message
      : authErrorText(code, response.status, seconds);
  return new Response(JSON.stringify({ code, message }), { status: response.status, headers });
}

/** The SQLSTATE and constraint of a driver error (drizzle wraps it as `cause`). */
function driverError(error: unknown): { code?: unknown; constraint?: unknown } | null {
  for (let e = error, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string') {
      return e as { code?: unknown; constraint?: unknown };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A database refusal the request caused, not a fault of ours: 'user-gone' when a row of the
 * signed-in user met a foreign key to a user that no longer exists (23503 on `*_user_id_users_id_fk`),
 * 'bad-text' when text could not be stored (22P05, 22021) or a date or instant could not be read
 * (22007, 22008: a day not on the calendar, year 0). The schemas normalise text and check dates
 * (contracts' text.ts, dates.ts), so this is the last line, never the rule.
 */
function databaseFault(error: unknown): 'user-gone' | 'bad-text' | null {
  const driver = driverError(error);
  if (!driver) return null;
  if (
    driver.code === '23503' &&
    typeof driver.constraint === 'string' &&
    driver.constraint.endsWith('user_id_users_id_fk')
  ) {
    return 'user-gone';
  }
  if (['22P05', '22021', '22007', '22008'].includes(String(driver.code))) return 'bad-text';
  return null;
}

/** Our code for a 4xx that Hono's middleware raised itself (bodyLimit, csrf, …). */
const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * The app's error handler: AppErrors as they are; a write that met a deleted user's foreign key
 * (the account was deleted through another instance while this one still trusted its session)
 * is 401 and the user's cached sessions are forgotten; text PostgreSQL cannot store is 400;
 * Hono's own 4xx by status; anything else is logged with the request id and answered 500.
 */
export function errorHandler(deps: {
  logger: Logger;
  sessions: SessionCache;
}): ErrorHandler<AppEnv> {
  const { logger, sessions } = deps;
  return (error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    const fault = databaseFault(error);
    if (fault === 'user-gone' && c.var.user) {
      sessions.forgetUser(c.var.user.id);
      return errorResponse(c, new AppError('UNAUTHORIZED'));
    }
    if (fault === 'bad-text') {
      logger.warn({ reqId: c.var.requestId, err: error, path: c.req.path }, 'input refused');
      return errorResponse(c, new AppError('VALIDATION_ERROR'));
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx: its English text is never shown; the status picks our code.
      return errorResponse(c, new AppError(HTTP_EXCEPTION_CODES[error.status] ?? 'BAD_REQUEST'));
    }
    logger.error({ reqId: c.var.requestId, err: error, path: c.req.path }, 'unexpected error');
    return errorResponse(c, new AppError('INTERNAL_ERROR'));
  };
}
