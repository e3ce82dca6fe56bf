/**
 * Sharing (issue 7 §5) in two browsers: the owner shares a set with a friend to view (badge,
 * read-only editor with the spec's banner, a copy of their own), then to edit (the friend's
 * change reaches the owner); a save from a stale editor gets the conflict dialog and keeps the
 * text; a stranger is told they have no access.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../helpers/browser.ts';
import { signedUpPage } from '../helpers/learner.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

describe('sharing a set between two learners', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Page;
  let friend: Page;
  const errors: string[][] = [];
  const stamp = Date.now().toString(36);
  const friendEmail = `ban.${stamp}@example.com`;
  let setId = '';

  /** A signed-up learner in a browser of their own. */
  async function learner(
    name: string,
    email: string,
    viewport?: { width: number; height: number },
  ) {
    const signedUp = await signedUpPage(browser, server.url, { name, email }, viewport);
    errors.push(signedUp.errors);
    return signedUp.page;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    owner = await learner('Chủ Bộ Thẻ', `chu.${stamp}@example.com`);
    friend = await learner('Bạn Học', friendEmail, { width: 360, height: 780 });
    const created = await owner.request.post(`${server.url}/api/sets`, {
      headers: { origin: server.url },
      data: {
        title: 'Từ vựng chia sẻ',
        cards: [
          { front: 'resilient', back: 'kiên cường' },
          { front: 'scarce', back: 'khan hiếm' },
        ],
      },
    });
    setId = ((await created.json()) as { set: { id: string } }).set.id;
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('shares to view: the friend sees the badge and a read-only editor', async () => {
    await owner.goto(`${server.url}/dashboard/flashcards`);
    const card = owner.getByTestId('set-card').filter({ hasText: 'Từ vựng chia sẻ' });
    await card.getByRole('button', { name: 'Chia sẻ' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Email người nhận').fill(`  ${friendEmail.toUpperCase()} `);
    await dialog.getByRole('button', { name: 'Chia sẻ', exact: true }).click();
    await dialog.getByText(`Đã chia sẻ với ${friendEmail}`).waitFor();
    await dialog.getByTestId('share-list').getByText('Bạn Học').waitFor();
    await screenshot(owner, '60-share-dialog');
    await dialog.getByRole('button', { name: 'Đóng' }).click();

    await friend.goto(`${server.url}/dashboard/flashcards`);
    const shared = friend.getByTestId('set-card').filter({ hasText: 'Từ vựng chia sẻ' });
    await shared.getByTestId('shared-badge').filter({ hasText: 'Được chia sẻ' }).waitFor();
    expect(await shared.textContent()).toContain('Của Chủ Bộ Thẻ');
    await screenshot(friend, '61-shared-list-360');
    await shared.getByRole('link', { name: 'Xem' }).click();
    await friend
      .getByTestId('view-only-banner')
      .filter({ hasText: 'Bạn chỉ có quyền xem bộ thẻ này. Không thể chỉnh sửa.' })
      .waitFor();
    expect(await friend.getByLabel('Tên bộ thẻ *').isDisabled()).toBe(true);
    expect(await friend.getByRole('button', { name: 'Lưu thay đổi' }).count()).toBe(0);
    await screenshot(friend, '62-view-only-editor-360');
    await friend.getByRole('button', { name: 'Lưu bản sao' }).click();
    await friend.waitForURL(`${server.url}/dashboard/flashcards`);
    await friend.getByText('Từ vựng chia sẻ (bản sao)').waitFor();
  });

  it('shares to edit: the friend edits and the owner sees the change', async () => {
    await owner.goto(`${server.url}/dashboard/flashcards`);
    const card = owner.getByTestId('set-card').filter({ hasText: 'Từ vựng chia sẻ' });
    await card.getByRole('button', { name: 'Chia sẻ' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel(`Quyền của ${friendEmail}`, { exact: true }).selectOption('edit');
    await expect
      .poll(async () => dialog.getByLabel(`Quyền của ${friendEmail}`, { exact: true }).inputValue())
      .toBe('edit');
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    // the owner opens the editor now: it will be stale after the friend saves
    await card.getByRole('link', { name: 'Sửa' }).click();
    await owner.getByLabel('Tên bộ thẻ *').waitFor();

    await friend.goto(`${server.url}/dashboard/flashcards/edit/${setId}`);
    await friend.getByText('Bộ thẻ của Chủ Bộ Thẻ, được chia sẻ với quyền chỉnh sửa.').waitFor();
    await friend.getByLabel('Tên bộ thẻ *').fill('Từ vựng chia sẻ — đã sửa');
    await friend.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await friend.waitForURL(`${server.url}/dashboard/flashcards`);

    // the owner's stale editor: the conflict dialog keeps their text and saves it as a copy
    await owner.getByLabel('Mặt sau', { exact: true }).first().fill('kiên cường, bền bỉ');
    await owner.getByRole('button', { name: 'Lưu thay đổi' }).click();
    const conflict = owner.getByRole('dialog');
    await conflict.getByText('Bộ thẻ đã được người khác thay đổi', { exact: false }).waitFor();
    await screenshot(owner, '63-version-conflict');
    await conflict.getByRole('button', { name: 'Lưu thành bản sao' }).click();
    await owner.waitForURL(`${server.url}/dashboard/flashcards`);
    await owner
      .getByTestId('set-card')
      .filter({ hasText: 'Từ vựng chia sẻ — đã sửa' })
      .first()
      .waitFor();
    await owner.getByText('Từ vựng chia sẻ (bản sao)').waitFor();
  });

  it('tells a stranger they have no access, then returns to the list', async () => {
    const stranger = await learner('Người Lạ', `la.${stamp}@example.com`);
    await stranger.goto(`${server.url}/dashboard/flashcards/edit/${setId}`);
    await stranger.getByText('Bạn không có quyền truy cập bộ thẻ này').waitFor();
    await stranger.waitForURL(`${server.url}/dashboard/flashcards`);
    for (const list of errors) expect(list).toEqual([]);
  });
});
