/**
 * Issue 24 §1 (media) as a learner sees it: an Anki package whose notes show images imports with
 * a thumbnail beside each card of the preview, the editor keeps the images, and the saved set's
 * card shows its image when studied (each <img> really loads: naturalWidth > 0). The set's
 * export menu offers "CSV + ảnh (.zip)", which downloads a zip of the CSV and its images.
 */
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyPackage } from '../../apps/server/src/modules/imports/test-packages.ts';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

/** A real image of one colour, made here. */
async function image(format: 'png' | 'jpeg', background: string): Promise<Uint8Array> {
  const made = sharp({ create: { width: 120, height: 90, channels: 3, background } });
  return new Uint8Array(await (format === 'png' ? made.png() : made.jpeg()).toBuffer());
}

/** The width the browser decoded an <img> to (0 while not loaded or broken). */
const naturalWidth = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).naturalWidth);

describe('images of an imported Anki package', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Ảnh' },
      { width: 390, height: 844 },
    ));
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('shows thumbnails in the preview and the image on the saved card', async () => {
    const apkg = await legacyPackage(
      [
        { fields: ['lighthouse<img src="lighthouse.png">', 'ngọn hải đăng'] },
        { fields: ['harbour', 'bến cảng<br><img src="harbour.jpg">'] },
        { fields: ['plain', 'không có ảnh'] },
      ],
      {
        deckName: 'Cảng biển',
        media: {
          'lighthouse.png': await image('png', '#f59e0b'),
          'harbour.jpg': await image('jpeg', '#0ea5e9'),
        },
      },
    );
    await page.goto(`${server.url}/dashboard/flashcards/import`);
    await page.getByLabel('Tệp cần nhập').setInputFiles({
      name: 'cang.apkg',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(apkg),
    });
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const preview = page.getByTestId('import-preview');
    await preview.getByText('3 thẻ sẵn sàng để nhập').waitFor();
    const front = preview.getByRole('img', { name: 'Ảnh mặt trước của thẻ 1' });
    const back = preview.getByRole('img', { name: 'Ảnh mặt sau của thẻ 2' });
    await expect.poll(() => naturalWidth(front), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => naturalWidth(back), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await preview.getByRole('img').count()).toBe(2);
    await screenshot(page, '68-import-preview-thumbnails-390');

    await preview.getByRole('button', { name: 'Mở trong trình chỉnh sửa' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards/edit/new`);
    const editorImage = page.getByRole('img', { name: 'Ảnh mặt trước' }).first();
    await expect.poll(() => naturalWidth(editorImage), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);

    const set = page.getByTestId('set-card').filter({ hasText: 'Cảng biển' });
    await set.getByRole('link', { name: 'Học', exact: true }).click();
    const studied = page.getByTestId('card-image');
    await expect.poll(() => naturalWidth(studied), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, '68-imported-card-image-390');
  });

  it('downloads the set as CSV + images (.zip)', async () => {
    await page.goto(`${server.url}/dashboard/flashcards`);
    const set = page.getByTestId('set-card').filter({ hasText: 'Cảng biển' });
    await set.getByText('Tải về').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      set.getByRole('link', { name: 'Tải về dạng CSV + ảnh (.zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Cảng biển.zip');
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const names = Object.keys(zip);
    expect(names.filter((name) => name.startsWith('images/'))).toHaveLength(2);
    expect(new TextDecoder().decode(zip['Cảng biển.csv'])).toContain(
      'front,back,front_image,back_image,tags',
    );
    expect(errors).toEqual([]);
  });
});
