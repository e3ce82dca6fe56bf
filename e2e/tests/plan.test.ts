/**
 * Today's plan, the goal and the reminder (issue 21 §3-4), as a new learner on a 360 px phone:
 * after the welcome dialog the exam-date question (exam in 30 days, target band 6.5), the
 * dashboard's countdown and plan, the plan's "learn 3 new cards" task (it names what it counts,
 * issue 34 §6) done from its link and ticked on the way back, the goal's ring and its text
 * agreeing (issue 34 §7), in Vietnamese and English, and the streak; then the reminder turned on
 * in Settings at this hour, the e-mail the job queue sends (read in the dev outbox) written from
 * the day's figures, and its unsubscribe link opened without a session. Screenshots at 360 and
 * 1366 px, light and dark.
 */
import { addDayKeys, learnerDayKey } from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewportScreenshot } from '../helpers/browser.ts';
import { setLanguage } from '../helpers/language.ts';
import { closeLearnerRun, signedUpPage } from '../helpers/learner.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const TZ = 'Asia/Ho_Chi_Minh'; // newContext's zone

describe('Plan, goal and reminder', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let email: string;

  beforeAll(async () => {
    server = await startServer({ MAIL_OUTBOX_UI: 'true' });
    browser = await launchBrowser();
    ({ page, email } = await signedUpPage(
      browser,
      server.url,
      { name: 'Kế Hoạch' },
      { width: 360, height: 740 },
    ));
    const created = await page.request.post(`${server.url}/api/sets`, {
      headers: { origin: server.url },
      data: {
        title: 'Academic Word List 2',
        cards: [
          { front: 'assess', back: 'đánh giá' },
          { front: 'concept', back: 'khái niệm' },
          { front: 'derive', back: 'bắt nguồn' },
        ],
      },
    });
    expect(created.status()).toBe(201);
  });

  afterAll(() => closeLearnerRun(server, browser));

  const task = (text: string) => page.getByTestId('plan-task').filter({ hasText: text });

  it('asks for the exam date after the welcome and plans the day towards it', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Bắt đầu học' }).click();
    const question = page.getByRole('dialog', { name: 'Bạn thi IELTS khi nào?' });
    await question.waitFor();
    const examDate = addDayKeys(learnerDayKey(new Date(), TZ, 4), 30);
    await question.getByLabel('Ngày thi').fill(examDate);
    await question.getByLabel('Band mục tiêu').selectOption('6.5');
    await viewportScreenshot(page, '220-plan-question-360');
    await question.getByRole('button', { name: 'Lưu kế hoạch' }).click();
    await question.waitFor({ state: 'detached' });

    const card = page.getByTestId('plan-card');
    await card
      .getByTestId('exam-countdown')
      .filter({ hasText: 'Còn 30 ngày đến kỳ thi' })
      .waitFor();
    expect(await card.getByTestId('target-band').textContent()).toBe('Mục tiêu band 6,5');
    // 30 days out: two skills a day, those never practised first
    await task('Học 3 thẻ mới ở bộ Academic Word List 2').waitFor();
    await task('Làm Reading Test 1').waitFor();
    await task('Làm Listening Test 1').waitFor();
    expect(await page.getByTestId('plan-task').count()).toBe(3);
    expect(await card.getByTestId('goal-figure').textContent()).toBe('0/15 phút');
    expect(await card.getByTestId('plan-streak-days').textContent()).toBe('0 ngày');
    expect(await card.getByTestId('band-reading').textContent()).toContain('Chưa có bài');
    await card.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '221-plan-dashboard-360');
  });

  it("ticks the new-cards task once its cards are studied from the task's link", async () => {
    const newWords = task('Học 3 thẻ mới ở bộ Academic Word List 2');
    expect(await newWords.getAttribute('data-complete')).toBe('false');
    await newWords.click();
    await page.getByTestId('card-front').waitFor();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Space');
      await page.getByRole('group', { name: 'Thẻ này khó với bạn đến mức nào?' }).waitFor();
      await page.keyboard.press('4');
    }
    await page.getByRole('heading', { name: /Hoàn thành/ }).waitFor();
    await page.getByText('Hoàn tất', { exact: true }).click();
    await page.getByRole('link', { name: 'Trang chủ' }).click();
    await page
      .getByTestId('plan-task')
      .and(page.locator('[data-complete="true"]'))
      .filter({ hasText: 'Học 3 thẻ mới' })
      .waitFor();
    await page.getByTestId('plan-streak-days').filter({ hasText: '1 ngày' }).waitFor();
    await page.getByTestId('today-tile-done').filter({ hasText: '3' }).waitFor();
    // a game of 7 min 10 s: with the ratings' seconds, 7 whole minutes of the 15-minute goal;
    // the ring says the share of those 7 minutes (46 %), not of the seconds (over 47 %)
    const sets = (await (await page.request.get(`${server.url}/api/sets`)).json()) as {
      sets: { id: string }[];
    };
    const game = await page.request.post(`${server.url}/api/games/results`, {
      headers: { origin: server.url },
      data: {
        game: 'quiz',
        setId: sets.sets[0]!.id,
        score: 40,
        accuracyPercent: 100,
        durationSeconds: 430,
      },
    });
    expect(game.status()).toBe(201);
    await page.reload();
    const card = page.getByTestId('plan-card');
    await card.getByTestId('goal-figure').filter({ hasText: '7/15 phút' }).waitFor();
    expect(await card.getByTestId('goal-ring').textContent()).toBe('46%');
    expect(await card.getByTestId('goal-ring').getAttribute('aria-valuetext')).toBe('7/15 phút');
    expect(await card.getByText('Còn 8 phút').count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '221-plan-goal-ring-360');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await viewportScreenshot(page, '222-plan-dashboard-1366-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await viewportScreenshot(page, '223-plan-dashboard-1366');
    // the same in English
    await setLanguage(page, 'en');
    const english = page.getByTestId('plan-card');
    await english.getByTestId('goal-figure').filter({ hasText: '7/15 min' }).waitFor();
    expect(await english.getByTestId('goal-ring').textContent()).toBe('46%');
    expect(await english.getByText('8 minutes to go').count()).toBe(1);
    // done: the task no longer names the set it sent the learner to
    await page
      .getByTestId('plan-task')
      .and(page.locator('[data-complete="true"]'))
      .filter({ hasText: 'Learn 3 new cards' })
      .waitFor();
    await viewportScreenshot(page, '223-plan-dashboard-1366-en');
    await setLanguage(page, 'vi');
    await page.setViewportSize({ width: 360, height: 740 });
  });

  it('sends a reminder at the chosen hour, and its link unsubscribes without a session', async () => {
    await page.goto(`${server.url}/dashboard/settings`);
    const form = page.getByRole('form', { name: 'Mục tiêu và nhắc học' });
    await form.getByLabel('Gửi e-mail nhắc học khi tôi chưa đạt mục tiêu trong ngày').check();
    // this hour in the learner's zone: the next tick of the job queue (every minute) sends it
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: TZ }).format(
        new Date(),
      ),
    );
    await form.getByLabel('Giờ nhắc').selectOption(String(hour));
    await form.getByLabel('Mục tiêu mỗi ngày (phút)').fill('20');
    await form.getByRole('button', { name: 'Lưu mục tiêu' }).click();
    await form.getByText('Đã lưu mục tiêu.').waitFor();
    await form.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '224-plan-settings-360');

    const mailPage = await page.context().newPage();
    const reminder = mailPage
      .getByTestId('mail')
      .filter({ hasText: email })
      .filter({ hasText: 'Nhắc học' });
    await expect
      .poll(
        async () => {
          await mailPage.goto(`${server.url}/dev/mail`);
          return reminder.count();
        },
        { timeout: 100_000, interval: 5_000 },
      )
      .toBe(1);
    // written from the day's figures: 7 of 20 minutes, and a streak already kept today
    const mail = await reminder.textContent();
    expect(mail).toContain('còn 13 phút để đạt mục tiêu hôm nay');
    expect(mail).toContain('Hôm nay bạn đã học 7/20 phút.');
    expect(mail).toContain('Hôm nay bạn đã giữ được chuỗi 1 ngày học liên tiếp.');
    expect(mail).not.toContain('đang chờ');
    const link = await reminder
      .getByRole('link', { name: /\/unsubscribe\?token=/ })
      .getAttribute('href');
    await mailPage.close();

    // the link opens on a phone with no session at all
    const stranger = await newContext(browser, { viewport: { width: 360, height: 740 } });
    const unsubscribe = await stranger.newPage();
    await unsubscribe.goto(link!);
    await unsubscribe
      .getByTestId('unsubscribe-state')
      .filter({ hasText: 'Bạn sẽ không nhận e-mail nhắc học nữa.' })
      .waitFor();
    await screenshot(unsubscribe, '225-unsubscribe-360');
    await stranger.close();

    await page.reload();
    const box = page
      .getByRole('form', { name: 'Mục tiêu và nhắc học' })
      .getByLabel('Gửi e-mail nhắc học khi tôi chưa đạt mục tiêu trong ngày');
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
  }, 180_000);
});
