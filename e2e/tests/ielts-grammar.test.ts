/**
 * IELTS Writing grammar feedback (issue 23 §3): the server runs with LANGUAGETOOL_URL pointing
 * at a fake LanguageTool served from this test on 127.0.0.1, which answers LanguageTool's real
 * response shape (`matches` with offset, length, message, replacements and rule category). A
 * learner writes a short essay with an article mistake in Writing Test 1 and submits it; the
 * essay shows the mistake underlined, and focusing it (keyboard) shows LanguageTool's message and
 * its suggestion; the grammar section names LanguageTool and gives counts per 100 words. Then
 * LanguageTool answers 500: the next essay is checked offline and the page says so. Then its
 * message and suggestion are one unbroken word of 100,000 and 10,000 characters (issue 34 item
 * 27): the server keeps 500 and 100 of them, and neither the submitted page nor the result page
 * gets wider than the screen. Screens at 360 px and 1366 px, light and dark.
 */
import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, signedUpPage } from '../helpers/learner.ts';
import { submitEssay } from '../helpers/ielts-attempts.ts';
import { closeFake, listenFake, startServer, type RunningServer } from '../helpers/server.ts';

const ESSAY =
  'Working from home is a important change for many companies. Employees save time, and employers save money on offices.';
const MESSAGE =
  'Use “an” instead of ‘a’ if the following word starts with a vowel sound, e.g. ‘an article’, ‘an hour’.';

/** A message without a space, 100,000 characters (issue 34 item 27; the server keeps 500). */
const LONG_MESSAGE = `Unbroken${'x'.repeat(100_000)}`;
const LONG_SUGGESTION = `an${'y'.repeat(10_000)}`;

/**
 * LanguageTool's answer for "a important" wherever it occurs (its real shape, abridged); with
 * `long`, its message and suggestion are one unbroken word each.
 */
function check(text: string, long = false) {
  const matches = [];
  for (let at = text.indexOf('a important'); at >= 0; at = text.indexOf('a important', at + 1)) {
    matches.push({
      message: long ? LONG_MESSAGE : MESSAGE,
      shortMessage: 'Wrong article',
      replacements: [{ value: long ? LONG_SUGGESTION : 'an' }],
      offset: at,
      length: 1,
      context: {
        text: text.slice(Math.max(0, at - 20), at + 21),
        offset: Math.min(at, 20),
        length: 1,
      },
      sentence: text.slice(0, text.indexOf('.') + 1),
      type: { typeName: 'Other' },
      rule: {
        id: 'EN_A_VS_AN',
        description: 'Use of ‘a’ vs. ‘an’',
        issueType: 'misspelling',
        category: { id: 'MISC', name: 'Miscellaneous' },
      },
      ignoreForIncompleteSentence: false,
      contextForSureMatch: 1,
    });
  }
  return {
    software: { name: 'LanguageTool', version: '6.6', apiVersion: 1, premium: false, status: '' },
    warnings: { incompleteResults: false },
    language: { name: 'English (GB)', code: 'en-GB' },
    matches,
  };
}

