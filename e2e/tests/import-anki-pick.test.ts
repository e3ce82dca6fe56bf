/**
 * Picking an Anki package's cards (issue 24 §1) as a learner does it: a package of "Basic (and
 * reversed card)" notes shows its two templates with counts; unticking "Card 2" drops those
 * cards and the count; the rest opens in the editor and saves. A package with two decks saves
 * as two sets, one per deck, whose cards the learner then sees. Packages are real ones, built
 * by the server's test-packages.ts as Anki lays them out.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anki21bPackage,
  legacyPackage,
} from '../../apps/server/src/modules/imports/test-packages.ts';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

describe('picking the cards of an Anki package', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Chọn thẻ' },
      { width: 360, height: 780 },
    ));
  });

  afterAll(() => closeLearnerRun(server, browser));

  /** Uploads `bytes` as `name` on the import screen and waits for its preview. */
  async function preview(name: string, bytes: Uint8Array) {
    await page.goto(`${server.url}/dashboard/flashcards/import`);
    await page.getByLabel('Tệp cần nhập').setInputFiles({
      name,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(bytes),
    });
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const shown = page.getByTestId('import-preview');
    await shown.waitFor();
    return shown;
  }

  it('unticks "Card 2" of a reversed note type, opens the rest in the editor and saves it', async () => {
    const apkg = await legacyPackage(
      [
        { type: 'reversed', fields: ['cohesion', 'sự mạch lạc'] },
        { type: 'reversed', fields: ['scarce', 'khan hiếm'] },
        { type: 'reversed', fields: ['resilient', 'kiên cường'] },
      ],
      { deckName: 'IELTS::Đảo thẻ' },
    );
    const shown = await preview('reversed.apkg', apkg);
    await shown.getByText('6 thẻ sẵn sàng để nhập').waitFor();
    const groups = shown.getByRole('group', { name: 'Chọn loại thẻ cần nhập' });
    const card2 = groups.getByRole('checkbox', {
      name: 'Basic (and reversed card) — Card 2 (3 thẻ)',
    });
    expect(await card2.isChecked()).toBe(true);
    await card2.uncheck();
    await shown.getByText('3 thẻ sẵn sàng để nhập').waitFor();
    expect(await shown.getByText('khan hiếm', { exact: true }).count()).toBe(1); // a back only
    // one deck only: no deck choice
    expect(await shown.getByRole('group', { name: 'Chọn deck cần nhập' }).count()).toBe(0);
    await screenshot(page, '240-import-anki-pick-360');
    await shown.getByRole('button', { name: 'Mở trong trình chỉnh sửa' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards/edit/new`);
    // the set name suggested: the deck's last name part (issue 34 §16)
    expect(await page.getByLabel('Tên bộ thẻ *').inputValue()).toBe('Đảo thẻ');
    const fronts = page.getByLabel('Mặt trước', { exact: true });
    await expect.poll(() => fronts.count(), { timeout: 15_000 }).toBe(3);
    expect(await fronts.nth(1).inputValue()).toBe('scarce');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    const set = page.getByTestId('set-card').filter({ hasText: 'Đảo thẻ' });
    expect(await set.getByTestId('set-card-count').textContent()).toBe('3 thẻ');
    await set.getByRole('link', { name: 'Sửa' }).click();
    await page.waitForURL(/\/dashboard\/flashcards\/edit\/[0-9a-f-]{36}$/);
    const saved = page.getByLabel('Mặt trước', { exact: true });
    await expect
      .poll(() => saved.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), {
        timeout: 15_000,
      })
      .toEqual(['cohesion', 'scarce', 'resilient']);
  });

  it('saves a package with two decks as two sets, one per deck', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const apkg = await anki21bPackage([
      { fields: ['hello', 'xin chào'], deck: 'Anki::Chào hỏi' },
      { type: 'reversed', fields: ['cohesion', 'sự mạch lạc'], deck: 'Anki::Từ vựng' },
      { fields: ['goodbye', 'tạm biệt'], deck: 'Anki::Chào hỏi' },
    ]);
    const shown = await preview('collection.colpkg', apkg);
    await shown.getByText('4 thẻ sẵn sàng để nhập').waitFor();
    const decks = shown.getByRole('group', { name: 'Chọn deck cần nhập' });
    await decks.getByRole('checkbox', { name: 'Anki::Chào hỏi (2 thẻ)' }).waitFor();
    await decks.getByRole('checkbox', { name: 'Anki::Từ vựng (2 thẻ)' }).waitFor();
    // unticking Card 2 counts again in the deck's label
    const groups = shown.getByRole('group', { name: 'Chọn loại thẻ cần nhập' });
    await groups
      .getByRole('checkbox', { name: 'Basic (and reversed card) — Card 2 (1 thẻ)' })
      .uncheck();
    await decks.getByRole('checkbox', { name: 'Anki::Từ vựng (1 thẻ)' }).waitFor();
    await shown.getByText('3 thẻ sẵn sàng để nhập').waitFor();
    await screenshot(page, '241-import-anki-decks-1366');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await screenshot(page, '242-import-anki-decks-1366-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await shown.getByRole('button', { name: 'Lưu thành 2 bộ thẻ' }).click();
    const status = shown.getByTestId('deck-save');
    await status.getByText('Đã lưu 2 bộ thẻ:').waitFor();
    await status.getByRole('link', { name: 'Từ vựng — 1 thẻ' }).waitFor();
    await status.getByRole('link', { name: 'Chào hỏi — 2 thẻ' }).click();
    await page.waitForURL(/\/dashboard\/flashcards\/edit\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel('Tên bộ thẻ *').inputValue()).toBe('Chào hỏi');
    const fronts = page.getByLabel('Mặt trước', { exact: true });
    await expect
      .poll(
        () => fronts.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
        {
          timeout: 15_000,
        },
      )
      .toEqual(['hello', 'goodbye']);
    await page.goto(`${server.url}/dashboard/flashcards`);
    const words = page.getByTestId('set-card').filter({ hasText: 'Từ vựng' });
    await expect
      .poll(() => words.getByTestId('set-card-count').textContent(), { timeout: 15_000 })
      .toBe('1 thẻ');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(errors).toEqual([]);
  });
});
