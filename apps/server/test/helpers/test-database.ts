/**
 * The PostgreSQL database of this test worker. Integration files run in parallel on PostgreSQL
 * as on PGlite: each vitest worker (VITEST_POOL_ID 1, 2, …) gets its own throwaway database,
 * named after TEST_DATABASE_URL's with `_w<id>` appended and created on first use, so two files
 * never reset each other's schemas. Outside a worker the URL is used as it is.
 * @throws Error when TEST_DATABASE_URL is not set.
 */
import pg from 'pg';

let ensured: Promise<string> | null = null;

/** The URL of this worker's test database (created if missing). */
export function testDatabaseUrl(): Promise<string> {
  ensured ??= ensureWorkerDatabase();
  return ensured;
}

async function ensureWorkerDatabase(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const worker = process.env.VITEST_POOL_ID;
  if (!worker) return base;
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_w${worker}`;
  url.pathname = `/${encodeURIComponent(name)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${pg.escapeIdentifier(name)}`).catch((error: unknown) => {
        // another run created it first (42P04 duplicate_database, or the catalog's unique index)
        const code = (error as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw error;
      });
    }
  } finally {
    await admin.end();
  }
  return url.toString();
}
