/**
 * IELTS Writing Task 1 (issue 23 §1): a learner opens the Writing list and sees Task 1 and Task 2
 * badges (and filters by task), opens the line-graph test (writing-6), reads the chart (an SVG
 * image) and its data table, writes an answer of about 160 words with an overview and figures
 * in the 20-minute runner, submits it and reads the Task 1 feedback (overview found, figures
 * cited, tense), then the model answer and its guide. Screens at 360 px and 1366 px, light and
 * dark.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun } from '../helpers/learner.ts';
import { ROOT, type RunningServer } from '../helpers/server.ts';

const ANSWER = `The line graph compares the share of everyday purchases that people in one country paid for in cash, by debit card, by credit card and by mobile phone between 2012 and 2022.

Overall, cash was replaced by mobile phones as the most common way to pay, whereas the two kinds of card changed far less over the decade.

In 2012, 62% of purchases were made with cash, roughly three times the figure for debit cards at 21 per cent. The use of cash then fell steadily, and by 2022 it had dropped to just 15%. Mobile payments followed the opposite pattern: they accounted for only 3% in 2012 but grew rapidly after 2016 and reached 40% in 2022.

Debit cards rose gradually to a peak of 31% in 2020 before slipping to 29%, while credit cards stayed between 14% and 17% throughout the period. By 2022, paying by phone was clearly more popular than any other method.`;

const catalogue = JSON.parse(readFileSync(join(ROOT, 'content/ielts/catalogue.json'), 'utf8')) as {
  writing: { task: 1 | 2; title: string }[];
};
const LINE_GRAPH = catalogue.writing.find((e) => e.title.startsWith('Writing Test 6:'))!;

describe('IELTS Writing Task 1', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Người tả biểu đồ' },
      { width: 360, height: 780 },
    ));
  });

  afterAll(() => closeLearnerRun(server, browser));

  const editor = () => page.getByTestId('essay-editor');
  const noSideScroll = async (width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

  it('lists Task 1 and Task 2 tests with their badges, and filters them', async () => {
    await page.goto(`${server.url}/dashboard/ielts/writing`);
    await page.getByRole('heading', { name: 'Đề IELTS Writing' }).waitFor();
    const cards = page.getByTestId('ielts-test-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(catalogue.writing.length);
    const badges = page.getByTestId('task-badge');
    expect(await badges.first().textContent()).toBe('Task 2 · Bài luận nêu quan điểm');
    const task1 = page.locator('[data-testid="task-badge"][data-task="1"]');
    expect(await task1.first().textContent()).toBe('Task 1 · Biểu đồ đường');
    const lineCard = cards.filter({ hasText: LINE_GRAPH.title });
    expect(await lineCard.textContent()).toContain('20 phút');

    await page.getByRole('button', { name: 'Task 1', exact: true }).click();
    await expect
      .poll(() => cards.count(), { timeout: 15_000 })
      .toBe(catalogue.writing.filter((e) => e.task === 1).length);
    expect(
      await page.getByRole('button', { name: 'Task 1', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await screenshot(page, '140-ielts-writing-task1-list-360');
    await page.getByRole('button', { name: 'Tất cả', exact: true }).click();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(catalogue.writing.length);
    await noSideScroll(360);
    expect(errors).toEqual([]);
  });

  it('shows the line graph and its table, takes an answer and gives Task 1 feedback', async () => {
    await page.getByRole('button', { name: `Bắt đầu ${LINE_GRAPH.title}` }).click();
    await editor().waitFor();
    const prompt = page.getByTestId('writing-prompt');
    expect(await prompt.textContent()).toContain('Writing Task 1');
    expect(await prompt.textContent()).toContain('You should spend about 20 minutes on this task.');
    expect(await prompt.textContent()).toContain('Write at least 150 words.');
    expect(await page.getByTestId('writing-timer').textContent()).toMatch(/^(20:00|19:5\d)$/);

    const chart = prompt.getByRole('img', {
      name: /Share of everyday purchases by payment method/,
    });
    await chart.waitFor();
    expect(await chart.evaluate((e) => e.tagName.toLowerCase())).toBe('svg');
    expect(await chart.locator('polyline').count()).toBe(4);
    await noSideScroll(360);
    await page.getByText('Xem dạng bảng').click();
    const table = prompt.getByTestId('task1-data').getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('row').nth(3).textContent()).toBe('20165226166');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, '141-ielts-writing-task1-runner-360');

    await editor().fill(ANSWER);
    const count = page.getByTestId('live-word-count');
    await expect
      .poll(() => count.textContent(), { timeout: 15_000 })
      .toMatch(/^Số từ: 1[5-7]\d \/ 150$/);

    await page.getByRole('button', { name: 'Nộp bài', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Nộp bài' }).click();
    await page.getByTestId('writing-submitted').waitFor();

    const item = (id: string) => page.locator(`[data-feedback-id="${id}"]`);
    expect(await item('word-count').textContent()).toContain('đạt yêu cầu tối thiểu 150 từ');
    expect(await item('overview').textContent()).toContain(
      'Đã có câu tổng quan: “Overall, cash was replaced by mobile phones as the most common way',
    );
    expect(await item('key-figures').textContent()).toMatch(/Bài nêu \d+\/10 số liệu chính/);
    expect(await item('key-figures').textContent()).toContain('Đã nêu: Cash, 2012 — 62%');
    expect(await item('comparison').textContent()).toContain('“whereas”');
    expect(await item('tense').textContent()).toContain(
      'Số liệu thuộc quá khứ và bài dùng thì quá khứ nhất quán',
    );
    expect(await page.getByTestId('feedback-disclaimer').textContent()).toContain('câu tổng quan');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, '142-ielts-writing-task1-feedback-360');

    const model = page.getByTestId('model-answer');
    await model.getByText('Cách bài mẫu được xây dựng').click();
    await model.getByTestId('guide-overview').waitFor();
    expect(await model.getByTestId('guide-overview').textContent()).toMatch(/^Overall, /);
    expect(await model.getByTestId('guide-error').count()).toBe(3);
    await noSideScroll(360);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, '143-ielts-writing-task1-model-360');
    expect(errors).toEqual([]);
  });

  it('lays the Task 1 screens out at 1366 px, in dark mode too', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/dashboard/ielts/writing`);
    await page.getByTestId('best-badge').first().waitFor();
    await screenshot(page, '144-ielts-writing-task1-list-1366');
    await page.getByRole('button', { name: `Làm lại ${LINE_GRAPH.title}` }).click();
    await page.getByTestId('writing-prompt').getByRole('img').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, '145-ielts-writing-task1-runner-1366');

    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    await page.getByText('Xem dạng bảng').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, '146-ielts-writing-task1-runner-1366-dark');
    await page.getByTestId('back-to-tests').click();
    await page.getByTestId('ielts-test-card').first().waitFor();
    await screenshot(page, '147-ielts-writing-task1-list-1366-dark');

    const card = page.getByTestId('ielts-test-card').filter({ hasText: LINE_GRAPH.title });
    await card.getByText('Lịch sử (1)').click();
    await card.getByTestId('history-link').click();
    const model = page.getByTestId('model-answer');
    await model.waitFor();
    await model.getByText('Cách bài mẫu được xây dựng').click();
    // the results page shows the task again, with its chart, beside the essay
    const task = page.getByTestId('review-task');
    await task.getByText('Xem lại đề bài').click();
    await task
      .getByRole('img', { name: /Share of everyday purchases by payment method/ })
      .waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, '148-ielts-writing-task1-result-1366-dark');

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goBack();
    await page.getByTestId('ielts-test-card').first().waitFor();
    await page.getByRole('button', { name: `Làm lại ${LINE_GRAPH.title}` }).click();
    await page.getByTestId('writing-prompt').getByRole('img').first().waitFor();
    await noSideScroll(360);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, '149-ielts-writing-task1-runner-360-dark');
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
    expect(errors).toEqual([]);
  });
});
