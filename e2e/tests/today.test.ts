/**
 * Issue 19 §1 and issue 34 §3-6 as a learner meets them at 1366×768 and on a 360×640 phone: the
 * dashboard's "Hôm nay" tile and the plan's new-card task, one session over two sets whose new
 * cards take turns set by set (each card with its set's name), the new-card limit from the
 * settings, what each rating button says it will do (a failing rating: "trong buổi này"; the
 * others: the interval), the front shown above the answer on the back, a failed card coming back
 * as practice with its own labels, "Previous" over a repeat, the completion screen's figures
 * (cards, ratings, the share rated Dễ or Rất dễ), the study direction, and FSRS's four buttons
 * and summary, in Vietnamese and English.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, viewportScreenshot } from '../helpers/browser.ts';
import { setLanguage } from '../helpers/language.ts';
import {
  closeLearnerRun,
  dismissWelcome,
  type LearnerRun,
  openLearnerRun,
} from '../helpers/learner.ts';

describe('today: one queue over every set (issue 19)', () => {
  let run: LearnerRun;
  let page: Page;
  let base: string;

  const createSet = async (title: string, color: string, words: [string, string][]) => {
    const created = await page.request.post(`${base}/api/sets`, {
      headers: { origin: base },
      data: { title, color, cards: words.map(([front, back]) => ({ front, back })) },
    });
    expect(created.status()).toBe(201);
  };

  /** Flips the card on screen and rates it with the key `key` (1-5). */
  const rate = async (key: string) => {
    await page.keyboard.press('Space');
    await page.getByRole('group', { name: 'Thẻ này khó với bạn đến mức nào?' }).waitFor();
    await page.keyboard.press(key);
  };
  const front = () => page.getByTestId('card-front').textContent();
  const progress = () => page.getByTestId('study-progress').textContent();
  /** What each rating button says under its name, in order. */
  const labels = (on: Page = page) => on.getByTestId('interval').allTextContents();
  const AGAIN = 'trong buổi này';

  /**
   * The back shows the card's front above the answer (issue 34 §5): both on the face, the front
   * wholly above the answer.
   */
  const expectFrontAboveAnswer = async (on: Page, question: string, answer: string) => {
    const asked = on.getByTestId('card-back-front');
    expect(await asked.textContent()).toBe(question);
    expect(await on.getByTestId('card-back').textContent()).toBe(answer);
    const [top, bottom] = [
      await asked.boundingBox(),
      await on.getByTestId('card-back').boundingBox(),
    ];
    expect(top!.y + top!.height).toBeLessThanOrEqual(bottom!.y);
  };

  /**
   * Every rating button (named `names`) and "Previous" lie wholly inside the viewport, and the
   * page does not scroll (issue 18 §2), whatever the labels under the names say.
   */
  const expectButtonsOnScreen = async (on: Page, names: string[]) => {
    const viewport = on.viewportSize()!;
    const group = on.getByRole('group', { name: /./ }).filter({ has: on.getByTestId('interval') });
    for (const name of names) {
      const box = await group.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(viewport.height);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewport.width);
    }
    expect(await on.evaluate(() => document.documentElement.scrollHeight)).toBe(viewport.height);
    expect(await on.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  };

  beforeAll(async () => {
    run = await openLearnerRun({ name: 'Hằng' }, { width: 1366, height: 768 });
    page = run.page;
    base = run.server.url;
    await createSet('Môi trường', '#10B981', [
      ['pollution', 'ô nhiễm'],
      ['emission', 'khí thải'],
      ['habitat', 'môi trường sống'],
    ]);
    await createSet('Giáo dục', '#F59E0B', [
      ['curriculum', 'chương trình học'],
      ['tuition', 'học phí'],
      ['literacy', 'khả năng đọc viết'],
    ]);
  });
  afterAll(async () => closeLearnerRun(run?.server, run?.browser));

  it('limits new cards from the settings', async () => {
    await page.goto(`${base}/dashboard/settings`);
    await page.getByLabel('Thẻ mới mỗi ngày').fill('501');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByText('Nhập một số nguyên từ 0 đến 500.').waitFor();
    await page.getByLabel('Thẻ mới mỗi ngày').fill('5');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByText('Đã lưu cài đặt học tập.').waitFor();
    const saved = await page.request.get(`${base}/api/account/preferences`);
    expect(((await saved.json()) as { newCardsPerDay: number }).newCardsPerDay).toBe(5);
  });

  it('shows today on the dashboard and studies both sets in one session', async () => {
    await page.goto(`${base}/dashboard`);
    await dismissWelcome(page);
    const tile = page.getByTestId('today-tile');
    await tile.waitFor();
    expect(await page.getByTestId('today-tile-new').textContent()).toBe('5');
    expect(await page.getByTestId('today-tile-due').textContent()).toBe('0');
    // the plan's task names what it counts: new cards (from two sets, so no set is named)
    await page.getByTestId('plan-task').filter({ hasText: 'Học 5 thẻ mới' }).waitFor();
    await screenshot(page, '120-today-tile');
    await tile.getByRole('link', { name: 'Học ngay' }).click();
    await page.waitForURL(`${base}/dashboard/today`);
    await page.getByTestId('study-session').waitFor();
    expect(await progress()).toBe('Thẻ 1 / 5');
    // new cards take turns set by set (oldest set first), each in card order; each names its set
    expect(await front()).toBe('pollution');
    expect(await page.getByTestId('card-set').textContent()).toBe('Môi trường');

    // the back: the front above the answer; each button says what it does (a new card: the
    // failing ratings bring it back in this sitting, the others give 1 day)
    await page.keyboard.press('Space');
    await expectFrontAboveAnswer(page, 'pollution', 'ô nhiễm');
    expect(await labels()).toEqual([AGAIN, AGAIN, '1 ngày', '1 ngày', '1 ngày']);
    await viewportScreenshot(page, '121-today-intervals-1366');
    await page.keyboard.press('2'); // Khó: pollution comes back after five others, or at the end
    expect(await progress()).toBe('Thẻ 2 / 6');
    expect(await front()).toBe('curriculum');
    expect(await page.getByTestId('card-set').textContent()).toBe('Giáo dục');
    await rate('5'); // curriculum
    expect(await front()).toBe('emission');
    await rate('4'); // emission
    expect(await front()).toBe('tuition');
    await rate('3'); // tuition
    expect(await front()).toBe('habitat');
    await rate('3'); // habitat
    // the sixth slot is pollution again: practice, and the buttons still say what they do:
    // failing again brings it back once more, passing leaves it due tomorrow as Khó set it
    expect(await progress()).toBe('Thẻ 6 / 6');
    expect(await front()).toBe('pollution');
    await page.getByTestId('practice-badge').waitFor();
    await page.keyboard.press('Space');
    expect(await labels()).toEqual([AGAIN, AGAIN, '1 ngày', '1 ngày', '1 ngày']);
    await viewportScreenshot(page, '122-today-practice-1366');
    await page.keyboard.press('1'); // failed again: it comes back once more
    expect(await progress()).toBe('Thẻ 7 / 7');
    // Previous takes back that rating and the repeat it caused
    await page.keyboard.press('ArrowLeft');
    expect(await progress()).toBe('Thẻ 6 / 6');
    await rate('3');
    await page.getByTestId('completion').waitFor();
    await page.getByTestId('sync-status').filter({ hasText: /^$/ }).waitFor();
    // five cards, six ratings; the spec's figure over the ratings: (Dễ + Rất dễ) / 6 = 33 %
    expect(await page.getByTestId('completion-total').textContent()).toBe('5');
    expect(await page.getByTestId('completion-ratings').textContent()).toBe('6');
    expect(await page.getByTestId('completion-easy-label').textContent()).toBe(
      'Chấm Dễ hoặc Rất dễ',
    );
    expect(await page.getByTestId('completion-easy').textContent()).toBe('33%');
    expect(await page.getByTestId('completion-counts').getByRole('term').allTextContents()).toEqual(
      ['Rất khó', 'Khó', 'Trung bình', 'Dễ', 'Rất dễ'],
    );
    expect(
      await page.getByTestId('completion-counts').getByRole('definition').allTextContents(),
    ).toEqual(['0', '1', '3', '1', '1']);
    await viewportScreenshot(page, '123-today-done-1366');
  });

  it('stored first ratings as reviews and the repeat as practice', async () => {
    const today = (await (
      await page.request.get(`${base}/api/study/today?timeZone=Asia/Ho_Chi_Minh`)
    ).json()) as { newDone: number; cards: { card: { front: string } }[] };
    expect(today.newDone).toBe(5);
    // the new-card limit is spent and pollution was passed (Trung bình): nothing left today
    expect(today.cards.map((c) => c.card.front)).toEqual([]);
    await page.goto(`${base}/dashboard/today`);
    await page.getByTestId('today-empty').waitFor();
    expect(await page.getByTestId('today-done').textContent()).toBe(
      'Hôm nay bạn đã ôn 0 thẻ và học 5 thẻ mới.',
    );
  });

  it('asks the meaning first when the direction says so, and fits a 360 px phone', async () => {
    const phone = await (
      await newContext(run.browser, { mobile: true, viewport: { width: 360, height: 640 } })
    ).newPage();
    await phone.context().addCookies(await page.context().cookies());
    // raise the limit so that there is something new to study
    const raised = await phone.request.patch(`${base}/api/account/preferences`, {
      headers: { origin: base },
      data: { newCardsPerDay: 6 },
    });
    expect(raised.status()).toBe(200);
    await phone.goto(`${base}/dashboard/today`);
    await phone.getByTestId('study-session').waitFor();
    expect(await phone.getByTestId('card-front').textContent()).toBe('literacy');
    await phone.getByTestId('study-direction').selectOption('back');
    expect(await phone.getByTestId('card-front').textContent()).toBe('khả năng đọc viết');
    await phone.getByRole('button', { name: 'Hiện đáp án' }).click();
    await expectFrontAboveAnswer(phone, 'khả năng đọc viết', 'literacy');
    expect(await labels(phone)).toEqual([AGAIN, AGAIN, '1 ngày', '1 ngày', '1 ngày']);
    await expectButtonsOnScreen(phone, ['Rất khó', 'Khó', 'Trung bình', 'Dễ', 'Rất dễ']);
    await viewportScreenshot(phone, '124-today-360-meaning-first');
    // the same in English
    await setLanguage(phone, 'en');
    await phone.getByTestId('study-session').waitFor();
    await phone.getByRole('button', { name: 'Show answer' }).click();
    expect(await labels(phone)).toEqual([
      'this session',
      'this session',
      '1 day',
      '1 day',
      '1 day',
    ]);
    await expectButtonsOnScreen(phone, ['Very hard', 'Hard', 'Medium', 'Easy', 'Very easy']);
    await phone.emulateMedia({ colorScheme: 'dark' });
    await viewportScreenshot(phone, '124-today-360-en-dark');
    await setLanguage(phone, 'vi');
    await phone.close();
  });

  it('switches to FSRS in the settings: four buttons with their intervals, history kept', async () => {
    await page.goto(`${base}/dashboard/settings`);
    await page.getByTestId('pref-scheduler').selectOption('fsrs');
    await page.getByLabel('Tỉ lệ nhớ mong muốn (%)').fill('99');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByText('Nhập một số từ 70 đến 97.').waitFor();
    await page.getByLabel('Tỉ lệ nhớ mong muốn (%)').fill('90');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByText('Đã lưu cài đặt học tập.').waitFor();
    await screenshot(page, '125-settings-fsrs');

    // a set studied again: four buttons (Lại, Khó, Tốt, Dễ), each saying what it does
    const sets = (await (await page.request.get(`${base}/api/sets`)).json()) as {
      sets: { id: string; title: string }[];
    };
    const school = sets.sets.find((set) => set.title === 'Giáo dục')!;
    await page.goto(`${base}/dashboard/flashcards/study/${school.id}`);
    await page.getByTestId('study-session').waitFor();
    expect(await front()).toBe('literacy');
    await page.keyboard.press('Space');
    const names = await page
      .getByRole('group', { name: 'Thẻ này khó với bạn đến mức nào?' })
      .getByRole('button')
      .allTextContents();
    expect(names.map((n) => n.replace(/\s*\(\d\).*$/, ''))).toEqual(['Lại', 'Khó', 'Tốt', 'Dễ']);
    // a new card under FSRS-6 at 90 %: Lại back in this sitting, Khó 1 day, Tốt 2, Dễ 8
    expect(await labels()).toEqual([AGAIN, '1 ngày', '2 ngày', '8 ngày']);
    await viewportScreenshot(page, '126-study-fsrs-buttons-1366');
    await page.keyboard.press('3'); // the third button: Tốt (4)
    // tuition (Trung bình today) and curriculum (Rất dễ today) are practice now
    expect(await front()).toBe('tuition');
    await page.getByTestId('practice-badge').waitFor();
    await page.keyboard.press('Space');
    expect((await labels())[0]).toBe(AGAIN);
    expect(await labels()).toHaveLength(4);
    await page.keyboard.press('1'); // Lại: back at the end
    expect(await progress()).toBe('Thẻ 3 / 4');
    await rate('4'); // curriculum: Dễ (5)
    await rate('3'); // tuition again: Tốt (4)
    await page.getByTestId('completion').waitFor();
    await page.getByTestId('sync-status').filter({ hasText: /^$/ }).waitFor();
    // FSRS's names in the summary: 3 cards, 4 ratings, (Tốt + Dễ) / 4 = 75 %
    expect(await page.getByTestId('completion-total').textContent()).toBe('3');
    expect(await page.getByTestId('completion-ratings').textContent()).toBe('4');
    expect(await page.getByTestId('completion-easy-label').textContent()).toBe('Chấm Tốt hoặc Dễ');
    expect(await page.getByTestId('completion-easy').textContent()).toBe('75%');
    expect(await page.getByTestId('completion-counts').getByRole('term').allTextContents()).toEqual(
      ['Lại', 'Khó', 'Tốt', 'Dễ'],
    );
    expect(
      await page.getByTestId('completion-counts').getByRole('definition').allTextContents(),
    ).toEqual(['1', '0', '2', '1']);
    await viewportScreenshot(page, '127-study-fsrs-done-1366');
    const stored = (await (
      await page.request.get(
        `${base}/api/study/sets/${school.id}/progress?timeZone=Asia/Ho_Chi_Minh`,
      )
    ).json()) as { reviews: number[][] };
    // Tốt on a new card: ts-fsrs's first Good (stability 2.3065 days), due by FSRS's interval
    // (2 learner days on, more than a day away) while SM-2's interval (1 day) is kept alongside
    const literacy = stored.reviews.find((r) => r[7] === 2.3065);
    expect(literacy).toBeDefined();
    expect(literacy![2]).toBe(1);
    expect(literacy![4]! - literacy![5]!).toBeGreaterThan(86_400_000);
  });

  it('shows the FSRS buttons on a 360 px phone in English and Vietnamese', async () => {
    await createSet('Sức khỏe', '#EC4899', [
      ['nutrition', 'dinh dưỡng'],
      ['obesity', 'béo phì'],
    ]);
    const sets = (await (await page.request.get(`${base}/api/sets`)).json()) as {
      sets: { id: string; title: string }[];
    };
    const health = sets.sets.find((set) => set.title === 'Sức khỏe')!;
    const phone = await (
      await newContext(run.browser, { mobile: true, viewport: { width: 360, height: 640 } })
    ).newPage();
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`${base}/dashboard/flashcards/study/${health.id}`);
    await phone.getByTestId('study-session').waitFor();
    await phone.getByRole('button', { name: 'Hiện đáp án' }).click();
    expect(await labels(phone)).toEqual([AGAIN, '1 ngày', '2 ngày', '8 ngày']);
    await expectButtonsOnScreen(phone, ['Lại', 'Khó', 'Tốt', 'Dễ']);
    await viewportScreenshot(phone, '128-study-fsrs-360');
    await setLanguage(phone, 'en');
    await phone.getByRole('button', { name: 'Show answer' }).click();
    expect(await labels(phone)).toEqual(['this session', '1 day', '2 days', '8 days']);
    await expectButtonsOnScreen(phone, ['Again', 'Hard', 'Good', 'Easy']);
    await viewportScreenshot(phone, '129-study-fsrs-360-en');
    // the summary in English with FSRS's names, its actions on a 360×640 screen, dark
    await phone.getByRole('button', { name: 'Good', exact: true }).tap();
    await phone.getByRole('button', { name: 'Show answer' }).tap();
    await phone.getByRole('button', { name: 'Easy', exact: true }).tap();
    await phone.getByTestId('completion').waitFor();
    expect(await phone.getByTestId('completion-total-label').textContent()).toBe('Cards');
    expect(await phone.getByTestId('completion-ratings-label').textContent()).toBe('Ratings');
    expect(await phone.getByTestId('completion-easy-label').textContent()).toBe(
      'Rated Good or Easy',
    );
    expect(await phone.getByTestId('completion-easy').textContent()).toBe('100%');
    expect(
      await phone.getByTestId('completion-counts').getByRole('term').allTextContents(),
    ).toEqual(['Again', 'Hard', 'Good', 'Easy']);
    for (const name of ['Study again', 'Finish']) {
      const box = await phone.getByText(name, { exact: true }).boundingBox();
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(640);
    }
    await phone.emulateMedia({ colorScheme: 'dark' });
    await viewportScreenshot(phone, '130-study-fsrs-done-360-en-dark');
    await setLanguage(phone, 'vi');
    await phone.close();
  });
});
