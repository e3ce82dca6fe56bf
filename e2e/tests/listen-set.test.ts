/**
 * "Listen to a whole set" (issue 21 §5), as a learner on a 360 px phone: from the set card's
 * "Nghe", play; each term is said in English, then after the pause its meaning in Vietnamese
 * and shown; pause, next/previous with buttons and arrow keys, Space, a faster speed (the rate
 * the utterances carry), repeat wrapping to the first card, and the Media Session's metadata and
 * action handlers (the lock screen's controls). A browser with no voice says so and still moves
 * through the cards on the timer. Screenshots at 360 and 1366 px, light and dark.
 *
 * Headless Chromium has no voices: a deterministic fake speechSynthesis (an init script) records
 * every utterance (text, lang, rate) in window.__spoken and ends each one 150 ms after it starts;
 * it offers an en-US and a vi-VN voice after a 'voiceschanged'. It stands in for the browser's
 * API only. Media Session handlers are recorded as the page sets them, to be called as a lock
 * screen would.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, viewportScreenshot, watchErrors } from '../helpers/browser.ts';
import { installFakeSpeech, type Spoken } from '../helpers/fake-speech.ts';
import { closeLearnerRun, openLearnerRun, type LearnerRun } from '../helpers/learner.ts';

const CARDS = [
  { front: 'evidence', back: 'bằng chứng, chứng cứ' },
  { front: 'journey', back: 'chuyến đi' },
  { front: 'ticket', back: 'vé' },
];

/** Runs in the page before its scripts: a record of the Media Session's action handlers. */
function installMediaHandlers() {
  const w = window as unknown as Record<string, unknown>;
  const handlers: Record<string, (() => void) | null> = {};
  w.__mediaHandlers = handlers;
  const session = navigator.mediaSession;
  const set = session.setActionHandler.bind(session);
  session.setActionHandler = (action, handler) => {
    handlers[action] = handler as (() => void) | null;
    set(action, handler);
  };
}

