/**
 * Integration harness: the real app (createApp) on a real database — in-memory PGlite, or
 * PostgreSQL when TEST_DB=postgres (TEST_DATABASE_URL must name a throwaway database; each test
 * worker uses its own beside it, test-database.ts, whose `public` and `drizzle` schemas are
 * dropped and recreated for every harness). Requests go through app.request() with a cookie
 * jar, exactly as a browser would send them.
 */
import type { FsrsOptimizer } from '../../src/modules/study/fsrs-optimizer.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../../src/app.ts';
import { createAuth } from '../../src/auth/auth.ts';
import { SessionCache } from '../../src/auth/session.ts';
import { listenForSessionEvents } from '../../src/auth/session-events.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../../src/db/client.ts';
import { acceptTimeZonesOf } from '../../src/db/time-zones.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger, type Logger } from '../../src/lib/logger.ts';
import type { ImportRunner } from '../../src/modules/imports/import-runner.ts';
import type { DictionaryProvider } from '../../src/providers/dictionary/dictionary-provider.ts';
import type { GrammarChecker } from '../../src/providers/grammar/grammar-checker.ts';
import type { BandEstimator } from '../../src/providers/llm/band-estimator.ts';
import { createOfflineDictionary } from '../../src/providers/dictionary/offline/offline-dictionary.ts';
import { loadGlossaryIndex } from '../../src/providers/glossary/glossary-index.ts';
import { createMailer, listOutbox, type Mailer } from '../../src/providers/mail/mailer.ts';
import { LocalStorage } from '../../src/providers/storage/local-storage.ts';
import type { Storage } from '../../src/providers/storage/storage.ts';
import { createOfflineTranslator } from '../../src/providers/translate/offline-translator.ts';
import type { TranslateProvider } from '../../src/providers/translate/translate-provider.ts';
import { Agent, APP_URL } from './agent.ts';
import { testDatabaseUrl } from './test-database.ts';

export { Agent, APP_URL, type JsonResponse } from './agent.ts';

async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set client_min_messages to warning');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists pgboss cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const url = await testDatabaseUrl();
    await resetPostgres(url);
    return openDatabase({ kind: 'postgres', url, poolMax: 5 });
  }
  return openDatabase({ kind: 'pglite', dir: null });
}

export interface HarnessOptions {
  requireEmailVerification?: boolean;
  rateLimit?: boolean;
  /** Where the server logs (silent by default). */
  logger?: Logger;
  /** Trusted proxy hops (TRUST_PROXY). */
  trustProxy?: number;
  /** Fixed or mutable clock for the study rules; defaults to the system clock. */
  clock?: () => Date;
  /** Uploaded files; local storage under the harness's data dir by default. */
  storage?: Storage;
  /** The translator; the offline one over the shipped glossary by default. */
  translator?: TranslateProvider;
  /** The dictionary; the offline one over the shipped sources by default. */
  dictionary?: DictionaryProvider;
  /** The Writing feedback's grammar checker; the offline checks by default. */
  grammar?: GrammarChecker;
  /** The band estimator (providers/llm); none (as without LLM_URL) by default. */
  estimator?: BandEstimator;
  /** Reads import uploads (worker threads); the app's default limits unless given. */
  importRunner?: ImportRunner;
  /** Fits FSRS parameters (worker threads); the app's default limits unless given. */
  fsrsOptimizer?: FsrsOptimizer;
  /** Sends the app's e-mail; the local outbox (`outbox()`) by default. */
  mailer?: Mailer;
}

let shippedTranslator: TranslateProvider | undefined;
/** The offline translator over the shipped glossary (built once per test file). */
function offlineTranslator(): TranslateProvider {
  shippedTranslator ??= createOfflineTranslator(loadGlossaryIndex());
  return shippedTranslator;
}

let shippedDictionary: DictionaryProvider | undefined;
/**
 * The offline dictionary over the shipped glossary, WordNet and CMU dictionary: built once per
 * test file, and it reads WordNet only on its first lookup, so files that never look a word up
 * pay nothing.
 */
