/**
 * The translator's offer of the browser's own translator (issue 34 §17), against a fake
 * Chrome Translator API (`self.Translator`, injected before the app loads): "Dịch cả câu bằng
 * trình duyệt" appears only where `availability()` answers "available" or "downloadable" — not
 * for "downloading", "unavailable" or no answer at all — translates where the browser does, and
 * gives up with a message after 30 s (the page's clock fast-forwarded, not waited for). And a
 * Vietnamese word typed into the dictionary is sent to the VI → EN translator, not told to
 * check its spelling. In Vietnamese and English, at 1366×768 and 360×640.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchErrors } from '../helpers/browser.ts';
import { setLanguage } from '../helpers/language.ts';
import { signedUpPage } from '../helpers/learner.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

type Mode = 'available' | 'downloadable' | 'downloading' | 'unavailable' | 'never';

/** Installs a fake Translator answering `mode`; `create` translates, or never finishes. */
async function fakeTranslator(context: BrowserContext, mode: Mode, create: 'works' | 'stuck') {
  await context.addInitScript(
    ([availability, creation]) => {
      // what the page asked, for the test to wait on (never a fixed sleep)
      const calls = { availability: 0 };
      (window as unknown as { translatorCalls: typeof calls }).translatorCalls = calls;
      const api = {
        availability: () => {
          calls.availability += 1;
          return availability === 'never' ? new Promise(() => {}) : Promise.resolve(availability);
        },
        create: (options: { monitor?: (m: EventTarget) => void }) => {
          const monitor = new EventTarget();
          options.monitor?.(monitor);
          if (creation === 'stuck') {
            // the language pack starts downloading and never finishes
            setTimeout(() => {
              const event = new Event('downloadprogress') as Event & { loaded: number };
              event.loaded = 0.4;
              monitor.dispatchEvent(event);
            }, 0);
            return new Promise(() => {});
          }
          return Promise.resolve({
            translate: async (text: string) => `[trình duyệt] ${text}`,
            destroy: () => {},
          });
        },
      };
      (window as unknown as { Translator: unknown }).Translator = api;
    },
    [mode, create] as const,
  );
}

const SENTENCE = 'I went to the library yesterday.';
const OFFER = {
  vi: 'Dịch cả câu bằng trình duyệt (trên máy của bạn)',
  en: 'Translate the whole sentence in the browser (on your device)',
};

