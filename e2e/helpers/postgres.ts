/**
 * A throwaway PostgreSQL database for the end-to-end fault test and the benchmark
 * (TEST_DATABASE_URL): its `public` and `drizzle` schemas are dropped and recreated, so the
 * server under test migrates it from scratch.
 */
import pg from 'pg';

export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set client_min_messages to warning');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}
