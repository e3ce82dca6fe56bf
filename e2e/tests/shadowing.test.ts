/**
 * Shadowing in the listening library (issue 23 §4). At 1366 px, with a stand-in for the
 * browser's SpeechRecognition (installed by an init script: headless Chromium has no
 * recognition service) that hears sentence 4 of 'Nice to Meet You' without its "a": the learner
 * turns 'Luyện nói theo' on, opens the sentence's panel from the keyboard, plays the sentence
 * (its stretch of the audio, the player paused), says it, and sees "a" marked as missed, the
 * score 4/5, and plays back both the sentence and their own voice (Chromium's fake microphone:
 * e2e/helpers/browser.ts); at 360 px in dark mode, a word heard as another is shown with what
 * was heard. Then on a 360 px phone in dark mode with no SpeechRecognition at
 * all: the panel says so, records the voice and plays it back. Last, in the review of a
 * Listening practice attempt, Part 1's transcript offers the same, timed by
 * content/audio/listening-timings.json ("I'm" heard as "I am" is no mistake).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, viewportScreenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun, signedUpPage } from '../helpers/learner.ts';
import { ROOT, type RunningServer } from '../helpers/server.ts';
import { turnSentences } from '../../content/lesson-sentences.ts';

const LESSON = 'a1-001';
/** Sentence 4 of the lesson and what the stand-in hears of it. */
const SENTENCE = { index: 3, text: 'Are you a new student?' };
const HEARD = 'are you new student';
const readTimings = (file: string) =>
  JSON.parse(readFileSync(join(ROOT, 'content/audio', file), 'utf8')) as Record<string, number[]>;
const starts = readTimings('timings.json')[LESSON]!;
/** Listening Test 1, Part 1: its timings, and the sentences before its second turn's second. */
const part1 = (
  JSON.parse(readFileSync(join(ROOT, 'content/ielts/listening/listening-1.json'), 'utf8')) as {
    sections: { introduction: string; script: { text: string }[] }[];
  }
).sections[0]!;
const PART1_STARTS = readTimings('listening-timings.json')['listening-1-1']!;
const REVIEW_SENTENCE = {
  text: "I'm calling about your evening classes.",
  index: turnSentences(part1.introduction).length + turnSentences(part1.script[0]!.text).length + 1,
};

/**
 * Runs in the page: a SpeechRecognition that hears window.__heard (an interim piece after
 * 300 ms, the whole as final 500 ms after the interim piece shows, then ends as Chrome's does
 * after a silence).
 */
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
    private emit(text: string, isFinal: boolean) {
      const result = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal });
      this.onresult?.({ results: [result] });
    }
    start() {
      (w.__recognitionLangs as string[]).push(this.lang);
      const heard = String(w.__heard ?? '');
      const interim = heard.split(' ').slice(0, 2).join(' ');
      const finish = () => {
        this.emit(heard, true);
        this.onend?.();
      };
      // The final result comes 500 ms after the interim piece is on screen (at most 3 s after
      // it was sent), so a slow machine that runs both timers at once cannot skip the interim.
      const sentAt = Date.now();
      const afterInterimShown = () => {
        const live = document.querySelector('[data-testid="shadow-live"]');
        if (live?.textContent?.includes(interim) || Date.now() - sentAt > 3000) {
          this.timers.push(window.setTimeout(finish, 500));
        } else {
          this.timers.push(window.setTimeout(afterInterimShown, 50));
        }
      };
      this.timers = [
        window.setTimeout(() => {
          this.emit(interim, false);
          afterInterimShown();
        }, 300),
      ];
    }
    stop() {
      this.timers.forEach((id) => window.clearTimeout(id));
      this.onend?.();
    }
    abort() {
      this.timers.forEach((id) => window.clearTimeout(id));
    }
  }
  w.SpeechRecognition = FakeRecognition;
  w.webkitSpeechRecognition = FakeRecognition;
}

/** Runs in the page: a browser without speech recognition (Firefox's case). */
function noRecognition() {
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
    Object.defineProperty(window, name, { value: undefined, configurable: true });
  }
}