function offlineDictionary(): DictionaryProvider {
  shippedDictionary ??= createOfflineDictionary({ glossary: loadGlossaryIndex() });
  return shippedDictionary;
}

export interface Harness {
  app: ReturnType<typeof createApp>;
  /** The app's own cache of checked sessions (clear it to make the next request ask again). */
  sessions: SessionCache;
  db: Db;
  /** The database handle (LISTEN, the driver kind). */
  database: DatabaseHandle;
  /**
   * Another instance of the app on the same database, with a session cache of its own that
   * hears session events (as `npm start` sets it up) unless `listen` is false. Closed with the
   * harness.
   */
  instance(options?: { listen?: boolean }): Promise<{
    app: ReturnType<typeof createApp>;
    sessions: SessionCache;
  }>;
  dataDir: string;
  storage: Storage;
  agent(): Agent;
  outbox(): ReturnType<typeof listOutbox>;
  close(): Promise<void>;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const database = await openTestDatabase();
  await database.migrate();
  // as main.ts does: only the zones this database knows are accepted
  await acceptTimeZonesOf(database.db);
  const dataDir = await mkdtemp(join(tmpdir(), 'ielts-test-'));
  const logger = options.logger ?? createLogger('silent');
  // The origins `npm start` trusts without APP_URL: every loopback name on the port.
  const trustedOrigins = loadConfig({ PORT: '3000' }).trustedOrigins;
  const storage = options.storage ?? (await LocalStorage.open(join(dataDir, 'files')));
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: null, from: 'Test <test@localhost>', dataDir, logger });
  const auth = createAuth({
    config: {
      appUrl: APP_URL,
      trustedOrigins,
      requireEmailVerification: options.requireEmailVerification ?? false,
      rateLimit: options.rateLimit ?? false,
    },
    db: database.db,
    secret: 'test-secret-test-secret-test-secret-0123456789',
    mailer,
    logger,
  });
  const build = (sessions: SessionCache) =>
    createApp({
      config: {
        appUrl: APP_URL,
        trustProxy: options.trustProxy ?? 0,
        trustedOrigins,
        mailOutboxUi: true,
        dataDir,
        webDistDir: null,
      },
      db: database.db,
      ping: database.ping,
      auth,
      mailer,
      storage,
      translator: options.translator ?? offlineTranslator(),
      dictionary: options.dictionary ?? offlineDictionary(),
      ...(options.grammar ? { grammar: options.grammar } : {}),
      ...(options.estimator ? { estimator: options.estimator } : {}),
      logger,
      sessions,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.importRunner ? { importRunner: options.importRunner } : {}),
      ...(options.fsrsOptimizer ? { fsrsOptimizer: options.fsrsOptimizer } : {}),
    });
  const mainSessions = new SessionCache();
  const app = build(mainSessions);
  const stops: (() => Promise<void>)[] = [];
  return {
    app,
    sessions: mainSessions,
    db: database.db,
    database,
    dataDir,
    storage,
    agent: () => new Agent(app),
    outbox: () => listOutbox(dataDir),
    instance: async ({ listen = true } = {}) => {
      const sessions = new SessionCache();
      if (listen) stops.push(await listenForSessionEvents(database, sessions, logger));
      return { app: build(sessions), sessions };
    },
    close: async () => {
      for (const stop of stops) await stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique e-mail address for this test run. */
export function uniqueEmail(prefix = 'learner'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A signed-in agent with a fresh account. */
export async function signedInAgent(h: Harness, prefix?: string): Promise<Agent> {
  const agent = h.agent();
  const response = await agent.signUp(uniqueEmail(prefix));
  if (response.status !== 200 || !agent.hasSession()) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return agent;
}

/** A valid set body with `n` cards. */
export function setBody(n: number, title = 'Bộ thẻ thử') {
  return {
    title,
    description: 'Mô tả',
    color: '#10B981',
    cards: Array.from({ length: n }, (_, i) => ({
      front: `word ${i + 1}`,
      back: `nghĩa ${i + 1}`,
      tags: ['Noun'],
    })),
  };
}
