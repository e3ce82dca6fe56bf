/**
 * `BENCH_ONLY=history`: issue 34 §21's volumes on the built server, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL. A learner saves a set of 1,000 cards × 50 reviews (the import's
 * cap: CARD_HISTORY_LIMITS.reviewsPerImport), then switches to FSRS and back to SM-2, while a
 * second client asks /api/health again as soon as each answer arrives. Printed: the save's time, each switch's time
 * (target < 1 s) and the slowest health answer during the save and during the switches
 * (target < 1 s).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetPostgres } from '../helpers/postgres.ts';
import { freePort, spawnServer, waitForHealth } from '../helpers/server.ts';
import {
  CARDS,
  longHistorySet,
  REVIEWS_PER_CARD,
} from '../../apps/server/test/helpers/long-history.ts';

const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');

/**
 * Asks /api/health again as soon as each answer arrives, until stopped; answers the slowest
 * answer (ms). One request at a time: a health check that waits shows as one slow answer.
 */
function pollHealth(url: string) {
  let stopped = false;
  let slowest = 0;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/api/health answered ${response.status}`);
      slowest = Math.max(slowest, performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return slowest;
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function benchOne(label: string, env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawnServer({
    PORT: String(port),
    APP_URL: url,
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(url, child, 60_000);
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `history-${Date.now()}@example.com`,
        password: 'hoc-ielts-2026',
        name: 'Bench',
      }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const headers = { origin: url, cookie, 'content-type': 'application/json' };
    const body = JSON.stringify(longHistorySet());

    let health = pollHealth(url);
    const save = await timed(async () => {
      const response = await fetch(`${url}/api/sets`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`the save answered ${response.status}`);
    });
    const healthDuringSave = await health.stop();

    const switchTo = (scheduler: 'fsrs' | 'sm2') =>
      timed(async () => {
        const response = await fetch(`${url}/api/account/preferences?timeZone=UTC`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ scheduler }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`the switch answered ${response.status}`);
      });
    health = pollHealth(url);
    const toFsrs = await switchTo('fsrs');
    const toSm2 = await switchTo('sm2');
    const healthDuringSwitch = await health.stop();

    const slowestSwitch = Math.max(toFsrs.ms, toSm2.ms);
    console.log(`\n${label}: ${CARDS} cards × ${REVIEWS_PER_CARD} reviews (issue 34 §21)`);
    console.log(`  save of the set with its history          ${save.ms.toFixed(0).padStart(6)} ms`);
    console.log(
      `  switch to FSRS / back to SM-2               ${toFsrs.ms.toFixed(0).padStart(6)} / ${toSm2.ms.toFixed(0)} ms   target < 1000 ms: ${verdict(slowestSwitch < 1000)}`,
    );
    console.log(
      `  slowest /api/health during the save        ${healthDuringSave.toFixed(0).padStart(6)} ms   target < 1000 ms: ${verdict(healthDuringSave < 1000)}`,
    );
    console.log(
      `  slowest /api/health during the switches    ${healthDuringSwitch.toFixed(0).padStart(6)} ms   target < 1000 ms: ${verdict(healthDuringSwitch < 1000)}`,
    );
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The history part of `npm run bench` on PGlite, then PostgreSQL when `databaseUrl` is set. */
export async function benchHistory(databaseUrl: string | undefined): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'ielts-bench-history-'));
  try {
    await benchOne('PGlite (embedded)', { DATA_DIR: join(dir, 'pglite') });
    if (databaseUrl) {
      await resetPostgres(databaseUrl);
      await benchOne(`PostgreSQL (${new URL(databaseUrl).host})`, {
        DATA_DIR: join(dir, 'pg'),
        DATABASE_URL: databaseUrl,
      });
    } else {
      console.log('\nTEST_DATABASE_URL is not set: the history part was measured on PGlite only.');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