type AudioState = { currentTime: number; paused: boolean; src: string; played: number };
/** The state of the <audio> element with test id `testId`. */
const audioState = (page: Page, testId: string): Promise<AudioState> =>
  page.evaluate((id) => {
    const a = document.querySelector(`[data-testid="${id}"]`) as HTMLAudioElement;
    return { currentTime: a.currentTime, paused: a.paused, src: a.src, played: a.played.length };
  }, testId);

describe('shadowing', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Người nói theo' },
      { width: 1366, height: 900 },
    ));
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('marks the word recognition did not hear, and replays the sentence and the voice', async () => {
    await page.context().addInitScript(fakeRecognition);
    await page.goto(`${server.url}/dashboard/radio/play/${LESSON}`);
    await page.getByTestId('transcript-toggle').click();
    await page.getByTestId('transcript-sentence').first().waitFor();
    expect(await page.getByTestId('shadow-sentence-button').count()).toBe(0);
    await page.getByRole('button', { name: 'Luyện nói theo' }).click();
    expect(await page.getByTestId('shadow-sentence-button').count()).toBe(starts.length);

    // from the keyboard: the sentence's microphone opens its panel, focus on 'Nghe câu mẫu'
    const mic = page.getByRole('button', { name: `Luyện nói theo câu: ${SENTENCE.text}` });
    await mic.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('shadow-panel');
    expect(await panel.getByTestId('shadow-sentence').textContent()).toBe(SENTENCE.text);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Nghe câu mẫu');

    // the sentence plays from its start and stops at the next one's
    await page.keyboard.press('Enter');
    await expect
      .poll(() => audioState(page, 'shadow-audio'), { timeout: 15_000 })
      .toMatchObject({ paused: false });
    const playing = await audioState(page, 'shadow-audio');
    expect(playing.currentTime).toBeGreaterThanOrEqual(starts[3]! - 0.05);
    await expect
      .poll(async () => (await audioState(page, 'shadow-audio')).paused, { timeout: 15_000 })
      .toBe(true);
    const stopped = await audioState(page, 'shadow-audio');
    expect(stopped.currentTime).toBeGreaterThanOrEqual(starts[4]! - 0.05);
    expect(stopped.currentTime).toBeLessThan(starts[4]! + 0.5);
    expect((await audioState(page, 'player-audio')).paused).toBe(true);

    // saying it: the stand-in hears it without "a"
    await page.evaluate(
      (heard) => ((window as unknown as { __heard: string }).__heard = heard),
      HEARD,
    );
    await panel.getByRole('button', { name: 'Nói theo' }).click();
    await panel.getByTestId('shadow-live').filter({ hasText: 'are you' }).waitFor();
    await panel.getByTestId('shadow-result').waitFor({ timeout: 15_000 });
    expect(
      await page.evaluate(
        () => (window as unknown as { __recognitionLangs: string[] }).__recognitionLangs,
      ),
    ).toEqual(['en-GB']);
    const words = panel.getByTestId('shadow-word');
    expect(
      await words.evaluateAll((els) => els.map((el) => el.getAttribute('data-status'))),
    ).toEqual(['matched', 'matched', 'missed', 'matched', 'matched']);
    expect(await words.nth(2).textContent()).toBe('a (bỏ sót)');
    expect(await panel.getByTestId('shadow-score').textContent()).toBe('Khớp 4/5 từ (80%)');
    expect(await panel.getByTestId('shadow-heard').textContent()).toBe(`Máy nghe được: ${HEARD}`);
    await screenshot(page, '240-shadowing-result-1366');

    // replay of both: the sentence again, then the learner's own recording
    await panel.getByRole('button', { name: 'Nghe lại câu mẫu' }).click();
    await expect
      .poll(async () => (await audioState(page, 'shadow-audio')).paused, { timeout: 15_000 })
      .toBe(false);
    await panel.getByRole('button', { name: 'Nghe lại giọng bạn' }).click();
    await expect
      .poll(() => audioState(page, 'shadow-audio'), { timeout: 15_000 })
      .toMatchObject({ src: expect.stringMatching(/^blob:/), played: 1 });

    // Escape closes the panel and gives the focus back to the sentence's microphone
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await mic.evaluate((el) => el === document.activeElement)).toBe(true);

    // on a 360 px phone in dark mode: a word heard as another, and an extra word
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    await mic.click();
    await page.evaluate(
      () => ((window as unknown as { __heard: string }).__heard = 'are you a knew student please'),
    );
    await panel.getByRole('button', { name: 'Nói theo' }).click();
    await panel.getByTestId('shadow-result').waitFor({ timeout: 15_000 });
    expect(await words.nth(3).textContent()).toBe('new→ knew (máy nghe thành “knew”)');
    expect(await panel.getByTestId('shadow-extra').textContent()).toBe('Từ nói thêm: please');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await panel.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '245-shadowing-substituted-360-dark');
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(errors).toEqual([]);
  });

  it('shadows a sentence of a Listening transcript in the review of an attempt', async () => {
    const sent = await page.request.post(`${server.url}/api/ielts/listening/1/attempts`, {
      headers: { origin: server.url },
      data: { answers: {}, timeTakenSeconds: 1800, mode: 'practice' },
    });
    expect(sent.status()).toBe(201);
    const { result } = (await sent.json()) as { result: { id: string } };
    await page.goto(`${server.url}/dashboard/ielts/results/${result.id}`);
    const transcript = page.getByTestId('transcript-1');
    await transcript.getByRole('button', { name: 'Luyện nói theo' }).click();
    await transcript
      .getByRole('button', { name: `Luyện nói theo câu: ${REVIEW_SENTENCE.text}` })
      .click();
    const panel = transcript.getByTestId('shadow-panel');
    await panel.getByRole('button', { name: 'Nghe câu mẫu' }).click();
    await expect
      .poll(async () => (await audioState(page, 'shadow-audio')).currentTime, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(PART1_STARTS[REVIEW_SENTENCE.index]! - 0.05);
    await page.evaluate(
      () =>
        ((window as unknown as { __heard: string }).__heard = 'I am calling about evening classes'),
    );
    await panel.getByRole('button', { name: 'Nói theo' }).click();
    await panel.getByTestId('shadow-result').waitFor({ timeout: 15_000 });
    const words = panel.getByTestId('shadow-word');
    expect(
      await words.evaluateAll((els) => els.map((el) => el.getAttribute('data-status'))),
    ).toEqual(['matched', 'matched', 'matched', 'missed', 'matched', 'matched']);
    expect(await panel.getByTestId('shadow-score').textContent()).toBe('Khớp 5/6 từ (83%)');
    await panel.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '244-shadowing-listening-review-1366');
    expect(errors).toEqual([]);
  });

  it('without speech recognition, says so and plays back the recording at 360 px, dark', async () => {
    const phone = await signedUpPage(
      browser,
      server.url,
      { name: 'Nói theo điện thoại' },
      { width: 360, height: 780 },
    );
    const p = phone.page;
    await p.addInitScript(noRecognition);
    await p.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    await p.goto(`${server.url}/dashboard/radio/play/${LESSON}`);
    await p.getByTestId('transcript-toggle').click();
    await p.getByTestId('shadow-toggle').click();
    await p.getByRole('button', { name: `Luyện nói theo câu: ${SENTENCE.text}` }).click();
    const panel = p.getByTestId('shadow-panel');
    await panel.getByRole('button', { name: 'Nói theo' }).click();
    await panel.getByText('Đang ghi âm… Nói xong, bấm Dừng.').waitFor();
    await viewportScreenshot(p, '241-shadowing-recording-360-dark');
    await panel.getByRole('button', { name: 'Dừng' }).click();
    const fallback = panel.getByTestId('shadow-fallback');
    await fallback.waitFor({ timeout: 15_000 });
    expect(await fallback.textContent()).toMatch(/không nhận dạng được giọng nói/);
    expect(await panel.getByTestId('shadow-result').count()).toBe(0);
    await panel.getByRole('button', { name: 'Nghe lại giọng bạn' }).click();
    await expect
      .poll(() => audioState(p, 'shadow-audio'), { timeout: 15_000 })
      .toMatchObject({ src: expect.stringMatching(/^blob:/), played: 1 });
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await panel.scrollIntoViewIfNeeded();
    await viewportScreenshot(p, '242-shadowing-fallback-360-dark');
    await screenshot(p, '243-shadowing-fallback-360-dark-page');
    expect(phone.errors).toEqual([]);
    await p.context().close();
  });
});
