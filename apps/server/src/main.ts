/**
 * Entry point of `npm start`: reads the configuration, takes the data-dir lock (PGlite), opens
 * and migrates the database, and serves the API and the SPA. SIGINT/SIGTERM close the HTTP
 * server and the database cleanly.
 */
import { serve } from '@hono/node-server';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, loadOrCreateSecret, lockDataDir } from './lib/data-dir.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './providers/mail/mailer.ts';

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
    try {
      releaseLock = await lockDataDir(config.dataDir, (error) => {
        logger.fatal(
          { err: error },
          'lost the data directory lock; stopping to protect the database',
        );
        process.exit(1);
      });
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`Cannot start: ${error.message}`);
        process.exit(1);
      }
      throw error;
    }
  }

  const database = await openDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dir: resolve(config.dataDir, 'pgdata') }
      : { kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax },
  );
  await database.migrate();
  const secret = await loadOrCreateSecret(config.authSecret, config.dataDir);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  const auth = createAuth({ config, db: database.db, secret, mailer, logger });
  const app = createApp({
    config: { ...config, webDistDir: config.webDistDir ?? defaultWebDist() },
    db: database.db,
    auth,
    logger,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      {
        port: info.port,
        database: database.kind,
        mail: mailer.kind,
        emailVerification: config.requireEmailVerification,
      },
      `IELTS Study is running at ${config.appUrl}`,
    );
  });
  server.on('error', async (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      console.error(`Cannot start: port ${config.port} is in use. Set PORT to another port.`);
    else console.error(error);
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
    await database.close();
    await releaseLock?.();
    logger.info('database closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

await main();
