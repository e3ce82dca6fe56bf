/**
 * The JSON API mounted at /api: its routes and the dependencies the app is built from.
 * `AppType` is the API's type for the web's typed client (`hc<AppType>`, a type-only import
 * through the package export `@app/server/app-type`).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Auth } from './auth/auth.ts';
import { requireUser, SessionCache } from './auth/session.ts';
import { touchSession } from './auth/session-activity.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { clientIp } from './http/client-ip.ts';
import type { AppEnv } from './http/types.ts';
import type { Logger } from './lib/logger.ts';
import { accountRoutes, publicAccountRoutes } from './modules/account/account.routes.ts';
import { cardRoutes } from './modules/cards/cards.routes.ts';
import { classRoutes } from './modules/classes/classes.routes.ts';
import { setClassRoutes } from './modules/classes/set-classes.routes.ts';
import { dictionaryBatchRoutes } from './modules/dictionary/dictionary-batch.routes.ts';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.ts';
import { flashcardRoutes } from './modules/flashcards/flashcards.routes.ts';
import { shareRoutes } from './modules/flashcards/shares.routes.ts';
import { avatarRoutes, fileRoutes, imageRoutes } from './modules/files/files.routes.ts';
import { gameRoutes } from './modules/games/games.routes.ts';
import { reviewListRoutes } from './modules/games/review-list.routes.ts';
import { learnRoutes } from './modules/learn/learn.routes.ts';
import { ImportRunner } from './modules/imports/import-runner.ts';
import { FsrsOptimizer } from './modules/study/fsrs-optimizer.ts';
import { fsrsRoutes } from './modules/study/fsrs.routes.ts';
import { exportRoutes, importRoutes } from './modules/imports/imports.routes.ts';
import { estimateRoutes } from './modules/ielts/estimate.routes.ts';
import { ieltsRoutes } from './modules/ielts/ielts.routes.ts';
import { planRoutes } from './modules/plan/plan.routes.ts';
import { reminderRoutes } from './modules/reminders/reminders.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { studyRoutes } from './modules/study/study.routes.ts';
import { translateRoutes } from './modules/translate/translate.routes.ts';
import type { DictionaryProvider } from './providers/dictionary/dictionary-provider.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { Storage } from './providers/storage/storage.ts';
import type { TranslateProvider } from './providers/translate/translate-provider.ts';
import type { GrammarChecker } from './providers/grammar/grammar-checker.ts';
import { createOfflineGrammarChecker } from './providers/grammar/offline.ts';
import type { BandEstimator } from './providers/llm/band-estimator.ts';
import { loadSpellChecker } from './modules/ielts/spell-checker.ts';

export interface AppDeps {
  config: Pick<
    Config,
    'appUrl' | 'trustProxy' | 'trustedOrigins' | 'mailOutboxUi' | 'dataDir' | 'webDistDir'
  >;
  db: Db;
  /** Sends the app's own e-mails (share notices); Better Auth's go through `auth`. */
  mailer: Mailer;
  /** Uploaded files: card images and avatars (providers/storage). */
  storage: Storage;
  /** The EN↔VI translator (providers/translate/create-translator.ts). */
  translator: TranslateProvider;
  /** The dictionary: offline (providers/dictionary/offline) or online with offline fallback. */
  dictionary: DictionaryProvider;
  /**
   * The Writing feedback's grammar checker (providers/grammar/create-grammar-checker.ts); the
   * offline checks by default.
   */
  grammar?: GrammarChecker;
  /**
   * The estimated band by a language model (providers/llm/band-estimator.ts); null (the
   * default) when LLM_URL is not set, and nothing is estimated.
   */
  estimator?: BandEstimator | null;
  /**
   * Checks the database for /api/health on a connection of its own, so that health answers
   * while user traffic holds every pooled connection; defaults to a query on `db`.
   */
  ping?: () => Promise<void>;
  auth: Auth;
  logger: Logger;
  /** The clock (tests pin it); defaults to the system clock. */
  clock?: () => Date;
  /** Checked sessions kept in this process (auth/session.ts); one per app by default. */
  sessions?: SessionCache;
  /**
   * Reads import uploads in worker threads with time and memory limits (import-runner.ts);
   * one per app by default (tests pass one with smaller limits).
   */
  importRunner?: ImportRunner;
  /** Fits FSRS parameters in worker threads (fsrs-optimizer.ts); one per app by default. */
  fsrsOptimizer?: FsrsOptimizer;
}

