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
 * - Lighthouse (mobile) for / and /dashboard, and 200 simulated learners (load.ts);
 * - Word Search generation (word-search.ts) and offline dictionary lookups (dictionary.ts);
 * - issue 17's time limits (robustness.ts): a hostile import, a restart after kill -9, a
 *   session ended on another instance;
 * - today's queue over 20 sets of 500 cards beside its bare SQL anchor (today.ts, issue 19);
 * - the card browser's search over a learner's 10,000 cards (card-search.ts, PostgreSQL);
 * - a school (scale-out.ts, issue 22 §2): 500 learners for 60 s through nginx in front of one,
 *   then two instances (one killed mid-way) on PostgreSQL with S3 storage (s3rver);
 * - a set saved with 1,000 cards × 50 reviews, then the switch to FSRS and back, with health
 *   asked meanwhile (history.ts, issue 34 §21);
 * - the embedded server's memory after a learner's imports (memory.ts, issue 34 item 29).
 * BENCH_ONLY=hot|load|today|search|lighthouse|games|dictionary|memory|robustness|scale|history
 * runs one
 * part;
 * BENCH_DURATION sets the seconds per run (10).
 * Targets on PostgreSQL: study load ≥ 2× the json_agg anchor (≥ 400/s here) with p99 < 50 ms;
 * the 50-card set ≥ 1,500/s; ratings ≥ 0.6× the bare transaction with p99 < 30 ms; cold start
 * on existing data < 3 s.
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetPostgres } from '../helpers/postgres.ts';
import { npmStartSeconds, residentMemoryMiB, start, startAnchor } from './processes.ts';
import { LEARNERS, ratingRequest, seed, TZ, type Learner } from './seed.ts';
import { closedLoop, type LoadResult } from './http-load.ts';
import { runLighthouse } from './lighthouse.ts';
import { runLearners } from './load.ts';
import { benchWordSearch } from './word-search.ts';
import { benchDictionary } from './dictionary.ts';
import { benchRobustness } from './robustness.ts';
import { benchToday } from './today.ts';
import { benchCardSearch } from './card-search.ts';
import { benchScaleOut } from './scale-out.ts';
import { benchHistory } from './history.ts';
import { benchMemory } from './memory.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;

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

async function benchDatabase(label: string, env: Record<string, string>, databaseUrl?: string) {
  const first = await start(env);
  const seeded = await seed(first.url);
  await first.stop();
  const npmStart = await npmStartSeconds(env);
  const server = await start(env);
  const { big, small, raters } = seeded;
  // the embedded server's memory on the learner's computer (issue 20 §4): idle once started on
  // existing data with WordNet and the CMU dictionary loaded (a lookup answers once they are),
  // then after the loads below
  const lookup = await fetch(`${server.url}/api/dictionary/resilient`, {
    headers: { cookie: big.cookie },
  });
  if (!lookup.ok) throw new Error(`dictionary lookup: ${lookup.status}`);
  await lookup.arrayBuffer();
  const idleMemory = await residentMemoryMiB(server.pid);
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

  const loadedMemory = await residentMemoryMiB(server.pid);
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
  const megabytes = (mib: number) => mib * 1.048576;
  const embedded = databaseUrl === undefined;
  console.log(
    `resident memory, idle on existing data:      ${idleMemory.now.toFixed(0)} MiB${embedded ? `   target ≤ 300 MB: ${verdict(megabytes(idleMemory.now) <= 300)}` : ''}`,
  );
  console.log(
    `resident memory after the loads above:       ${loadedMemory.now.toFixed(0)} MiB (peak ${loadedMemory.peak.toFixed(0)})${embedded ? `   target ≤ 400 MB: ${verdict(megabytes(loadedMemory.now) <= 400)}` : ''}`,
  );
}

/** BENCH_ONLY=hot|load|today|search|lighthouse|games|… runs one part (all by default). */
const only = process.env.BENCH_ONLY;
const part = (name: string) => only === undefined || only === name;

const dataDir = await mkdtemp(join(tmpdir(), 'ielts-bench-'));
try {
  if (part('hot')) {
    await benchDatabase('PGlite (embedded; anchors need PostgreSQL)', { DATA_DIR: dataDir });
  }
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl && (part('hot') || part('load') || part('today'))) {
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
      if (part('today')) {
        await resetPostgres(pgUrl);
        await benchToday(pgUrl, pgDir, DURATION_MS / 1000);
      }
    } finally {
      await rm(pgDir, { recursive: true, force: true });
    }
  } else if (!pgUrl) {
    console.log('\nTEST_DATABASE_URL is not set: PostgreSQL was not measured.');
  }
  if (part('lighthouse')) await runLighthouse();
  if (part('games')) benchWordSearch();
  if (part('memory')) await benchMemory();
  if (part('robustness')) await benchRobustness(pgUrl);
  if (part('history')) await benchHistory(pgUrl);
  if (part('search')) await benchCardSearch(pgUrl, DURATION_MS);
  if (part('scale')) {
    if (pgUrl) {
      await benchScaleOut(pgUrl).catch((error: unknown) => {
        console.log(`\nThe school scale-out did not run: ${(error as Error).message}`);
        process.exitCode = 1;
      });
    } else console.log('\nTEST_DATABASE_URL is not set: the school scale-out was not measured.');
  }
  if (part('dictionary')) {
    await benchDictionary(DURATION_MS, 'PGlite');
    if (pgUrl) {
      await resetPostgres(pgUrl);
      await benchDictionary(DURATION_MS, `PostgreSQL (${new URL(pgUrl).host})`, {
        DATABASE_URL: pgUrl,
      });
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
