/**
 * createApp(deps) → the Hono app: Better Auth at /api/auth/*, the JSON API at /api/* (api.ts),
 * the listening audio at /media/*, the outbox page at /dev/mail when enabled, and the built SPA
 * for everything else.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { authErrorText, type ErrorCode } from '@app/contracts';
import { contentPath } from '@app/content/paths';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_IP_HEADER, OWN_AUTH_ERROR_CODES } from './auth/auth.ts';
import { SessionCache } from './auth/session.ts';
import { clientIp } from './http/client-ip.ts';
import { devMailRoutes } from './http/dev-mail.ts';
import { closeAfterEarlyAnswer } from './http/early-answer.ts';
import type { AppEnv } from './http/types.ts';
import { AppError } from './lib/errors.ts';
import { UPLOAD_PATHS } from './modules/files/files.routes.ts';
import { IMPORTS_PATH } from './modules/imports/imports.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { apiRoutes, socketAddress, type AppDeps } from './api.ts';

/** Request bodies above this answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A request path fit for the log: a token in the path (/reset-password/:token) is redacted. */
export function redactPath(path: string): string {
  return path.replace(/\/(reset-password|verify-email|callback)\/[^/]+/g, '/$1/[redacted]');
}

async function errorResponse(c: Context, error: AppError) {
  // 413 and 429 are answered before the body is read: the connection closes after them, once
  // the rest of the body has been read (http/early-answer.ts).
  if (error.status === 413 || error.status === 429) await closeAfterEarlyAnswer(c);
  return c.json(error.toBody(), error.status);
}

/**
 * Better Auth answers errors with its own English message (and 429 with only a text): the one
 * place where they become the catalogue's Vietnamese text (authErrorText), keeping the code.
 */
