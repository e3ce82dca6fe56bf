/**
 * `npm run bench`: for PGlite, and for PostgreSQL when TEST_DATABASE_URL is set,
 * - cold start to the first HTTP 200 of /api/health, in seconds: on a new data dir (PGlite
 *   initialises its cluster) and on a restart of an existing one;
 * - req/s and p50/p99 latency of GET /api/study/sets/:id (a 500-card set with review state for
 *   100 of its cards) at 10 and at 50 concurrent connections, with autocannon over loopback.
 * Targets (issue #2, on PostgreSQL): ≥ 400 req/s and p99 < 50 ms at 10 connections; cold start
 * under 3 s once built.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { resetPostgres } from '../helpers/postgres.ts';
import { freePort, spawnServer, waitForHealth } from '../helpers/server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CARDS = 500;
const REVIEWED = 100;
const TZ = 'Asia/Ho_Chi_Minh';

interface Started {
  url: string;
  seconds: number;
  stop(): Promise<void>;
}

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const t0 = performance.now();
  const child = spawnServer({ PORT: String(port), APP_URL: url, LOG_LEVEL: 'warn', ...env });
  let output = '';
  child.stderr?.on('data', (c) => (output += c));
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    url,
    seconds,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function json(url: string, method: string, body: unknown, cookie?: string) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: new URL(url).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs up, creates the 500-card set, rates 100 cards; returns the cookie and the study path. */
async function seed(url: string): Promise<{ cookie: string; studyPath: string }> {
  const signUp = await json(`${url}/api/auth/sign-up/email`, 'POST', {
    name: 'Bench',
    email: `bench-${Date.now()}@example.com`,
    password: 'bench-password',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const cards = Array.from({ length: CARDS }, (_, i) => ({
    front: `word ${i + 1}`,
    back: `nghĩa của từ số ${i + 1} — a short English definition of word ${i + 1}`,
    tags: ['Noun', 'Formal'],
  }));
  const set = (await (
    await json(`${url}/api/sets`, 'POST', { title: 'Bench set', cards }, cookie)
  ).json()) as {
    set: { id: string; cards: { id: string }[] };
  };
  const sessionId = crypto.randomUUID();
  await json(
    `${url}/api/study/sets/${set.set.id}/sessions`,
    'POST',
    { sessionId, cardOrder: [], timeZone: TZ },
    cookie,
  );
  for (const card of set.set.cards.slice(0, REVIEWED)) {
    const eventId = crypto.randomUUID();
    await json(
      `${url}/api/study/sessions/${sessionId}/reviews`,
      'POST',
      {
        eventId,
        cardId: card.id,
        rating: 1 + (eventId.charCodeAt(0) % 5),
        elapsedMs: 1000,
        reviewedAt: new Date().toISOString(),
        timeZone: TZ,
      },
      cookie,
    );
  }
  return { cookie, studyPath: `/api/study/sets/${set.set.id}?timeZone=${encodeURIComponent(TZ)}` };
}

async function load(studyUrl: string, cookie: string, connections: number) {
  const result = await autocannon({
    url: studyUrl,
    connections,
    duration: DURATION_S,
    headers: { cookie },
  });
  return {
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchDatabase(
  label: string,
  env: Record<string, string>,
  prepare: () => Promise<void>,
) {
  await prepare();
  const first = await start(env);
  const seeded = await seed(first.url);
  await first.stop();
  const restart = await start(env);
  const studyUrl = `${restart.url}${seeded.studyPath}`;
  // one warm-up request, then measure
  await fetch(studyUrl, { headers: { cookie: seeded.cookie } });
  const response = await fetch(studyUrl, { headers: { cookie: seeded.cookie } });
  if (response.status !== 200) throw new Error(`study state answered ${response.status}`);
  const size = (await response.text()).length;
  const runs = [await load(studyUrl, seeded.cookie, 10), await load(studyUrl, seeded.cookie, 50)];
  await restart.stop();

  console.log(`\n== ${label} ==`);
  console.log(`cold start, new data (first HTTP 200):      ${first.seconds.toFixed(2)} s`);
  console.log(`cold start, existing data (first HTTP 200): ${restart.seconds.toFixed(2)} s`);
  console.log(
    `GET study state of a ${CARDS}-card set (${REVIEWED} reviewed): ${(size / 1024).toFixed(0)} KiB JSON, ${DURATION_S} s per run:`,
  );
  for (const r of runs) {
    console.log(
      `  ${String(r.connections).padStart(2)} connections: ${String(r.reqPerSec).padStart(5)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`,
    );
  }
  return { label, first: first.seconds, restart: restart.seconds, runs };
}

const dataDir = await mkdtemp(join(tmpdir(), 'ielts-bench-'));
try {
  await benchDatabase('PGlite (embedded)', { DATA_DIR: dataDir }, async () => undefined);
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const pgDir = await mkdtemp(join(tmpdir(), 'ielts-bench-pg-'));
    try {
      await benchDatabase(
        `PostgreSQL (${new URL(pgUrl).host})`,
        { DATA_DIR: pgDir, DATABASE_URL: pgUrl },
        () => resetPostgres(pgUrl),
      );
    } finally {
      await rm(pgDir, { recursive: true, force: true });
    }
  } else {
    console.log('\nTEST_DATABASE_URL is not set: PostgreSQL was not measured.');
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
