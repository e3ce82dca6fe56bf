/**
 * Translator (issue 9; spec §2, §5, §8; issue 18 §4): a learner translates a phrase with the
 * offline glossary provider, swaps the direction and translates back, sees a sentence labelled
 * as a word-by-word gloss (lemmatised: went → đi) with each word linked to its dictionary entry,
 * and the failure text (now Vietnamese) when the request fails.
 * Empty input clears the output and makes no call.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun, signedUpPage } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

describe('translator', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let calls = 0;

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun({ name: 'Dịch' }));
    page.on('request', (request) => {
      if (request.url().endsWith('/api/translate') && request.method() === 'POST') calls += 1;
    });
  });

  afterAll(() => closeLearnerRun(server, browser));

  const output = () => page.getByTestId('translation');
  const translateButton = () => page.getByRole('button', { name: 'Dịch', exact: true });

  it('translates a phrase EN → VI, swaps, and translates VI → EN', async () => {
    await page.goto(`${server.url}/dashboard/translator`);
    await page.getByRole('heading', { name: 'Dịch Anh ↔ Việt' }).waitFor();
    expect(await translateButton().isDisabled()).toBe(true);
    await page.getByLabel('Tiếng Anh (EN)').fill('look after');
    await translateButton().click();
    await expect.poll(() => output().inputValue()).toContain('chăm sóc');
    expect(await output().getAttribute('readonly')).not.toBeNull();
    await screenshot(page, '90-translator-1366');

    await page.getByRole('button', { name: 'Đổi chiều dịch' }).click();
    // the translation moves into the input, now Vietnamese
    expect(await page.getByLabel('Tiếng Việt (VI)').inputValue()).toContain('chăm sóc');
    await page.getByLabel('Tiếng Việt (VI)').fill('môi trường');
    await page.getByLabel('Tiếng Việt (VI)').press('Control+Enter');
    await expect.poll(() => output().inputValue()).toContain('environment');
    expect(errors).toEqual([]);
  });

  it('clears the output without a call when the input is emptied', async () => {
    const before = calls;
    await page.getByLabel('Tiếng Việt (VI)').fill('   ');
    expect(await output().inputValue()).toBe('');
    expect(await translateButton().isDisabled()).toBe(true);
    await page.getByLabel('Tiếng Việt (VI)').press('Control+Enter');
    expect(calls).toBe(before);
  });

  it('says when a whole sentence needs a translation engine', async () => {
    await page.getByRole('button', { name: 'Đổi chiều dịch' }).click();
    await page.getByLabel('Tiếng Anh (EN)').fill('We must protect the environment.');
    await translateButton().click();
    await page.getByTestId('partial-notice').waitFor();
    expect(await output().inputValue()).toContain('môi trường');
  });

  it('labels a sentence as a word-by-word gloss, lemmatised, each word linked to the dictionary', async () => {
    await page.getByLabel('Tiếng Anh (EN)').fill('I went to the library yesterday.');
    await translateButton().click();
    const notice = page.getByTestId('partial-notice');
    await notice
      .getByRole('heading', { name: 'Dịch từng từ (chưa phải bản dịch cả câu)' })
      .waitFor();
    // not "Tôi went đến thư viện hôm qua."
    await expect.poll(() => output().inputValue()).toMatch(/^Tôi đi /);
    expect(await output().inputValue()).not.toContain('went');
    const went = page.getByTestId('gloss').getByRole('link', { name: /^went → đi/ });
    await went.waitFor();
    await screenshot(page, '92-translator-gloss-1366');
    await went.click();
    await page.waitForURL(`${server.url}/dashboard/dictionary?word=go`);
    await page.locator('#entry-word').filter({ hasText: /^go$/ }).waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/dashboard/translator`);
    expect(errors).toEqual([]);
  });

  it('shows the spec text when the translation fails', async () => {
    await page.route('**/api/translate', (route) => route.abort('connectionfailed'));
    await page.getByLabel('Tiếng Anh (EN)').fill('environment');
    await translateButton().click();
    await page.getByText('Dịch không thành công. Vui lòng thử lại.').waitFor();
    await page.unroute('**/api/translate');
  });

  it('fits a 360 px phone in dark mode', async () => {
    const { page: phone, errors: phoneErrors } = await signedUpPage(
      browser,
      server.url,
      { name: 'Điện thoại' },
      { width: 360, height: 780 },
    );
    await phone.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    await phone.goto(`${server.url}/dashboard/translator`);
    await phone.getByLabel('Tiếng Anh (EN)').fill('environment');
    await phone.getByRole('button', { name: 'Dịch', exact: true }).click();
    await expect.poll(() => phone.getByTestId('translation').inputValue()).toContain('môi trường');
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(phone, '91-translator-dark-360');
    expect(phoneErrors).toEqual([]);
  });
});
