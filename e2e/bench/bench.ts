/**
 * `npm run bench`: the figures of the study hot paths beside their targets (issue "Study at the
 * speed of the box"), for PGlite and, when TEST_DATABASE_URL is set, PostgreSQL. Everything runs
 * on this machine over loopback; the load generator shares its cores, so only ratios to the
 * anchors (anchor.ts, run in the same window on the same database) carry across machines.
 *
 * - cold start to the first HTTP 200 of /api/health: new data directory, then existing data;
 * - study load of a 500-card set (100 cards reviewed) and of a 50-card set, as the browser makes
 *   it: GET …/cards (brotli) + GET …/progress, 10 connections; and a repeat visit (304 + progress);
 * - ratings from 20 learners at once (their own sessions, a new event id per rating);
 * - anchors (PostgreSQL): the json_agg of the same 500 cards, and the bare three-write
 *   transaction of a rating, under the same loads;
 * - Lighthouse (mobile) for / and /dashboard, and 200 simulated learners (load.ts).
 * BENCH_ONLY=hot|load|lighthouse runs one part; BENCH_DURATION sets the seconds per run (10).
 * Targets on PostgreSQL: study load ≥ 2× the json_agg anchor (≥ 400/s here) with p99 < 50 ms;
 * the 50-card set ≥ 1,500/s; ratings ≥ 0.6× the bare transaction with p99 < 30 ms; cold start
 * on existing data < 3 s.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetPostgres } from '../helpers/postgres.ts';
import { freePort, ROOT, spawnServer, waitForHealth } from '../helpers/server.ts';
import { closedLoop, type LoadResult } from './http-load.ts';
import { runLighthouse } from './lighthouse.ts';
import { runLearners } from './load.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const TZ = 'Asia/Ho_Chi_Minh';
const LEARNERS = 20;

interface Started {
  url: string;
  seconds: number;
  stop(): Promise<void>;
}

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const t0 = performance.now();
  // Rate limits off: 22 learners sign up from this one address in a few seconds.
  const child = spawnServer({
    PORT: String(port),
    APP_URL: url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    ...env,
  });
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

/** Seconds from running `npm start` (build check included) to the first 200 of /api/health. */
async function npmStartSeconds(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), APP_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHealth(url, child, 60_000);
    return (performance.now() - t0) / 1000;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
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

interface Learner {
  cookie: string;
  userId: string;
  setId: string;
  sessionId: string;
  cardIds: string[];
}

