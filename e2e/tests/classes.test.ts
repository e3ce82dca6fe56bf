/**
 * Classes (issue 22 §1) in two browsers: a teacher (1366 px) creates a class and assigns a set;
 * a learner (360 px phone) joins with the code read off the teacher's screen, finds the set in
 * the class and in the set list ("Lớp …"), studies it; the teacher sees the learner's reviews in
 * the progress table; the teacher withdraws the set and the learner no longer has it.
 * Issue 34 §25: an invited account joins only when it accepts (another declines), and the
 * teacher sees a pending address until then; §22: a set's owner sees the class a recipient
 * assigned it to in the share dialog and removes it from the class.
 * Screenshots of the pages at 360 and 1366 px, light and dark.
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
    // the share of ratings of Trung bình or better, named for what it is (issue 34 §4)
    await teacher.getByRole('columnheader', { name: /^Đạt \(7 ngày\)/ }).waitFor();
    expect(await teacher.locator('main').textContent()).not.toMatch(/chính xác/i);
    expect(await row.locator('[data-column="ielts"]').textContent()).toBe('Không chia sẻ');
    // the learner sees the same figures of their own on the class page, and nobody else's
    await learner.goto(classUrl);
    const own = learner.getByTestId('own-progress');
    await own.waitFor();
    expect(await own.locator('[data-figure="reviews7d"]').textContent()).toBe('2');
    expect(await own.locator('[data-figure="accuracy7d"]').textContent()).toBe('50%');
    expect(await own.textContent()).toContain('Đạt (7 ngày)');
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
    await teacher.getByRole('button', { name: `Hủy lời mời gửi tới ${address}` }).click();
    await teacher.getByText(`Đã hủy lời mời gửi tới ${address}.`, { exact: false }).waitFor();
    await pending.waitFor({ state: 'detached' });
    await teacher
      .getByRole('heading', { name: 'Đang chờ nhận lời mời' })
      .waitFor({ state: 'detached' });
    await screenshot(teacher, '239-class-invitation-cancelled-360');
    for (const list of errors) expect(list).toEqual([]);
  });

  it('an invited account joins only when it accepts; the teacher sees it pending until then', async () => {
    const phone = { width: 360, height: 640 };
    const invited = await signedUpPage(browser, server.url, { name: 'Thu Hà' }, phone);
    const decliner = await signedUpPage(browser, server.url, { name: 'Quốc Bảo' }, phone);
    errors.push(invited.errors, decliner.errors);
    await teacher.setViewportSize({ width: 1366, height: 768 });
    for (const email of [invited.email, decliner.email]) {
      await teacher.getByLabel('Email học viên').fill(email);
      await teacher.getByRole('button', { name: 'Gửi lời mời' }).click();
      // the same words whether or not the address has an account
      await teacher.getByText(`Đã gửi lời mời đến ${email}.`, { exact: false }).waitFor();
      await teacher.getByTestId('pending-invitation').filter({ hasText: email }).waitFor();
    }
    // not a member yet: the members panel does not name them
    expect(await teacher.getByTestId('class-members').textContent()).not.toContain('Thu Hà');
    await teacher.getByTestId('class-invite').scrollIntoViewIfNeeded();
    await lightAndDark(teacher, '240-class-invitations-pending-1366');

    // the learner's dashboard says an invitation waits; the Classes page answers it
    const page = invited.page;
    await page.goto(`${server.url}/dashboard`);
    await dismissWelcome(page);
    const tile = page.getByTestId('classes-tile-invitations');
    await tile.getByText('Bạn có 1 lời mời vào lớp').waitFor();
    await tile.scrollIntoViewIfNeeded();
    await lightAndDark(page, '241-dashboard-invitation-360');
    await tile.click();
    const card = page.getByTestId('class-invitation').filter({ hasText: 'IELTS 7.0 tối thứ Năm' });
    await card.getByText('Giáo viên: Cô Lan').waitFor();
    const accept = card.getByRole('button', {
      name: 'Nhận lời mời vào lớp "IELTS 7.0 tối thứ Năm"',
    });
    // the answer is on a 360×640 screen without scrolling
    const box = (await accept.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await lightAndDark(page, '242-classes-invitation-360');
    await accept.click();
    await page.getByRole('heading', { name: 'IELTS 7.0 tối thứ Năm', level: 1 }).waitFor();
    expect(await page.getByTestId('share-ielts').isChecked()).toBe(false);

    // the other one declines: nothing joins, the invitation is gone
    const other = decliner.page;
    await other.goto(`${server.url}/dashboard/classes`);
    await other
      .getByRole('button', { name: 'Từ chối lời mời vào lớp "IELTS 7.0 tối thứ Năm"' })
      .click();
    await other.getByText('Đã từ chối lời mời vào lớp "IELTS 7.0 tối thứ Năm".').waitFor();
    await other.getByTestId('class-invitation').waitFor({ state: 'detached' });
    await other.getByText('Bạn chưa ở lớp nào.', { exact: false }).waitFor();
    await screenshot(other, '243-classes-invitation-declined-360');

    // the teacher: the one who accepted is a member, neither address is pending any more
    await teacher.reload();
    await teacher.getByTestId('class-members').getByText('Thu Hà').waitFor();
    expect(await teacher.getByTestId('pending-invitation').count()).toBe(0);
    for (const list of errors) expect(list).toEqual([]);
  });

  it('the owner of a set a recipient assigned to the class sees the class and removes it', async () => {
    const owner = await signedUpPage(
      browser,
      server.url,
      { name: 'Chị Hương' },
      {
        width: 1366,
        height: 768,
      },
    );
    errors.push(owner.errors);
    const page = owner.page;
    const headers = { origin: server.url };
    const created = await page.request.post(`${server.url}/api/sets`, {
      headers,
      data: { title: 'Từ vựng của Hương', cards: [{ front: 'thrive', back: 'phát triển mạnh' }] },
    });
    const setId = ((await created.json()) as { set: { id: string } }).set.id;
    const teacherEmail = (
      (await (await teacher.request.get(`${server.url}/api/auth/get-session`)).json()) as {
        user: { email: string };
      }
    ).user.email;
    const shared = await page.request.post(`${server.url}/api/sets/${setId}/shares`, {
      headers,
      data: { email: teacherEmail, permission: 'view' },
    });
    expect(shared.status()).toBe(201);
    const classId = classUrl.split('/').pop()!;
    const assigned = await teacher.request.post(
      `${server.url}/api/classes/${classId}/assignments`,
      { headers, data: { setId } },
    );
    expect(assigned.status()).toBe(201);

    await page.goto(`${server.url}/dashboard/flashcards`);
    const card = page.getByTestId('set-card').filter({ hasText: 'Từ vựng của Hương' });
    await card.getByRole('button', { name: 'Chia sẻ' }).click();
    const item = page.getByTestId('set-class').filter({ hasText: 'IELTS 7.0 tối thứ Năm' });
    await item.getByText(/^Giao bởi Cô Lan · 2 học viên$/).waitFor();
    await lightAndDark(page, '244-share-dialog-classes-1366');
    await page.setViewportSize({ width: 360, height: 640 });
    await item.scrollIntoViewIfNeeded();
    await lightAndDark(page, '245-share-dialog-classes-360');
    await page.setViewportSize({ width: 1366, height: 768 });
    // withdrawing the teacher's share pauses the class's access: the dialog says so
    await page.getByRole('button', { name: `Thu hồi quyền của ${teacherEmail}` }).click();
    await item
      .getByText('Tạm ngưng: không giáo viên nào của lớp còn quyền với bộ thẻ', { exact: false })
      .waitFor();
    await viewportScreenshot(page, '246-share-dialog-class-paused-1366');
    await item.getByRole('button', { name: 'Gỡ bộ thẻ khỏi lớp "IELTS 7.0 tối thứ Năm"' }).click();
    await page.getByText('Đã gỡ bộ thẻ khỏi lớp "IELTS 7.0 tối thứ Năm".').waitFor();
    await item.waitFor({ state: 'detached' });
    // the class no longer has it
    await teacher.reload();
    await teacher.getByRole('heading', { name: 'IELTS 7.0 tối thứ Năm', level: 1 }).waitFor();
    expect(
      await teacher.getByTestId('assignment').filter({ hasText: 'Từ vựng của Hương' }).count(),
    ).toBe(0);
    for (const list of errors) expect(list).toEqual([]);
  });
});