describe('the browser translator offer', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ page, errors } = await signedUpPage(browser, server.url, { name: 'Dịch' }));
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  /** A page of the signed-in learner in a new context with a fake Translator in `mode`. */
  async function translatorPage(
    mode: Mode,
    create: 'works' | 'stuck' = 'works',
    viewport = { width: 1366, height: 768 },
  ) {
    const context = await newContext(browser, { viewport });
    await context.addCookies(await page.context().cookies());
    await fakeTranslator(context, mode, create);
    const there = await context.newPage();
    return { context, there, errors: watchErrors(there) };
  }

  /** Translates SENTENCE EN → VI with the offline glossary: a word-by-word gloss. */
  async function gloss(there: Page, language: 'vi' | 'en') {
    await there.goto(`${server.url}/dashboard/translator`);
    const input = language === 'vi' ? 'Tiếng Anh (EN)' : 'English (EN)';
    await there.getByLabel(input).fill(SENTENCE);
    await there
      .getByRole('button', { name: language === 'vi' ? 'Dịch' : 'Translate', exact: true })
      .click();
    await there.getByTestId('partial-notice').waitFor();
  }

  it('offers it only for "available" and "downloadable", and translates there', async () => {
    for (const [mode, offered] of [
      ['available', true],
      ['downloadable', true],
      ['downloading', false],
      ['unavailable', false],
      ['never', false],
    ] as const) {
      const { context, there, errors: pageErrors } = await translatorPage(mode);
      await gloss(there, 'vi');
      // the page asked the browser, and had two frames to show what it answered
      await there.waitForFunction(
        () =>
          (window as unknown as { translatorCalls: { availability: number } }).translatorCalls
            .availability > 0,
      );
      await there.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const offer = there.getByRole('button', { name: OFFER.vi });
      if (offered) {
        await offer.waitFor();
        await offer.click();
        await expect
          .poll(() => there.getByTestId('translation').inputValue())
          .toBe(`[trình duyệt] ${SENTENCE}`);
        if (mode === 'available') await screenshot(there, '320-translator-browser-vi-1366');
      } else {
        expect(await offer.count()).toBe(0);
        expect(await there.getByTestId('browser-translate').count()).toBe(0);
        if (mode === 'never') await screenshot(there, '321-translator-no-offer-vi-1366');
      }
      expect({ mode, errors: pageErrors }).toEqual({ mode, errors: [] });
      await context.close();
    }
  });

  it('gives up after 30 s with a message and a way back, in both languages', async () => {
    for (const language of ['vi', 'en'] as const) {
      const viewport =
        language === 'vi' ? { width: 360, height: 640 } : { width: 1366, height: 768 };
      const { context, there } = await translatorPage('downloadable', 'stuck', viewport);
      await there.clock.install();
      await there.goto(`${server.url}/dashboard`);
      if (language === 'en') await setLanguage(there, 'en');
      await gloss(there, language);
      await there.getByRole('button', { name: OFFER[language] }).click();
      const status = there.getByTestId('browser-translate').getByRole('status');
      await status
        .filter({
          hasText: language === 'vi' ? /Đang tải gói ngôn ngữ.*40\s?%/ : /language pack.*40\s?%/,
        })
        .waitFor();
      await there.clock.fastForward(29_000);
      expect(await there.getByRole('alert').count()).toBe(0);
      await there.clock.fastForward(1_000);
      const alert = there.getByTestId('browser-translate').getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(
        language === 'vi'
          ? 'Trình duyệt không dịch xong sau 30 giây.'
          : 'The browser did not finish within 30 seconds.',
      );
      // no spinner left, the offer is back, and the way back to the gloss clears the message
      expect(await status.count()).toBe(0);
      await there.getByRole('button', { name: OFFER[language] }).waitFor();
      await screenshot(there, `322-translator-timeout-${language}-${viewport.width}`);
      await there
        .getByRole('button', {
          name:
            language === 'vi'
              ? 'Dừng và quay lại bản dịch từng từ'
              : 'Stop and go back to the word-by-word gloss',
        })
        .click();
      expect(await alert.count()).toBe(0);
      if (language === 'en') await setLanguage(there, 'vi');
      await context.close();
    }
  });

  it('sends a Vietnamese word typed into the dictionary to the VI → EN translator', async () => {
    await page.goto(`${server.url}/dashboard/dictionary`);
    await page.getByLabel('Từ cần tra').fill('môi trường');
    await page.getByRole('button', { name: 'Tra từ', exact: true }).click();
    const said = page.getByTestId('dictionary-vietnamese');
    await said.waitFor();
    expect(await said.textContent()).toContain('"môi trường" là tiếng Việt');
    expect(await page.getByText(/kiểm tra chính tả/).count()).toBe(0);
    await screenshot(page, '323-dictionary-vietnamese-word');
    await page.getByRole('link', { name: 'Dịch "môi trường" sang tiếng Anh' }).click();
    await page.waitForURL(/\/dashboard\/translator\?/);
    expect(await page.getByLabel('Tiếng Việt (VI)').inputValue()).toBe('môi trường');
    await page.getByRole('button', { name: 'Dịch', exact: true }).click();
    await expect.poll(() => page.getByTestId('translation').inputValue()).toContain('environment');
    // in English too
    await setLanguage(page, 'en');
    await page.goto(`${server.url}/dashboard/dictionary?word=${encodeURIComponent('bảo vệ')}`);
    await page
      .getByTestId('dictionary-vietnamese')
      .filter({ hasText: '"bảo vệ" is Vietnamese' })
      .waitFor();
    await page.getByRole('link', { name: 'Translate "bảo vệ" into English' }).waitFor();
    await screenshot(page, '324-dictionary-vietnamese-word-en');
    await setLanguage(page, 'vi');
    expect(errors).toEqual([]);
  });
});
