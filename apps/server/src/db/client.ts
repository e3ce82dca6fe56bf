/**
 * Opens the database: embedded PGlite (default, one process per data dir) or PostgreSQL through
 * node-postgres when a URL is given. Both expose the same Drizzle API (`Db`) and run the same
 * migrations, applied in code with drizzle-orm's migrator (drizzle-kit's `migrate` can exit 1
 * without printing the SQL error: DESIGN.md pitfalls).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGLITE_ANALYZE_TIMES, PGLITE_CHECKPOINT_EVERY_MS } from './analyze.ts';
import { migratePostgres } from './migrate-postgres.ts';
import * as authSchema from './schema/auth.ts';
import * as flashcardSchema from './schema/flashcards.ts';
import * as ieltsSchema from './schema/ielts.ts';
import * as studySchema from './schema/study.ts';

const schema = { ...authSchema, ...flashcardSchema, ...studySchema, ...ieltsSchema };
export type Schema = typeof schema;
/** The Drizzle database both drivers provide. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * One round trip to the database for /api/health. On PostgreSQL it uses a connection of its
   * own (outside the pool), so health answers at once while user traffic holds every pooled
   * connection; a failed connection is replaced on the next call.
   */
  ping(): Promise<void>;
  /**
   * Hears PostgreSQL notifications on `channel` (LISTEN), calling `onPayload` for each.
   * `onState(true)` once listening (again after each reconnect), `onState(false)` when the
   * connection is lost (notifications may then be missed until the next `onState(true)`). On
   * PostgreSQL it holds a connection of its own (outside the pool) and reconnects with backoff
   * (0.5 s … 10 s). Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * How the job queue (modules/reminders/job-queue.ts) runs on this database: on PostgreSQL
   * pg-boss with a connection string for a small pool of its own; on PGlite a timer in this
   * process (one server per data directory, so no queue is needed).
   */
  jobQueue: JobQueueConnection;
  /** Closes the connection(s); PGlite flushes to disk. */
  close(): Promise<void>;
}

/** The job queue's way to the database: pg-boss's own pool, or a timer in this process. */
export type JobQueueConnection =
  { kind: 'pg-boss'; connectionString: string } | { kind: 'in-process' };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax: number }
  /** `dir: null` keeps PGlite in memory (tests). */
  | { kind: 'pglite'; dir: string | null };

/** The migrations folder (apps/server/drizzle), found from this file in source or in dist. */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the migrations folder (apps/server/drizzle)');
}

/**
 * Creates a PGlite data directory safely: initialised in a temporary directory and renamed into
 * place, so a first start killed half-way never leaves a directory that will not open
 * (DESIGN.md pitfalls, PGlite issues #1106, #884).
 */
async function ensurePgliteDir(dir: string): Promise<void> {
  const parent = dirname(dir);
  await mkdir(parent, { recursive: true });
  for (const entry of await readdir(parent)) {
    if (entry.startsWith(`${basename(dir)}.init-`))
      await rm(join(parent, entry), { recursive: true, force: true });
  }
  if (existsSync(dir)) return;
  const temporary = `${dir}.init-${process.pid}`;
  const client = new PGlite(temporary);
  await client.waitReady;
  await client.close();
  await rename(temporary, dir);
}

