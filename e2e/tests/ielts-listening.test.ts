/**
 * IELTS Listening (issue 11): Listening Test 1 in 'Luyện tập' answered from its own key (read
 * from the content file: the first alternative without its optional words, letters by
 * clicking), each part's recording played, sought to its end and followed by 'Phần tiếp theo',
 * parts 3 and 4 heard again at 0.75× (issue 23 §4), then submitted: 40/40 and band 9 with the
 * transcripts; the list keeps the best, the hub's Listening average follows it, the results page
 * shows the same review. Then 'Thi thật' on a 360 px phone (dark): the recording starts by itself
 * at 1× and cannot be paused, sought or sped up (no speed control), a reload resumes at the start
 * of the part with the answers kept, and the end of the 2 minutes to check submits without asking.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningTestSchema, type ListeningTest } from '../../content/ielts/listening-schema.ts';
import { screenshot, viewportScreenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun, signedUpPage } from '../helpers/learner.ts';
import { ROOT, type RunningServer } from '../helpers/server.ts';
import { editKeptAttempt } from '../helpers/ielts-attempts.ts';

const TEST_NUMBER = 1;
const test = listeningTestSchema.parse(
  JSON.parse(
    readFileSync(join(ROOT, `content/ielts/listening/listening-${TEST_NUMBER}.json`), 'utf8'),
  ),
) as ListeningTest;
type Group = ListeningTest['sections'][number]['groups'][number];

/** Answered by clicking a letter (a radio under its label). */
const CLICKED: Group['type'][] = ['multiple-choice', 'matching', 'map-labelling'];

