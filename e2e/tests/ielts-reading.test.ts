/**
 * IELTS Reading (issue 10): Academic Reading Test 1 answered from its own key (read from the
 * content file) to 40/40 and band 9, then again with exactly 10 wrong answers to 30/40 and the
 * Academic Reading table's band for 30 (7); the list keeps the best (Band 9) and counts two
 * attempts, the hub's Reading average follows the best. On the way: flags and the navigator
 * (also with ← / →), highlighting, answers and the clock kept across a reload and in a new tab
 * (IndexedDB), a word looked up with Quick
 * Define offered on the review, and the review's one-step set. On a 360 px phone (dark): the
 * stacked layout, and a test whose time runs out being submitted without asking.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  readingTestSchema,
  type ReadingGroup,
  type ReadingTest,
} from '../../content/ielts/schema.ts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, screenshot, viewportScreenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun, signedUpPage } from '../helpers/learner.ts';
import { ROOT, type RunningServer } from '../helpers/server.ts';
import { editKeptAttempt, keptAnswerCount } from '../helpers/ielts-attempts.ts';

const TEST_NUMBER = 1;
const test = readingTestSchema.parse(
  JSON.parse(readFileSync(join(ROOT, `content/ielts/reading/reading-${TEST_NUMBER}.json`), 'utf8')),
) as ReadingTest;
const SET_TITLE = `${test.title} — từ cần ôn`;
/** The word "looked up" with Quick Define during the second attempt. */
const LOOKED_UP = 'evidence';

const JUDGEMENT: Partial<Record<ReadingGroup['type'], string[]>> = {
  'true-false-not-given': ['TRUE', 'FALSE', 'NOT GIVEN'],
  'yes-no-not-given': ['YES', 'NO', 'NOT GIVEN'],
};
const SELECT_TYPES: ReadingGroup['type'][] = [
  'matching-headings',
  'matching-information',
  'matching-features',
  'matching-sentence-endings',
  'summary-completion-box',
];

