/**
 * `BENCH_ONLY=robustness`: the time targets of issue 17 ("Nothing lost, nothing hangs"), on the
 * built server as `npm start` runs it:
 * - a hostile Anki package (`notes` a view over an endless recursive query) ends in a 400 within
 *   10 s, while /api/health keeps answering (polled every 20 ms: its p50 and max);
 * - after kill -9 of the server on the embedded database, a restart on the same data directory
 *   serves (first 200 of /api/health) within 3 s, with the learner still there: on a small
 *   directory, and on ~150 MB of a learner's sets and reviews (issue 34 item 29);
 * - with two instances on one PostgreSQL, a deleted account is refused by the other instance
 *   within 1 s.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HOSTILE_COLLECTIONS,
  tamperedPackage,
} from '../../apps/server/src/modules/imports/test-packages.ts';
import { resetPostgres } from '../helpers/postgres.ts';
import { freePort, spawnServer, waitForHealth } from '../helpers/server.ts';
import { longHistorySet } from '../../apps/server/test/helpers/long-history.ts';

const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');
const PASSWORD = 'hoc-ielts-2026';

/** Signs a new learner up; answers their cookie header. */
async function signUp(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Bench' }),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A built server on `port` with `env`, healthy; answers its stop (SIGTERM) and kill (SIGKILL). */
async function serve(port: number, env: Record<string, string>) {
  const url = `http://localhost:${port}`;
  const child = spawnServer({ PORT: String(port), APP_URL: url, RATE_LIMIT: 'false', ...env });
  await waitForHealth(url, child, 60_000);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

async function hostileImport(dataDir: string): Promise<void> {
  const server = await serve(await freePort(), { DATA_DIR: dataDir });
  try {
    const cookie = await signUp(server.url, `import-${Date.now()}@example.com`);
    const apkg = await tamperedPackage(HOSTILE_COLLECTIONS.notesView);
    const form = new FormData();
    form.set('file', new Blob([apkg as Uint8Array<ArrayBuffer>]), 'hostile.apkg');
    const started = performance.now();
    let done = false;
    const importing = fetch(`${server.url}/api/imports`, {
      method: 'POST',
      headers: { origin: server.url, cookie },
      body: form,
    }).then(async (response) => {
      done = true;
      await response.arrayBuffer();
      return { status: response.status, seconds: (performance.now() - started) / 1000 };
    });
    const health: number[] = [];
    while (!done) {
      const asked = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      health.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { status, seconds } = await importing;
    const max = Math.max(...health);
    console.log(
      `hostile .apkg (notes an endless recursive view): ${status} in ${seconds.toFixed(2)} s   target 400 within 10 s: ${verdict(status === 400 && seconds < 10)}`,
    );
    console.log(
      `  /api/health meanwhile: ${health.length} answers, p50 ${percentile(health, 0.5).toFixed(0)} ms, max ${max.toFixed(0)} ms   target: answers at once (max < 300 ms): ${verdict(max < 300)}`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * Starts the server on `port` and `dataDir` again, as a learner would, until it serves (a
 * refused start exits at once; gives up after `patienceMs`), then signs `email` in. Answers the
 * server, the seconds to its first 200 of /api/health and the sign-in's answer.
 */
async function restartAndSignIn(port: number, dataDir: string, email: string, patienceMs: number) {
  const started = performance.now();
  let second: Awaited<ReturnType<typeof serve>> | null = null;
  while (!second) {
    second = await serve(port, { DATA_DIR: dataDir }).catch((error: unknown) => {
      if (performance.now() - started > patienceMs) throw error;
      return null;
    });
  }
  const seconds = (performance.now() - started) / 1000;
  const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: second.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return { second, seconds, signIn };
}

async function restartAfterKill(dataDir: string): Promise<void> {
  const port = await freePort();
  const first = await serve(port, { DATA_DIR: dataDir });
  const email = `kill-${Date.now()}@example.com`;
  await signUp(first.url, email);
  await first.kill();
  const { second, seconds, signIn } = await restartAndSignIn(port, dataDir, email, 60_000);
  try {
    console.log(
      `restart after kill -9 (PGlite, same data): serves in ${seconds.toFixed(2)} s, learner ${signIn.status === 200 ? 'kept' : `LOST (${signIn.status})`}   target < 3 s with the data: ${verdict(seconds < 3 && signIn.status === 200)}`,
    );
  } finally {
    await second.stop();
  }
}

/** Bytes under `dir` (files only, as `du --apparent-size` counts them). */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/**
 * Issue 34 item 29 (b): the restart after kill -9 on a learner's large embedded database. The
 * learner saves sets of 1,000 cards × 50 reviews until `pgdata` holds ~150 MB (the directory of
 * the report, 147 MB), the server is killed with SIGKILL right after the last save, and the
 * restart is timed to its first 200 of /api/health; the learner then signs in and finds every set.
 */
async function restartAfterKillLarge(dataDir: string): Promise<void> {
  const port = await freePort();
  const first = await serve(port, { DATA_DIR: dataDir });
  const email = `large-${Date.now()}@example.com`;
  const cookie = await signUp(first.url, email);
  const seedStarted = performance.now();
  let sets = 0;
  while ((await sizeOf(join(dataDir, 'pgdata'))) < 150 * 1024 * 1024 && sets < 30) {
    const response = await fetch(`${first.url}/api/sets`, {
      method: 'POST',
      headers: { origin: first.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(longHistorySet({ title: `Set ${sets + 1}`, now: Date.now() })),
    });
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`saving a set answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    sets += 1;
  }
  const megabytes = (await sizeOf(join(dataDir, 'pgdata'))) / 1e6;
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  await first.kill();
  const { second, seconds, signIn } = await restartAndSignIn(port, dataDir, email, 120_000);
  try {
    const session = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const list = await fetch(`${second.url}/api/sets`, { headers: { cookie: session } });
    const found = list.ok ? ((await list.json()) as { sets: unknown[] }).sets.length : 0;
    const kept = signIn.status === 200 && found === sets;
    console.log(
      `restart after kill -9 on ${megabytes.toFixed(0)} MB of PGlite data (${sets} sets of 1,000 cards × 50 reviews, seeded in ${seedSeconds.toFixed(0)} s): serves in ${seconds.toFixed(2)} s, data ${kept ? 'kept' : `LOST (sign-in ${signIn.status}, ${found} of ${sets} sets)`}   target < 3 s with the data: ${verdict(seconds < 3 && kept)}`,
    );
  } finally {
    await second.stop();
  }
}

async function sessionAcrossInstances(databaseUrl: string, dataDir: string): Promise<void> {
  await resetPostgres(databaseUrl);
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  };
  const a = await serve(await freePort(), env);
  const b = await serve(await freePort(), env);
  try {
    const cookie = await signUp(a.url, `instances-${Date.now()}@example.com`);
    const onB = () => fetch(`${b.url}/api/sets`, { headers: { cookie } });
    if ((await onB()).status !== 200)
      throw new Error('the second instance did not know the session');
    const deleted = await fetch(`${a.url}/api/account`, {
      method: 'DELETE',
      headers: { origin: a.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    if (deleted.status !== 204) throw new Error(`deleting the account answered ${deleted.status}`);
    const started = performance.now();
    let ms = Number.POSITIVE_INFINITY;
    while (performance.now() - started < 15_000) {
      if ((await onB()).status === 401) {
        ms = performance.now() - started;
        break;
      }
    }
    console.log(
      `deleted account refused by the other instance after ${ms.toFixed(0)} ms   target < 1000 ms: ${verdict(ms < 1000)}`,
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

/** Runs the three measurements (the last one only with PostgreSQL). */
export async function benchRobustness(databaseUrl: string | undefined): Promise<void> {
  console.log('\n== Nothing lost, nothing hangs (issue 17) ==');
  const dir = await mkdtemp(join(tmpdir(), 'ielts-bench-robust-'));
  try {
    await hostileImport(join(dir, 'import'));
    await restartAfterKill(join(dir, 'restart'));
    await restartAfterKillLarge(join(dir, 'restart-large'));
    if (databaseUrl) await sessionAcrossInstances(databaseUrl, join(dir, 'instances'));
    else console.log('TEST_DATABASE_URL is not set: two instances were not measured.');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
