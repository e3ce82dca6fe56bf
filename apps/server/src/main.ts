/**
 * Entry point of `npm start`: reads the configuration, takes the data-dir lock (PGlite), opens
 * and migrates the database, and serves the API and the SPA. SIGINT/SIGTERM close the HTTP
 * server and the database cleanly.
 */
import { serve } from '@hono/node-server';
import { networkInterfaces } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { SessionCache } from './auth/session.ts';
import { listenForSessionEvents } from './auth/session-events.ts';
import { loadConfig } from './config.ts';
import { openPreparedDatabase } from './db/prepare.ts';
import { acceptTimeZonesOf } from './db/time-zones.ts';
import { DataDirLockedError, loadOrCreateSecret, lockDataDir } from './lib/data-dir.ts';
import { trustProxyWarning } from './http/client-ip.ts';
import { limitHeapGrowth } from './lib/heap-growth.ts';
import { createLogger } from './lib/logger.ts';
import { createDictionaryProvider } from './providers/dictionary/create-dictionary.ts';
import { createOfflineDictionary } from './providers/dictionary/offline/offline-dictionary.ts';
import { createMailer } from './providers/mail/mailer.ts';
import { loadGlossaryIndex } from './providers/glossary/glossary-index.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { createTranslator } from './providers/translate/create-translator.ts';
import { createGrammarChecker } from './providers/grammar/create-grammar-checker.ts';
import { createBandEstimator } from './providers/llm/band-estimator.ts';
import { loadSpellChecker } from './modules/ielts/spell-checker.ts';
import { startJobQueue, type JobQueue } from './modules/reminders/job-queue.ts';

/**
 * The addresses a browser can open the app at, printed at start: with APP_URL, that one; else
 * every loopback name (all are trusted origins). For HOST=0.0.0.0 without APP_URL the LAN
 * addresses are listed with what to set for them to work.
 */
function startupLines(config: ReturnType<typeof loadConfig>, port: number): string[] {
  if (config.appUrlConfigured) return [`Open ${config.appUrl}`];
  const lines = [
    `Open http://localhost:${port} (or http://127.0.0.1:${port}, http://[::1]:${port})`,
  ];
  if (config.host === '0.0.0.0' || config.host === '::') {
    const lan = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
      .map((i) => `http://${i!.address}:${port}`);
    const trusted = new Set(config.trustedOrigins);
    const missing = lan.filter((origin) => !trusted.has(origin));
    if (missing.length > 0) {
      lines.push(
        `Other machines (${missing.join(', ')}) can sign in only once APP_URL or TRUSTED_ORIGINS names that address, e.g. TRUSTED_ORIGINS=${missing.join(',')}`,
      );
    }
  }
  return lines;
}

