/**
 * First contact, as `npm start` runs with no APP_URL: the learner types http://127.0.0.1:PORT
 * (not localhost) and signs up; a deep link opened signed out returns to that page after
 * sign-in, without reloading the app; a rate-limited sign-in says in Vietnamese how many seconds
 * to wait; no English text from a library shows.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchErrors } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

describe('first contact on a loopback address', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let base: string;
  const email = `lan.${Date.now()}@example.com`;
  const password = 'lan-hoc-ielts';

  beforeAll(async () => {
    // APP_URL unset: the server trusts every loopback address of its port
    server = await startServer({ APP_URL: '' });
    base = `http://127.0.0.1:${server.port}`;
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('prints the addresses that work', () => {
    expect(server.output()).toContain(`http://127.0.0.1:${server.port}`);
  });

  it('signs up at http://127.0.0.1 (no "Invalid origin")', async () => {
    await page.goto(`${base}/register`);
    await page.getByLabel('Họ và tên').fill('Nguyễn Lan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByLabel('Xác nhận mật khẩu').fill(password);
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.waitForURL(`${base}/dashboard`);
    await page.getByRole('dialog').getByRole('button', { name: 'Đóng' }).click();
    expect(errors).toEqual([]);
  });

  it('returns to a deep link after sign-in, without reloading the app', async () => {
    const created = await page.request.post(`${base}/api/sets`, {
      headers: { origin: base },
      data: { title: 'Deep link', cards: [{ front: 'cohesion', back: 'sự mạch lạc' }] },
    });
    expect(created.status()).toBe(201);
    const setId = ((await created.json()) as { set: { id: string } }).set.id;
    await context.clearCookies();
    const studyUrl = `${base}/dashboard/flashcards/study/${setId}`;
    await page.goto(studyUrl);
    await page.waitForURL(`${base}/login`);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(studyUrl);
    await page.getByTestId('card-front').filter({ hasText: 'cohesion' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
  });

  it('a rate-limited sign-in says how many seconds to wait, in Vietnamese', async () => {
    await context.clearCookies();
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('not-my-password');
    const alert = page.getByRole('alert');
    let text = '';
    for (let i = 0; i < 5 && !/giây/.test(text); i += 1) {
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();
      await alert.first().waitFor();
      text = (await alert.first().textContent()) ?? '';
    }
    expect(text).toMatch(/^Bạn thao tác quá nhanh\. Vui lòng thử lại sau \d+ giây\.$/);
    await screenshot(page, '12-login-rate-limited');
    expect(await page.locator('body').textContent()).not.toMatch(/Too many|Invalid|origin/i);

    // the language switch of the sign-in page: labels, validation and the wait in English
    await page.getByTestId('language-choice').getByText('English').click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Please enter your email').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(/^You are going too fast\. Please try again in \d+ seconds\.$/).waitFor();
    await screenshot(page, '12b-login-rate-limited-en');
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByTestId('language-choice').getByText('Tiếng Việt').click();
    await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
  });
});
