/**
 * Card images (issue 7 §3) in the editor and in study: upload per side ('Đang tải ảnh lên...', save
 * blocked meanwhile with 'Vui lòng đợi ảnh tải xong'), a file that is not an image refused by
 * the server with its message, the image as the card's background in study, remove.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun, FAKE_PNG, PNG_1PX } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

describe('card images', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun({ name: 'Ảnh' }));
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('uploads an image per side, blocks saving while it uploads, shows it in study', async () => {
    await page.goto(`${server.url}/dashboard/flashcards/edit/new`);
    await page.getByLabel('Tên bộ thẻ *').fill('Có hình');
    await page.getByLabel('Mặt trước', { exact: true }).fill('lighthouse');
    await page.getByLabel('Mặt sau', { exact: true }).fill('ngọn hải đăng');

    // not an image by its bytes: the server's message reaches the learner
    const files = page.locator('input[type=file]');
    await files.first().setInputFiles(FAKE_PNG);
    await page.getByText('Có lỗi khi tải ảnh lên: Vui lòng chọn file ảnh').waitFor();

    // hold the upload to see the editor wait for it
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/images', async (route) => {
      await held;
      await route.continue();
    });
    await files
      .first()
      .setInputFiles({ name: 'lighthouse.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('button', { name: 'Đang tải ảnh lên...' }).waitFor();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Vui lòng đợi ảnh tải xong').waitFor();
    release();
    await page.getByRole('img', { name: 'Ảnh mặt trước' }).waitFor();
    await page.unroute('**/api/images');
    await screenshot(page, '65-editor-card-image');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);

    await page
      .getByTestId('set-card')
      .filter({ hasText: 'Có hình' })
      .getByRole('link', { name: 'Học', exact: true })
      .click();
    await page.getByTestId('card-image').waitFor();
    expect(await page.getByTestId('card-front').textContent()).toBe('lighthouse');
    await screenshot(page, '66-study-card-image');

    // issue 18 §2: on a 360×640 phone the card with its image leaves the buttons on screen
    const laptop = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 640 });
    await page.reload();
    await page.getByTestId('card-image').waitFor();
    await page.getByTestId('flip-card').click();
    await page.getByRole('button', { name: /^Rất dễ/ }).waitFor();
    const buttons = page.getByTestId('study-controls').getByRole('button');
    expect(await buttons.count()).toBe(6);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(640);
    await page.setViewportSize(laptop);
  });

  it('removes an image in the editor', async () => {
    await page.goto(`${server.url}/dashboard/flashcards`);
    await page
      .getByTestId('set-card')
      .filter({ hasText: 'Có hình' })
      .getByRole('link', { name: 'Sửa' })
      .click();
    await page.getByRole('button', { name: 'Xóa ảnh mặt trước' }).click();
    expect(await page.getByRole('img', { name: 'Ảnh mặt trước' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    await page
      .getByTestId('set-card')
      .filter({ hasText: 'Có hình' })
      .getByRole('link', { name: 'Học', exact: true })
      .click();
    await page.getByTestId('card-front').waitFor();
    expect(await page.getByTestId('card-image').count()).toBe(0);
    // the refused upload's 400 is the only console line the browser writes
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
