/**
 * The embedded database's preparation (db/prepare.ts, issue 20 §4): a new PGlite directory is
 * created and migrated by a process of its own, which leaves `<dir>.migrated` naming the newest
 * migration; a start on a prepared directory opens it at once; a marker that names an older
 * migration (an upgrade) prepares it again; what the server opens is migrated and usable.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMigrationTag } from '../src/db/client.ts';
import { openPreparedDatabase } from '../src/db/prepare.ts';

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
