/**
 * Test mode (issue 21 §2), as a learner on a 360 px phone: from the set card's "Kiểm tra", the
 * setup (its start button visible without scrolling; no kind ticked is refused; 8 questions of
 * the four kinds), the test on one page answered partly right and partly wrong (a written
 * meaning without its tone marks counts right, "Thiếu dấu"), handed in at once: the score, the
 * wrong answers with the right ones, "Ôn các từ sai" onto the review list, a retake of only the
 * missed cards, and the best score on the games hub. A set too small says how many cards a test
 * needs. Screenshots at 360 and 1366 px, light and dark.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, screenshot, viewportScreenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun, type LearnerRun } from '../helpers/learner.ts';

const CARDS = [
  { front: 'evidence', back: 'bằng chứng' },
  { front: 'journey', back: 'chuyến đi' },
  { front: 'ticket', back: 'vé tàu' },
  { front: 'station', back: 'nhà ga' },
  { front: 'luggage', back: 'hành lý' },
  { front: 'passenger', back: 'hành khách' },
  { front: 'delay', back: 'sự chậm trễ' },
  { front: 'departure', back: 'sự khởi hành' },
];
const backOf = (front: string) => CARDS.find((card) => card.front === front)!.back;
/** The meaning as typed on a keyboard without Vietnamese input: no marks at all. */
const unmarked = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

