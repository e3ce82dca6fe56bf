/**
 * The settings page (issue 7 §1) as a learner uses it: a new display name shows in the header;
 * a phone's session is listed and signed out from the device list; two-factor sign-in is turned
 * on from the Security tab by reading the secret off the screen (the codes come from otplib, as
 * from a phone); sign-out, then sign-in with the password and a code; the data export; each tab
 * at 1366 px (light) and 360 px (dark); account deletion with its two confirmations, ending
 * signed out.
 */
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchErrors } from '../helpers/browser.ts';
import { FAKE_PNG, PNG_1PX } from '../helpers/learner.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const TABS = [
  ['Hồ sơ', 'profile'],
  ['Bảo mật', 'security'],
  ['Vùng nguy hiểm', 'danger'],
] as const;

describe('settings', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let secret = '';
  const email = `mai.${Date.now()}@example.com`;
  const password = 'mai-hoc-ielts';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  /** A full-page screenshot from the top (the sticky header then stays at the top). */
  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  };

  /** Console errors other than the 400s of the wrong passwords this test types on purpose. */
  const unexpectedErrors = () => errors.filter((e) => !/status of 400/.test(e));

  it('opens from the header and saves a display name that the header then shows', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Họ và tên').fill('Mai');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByLabel('Xác nhận mật khẩu').fill(password);
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('dialog').getByRole('button', { name: 'Đóng' }).click();

    await page
      .getByRole('navigation', { name: 'Các mục chính' })
      .getByRole('link', { name: 'Cài đặt' })
      .click();
    await page.waitForURL(`${server.url}/dashboard/settings`);
    await page.getByRole('tab', { name: 'Hồ sơ', selected: true }).waitFor();
    await page.getByTestId('avatar-slot').waitFor();

    // avatar: a file that is not an image is refused by its bytes, a PNG becomes the avatar
    const avatarInput = page.getByTestId('avatar-slot').locator('input[type=file]');
    await avatarInput.setInputFiles(FAKE_PNG);
    await page.getByTestId('avatar-slot').getByText('Vui lòng chọn file ảnh').waitFor();
    await avatarInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByText('Đã cập nhật ảnh đại diện!').waitFor();
    await page.locator('header img[src^="/api/files/users/"]').first().waitFor();

    const name = page.getByLabel('Tên hiển thị');
    await name.fill('   ');
    await page.getByRole('button', { name: 'Lưu tên' }).click();
    await page.getByText('Tên hiển thị không được để trống!').waitFor();
    await name.fill('Trần Thị Mai');
    await page.getByRole('button', { name: 'Lưu tên' }).click();
    const saved = page.getByText('Đã cập nhật tên hiển thị!');
    await saved.waitFor();
    // the header's name (beside the avatar from 1536 px; in the DOM, hidden, at 1366 px)
    await page
      .getByTestId('header-user-name')
      .filter({ hasText: 'Trần Thị Mai' })
      .waitFor({ state: 'attached' });
    // spec §4: settings messages clear after 5 s
    await saved.waitFor({ state: 'hidden', timeout: 7000 });

    await page.getByLabel('Email mới').fill('mai@example');
    await page.getByRole('button', { name: 'Gửi liên kết xác nhận' }).click();
    await page.getByText('Email không hợp lệ!').waitFor();
    await page.getByLabel('Email mới').fill(`moi.${email}`);
    await page.getByRole('button', { name: 'Gửi liên kết xác nhận' }).click();
    await page.getByText(/Đã gửi liên kết xác nhận đến moi\.mai/).waitFor();
    expect(await page.getByTestId('current-email').textContent()).toBe(email);
  });

  it('lists the signed-in devices and signs one out', async () => {
    // a phone signs in too
    const phone = await browser.newContext({ serviceWorkers: 'block' });
    const signedIn = await phone.request.post(`${server.url}/api/auth/sign-in/email`, {
      headers: { origin: server.url, 'user-agent': IPHONE },
      data: { email, password },
    });
    expect(signedIn.status()).toBe(200);
    expect((await phone.request.get(`${server.url}/api/sets`)).status()).toBe(200);

    await page.getByRole('tab', { name: 'Hồ sơ' }).focus();
    await page.keyboard.press('ArrowRight'); // the tabs move with the arrow keys
    await page.getByRole('tab', { name: 'Bảo mật', selected: true }).waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard/settings?tab=security`);
    await page.getByTestId('two-factor-status').filter({ hasText: 'Đang tắt' }).waitFor();
    const devices = page.getByTestId('device');
    await devices.nth(1).waitFor();
    expect(await devices.first().textContent()).toMatch(/^Chrome trên Linux\s*Thiết bị này/);
    expect(await devices.nth(1).textContent()).toMatch(/^Safari trên iOS/);
    await shot('69-settings-devices-1366');
    await page.getByRole('button', { name: 'Đăng xuất Safari trên iOS' }).click();
    await page.getByText('Đã đăng xuất thiết bị.').waitFor();
    await page.getByText('Chỉ có thiết bị này đang đăng nhập.').waitFor();
    expect(await devices.count()).toBe(1);
    expect((await phone.request.get(`${server.url}/api/sets`)).status()).toBe(401);
    await phone.close();
  });

  it('turns on two-factor sign-in with the secret read off the screen', async () => {
    await page.getByRole('button', { name: 'Bật xác thực hai bước' }).click();
    await page.getByLabel('Mật khẩu', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByText('Mật khẩu không đúng.').waitFor();
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByTestId('totp-qr').waitFor();
    secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{52}$/);
    await shot('70-settings-totp-enrol-1366');
    await page.getByLabel('Mã xác thực').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    const codes = page.getByTestId('backup-codes').getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await shot('71-settings-backup-codes-1366');
    await page.getByRole('button', { name: 'Tôi đã lưu các mã' }).click();
    await page.getByTestId('two-factor-status').filter({ hasText: 'Đang bật' }).waitFor();
  });

  it('shows every tab at 1366 px in light mode', async () => {
    for (const [label, name] of TABS) {
      await page.getByRole('tab', { name: label }).click();
      await page.getByRole('tab', { name: label, selected: true }).waitFor();
      if (name === 'security') await page.getByTestId('device').first().waitFor();
      await shot(`72-settings-${name}-1366`);
    }
  });

  it('downloads the data export', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Tải dữ liệu (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ielts-study-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const data = JSON.parse(await readFile(path, 'utf8'));
    expect(data.profile).toMatchObject({ email, name: 'Trần Thị Mai', twoFactorEnabled: true });
    await page.getByText('Đã tải dữ liệu xuống.').waitFor();
  });

  it('asks for a code after the password at sign-in', async () => {
    await page.getByRole('button', { name: 'Tài khoản và tùy chọn' }).click();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('heading', { name: 'Xác thực hai bước' }).waitFor();
    await page.getByLabel('Mã xác thực').fill('000000');
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await page.getByText(/^Mã xác thực không đúng/).waitFor();
    await shot('73-sign-in-two-factor-1366');
    await page.getByLabel('Mã xác thực').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page
      .getByTestId('header-user-name')
      .filter({ hasText: 'Trần Thị Mai' })
      .waitFor({ state: 'attached' });
  });

  it('shows every tab at 360 px in dark mode', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Cài đặt' }).click();
    await page.waitForURL(`${server.url}/dashboard/settings`);
    for (const [label, name] of TABS) {
      await page.getByRole('tab', { name: label }).click();
      await page.getByRole('tab', { name: label, selected: true }).waitFor();
      if (name === 'security') await page.getByTestId('device').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      await shot(`74-settings-${name}-360-dark`);
    }
  });

  it('deletes the account after two confirmations and ends signed out', async () => {
    await page.getByRole('button', { name: 'Xóa tài khoản' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bạn có chắc chắn muốn xóa tài khoản?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByRole('heading', { name: 'Xác nhận lần cuối' }).waitFor();
    await page.getByLabel('Mật khẩu', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
    await page.getByText('Mật khẩu không đúng.').waitFor();
    await shot('75-settings-delete-confirm-360-dark');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
    await page.getByText('Tài khoản đã được xóa. Đang chuyển về trang đăng nhập...').waitFor();
    await page.waitForURL(`${server.url}/login`, { timeout: 10_000 });
    // the sign-in page says the account is gone (issue 34 §18)
    await page.getByText('Tài khoản đã được xóa, cùng mọi dữ liệu của bạn.').waitFor();
    await shot('75a-settings-deleted-sign-in-360-dark');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByText('Email hoặc mật khẩu không đúng.').waitFor();
    expect(unexpectedErrors()).toEqual([]);
  });
});
