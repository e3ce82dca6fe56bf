/**
 * The card browser (issue 19 §3) as a learner uses it: from the flashcards list to "Tìm thẻ",
 * search a word without its accents and see it with its set's title, filter New and Suspended,
 * suspend a card and find it under Tạm ngưng, reset a studied card after the confirmation; at
 * 360×640 the search box and the first result are on screen. Screenshots at 360 and 1366 px,
 * light and dark.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, viewportScreenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun, type LearnerRun } from '../helpers/learner.ts';

describe('card browser', () => {
  let run: LearnerRun;
  let page: Page;
  let url = '';

  async function post<T>(path: string, data: unknown): Promise<T> {
    const response = await page.request.post(`${url}${path}`, {
      headers: { origin: url },
      data,
    });
    expect(response.status(), path).toBeLessThan(300);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    run = await openLearnerRun({ name: 'Người Tìm Thẻ' }, { width: 1366, height: 900 });
    page = run.page;
    url = run.server.url;
    await post('/api/sets', {
      title: 'Du lịch',
      color: '#10B981',
      cards: [
        { front: 'itinerary', back: 'lịch trình', tags: ['Noun'] },
        { front: 'register', back: 'đăng ký', tags: ['Verb'] },
        { front: 'souvenir', back: 'quà lưu niệm', tags: ['Noun'] },
      ],
    });
    const work = await post<{ set: { id: string; cards: { id: string; front: string }[] } }>(
      '/api/sets',
      {
        title: 'Công việc',
        color: '#8B5CF6',
        cards: [
          { front: 'deadline', back: 'hạn chót', tags: ['Noun'] },
          { front: 'to register a company', back: 'đăng ký công ty', tags: [] },
        ],
      },
    );
    // "deadline" has been studied once, rated 'very hard' (easiness 1.96: difficult)
    const sessionId = crypto.randomUUID();
    const deadline = work.set.cards.find((card) => card.front === 'deadline')!.id;
    await post(`/api/study/sets/${work.set.id}/sessions`, { sessionId, cardOrder: [deadline] });
    await post(`/api/study/sessions/${sessionId}/reviews`, {
      eventId: crypto.randomUUID(),
      cardId: deadline,
      rating: 1,
      elapsedMs: 2000,
      reviewedAt: new Date().toISOString(),
      timeZone: 'Asia/Ho_Chi_Minh',
    });
  });
  afterAll(async () => closeLearnerRun(run?.server, run?.browser));

  const results = () => page.getByRole('list', { name: 'Kết quả tìm thẻ' });
  const item = (front: string) =>
    results()
      .getByRole('listitem')
      .filter({ has: page.getByText(front, { exact: true }) });

  it('opens from the flashcards list and finds a word without its accents', async () => {
    await page.goto(`${url}/dashboard/flashcards`);
    await page.getByRole('link', { name: 'Tìm thẻ' }).click();
    await page.getByRole('heading', { name: 'Tìm thẻ' }).waitFor();
    await page.waitForURL(/\/dashboard\/flashcards\/browse$/);
    await results().getByRole('listitem').nth(4).waitFor();
    await page.getByText('5 thẻ').waitFor();
    await page.getByLabel('Tìm thẻ', { exact: true }).fill('dang ky');
    await page.getByText('2 thẻ').waitFor();
    const register = item('register');
    await register.getByText('Bộ: Du lịch').waitFor();
    await item('to register a company').getByText('Bộ: Công việc').waitFor();
    // the word on its front comes first
    expect(await results().getByRole('listitem').first().textContent()).toContain('register');
    expect(await register.textContent()).toContain('Mới');
    await screenshot(page, '190-card-browser-1366');
  });

  it('filters New and Difficult, and says when nothing matches', async () => {
    await page.getByLabel('Tìm thẻ', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Mới', exact: true }).click();
    await page.getByText('4 thẻ').waitFor();
    expect(await item('deadline').count()).toBe(0);
    await page.getByRole('button', { name: 'Khó', exact: true }).click();
    await page.getByText('1 thẻ').waitFor();
    await item('deadline').getByText('Khó', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Tất cả' }).click();
    await page.getByLabel('Tìm thẻ', { exact: true }).fill('zzzz');
    await page.getByText('Không tìm thấy thẻ nào').waitFor();
    await page.getByLabel('Tìm thẻ', { exact: true }).fill('');
    await page.getByText('5 thẻ').waitFor();
  });

  it('suspends a card and finds it under Tạm ngưng; unsuspends it from there', async () => {
    await page.getByLabel('Tìm thẻ', { exact: true }).fill('souvenir');
    await page.getByText('1 thẻ').waitFor();
    await page.getByRole('button', { name: 'Tạm ngưng thẻ "souvenir"' }).click();
    await page.getByText('Đã tạm ngưng thẻ "souvenir"').waitFor();
    await page.getByLabel('Tìm thẻ', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Tạm ngưng', exact: true }).click();
    await page.getByText('1 thẻ').waitFor();
    await item('souvenir').getByText('Tạm ngưng', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Bỏ tạm ngưng thẻ "souvenir"' }).click();
    await page.getByText('Thẻ "souvenir" sẽ lại vào hàng ôn.').waitFor();
    await page.getByRole('button', { name: 'Tất cả' }).click();
  });

  it('resets a studied card after saying what is lost', async () => {
    await page
      .getByRole('combobox', { name: 'Bộ thẻ', exact: true })
      .selectOption({ label: 'Công việc' });
    await page.getByText('2 thẻ').waitFor();
    await page.getByRole('button', { name: 'Đặt lại tiến độ thẻ "deadline"' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Lịch sử các lần ôn trước vẫn được giữ').waitFor();
    await screenshot(page, '191-card-browser-reset-1366');
    await dialog.getByRole('button', { name: 'Đặt lại' }).click();
    await page.getByText('Thẻ "deadline" đã thành thẻ mới.').waitFor();
    await item('deadline').getByText('Mới', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mới', exact: true }).click();
    await page.getByText('2 thẻ').waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('button', { name: 'Tất cả' }).click();
    await page
      .getByRole('combobox', { name: 'Bộ thẻ', exact: true })
      .selectOption({ label: 'Mọi bộ thẻ' });
    await page.getByText('5 thẻ').waitFor();
    await viewportScreenshot(page, '192-card-browser-1366-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  });

  it('is usable at 360×640: the search box and results on screen, by keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`${url}/dashboard/flashcards/browse?q=itinerary`);
    const first = results().getByRole('listitem').first();
    await first.getByText('lịch trình').waitFor();
    const search = page.getByLabel('Tìm thẻ', { exact: true });
    for (const box of [await search.boundingBox(), await first.boundingBox()]) {
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + Math.min(box!.height, 40)).toBeLessThanOrEqual(640);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // keyboard: from the search box to the filter chips
    await search.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Tất cả');
    await viewportScreenshot(page, '193-card-browser-360');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await viewportScreenshot(page, '194-card-browser-360-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(run.errors).toEqual([]);
  });
});
