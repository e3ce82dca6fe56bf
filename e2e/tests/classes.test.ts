/**
 * Classes (issue 22 §1) in two browsers: a teacher (1366 px) creates a class and assigns a set;
 * a learner (360 px phone) joins with the code read off the teacher's screen, finds the set in
 * the class and in the set list ("Lớp …"), studies it; the teacher sees the learner's reviews in
 * the progress table; the teacher withdraws the set and the learner no longer has it.
 * Screenshots of both pages at 360 and 1366 px, light and dark.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewportScreenshot, screenshot } from '../helpers/browser.ts';
import { dismissWelcome, signedUpPage } from '../helpers/learner.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const CLASS = 'IELTS 6.5 tối thứ Ba';
const SET = 'Từ vựng Unit 1';

describe('a class between a teacher and a learner', () => {
  let server: RunningServer;
  let browser: Browser;
  let teacher: Page;
  let learner: Page;
  const errors: string[][] = [];
  let classUrl = '';

  async function person(name: string, viewport: { width: number; height: number }) {
    const signedUp = await signedUpPage(browser, server.url, { name }, viewport);
    errors.push(signedUp.errors);
    return signedUp.page;
  }

  /** Both colour schemes of what `page` shows now. */
  async function lightAndDark(page: Page, name: string) {
    await viewportScreenshot(page, `${name}-light`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await viewportScreenshot(page, `${name}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    teacher = await person('Cô Lan', { width: 1366, height: 900 });
    learner = await person('Minh Anh', { width: 360, height: 780 });
    const created = await teacher.request.post(`${server.url}/api/sets`, {
      headers: { origin: server.url },
      data: {
        title: SET,
        cards: [
          { front: 'resilient', back: 'kiên cường' },
          { front: 'scarce', back: 'khan hiếm' },
        ],
      },
    });
    expect(created.status()).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('the teacher creates a class and assigns a set', async () => {
    await teacher.goto(`${server.url}/dashboard`);
    await dismissWelcome(teacher);
    // the dashboard's Classes tile leads there (as the header's 'Lớp học' does)
    await teacher
      .getByTestId('classes-tile')
      .getByRole('link', { name: 'Mở trang Lớp học →' })
      .click();
    await teacher.getByRole('heading', { name: 'Lớp học', level: 1 }).waitFor();
    await teacher.getByLabel('Tên lớp').fill(CLASS);
    await teacher.getByRole('button', { name: 'Tạo lớp' }).click();
    await teacher.getByRole('heading', { name: CLASS, level: 1 }).waitFor();
    classUrl = teacher.url();
    await teacher.getByLabel('Bộ thẻ', { exact: true }).selectOption({ label: SET });
    await teacher.getByLabel('Hạn hoàn thành (không bắt buộc)').fill('2030-06-30');
    await teacher.getByLabel('Ghi chú (không bắt buộc)').fill('Học trước thứ Ba');
    await teacher.getByRole('button', { name: 'Giao cho lớp' }).click();
    await teacher.getByText(`Đã giao "${SET}".`).waitFor();
    await teacher.getByTestId('assignment').filter({ hasText: SET }).waitFor();
    await teacher.getByText('Chưa có học viên nào.').first().waitFor();
  });

  it('the learner joins with the code on the teacher’s screen and studies the set', async () => {
    const code = (await teacher.getByTestId('join-code').textContent())!.trim();
    expect(code).toMatch(/^[23456789A-HJKMNP-Z]{8}$/);
    await learner.goto(`${server.url}/dashboard/classes`);
    await learner.getByText('Bạn chưa ở lớp nào.', { exact: false }).waitFor();
    const join = learner.getByRole('button', { name: 'Vào lớp' });
    // the main action fits a 360 px phone without scrolling
    const box = (await join.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(780);
    await lightAndDark(learner, '230-classes-360');
    await learner.getByLabel('Mã lớp').fill(code.toLowerCase());
    await join.click();
    await learner.getByRole('heading', { name: CLASS, level: 1 }).waitFor();
    const assignment = learner.getByTestId('assignment').filter({ hasText: SET });
    await assignment.getByText('Học trước thứ Ba').waitFor();
    expect(await assignment.textContent()).toContain('2030');
    expect(await learner.getByTestId('share-ielts').isChecked()).toBe(false);
    await learner.getByTestId('class-visibility').waitFor();
    await lightAndDark(learner, '231-class-learner-360');
    await screenshot(learner, '232-class-learner-360-full');

    await learner.goto(`${server.url}/dashboard/flashcards`);
    const card = learner.getByTestId('set-card').filter({ hasText: SET });
    await card
      .getByTestId('class-badge')
      .filter({ hasText: `Lớp ${CLASS}` })
      .waitFor();

    await learner.goto(classUrl);
    await learner.getByRole('link', { name: `Học "${SET}"` }).click();
    await learner.getByRole('button', { name: 'Hiện đáp án' }).click();
    await learner.getByRole('button', { name: /^Dễ/ }).click();
    await learner.getByRole('button', { name: 'Hiện đáp án' }).click();
    await learner.getByRole('button', { name: /^Khó/ }).click();
  });

  it('the teacher sees the learner’s reviews in the progress table', async () => {
    const row = teacher.getByTestId('progress-row').filter({ hasText: 'Minh Anh' });
    await expect
      .poll(
        async () => {
          await teacher.reload();
          await row.waitFor();
          return row.locator('[data-column="reviews7d"]').textContent();
        },
        { timeout: 15_000 },
      )
      .toBe('2');
    expect(await row.locator('[data-column="accuracy7d"]').textContent()).toBe('50%');
    expect(await row.locator('[data-column="ielts"]').textContent()).toBe('Không chia sẻ');
    // the learner sees the same figures of their own on the class page, and nobody else's
    await learner.goto(classUrl);
    const own = learner.getByTestId('own-progress');
    await own.waitFor();
    expect(await own.locator('[data-figure="reviews7d"]').textContent()).toBe('2');
    expect(await own.locator('[data-figure="accuracy7d"]').textContent()).toBe('50%');
    expect(await own.locator('[data-figure="ielts"]').textContent()).toBe('Không chia sẻ');
    await screenshot(learner, '237-class-learner-own-360');
    await teacher.getByRole('button', { name: /^Thẻ đến hạn/ }).click();
    await teacher
      .getByRole('columnheader', { name: /Thẻ đến hạn/ })
      .and(teacher.locator('[aria-sort="ascending"]'))
      .waitFor();
    const csv = await teacher.request.get(
      `${server.url}${await teacher.getByTestId('progress-csv').getAttribute('href')}`,
    );
    expect(await csv.text()).toContain('Minh Anh,');
    await lightAndDark(teacher, '233-class-teacher-1366');
    await screenshot(teacher, '234-class-teacher-1366-full');
    // on a phone the code to give out comes first, its copy button without scrolling
    await teacher.setViewportSize({ width: 360, height: 780 });
    const copy = (await teacher.getByRole('button', { name: 'Sao chép mã' }).boundingBox())!;
    expect(copy.y + copy.height).toBeLessThanOrEqual(780);
    await lightAndDark(teacher, '236-class-teacher-360');
    await teacher.setViewportSize({ width: 1366, height: 900 });
  });

  it('the teacher withdraws the set and the learner no longer has it', async () => {
    await teacher.getByRole('button', { name: `Thu hồi "${SET}" khỏi lớp` }).click();
    await teacher.getByText('Chưa có bộ thẻ nào được giao.').waitFor();
    await teacher.getByRole('textbox', { name: 'Tên lớp' }).fill('IELTS 7.0 tối thứ Năm');
    await teacher.getByRole('button', { name: 'Lưu tên' }).click();
    await teacher.getByRole('heading', { name: 'IELTS 7.0 tối thứ Năm', level: 1 }).waitFor();
    await learner.goto(`${server.url}/dashboard/flashcards`);
    await learner.getByRole('heading', { level: 1 }).first().waitFor();
    await expect
      .poll(async () => learner.getByTestId('set-card').filter({ hasText: SET }).count(), {
        timeout: 15_000,
      })
      .toBe(0);
    await learner.goto(classUrl);
    await learner.getByText('Chưa có bộ thẻ nào được giao.').waitFor();
    await learner.goto(`${server.url}/dashboard/classes`);
    await lightAndDark(learner, '235-classes-learner-list-360');
    for (const list of errors) expect(list).toEqual([]);
  });

  it('the teacher invites an address by mistake and cancels the invitation', async () => {
    // long enough to widen a 360 px page if a message did not wrap it
    const address = 'nham.dia.chi.cua.mot.hoc.vien.chua.dang.ky@example.com';
    await teacher.getByLabel('Email học viên').fill(address);
    await teacher.getByRole('button', { name: 'Gửi lời mời' }).click();
    await teacher.getByText(`Đã gửi lời mời đến ${address}.`, { exact: false }).waitFor();
    const pending = teacher.getByRole('listitem').filter({ hasText: address });
    await pending.waitFor();
    await teacher.setViewportSize({ width: 360, height: 780 });
    expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await pending.scrollIntoViewIfNeeded();
    await screenshot(teacher, '238-class-invitation-pending-360');
    await teacher.getByRole('button', { name: `Huỷ lời mời gửi tới ${address}` }).click();
    await teacher.getByText(`Đã huỷ lời mời gửi tới ${address}.`, { exact: false }).waitFor();
    await pending.waitFor({ state: 'detached' });
    await teacher.getByRole('heading', { name: 'Đang chờ đăng ký' }).waitFor({ state: 'detached' });
    await screenshot(teacher, '239-class-invitation-cancelled-360');
    for (const list of errors) expect(list).toEqual([]);
  });
});