/** The key as a learner types it: the first alternative without its optional words. */
function typed(key: string): string {
  return key
    .split('/')[0]!
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const pane = (page: Page) => page.locator('#listening-question-pane');
const audioProp = (
  page: Page,
  prop: 'currentTime' | 'duration' | 'paused' | 'ended' | 'src' | 'playbackRate',
) =>
  page.evaluate(
    (p) => (document.querySelector('[data-testid="listening-audio"]') as HTMLAudioElement)[p],
    prop,
  );

/** Answers every question of part `part` through the screen, from the key. */
async function answerPart(page: Page, part: number) {
  for (const group of test.sections[part - 1]!.groups) {
    if (group.type === 'multiple-choice-multi') {
      const box = pane(page).getByTestId(`question-${group.questions[0]!.number}`);
      for (const q of group.questions) {
        await box.locator(`label:has(input[value="${q.answer}"])`).click();
      }
      continue;
    }
    for (const q of group.questions) {
      if (CLICKED.includes(group.type)) {
        await pane(page)
          .getByTestId(`question-${q.number}`)
          .locator(`label:has(input[value="${q.answer}"])`)
          .click();
      } else {
        await pane(page).getByLabel(`Câu ${q.number}`, { exact: true }).fill(typed(q.answer));
      }
    }
  }
}

/** Seeks the practice recording to just before its end and waits for it to end. */
async function playToEnd(page: Page) {
  await expect.poll(() => audioProp(page, 'currentTime'), { timeout: 15_000 }).toBeGreaterThan(0.2);
  await expect.poll(() => audioProp(page, 'duration')).toBeGreaterThan(5);
  await page.evaluate(() => {
    const audio = document.querySelector('[data-testid="listening-audio"]') as HTMLAudioElement;
    audio.currentTime = audio.duration - 0.4;
  });
  await expect.poll(() => audioProp(page, 'ended'), { timeout: 15_000 }).toBe(true);
}

describe('IELTS Listening test', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Nghe' },
      { width: 1366, height: 860 },
    ));
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('takes Listening Test 1 in practice to 40/40 and band 9, with every part heard and the transcripts', async () => {
    await page.goto(`${server.url}/dashboard/ielts`);
    await page.getByRole('link', { name: 'Bắt đầu Đề Listening' }).click();
    await page.getByRole('button', { name: `Bắt đầu ${test.title}` }).click();
    const start = page.getByTestId('listening-start');
    await start.getByText('tai nghe').waitFor();
    await screenshot(page, '150-listening-start-1366');
    await start.getByText('Luyện tập', { exact: true }).click();
    await start.getByRole('button', { name: 'Bắt đầu Luyện tập' }).click();
    await page.getByTestId('listening-runner').waitFor();
    expect(await page.getByTestId('listening-mode').textContent()).toBe('Luyện tập');

    for (const part of [1, 2, 3, 4]) {
      const tab = page.getByRole('tab', { name: new RegExp(`^Part ${part}`) });
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      expect(await pane(page).getByTestId('section-introduction').textContent()).toBe(
        test.sections[part - 1]!.introduction,
      );
      expect(await audioProp(page, 'src')).toContain(`listening-${TEST_NUMBER}-${part}.opus`);
      // part 1 starts with the play button; 'Phần tiếp theo' starts the others
      if (part === 1) await page.getByTestId('practice-play').click();
      await answerPart(page, part);
      if (part === 2) {
        await pane(page).getByTestId('question-11').scrollIntoViewIfNeeded();
        await viewportScreenshot(page, '151-listening-practice-map-1366');
      }
      await playToEnd(page);
      if (part < 4) await page.getByRole('button', { name: 'Phần tiếp theo' }).click();
    }
    await page.getByText('Đã nghe hết 4 phần').waitFor();
    expect(await page.getByTestId('answered-count').textContent()).toBe('Đã trả lời 40/40');
    // practice lets the learner go back and hear a part again
    await page.getByRole('button', { name: 'Phần trước' }).click();
    await expect.poll(() => audioProp(page, 'src')).toContain(`listening-${TEST_NUMBER}-3.opus`);
    await expect.poll(() => audioProp(page, 'paused')).toBe(false);
    await page.getByRole('button', { name: 'Tạm dừng Part 3' }).click();
    await expect.poll(() => audioProp(page, 'paused')).toBe(true);
    // practice: a speed of 0.75× (issue 23 §4) applies to the recording, the next part too
    expect(await audioProp(page, 'playbackRate')).toBe(1);
    const slower = page.getByTestId('practice-speed').getByRole('button', { name: '0,75×' });
    await slower.click();
    expect(await slower.getAttribute('aria-pressed')).toBe('true');
    expect(await audioProp(page, 'playbackRate')).toBe(0.75);
    await page.getByRole('button', { name: 'Phần tiếp theo' }).click();
    await expect.poll(() => audioProp(page, 'src')).toContain(`listening-${TEST_NUMBER}-4.opus`);
    await expect.poll(() => audioProp(page, 'paused')).toBe(false);
    expect(await audioProp(page, 'playbackRate')).toBe(0.75);

    await page.getByTestId('listening-runner').getByRole('button', { name: 'Nộp bài' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Bạn đã trả lời cả 40 câu/).waitFor();
    await dialog.getByRole('button', { name: 'Nộp bài' }).click();
    await page.getByTestId('listening-review').waitFor();
    expect(await page.getByTestId('listening-score').textContent()).toBe('40/40');
    expect(await page.getByTestId('listening-band').textContent()).toBe('9,0');
    expect(await page.getByTestId('listening-mode-result').textContent()).toBe('Luyện tập');
    expect(await page.locator('[data-testid^="review-"][data-correct="true"]').count()).toBe(40);
    // practice: the transcripts are open, with the speakers' names and turns
    for (const section of test.sections) {
      const transcript = page.getByTestId(`transcript-${section.number}`);
      expect(await transcript.isVisible()).toBe(true);
      const first = section.script[0]!;
      const name = section.speakers.find((s) => s.id === first.speaker)!.name;
      expect(await transcript.locator('li').first().textContent()).toBe(`${name}: ${first.text}`);
    }
    await screenshot(page, '152-listening-review-1366');

    await page.getByTestId('back-to-tests').click();
    const card = page.getByTestId('ielts-test-card').filter({ hasText: test.title });
    await expect
      .poll(() => card.getByTestId('best-badge').textContent())
      .toBe('Cao nhất: Band 9,0 (40/40)');
    expect(await card.getByTestId('attempts-line').textContent()).toBe('Đã làm 1 lần');

    // the results page shows the same review
    await card.getByText('Lịch sử (1)').click();
    await card.getByTestId('history-link').click();
    await page.getByTestId('listening-review').waitFor();
    expect(await page.getByTestId('listening-score').textContent()).toBe('40/40');
    expect(await page.getByTestId('transcript-4').isVisible()).toBe(true);

    await page.goto(`${server.url}/dashboard/ielts`);
    // the hub's figures load after the page: wait for them as Playwright waits (15 s), not 1 s
    await page.getByTestId('hub-listening-avg').filter({ hasText: '9,0' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('plays each part once in the exam on a 360 px phone: no pause or seek, a reload restarts the part, the check submits by itself', async () => {
    const phone = await signedUpPage(
      browser,
      server.url,
      { name: 'Thi nghe' },
      { width: 360, height: 780 },
    );
    await phone.page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    const p = phone.page;
    await p.goto(`${server.url}/dashboard/ielts/listening?test=${TEST_NUMBER}`);
    await p.getByTestId('listening-start').waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await viewportScreenshot(p, '153-listening-start-360-dark');
    await p.getByRole('button', { name: 'Bắt đầu Thi thật' }).click();
    await p.getByTestId('reading-time').waitFor();
    expect(await p.getByTestId('listening-mode').textContent()).toBe('Thi thật');
    expect(await audioProp(p, 'paused')).toBe(true);
    await p.getByRole('button', { name: 'Nghe ngay' }).click();

    // it starts and runs; no control can pause or move it
    await expect.poll(() => audioProp(p, 'currentTime'), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await p.getByTestId('practice-play').count()).toBe(0);
    expect(await p.getByTestId('practice-seek').count()).toBe(0);
    // and no speed: the exam plays at 1×
    expect(await p.getByTestId('practice-speed').count()).toBe(0);
    expect(await audioProp(p, 'playbackRate')).toBe(1);
    // a pause (media keys, the browser's menu) is undone: the recording plays on
    await p.evaluate(() =>
      (document.querySelector('[data-testid="listening-audio"]') as HTMLAudioElement).pause(),
    );
    await p.waitForFunction(
      () => !(document.querySelector('[data-testid="listening-audio"]') as HTMLAudioElement).paused,
    );
    const before = (await audioProp(p, 'currentTime')) as number;
    // a seek to the end is undone: back at the last position heard (up to a timeupdate, 250 ms,
    // before `before`), it plays on past `before`, nowhere near the end
    await p.evaluate(() => {
      const audio = document.querySelector('[data-testid="listening-audio"]') as HTMLAudioElement;
      audio.currentTime = audio.duration - 1;
    });
    await p.waitForFunction((from) => {
      const audio = document.querySelector('[data-testid="listening-audio"]') as HTMLAudioElement;
      return !audio.seeking && audio.currentTime >= from && audio.currentTime < from + 3;
    }, before);
    const after = (await audioProp(p, 'currentTime')) as number;
    expect(after).toBeGreaterThanOrEqual(before);
    expect(after).toBeLessThan(before + 3);
    expect(await audioProp(p, 'ended')).toBe(false);
    await expect.poll(() => audioProp(p, 'currentTime')).toBeGreaterThan(after);
    await p.getByTestId('audio-status').filter({ hasText: 'Đang phát Part 1' }).waitFor();

    const first = test.sections[0]!.groups[0]!;
    await pane(p)
      .getByLabel(`Câu ${first.questions[0]!.number}`, { exact: true })
      .fill(typed(first.questions[0]!.answer));
    await viewportScreenshot(p, '154-listening-exam-360-dark');
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // a reload keeps the answer and starts part 1 again (after the click the browser needs); the
    // clock counts on from the test's start (IndexedDB), it does not restart at 00:00
    const elapsedSeconds = async () => {
      const [m, s] = (await p.getByTestId('elapsed').textContent())!.split(':').map(Number);
      return m! * 60 + s!;
    };
    await expect.poll(elapsedSeconds, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const clockBefore = await elapsedSeconds();
    await p.reload();
    await p.getByText('Part 1 sẽ phát lại từ đầu.').waitFor();
    await p.getByRole('button', { name: 'Tiếp tục bài làm' }).click();
    await p.getByTestId('reading-time').waitFor();
    expect(await p.getByTestId('answered-count').textContent()).toBe('Đã trả lời 1/40');
    expect(await elapsedSeconds()).toBeGreaterThanOrEqual(clockBefore);

    // 5 seconds left of the check: submitted without asking (changed while no runner is open)
    await p.goto(`${server.url}/dashboard/ielts`);
    await editKeptAttempt(p, 'listening', TEST_NUMBER, { section: 4 }, { checkAgo: 115 });
    await p.goto(`${server.url}/dashboard/ielts/listening?test=${TEST_NUMBER}`);
    await p.getByRole('button', { name: 'Tiếp tục bài làm' }).click();
    await p.getByTestId('check-note').waitFor();
    expect(await p.getByTestId('countdown').textContent()).toMatch(/^00:0[0-5]$/);
    await viewportScreenshot(p, '155-listening-check-360-dark');
    await p.getByTestId('listening-review').waitFor({ timeout: 20_000 });
    expect(await p.getByRole('dialog').count()).toBe(0);
    expect(await p.getByTestId('listening-score').textContent()).toBe('1/40');
    expect(await p.getByTestId('listening-mode-result').textContent()).toBe('Thi thật');
    // exam: the transcripts are folded until opened
    expect(await p.getByTestId('transcript-1').isVisible()).toBe(false);
    await p.getByText('Lời thoại (transcript) Part 1').click();
    expect(await p.getByTestId('transcript-1').isVisible()).toBe(true);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await screenshot(p, '156-listening-review-360-dark');
    expect(phone.errors).toEqual([]);
    await p.context().close();
  });
});