describe('Test mode', () => {
  let run: LearnerRun;
  let page: Page;
  let setId: string;
  let smallSetId: string;

  beforeAll(async () => {
    run = await openLearnerRun({ name: 'Kiểm Tra' }, { width: 360, height: 740 });
    page = run.page;
    const post = (data: unknown) =>
      page.request.post(`${run.server.url}/api/sets`, {
        headers: { origin: run.server.url },
        data,
      });
    const small = await post({ title: 'Ít thẻ', cards: CARDS.slice(0, 3) });
    expect(small.status()).toBe(201);
    smallSetId = (await small.json()).set.id;
    const created = await post({ title: 'Đi lại', cards: CARDS });
    expect(created.status()).toBe(201);
    setId = (await created.json()).set.id;
  });

  afterAll(() => closeLearnerRun(run?.server, run?.browser));

  const questions = (kind: string) =>
    page.locator(`[data-testid="test-question"][data-kind="${kind}"]`);
  const termOf = async (question: Locator) =>
    ((await question.getByTestId('test-term').textContent()) ?? '').trim();

  it('takes a test from the set card, grades it at once and retakes the missed', async () => {
    await page.goto(`${run.server.url}/dashboard/flashcards`);
    await page
      .getByTestId('set-card')
      .filter({ hasText: 'Đi lại' })
      .getByRole('link', { name: 'Kiểm tra', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Kiểm tra: Đi lại' }).waitFor();
    const start = page.getByRole('button', { name: 'Bắt đầu làm bài' });
    await start.waitFor();
    // the main action shows without scrolling on the phone
    const box = (await start.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(await page.getByLabel('Số câu hỏi').inputValue()).toBe('8');
    await viewportScreenshot(page, '210-test-setup-360');

    // no kind ticked is refused; the keyboard ticks them again
    for (const kind of ['Đúng / sai', 'Trắc nghiệm', 'Ghép cặp', 'Tự viết']) {
      await page.getByRole('checkbox', { name: kind }).uncheck();
    }
    await start.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Hãy chọn ít nhất một loại câu hỏi.' })
      .waitFor();
    await page.getByRole('checkbox', { name: 'Đúng / sai' }).focus();
    await page.keyboard.press('Space');
    for (const kind of ['Trắc nghiệm', 'Ghép cặp', 'Tự viết']) {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      expect(await page.getByRole('checkbox', { name: kind }).isChecked()).toBe(true);
    }
    await page.getByLabel('Số câu hỏi').fill('60');
    await start.click();
    await page.getByRole('alert').filter({ hasText: 'Hãy nhập số câu từ 5 đến 8.' }).waitFor();
    await page.getByLabel('Số câu hỏi').fill('8');
    await start.click();

    // 8 questions, two of each kind, one page
    await page.getByTestId('test-sheet').waitFor();
    expect(await page.getByTestId('test-question').count()).toBe(8);
    for (const kind of ['true-false', 'choice', 'matching', 'written']) {
      expect(await questions(kind).count()).toBe(2);
    }
    // true/false: the first right, the second wrong
    for (const [i, right] of [true, false].entries()) {
      const question = questions('true-false').nth(i);
      const shown = ((await question.getByTestId('test-shown').textContent()) ?? '').trim();
      const truth = shown === backOf(await termOf(question));
      await question
        .getByRole('radio', { name: truth === right ? 'Đúng' : 'Sai', exact: true })
        .check();
    }
    // multiple choice: the first right, the second another card's meaning
    const missedChoice = await termOf(questions('choice').nth(1));
    for (const [i, right] of [true, false].entries()) {
      const question = questions('choice').nth(i);
      const meaning = backOf(await termOf(question));
      const radios = question.getByRole('radio');
      expect(await radios.count()).toBe(4);
      if (right) await question.getByRole('radio', { name: meaning, exact: true }).check();
      else {
        const labels = await question.locator('label').allTextContents();
        const other = labels.map((label) => label.trim()).find((label) => label !== meaning)!;
        await question.getByRole('radio', { name: other, exact: true }).check();
      }
    }
    // matching: both right
    for (let i = 0; i < 2; i += 1) {
      const question = questions('matching').nth(i);
      await question.getByRole('combobox').selectOption({ label: backOf(await termOf(question)) });
    }
    // written: the first without tone marks (right, "Thiếu dấu"), the second wrong
    const lenientTerm = await termOf(questions('written').nth(0));
    await questions('written')
      .nth(0)
      .getByRole('textbox')
      .fill(unmarked(backOf(lenientTerm)));
    const wrongTerm = await termOf(questions('written').nth(1));
    await questions('written').nth(1).getByRole('textbox').fill('sai bét');
    await page.getByTestId('test-answered').filter({ hasText: 'Đã trả lời 8/8 câu' }).waitFor();
    await screenshot(page, '211-test-sheet-360');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/games/results') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Nộp bài' }).click();
    expect((await saved).status()).toBe(201);
    await page.getByTestId('test-score').filter({ hasText: '5/8' }).waitFor();
    expect(await page.getByTestId('test-percent').textContent()).toMatch(/^63\s?%$/);
    const wrong = page.getByTestId('test-wrong-item');
    expect(await wrong.count()).toBe(3);
    expect(await page.getByTestId('test-wrong').getByRole('heading').textContent()).toBe(
      '3 câu sai',
    );
    const written = wrong.filter({ hasText: wrongTerm });
    expect(await written.textContent()).toContain(`Đáp án đúng: ${backOf(wrongTerm)}`);
    expect(await written.textContent()).toContain('Bạn trả lời: sai bét');
    expect(await wrong.filter({ hasText: missedChoice }).textContent()).toContain(
      `Đáp án đúng: ${backOf(missedChoice)}`,
    );
    expect(await page.getByTestId('test-missing-marks').textContent()).toContain(
      `viết đúng là: ${backOf(lenientTerm)}`,
    );
    await screenshot(page, '212-test-results-360');

    // the missed cards onto the review list
    await page.getByRole('button', { name: 'Ôn các từ sai' }).click();
    await page.getByText('Đã thêm vào danh sách ôn tập').waitFor();
    const list = await page.request.get(`${run.server.url}/api/review-list?setId=${setId}`);
    const items = (await list.json()).items as { game: string }[];
    expect(items.map((item) => item.game)).toEqual(['test', 'test', 'test']);

    // a retake asks only the three missed cards
    await page.getByRole('button', { name: 'Làm lại các câu sai' }).click();
    await page.getByTestId('test-sheet').waitFor();
    expect(await page.getByTestId('test-question').count()).toBe(3);
    const retakeTerms: string[] = [];
    for (const question of await page.getByTestId('test-question').all()) {
      const term = await termOf(question);
      retakeTerms.push(term);
      const kind = await question.getAttribute('data-kind');
      if (kind === 'written') await question.getByRole('textbox').fill(backOf(term));
      else if (kind === 'choice')
        await question.getByRole('radio', { name: backOf(term), exact: true }).check();
      else if (kind === 'matching')
        await question.getByRole('combobox').selectOption({ label: backOf(term) });
      else {
        const shown = ((await question.getByTestId('test-shown').textContent()) ?? '').trim();
        const name = shown === backOf(term) ? 'Đúng' : 'Sai';
        await question.getByRole('radio', { name, exact: true }).check();
      }
    }
    expect(retakeTerms).toContain(wrongTerm);
    expect(retakeTerms).toContain(missedChoice);
    expect(retakeTerms).not.toContain(lenientTerm);
    await page.getByRole('button', { name: 'Nộp bài' }).click();
    await page.getByTestId('test-score').filter({ hasText: '3/3' }).waitFor();
    await page.getByText('Bạn trả lời đúng tất cả các câu. Tuyệt vời!').waitFor();

    // at 1366 px, light and dark: a new test
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Làm bài mới' }).click();
    await start.waitFor();
    await viewportScreenshot(page, '213-test-setup-1366');
    await start.click();
    await page.getByTestId('test-sheet').waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await questions('true-false').first().getByRole('radio', { name: 'Sai', exact: true }).check();
    await animationsSettled(page);
    await screenshot(page, '214-test-sheet-1366-dark');
    await page.getByRole('button', { name: 'Nộp bài' }).click();
    await page
      .getByTestId('test-score')
      .filter({ hasText: /^[01]\/8$/ })
      .waitFor();
    await screenshot(page, '215-test-results-1366-dark');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId('test-sheet').or(page.getByTestId('test-results')).waitFor();
    await screenshot(page, '216-test-results-360-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(run.errors).toEqual([]);
  });

  it('shows the best test on the games hub, whose tile opens the set picker', async () => {
    await page.goto(`${run.server.url}/dashboard/games`);
    const tile = page.getByTestId('test-tile');
    await tile
      .getByTestId('test-best-score')
      .filter({ hasText: 'Điểm cao nhất: 5 câu đúng' })
      .waitFor();
    await tile.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '217-test-hub-360');
    await tile.getByRole('link', { name: 'Chọn bộ thẻ để kiểm tra' }).click();
    await page
      .getByTestId('test-picker')
      .getByRole('button', { name: /Đi lại/ })
      .click();
    await page.getByRole('heading', { name: 'Kiểm tra: Đi lại' }).waitFor();
    // the small set is not offered; opened directly, it says how many cards a test needs
    await page.goto(`${run.server.url}/dashboard/flashcards/test/${smallSetId}`);
    await page
      .getByRole('status')
      .filter({ hasText: 'Cần bộ thẻ có ít nhất 5 thẻ' })
      .filter({ hasText: '(bộ này có 3)' })
      .waitFor();
    await viewportScreenshot(page, '218-test-too-few-360');
    expect(run.errors).toEqual([]);
  });
});