async function localiseAuthError(response: Response): Promise<Response> {
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
  const code =
    response.status === 429
      ? 'RATE_LIMITED'
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

/**
 * CSP hashes ('sha256-…') of the inline scripts of the built index.html (the dark-mode script
 * the build inlines so it costs no round trip), so the CSP allows exactly those and no other
 * inline script. Empty when there is no built SPA.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // https: for the pronunciation audio of the online dictionary (another origin); media cannot run code
  mediaSrc: ["'self'", 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

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
 * 'bad-text' when text could not be stored (22P05, 22021: the schemas normalise text, so this is
 * the last line, never the rule).
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
  if (driver.code === '22P05' || driver.code === '22021') return 'bad-text';
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
 * Powerful features the pages may use: the microphone, on our own origin only (IELTS Speaking
 * records answers and runs speech recognition); the camera and everything else, nowhere.
 */
const PERMISSIONS_POLICY = {
  microphone: ['self'],
  camera: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  bluetooth: [],
  hid: [],
  midi: [],
  displayCapture: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
} satisfies Record<string, string[]>;

/** GET and HEAD: they change nothing, carry no body we read, and need no CSRF check. */
function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** Better Auth endpoints that start a session: every other POST may end or change one. */
const SESSION_STARTING = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email']);

export function createApp(appDeps: AppDeps) {
  const deps = { ...appDeps, sessions: appDeps.sessions ?? new SessionCache() };
  const { config, auth, logger, sessions } = deps;
  const app = new Hono<AppEnv>();
  const indexHtml = config.webDistDir === null ? null : join(config.webDistDir, 'index.html');
  const inlineHashes =
    indexHtml !== null && existsSync(indexHtml)
      ? inlineScriptHashes(readFileSync(indexHtml, 'utf8'))
      : [];

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ reqId: c.var.requestId }));
    await next();
    // The path only (query strings carry verification tokens), with path tokens redacted.
    logger.info(
      {
        reqId: c.var.requestId,
        method: c.req.method,
        path: redactPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        ...CONTENT_SECURITY_POLICY,
        scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...inlineHashes],
      },
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );
  // JSON answers carry the learner's own data: never stored by a browser or a proxy, unless the
  // route chose its caching itself (study content, dictionary entries, files).
  app.use('/api/*', async (c, next) => {
    await next();
    if (
      !c.res.headers.has('cache-control') &&
      c.res.headers.get('content-type')?.includes('json')
    ) {
      c.res.headers.set('Cache-Control', 'no-store');
    }
  });
  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, new AppError('PAYLOAD_TOO_LARGE')),
  });
  // Uploads have their own limits (modules/imports/imports.routes.ts, files/files.routes.ts).
  // A GET or HEAD is let through untouched: no handler reads its body, and asking for the body
  // makes @hono/node-server build a whole Request (a tenth of a 401's cost, npm run bench).
  app.use('/api/*', (c, next) =>
    isSafeMethod(c.req.method) || c.req.path === IMPORTS_PATH || UPLOAD_PATHS.has(c.req.path)
      ? next()
      : apiBodyLimit(c, next),
  );
  // Cross-site writes to the app's own API are refused (Better Auth checks /api/auth itself).
  const trusted = new Set(config.trustedOrigins);
  const csrfGuard = csrf({ origin: (origin) => trusted.has(origin) });
  app.use('/api/*', (c, next) =>
    isSafeMethod(c.req.method) || c.req.path.startsWith('/api/auth/') ? next() : csrfGuard(c, next),
  );

  app.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    const fault = databaseFault(error);
    if (fault === 'user-gone' && c.var.user) {
      // The account was deleted (through another instance) while this one still trusted its
      // session: the write met the foreign key. The learner is signed out, not shown a 500.
      sessions.forgetUser(c.var.user.id);
      return errorResponse(c, new AppError('UNAUTHORIZED'));
    }
    if (fault === 'bad-text') {
      logger.warn({ reqId: c.var.requestId, err: error, path: c.req.path }, 'text refused');
      return errorResponse(c, new AppError('VALIDATION_ERROR'));
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx: its English text is never shown; the status picks our code.
      return errorResponse(c, new AppError(HTTP_EXCEPTION_CODES[error.status] ?? 'BAD_REQUEST'));
    }
    logger.error({ reqId: c.var.requestId, err: error, path: c.req.path }, 'unexpected error');
    return errorResponse(c, new AppError('INTERNAL_ERROR'));
  });

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c.req.header('x-forwarded-for'), socketAddress(c), config.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    if (response.status === 429) await closeAfterEarlyAnswer(c);
    // sign-out, password change or reset, revocation: no checked session may outlive it here
    if (c.req.method === 'POST' && !SESSION_STARTING.has(c.req.path)) sessions.clear();
    // an e-mail change is confirmed by a GET of the link: the cached user names the old address
    if (c.req.path === '/api/auth/verify-email') sessions.clear();
    return localiseAuthError(response);
  });

  app.route('/api', apiRoutes(deps));
  app.all('/api/*', (c) => errorResponse(c, new AppError('NOT_FOUND')));

  // Listening audio (content, not user data: no session); docs/api.md "Media".
  app.route('/media', mediaRoutes({ root: contentPath('audio') }));
  if (config.mailOutboxUi) app.route('/dev/mail', devMailRoutes(config.dataDir));

  const webDist = config.webDistDir;
  if (webDist !== null && existsSync(join(webDist, 'index.html'))) {
    // Built files are served as stored brotli/gzip next to them when the client accepts it.
    app.use(
      '/assets/*',
      serveStatic({
        root: webDist,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use(
      '*',
      serveStatic({
        root: webDist,
        precompressed: true,
        onFound: (path, c) => {
          const html = /\.html(\.(br|gz|zst))?$/.test(path);
          c.header('Cache-Control', html ? 'no-cache' : 'public, max-age=3600');
        },
      }),
    );
    // Client-side routes: every other GET answers the SPA shell.
    app.get(
      '*',
      serveStatic({
        root: webDist,
        path: 'index.html',
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'no-cache');
        },
      }),
    );
  }
  return app;
}
