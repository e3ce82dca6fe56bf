/**
 * Issue 19 §4: GET /api/study/today for a learner with 20 sets of 500 cards (10,000 cards, 3,000
 * reviewed, due on several days), at 10 connections on PostgreSQL, beside the bare SQL anchor of
 * the same work (anchor.ts GET /today: the due cards by due date and easiness up to the review
 * limit and the new cards up to the new-card limit, as one JSON, without the access rule,
 * relearning cards, suspensions, the day's counts or the open session). Target: p99 < 50 ms and
 * ≥ 0.5× the anchor's rate.
 *
 * The learner is made through the API; the 3,000 ratings are sent through the API (10 at a time)
 * and then moved 1-30 days into the past with SQL, so that some are due today and none counts as
 * done today.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { start, startAnchor } from './processes.ts';
import { TZ } from './seed.ts';

const SETS = 20;
const CARDS = 500;
const REVIEWED = 3000;

async function post(url: string, body: unknown, cookie?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(url).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function seedLearner(url: string): Promise<{ cookie: string; userId: string }> {
  const signUp = await post(`${url}/api/auth/sign-up/email`, {
    name: 'today',
    email: `today-${crypto.randomUUID()}@example.com`,
    password: 'bench-password',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const cardIds: { setId: string; cardId: string }[] = [];
  for (let s = 0; s < SETS; s += 1) {
    const body = {
      title: `Set ${s + 1}`,
      cards: Array.from({ length: CARDS }, (_, i) => ({
        front: `word ${s}-${i}`,
        back: `nghĩa ${s}-${i} — a short definition`,
        tags: ['Noun'],
      })),
    };
    const set = (
      (await (await post(`${url}/api/sets`, body, cookie)).json()) as {
        set: { id: string; cards: { id: string }[] };
      }
    ).set;
    for (const card of set.cards) cardIds.push({ setId: set.id, cardId: card.id });
  }
  // 3,000 cards reviewed: every 10,000/3,000th card, through one session per set
  const sessions = new Map<string, string>();
  const chosen = cardIds.filter((_, i) => i % 10 < 3).slice(0, REVIEWED);
  for (const { setId } of chosen) {
    if (sessions.has(setId)) continue;
    const sessionId = crypto.randomUUID();
    await post(`${url}/api/study/sets/${setId}/sessions`, { sessionId, cardOrder: [] }, cookie);
    sessions.set(setId, sessionId);
  }
  for (let i = 0; i < chosen.length; i += 10) {
    await Promise.all(
      chosen.slice(i, i + 10).map(({ setId, cardId }, j) =>
        post(
          `${url}/api/study/sessions/${sessions.get(setId)}/reviews`,
          {
            eventId: crypto.randomUUID(),
            cardId,
            rating: 3 + ((i + j) % 3),
            elapsedMs: 1000,
            reviewedAt: new Date().toISOString(),
            timeZone: TZ,
          },
          cookie,
        ),
      ),
    );
  }
  return { cookie, userId };
}

/** Moves the learner's history 1-30 days back: about a tenth of the reviewed cards are due. */
async function backdate(databaseUrl: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update card_reviews set last_reviewed_at = last_reviewed_at - interval '30 days',
         next_review_date = now() - interval '1 day' + (abs(hashtext(flashcard_id::text)) % 10) * interval '1 day'
       where user_id = $1`,
      [userId],
    );
    await client.query(
      `update review_logs set reviewed_at = reviewed_at - interval '30 days' where user_id = $1`,
      [userId],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function load(url: string, path: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', path }],
  });
  const failed = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status !== '200')
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
  return {
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + failed,
  };
}

/** Runs the today bench on PostgreSQL (`databaseUrl`, reset by the caller) and prints it. */
export async function benchToday(databaseUrl: string, dataDir: string, seconds: number) {
  const server = await start({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  let figures;
  try {
    const learner = await seedLearner(server.url);
    await backdate(databaseUrl, learner.userId);
    const path = `/api/study/today?timeZone=${encodeURIComponent(TZ)}`;
    const headers = { cookie: learner.cookie, 'accept-encoding': 'gzip, deflate, br' };
    const check = (await (await fetch(`${server.url}${path}`, { headers })).json()) as {
      dueCount: number;
      newCount: number;
      dueTotal: number;
    };
    await load(server.url, path, headers, 2); // warm-up
    const today = await load(server.url, path, headers, seconds);
    const anchor = await startAnchor(databaseUrl);
    let bare;
    try {
      bare = await load(
        anchor.url,
        `/today?userId=${encodeURIComponent(learner.userId)}`,
        {},
        seconds,
      );
    } finally {
      anchor.stop();
    }
    figures = { today, bare, check };
  } finally {
    await server.stop();
  }
  const { today, bare, check } = figures;
  const ratio = today.perSecond / bare.perSecond;
  console.log(
    `\n== Today's queue (issue 19), PostgreSQL: ${SETS} sets × ${CARDS} cards, ${REVIEWED} reviewed ==`,
  );
  console.log(`  queue: ${check.dueCount} due of ${check.dueTotal}, ${check.newCount} new`);
  const row = (label: string, f: typeof today, note = '') =>
    console.log(
      `  ${label.padEnd(44)} ${String(f.perSecond).padStart(6)} req/s    p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}${note ? `   ${note}` : ''}`,
    );
  row(
    'anchor: bare SQL of the due and new cards',
    bare,
    bare.p99 >= 50 ? '(bare SQL alone misses p99 < 50 ms here)' : '',
  );
  row(
    'GET /api/study/today, 10 connections',
    today,
    `${ratio.toFixed(2)}× anchor; target ≥ 0.5× and p99 < 50 ms: ${ratio >= 0.5 && today.p99 < 50 ? 'MET' : 'MISSED'}`,
  );
}