function defaultWebDist(): string {
  // apps/server/{src,dist}/main → apps/web/dist
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);

  let releaseLock: (() => Promise<void>) | null = null;
  if (config.databaseUrl === null) {
    // the embedded server runs on the learner's own computer: keep the heap near what is live
    limitHeapGrowth();
    try {
      const lockStarted = performance.now();
      const lock = await lockDataDir(config.dataDir, (error) => {
        logger.fatal(
          { err: error },
          'lost the data directory lock; stopping to protect the database',
        );
        process.exit(1);
      });
      releaseLock = lock.release;
      if (lock.takenOver !== null) {
        const holder = lock.previousHolder;
        logger.warn(
          {
            reason: lock.takenOver,
            pid: holder?.pid,
            host: holder?.hostname,
            lockMs: Math.round(performance.now() - lockStarted),
          },
          lock.takenOver === 'gone'
            ? 'the server that held the data directory is gone: took its lock over'
            : 'took over a data directory lock left untouched for 20 s',
        );
      }
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`Cannot start: ${error.message}`);
        process.exit(1);
      }
      throw error;
    }
  }

  // where a start spends its time (LOG_LEVEL=debug), from the process's own start
  const startStep = (step: string) =>
    logger.debug({ step, ms: Math.round(performance.now()) }, 'start step done');
  startStep('configuration and lock');
  const database = await openPreparedDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dir: resolve(config.dataDir, 'pgdata') }
      : { kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax },
  );
  startStep('database open');
  // Zones Node knows and the database does not are refused from the first request on.
  await acceptTimeZonesOf(database.db);
  startStep('time zones');
  const secret = await loadOrCreateSecret(config.authSecret, config.dataDir);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  const { storage, description: storageDescription } = await createStorage(config.storage);
  const auth = createAuth({ config, db: database.db, secret, mailer, logger });
  // Checked sessions, forgotten the moment any instance ends one (auth/session-events.ts).
  const sessions = new SessionCache();
  const stopSessionEvents = await listenForSessionEvents(database, sessions, logger);
  // The EN–VI glossary, in memory: the offline dictionary's Vietnamese meanings and the translator.
  const glossary = loadGlossaryIndex();
  startStep('glossary');
  const translator = createTranslator({ config: config.providers, glossary, logger });
  // The Writing feedback's grammar checks: LanguageTool when configured, else offline.
  const grammar = createGrammarChecker({
    config: config.providers,
    spelling: loadSpellChecker,
    logger,
  });
  // Estimated bands by the school's language model, only when LLM_URL is set.
  const estimator = createBandEstimator({ config: config.providers });
  // WordNet and the CMU dictionary load on the first lookup, or a second after listening
  // (below), so they never delay the start.
  const offlineDictionary = createOfflineDictionary({ glossary });
  const dictionary = createDictionaryProvider({
    config: config.providers,
    db: database.db,
    offline: offlineDictionary,
    glossary,
    logger,
  });
  const app = createApp({
    config: { ...config, webDistDir: config.webDistDir ?? defaultWebDist() },
    db: database.db,
    ping: database.ping,
    auth,
    mailer,
    storage,
    translator,
    dictionary,
    grammar,
    estimator,
    logger,
    sessions,
  });

  // The reminder e-mails' job queue starts once the server listens: it never delays the start.
  let jobs: JobQueue | null = null;
  const startJobs = () => {
    startJobQueue({
      connection: database.jobQueue,
      reminders: { db: database.db, mailer, logger, appUrl: config.appUrl, secret },
      logger,
      clock: () => new Date(),
    })
      .then((queue) => {
        jobs = queue;
        if (stopping) void queue.stop();
      })
      .catch((error: unknown) =>
        logger.error({ err: error }, 'the job queue did not start: no reminder e-mails'),
      );
  };

  // Slow or stalled clients: headers within 20 s, the whole request within 60 s (Node's defaults
  // are 60 s and 300 s); idle keep-alive sockets close after 5 s.
  const serverOptions = { headersTimeout: 20_000, requestTimeout: 60_000, keepAliveTimeout: 5_000 };
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions },
    (info) => {
      startStep('listening');
      logger.info(
        {
          port: info.port,
          database: database.kind,
          mail: mailer.kind,
          storage: storageDescription,
          translator: translator.id,
          grammar: grammar.id,
          bandEstimate: estimator ? estimator.model : 'off',
          dictionary: dictionary.id,
          emailVerification: config.requireEmailVerification,
        },
        'IELTS Study is running',
      );
      for (const line of startupLines(config, info.port)) console.log(line);
      const proxyWarning = trustProxyWarning(config.trustProxy, config.host, info.port);
      if (proxyWarning) {
        logger.warn(proxyWarning);
        console.warn(`WARNING: ${proxyWarning}`);
      }
      startJobs();
      setTimeout(() => {
        offlineDictionary
          .warm()
          .catch((error: unknown) => logger.error({ err: error }, 'offline dictionary not loaded'));
      }, 1000).unref();
    },
  );
  server.on('error', async (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      console.error(`Cannot start: port ${config.port} is in use. Set PORT to another port.`);
    else console.error(error);
    await stopSessionEvents();
    await database.close();
    await releaseLock?.();
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    server.close();
    if ('closeAllConnections' in server) server.closeAllConnections();
    await (jobs as JobQueue | null)?.stop().catch(() => undefined);
    await stopSessionEvents();
    await database.close();
    await releaseLock?.();
    logger.info('database closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

await main();
