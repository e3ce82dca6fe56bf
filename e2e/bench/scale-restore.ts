/**
 * The backup and restore that docs/operations.md tells a school to run, tested (issue 22 §2):
 * `pg_dump --format=custom` of the school's database and a copy of its bucket, restored into a
 * new database (`pg_restore`) and a new S3 store, with one instance started on the copies.
 * A learner signs in there and finds their set, their card image (bytes from the restored
 * bucket) and as many review log rows as the original holds.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, spawnHealthy } from '../helpers/server.ts';
import { SchoolClient, type Sample } from './school-client.ts';
import { schoolEnv, startS3, type School } from './scale-setup.ts';

export interface RestoreCheck {
  /** Seconds of pg_dump, of the bucket copy and of pg_restore. */
  dumpSeconds: number;
  copySeconds: number;
  restoreSeconds: number;
  /** Size of the dump, in bytes. */
  dumpBytes: number;
  /** What the restored instance showed, and whether it matched the original. */
  setFound: boolean;
  imageServed: boolean;
  reviewLogs: { original: number; restored: number };
}

/** Runs a command; throws with its output when it fails. */
function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')}: ${result.status}\n${result.stderr}`);
  }
}

async function count(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(sql)).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Runs `sql` on the server's maintenance database `postgres`. */
async function onServer(url: string, sql: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Backs the running `school` up and restores it beside it (see the module comment), checking
 * with the learner `learner` (e-mail, password, set id, image URL).
 * @throws Error when pg_dump/pg_restore fail or the restored instance does not start.
 */
export async function checkRestore(
  databaseUrl: string,
  school: School,
  learner: { email: string; password: string; setId: string; imageUrl: string },
): Promise<RestoreCheck> {
  const backup = join(school.root, 'backup');
  await mkdir(backup);
  const dump = join(backup, 'school.dump');
  const seconds = (since: number) => (performance.now() - since) / 1000;

  let since = performance.now();
  run('pg_dump', ['--format=custom', `--file=${dump}`, databaseUrl]);
  const dumpSeconds = seconds(since);
  since = performance.now();
  const bucket = join(backup, 's3');
  await cp(school.s3Dir, bucket, { recursive: true });
  const copySeconds = seconds(since);

  const restoredUrl = new URL(databaseUrl);
  const restoredName = `${restoredUrl.pathname.slice(1)}_restored`;
  restoredUrl.pathname = `/${restoredName}`;
  await onServer(databaseUrl, `drop database if exists "${restoredName}" with (force)`);
  await onServer(databaseUrl, `create database "${restoredName}"`);
  since = performance.now();
  run('pg_restore', ['--no-owner', `--dbname=${restoredUrl.toString()}`, dump]);
  const restoreSeconds = seconds(since);

  const s3 = await startS3(bucket, false);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = join(backup, 'instance');
  await mkdir(dataDir);
  const { child } = await spawnHealthy(port, {
    ...schoolEnv(s3.endpoint),
    DATABASE_URL: restoredUrl.toString(),
    APP_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  });
  const samples: Sample[] = [];
  const client = new SchoolClient(new URL(url), 0, samples);
  try {
    await client.send('restore', 'POST', '/api/auth/sign-in/email', {
      email: learner.email,
      password: learner.password,
    });
    const sets = await client.send('restore', 'GET', '/api/sets');
    const setFound =
      sets.status === 200 &&
      (JSON.parse(sets.text) as { sets: { id: string }[] }).sets.some(
        (set) => set.id === learner.setId,
      );
    const image = await client.send('restore', 'GET', learner.imageUrl);
    const logs = 'select count(*)::int as n from review_logs';
    return {
      dumpSeconds,
      copySeconds,
      restoreSeconds,
      dumpBytes: (await stat(dump)).size,
      setFound,
      imageServed: image.status === 200,
      reviewLogs: {
        original: await count(databaseUrl, logs),
        restored: await count(restoredUrl.toString(), logs),
      },
    };
  } finally {
    client.close();
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    s3.child.kill('SIGTERM');
    await onServer(databaseUrl, `drop database if exists "${restoredName}" with (force)`);
  }
}
