/**
 * Issue 19 §4: the card browser's search over 10,000 cards, p99 < 30 ms at 10 connections on
 * PostgreSQL. One learner with 20 sets × 500 cards (3,000 of them reviewed, some suspended) and
 * two other learners with 10,000 cards each (so that the trigram index holds cards the learner
 * may not read), inserted with SQL; then GET /api/cards/search with a varying `q` (words,
 * numbers, Vietnamese without accents, 1-2 letters, no text) and filters, in turn on each of
 * 10 connections. BENCH_ONLY=search runs it alone.
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { resetPostgres } from '../helpers/postgres.ts';
import { start, startAnchor } from './processes.ts';

const TARGET_P99_MS = 30;
const SETS = 20;
const CARDS_PER_SET = 500;
const REVIEWED = 3_000;

const WORDS = [
  'abandon',
  'benefit',
  'capacity',
  'decline',
  'economy',
  'factor',
  'generate',
  'habitat',
  'identify',
  'journal',
  'knowledge',
  'landscape',
  'maintain',
  'network',
  'obtain',
  'policy',
  'quality',
  'require',
  'strategy',
  'theory',
  'undergo',
  'vehicle',
  'welfare',
  'yield',
  'accurate',
  'budget',
  'climate',
  'debate',
  'emission',
  'fluctuate',
];
const MEANINGS = [
  'từ bỏ',
  'lợi ích',
  'sức chứa',
  'suy giảm',
  'nền kinh tế',
  'yếu tố',
  'tạo ra',
  'môi trường sống',
  'nhận ra',
  'tạp chí',
  'kiến thức',
  'phong cảnh',
  'duy trì',
  'mạng lưới',
  'đạt được',
  'chính sách',
  'chất lượng',
  'yêu cầu',
  'chiến lược',
  'lý thuyết',
  'trải qua',
  'phương tiện',
  'phúc lợi',
  'sản lượng',
  'chính xác',
  'ngân sách',
  'khí hậu',
  'tranh luận',
  'khí thải',
  'dao động',
];

/** The search texts, in turn. */
function searchTexts(): string[] {
  return [
    ...WORDS.slice(0, 12),
    'strat',
    'ECONOMY 12',
    '1234',
    '777',
    'word',
    'kinh te',
    'chinh sach',
    'khi hau',
    'lợi ích',
    'Noun',
    'ab',
    'y',
    'zzzz',
    '',
  ];
}

/** The search requests, each connection going through them in turn. */
function searchPaths(setIds: string[]): string[] {
  const tz = encodeURIComponent('Asia/Ho_Chi_Minh');
  const queries = searchTexts();
  const filters = ['all', 'all', 'due', 'new', 'difficult', 'suspended'];
  return queries.map((q, i) => {
    const set = i % 5 === 0 ? `&setId=${setIds[i % setIds.length]}` : '';
    return `/api/cards/search?q=${encodeURIComponent(q)}&filter=${filters[i % filters.length]}&timeZone=${tz}${set}`;
  });
}

async function signUp(url: string, name: string): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      name,
      email: `${name}-${crypto.randomUUID()}@example.com`,
      password: 'bench-password',
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId: ((await response.json()) as { user: { id: string } }).user.id };
}

/** 20 sets × 500 cards of `userId`; with `reviewed`, that many of them reviewed by the user. */
async function seedCards(client: pg.Client, userId: string, reviewed: number): Promise<string[]> {
  const setIds: string[] = [];
  for (let s = 0; s < SETS; s += 1) {
    const set = await client.query<{ id: string }>(
      `insert into flashcard_sets (user_id, title, color) values ($1, $2, '#3B82F6') returning id`,
      [userId, `Bộ IELTS ${String(s + 1).padStart(2, '0')}`],
    );
    const setId = set.rows[0]!.id;
    setIds.push(setId);
    await client.query(
      `insert into flashcards (set_id, position, front_text, back_text, tags)
       select $1, g, ($2::text[])[1 + (g + $4) % 30] || ' ' || ($4 * 500 + g),
         ($3::text[])[1 + (g + $4) % 30] || ' — nghĩa số ' || ($4 * 500 + g),
         case when g % 3 = 0 then array['Noun'] when g % 3 = 1 then array['Verb', 'Academic'] else '{}'::text[] end
       from generate_series(0, ${CARDS_PER_SET - 1}) g`,
      [setId, WORDS, MEANINGS, s],
    );
  }
  if (reviewed > 0) {
    await client.query(
      `insert into card_reviews (user_id, flashcard_id, flashcard_set_id, difficulty_rating,
         easiness_factor, interval_days, repetition_count, next_review_date, last_reviewed_at, total_reviews)
       select $1, f.id, f.set_id, 1 + n % 5, 1.3 + (n % 13) * 0.1, 1 + n % 30, n % 6,
         now() + ((n % 20) - 5) * interval '1 day', now() - interval '1 day', 1 + n % 6
       from (select f.*, row_number() over (order by f.id) as n from flashcards f
             join flashcard_sets s on s.id = f.set_id where s.user_id = $1) f
       where n <= $2`,
      [userId, reviewed],
    );
    await client.query(
      `insert into card_suspensions (user_id, flashcard_id)
       select $1, f.id from flashcards f join flashcard_sets s on s.id = f.set_id
       where s.user_id = $1 and f.position % 97 = 0`,
      [userId],
    );
  }
  return setIds;
}

