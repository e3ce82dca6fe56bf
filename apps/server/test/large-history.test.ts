/**
 * A long imported history (issue 34 §21): a set saved with 1,000 cards × 50 reviews (the import's
 * cap, CARD_HISTORY_LIMITS.reviewsPerImport) froze the embedded server, and switching scheduler
 * then took minutes (an anti-join on review_logs without an index on undoes_log_id, planned on
 * tables PGlite had never analysed). Checked here on a realistic volume, on both databases:
 * - /api/health is answered while the save's transaction is still open;
 * - the save leaves the planner's statistics current (ANALYZE);
 * - every hot query that reads review_logs, as the endpoints run it, is planned without a scan of
 *   the learner's log per row (EXPLAIN);
 * - the switch to FSRS reschedules every card from its replayed history.
 * The times (switch under 1 s, health under 1 s) are measured by `npm run bench`
 * (BENCH_ONLY=history, e2e/bench/history.ts), not here.
 */
import type { PGlite } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewHistoriesQuery } from '../src/modules/study/review-history.ts';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';
import { CARDS, longHistorySet, REVIEWS_PER_CARD } from './helpers/long-history.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The scans of review_logs a plan repeats once per outer row (the inner side of a nested loop,
 * or a correlated subplan that is not hashed) without an index condition naming the row they
 * look for: each reads the learner's whole log, which makes the query quadratic.
 */
function repeatedLogScans(root: PlanNode): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode, repeated: boolean) => {
    if (repeated && node['Relation Name'] === 'review_logs') {
      const condition = node['Index Cond'] ?? '';
      const narrow = /undoes_log_id|flashcard_id|study_session_id|\(id = /.test(condition);
      if (!narrow) found.push(`${node['Node Type']} ${node['Index Name'] ?? ''} ${condition}`);
    }
    (node.Plans ?? []).forEach((child, index) => {
      const innerOfLoop = node['Node Type'] === 'Nested Loop' && index === 1;
      const correlated =
        child['Parent Relationship'] === 'SubPlan' && !/hashed/.test(child['Subplan Name'] ?? '');
      visit(child, repeated || innerOfLoop || correlated);
    });
  };
  visit(root, false);
  return found;
}

describe('repeatedLogScans (the plan check below)', () => {
  const scan = (extra: Partial<PlanNode>): PlanNode => ({
    'Node Type': 'Seq Scan',
    'Relation Name': 'review_logs',
    ...extra,
  });
  it('flags a log scanned whole per outer row, and only that', () => {
    const loop = (inner: PlanNode): PlanNode => ({
      'Node Type': 'Nested Loop',
      Plans: [scan({}), inner],
    });
    expect(repeatedLogScans(loop(scan({})))).toHaveLength(1);
    const byUser = scan({
      'Node Type': 'Index Scan',
      'Index Name': 'review_logs_user_reviewed_idx',
      'Index Cond': '(user_id = l.user_id)',
    });
    expect(repeatedLogScans(loop(byUser))).toHaveLength(1);
    const byUndo = scan({
      'Node Type': 'Index Scan',
      'Index Name': 'review_logs_undoes_idx',
      'Index Cond': '(undoes_log_id = l.id)',
    });
    expect(repeatedLogScans(loop(byUndo))).toEqual([]);
    expect(repeatedLogScans(scan({}))).toEqual([]);
    const subplan = (name: string): PlanNode => ({
      'Node Type': 'Seq Scan',
      'Relation Name': 'flashcards',
      Plans: [scan({ 'Parent Relationship': 'SubPlan', 'Subplan Name': name })],
    });
    expect(repeatedLogScans(subplan('SubPlan 1'))).toHaveLength(1);
    expect(repeatedLogScans(subplan('hashed SubPlan 1'))).toEqual([]);
  });
});

