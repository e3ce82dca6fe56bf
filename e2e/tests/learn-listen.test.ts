/**
 * Learn mode's third step (issue 21 §1) where the browser can speak English: a fake
 * speechSynthesis with an English voice (e2e/helpers/fake-speech.ts; headless Chromium has
 * none). A 2-card set climbs choice → written → listen: the listen step says the term (the
 * learner reads nothing of it on screen) and the typed term masters the card.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewportScreenshot } from '../helpers/browser.ts';
import { installFakeSpeech, type Spoken } from '../helpers/fake-speech.ts';
import { closeLearnerRun, openLearnerRun, type LearnerRun } from '../helpers/learner.ts';

const CARDS = [
  { front: 'harbour', back: 'bến cảng' },
  { front: 'island', back: 'hòn đảo' },
];
const backOf = (front: string) => CARDS.find((card) => card.front === front)!.back;

describe('Learn mode with an English voice', () => {
  let run: LearnerRun;
  let page: Page;
  let setId: string;

  beforeAll(async () => {
    run = await openLearnerRun({ name: 'Nghe Từ' }, { width: 360, height: 740 });
    page = run.page;
    await page.addInitScript(installFakeSpeech);
    const created = await page.request.post(`${run.server.url}/api/sets`, {
      headers: { origin: run.server.url },
      data: { title: 'Biển', cards: CARDS },
    });
    expect(created.status()).toBe(201);
    setId = ((await created.json()) as { set: { id: string } }).set.id;
  });

  afterAll(() => closeLearnerRun(run?.server, run?.browser));

  const step = (name: string) => page.getByTestId('learn-step').filter({ hasText: name }).waitFor();
  const right = () =>
    page.getByTestId('learn-feedback').filter({ hasText: 'Chính xác!' }).waitFor();
  const next = () => page.getByRole('button', { name: 'Tiếp tục' }).click();
  const lastSpoken = () =>
    page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken.at(-1) ?? null);

  it('asks the third step by ear and masters each card with the typed term', async () => {
    await page.goto(`${run.server.url}/dashboard/flashcards/learn/${setId}`);
    // round 1: choices; round 2: written meanings
    for (let i = 0; i < CARDS.length; i += 1) {
      await step('Chọn nghĩa đúng');
      const front = (await page.getByTestId('learn-prompt').textContent()) ?? '';
      await page
        .getByTestId('learn-options')
        .getByRole('button', { name: backOf(front) })
        .click();
      await right();
      await next();
    }
    await page.getByRole('button', { name: 'Vòng tiếp theo' }).click();
    for (let i = 0; i < CARDS.length; i += 1) {
      await step('Nhập nghĩa của từ');
      const front = (await page.getByTestId('learn-prompt').textContent()) ?? '';
      await page.getByLabel('Câu trả lời của bạn').fill(backOf(front));
      await page.getByRole('button', { name: 'Kiểm tra' }).click();
      await right();
      await next();
    }
    await page.getByRole('button', { name: 'Vòng tiếp theo' }).click();

    // round 3: listen and type the word heard
    const heard: string[] = [];
    for (let i = 0; i < CARDS.length; i += 1) {
      await step('Nghe và nhập từ bạn nghe được');
      await expect.poll(lastSpoken, { timeout: 15_000 }).not.toBeNull();
      const spoken = (await lastSpoken())!;
      expect(spoken.lang).toMatch(/^en/);
      expect(CARDS.map((card) => card.front)).toContain(spoken.text);
      expect(await page.getByTestId('learn-step').textContent()).not.toContain(spoken.text);
      if (i === 0) await viewportScreenshot(page, '206-learn-listen-360');
      heard.push(spoken.text);
      await page.getByLabel('Câu trả lời của bạn').fill(spoken.text);
      await page.getByRole('button', { name: 'Kiểm tra' }).click();
      await right();
      await next();
    }
    expect(heard.sort()).toEqual(['harbour', 'island']);
    await page
      .getByTestId('learn-mastered-set')
      .filter({ hasText: 'Bạn đã thuộc cả bộ thẻ!' })
      .waitFor();
  });
});