/** The JSON API mounted at /api (typed for the web client). */
export function apiRoutes({
  config,
  db,
  auth,
  ping = async () => {
    await db.execute(sql`select 1`);
  },
  clock = () => new Date(),
  sessions = new SessionCache(),
  importRunner = new ImportRunner(),
  fsrsOptimizer = new FsrsOptimizer(),
  mailer,
  logger,
  storage,
  translator,
  dictionary,
  grammar = createOfflineGrammarChecker(loadSpellChecker),
  estimator = null,
}: Pick<
  AppDeps,
  | 'db'
  | 'auth'
  | 'ping'
  | 'clock'
  | 'sessions'
  | 'importRunner'
  | 'fsrsOptimizer'
  | 'mailer'
  | 'logger'
  | 'storage'
  | 'translator'
  | 'dictionary'
  | 'grammar'
  | 'estimator'
> & {
  config: Pick<Config, 'trustProxy' | 'appUrl'>;
}) {
  const guard = requireUser(auth, sessions, (sessionId, now) => touchSession(db, sessionId, now));
  const files = { db, storage, logger };
  const clientAddress = (c: Context) =>
    clientIp(c.req.header('x-forwarded-for'), socketAddress(c), config.trustProxy);
  return (
    new Hono<AppEnv>()
      .get('/health', async (c) => {
        await ping();
        return c.json({ status: 'ok' as const });
      })
      .route('/account', publicAccountRoutes(db, auth, clock, clientAddress))
      // the reminder's unsubscribe link: signed by the auth secret, no session
      .route('/reminders', reminderRoutes(db, auth.options.secret))
      .route(
        '/account',
        new Hono<AppEnv>()
          .use(guard)
          .route('/', accountRoutes({ db, auth, sessions, clock, storage })),
      )
      .route(
        '/sets',
        new Hono<AppEnv>()
          .use(guard)
          .route('/', flashcardRoutes({ db, clock, storage, logger }))
          .route('/', shareRoutes({ db, mailer, logger, appUrl: config.appUrl }))
          .route('/', setClassRoutes(db))
          .route('/', exportRoutes(db, clock, storage)),
      )
      .route('/account', new Hono<AppEnv>().use(guard).route('/', avatarRoutes(files)))
      .route('/images', new Hono<AppEnv>().use(guard).route('/', imageRoutes(files)))
      .route('/files', new Hono<AppEnv>().use(guard).route('/', fileRoutes(files)))
      .route(
        '/classes',
        new Hono<AppEnv>()
          .use(guard)
          .route('/', classRoutes({ db, mailer, logger, appUrl: config.appUrl, clock })),
      )
      .route('/games', new Hono<AppEnv>().use(guard).route('/', gameRoutes(db)))
      .route('/review-list', new Hono<AppEnv>().use(guard).route('/', reviewListRoutes(db)))
      .route('/learn', new Hono<AppEnv>().use(guard).route('/', learnRoutes(db)))
      .route(
        '/imports',
        new Hono<AppEnv>().use(guard).route('/', importRoutes(importRunner, files)),
      )
      .route(
        '/study',
        new Hono<AppEnv>()
          .use(guard)
          .route('/', studyRoutes(db, clock))
          .route('/fsrs', fsrsRoutes(db, fsrsOptimizer, clock)),
      )
      .route('/stats', new Hono<AppEnv>().use(guard).route('/', statsRoutes(db, clock)))
      .route('/plan', new Hono<AppEnv>().use(guard).route('/', planRoutes(db, clock)))
      .route('/cards', new Hono<AppEnv>().use(guard).route('/', cardRoutes(db, clock)))
      .route(
        '/ielts',
        new Hono<AppEnv>()
          .use(guard)
          .route('/', ieltsRoutes(db, clock, grammar))
          .route('/estimate', estimateRoutes({ db, estimator, clock, logger })),
      )
      .route(
        '/translate',
        new Hono<AppEnv>().use(guard).route('/', translateRoutes({ db, translator, clock })),
      )
      .route(
        '/dictionary',
        new Hono<AppEnv>()
          .use(guard)
          .route('/', dictionaryBatchRoutes(dictionary))
          .route('/', dictionaryRoutes(dictionary)),
      )
  );
}

export type AppType = ReturnType<typeof apiRoutes>;

/** The peer address of the request's socket (undefined outside Node, e.g. app.request in tests). */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not running on a Node socket (app.request in tests)
  }
}
