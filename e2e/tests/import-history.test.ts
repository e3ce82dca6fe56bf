/**
 * Anki review history (issue 24 §1) as a learner brings it: upload an Anki package whose cards
 * were studied in Anki with "Giữ lịch ôn" ticked, read each card's reviews and due date in the
 * preview, save the set in the editor (after changing a card's text), find the card in the
 * card browser due on the day Anki had it due, and download the set with its history, which
 * imports back with the same due date.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHistory } from '../../apps/server/src/modules/imports/test-history-packages.ts';
import { legacyPackage } from '../../apps/server/src/modules/imports/test-packages.ts';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

const DAY_MS = 86_400_000;

/** dd/mm/yyyy as the app's Vietnamese pages write a date. */
const viDate = (date: Date) =>
  new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

describe('import with the Anki review history', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  /** The review card's due date: ten days from today, as Anki's due day. */
  let dueAt: Date;
  let apkg: Uint8Array;

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Người dùng Anki' },
      { width: 1024, height: 900 },
    ));
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const crt = (today - 30 * DAY_MS) / 1000;
    dueAt = new Date(today + 10 * DAY_MS);
    const notes = [
      { fields: ['cohesion', 'sự mạch lạc'], tags: ['ielts'] },
      { fields: ['fresh', 'mới'] },
    ];
    apkg = await withHistory(await legacyPackage(notes, { deckName: 'Anki cũ' }), crt, [
      {
        note: 0,
        type: 2,
        due: 40,
        ivl: 12,
        factor: 2350,
        reps: 2,
        lapses: 0,
        revlog: [
          { id: today - 20 * DAY_MS, ease: 3, ivl: 1, factor: 2500, time: 4000, type: 0 },
          { id: today - 2 * DAY_MS, ease: 3, ivl: 12, factor: 2350, time: 3000, type: 1 },
        ],
      },
    ]);
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('shows each card’s reviews and due date in the preview', async () => {
    await page.goto(`${server.url}/dashboard/flashcards/import`);
    await page.getByLabel('Tệp cần nhập').setInputFiles({
      name: 'anki.apkg',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(apkg),
    });
    await page.getByRole('checkbox', { name: 'Giữ lịch ôn' }).check();
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const preview = page.getByTestId('import-preview');
    await preview.getByText('2 thẻ sẵn sàng để nhập').waitFor();
    await preview.getByText(`đã ôn 2 lần · đến hạn ${viDate(dueAt)}`).waitFor();
    expect(await preview.getByText(/đã ôn/).count()).toBe(1); // the new card has no history
    await screenshot(page, 'import-history-preview-1024');
  });

  it('saves the history with the set, and the card browser shows Anki’s due date', async () => {
    await page
      .getByTestId('import-preview')
      .getByRole('button', { name: 'Mở trong trình chỉnh sửa' })
      .click();
    await page.waitForURL(`${server.url}/dashboard/flashcards/edit/new`);
    const front = page.getByLabel('Mặt trước', { exact: true }).first();
    expect(await front.inputValue()).toBe('cohesion');
    await front.fill('cohesion (n)'); // an edited card keeps its history
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    await page.getByTestId('set-card').filter({ hasText: 'Anki cũ' }).waitFor();

    await page.goto(`${server.url}/dashboard/flashcards/browse`);
    const results = page.getByRole('list', { name: 'Kết quả tìm thẻ' });
    const item = (text: string) =>
      results.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
    await item('cohesion (n)')
      .getByText(`Ôn lại ${viDate(dueAt)}`)
      .waitFor();
    await item('fresh').getByText('Mới', { exact: true }).waitFor();
    await screenshot(page, 'import-history-browser-1024');
    expect(errors).toEqual([]);
  });

  it('downloads the set with its history, which imports back with the same due date', async () => {
    await page.goto(`${server.url}/dashboard/flashcards`);
    const card = page.getByTestId('set-card').filter({ hasText: 'Anki cũ' });
    await card.getByText('Tải về').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Anki (.apkg) kèm lịch ôn' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Anki cũ.apkg');
    await page.goto(`${server.url}/dashboard/flashcards/import`);
    await page.getByLabel('Tệp cần nhập').setInputFiles((await download.path())!);
    await page.getByRole('checkbox', { name: 'Giữ lịch ôn' }).check();
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const preview = page.getByTestId('import-preview');
    await preview.getByText('cohesion (n)').waitFor();
    await preview.getByText(`đã ôn 2 lần · đến hạn ${viDate(dueAt)}`).waitFor();
    expect(errors).toEqual([]);
  });
});
