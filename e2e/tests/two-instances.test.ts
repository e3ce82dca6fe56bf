/**
 * Two instances of the server on one PostgreSQL with the same secret, as a school runs them
 * behind a load balancer: the learner signs in on one and studies on the other, and both see
 * the same state (sessions, sets, ratings and the open study session live in the database).
 *
 * Needs TEST_DATABASE_URL (a throwaway database); without it the suite is reported as skipped.
 */
import { assembleStudyState, type StudyStateDto } from '@app/contracts';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchErrors } from '../helpers/browser.ts';
import { resetPostgres } from '../helpers/postgres.ts';
import { freePort, spawnHealthy } from '../helpers/server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'two-instances-secret-two-instances-secret-0123';

describe.runIf(databaseUrl)('two instances on one PostgreSQL', () => {
  const instances: { url: string; child: ChildProcess; dataDir: string }[] = [];
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    await resetPostgres(databaseUrl!);
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const dataDir = await mkdtemp(join(tmpdir(), `ielts-instance-${i}-`));
      // one after the other: the first applies the migrations
      const { child } = await spawnHealthy(port, {
        DATABASE_URL: databaseUrl!,
        BETTER_AUTH_SECRET: SECRET,
        APP_URL: url,
        DATA_DIR: dataDir,
      });
      instances.push({ url, child, dataDir });
    }
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    for (const instance of instances) {
      instance.child.kill('SIGTERM');
      await rm(instance.dataDir, { recursive: true, force: true });
    }
  });

  /** The study state as `instance` serves it to this browser's session. */
  const studyState = async (base: string, setId: string): Promise<StudyStateDto> => {
    const [content, progress] = await Promise.all([
      page.request.get(`${base}/api/study/sets/${setId}/cards`),
      page.request.get(`${base}/api/study/sets/${setId}/progress?timeZone=Asia%2FHo_Chi_Minh`),
    ]);
    expect([content.status(), progress.status()]).toEqual([200, 200]);
    return assembleStudyState(await content.json(), await progress.json());
  };

  it('signs in on one instance and studies on the other; both see the same state', async () => {
    const [a, b] = instances.map((instance) => instance.url) as [string, string];
    await page.goto(`${a}/register`);
    await page.getByLabel('Họ và tên').fill('Đỗ Mai');
    await page.getByLabel('Email').fill(`mai.${Date.now()}@example.com`);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('mai-hoc-2026');
    await page.getByLabel('Xác nhận mật khẩu').fill('mai-hoc-2026');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.waitForURL(`${a}/dashboard`);
    const created = await page.request.post(`${a}/api/sets`, {
      headers: { origin: a },
      data: {
        title: 'Hai máy chủ',
        cards: [
          { front: 'coherent', back: 'mạch lạc' },
          { front: 'concise', back: 'súc tích' },
          { front: 'convey', back: 'truyền đạt' },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const setId = ((await created.json()) as { set: { id: string } }).set.id;

    // the cookie set by A is sent to B (same host): B knows the session from the database
    await page.goto(`${b}/dashboard/flashcards/study/${setId}`);
    await page.getByTestId('study-progress').filter({ hasText: 'Thẻ 1 / 3' }).waitFor();
    for (const key of ['4', '3']) {
      await page.keyboard.press('Space');
      await page.keyboard.press(key);
    }
    await page.getByTestId('study-progress').filter({ hasText: 'Thẻ 3 / 3' }).waitFor();
    // what the learner sees: the status line is empty once every rating reached the server
    await page.getByTestId('sync-status').filter({ hasText: /^$/ }).waitFor();
    await screenshot(page, '61-study-on-second-instance');

    const onA = await studyState(a, setId);
    const onB = await studyState(b, setId);
    expect(onA).toEqual(onB);
    expect(onA.session?.ratings.map((r) => r.rating)).toEqual([4, 3]);
    expect(onA.cards.filter((card) => card.review !== null)).toHaveLength(2);

    // and A resumes the session B started, at the third card
    await page.goto(`${a}/dashboard/flashcards/study/${setId}`);
    await page.getByTestId('study-progress').filter({ hasText: 'Thẻ 3 / 3' }).waitFor();
    expect(errors).toEqual([]);
  });
});
