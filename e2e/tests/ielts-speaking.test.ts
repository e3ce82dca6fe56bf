/**
 * IELTS Speaking (issue 11). Headless Chromium has a fake microphone (e2e/helpers/browser.ts) but
 * no speech recognition service: its recognition fails on first use ('audio-capture'), so on a
 * 360 px phone the runner's first 'Bắt đầu nói' switches Speaking Test 1 to typed answers and
 * says why; Part 1 names its three topic frames and the examiner moves on to each; every
 * question is answered by typing (the first with three filler words), Part 2's minute of
 * preparation takes notes, the review shows each answer's transcript, model answer with its
 * notes (useful phrases marked, fluency points) and measurements (no pace nor pauses for typed answers); the self-rating (issue 34 §12)
 * starts unrated, 'Lưu kết quả' first says which criteria are left, then 4/4/3/4 are chosen on
 * large targets (with the keyboard for the first) and average 3.8/5, which is saved: the list's
 * best and average, the hub's Speaking Avg Rating and the results page all say 3.8/5.
 * Then at 1366 px in dark mode, with a scripted stand-in for SpeechRecognition (results at
 * chosen times), the spoken path: the live transcript, the fake microphone's recording played
 * back, en-US chosen and kept, a pause over 2 s measured, and a second attempt that leaves the
 * best at 3.8.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakingTestSchema } from '../../content/ielts/listening-schema.ts';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun } from '../helpers/learner.ts';
import { ROOT, type RunningServer } from '../helpers/server.ts';
import { setLanguage, VIETNAMESE } from '../helpers/language.ts';

const test1 = speakingTestSchema.parse(
  JSON.parse(readFileSync(join(ROOT, 'content/ielts/speaking/speaking-1.json'), 'utf8')),
);

/** Questions before Part 2 (Part 1's three topic frames), and in the whole test. */
const PART1 = test1.part1.flatMap((t) => t.questions).length;
const PART2 = PART1;
const PART3 = PART1 + 1 + test1.part2.followUps.length;
const ALL = PART3 + test1.part3.length;
/** The first question of Part 1's second topic frame. */
const FRAME2 = test1.part1[0]!.questions.length;

/** The first answer, typed: "Um", "you know" and "kind of" are fillers; "really like" is not. */
const FIRST_ANSWER =
  "Um, I'm from Hue, which is, you know, a quiet city in central Vietnam. I really like it because the food is kind of amazing and the people are friendly.";

/** The first `n` words of `text`. */
const words = (text: string, n: number) => text.split(/\s+/).slice(0, n).join(' ');

/** Every typed answer after the first, in order: shortened model answers. */
const LATER_ANSWERS = [
  ...test1.part1.flatMap((t) => t.questions.map((q) => words(q.modelAnswer, 35))).slice(1),
  words(test1.part2.modelAnswer, 240),
  ...test1.part2.followUps.map((q) => words(q.modelAnswer, 30)),
  ...test1.part3.map((q) => words(q.modelAnswer, 70)),
];

/** A stand-in for SpeechRecognition: interim results at the given times, final on stop. */
function fakeRecognition() {
  const w = window as unknown as Record<string, unknown>;
  w.__recognitionLangs = [];
  class FakeRecognition extends EventTarget {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    private timers: number[] = [];
    private said = '';
    private emit(text: string, isFinal: boolean) {
      this.said = text;
      const result = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal });
      this.onresult?.({ results: Object.assign([result], { item: (i: number) => [result][i] }) });
    }
    start() {
      (w.__recognitionLangs as string[]).push(this.lang);
      const script = (w.__speech as { at: number; text: string }[] | undefined) ?? [];
      this.timers = script.map((step) =>
        window.setTimeout(() => this.emit(step.text, false), step.at),
      );
    }
    stop() {
      this.timers.forEach((id) => window.clearTimeout(id));
      window.setTimeout(() => {
        if (this.said) this.emit(this.said, true);
        this.onend?.();
      }, 100);
    }
    abort() {
      this.timers.forEach((id) => window.clearTimeout(id));
      this.onend?.();
    }
  }
  w.SpeechRecognition = FakeRecognition;
  w.webkitSpeechRecognition = FakeRecognition;
}

