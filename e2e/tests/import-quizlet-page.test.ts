/**
 * Text copied from a Quizlet set page (issue 24 §3) as a learner pastes it on a 360 px phone:
 * the preview says term and definition were found on alternate lines, with the count and the
 * right first card; "Không phải? Đọc mỗi dòng là một thẻ" reads it the other way and back; the
 * learner confirms, saves in the editor and finds the set with its cards.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

/** A set page as a browser copies it: title, author, buttons, heading, numbered pairs. */
const PAGE_TEXT = [
  'Từ vựng môi trường',
  'Save',
  'Created by',
  'minh_ielts',
  '',
  'Terms in this set (3)',
  '1',
  'deforestation',
  'Play audio',
  'nạn phá rừng',
  'Play audio',
  'Star',
  '2',
  'renewable energy',
  'Play audio',
  'năng lượng tái tạo',
  'Play audio',
  'Star',
  '3',
  'landfill',
  'Play audio',
  'bãi chôn lấp rác',
  'Play audio',
  'Star',
].join('\n');

describe('pasting a Quizlet set page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Trang Quizlet' },
      { width: 360, height: 780 },
    ));
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('previews alternate lines, switches reading and back, and saves the set', async () => {
    await page.goto(`${server.url}/dashboard/flashcards/import`);
    await page.getByRole('tab', { name: 'Dán văn bản' }).click();
    await page.getByLabel('Văn bản xuất từ Quizlet').fill(PAGE_TEXT);
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const preview = page.getByTestId('import-preview');
    const layout = preview.getByTestId('import-layout');
    await layout.getByText(/Phát hiện thuật ngữ và định nghĩa nằm trên các dòng xen kẽ/).waitFor();
    expect(await layout.textContent()).toContain('3 thẻ');
    await preview.getByRole('heading', { name: 'Từ vựng môi trường' }).waitFor();
    const first = preview.getByRole('listitem').first();
    expect(await first.textContent()).toBe('deforestationnạn phá rừng');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, '241-import-quizlet-page-360');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, '242-import-quizlet-page-360-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // "not right?": one card per line finds no tab, then back to alternate lines
    await layout.getByRole('button', { name: 'Không phải? Đọc mỗi dòng là một thẻ' }).click();
    await preview.getByText('0 thẻ sẵn sàng để nhập').waitFor();
    await preview.getByText('Đang đọc mỗi dòng là một thẻ, với dấu phân cách đã chọn.').waitFor();
    await preview
      .getByRole('button', { name: 'Đọc thuật ngữ và định nghĩa trên các dòng xen kẽ' })
      .click();
    await preview.getByText('3 thẻ sẵn sàng để nhập').waitFor();

    await preview.getByRole('button', { name: 'Mở trong trình chỉnh sửa' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards/edit/new`);
    expect(await page.getByLabel('Mặt trước', { exact: true }).first().inputValue()).toBe(
      'deforestation',
    );
    expect(await page.getByLabel('Mặt sau', { exact: true }).first().inputValue()).toBe(
      'nạn phá rừng',
    );
    expect(await page.getByLabel('Tên bộ thẻ *').inputValue()).toBe('Từ vựng môi trường');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    const card = page.getByTestId('set-card').filter({ hasText: 'Từ vựng môi trường' });
    expect(await card.getByTestId('set-card-count').textContent()).toBe('3 thẻ');
    await card.getByRole('link', { name: 'Sửa' }).click();
    await expect
      .poll(() => page.getByLabel('Mặt trước', { exact: true }).nth(2).inputValue(), {
        timeout: 15_000,
      })
      .toBe('landfill');
    expect(errors).toEqual([]);
  });
});
