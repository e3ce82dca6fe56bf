/**
 * A new learner, with e-mail verification on and the outbox page on: signs up, verifies through
 * the outbox link, signs in, sees the welcome dialog, creates a 5-card set, studies it rating each
 * card (with one "Previous"), sees the completion counts, studies again and meets the cards in the
 * order of spec §4; then resets the password through the outbox link.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchErrors } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const email = `lan.${Date.now()}@example.com`;
const password = 'hoc-ielts-1';
const words = [
  ['analyse', 'phân tích'],
  ['evidence', 'bằng chứng'],
  ['derive', 'bắt nguồn'],
  ['significant', 'đáng kể'],
  ['fluctuate', 'dao động'],
] as const;

describe('learner with e-mail verification', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startServer({ REQUIRE_EMAIL_VERIFICATION: 'true', MAIL_OUTBOX_UI: 'true' });
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  const openMail = async (subject: string): Promise<string> => {
    const mailPage = await context.newPage();
    await mailPage.goto(`${server.url}/dev/mail`);
    const mail = mailPage
      .getByTestId('mail')
      .filter({ hasText: email })
      .filter({ hasText: subject })
      .first();
    const link = await mail.getByRole('link').first().getAttribute('href');
    await screenshot(mailPage, '01-outbox');
    await mailPage.close();
    expect(link).toBeTruthy();
    return link!;
  };

  it('signs up and is asked to check the e-mail; the form flips to sign-in after 3 s', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByRole('heading', { name: 'Tạo tài khoản' }).waitFor();
    await page.getByLabel('Họ và tên').fill('Nguyễn Lan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByLabel('Xác nhận mật khẩu').fill('mismatch');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.getByText('Mật khẩu xác nhận không khớp!').waitFor();
    await page.getByLabel('Xác nhận mật khẩu').fill(password);
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.getByText('Đăng ký thành công!', { exact: false }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    await screenshot(page, '02-register-check-email');
    await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor({ timeout: 6000 });
    // the form flips first; the router's navigation to /login completes after it
    await page.waitForURL(`${server.url}/login`);
  });

  it('cannot sign in before verifying, then verifies through the outbox link', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByText('Email chưa được xác thực', { exact: false }).waitFor();

    const link = await openMail('Xác thực email');
    await page.goto(link);
    await page.getByText('Email đã được xác thực. Bạn có thể đăng nhập.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs in and meets the welcome dialog, which stays closed after a reload', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    const dialogName = 'Chào mừng bạn đến với IELTS Study!';
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    // spec §2: the welcome dialog carries the Quick Define tip
    await dialog.getByTestId('quick-define-tip').getByText('Ctrl+D', { exact: false }).waitFor();
    await screenshot(page, '03-welcome-dialog');
    const completed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/account/first-login/complete') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Bắt đầu học' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await completed).status()).toBe(200);
    // then the exam-date question (issue 21 §3), skipped
    const question = page.getByRole('dialog', { name: 'Bạn thi IELTS khi nào?' });
    await question.getByRole('button', { name: 'Để sau' }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('header-user-name').textContent()).toBe('Nguyễn Lan');
    await page.reload();
    await page.getByTestId('greeting').waitFor();
    // the greeting and the welcome dialog render from the same session: no dialog now is none
    const welcome = page.getByRole('dialog', { name: dialogName, includeHidden: true });
    expect(await welcome.count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, '04-dashboard');
  });

  it('creates a 5-card set in the editor', async () => {
    await page
      .getByRole('link', { name: /Thẻ ghi nhớ/ })
      .first()
      .click();
    await page.getByText('Bạn chưa có bộ thẻ nào').waitFor();
    await screenshot(page, '05-flashcards-empty');
    await page.getByRole('link', { name: '+ Tạo bộ thẻ mới' }).click();
    await page.getByRole('heading', { name: 'Tạo bộ thẻ mới' }).waitFor();

    // Saving with no title shows the spec's message
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Vui lòng nhập tên bộ thẻ').first().waitFor();

    await page.getByLabel('Tên bộ thẻ *').fill('IELTS Week 1');
    await page.getByLabel('Mô tả').fill('Từ vựng tuần đầu');
    await page.getByRole('button', { name: 'Chọn màu #8B5CF6' }).click();
    for (let i = 1; i < words.length; i += 1)
      await page.getByRole('button', { name: '+ Thêm thẻ' }).click();
    const fronts = page.getByPlaceholder('Từ vựng / câu hỏi');
    const backs = page.getByPlaceholder('Nghĩa / câu trả lời');
    expect(await fronts.count()).toBe(5);
    for (const [i, [front, back]] of words.entries()) {
      await fronts.nth(i).fill(front);
      await backs.nth(i).fill(back);
    }
    await page
      .getByTestId('card-editor')
      .first()
      .getByRole('button', { name: 'Động từ', exact: true })
      .click();
    expect(await page.getByTestId('editor-counts').textContent()).toBe(
      'Tổng: 5 thẻ · Hoàn chỉnh: 5 thẻ',
    );
    await screenshot(page, '06-editor');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    const card = page.getByTestId('set-card').filter({ hasText: 'IELTS Week 1' });
    await card.waitFor();
    expect(await card.getByTestId('set-card-count').textContent()).toBe('5 thẻ');
    await screenshot(page, '07-flashcard-list');
  });

  it('studies the set rating each card, with Previous, and sees the completion counts', async () => {
    await page
      .getByTestId('set-card')
      .filter({ hasText: 'IELTS Week 1' })
      .getByRole('link', { name: 'Học', exact: true })
      .click();
    await page.getByTestId('study-progress').waitFor();
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 1 / 5');
    // New cards come in set order
    expect(await page.getByTestId('card-front').textContent()).toBe('analyse');
    await screenshot(page, '08-study-front');

    // Card 1: click the card, rate "Rất dễ" by clicking
    await page.getByTestId('flip-card').click();
    await page.getByRole('button', { name: /Rất dễ/ }).waitFor();
    await screenshot(page, '09-study-back');
    await page.getByRole('button', { name: /Rất dễ/ }).click();
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 2 / 5');

    // Card 2: Space flips, "1" rates Rất khó; then ← goes back and it is rated again with "4"
    await page.keyboard.press('Space');
    await page.keyboard.press('1');
    // Rất khó: the card comes back later in the session (issue 19), one slot more
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 3 / 6');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 2 / 5');
    expect(await page.getByTestId('card-front').textContent()).toBe('evidence');
    await page.getByRole('button', { name: 'Hiện đáp án' }).click();
    await page.keyboard.press('4');

    // Cards 3-5: Trung bình, Khó, Rất khó; each button says what it does (a new card: back in
    // this sitting when failed, else 1 day)
    const failedOrDay = ['trong buổi này', 'trong buổi này', '1 ngày', '1 ngày', '1 ngày'];
    for (const label of ['Trung bình', 'Khó', 'Rất khó']) {
      await page.getByRole('button', { name: 'Hiện đáp án' }).click();
      expect(await page.getByTestId('interval').allTextContents()).toEqual(failedOrDay);
      await page.getByRole('button', { name: new RegExp(`^${label} \\(`) }).click();
    }
    // Khó and Rất khó come back at the end (issue 19), as practice, with a badge; the buttons
    // still say what they do: failing again brings the card back, passing leaves it due tomorrow
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 6 / 7');
    for (const front of ['significant', 'fluctuate']) {
      expect(await page.getByTestId('card-front').textContent()).toBe(front);
      await page.getByTestId('practice-badge').waitFor();
      await page.keyboard.press('Space');
      expect(await page.getByTestId('interval').allTextContents()).toEqual(failedOrDay);
      await page.keyboard.press('3');
    }
    await page.getByTestId('completion').waitFor();
    // five cards; every rating of the session counts, the repeats included: 5, 4, 3, 2, 1, 3, 3,
    // of which Dễ and Rất dễ are 2 of 7 (issue 34 §4: spec §9's figure, named for what it is)
    expect(await page.getByTestId('completion-total').textContent()).toBe('5');
    expect(await page.getByTestId('completion-ratings').textContent()).toBe('7');
    expect(await page.getByTestId('completion-easy').textContent()).toBe('29%');
    expect(await page.getByTestId('completion-easy-label').textContent()).toBe(
      'Chấm Dễ hoặc Rất dễ',
    );
    for (const [rating, count] of [
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 1],
      [5, 1],
    ] as const) {
      expect(await page.getByTestId(`completion-count-${rating}`).textContent()).toBe(
        String(count),
      );
    }
    await screenshot(page, '10-study-complete');
  });

  it('studies again and meets the cards in the spec order: lower easiness first', async () => {
    await page.getByRole('button', { name: 'Học lại' }).click();
    await page.getByTestId('study-progress').waitFor();
    // Ratings 5, 4, 3, 2, 1 gave easiness 2.6, 2.5, 2.36, 2.18, 1.96; none is due yet.
    const seen: string[] = [];
    for (let i = 0; i < words.length; i += 1) {
      seen.push((await page.getByTestId('card-front').textContent()) ?? '');
      expect(await page.getByTestId('review-badge').textContent()).toBe('Lần ôn thứ 2');
      if (i === 0) await screenshot(page, '11-study-again');
      await page.keyboard.press('Space');
      await page.keyboard.press('5');
    }
    expect(seen).toEqual(['fluctuate', 'significant', 'derive', 'evidence', 'analyse']);
    await page.getByTestId('completion').waitFor();
    await page.getByRole('link', { name: 'Hoàn tất' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
  });

  it('resets the password through the outbox link and signs in with the new one', async () => {
    await page.getByRole('button', { name: 'Tài khoản và tùy chọn' }).click();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('button', { name: 'Quên mật khẩu?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
    await page.getByText('Liên kết có hiệu lực trong 1 giờ', { exact: false }).waitFor();
    const link = await openMail('Đặt lại mật khẩu');
    expect(link).toContain('/reset-password#type=recovery&token=');
    await page.goto(link);
    await page.getByLabel('Mật khẩu mới', { exact: true }).waitFor();
    expect(page.url()).not.toContain('token=');
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-moi');
    await page.getByLabel('Xác nhận mật khẩu mới').fill('mat-khau-moi');
    await screenshot(page, '12-reset-password');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await page.getByText('Đặt lại mật khẩu thành công!', { exact: false }).waitFor();
    await page.waitForURL(`${server.url}/login`, { timeout: 5000 });

    await page.goto(link);
    await page
      .getByText('Link đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.', { exact: false })
      .waitFor();

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-moi');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    expect(errors).toEqual([]);
  });
});