/** Signs up a learner with one set of `cards` cards and a started session. */
async function learner(url: string, name: string, cards: number): Promise<Learner> {
  const signUp = await json(`${url}/api/auth/sign-up/email`, 'POST', {
    name,
    email: `${name}-${crypto.randomUUID()}@example.com`,
    password: 'bench-password',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const body = {
    title: `${name} set`,
    cards: Array.from({ length: cards }, (_, i) => ({
      front: `word ${i + 1}`,
      back: `nghĩa của từ số ${i + 1} — a short English definition of word ${i + 1}`,
      tags: ['Noun', 'Formal'],
    })),
  };
  const set = (
    (await (await json(`${url}/api/sets`, 'POST', body, cookie)).json()) as {
      set: { id: string; cards: { id: string }[] };
    }
  ).set;
  const sessionId = crypto.randomUUID();
  await json(
    `${url}/api/study/sets/${set.id}/sessions`,
    'POST',
    { sessionId, cardOrder: [] },
    cookie,
  );
  return { cookie, userId, setId: set.id, sessionId, cardIds: set.cards.map((c) => c.id) };
}

const ratingRequest = (l: Learner, n: number) => {
  const eventId = crypto.randomUUID();
  return {
    method: 'POST',
    path: `/api/study/sessions/${l.sessionId}/reviews`,
    headers: { 'content-type': 'application/json', cookie: l.cookie, origin: 'http://localhost' },
    body: JSON.stringify({
      eventId,
      cardId: l.cardIds[n % l.cardIds.length],
      rating: 1 + (n % 5),
      elapsedMs: 1000,
      reviewedAt: new Date().toISOString(),
      timeZone: TZ,
    }),
  };
};

interface Seeded {
  big: Learner;
  small: Learner;
  raters: Learner[];
}

async function seed(url: string): Promise<Seeded> {
  const big = await learner(url, 'bench', 500);
  // 100 of the 500 cards reviewed
  for (let n = 0; n < 100; n += 1) {
    const r = ratingRequest(big, n);
    await json(`${url}${r.path}`, 'POST', JSON.parse(r.body), big.cookie);
  }
  const small = await learner(url, 'small', 50);
  const raters: Learner[] = [];
  for (let i = 0; i < LEARNERS; i += 1) raters.push(await learner(url, `rater${i}`, 50));
  return { big, small, raters };
}

interface Figure {
  perSecond: number;
  /** Requests per second when one load is several requests. */
  requestsPerSecond?: number;
  p50: number;
  p99: number;
  errors: number;
}

/** GET load with autocannon: `paths` requested in turn by each of `connections`. */
async function getLoad(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  connections = 10,
): Promise<Figure> {
  const result = await autocannon({
    url: base,
    connections,
    duration: DURATION_MS / 1000,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const failed = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status !== '200' && status !== '304')
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
  return {
    // one "load" is the whole sequence of paths
    perSecond: Math.round(result.requests.average / paths.length),
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + failed,
  };
}

async function etagOf(url: string, cookie: string): Promise<string> {
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  return response.headers.get('etag') ?? '';
}

function line(label: string, f: Figure | LoadResult, unit: string, note = ''): void {
  const requests =
    'requestsPerSecond' in f &&
    f.requestsPerSecond !== undefined &&
    f.requestsPerSecond !== f.perSecond
      ? ` (${f.requestsPerSecond} req/s)`
      : '';
  console.log(
    `  ${label.padEnd(44)} ${String(f.perSecond).padStart(6)} ${unit.padEnd(9)}${requests.padEnd(15)} p50 ${String(f.p50).padStart(6)} ms  p99 ${String(f.p99).padStart(6)} ms  errors ${f.errors}${note ? `   ${note}` : ''}`,
  );
}

const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');

async function startAnchor(databaseUrl: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'e2e/.tmp/anchor.mjs')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, POOL_MAX: '10' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('anchor ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`anchor exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function benchDatabase(label: string, env: Record<string, string>, databaseUrl?: string) {
  const first = await start(env);
  const seeded = await seed(first.url);
  await first.stop();
  const npmStart = await npmStartSeconds(env);
  const server = await start(env);
  const { big, small, raters } = seeded;
  const q = `timeZone=${encodeURIComponent(TZ)}`;
  const loadPaths = (l: Learner) => [
    `/api/study/sets/${l.setId}/cards`,
    `/api/study/sets/${l.setId}/progress?${q}`,
  ];
  const headers = (l: Learner) => ({ cookie: l.cookie, 'accept-encoding': 'gzip, deflate, br' });
  // warm-up
  await getLoad(server.url, loadPaths(big), headers(big), 2).catch(() => undefined);

  const bigLoad = await getLoad(server.url, loadPaths(big), headers(big));
  const smallLoad = await getLoad(server.url, loadPaths(small), headers(small));
  const etag = await etagOf(`${server.url}${loadPaths(big)[0]}`, big.cookie);
  const repeat = await getLoad(server.url, loadPaths(big), {
    ...headers(big),
    'if-none-match': etag,
  });
  const ratings = await closedLoop(server.url, LEARNERS, DURATION_MS, (worker, n) =>
    ratingRequest(raters[worker]!, n),
  );

  let anchorCards: Figure | null = null;
  let anchorTx: LoadResult | null = null;
  if (databaseUrl) {
    const anchor = await startAnchor(databaseUrl);
    try {
      anchorCards = await getLoad(
        anchor.url,
        [`/cards?setId=${big.setId}&userId=${encodeURIComponent(big.userId)}`],
        {},
      );
      anchorTx = await closedLoop(anchor.url, LEARNERS, DURATION_MS, (worker, n) => {
        const l = raters[worker]!;
        return {
          method: 'POST',
          path: '/rate',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            userId: l.userId,
            setId: l.setId,
            sessionId: l.sessionId,
            cardId: l.cardIds[n % l.cardIds.length],
          }),
        };
      });
    } finally {
      anchor.stop();
    }
  }
  await server.stop();

  console.log(`\n== ${label} ==`);
  console.log(`cold start, new data (first HTTP 200):      ${first.seconds.toFixed(2)} s`);
  console.log(`cold start, existing data (first HTTP 200): ${server.seconds.toFixed(2)} s`);
  console.log(
    `npm start, existing data (first HTTP 200):  ${npmStart.toFixed(2)} s   target < 3 s: ${verdict(npmStart < 3)}`,
  );
  console.log(`${DURATION_MS / 1000} s per run, 10 connections unless said:`);
  if (anchorCards) line('anchor: json_agg of the 500 cards', anchorCards, 'req/s');
  const ratio = anchorCards ? bigLoad.perSecond / anchorCards.perSecond : null;
  line(
    'study load, 500 cards (cards br + progress)',
    bigLoad,
    'loads/s',
    ratio === null
      ? ''
      : `${ratio.toFixed(2)}× anchor; target ≥ 2× and p99 < 50 ms: ${verdict(ratio >= 2 && bigLoad.p99 < 50)}`,
  );
  line(
    'study load, 50 cards',
    smallLoad,
    'loads/s',
    `target ≥ 1500/s: ${verdict(smallLoad.perSecond >= 1500)}`,
  );
  line('repeat visit, 500 cards (304 + progress)', repeat, 'loads/s');
  if (anchorTx) line(`anchor: bare rating transaction, ${LEARNERS} at once`, anchorTx, 'tx/s');
  const txRatio = anchorTx ? ratings.perSecond / anchorTx.perSecond : null;
  line(
    `ratings, ${LEARNERS} learners at once`,
    ratings,
    'ratings/s',
    txRatio === null
      ? ''
      : `${txRatio.toFixed(2)}× anchor; target ≥ 0.6× and p99 < 30 ms: ${verdict(txRatio >= 0.6 && ratings.p99 < 30)}`,
  );
}

/** BENCH_ONLY=hot|load|lighthouse runs one part (all by default). */
const only = process.env.BENCH_ONLY;
const part = (name: string) => only === undefined || only === name;

const dataDir = await mkdtemp(join(tmpdir(), 'ielts-bench-'));
try {
  if (part('hot')) {
    await benchDatabase('PGlite (embedded; anchors need PostgreSQL)', { DATA_DIR: dataDir });
  }
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl && (part('hot') || part('load'))) {
    const pgDir = await mkdtemp(join(tmpdir(), 'ielts-bench-pg-'));
    try {
      if (part('hot')) {
        await resetPostgres(pgUrl);
        await benchDatabase(
          `PostgreSQL (${new URL(pgUrl).host})`,
          { DATA_DIR: pgDir, DATABASE_URL: pgUrl },
          pgUrl,
        );
      }
      if (part('load')) await runLearners(pgUrl, pgDir);
    } finally {
      await rm(pgDir, { recursive: true, force: true });
    }
  } else if (!pgUrl) {
    console.log('\nTEST_DATABASE_URL is not set: PostgreSQL was not measured.');
  }
  if (part('lighthouse')) await runLighthouse();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