/** What the stand-in hears for one answer: 14 words in 5.2 s, a 2.6 s silence after the sixth. */
const SPEECH = [
  { at: 300, text: 'I grew up' },
  { at: 700, text: 'I grew up in Da Nang' },
  { at: 3300, text: 'I grew up in Da Nang near the' },
  { at: 3600, text: 'I grew up in Da Nang near the beautiful beach' },
  { at: 5200, text: 'I grew up in Da Nang near the beautiful beach with my family' },
];

/** Chooses a criterion's level (1-5) by tapping its target. */
async function rate(page: Page, criterion: string, level: number) {
  await page.getByTestId(`rating-${criterion}-${level}`).click();
}

describe('IELTS speaking', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let resultId = '';

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Người nói' },
      { width: 360, height: 780 },
    ));
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('runs a test with typed answers when recognition fails, then saves the self-rating', async () => {
    await page.goto(`${server.url}/dashboard/ielts/speaking`);
    await page.getByRole('heading', { name: 'Đề IELTS Speaking' }).waitFor();
    await page.getByTestId('speaking-notice').waitFor();
    await page.getByTestId('tile-completed').filter({ hasText: '0' }).waitFor();
    await page.getByRole('button', { name: /^Bắt đầu Speaking Test 1/ }).click();

    await page.getByTestId('speaking-begin').waitFor();
    await screenshot(page, '160-ielts-speaking-intro-360');
    await page.getByTestId('speaking-begin').click();
    // Part 1 as in the exam: three topic frames, named before it starts and as the examiner moves on
    await page.getByTestId('part-frames').waitFor();
    expect(await page.getByTestId('part-frames').locator('li').allTextContents()).toEqual(
      test1.part1.map((f, i) => `${i + 1}. ${f.topic}`),
    );
    await page.getByTestId('part-intro').getByRole('button', { name: 'Bắt đầu Part 1' }).click();
    expect(await page.getByTestId('speaking-frame').textContent()).toBe(
      `Chủ đề 1/3${test1.part1[0]!.topic}Giám khảo: Let's talk about your hometown.`,
    );

    // the fake microphone is allowed, so the answer starts spoken; recognition then fails
    expect(await page.getByTestId('question-text').textContent()).toBe(
      test1.part1[0]!.questions[0]!.question,
    );
    await page.getByTestId('read-question').click();
    await page.getByTestId('start-speaking').click();
    const fallback = page.getByTestId('speaking-fallback');
    await fallback.waitFor();
    expect(await fallback.textContent()).toContain('Không dùng được nhận dạng giọng nói');
    expect(await fallback.textContent()).toContain('hãy gõ câu trả lời');
    await page.getByTestId('typed-answer').fill(FIRST_ANSWER);
    expect(await page.getByTestId('typed-word-count').textContent()).toBe('30 từ');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, '161-ielts-speaking-typed-360');
    await page.getByTestId('next-question').click();

    for (const [i, answer] of LATER_ANSWERS.entries()) {
      const step = i + 1;
      if (step === FRAME2) {
        const frame = page.getByTestId('speaking-frame');
        expect(await frame.getByTestId('frame-title').textContent()).toBe(test1.part1[1]!.topic);
        expect(await frame.getByTestId('frame-move-on').textContent()).toBe(
          "Giám khảo: Now let's move on to talk about weather.",
        );
        await screenshot(page, '161b-ielts-speaking-frame-360');
      } else if (step === FRAME2 + 1) {
        expect(await page.getByTestId('frame-move-on').count()).toBe(0);
      }
      if (step === PART2) {
        // Part 2: the cue card, a minute to prepare with notes, then the long turn
        await page.getByRole('button', { name: 'Nhận thẻ đề bài' }).click();
        await page.getByTestId('prep-screen').waitFor();
        expect(await page.getByTestId('prep-clock').textContent()).toMatch(/^(1:00|0:5\d)$/);
        await page.getByTestId('prep-notes').fill('teacher - Ms Lan\nmet at school\nkind, patient');
        await screenshot(page, '162-ielts-speaking-prep-360');
        await page.getByTestId('prep-done').click();
        await page.getByTestId('cue-card').waitFor();
        expect(await page.getByTestId('prep-notes').inputValue()).toContain('Ms Lan');
      } else if (step === PART3) {
        await page.getByRole('button', { name: 'Bắt đầu Part 3' }).click();
      }
      await page.getByTestId('speaking-fallback').waitFor();
      await page.getByTestId('typed-answer').fill(answer);
      await page.getByTestId('next-question').click();
    }

    const review = page.getByTestId('speaking-review');
    await review.waitFor();
    expect(await page.getByTestId('answer-review').count()).toBe(ALL);
    expect(await page.getByTestId('summary-answered').textContent()).toBe(`${ALL}/${ALL}`);
    expect(await page.getByTestId('summary-wpm').textContent()).toBe('—');
    expect(await page.getByTestId('summary-pauses').textContent()).toBe('—');
    expect(await page.getByTestId('metrics-disclaimer').textContent()).toContain(
      'không phải điểm band',
    );
    const first = page.getByTestId('answer-review').first();
    expect(await first.getByTestId('answer-transcript').textContent()).toBe(FIRST_ANSWER);
    const metric = (id: string) => first.locator(`[data-metric-id="${id}"]`);
    expect(await metric('fillers').getByTestId('metric-value').textContent()).toBe('3');
    expect(await first.locator('[data-metric-detail="fillers"]').textContent()).toContain(
      '"um" × 1, "you know" × 1, "kind of" × 1',
    );
    expect(await metric('pace').getAttribute('data-verdict')).toBe('none');
    expect(await metric('pauses').getAttribute('data-verdict')).toBe('none');
    expect(await metric('length').getByTestId('metric-value').textContent()).toBe('30 từ');
    expect(await metric('length').getAttribute('data-verdict')).toBe('good');
    // the model answer opens on request, its useful phrases marked and taught below it
    await first.getByText('Xem câu trả lời mẫu (band 8-9)').click();
    const model = first.getByTestId('model-answer');
    const firstModel = test1.part1[0]!.questions[0]!;
    expect(await model.getByTestId('model-answer-text').textContent()).toBe(firstModel.modelAnswer);
    expect(await model.locator('mark').allTextContents()).toEqual(
      firstModel.notes.phrases.map((p) => p.phrase),
    );
    expect(await model.getByTestId('model-fluency').count()).toBe(firstModel.notes.fluency.length);
    await model.getByRole('heading', { name: 'Vì sao câu trả lời trôi chảy' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await model.screenshot({
      path: join(ROOT, 'e2e/screenshots/163b-ielts-speaking-notes-360.png'),
    });

    // nothing rated yet: no figure, and saving says what is left and goes to it
    for (const criterion of ['fluency', 'vocabulary', 'grammar', 'pronunciation']) {
      expect(await page.getByTestId(`rating-${criterion}-value`).textContent()).toBe('Chưa chấm');
    }
    expect(await page.getByTestId('rating-average').count()).toBe(0);
    expect(await page.getByTestId('rating-average-pending').textContent()).toBe(
      'Còn 4 tiêu chí chưa chấm',
    );
    await screenshot(page, '163a-ielts-speaking-rating-unrated-360');
    await page.getByTestId('save-speaking').click();
    expect(await page.getByTestId('rating-missing').textContent()).toBe(
      'Bạn chưa chấm: Fluency, Vocabulary, Grammar và Pronunciation. Hãy chấm đủ 4 tiêu chí để lưu.',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rating-fluency');
    // large targets: at least 44 px each way at 360 px, five in a row
    const targets = await page
      .getByTestId('rating-fluency')
      .locator('label')
      .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
    expect(targets).toHaveLength(5);
    for (const box of targets) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.y).toBe(targets[0]!.y);
    }
    // the keyboard: Tab to the group's first target, then arrows move the choice
    await page.getByTestId('rating-fluency').locator('input').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('rating-fluency-value').textContent()).toBe('4 · Tốt');
    await rate(page, 'vocabulary', 4);
    await rate(page, 'grammar', 3);
    await rate(page, 'pronunciation', 4);
    for (const [criterion, shown] of [
      ['fluency', '4 · Tốt'],
      ['vocabulary', '4 · Tốt'],
      ['grammar', '3 · Khá'],
      ['pronunciation', '4 · Tốt'],
    ]) {
      expect(await page.getByTestId(`rating-${criterion}-value`).textContent()).toBe(shown);
    }
    // 3.75 to one decimal, in Vietnamese numbers (decimal comma)
    expect(await page.getByTestId('rating-average').textContent()).toBe('3,8/5');
    expect(await page.getByTestId('rating-missing').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.getByTestId('rating-grammar').screenshot({
      path: join(ROOT, 'e2e/screenshots/163c-ielts-speaking-rating-criterion-360.png'),
    });
    await screenshot(page, '163-ielts-speaking-review-360');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/ielts/speaking/1/attempts') && r.request().method() === 'POST',
    );
    await page.getByTestId('save-speaking').click();
    const response = await saved;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as {
      ratings: Record<string, number>;
      answers: { part: number; index: number; transcript: string; typed: boolean }[];
      timeTakenSeconds: number;
    };
    expect(sent.ratings).toEqual({ fluency: 4, vocabulary: 4, grammar: 3, pronunciation: 4 });
    expect(sent.answers).toHaveLength(ALL);
    expect(sent.answers.every((a) => a.typed)).toBe(true);
    expect(sent.answers[PART2]).toMatchObject({ part: 2, index: 0 });
    expect(sent.answers[ALL - 1]).toMatchObject({ part: 3, index: 5 });
    resultId = ((await response.json()) as { result: { id: string } }).result.id;
    expect(await page.getByTestId('speaking-saved').textContent()).toContain('3,8/5');

    await page.getByRole('button', { name: 'Về danh sách đề' }).click();
    const card = page.getByTestId('ielts-test-card').first();
    await card.getByTestId('best-badge').filter({ hasText: 'Cao nhất: 3,8/5' }).waitFor();
    expect(await card.getByTestId('attempts-line').textContent()).toBe('Đã làm 1 lần');
    expect(await page.getByTestId('tile-average').textContent()).toBe('3,8/5');
    expect(await page.getByTestId('tile-completed').textContent()).toBe('1');
    await screenshot(page, '164-ielts-speaking-list-360');

    await page.goto(`${server.url}/dashboard/ielts`);
    await page.getByTestId('hub-speaking-avg').filter({ hasText: '3,8/5' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the saved attempt on its results page', async () => {
    await page.goto(`${server.url}/dashboard/ielts/results/${resultId}`);
    await page.getByTestId('speaking-attempt').waitFor();
    expect(await page.getByTestId('result-rating').textContent()).toBe('3,8/5');
    expect(await page.getByTestId('result-fluency').textContent()).toBe('4,0');
    expect(await page.getByTestId('result-pronunciation').textContent()).toBe('4,0');
    expect(await page.getByTestId('answer-review').count()).toBe(ALL);
    const first = page.getByTestId('answer-review').first();
    await first.getByText(test1.part1[0]!.questions[0]!.question).waitFor();
    expect(await first.getByText(test1.part1[0]!.topic, { exact: true }).count()).toBe(1);
    expect(await first.getByTestId('answer-transcript').textContent()).toBe(FIRST_ANSWER);
    expect(
      await first.locator('[data-metric-id="fillers"]').getByTestId('metric-value').textContent(),
    ).toBe('3');
    expect(await page.getByTestId('summary-words').textContent()).not.toBe('0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, '165-ielts-speaking-result-360');

    // in English: the measurements, ratings and labels, with no Vietnamese left
    await setLanguage(page, 'en');
    await page.getByRole('heading', { name: 'Whole-test measurements' }).waitFor();
    const review = page.getByTestId('speaking-attempt');
    expect(await page.getByTestId('result-rating').textContent()).toBe('3.8/5');
    expect(await page.getByTestId('result-fluency').textContent()).toBe('4.0');
    expect(
      await first.locator('[data-metric-id="length"]').getByTestId('metric-value').textContent(),
    ).toBe('30 words');
    expect(await first.locator('[data-metric-detail="length"]').textContent()).toContain(
      'Part 1: 20-60 words, about 15-30 seconds',
    );
    expect(await page.getByTestId('metrics-disclaimer').textContent()).toContain(
      'not an IELTS band score',
    );
    // the interface's text, without the content: English (questions, transcripts, model
    // answers) and Vietnamese (the notes under the model answers, written for Vietnamese learners)
    const interfaceText = await review.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[lang="en"], [lang="vi"]').forEach((node) => node.remove());
      return copy.textContent;
    });
    expect(interfaceText).not.toMatch(VIETNAMESE);
    await screenshot(page, '165b-ielts-speaking-result-en-360');
    await setLanguage(page, 'vi');
    await page.getByRole('heading', { name: 'Số đo cả bài' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('records and transcribes spoken answers at 1366 px in dark mode', async () => {
    await page.context().addInitScript(fakeRecognition);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/dashboard/ielts/speaking`);
    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    await page.getByTestId('best-badge').waitFor();
    await screenshot(page, '166-ielts-speaking-list-1366-dark');
    await page.getByRole('button', { name: /^Làm lại Speaking Test 1/ }).click();
    await page.getByTestId('speaking-lang').selectOption('en-US');
    await page.getByTestId('speaking-begin').click();
    await page.getByRole('button', { name: 'Bắt đầu Part 1' }).click();

    // one spoken answer: live transcript, a recording to play back, then 'Nói lại' is offered
    await page.evaluate((speech) => {
      (window as unknown as { __speech: unknown }).__speech = speech;
    }, SPEECH);
    await page.getByTestId('start-speaking').click();
    await page.getByTestId('live-transcript').filter({ hasText: 'I grew up in Da Nang' }).waitFor();
    await page.getByTestId('answer-clock').waitFor();
    await screenshot(page, '167-ielts-speaking-live-1366-dark');
    await page
      .getByTestId('live-transcript')
      .filter({ hasText: 'with my family' })
      .waitFor({ timeout: 6000 });
    await page.getByTestId('stop-speaking').click();
    await page.getByTestId('start-speaking').filter({ hasText: 'Nói lại' }).waitFor();
    expect(await page.getByTestId('speaking-fallback').count()).toBe(0);
    expect(await page.getByTestId('answer-audio').getAttribute('src')).toMatch(/^blob:/);
    expect(
      await page.evaluate(
        () => (window as unknown as { __recognitionLangs: string[] }).__recognitionLangs,
      ),
    ).toEqual(['en-US']);
    expect(await page.evaluate(() => localStorage.getItem('ielts-speaking-lang'))).toBe('en-US');

    // the other questions are left unanswered: Next through to the review
    for (let step = 0; step < ALL; step++) {
      if (step === PART2) {
        await page.getByRole('button', { name: 'Nhận thẻ đề bài' }).click();
        await page.getByTestId('prep-done').click();
      } else if (step === PART3) {
        await page.getByRole('button', { name: 'Bắt đầu Part 3' }).click();
      }
      await page.getByTestId('next-question').click();
    }
    await page.getByTestId('speaking-review').waitFor();
    const first = page.getByTestId('answer-review').first();
    expect(await first.getByTestId('answer-transcript').textContent()).toBe(
      'I grew up in Da Nang near the beautiful beach with my family',
    );
    expect(await first.getByTestId('review-audio').getAttribute('src')).toMatch(/^blob:/);
    const metric = (id: string) => first.locator(`[data-metric-id="${id}"]`);
    expect(await metric('pauses').getByTestId('metric-value').textContent()).toBe('1 lần');
    expect(await metric('pace').getAttribute('data-verdict')).not.toBe('none');
    expect(await page.getByTestId('summary-answered').textContent()).toBe(`1/${ALL}`);
    expect(await page.getByTestId('summary-pauses').textContent()).toBe('1');
    expect(
      await page.getByTestId('answer-review').nth(1).getByTestId('answer-transcript').textContent(),
    ).toBe('Bạn chưa trả lời câu này.');

    for (const criterion of ['fluency', 'vocabulary', 'grammar', 'pronunciation']) {
      await rate(page, criterion, 3);
    }
    expect(await page.getByTestId('rating-average').textContent()).toBe('3,0/5');
    await first.getByText('Xem câu trả lời mẫu (band 8-9)').click();
    await first.getByTestId('model-notes').waitFor();
    await first.screenshot({
      path: join(ROOT, 'e2e/screenshots/168b-ielts-speaking-notes-1366-dark.png'),
    });
    await screenshot(page, '168-ielts-speaking-review-1366-dark');
    await page.getByTestId('save-speaking').click();
    await page.getByTestId('speaking-saved').filter({ hasText: '3,0/5' }).waitFor();
    await page.getByRole('link', { name: 'Xem trang kết quả' }).click();
    await page.getByTestId('speaking-attempt').waitFor();
    expect(await page.getByTestId('result-rating').textContent()).toBe('3,0/5');
    await screenshot(page, '169-ielts-speaking-result-1366-dark');

    // the best stays 3.8: the list and the hub
    await page.goto(`${server.url}/dashboard/ielts/speaking`);
    const card = page.getByTestId('ielts-test-card').first();
    await card.getByTestId('attempts-line').filter({ hasText: 'Đã làm 2 lần' }).waitFor();
    expect(await card.getByTestId('best-badge').textContent()).toBe('Cao nhất: 3,8/5');
    await page.goto(`${server.url}/dashboard/ielts`);
    await page.getByTestId('hub-speaking-avg').filter({ hasText: '3,8/5' }).waitFor();
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
    expect(errors).toEqual([]);
  });
});