describe('a long imported history on the embedded and the shared database', () => {
  let h: Harness;
  let owner: Agent;
  let setId: string;
  let userId: string;
  /** select statements reading review_logs, as the app sent them. */
  const seen = new Map<string, unknown[]>();
  let raw: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

  beforeAll(async () => {
    h = await createHarness();
    owner = await signedInAgent(h, 'long-history');
    const client = (h.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    raw = (text, values) => query(text, values) as Promise<{ rows: Record<string, unknown>[] }>;
    // record what the app asks (the pool on PostgreSQL, the one connection on PGlite)
    (client as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (
      ...args: unknown[]
    ) => {
      const [first, second] = args;
      const config = typeof first === 'string' ? { text: first } : (first as { text: string });
      const values =
        typeof first === 'object' && first !== null && 'values' in first
          ? (first as { values: unknown[] }).values
          : (second as unknown[] | undefined);
      if (/^\s*(select|with)\b/i.test(config.text) && /review_logs/.test(config.text)) {
        seen.set(config.text, values ?? []);
      }
      return query(...args);
    };
  }, 60_000);
  afterAll(async () => h.close());

  it('answers /api/health while the save of 50,000 reviews is still writing', async () => {
    let saved = false;
    const save = owner.post('/api/sets', longHistorySet()).then((response) => {
      saved = true;
      return response;
    });
    // wait until the save's transaction is open and writing the log
    for (;;) {
      if (saved) throw new Error('the save ended before its transaction was seen open');
      if (await writingLog()) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const health = await h.agent().get('/api/health');
    expect(health.status).toBe(200);
    expect(saved).toBe(false);
    if (h.database.kind === 'pglite') {
      // answered inside the transaction, not in the moment after its commit (PostgreSQL's
      // health check has a connection of its own and never waited for it)
      expect(await writingLog()).toBe(true);
    }
    const response = await save;
    expect(response.status).toBe(201);
    setId = response.body.set.id;
    const [row] = (await raw('select user_id from flashcard_sets where id = $1', [setId])).rows;
    userId = String(row?.user_id);
    const [count] = (
      await raw('select count(*)::int as n from review_logs where user_id = $1', [userId])
    ).rows;
    expect(count?.n).toBe(CARDS * REVIEWS_PER_CARD);
  }, 300_000);

  /** True while a transaction of the save is open (on PGlite) or inserting log rows (PostgreSQL). */
  async function writingLog(): Promise<boolean> {
    if (h.database.kind === 'pglite') {
      return (h.db as unknown as { $client: PGlite }).$client.isInTransaction();
    }
    const { rows } = await raw(
      `select 1 from pg_stat_activity where datname = current_database()
         and state in ('active', 'idle in transaction') and query ilike '%insert into review_logs%'`,
    );
    return rows.length > 0;
  }

  it('leaves the planner statistics of the log current after the save', async () => {
    const { rows } = await raw(
      `select c.relname, c.reltuples::float8 as tuples from pg_class c
        where c.relname in ('review_logs', 'card_reviews', 'card_statistics')`,
    );
    const tuples = Object.fromEntries(rows.map((row) => [row.relname, Number(row.tuples)]));
    // ANALYZE's estimate of a table it sampled whole is its row count
    expect(tuples.review_logs).toBeGreaterThanOrEqual(CARDS * REVIEWS_PER_CARD * 0.9);
    expect(tuples.card_reviews).toBeGreaterThanOrEqual(CARDS * 0.9);
    expect(tuples.card_statistics).toBeGreaterThanOrEqual(CARDS * 0.9);
  });

  it('plans every hot query over the log without a scan of it per row', async () => {
    // a learner who used "Previous": one review in a hundred undone (rows as undo.service.ts
    // writes them), then the statistics as the next large write would leave them
    await raw(
      `insert into review_logs (client_event_id, user_id, flashcard_id, flashcard_set_id, kind,
         undoes_log_id, reviewed_at)
       select gen_random_uuid(), l.user_id, l.flashcard_id, l.flashcard_set_id, 'undo', l.id,
         l.reviewed_at + interval '1 minute'
       from review_logs l where l.user_id = $1 and l.kind = 'review' and l.seq % 100 = 0`,
      [userId],
    );
    await raw('analyze review_logs');
    const q = 'timeZone=UTC';
    for (const path of [
      `/api/stats?${q}`,
      `/api/plan?${q}`,
      `/api/study/today?${q}`,
      `/api/study/sets/${setId}/progress?${q}`,
      '/api/study/fsrs/optimization',
      `/api/sets/${setId}/export?format=apkg&history=true`,
    ]) {
      const response = await owner.get(path);
      expect(response.status, path).toBe(200);
    }
    // the switch's read of the histories (inside its transaction, so not recorded above)
    const history = reviewHistoriesQuery(userId);
    const built = new PgDialect().sqlToQuery(history);
    seen.set(built.sql, built.params);
    expect(seen.size).toBeGreaterThanOrEqual(5);
    const problems: string[] = [];
    for (const [text, values] of seen) {
      const { rows } = await raw(`explain (format json) ${text}`, values);
      const plan = rows[0]?.['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      for (const scan of repeatedLogScans(parsed[0]!.Plan)) {
        problems.push(`${text.replace(/\s+/g, ' ').slice(0, 160)} → ${scan}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('switches to FSRS by replaying every card’s 50 reviews', async () => {
    const switched = await owner.patch('/api/account/preferences?timeZone=UTC', {
      scheduler: 'fsrs',
    });
    expect(switched.status).toBe(200);
    const [row] = (
      await raw(
        `select count(*)::int as n, count(stability)::int as replayed from card_reviews
          where user_id = $1`,
        [userId],
      )
    ).rows;
    expect(row).toEqual({ n: CARDS, replayed: CARDS });
    // back to SM-2: the dates come from the SM-2 fields again
    const back = await owner.patch('/api/account/preferences?timeZone=UTC', { scheduler: 'sm2' });
    expect(back.status).toBe(200);
  }, 120_000);
});