function basename(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/**
 * PostgreSQL settings of the embedded database (issue 20 §4, a light server on the learner's
 * own computer): 16 MB of shared buffers instead of PostgreSQL's 128 MB. PGlite keeps them in
 * its WebAssembly memory, which the process holds for its life. A learner's data is a few MB,
 * and reads that miss the buffers come from the operating system's file cache.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'] as const;

/** The tag of the newest migration in the journal (what a migrated database has applied last). */
export function latestMigrationTag(): string {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? '';
}

/** Opens (and for PGlite on disk, creates) the database. Does not migrate. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax });
    const db = drizzlePg({ client: pool, schema });
    const healthPool = new pg.Pool({
      connectionString: options.url,
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 5_000,
    });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(pool, folder),
      ping: async () => {
        await healthPool.query('select 1');
      },
      listen: (channel, onPayload, onState) =>
        listenPostgres(options.url, channel, onPayload, onState),
      jobQueue: { kind: 'pg-boss', connectionString: options.url },
      close: async () => {
        await Promise.all([pool.end(), healthPool.end()]);
      },
    };
  }
  if (options.dir !== null) await ensurePgliteDir(options.dir);
  // pg_trgm: the card browser's search index (migration 0013)
  const settings = { extensions: { pg_trgm }, postgresqlconf: [...PGLITE_SETTINGS] };
  const client = options.dir === null ? new PGlite(settings) : new PGlite(options.dir, settings);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  // PGlite has no autovacuum: its statistics are refreshed on a timer of this process
  const analyze = () => void client.exec('analyze').catch(() => undefined);
  let analyzeTimer: ReturnType<typeof setTimeout> = setTimeout(() => {
    analyze();
    analyzeTimer = setInterval(analyze, PGLITE_ANALYZE_TIMES.everyMs);
    analyzeTimer.unref();
  }, PGLITE_ANALYZE_TIMES.firstMs);
  analyzeTimer.unref();
  // …and nothing takes checkpoints: a timer does, so a kill -9 leaves little WAL to replay
  const checkpointTimer = setInterval(
    () => void client.exec('checkpoint').catch(() => undefined),
    PGLITE_CHECKPOINT_EVERY_MS,
  );
  checkpointTimer.unref();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      const before = await appliedMigrations(client);
      await migratePglite(db, { migrationsFolder: folder });
      // PGlite has no autovacuum: what a migration changed is analysed here (analyze.ts)
      if ((await appliedMigrations(client)) !== before) await client.exec('analyze');
    },
    ping: () => pingPglite(client),
    listen: async (channel, onPayload, onState) => {
      const unlisten = await client.listen(channel, onPayload);
      onState(true);
      return async () => {
        await unlisten();
      };
    },
    jobQueue: { kind: 'in-process' },
    close: () => {
      clearTimeout(analyzeTimer);
      clearInterval(analyzeTimer);
      clearInterval(checkpointTimer);
      return client.close();
    },
  };
}

/** The number of migrations drizzle recorded in `client` (0 before the first). */
async function appliedMigrations(client: PGlite): Promise<number> {
  try {
    const result = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return result.rows[0]?.n ?? 0;
  } catch {
    return 0;
  }
}

/** How long /api/health waits for the embedded database before looking at why it is slow (ms). */
export const PGLITE_PING_PATIENCE_MS = 100;

/**
 * /api/health's check of the embedded database: `select 1`, answered at once when the database
 * is free. PGlite is one connection: while a transaction is open (a 50,000-review set being
 * saved takes seconds, issue 34 §21) every other query waits for its end. The server answering
 * at all shows its thread is free between the transaction's statements, so a ping that waits
 * PGLITE_PING_PATIENCE_MS while a transaction is open resolves: the database is busy, not
 * down. Without an open transaction it waits for the query as before.
 * @throws the driver's error.
 */
export async function pingPglite(client: PGlite): Promise<void> {
  const query = client.query('select 1');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const busy = new Promise<'busy'>((resolve) => {
    timer = setTimeout(() => resolve('busy'), PGLITE_PING_PATIENCE_MS);
  });
  try {
    const first = await Promise.race([query.then(() => 'answered' as const), busy]);
    // slow without an open transaction: wait for the query itself
    if (first === 'busy' && !client.isInTransaction()) await query;
  } finally {
    clearTimeout(timer);
    // the query is still queued behind the transaction: its answer or error is not awaited
    query.catch(() => undefined);
  }
}

/** Channel names are identifiers in LISTEN (no quoting needed). */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/** LISTEN on a connection of its own, reconnecting with backoff when it drops (see listen). */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let delayMs = 500;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) {
        current = null;
        onState(false);
      }
      void client.end().catch(() => undefined);
      if (!stopped) {
        timer = setTimeout(() => void connect(), delayMs);
        delayMs = Math.min(delayMs * 2, 10_000);
      }
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch {
      onLost();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delayMs = 500;
    onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

/**
 * Runs one statement of a hot path by its driver, bypassing Drizzle's query building: on
 * PostgreSQL as a named prepared statement (`name`), so the server plans it once per connection
 * instead of on every call (planning the rating's statement cost more than running it: ~1.2 ms
 * against ~0.6 ms); on PGlite as a plain parameterised query. `text` uses $1…$n.
 * @throws the driver's error (its SQLSTATE in `code`).
 */
export async function queryPrepared<Row>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query({ name, text, values })).rows as Row[];
  }
  return (await client.query<Row>(text, values)).rows;
}