/** The key as a learner types it: the first alternative without its optional words. */
function typed(key: string): string {
  return key
    .split('/')[0]!
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every question's right answer. */
function rightAnswers(): Map<number, string> {
  return new Map(
    test.groups.flatMap((g) => g.questions.map((q) => [q.number, typed(q.answer)] as const)),
  );
}

/** A wrong answer of the question's kind. */
function wrongAnswer(group: ReadingGroup, n: number): string {
  const question = group.questions.find((q) => q.number === n)!;
  const choices =
    JUDGEMENT[group.type] ?? (question.options ?? group.options ?? []).map((o) => o.key);
  if (choices.length > 0) return choices.find((c) => c !== question.answer)!;
  return 'qqqq';
}

/**
 * Answers right except 10 single questions (not of a "choose TWO" group, whose letters count
 * in any order), spread over the test.
 */
function answersWithTenWrong(): { answers: Map<number, string>; wrong: number[] } {
  const answers = rightAnswers();
  const singles = test.groups
    .filter((g) => g.type !== 'multiple-choice-multi')
    .flatMap((g) => g.questions.map((q) => ({ group: g, n: q.number })));
  const step = Math.floor(singles.length / 10);
  const picked = Array.from({ length: 10 }, (_, i) => singles[i * step]!);
  for (const { group, n } of picked) answers.set(n, wrongAnswer(group, n));
  return { answers, wrong: picked.map((p) => p.n) };
}

const pane = (page: Page) => page.locator('#reading-question-pane');

async function answerQuestion(page: Page, group: ReadingGroup, n: number, value: string) {
  const questions = pane(page);
  if (JUDGEMENT[group.type] || group.type === 'multiple-choice') {
    const block = questions.getByTestId(`question-${n}`);
    await block.locator(`label:has(input[value="${value}"])`).click();
  } else if (SELECT_TYPES.includes(group.type)) {
    await questions.getByLabel(`Câu ${n}`, { exact: true }).selectOption(value);
  } else {
    await questions.getByLabel(`Câu ${n}`, { exact: true }).fill(value);
  }
}

/** Answers every question of the test, passage by passage, through the screen. */
async function answerAll(page: Page, answers: Map<number, string>) {
  for (const passage of [1, 2, 3]) {
    await page.getByRole('tab', { name: `Passage ${passage}` }).click();
    for (const group of test.groups.filter((g) => g.passage === passage)) {
      if (group.type === 'multiple-choice-multi') {
        const first = group.questions[0]!.number;
        const box = pane(page).getByTestId(`question-${first}`);
        for (const q of group.questions) {
          await box.locator(`label:has(input[value="${answers.get(q.number)}"])`).click();
        }
        continue;
      }
      for (const q of group.questions) {
        await answerQuestion(page, group, q.number, answers.get(q.number)!);
      }
    }
  }
}

async function submitAndConfirm(page: Page, message: RegExp) {
  await page.getByTestId('reading-runner').getByRole('button', { name: 'Nộp bài' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(message).waitFor();
  await dialog.getByRole('button', { name: 'Nộp bài' }).click();
  await page.getByTestId('reading-review').waitFor();
}

const navButton = (page: Page, n: number): Locator => page.getByTestId(`nav-${n}`);

/** The countdown's seconds left. */
async function secondsLeft(page: Page): Promise<number> {
  const [m, s] = (await page.getByTestId('countdown').textContent())!.split(':').map(Number);
  return m! * 60 + s!;
}

describe('IELTS Reading test', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Đọc' },
      { width: 1366, height: 860 },
    ));
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('takes Reading Test 1 to 40/40 and band 9, with flags, navigator, highlights and a reload', async () => {
    await page.goto(`${server.url}/dashboard/ielts`);
    await page.getByRole('link', { name: 'Bắt đầu Đề Reading' }).click();
    await page.getByRole('button', { name: `Bắt đầu ${test.title}` }).click();
    await page.getByTestId('reading-runner').waitFor();
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^(60:00|59:\d\d)$/);
    await page.getByRole('heading', { name: test.passages[0]!.title }).waitFor();
    await viewportScreenshot(page, '140-reading-runner-1366');

    // highlighting: a selection marked with the button, another with Ctrl+H, one removed by a click
    const select = (paragraph: number, from: number, to: number) =>
      page.evaluate(
        ([p, a, b]) => {
          const el = document.querySelector(`#reading-passage-pane [data-paragraph="${p}"]`)!;
          const range = document.createRange();
          range.setStart(el.firstChild!, a!);
          range.setEnd(el.firstChild!, b!);
          const selection = window.getSelection()!;
          selection.removeAllRanges();
          selection.addRange(range);
        },
        [paragraph, from, to],
      );
    const marks = page.locator('#reading-passage-pane mark');
    await select(0, 0, 15);
    await page.getByRole('button', { name: 'Tô sáng' }).click();
    await expect.poll(() => marks.count()).toBe(1);
    expect(await marks.first().textContent()).toBe(
      test.passages[0]!.paragraphs[0]!.text.slice(0, 15),
    );
    await select(1, 0, 10);
    await page.keyboard.press('Control+h');
    await expect.poll(() => marks.count()).toBe(2);
    await marks.first().click();
    await expect.poll(() => marks.count()).toBe(1);

    await answerAll(page, rightAnswers());
    expect(await page.getByTestId('answered-count').textContent()).toBe('Đã trả lời 40/40');

    // flags and the navigator: answered filled, flagged marked, current outlined, ← / →
    await page.getByRole('tab', { name: 'Passage 1' }).click();
    await pane(page)
      .getByTestId('question-1')
      .getByRole('button', { name: 'Đánh dấu câu 1' })
      .click();
    expect(await navButton(page, 1).getAttribute('data-flagged')).toBe('true');
    expect(await navButton(page, 1).getAttribute('aria-label')).toBe(
      'Câu 1, đã trả lời, đã đánh dấu',
    );
    expect(await navButton(page, 2).getAttribute('data-flagged')).toBe('false');
    await navButton(page, 14).click();
    expect(await page.getByRole('tab', { name: 'Passage 2' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await navButton(page, 14).getAttribute('aria-current')).toBe('step');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => navButton(page, 13).getAttribute('aria-current')).toBe('step');
    expect(await page.getByRole('tab', { name: 'Passage 1' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => navButton(page, 15).getAttribute('aria-current')).toBe('step');
    await viewportScreenshot(page, '141-reading-navigator-1366');
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await viewportScreenshot(page, '141-reading-navigator-1366-dark');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));

    // a reload keeps answers, flags and highlights (IndexedDB), and the clock runs on from the
    // test's start: it does not restart at 60:00 nor from the last answer
    await expect.poll(() => secondsLeft(page), { timeout: 10_000 }).toBeLessThanOrEqual(3595);
    const leftBefore = await secondsLeft(page);
    await page.reload();
    await page.getByTestId('reading-runner').waitFor();
    expect(await page.getByTestId('answered-count').textContent()).toBe('Đã trả lời 40/40');
    expect(await navButton(page, 1).getAttribute('data-flagged')).toBe('true');
    expect(await marks.count()).toBe(1);
    const leftAfter = await secondsLeft(page);
    expect(leftAfter).toBeLessThanOrEqual(leftBefore);
    expect(leftAfter).toBeGreaterThan(leftBefore - 30);
    // the same test opened in a new tab resumes the attempt, on the same clock
    const other = await page.context().newPage();
    await other.goto(page.url());
    await other.getByTestId('reading-runner').waitFor();
    expect(await other.getByTestId('answered-count').textContent()).toBe('Đã trả lời 40/40');
    expect(await secondsLeft(other)).toBeLessThanOrEqual(leftAfter);
    expect(await secondsLeft(other)).toBeGreaterThan(leftAfter - 30);
    await other.close();

    await submitAndConfirm(page, /Bạn đã trả lời cả 40 câu/);
    expect(await page.getByTestId('reading-score').textContent()).toBe('40/40');
    expect(await page.getByTestId('reading-band').textContent()).toBe('9,0');
    expect(await page.locator('[data-testid^="review-"][data-correct="true"]').count()).toBe(40);
    await screenshot(page, '142-reading-review-40-1366');

    await page.getByTestId('back-to-tests').click();
    const card = page.getByTestId('ielts-test-card').filter({ hasText: test.title });
    await expect
      .poll(() => card.getByTestId('best-badge').textContent())
      .toBe('Cao nhất: Band 9,0 (40/40)');
    expect(await card.getByTestId('attempts-line').textContent()).toBe('Đã làm 1 lần');
    expect(errors).toEqual([]);
  });

  it('takes it again with 10 wrong: 30/40 and band 7; the best stays 9; the review makes a set', async () => {
    const { answers, wrong } = answersWithTenWrong();
    await page.getByRole('button', { name: `Làm lại ${test.title}` }).click();
    await page.getByTestId('reading-runner').waitFor();
    expect(await page.getByTestId('answered-count').textContent()).toBe('Đã trả lời 0/40');
    await page.evaluate(
      (word) => window.dispatchEvent(new CustomEvent('app:quick-define', { detail: { word } })),
      LOOKED_UP,
    );
    await answerAll(page, answers);
    // the offer looks its words up in one request (no 404 per unknown word)
    const lookups: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().includes('/api/dictionary')) lookups.push(request.url());
    };
    page.on('request', onRequest);
    await submitAndConfirm(page, /Bạn đã trả lời cả 40 câu/);
    expect(await page.getByTestId('reading-score').textContent()).toBe('30/40');
    expect(await page.getByTestId('reading-band').textContent()).toBe('7,0');
    for (const n of wrong) {
      expect(await page.getByTestId(`review-${n}`).getAttribute('data-correct')).toBe('false');
    }

    // the offer: the looked-up word and the key words of the wrong answers, all ticked
    const offer = page.getByTestId('word-offer');
    await offer.getByText(LOOKED_UP, { exact: true }).waitFor();
    await expect.poll(() => offer.getByRole('status').count()).toBe(0);
    const ticked = await offer.getByRole('checkbox', { checked: true }).count();
    expect(ticked).toBeGreaterThan(1);
    page.off('request', onRequest);
    expect(lookups.map((url) => new URL(url).pathname)).toEqual(['/api/dictionary/batch']);
    // the passage's sense: 'evidence' is a noun there, shown with its Vietnamese tag
    const evidence = offer.getByTestId('offer-word').filter({ hasText: LOOKED_UP });
    expect(await evidence.textContent()).toContain('Danh từ');
    await screenshot(page, '143-reading-review-30-1366');
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await animationsSettled(page);
    await screenshot(page, '144-reading-review-30-1366-dark');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await offer.getByRole('button', { name: /^Tạo bộ thẻ từ bài đọc/ }).click();
    await offer.getByText(`Đã tạo bộ thẻ “${SET_TITLE}” với ${ticked} thẻ.`).waitFor();

    await page.getByTestId('back-to-tests').click();
    const card = page.getByTestId('ielts-test-card').filter({ hasText: test.title });
    await expect.poll(() => card.getByTestId('attempts-line').textContent()).toBe('Đã làm 2 lần');
    expect(await card.getByTestId('best-badge').textContent()).toBe('Cao nhất: Band 9,0 (40/40)');

    // the attempt remembers its set: its results page (and a reload of it) offers no new one
    await card.getByText('Lịch sử (2)').click();
    await card.getByTestId('history-link').first().click();
    const again = page.getByTestId('word-offer');
    await again.getByText('Bạn đã tạo bộ thẻ từ bài đọc này.').waitFor();
    await page.reload();
    await again.getByText('Bạn đã tạo bộ thẻ từ bài đọc này.').waitFor();
    expect(await again.getByRole('button', { name: /^Tạo bộ thẻ/ }).count()).toBe(0);

    await page.goto(`${server.url}/dashboard/ielts`);
    // the hub's figures load after the page: wait for them as Playwright waits (15 s), not 1 s
    await page.getByTestId('hub-reading-avg').filter({ hasText: '9,0' }).waitFor();

    await page.goto(`${server.url}/dashboard/flashcards`);
    await page.getByText(SET_TITLE).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('stacks passage and questions on a 360 px phone and submits by itself when time runs out', async () => {
    const phone = await signedUpPage(
      browser,
      server.url,
      { name: 'Điện thoại' },
      { width: 360, height: 780 },
    );
    await phone.page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    const p = phone.page;
    await p.goto(`${server.url}/dashboard/ielts/reading?test=${TEST_NUMBER}`);
    await p.getByTestId('reading-runner').waitFor();
    await p.getByRole('heading', { name: test.passages[0]!.title }).waitFor();
    expect(await pane(p).isVisible()).toBe(false);
    // a selection in the passage brings up a floating 'Tô sáng' (the toolbar's scrolls away)
    await p.evaluate(() => {
      const el = document.querySelector('#reading-passage-pane [data-paragraph="0"]')!;
      const range = document.createRange();
      range.setStart(el.firstChild!, 3);
      range.setEnd(el.firstChild!, 20);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await p.locator('#reading-passage-pane button.fixed').waitFor();
    await viewportScreenshot(p, '145-reading-runner-passage-360-dark');
    await p.locator('#reading-passage-pane button.fixed').click();
    await expect.poll(() => p.locator('#reading-passage-pane mark').count()).toBe(1);
    await p.getByRole('button', { name: 'Câu hỏi' }).click();
    await pane(p).waitFor();
    expect(await p.locator('#reading-passage-pane').isVisible()).toBe(false);
    // the navigator takes the learner to a question of another passage
    await navButton(p, 30).click();
    expect(await p.getByRole('tab', { name: 'Passage 3' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await viewportScreenshot(p, '146-reading-runner-questions-360-dark');
    // nothing is wider than the phone, in either pane of any passage
    for (const passage of [3, 2, 1]) {
      await p.getByRole('tab', { name: `Passage ${passage}` }).click();
      for (const view of ['Bài đọc', 'Câu hỏi']) {
        await p.getByRole('button', { name: view }).click();
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      }
    }
    const first = test.groups[0]!;
    await answerQuestion(p, first, 1, typed(first.questions[0]!.answer));
    // the answer is kept (IndexedDB, written after the render) before the page is left
    await expect.poll(() => keptAnswerCount(p, 'reading', TEST_NUMBER)).toBe(1);

    // 10 seconds left (the countdown counts from the start kept with the answers); the runner
    // is left first, so none of its saves can overwrite the edit
    const testUrl = p.url();
    await p.goto(`${server.url}/dashboard`);
    await editKeptAttempt(p, 'reading', TEST_NUMBER, {}, { startedAgo: 3590 });
    await p.goto(testUrl);
    await p.getByTestId('time-warning').filter({ hasText: 'Còn 5 phút!' }).waitFor();
    await p.getByTestId('reading-review').waitFor({ timeout: 20_000 });
    expect(await p.getByRole('dialog').count()).toBe(0);
    expect(await p.getByTestId('reading-score').textContent()).toBe('1/40');
    expect(await p.getByTestId('reading-time').textContent()).toBe('60:00');
    await screenshot(p, '147-reading-review-360-dark');
    expect(phone.errors).toEqual([]);
    await p.context().close();
  });
});
