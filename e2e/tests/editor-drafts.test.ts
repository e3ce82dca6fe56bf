/**
 * Editor drafts (issue 7 §4): what is typed survives a reload (autosave 1 s after a change, the
 * restored-draft notice for 5 s), for a new set and for an existing one; 'Hủy' and a save end
 * the draft. After a version conflict (issue 18 §4), reopening the editor shows the set as it is
 * now with the stored draft's age and the choice 'Bỏ bản nháp' / 'Khôi phục', never the stale
 * draft silently.
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

  it('keeps what was typed just before a reload, inside the autosave second (issue 34 §18)', async () => {
    await page.goto(`${server.url}/dashboard/flashcards/edit/new`);
    await page.getByLabel('Tên bộ thẻ *').fill('Gõ rồi tải lại ngay');
    await page.getByLabel('Mặt trước', { exact: true }).fill('resilient');
    // no wait for the 1 s autosave: the reload comes at once
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.getByLabel('Tên bộ thẻ *').inputValue()).toBe('Gõ rồi tải lại ngay');
    expect(await page.getByLabel('Mặt trước', { exact: true }).inputValue()).toBe('resilient');
    await screenshot(page, '64a-draft-kept-on-quick-reload');
    await page.getByRole('link', { name: 'Hủy' }).click();
    await page.getByRole('button', { name: 'Rời trang' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    // the next test starts in an empty editor, as the first one leaves it
    await page.goto(`${server.url}/dashboard/flashcards/edit/new`);
    await page.getByLabel('Tên bộ thẻ *').waitFor();
    expect(await page.getByLabel('Tên bộ thẻ *').inputValue()).toBe('');
  });

  it('restores an edit of an existing set and ends the draft on save', async () => {
    await page.getByLabel('Tên bộ thẻ *').fill('Đã lưu');
    await page.getByLabel('Mặt trước', { exact: true }).fill('cohesion');
    await page.getByLabel('Mặt sau', { exact: true }).fill('sự mạch lạc');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
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
    // an existing set: the draft comes back only when the learner chooses it
    await page.getByTestId('draft-choice').waitFor();
    expect(await page.getByLabel('Mặt sau', { exact: true }).inputValue()).toBe('sự mạch lạc');
    await page.getByRole('button', { name: 'Khôi phục' }).click();
    expect(await page.getByLabel('Mặt sau', { exact: true }).inputValue()).toBe('sự gắn kết');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    await page
      .getByTestId('set-card')
      .filter({ hasText: 'Đã lưu' })
      .getByRole('link', { name: 'Sửa' })
      .click();
    expect(await page.getByLabel('Mặt sau', { exact: true }).inputValue()).toBe('sự gắn kết');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(await page.getByTestId('draft-choice').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('after a version conflict, reopening offers the draft with its age instead of hiding the other change', async () => {
    const back = () => page.getByLabel('Mặt sau', { exact: true }).inputValue();
    const setId = page.url().split('/').pop()!;
    // the learner's edit, kept as a draft
    await page.getByLabel('Mặt sau', { exact: true }).fill('bản của tôi');
    await draftSaved(page, ['bản của tôi']);
    // meanwhile the set is saved elsewhere (another person with edit access, another device)
    const loaded = await page.request.get(`${server.url}/api/sets/${setId}`);
    const { set } = (await loaded.json()) as {
      set: {
        title: string;
        description: string;
        color: string;
        version: number;
        cards: { id: string; front: string; back: string; tags: string[] }[];
      };
    };
    const saved = await page.request.put(`${server.url}/api/sets/${setId}`, {
      data: {
        title: set.title,
        description: set.description,
        color: set.color,
        version: set.version,
        cards: set.cards.map((card) => ({ ...card, back: 'bản của người khác' })),
      },
    });
    expect(saved.status()).toBe(200);
    // saving now meets the conflict; the learner stays, then leaves without choosing
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    const conflict = page.getByRole('dialog', { name: 'Bộ thẻ đã thay đổi' });
    await conflict.waitFor();
    await conflict.getByRole('button', { name: 'Ở lại' }).click();
    await conflict.waitFor({ state: 'hidden' });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`${server.url}/dashboard/flashcards`);

    // reopening: the set as it is now, and the draft's age with the choice
    await page.goto(`${server.url}/dashboard/flashcards/edit/${setId}`);
    await page.getByTestId('draft-choice').waitFor();
    expect(await page.getByTestId('draft-age').textContent()).toMatch(
      /^Bản nháp đã lưu: (bây giờ|\d+ phút trước)$/,
    );
    expect(await back()).toBe('bản của người khác');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    await screenshot(page, '188-draft-choice-after-conflict');

    // 'Khôi phục' shows the draft
    await page.getByRole('button', { name: 'Khôi phục' }).click();
    expect(await back()).toBe('bản của tôi');
    expect(await page.getByTestId('draft-choice').count()).toBe(0);
    await draftSaved(page, ['bản của tôi']);

    // 'Bỏ bản nháp' shows the other person's change and forgets the draft
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByTestId('draft-choice').waitFor();
    await page.getByRole('button', { name: 'Bỏ bản nháp' }).click();
    expect(await back()).toBe('bản của người khác');
    expect(await page.getByTestId('draft-choice').count()).toBe(0);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('flashcard-draft:')),
      ),
    ).toEqual([]);
    await page.reload();
    await page.getByLabel('Mặt sau', { exact: true }).waitFor();
    expect(await back()).toBe('bản của người khác');
    expect(await page.getByTestId('draft-choice').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
