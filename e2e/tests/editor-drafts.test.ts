/**
 * Editor drafts (issue 7 §4): what is typed survives a reload (autosave 1 s after a change, the
 * restored-draft notice for 5 s), for a new set and for an existing one; 'Hủy' and a save end
 * the draft.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

/**
 * Waits until the editor's autosave (1 s after the last change) has written a draft holding
 * every one of `texts` to localStorage (`flashcard-draft:<user>:<set or new>`).
 */
async function draftSaved(page: Page, texts: string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      Object.keys(localStorage).some((key) => {
        const value = key.startsWith('flashcard-draft:') ? localStorage.getItem(key) : null;
        return value !== null && wanted.every((text) => value.includes(JSON.stringify(text)));
      }),
    texts,
  );
}

describe('editor drafts', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun({ name: 'Nháp' }));
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('restores a new set typed before a reload, and forgets it on cancel', async () => {
    await page.goto(`${server.url}/dashboard/flashcards/edit/new`);
    await page.getByLabel('Tên bộ thẻ *').fill('Bản nháp chưa lưu');
    await page.getByLabel('Mặt trước', { exact: true }).fill('ubiquitous');
    await draftSaved(page, ['Bản nháp chưa lưu', 'ubiquitous']);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByTestId('draft-restored').waitFor();
    await screenshot(page, '64-draft-restored');
    expect(await page.getByLabel('Tên bộ thẻ *').inputValue()).toBe('Bản nháp chưa lưu');
    expect(await page.getByLabel('Mặt trước', { exact: true }).inputValue()).toBe('ubiquitous');
    // the notice goes after 5 s
    await page.getByTestId('draft-restored').waitFor({ state: 'detached', timeout: 8000 });
    await page.getByRole('link', { name: 'Hủy' }).click();
    await page.getByRole('button', { name: 'Rời trang' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    await page.goto(`${server.url}/dashboard/flashcards/edit/new`);
    await page.getByLabel('Tên bộ thẻ *').waitFor();
    expect(await page.getByLabel('Tên bộ thẻ *').inputValue()).toBe('');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
  });

  it('restores an edit of an existing set and ends the draft on save', async () => {
    await page.getByLabel('Tên bộ thẻ *').fill('Đã lưu');
    await page.getByLabel('Mặt trước', { exact: true }).fill('cohesion');
    await page.getByLabel('Mặt sau', { exact: true }).fill('sự mạch lạc');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    await page
      .getByTestId('set-card')
      .filter({ hasText: 'Đã lưu' })
      .getByRole('link', { name: 'Sửa' })
      .click();
    await page.getByLabel('Mặt sau', { exact: true }).fill('sự gắn kết');
    await draftSaved(page, ['sự gắn kết']);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.getByLabel('Mặt sau', { exact: true }).inputValue()).toBe('sự gắn kết');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    await page
      .getByTestId('set-card')
      .filter({ hasText: 'Đã lưu' })
      .getByRole('link', { name: 'Sửa' })
      .click();
    expect(await page.getByLabel('Mặt sau', { exact: true }).inputValue()).toBe('sự gắn kết');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