/** Runs the scenario on PostgreSQL (`pgUrl`) and prints its figures beside the target. */
export async function benchCardSearch(
  pgUrl: string | undefined,
  durationMs: number,
): Promise<void> {
  console.log('\n== card browser search (issue 19 §4) ==');
  if (!pgUrl) {
    console.log('TEST_DATABASE_URL is not set: the card search was not measured.');
    return;
  }
  await resetPostgres(pgUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'ielts-bench-search-'));
  const server = await start({ DATA_DIR: dataDir, DATABASE_URL: pgUrl });
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const learner = await signUp(server.url, 'searcher');
    const t0 = performance.now();
    const setIds = await seedCards(client, learner.userId, REVIEWED);
    for (const other of ['other-a', 'other-b']) {
      await seedCards(client, (await signUp(server.url, other)).userId, 0);
    }
    await client.query('vacuum analyze'); // as autovacuum leaves it: visibility map set, statistics fresh
    const total = await client.query<{ n: number }>('select count(*)::int as n from flashcards');
    console.log(
      `seeded ${total.rows[0]!.n} cards (the learner's ${SETS * CARDS_PER_SET}, ${REVIEWED} reviewed) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const paths = searchPaths(setIds);
    const headers = { cookie: learner.cookie };
    const run = (duration: number) =>
      autocannon({
        url: server.url,
        connections: 10,
        duration,
        headers,
        requests: paths.map((path) => ({ method: 'GET', path })),
      });
    await run(2); // warm-up
    // the floor to read the figure against: an authenticated GET of one row, same connections
    const floor = await autocannon({
      url: server.url,
      connections: 10,
      duration: durationMs / 1000,
      headers,
      requests: [{ method: 'GET', path: '/api/account/preferences' }],
    });
    console.log(
      `  ${'anchor: GET /api/account/preferences'.padEnd(44)} ${String(Math.round(floor.requests.average)).padStart(6)} req/s   p50 ${String(floor.latency.p50).padStart(6)} ms  p99 ${String(floor.latency.p99).padStart(6)} ms`,
    );
    if (process.env.BENCH_SEARCH_DETAIL) {
      // each query alone: median of 15 in a row on one connection
      for (const path of paths) {
        const times: number[] = [];
        for (let i = 0; i < 15; i += 1) {
          const t = performance.now();
          await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer();
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        console.log(
          `    ${times[7]!.toFixed(1).padStart(6)} ms  ${decodeURIComponent(path.slice(18, 90))}`,
        );
      }
    }
    const result = await run(durationMs / 1000);
    // the same texts as bare SQL (anchor.ts GET /search), same connections, same window
    const anchor = await startAnchor(pgUrl);
    let bare;
    try {
      bare = await autocannon({
        url: anchor.url,
        connections: 10,
        duration: durationMs / 1000,
        requests: searchTexts().map((q) => ({
          method: 'GET',
          path: `/search?userId=${encodeURIComponent(learner.userId)}&q=${encodeURIComponent(q)}`,
        })),
      });
    } finally {
      anchor.stop();
    }
    console.log(
      `  ${'anchor: bare SQL of the same texts'.padEnd(44)} ${String(Math.round(bare.requests.average)).padStart(6)} req/s   p50 ${String(bare.latency.p50).padStart(6)} ms  p99 ${String(bare.latency.p99).padStart(6)} ms${bare.latency.p99 >= TARGET_P99_MS ? `   (bare SQL alone misses p99 < ${TARGET_P99_MS} ms here)` : ''}`,
    );
    const failed = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => status !== '200')
      .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
    const p99 = result.latency.p99;
    console.log(
      `  ${`search, ${paths.length} queries in turn, 10 connections`.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(6)} ms  p99 ${String(p99).padStart(6)} ms  errors ${result.errors + failed}   target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'MET' : 'MISSED'}`,
    );
  } finally {
    await client.end();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