describe('IELTS writing grammar feedback through LanguageTool', () => {
  let languageTool: http.Server;
  let failing = false;
  let long = false;
  const received: URLSearchParams[] = [];
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    languageTool = http.createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        received.push(form);
        if (req.method !== 'POST' || req.url !== '/v2/check' || failing) {
          res.writeHead(failing ? 500 : 404, { 'content-type': 'text/plain' });
          res.end('Error');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(check(form.get('text') ?? '', long)));
      });
    });
    const fakeUrl = await listenFake(languageTool);
    server = await startServer({
      LANGUAGETOOL_URL: fakeUrl,
      LANGUAGETOOL_TIMEOUT_MS: '3000',
    });
    browser = await launchBrowser();
    ({ page, errors } = await signedUpPage(
      browser,
      server.url,
      { name: 'Người viết' },
      { width: 360, height: 780 },
    ));
  });

  afterAll(async () => {
    await closeLearnerRun(server, browser);
    await closeFake(languageTool);
  });

  const writeAndSubmit = (testName: RegExp) => submitEssay(page, server.url, testName, ESSAY);

  it('underlines LanguageTool’s match and shows its message and suggestion on focus', async () => {
    await writeAndSubmit(/^Bắt đầu Writing Test 1:/);
    expect(received.at(-1)?.get('language')).toBe('en-GB');
    expect(received.at(-1)?.get('text')).toBe(ESSAY);

    expect(await page.getByTestId('grammar-source').textContent()).toBe(
      'Kiểm tra bằng LanguageTool',
    );
    const underline = page.getByTestId('grammar-underline');
    expect(await underline.count()).toBe(1);
    expect(await underline.textContent()).toBe('a');
    expect(await underline.getAttribute('data-group')).toBe('grammar');
    expect(await page.getByTestId('essay-text').textContent()).toBe(ESSAY);

    // keyboard: Tab reaches the underline and shows its comment
    await underline.focus();
    const detail = page.getByTestId('grammar-detail');
    await detail.getByTestId('grammar-message').waitFor();
    expect(await detail.getByTestId('grammar-message').textContent()).toContain(MESSAGE);
    expect(await detail.getByTestId('grammar-suggestions').textContent()).toBe('Gợi ý: an');
    expect(await underline.getAttribute('aria-expanded')).toBe('true');

    // 19 words, one grammar match: 5,3 per 100 words
    expect(await page.getByTestId('grammar-counts').textContent()).toContain('5,3 / 100 từ');
    const group = page.locator('[data-testid="grammar-group"][data-group="grammar"]');
    expect(await group.textContent()).toContain('1 chỗ');
    expect(await group.textContent()).toContain(MESSAGE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, '220-ielts-grammar-languagetool-360');
    expect(errors).toEqual([]);
  });

  it('checks offline when LanguageTool fails, and says so; 1366 px, dark too', async () => {
    failing = true;
    await page.setViewportSize({ width: 1366, height: 900 });
    await writeAndSubmit(/^Bắt đầu Writing Test 2:/);
    expect(await page.getByTestId('grammar-source').textContent()).toBe('Kiểm tra ngoại tuyến');
    expect(await page.getByTestId('grammar-fallback').textContent()).toBe(
      'LanguageTool không kiểm tra được lúc này nên bài được kiểm tra ngoại tuyến.',
    );
    const underline = page.getByTestId('grammar-underline');
    expect(await underline.textContent()).toBe('a');
    await underline.click();
    expect(
      await page.getByTestId('grammar-detail').getByTestId('grammar-message').textContent(),
    ).toBe('Dùng “an” thay cho “a”: chọn a hay an theo âm đầu của từ sau (an hour, a university).');
    await screenshot(page, '221-ielts-grammar-offline-1366');
    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    await screenshot(page, '222-ielts-grammar-offline-1366-dark');
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
    expect(errors).toEqual([]);
  });

  it('wraps a long unbroken message and suggestion: the page keeps its width (issue 34 item 27)', async () => {
    failing = false;
    long = true;
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.setViewportSize({ width: 360, height: 780 });
    await writeAndSubmit(/^Bắt đầu Writing Test 3:/);
    expect(await page.getByTestId('grammar-source').textContent()).toBe(
      'Kiểm tra bằng LanguageTool',
    );
    const underline = page.getByTestId('grammar-underline');
    await underline.focus();
    const message = page.getByTestId('grammar-detail').getByTestId('grammar-message');
    await message.waitFor();
    // the server kept 500 characters of it, the last an ellipsis
    const shown = (await message.locator('span[lang="en"]').textContent()) ?? '';
    expect(shown).toHaveLength(500);
    expect(shown.startsWith('Unbrokenxxx')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(await width()).toBeLessThanOrEqual(360);
    const detailBox = await page.getByTestId('grammar-detail').boundingBox();
    expect(detailBox!.x + detailBox!.width).toBeLessThanOrEqual(360);
    await screenshot(page, '223-ielts-grammar-long-message-360');
    // the result page, where the probe measured 26.8 million px
    await page.getByRole('link', { name: 'Xem trang kết quả' }).click();
    await page.waitForURL(/\/dashboard\/ielts\/results\//);
    await underline.focus();
    await message.waitFor();
    expect(await width()).toBeLessThanOrEqual(360);
    await screenshot(page, '224-ielts-grammar-long-message-result-360');
    await page.setViewportSize({ width: 1366, height: 900 });
    await underline.focus();
    expect(await width()).toBeLessThanOrEqual(1366);
    await screenshot(page, '225-ielts-grammar-long-message-result-1366');
    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    expect(await width()).toBeLessThanOrEqual(1366);
    await screenshot(page, '226-ielts-grammar-long-message-result-1366-dark');
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
    long = false;
    expect(errors).toEqual([]);
  });
});