describe('Listen to a whole set', () => {
  let run: LearnerRun;
  let page: Page;

  beforeAll(async () => {
    run = await openLearnerRun({ name: 'Nghe Cả Bộ' }, { width: 360, height: 740 });
    page = run.page;
    await page.addInitScript(installFakeSpeech);
    await page.addInitScript(installMediaHandlers);
    const created = await page.request.post(`${run.server.url}/api/sets`, {
      headers: { origin: run.server.url },
      data: { title: 'Đi lại', cards: CARDS },
    });
    expect(created.status()).toBe(201);
  });

  afterAll(() => closeLearnerRun(run?.server, run?.browser));

  const spoken = () => page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
  const said = async () => (await spoken()).map((s) => `${s.text}|${s.lang}|${s.rate}|${s.voice}`);
  const position = (text: string) =>
    page.getByTestId('listen-position').filter({ hasText: text }).waitFor();
  const term = (text: string) =>
    page
      .getByTestId('listen-term')
      .filter({ hasText: new RegExp(`^${text}$`) })
      .waitFor();
  const currentPosition = async () =>
    Number(((await page.getByTestId('listen-position').textContent()) ?? '').split(' / ')[0]);
  const playButton = () => page.getByTestId('listen-play');
  const mediaSession = () =>
    page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title ?? null,
      artist: navigator.mediaSession.metadata?.artist ?? null,
      album: navigator.mediaSession.metadata?.album ?? null,
      state: navigator.mediaSession.playbackState,
    }));
  const callHandler = (action: string) =>
    page.evaluate((a) => {
      const handlers = (window as unknown as { __mediaHandlers: Record<string, () => void> })
        .__mediaHandlers;
      handlers[a]!();
    }, action);

  it('plays term in English, the pause, the meaning in Vietnamese, card after card', async () => {
    await page.goto(`${run.server.url}/dashboard/flashcards`);
    await page
      .getByTestId('set-card')
      .filter({ hasText: 'Đi lại' })
      .getByRole('link', { name: 'Nghe', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Nghe cả bộ: Đi lại' }).waitFor();
    await position('1 / 3');
    await term('evidence');
    await page.getByTestId('listen-meaning-hidden').waitFor();
    // on a 360 px phone the play button is on screen without scrolling
    const box = (await playButton().boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(await playButton().getAttribute('aria-label')).toBe('Phát');
    await viewportScreenshot(page, '210-listen-360');

    await page.getByLabel('Khoảng nghỉ').selectOption('1');
    await page.getByRole('button', { name: 'Phát' }).click();
    await page.getByTestId('listen-meaning').filter({ hasText: 'bằng chứng, chứng cứ' }).waitFor();
    await term('journey');
    await page.getByTestId('listen-meaning').filter({ hasText: 'chuyến đi' }).waitFor();
    expect((await said()).slice(0, 3)).toEqual([
      'evidence|en-US|1|en-US',
      'bằng chứng, chứng cứ|vi-VN|1|vi-VN',
      'journey|en-US|1|en-US',
    ]);

    // pause (where it is now: card 2, or 3 on a slow machine); the lock screen names the term
    await page.getByRole('button', { name: 'Tạm dừng' }).click();
    await page.getByRole('button', { name: 'Phát' }).waitFor();
    const n = await currentPosition();
    await expect
      .poll(() => mediaSession(), { timeout: 15_000 })
      .toEqual({
        title: CARDS[n - 1]!.front,
        artist: 'Đi lại',
        album: 'IELTS Study',
        state: 'paused',
      });

    // next and previous, by buttons and arrow keys, wrap and stay paused
    await page.getByRole('button', { name: 'Thẻ sau' }).click();
    await position(`${(n % 3) + 1} / 3`);
    await term(CARDS[n % 3]!.front);
    await page.getByTestId('listen-meaning-hidden').waitFor();
    await page.getByRole('button', { name: 'Thẻ trước' }).click();
    await position(`${n} / 3`);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await position(`${(n % 3) + 1} / 3`);
    for (let k = (n % 3) + 1; k > 1; k -= 1) await page.keyboard.press('ArrowLeft');
    await position('1 / 3');
    await term('evidence');
    expect(await playButton().getAttribute('aria-label')).toBe('Phát');

    // faster: the utterances carry the rate; Space plays and pauses
    const before = (await spoken()).length;
    await page.getByRole('button', { name: '1,25×' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Tạm dừng' }).waitFor();
    await page.getByTestId('listen-meaning').filter({ hasText: 'bằng chứng, chứng cứ' }).waitFor();
    await expect
      .poll(async () => (await said()).slice(before, before + 2), { timeout: 15_000 })
      .toEqual(['evidence|en-US|1.25|en-US', 'bằng chứng, chứng cứ|vi-VN|1.25|vi-VN']);
    await screenshot(page, '211-listen-playing-360');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Phát' }).waitFor();
    expect(run.errors).toEqual([]);
  });

  it('repeats the set from its first card, and answers the lock screen controls', async () => {
    await page.getByRole('button', { name: 'Lặp lại cả bộ' }).click();
    expect(
      await page.getByRole('button', { name: 'Lặp lại cả bộ' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // the media session's handlers, as a lock screen calls them (paused: nothing moves alone)
    const n = await currentPosition();
    await callHandler('nexttrack');
    await position(`${(n % 3) + 1} / 3`);
    await expect
      .poll(async () => (await mediaSession()).title, { timeout: 15_000 })
      .toBe(CARDS[n % 3]!.front);
    await callHandler('previoustrack');
    await position(`${n} / 3`);
    while ((await currentPosition()) !== 3) await callHandler('nexttrack');
    await term('ticket');
    await expect.poll(async () => (await mediaSession()).title, { timeout: 15_000 }).toBe('ticket');

    // play from the last card: after its meaning, repeat wraps to the first card
    const before = (await spoken()).length;
    await callHandler('play');
    await page.getByRole('button', { name: 'Tạm dừng' }).waitFor();
    await page.getByTestId('listen-meaning').filter({ hasText: 'vé' }).waitFor();
    await term('evidence');
    await expect
      .poll(async () => (await said()).slice(before, before + 3).map((s) => s.split('|')[0]), {
        timeout: 15_000,
      })
      .toEqual(['ticket', 'vé', 'evidence']);
    await callHandler('pause');
    await page.getByRole('button', { name: 'Phát' }).waitFor();
    await expect.poll(() => mediaSession(), { timeout: 15_000 }).toMatchObject({ state: 'paused' });

    // screenshots: 360 dark, 1366 dark and light
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await viewportScreenshot(page, '212-listen-360-dark');
    await page.setViewportSize({ width: 1366, height: 768 });
    await viewportScreenshot(page, '213-listen-1366-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await viewportScreenshot(page, '214-listen-1366');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(run.errors).toEqual([]);
  });

  it('without any voice says so and shows the cards moving on the timer', async () => {
    // another tab without the fake: headless Chromium's own speech, which has no voice
    const bare = await page.context().newPage();
    const errors = watchErrors(bare);
    await bare.goto(`${run.server.url}/dashboard/flashcards`);
    await bare
      .getByTestId('set-card')
      .filter({ hasText: 'Đi lại' })
      .getByRole('link', { name: 'Nghe', exact: true })
      .click();
    await bare.getByTestId('listen-no-english').waitFor();
    expect(await bare.getByTestId('listen-no-english').textContent()).toContain(
      'không có giọng đọc tiếng Anh',
    );
    await bare.getByRole('button', { name: 'Phát' }).click();
    await bare.getByTestId('listen-meaning').filter({ hasText: 'bằng chứng, chứng cứ' }).waitFor();
    await bare.getByTestId('listen-position').filter({ hasText: '2 / 3' }).waitFor();
    await screenshot(bare, '215-listen-no-voice-360');
    await bare.close();
    expect(errors).toEqual([]);
    expect(run.errors).toEqual([]);
  });
});
