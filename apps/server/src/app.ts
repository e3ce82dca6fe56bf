/**
 * createApp(deps) → the Hono app: Better Auth at /api/auth/*, the JSON API at /api/* (api.ts),
 * the listening audio at /media/*, the outbox page at /dev/mail when enabled, and the built SPA
 * for everything else.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { contentPath } from '@app/content/paths';
import { CARD_HISTORY_LIMITS } from '@app/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_IP_HEADER } from './auth/auth.ts';
import { SessionCache } from './auth/session.ts';
import { clientIp } from './http/client-ip.ts';
import { devMailRoutes } from './http/dev-mail.ts';
import { errorHandler, errorResponse, localiseAuthError } from './http/error-answers.ts';
import { closeAfterEarlyAnswer } from './http/early-answer.ts';
import type { AppEnv } from './http/types.ts';
import { AppError } from './lib/errors.ts';
import { UPLOAD_PATHS } from './modules/files/files.routes.ts';
import { IMPORTS_PATH } from './modules/imports/imports.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { apiRoutes, socketAddress, type AppDeps } from './api.ts';

/** Request bodies above this answer 413. */
const MAX_BODY_BYTES = 1024 * 1024;

/** A request path fit for the log: a token in the path (/reset-password/:token) is redacted. */
export function redactPath(path: string): string {
  return path.replace(/\/(reset-password|verify-email|callback)\/[^/]+/g, '/$1/[redacted]');
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

/** Better Auth's sign-out: its answer also clears the browser's cache of the site. */
const SIGN_OUT_PATH = '/api/auth/sign-out';

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
  // A new set may carry an Anki import's review history (issue 24): its own, larger limit.
  const setCreateBodyLimit = bodyLimit({
    maxSize: CARD_HISTORY_LIMITS.setCreateBodyMaxBytes,
    onError: (c) => errorResponse(c, new AppError('PAYLOAD_TOO_LARGE')),
  });
  // Uploads have their own limits (modules/imports/imports.routes.ts, files/files.routes.ts).
  // A GET or HEAD is let through untouched: no handler reads its body, and asking for the body
  // makes @hono/node-server build a whole Request (a tenth of a 401's cost, npm run bench).
  app.use('/api/*', (c, next) =>
    isSafeMethod(c.req.method) || c.req.path === IMPORTS_PATH || UPLOAD_PATHS.has(c.req.path)
      ? next()
      : c.req.method === 'POST' && c.req.path === '/api/sets'
        ? setCreateBodyLimit(c, next)
        : apiBodyLimit(c, next),
  );
  // Cross-site writes to the app's own API are refused (Better Auth checks /api/auth itself).
  const trusted = new Set(config.trustedOrigins);
  const csrfGuard = csrf({ origin: (origin) => trusted.has(origin) });
  app.use('/api/*', (c, next) =>
    isSafeMethod(c.req.method) || c.req.path.startsWith('/api/auth/') ? next() : csrfGuard(c, next),
  );

  app.onError(errorHandler({ logger, sessions }));

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c.req.header('x-forwarded-for'), socketAddress(c), config.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    if (response.status === 429) closeAfterEarlyAnswer(c);
    // sign-out, password change or reset, revocation: no checked session may outlive it here
    if (c.req.method === 'POST' && !SESSION_STARTING.has(c.req.path)) sessions.clear();
    // an e-mail change is confirmed by a GET of the link: the cached user names the old address
    if (c.req.path === '/api/auth/verify-email') sessions.clear();
    const answer = await localiseAuthError(response);
    if (c.req.path !== SIGN_OUT_PATH || answer.status >= 500) return answer;
    // issue 34 §24: the browser's HTTP cache goes with the session (card images are sent
    // `private, max-age=3600`: the next person on the browser could load one by its address);
    // "cache" only, so the service worker, its precache and IndexedDB (unsent results) stay
    const cleared = new Headers(answer.headers);
    cleared.set('Clear-Site-Data', '"cache"');
    return new Response(answer.body, { status: answer.status, headers: cleared });
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
          // the page, the service worker and the manifest are checked on every load, so a new
          // version is found at once (issue 20 §1); other files may be kept an hour
          const fresh = /(\.html|\/sw\.js|\.webmanifest)(\.(br|gz|zst))?$/.test(path);
          c.header('Cache-Control', fresh ? 'no-cache' : 'public, max-age=3600');
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
