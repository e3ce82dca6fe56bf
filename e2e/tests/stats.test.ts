/**
 * The statistics page (issue 19 §3): a learner rates three cards on the study screen, opens
 * /dashboard/stats and reads the figures — the streak of 1 day, today's reviews in the table
 * alternative, the cards by state — with the first figures on a 360×640 screen. Screenshots at
 * 360 and 1366 px, light and dark.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, screenshot, viewportScreenshot } from '../helpers/browser.ts';
import { setLanguage } from '../helpers/language.ts';
import { closeLearnerRun, dismissWelcome, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

describe('statistics page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Thống Kê' },
      { width: 360, height: 640 },
    ));
    const created = await page.request.post(`${server.url}/api/sets`, {
      headers: { origin: server.url },
      data: {
        title: 'Từ để ôn',
        cards: [
          { front: 'resilient', back: 'kiên cường' },
          { front: 'scarce', back: 'khan hiếm' },
          { front: 'meticulous', back: 'tỉ mỉ' },
          { front: 'coherent', back: 'mạch lạc' },
        ],
      },
    });
    expect(created.status()).toBe(201);
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('shows the empty state before any review', async () => {
    await page.goto(`${server.url}/dashboard/stats`);
    await page.getByTestId('stats-empty').waitFor();
    expect(await page.getByTestId('stats-empty').textContent()).toContain('Chưa có lượt ôn nào');
    expect(await page.getByTestId('streak-current').textContent()).toBe('0 ngày');
    expect(await page.getByTestId('state-new').textContent()).toContain('4');
    await screenshot(page, '189-stats-empty-360');
  });

  it('reads the figures after rating three cards on the study screen', async () => {
    let saved = 0;
    page.on('response', (response) => {
      const rating = /\/api\/study\/sessions\/[^/]+\/reviews$/.test(response.url());
      if (rating && response.ok() && response.request().method() === 'POST') saved += 1;
    });
    await page.goto(`${server.url}/dashboard/flashcards`);
    await page
      .getByTestId('set-card')
      .filter({ hasText: 'Từ để ôn' })
      .getByRole('link', { name: 'Học', exact: true })
      .click();
    await page.getByTestId('study-progress').waitFor();
    for (const [n, label] of [
      [1, 'Rất dễ'],
      [2, 'Khó'],
      [3, 'Dễ'],
    ] as const) {
      // 'Khó' sends its card back to the end of the session (issue 19): 5 slots after it
      expect(await page.getByTestId('study-progress').textContent()).toBe(
        `Thẻ ${n} / ${n > 2 ? 5 : 4}`,
      );
      await page.getByRole('button', { name: 'Hiện đáp án' }).click();
      await page.getByRole('button', { name: new RegExp(`^${label} \\(`) }).click();
    }
    await page.getByTestId('study-progress').filter({ hasText: 'Thẻ 4 / 5' }).waitFor();
    // the ratings are sent in the background: leave once the server has all three
    await expect.poll(() => saved).toBe(3);

    await page.goto(`${server.url}/dashboard/stats`);
    await page.getByTestId('stats-heatmap').waitFor();
    expect(await page.getByTestId('streak-current').textContent()).toBe('1 ngày');
    expect(await page.getByTestId('streak-longest').textContent()).toBe('Dài nhất: 1 ngày');
    expect(await page.getByTestId('today-reviews').textContent()).toBe('3');
    // one word, one meaning (issue 34 §4): this page's share is the true retention of mature
    // cards, named so (none yet: '—'), never the "accuracy" of another screen
    const figures = page.getByRole('region', { name: 'Số liệu chính' });
    expect(await figures.getByRole('term').allTextContents()).toEqual([
      'Lượt ôn hôm nay',
      'Thẻ đến hạn hôm nay',
      'Tỉ lệ nhớ tháng này',
    ]);
    expect(await page.getByTestId('retention-month').textContent()).toBe('—');
    expect(await page.locator('main').textContent()).not.toMatch(/chính xác/i);
    // the first figures are on a 360×640 screen without scrolling
    for (const id of ['streak-current', 'today-reviews']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.y + box.height, id).toBeLessThanOrEqual(640);
      expect(box.x + box.width, id).toBeLessThanOrEqual(360);
    }
    // cards by state: 'Khó' sends a card back to learning, the others are young
    const state = async (key: string) =>
      (await page.getByTestId(`state-${key}`).locator('span').last().textContent())!;
    expect(await state('new')).toBe('1');
    expect(await state('learning')).toBe('1');
    expect(await state('young')).toBe('2');
    expect(await state('mature')).toBe('0');
    expect(await state('suspended')).toBe('0');

    // today's reviews in the table alternative of the last 30 days
    await page.getByTestId('stats-daily').getByText('Xem dạng bảng').click();
    const today = page.getByTestId('daily-table').locator('tbody tr').first();
    expect(await today.locator('th').textContent()).toBe('Hôm nay');
    expect(await today.locator('td').first().textContent()).toBe('3');
    // the heatmap's cell of today says so, and the heatmap opens on the latest weeks
    const cell = page.getByTestId('heatmap').locator('rect[data-count="3"]');
    expect(await cell.locator('title').textContent()).toMatch(/^3 lượt ôn — \d{1,2}\/\d{1,2}$/);
    const scroller = page.getByTestId('heatmap-scroller');
    const scrolled = await scroller.evaluate(
      (el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    );
    expect(scrolled).toBe(true);
    expect(await cell.isVisible()).toBe(true);
    await screenshot(page, '190-stats-360');
    await page.evaluate(() => window.scrollTo(0, 0));
    await viewportScreenshot(page, '190-stats-360-first-screen');
    expect(errors).toEqual([]);
  });

  it('renders at 1366 px and in dark mode', async () => {
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.goto(`${server.url}/dashboard`);
    // a new learner's first visit of the home page opens the welcome dialog
    await dismissWelcome(page);
    await page
      .getByRole('navigation', { name: 'Các mục chính' })
      .getByRole('link', { name: 'Thống kê' })
      .click();
    await page.getByTestId('stats-heatmap').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/stats');
    await screenshot(page, '191-stats-1366');
    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    await animationsSettled(page);
    await screenshot(page, '192-stats-1366-dark');
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`${server.url}/dashboard/stats`);
    await page.getByTestId('stats-heatmap').waitFor();
    await animationsSettled(page);
    await screenshot(page, '193-stats-360-dark');
    expect(await page.getByTestId('streak-current').textContent()).toBe('1 ngày');
    expect(errors).toEqual([]);
  });

  it('reads in English, and the header keeps its sections on one line at 1024 px', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await setLanguage(page, 'en');
    await page.getByTestId('stats-heatmap').waitFor();
    expect(await page.getByTestId('streak-current').textContent()).toBe('1 day');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Study statistics');
    expect(
      await page.getByRole('region', { name: 'Key figures' }).getByRole('term').allTextContents(),
    ).toEqual(["Today's reviews", 'Cards due today', 'Retention this month']);
    expect(await page.locator('main').textContent()).not.toMatch(/accuracy/i);
    await viewportScreenshot(page, '194-stats-1024-en-dark');
    const nav = page.getByRole('navigation', { name: 'Main sections' });
    const fits = await nav.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1024,
    );
    // below xl the header leaves Statistics out (the phone's menu and wider screens have it)
    expect(await nav.getByRole('link', { name: 'Statistics' }).isVisible()).toBe(false);
    await setLanguage(page, 'vi');
    expect(errors).toEqual([]);
  });
});
