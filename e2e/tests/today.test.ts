/**
 * Issue 19 §1 as a learner meets it: the dashboard's "Hôm nay" tile, one session over two sets
 * (each card with its set's name), the new-card limit from the settings, the interval on each
 * rating button, a failed card coming back as practice, "Previous" over a repeat, the study
 * direction, and the queue of the next visit (the failed card is still there until passed).
 * At 360 px the rating buttons with their intervals stay on screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot } from '../helpers/browser.ts';
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

  beforeAll(async () => {
    run = await openLearnerRun({ name: 'Hằng' });
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
    await screenshot(page, '120-today-tile');
    await tile.getByRole('link', { name: 'Học ngay' }).click();
    await page.waitForURL(`${base}/dashboard/today`);
    await page.getByTestId('study-session').waitFor();
    expect(await progress()).toBe('Thẻ 1 / 5');
    // new cards set by set, in card order; each card names its set
    expect(await front()).toBe('pollution');
    expect(await page.getByTestId('card-set').textContent()).toBe('Môi trường');

    // every button says the interval it gives (a new card: 1 day)
    await page.keyboard.press('Space');
    expect(await page.getByTestId('interval').allTextContents()).toEqual(Array(5).fill('1 ngày'));
    await screenshot(page, '121-today-intervals');
    await page.keyboard.press('2'); // Khó: pollution comes back after five others, or at the end
    expect(await progress()).toBe('Thẻ 2 / 6');
    await rate('4'); // emission
    await rate('4'); // habitat
    expect(await front()).toBe('curriculum');
    expect(await page.getByTestId('card-set').textContent()).toBe('Giáo dục');
    await rate('5'); // curriculum
    await rate('3'); // tuition
    // the sixth slot is pollution again: practice, no intervals
    expect(await progress()).toBe('Thẻ 6 / 6');
    expect(await front()).toBe('pollution');
    await page.getByTestId('practice-badge').waitFor();
    await page.keyboard.press('Space');
    expect(await page.getByTestId('interval').count()).toBe(0);
    await screenshot(page, '122-today-practice');
    await page.keyboard.press('1'); // failed again: it comes back once more
    expect(await progress()).toBe('Thẻ 7 / 7');
    // Previous takes back that rating and the repeat it caused
    await page.keyboard.press('ArrowLeft');
    expect(await progress()).toBe('Thẻ 6 / 6');
    await rate('3');
    await page.getByTestId('completion').waitFor();
    await page.getByTestId('sync-status').filter({ hasText: /^$/ }).waitFor();
    expect(await page.getByTestId('completion-total').textContent()).toBe('6');
    await screenshot(page, '123-today-done');
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
      await newContext(run.browser, { viewport: { width: 360, height: 640 } })
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
    for (const [i, label] of ['Rất khó', 'Khó', 'Trung bình', 'Dễ', 'Rất dễ'].entries()) {
      const name = `${label} (${i + 1})`;
      const box = await phone.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(640);
    }
    await screenshot(phone, '124-today-360-meaning-first');
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

    // a set studied again: four buttons (Lại, Khó, Tốt, Dễ), each with its FSRS interval
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
    expect(await page.getByTestId('interval').count()).toBe(4);
    await screenshot(page, '126-study-fsrs-buttons');
    await page.keyboard.press('3'); // the third button: Tốt (4)
    await page.getByTestId('sync-status').filter({ hasText: /^$/ }).waitFor();
    const progress = (await (
      await page.request.get(
        `${base}/api/study/sets/${school.id}/progress?timeZone=Asia/Ho_Chi_Minh`,
      )
    ).json()) as { reviews: number[][] };
    // Tốt on a new card: ts-fsrs's first Good (stability 2.3065 days), due by FSRS's interval
    // (2 learner days on, more than a day away) while SM-2's interval (1 day) is kept alongside
    const literacy = progress.reviews.find((r) => r[7] === 2.3065);
    expect(literacy).toBeDefined();
    expect(literacy![2]).toBe(1);
    expect(literacy![4]! - literacy![5]!).toBeGreaterThan(86_400_000);
  });
});
