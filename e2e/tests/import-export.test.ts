/**
 * Import and export (issue 7 §7) as a learner does it: paste Quizlet text, read the preview and
 * its problems, open it in the editor and save; a CSV file upload; download the set as CSV and
 * as an Anki package.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

describe('import and export of sets', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Nhập' },
      { width: 360, height: 780 },
    ));
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('imports pasted Quizlet text through the preview and the editor', async () => {
    await page.goto(`${server.url}/dashboard/flashcards`);
    await page.getByRole('link', { name: 'Nhập từ Quizlet / Anki' }).click();
    await page.getByRole('tab', { name: 'Dán văn bản' }).click();
    await page.getByRole('button', { name: 'Xem trước' }).click();
    await page.getByText('Vui lòng dán nội dung cần nhập').waitFor();
    await page
      .getByLabel('Văn bản xuất từ Quizlet')
      .fill('resilient - kiên cường; scarce - khan hiếm; lonely term');
    await page.getByRole('radio', { name: 'Khác' }).first().check();
    await page.getByLabel('Giữa thuật ngữ và định nghĩa: ký tự khác').fill(' - ');
    await page.getByRole('radio', { name: 'Dấu chấm phẩy' }).check();
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const preview = page.getByTestId('import-preview');
    await preview.getByText('2 thẻ sẵn sàng để nhập').waitFor();
    await preview.getByText('1 mục cần lưu ý').waitFor();
    await screenshot(page, '67-import-preview-360');
    await preview.getByRole('button', { name: 'Mở trong trình chỉnh sửa' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards/edit/new`);
    expect(await page.getByLabel('Mặt trước', { exact: true }).first().inputValue()).toBe(
      'resilient',
    );
    await page.getByLabel('Tên bộ thẻ *').fill('Từ Quizlet');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    const card = page.getByTestId('set-card').filter({ hasText: 'Từ Quizlet' });
    expect(await card.getByTestId('set-card-count').textContent()).toBe('2 thẻ');
  });

  it('imports a CSV file with quoted commas', async () => {
    await page.goto(`${server.url}/dashboard/flashcards/import`);
    await page.getByLabel('Tệp cần nhập').setInputFiles({
      name: 'IELTS Writing.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('front,back\n"however, yet","tuy nhiên, nhưng"\nthus,do đó\n'),
    });
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const preview = page.getByTestId('import-preview');
    await preview.getByText('IELTS Writing').waitFor();
    await preview.getByText('tuy nhiên, nhưng').waitFor();
    expect(await preview.getByText('2 thẻ sẵn sàng để nhập').count()).toBe(1);
  });

  it('downloads a set as CSV and as an Anki package', async () => {
    await page.goto(`${server.url}/dashboard/flashcards`);
    const card = page.getByTestId('set-card').filter({ hasText: 'Từ Quizlet' });
    await card.getByText('Tải về').click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Tải về dạng CSV' }).click(),
    ]);
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text).toContain('resilient,kiên cường');
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const [apkg] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Tải về dạng Anki (.apkg)' }).click(),
    ]);
    expect(apkg.suggestedFilename()).toMatch(/\.apkg$/);
    expect(errors).toEqual([]);
  });
});
