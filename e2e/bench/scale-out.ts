/**
 * Issue 22 §2: a school's load on the setup docs/operations.md describes (scale-setup.ts:
 * PostgreSQL, s3rver, instances behind nginx). 500 simulated learners (school-client.ts: each
 * its own address, cookie jar and client retries) use the app through the proxy for 60 s:
 * one in five signs in (the others come back with the session they have, as a learner who
 * signed in earlier in the week does: a sign-in costs a deliberately slow password hash, and
 * 500 of them in the first seconds measure scrypt, not the app), then each opens today's queue
 * (half) or a set's study screen (the other half), starts a session, rates 8 cards with think
 * time, saves a game result, looks a word up in the dictionary and fetches their card image
 * (stored in S3). Accounts, sets and images are made before the minute.
 *
 * Run twice on the same load: one instance behind the proxy, then two instances with one of
 * them killed (SIGKILL) 30 s into the minute. Targets: 0 errors (a request whose final answer,
 * after the client's retries, is not 2xx) in both runs, and every acknowledged rating in the
 * database exactly once (review_logs by client event id). p50/p99 per kind printed side by side.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Sample } from './school-client.ts';
import { startSchool } from './scale-setup.ts';
import { checkRestore, type RestoreCheck } from './scale-restore.ts';
import {
  LEARNERS,
  learnerMinute,
  makeLearner,
  PASSWORD,
  SETUP_CONCURRENCY,
  sleep,
  WINDOW_MS,
} from './school-learner.ts';

const KILL_AT_MS = 30_000;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface RunResult {
  samples: Sample[];
  acknowledged: string[];
  seconds: number;
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * Sets up a school of `instances` instances, runs the minute, checks the database; with `kill`
 * the last instance is killed 30 s in, and the school is then backed up and restored.
 */
async function runSchool(databaseUrl: string, instances: number, kill: boolean) {
  const school = await startSchool(databaseUrl, instances);
  const samples: Sample[] = [];
  try {
    const base = new URL(school.url);
    const learners = await pool(
      Array.from({ length: LEARNERS }, (_, i) => i),
      SETUP_CONCURRENCY,
      (i) => makeLearner(base, i, samples),
    );
    samples.length = 0;
    const acknowledged: string[] = [];
    const started = performance.now();
    const killer = kill
      ? sleep(KILL_AT_MS).then(() => school.instances.at(-1)!.kill('SIGKILL'))
      : Promise.resolve();
    await Promise.all(
      learners.map((learner, i) => learnerMinute(learner, i, started, acknowledged)),
    );
    await killer;
    // what nginx logged of the instance it lost: each line a request it passed on (or failed)
    const nginxLog = await readFile(join(school.root, 'nginx', 'error.log'), 'utf8').catch(
      () => '',
    );
    const failover = {
      killed: kill && school.instances.at(-1)!.signalCode === 'SIGKILL',
      upstreamErrors: nginxLog.split('\n').filter((line) => line.includes('upstream')).length,
    };
    const seconds = (performance.now() - started) / 1000;
    learners.forEach((learner) => learner.client.close());
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let exactlyOnce: boolean;
    try {
      const counts = await client.query<{ n: number }>(
        `select count(*)::int as n from review_logs
          where client_event_id = any($1::uuid[]) group by client_event_id`,
        [acknowledged],
      );
      exactlyOnce =
        counts.rows.length === acknowledged.length && counts.rows.every((row) => row.n === 1);
    } finally {
      await client.end();
    }
    const first = learners[0]!;
    const restore: RestoreCheck | null = kill
      ? await checkRestore(databaseUrl, school, { ...first, password: PASSWORD })
      : null;
    return {
      result: { samples, acknowledged, seconds } satisfies RunResult,
      exactlyOnce,
      restore,
      failover,
    };
  } finally {
    await school.stop();
  }
}

const KINDS = [
  'sign in',
  'today queue',
  'set cards',
  'set progress',
  'start session',
  'image',
  'rating',
  'dictionary',
  'game result',
];

function summary(run: RunResult) {
  const errors = run.samples.filter((s) => s.status < 200 || s.status >= 300).length;
  const retried = run.samples.filter((s) => s.retries > 0).length;
  const all = run.samples.map((s) => s.ms).sort((a, b) => a - b);
  return { errors, retried, all };
}

/**
 * The scenario (see the module comment): prints both runs' figures beside the targets.
 * @throws Error when nginx is missing or the setup does not start.
 */
export async function benchScaleOut(databaseUrl: string): Promise<void> {
  const single = await runSchool(databaseUrl, 1, false);
  const double = await runSchool(databaseUrl, 2, true);
  const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');
  console.log(
    `\n== School scale-out: ${LEARNERS} learners for ${WINDOW_MS / 1000} s through nginx, PostgreSQL, S3 (s3rver) ==`,
  );
  for (const [label, run] of [
    ['1 instance', single],
    ['2 instances, one killed at 30 s', double],
  ] as const) {
    const { errors, retried, all } = summary(run.result);
    console.log(
      `  ${label}: ${run.result.samples.length} requests in ${run.result.seconds.toFixed(1)} s, p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms, retried by the client ${retried}`,
    );
    if (run.failover.killed) {
      console.log(
        `    the second instance was SIGKILLed at ${KILL_AT_MS / 1000} s; nginx logged ${run.failover.upstreamErrors} upstream errors (requests it passed to the other instance or answered 502)`,
      );
    }
    console.log(
      `    errors ${errors} (target 0: ${verdict(errors === 0)}); acknowledged ratings ${run.result.acknowledged.length}, each in the database exactly once: ${verdict(run.exactlyOnce)}`,
    );
  }
  const restore = double.restore;
  if (restore) {
    const restored =
      restore.setFound &&
      restore.imageServed &&
      restore.reviewLogs.restored === restore.reviewLogs.original;
    console.log(
      `  backup: pg_dump ${restore.dumpSeconds.toFixed(1)} s (${(restore.dumpBytes / 1024 / 1024).toFixed(1)} MiB), bucket copy ${restore.copySeconds.toFixed(1)} s; pg_restore ${restore.restoreSeconds.toFixed(1)} s`,
    );
    console.log(
      `    restored instance: set found ${restore.setFound}, image served ${restore.imageServed}, review log rows ${restore.reviewLogs.restored}/${restore.reviewLogs.original} (target all: ${verdict(restored)})`,
    );
  }
  console.log(
    `  ${'p50 / p99 ms'.padEnd(14)} ${'1 instance'.padStart(18)} ${'2 instances'.padStart(18)}`,
  );
  for (const kind of KINDS) {
    const cell = (run: RunResult) => {
      const ms = run.samples
        .filter((s) => s.kind === kind)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return `${percentile(ms, 0.5).toFixed(0)} / ${percentile(ms, 0.99).toFixed(0)} (${ms.length})`;
    };
    console.log(
      `  ${kind.padEnd(14)} ${cell(single.result).padStart(18)} ${cell(double.result).padStart(18)}`,
    );
  }
}
