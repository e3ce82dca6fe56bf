/**
 * The embedded database's preparation (db/prepare.ts, issue 20 §4): a new PGlite directory is
 * created and migrated by a process of its own, which leaves `<dir>.migrated` naming the newest
 * migration; a start on a prepared directory opens it at once; a marker that names an older
 * migration (an upgrade) prepares it again; what the server opens is migrated and usable.
 * On PostgreSQL (TEST_DB=postgres), instances that start together on a new database migrate it
 * once (an advisory lock, issue 22 §2).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { latestMigrationTag, openDatabase } from '../src/db/client.ts';
import { openPreparedDatabase } from '../src/db/prepare.ts';
import { testDatabaseUrl } from './helpers/test-database.ts';

describe('embedded database preparation', () => {
  let root: string;
  let dir: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ielts-prepare-'));
    dir = join(root, 'pgdata');
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  const tables = async () => {
    const database = await openPreparedDatabase({ kind: 'pglite', dir });
    try {
      const result = await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables
            where table_schema = 'public' and table_name in ('users', 'card_reviews')`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    } finally {
      await database.close();
    }
  };

  it('creates and migrates a new directory in a process of its own, and remembers it', async () => {
    expect(existsSync(dir)).toBe(false);
    expect(await tables()).toBe(2);
    expect((await readFile(`${dir}.migrated`, 'utf8')).trim()).toBe(latestMigrationTag());
  });

  it('opens a prepared directory without preparing it again', async () => {
    const before = await stat(`${dir}.migrated`);
    expect(await tables()).toBe(2);
    expect((await stat(`${dir}.migrated`)).mtimeMs).toBe(before.mtimeMs);
  });

  it('prepares again when the journal has a migration the directory has not applied', async () => {
    await writeFile(`${dir}.migrated`, '0000_older\n');
    expect(await tables()).toBe(2);
    expect((await readFile(`${dir}.migrated`, 'utf8')).trim()).toBe(latestMigrationTag());
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL migrations', () => {
  it('migrates a new database once when three instances start together', async () => {
    const url = await testDatabaseUrl();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('set client_min_messages to warning');
      await admin.query('drop schema if exists drizzle cascade');
      await admin.query('drop schema if exists pgboss cascade');
      await admin.query('drop schema if exists public cascade');
      await admin.query('create schema public');
      const handles = await Promise.all(
        [0, 1, 2].map(() => openDatabase({ kind: 'postgres', url, poolMax: 2 })),
      );
      try {
        const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
        expect(outcomes.map((outcome) => outcome.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
      const applied = await admin.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        await readFile(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await admin.end();
    }
  });
});
