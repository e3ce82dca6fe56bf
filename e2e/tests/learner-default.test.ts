/**
 * The default configuration (verification off, outbox page off): sign-up lands on /dashboard;
 * the starter set (a card's back with its example and collocation); streaks and resuming a
 * study session after closing the tab; card text shown as text; delete with confirmation; dark
 * mode that persists; not-found pages; the mobile layout.
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
  const email = `minh.${Date.now()}@example.com`;
  const password = 'minh-2026';
  const isDark = (p: Page) => p.evaluate(() => document.documentElement.classList.contains('dark'));

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
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('12345');
    await page.getByLabel('Xác nhận mật khẩu').fill('12345');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.getByText('Mật khẩu phải có ít nhất 6 ký tự!').waitFor();
    await page.getByLabel('Mật khẩu', { exact: true }).fill('123456');
    await page.getByLabel('Xác nhận mật khẩu').fill('123456');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.getByText('Mật khẩu này quá phổ biến', { exact: false }).waitFor();
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByLabel('Xác nhận mật khẩu').fill(password);
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
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByTestId('greeting').waitFor();
    expect(await isDark(page)).toBe(true);
    await screenshot(page, '21-dashboard-dark');
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
    expect(await isDark(page)).toBe(false);
  });

  it('follows the system theme until the learner chooses, and migrates the old darkMode key', async () => {
    const menu = page.getByRole('button', { name: 'Tài khoản và tùy chọn' });
    await menu.click();
    const theme = page.locator('#account-menu').getByTestId('theme-choice');
    await theme.getByText('Theo hệ thống', { exact: true }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await screenshot(page, '21b-account-menu-system-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    // a reload in a dark system opens dark before the first paint (theme-init.js)
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await isDark(page)).toBe(true);
    // an explicit choice wins over the system
    await menu.click();
    await theme.getByText('Sáng', { exact: true }).click();
    expect(await isDark(page)).toBe(false);
    await page.reload();
    await page.getByTestId('greeting').waitFor();
    expect(await isDark(page)).toBe(false);
    // the old key (issue 1's darkMode) still works, and becomes the new one
    await page.evaluate(() => {
      localStorage.removeItem('theme');
      localStorage.setItem('darkMode', 'true');
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await isDark(page)).toBe(true);
    expect(
      await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('darkMode')]),
    ).toEqual(['dark', null]);
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
  });

  it('reaches every section from the header nav, the current one marked', async () => {
    await page.setViewportSize({ width: 1366, height: 860 });
    const nav = page.getByRole('navigation', { name: 'Các mục chính' });
    const sections: [string, string][] = [
      ['Hôm nay', '/dashboard/today'],
      ['Thẻ ghi nhớ', '/dashboard/flashcards'],
      ['Trò chơi', '/dashboard/games'],
      ['Từ điển', '/dashboard/dictionary'],
      ['Dịch', '/dashboard/translator'],
      ['Bài nghe', '/dashboard/radio'],
      ['IELTS', '/dashboard/ielts'],
      ['Thống kê', '/dashboard/stats'],
      ['Lớp học', '/dashboard/classes'],
      ['Cài đặt', '/dashboard/settings'],
    ];
    for (const [name, path] of sections) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${server.url}${path}`);
      const current = nav.locator('[aria-current="page"]');
      await current.filter({ hasText: new RegExp(`^${name}$`) }).waitFor();
      expect(await current.count()).toBe(1);
    }
    await screenshot(page, '21c-header-nav-1366');
    // keyboard: the nav's links are in the tab order
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('greeting').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Hôm nay');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('switches the interface to English in settings, kept per account', async () => {
    await page.goto(`${server.url}/dashboard/settings`);
    await page.getByTestId('language-choice').getByText('English').click();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    await screenshot(page, '21d-settings-en');

    // a fresh browser signs in in Vietnamese, then takes the account's English
    const fresh = await newContext(browser);
    const other = await fresh.newPage();
    const otherErrors = watchErrors(other);
    await other.goto(`${server.url}/login`);
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await other.getByRole('button', { name: 'Đăng nhập' }).click();
    await other.getByText('What would you like to learn today?').waitFor();
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('en');
    await other.getByRole('link', { name: /Games & Quizzes/ }).waitFor();
    await other.getByText('Released').first().waitFor();
    const vietnamese = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
    // the shell and the activities speak English (the learner's name is data)
    for (const part of [
      other.getByRole('navigation', { name: 'Main sections' }),
      other.locator('main section').first(),
      other.getByTestId('roadmap-item').first(),
    ]) {
      expect(await part.innerText()).not.toMatch(vietnamese);
    }
    await screenshot(other, '21e-dashboard-en');
    expect(otherErrors).toEqual([]);
    await fresh.close();

    // back to Vietnamese
    await page.getByTestId('language-choice').getByText('Tiếng Việt').click();
    await page.getByRole('heading', { name: 'Cài đặt', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('greeting').waitFor();
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
    await starter.getByRole('link', { name: 'Học', exact: true }).click();
    await page.getByTestId('study-progress').waitFor();
    const studyUrl = page.url();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Space');
      if (i === 0) {
        // the back: the meaning, then an example sentence and a collocation as notes under it
        const back = (await page.getByTestId('card-back').textContent()) ?? '';
        expect(back).toMatch(/^[^\n]+ — [^\n]+$/);
        const notes = page.getByTestId('flip-card').getByTestId('card-notes');
        expect(await notes.getByRole('listitem').allTextContents()).toEqual([
          expect.stringMatching(/^Ví dụ: .+\.$/),
          expect.stringMatching(/^Collocation: .+$/),
        ]);
        await screenshot(page, '23-starter-card-back');
      }
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
    // under the first card's back, the hint on note lines
    expect(await page.getByTestId('back-hint').textContent()).toContain('“Ví dụ:”');
    await screenshot(page, '24-editor-back-hint');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    const set = page.getByTestId('set-card').filter({ hasText: xss });
    await set.getByRole('link', { name: 'Học', exact: true }).click();
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
    // the bottom tab bar: home marked, and it never covers the page's end
    const tabs = mobile.getByRole('navigation', { name: 'Thanh điều hướng' });
    await tabs
      .locator('[aria-current="page"]')
      .filter({ hasText: /^Trang chủ$/ })
      .waitFor();
    await mobile.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await tabs.boundingBox())!.y;
    const lastBottom = await mobile.evaluate(() => {
      const last = document.querySelector('main')!.lastElementChild!;
      return last.getBoundingClientRect().bottom;
    });
    expect(lastBottom).toBeLessThanOrEqual(barTop);
    await tabs.getByRole('link', { name: 'Từ điển' }).click();
    await mobile.waitForURL(`${server.url}/dashboard/dictionary`);
    await tabs
      .locator('[aria-current="page"]')
      .filter({ hasText: /^Từ điển$/ })
      .waitFor();
    await screenshot(mobile, '26b-mobile-dictionary-tab-bar');
    // the full menu: every section, language and theme
    await mobile.getByRole('button', { name: 'Mở menu' }).click();
    const menu = mobile.locator('#mobile-menu');
    for (const name of [
      'Trang chủ',
      'Hôm nay',
      'Thẻ ghi nhớ',
      'Trò chơi',
      'Từ điển',
      'Dịch',
      'Bài nghe',
      'IELTS',
      'Thống kê',
      'Lớp học',
      'Cài đặt',
    ]) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await menu.getByTestId('language-choice').waitFor();
    await menu.getByTestId('theme-choice').waitFor();
    await screenshot(mobile, '27-mobile-menu');
    await menu.getByRole('link', { name: 'Thẻ ghi nhớ' }).click();
    await mobile.getByTestId('set-card').first().waitFor();
    await screenshot(mobile, '28-mobile-flashcards');
    await mobile
      .getByTestId('set-card')
      .first()
      .getByRole('link', { name: 'Học', exact: true })
      .click();
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
