/**
 * createApp(deps) → the Hono app: Better Auth at /api/auth/*, the JSON API at /api/*, the outbox
 * page at /dev/mail when enabled, and the built SPA for everything else. `AppType` is the API's
 * type for the web's typed client (`hc<AppType>`, type-only import).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_IP_HEADER, type Auth } from './auth/auth.ts';
import { requireUser } from './auth/session.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { devMailRoutes } from './http/dev-mail.ts';
import type { AppEnv } from './http/types.ts';
import { AppError, MESSAGES } from './lib/errors.ts';
import type { Logger } from './lib/logger.ts';
import { accountRoutes, publicAccountRoutes } from './modules/account/account.routes.ts';
import { flashcardRoutes } from './modules/flashcards/flashcards.routes.ts';
import { studyRoutes } from './modules/study/study.routes.ts';

/** Request bodies above this answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Pick<Config, 'trustProxy' | 'mailOutboxUi' | 'dataDir' | 'webDistDir'>;
  db: Db;
  auth: Auth;
  logger: Logger;
  /** The clock (tests pin it); defaults to the system clock. */
  clock?: () => Date;
}

/** The JSON API mounted at /api (typed for the web client). */
export function apiRoutes({
  db,
  auth,
  clock = () => new Date(),
}: Pick<AppDeps, 'db' | 'auth' | 'clock'>) {
  const guard = requireUser(auth);
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const });
    })
    .route('/account', publicAccountRoutes(auth, clock))
    .route('/account', new Hono<AppEnv>().use(guard).route('/', accountRoutes(db)))
    .route('/sets', new Hono<AppEnv>().use(guard).route('/', flashcardRoutes(db)))
    .route('/study', new Hono<AppEnv>().use(guard).route('/', studyRoutes(db, clock)));
}

export type AppType = ReturnType<typeof apiRoutes>;

/** The client address Better Auth's rate limiter keys on: the socket, or X-Forwarded-For behind a trusted proxy. */
function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not running on a Node socket (app.request in tests)
  }
}

function errorResponse(c: Context, error: AppError) {
  return c.json(error.toBody(), error.status);
}

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function createApp(deps: AppDeps) {
  const { config, auth, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ reqId: c.var.requestId }));
    await next();
    // The path only: query strings can carry verification tokens.
    logger.info(
      {
        reqId: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.tooLarge)),
    }),
  );

  app.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status === 413) {
      return errorResponse(c, new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.tooLarge));
    }
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        c,
        new AppError(400, 'VALIDATION_ERROR', error.message || 'Yêu cầu không hợp lệ'),
      );
    }
    logger.error({ reqId: c.var.requestId, err: error, path: c.req.path }, 'unexpected error');
    return errorResponse(c, new AppError(500, 'INTERNAL_ERROR', MESSAGES.internal));
  });

  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, config.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  app.route('/api', apiRoutes(deps));
  app.all('/api/*', (c) => errorResponse(c, new AppError(404, 'NOT_FOUND', MESSAGES.notFound)));

  if (config.mailOutboxUi) app.route('/dev/mail', devMailRoutes(config.dataDir));

  const webDist = config.webDistDir;
  if (webDist !== null && existsSync(join(webDist, 'index.html'))) {
    app.use(
      '/assets/*',
      serveStatic({
        root: webDist,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use(
      '*',
      serveStatic({
        root: webDist,
        onFound: (path, c) => {
          c.header('Cache-Control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
        },
      }),
    );
    // Client-side routes: every other GET answers the SPA shell.
    app.get(
      '*',
      serveStatic({
        root: webDist,
        path: 'index.html',
        onFound: (_path, c) => {
          c.header('Cache-Control', 'no-cache');
        },
      }),
    );
  }
  return app;
}
