/**
 * Migrations on PostgreSQL, once however many instances start together (issue 22 §2): drizzle's
 * migrator under a session-level advisory lock.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/**
 * The session-level advisory lock that serialises migrations on PostgreSQL (an arbitrary
 * 64-bit key of this app's own).
 */
export const MIGRATION_LOCK_KEY = 7_424_120_024;

/**
 * Applies pending migrations on PostgreSQL while holding MIGRATION_LOCK_KEY on one pooled
 * connection, so that instances starting together migrate once: the first applies them, the
 * others wait for the lock and then find nothing left to apply (drizzle's migrator runs every
 * pending migration in one transaction but does not lock; two at once would both try the same
 * CREATE TABLE, and one start would fail). The lock belongs to the connection, so a process
 * that dies while migrating gives it back. Throws what the migration throws.
 */
export async function migratePostgres(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // a connection that failed mid-way is closed rather than handed back holding the lock
    client.release(broken);
  }
}
