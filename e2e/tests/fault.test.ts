/**
 * Fault test on PostgreSQL: the server is killed with SIGKILL while a learner rates cards, then
 * started again on the same database and port. Every rating the screen showed must end up in
 * card_reviews and review_logs exactly once (the browser's queue retries; the server's writes
 * are idempotent on their event ids).
 *
 * Needs TEST_DATABASE_URL (a throwaway database: its schemas are dropped), which `.ci/run` sets
 * when PostgreSQL answers on 127.0.0.1:5432. Without it the suite is reported as skipped: the
 * fault it tests is a crash of a server on PostgreSQL; the embedded database is covered by the
 * data-dir lock and clean shutdown tests (process.test.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchErrors } from '../helpers/browser.ts';
import { resetPostgres } from '../helpers/postgres.ts';
import { freePort, spawnHealthy } from '../helpers/server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'fault-test-secret-fault-test-secret-0123456789';

describe.runIf(databaseUrl)('a server killed mid-study (PostgreSQL)', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let port: number;
  let url: string;
  let server: ChildProcess | null = null;
  let dataDir: string;

  const start = async () => {
    server = (
      await spawnHealthy(port, {
        DATABASE_URL: databaseUrl!,
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: SECRET,
        RATE_LIMIT: 'false',
      })
    ).child;
  };

  beforeAll(async () => {
    await resetPostgres(databaseUrl!);
    dataDir = await mkdtemp(join(tmpdir(), 'ielts-fault-'));
    port = await freePort();
    url = `http://localhost:${port}`;
    await start();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Flips the current card and rates it 'Dễ' (4) with the keyboard, as a learner would. */
  const rateOne = async (expected: number) => {
    await page
      .getByTestId('study-progress')
      .filter({ hasText: `Thẻ ${expected} / ` })
      .waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Dễ/ }).waitFor();
    await page.keyboard.press('4');
  };

  it('keeps every rating exactly once across a SIGKILL and a restart', async () => {
    await page.goto(`${url}/register`);
    await page.getByLabel('Họ và tên').fill('Phạm Thu');
    await page.getByLabel('Email').fill(`thu.${Date.now()}@example.com`);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('thu-hoc-2026');
    await page.getByLabel('Xác nhận mật khẩu').fill('thu-hoc-2026');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.waitForURL(`${url}/dashboard`);
    const created = await page.request.post(`${url}/api/sets`, {
      headers: { origin: url },
      data: {
        title: 'Fault test',
        cards: Array.from({ length: 24 }, (_, i) => ({ front: `word ${i}`, back: `nghĩa ${i}` })),
      },
    });
    expect(created.status()).toBe(201);
    const setId = ((await created.json()) as { set: { id: string } }).set.id;
    await page.goto(`${url}/dashboard/flashcards/study/${setId}`);

    let shown = 0;
    for (; shown < 8; shown += 1) await rateOne(shown + 1);
    // kill the server while the last ratings may still be on their way
    server!.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = null;
    for (; shown < 14; shown += 1) await rateOne(shown + 1);
    await page.getByTestId('sync-status').filter({ hasText: /\S/ }).waitFor();
    await screenshot(page, '60-study-server-down');

    await start();
    for (; shown < 18; shown += 1) await rateOne(shown + 1);
    await page.getByTestId('sync-status').filter({ hasText: /^$/ }).waitFor({ timeout: 60_000 });

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const logs = await client.query<{ n: number; events: number; cards: number }>(
        `select count(*)::int as n, count(distinct client_event_id)::int as events,
                count(distinct flashcard_id)::int as cards
         from review_logs where flashcard_set_id = $1 and kind = 'review'`,
        [setId],
      );
      expect(logs.rows[0]).toEqual({ n: shown, events: shown, cards: shown });
      const reviews = await client.query<{ n: number }>(
        'select count(*)::int as n from card_reviews where flashcard_set_id = $1',
        [setId],
      );
      expect(reviews.rows[0]!.n).toBe(shown);
      const stats = await client.query<{ total: number; max: number }>(
        `select sum(total_reviews)::int as total, max(total_reviews)::int as max
         from card_statistics where flashcard_set_id = $1`,
        [setId],
      );
      expect(stats.rows[0]).toEqual({ total: shown, max: 1 });
    } finally {
      await client.end();
    }
    expect(errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(e))).toEqual(
      [],
    );
  });
});
