/**
 * The default configuration (verification off, outbox page off): sign-up lands on /dashboard;
 * the starter set; streaks and resuming a study session after closing the tab; card text shown
 * as text; delete with confirmation; dark mode that persists; not-found pages; the mobile layout.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchErrors } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const xss = '<img src=x onerror=alert(1)>';

describe('learner on the default configuration', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let dialogs = 0;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchErrors(page);
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('redirects a signed-out visitor to /login, and sign-up lands on /dashboard', async () => {
    await page.goto(`${server.url}/dashboard/flashcards`);
    await page.waitForURL(`${server.url}/login`);
    await screenshot(page, '20-login');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.waitForURL(`${server.url}/register`);
    await page.getByLabel('Họ và tên').fill('Trần Minh');
    await page.getByLabel('Email').fill(`minh.${Date.now()}@example.com`);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('12345');
    await page.getByLabel('Xác nhận mật khẩu').fill('12345');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.getByText('Mật khẩu phải có ít nhất 6 ký tự!').waitFor();
    await page.getByLabel('Mật khẩu', { exact: true }).fill('123456');
    await page.getByLabel('Xác nhận mật khẩu').fill('123456');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.getByText('Mật khẩu này quá phổ biến', { exact: false }).waitFor();
    await page.getByLabel('Mật khẩu', { exact: true }).fill('minh-2026');
    await page.getByLabel('Xác nhận mật khẩu').fill('minh-2026');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // A signed-in learner visiting /login goes to the dashboard
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByTestId('word-of-the-day').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps dark mode across reloads', async () => {
    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await page.reload();
    await page.getByTestId('greeting').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await screenshot(page, '21-dashboard-dark');
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
  });

  it('shows the app not-found page for an unknown address, and never the outbox', async () => {
    await page.goto(`${server.url}/dashboard/no-such-page`);
    await page.getByText('Không tìm thấy trang').waitFor();
    await page.getByRole('link', { name: 'Quay lại' }).waitFor();
    await screenshot(page, '22-not-found');
    const outbox = await page.goto(`${server.url}/dev/mail`);
    expect(await outbox?.text()).not.toContain('outbox');
    const api = await page.request.get(`${server.url}/api/unknown`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('adds the starter set, builds a streak, and resumes after the tab is closed', async () => {
    await page.goto(`${server.url}/dashboard/flashcards`);
    await page.getByRole('button', { name: /Thêm bộ thẻ mẫu IELTS/ }).click();
    const starter = page
      .getByTestId('set-card')
      .filter({ hasText: 'IELTS Academic Vocabulary — starter' });
    await starter.waitFor();
    expect(await starter.getByTestId('set-card-count').textContent()).toBe('40 thẻ');
    await starter.getByRole('link', { name: 'Học' }).click();
    await page.getByTestId('study-progress').waitFor();
    const studyUrl = page.url();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Space');
      await page.keyboard.press('5');
    }
    expect(await page.getByTestId('streak-badge').textContent()).toBe('3 thẻ đúng liên tiếp');
    await screenshot(page, '23-study-streak');
    const fourth = await page.getByTestId('card-front').textContent();
    // wait until the three ratings reached the server, then close the tab mid-session
    await page.getByTestId('sync-status').filter({ hasText: /^$/ }).waitFor();
    await page.close();

    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(studyUrl);
    await page.getByTestId('study-progress').waitFor();
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 4 / 40');
    expect(await page.getByTestId('card-front').textContent()).toBe(fourth);
  });

  it('renders card text as text, never as HTML', async () => {
    await page.goto(`${server.url}/dashboard/flashcards/edit/new`);
    await page.getByLabel('Tên bộ thẻ *').fill(xss);
    await page.getByPlaceholder('Từ vựng / câu hỏi').fill(xss);
    await page.getByPlaceholder('Nghĩa / câu trả lời').fill('an image tag');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    const set = page.getByTestId('set-card').filter({ hasText: xss });
    await set.getByRole('link', { name: 'Học' }).click();
    await page.getByTestId('card-front').waitFor();
    expect(await page.getByTestId('card-front').textContent()).toBe(xss);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await screenshot(page, '24-study-xss-text');
    expect(dialogs).toBe(0);
  });

  it('edits a set keeping its cards, and deletes a set after the confirmation', async () => {
    await page.goto(`${server.url}/dashboard/flashcards`);
    const set = page.getByTestId('set-card').filter({ hasText: xss });
    await set.getByRole('link', { name: 'Sửa' }).click();
    await page.getByRole('heading', { name: 'Chỉnh sửa bộ thẻ' }).waitFor();
    await page.getByLabel('Tên bộ thẻ *').fill('Tạm thời');
    // leaving with unsaved changes asks first
    await page.getByRole('link', { name: 'Hủy' }).click();
    await page.getByText('Bạn có thay đổi chưa lưu. Rời khỏi trang này?').waitFor();
    await page.getByRole('button', { name: 'Ở lại' }).click();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);

    const temp = page.getByTestId('set-card').filter({ hasText: 'Tạm thời' });
    await temp.getByRole('button', { name: 'Xóa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Xóa bộ thẻ' });
    await confirm
      .getByText('Bạn có chắc muốn xóa bộ thẻ "Tạm thời"? Hành động này không thể hoàn tác.')
      .waitFor();
    await screenshot(page, '25-delete-confirm');
    await confirm.getByRole('button', { name: 'Hủy' }).click();
    expect(await temp.count()).toBe(1);
    await temp.getByRole('button', { name: 'Xóa' }).click();
    await confirm.getByRole('button', { name: 'Xóa' }).click();
    await temp.waitFor({ state: 'detached' });
    expect(await page.getByTestId('set-card').count()).toBe(1);
  });

  it('works on a phone-sized screen with the collapsible menu', async () => {
    const phone = await newContext(browser, { mobile: true });
    await phone.addCookies(await context.cookies());
    const mobile = await phone.newPage();
    const mobileErrors = watchErrors(mobile);
    await mobile.goto(`${server.url}/dashboard`);
    await mobile.getByTestId('greeting').waitFor();
    expect(await mobile.getByTestId('decorations').count()).toBe(0);
    // today's reviews list the starter set, whose long title must not widen the page
    await mobile.getByTestId('review-today').waitFor();
    expect(
      await mobile.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await screenshot(mobile, '26-mobile-dashboard');
    await mobile.getByRole('button', { name: 'Mở menu' }).click();
    await screenshot(mobile, '27-mobile-menu');
    await mobile.getByRole('link', { name: 'Flashcards' }).last().click();
    await mobile.getByTestId('set-card').first().waitFor();
    await screenshot(mobile, '28-mobile-flashcards');
    await mobile.getByTestId('set-card').first().getByRole('link', { name: 'Học' }).click();
    await mobile.getByTestId('flip-card').click();
    await screenshot(mobile, '29-mobile-study');
    await mobile.getByRole('button', { name: 'Mở menu' }).click();
    await mobile.getByRole('button', { name: 'Đăng xuất' }).click();
    await mobile.waitForURL(`${server.url}/login`);
    expect(mobileErrors).toEqual([]);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
