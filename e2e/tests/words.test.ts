/**
 * Issue 34 §14-16, §18-19 as a learner meets them: the card browser's tags in the interface
 * language, a card's notes each on a line of their own and "Bỏ tạm ngưng"; the greeting by the
 * hour on the learner's clock; a roadmap that says "Sắp ra mắt" only for what is not there; the
 * IELTS hub's Writing line and lists without a "best time"; the dictation saying, in the game
 * too, that the browser has no English voice and offering the spelling bee, its replay button
 * with a drawn speaker; imports that suggest a set name; the sign-in page saying what the app
 * offers; the Reading review's word offer with one meaning, the passage's sentence and the
 * other meanings to choose. At 360×640 and 1366×768, light and dark, Vietnamese and English.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyPackage } from '../../apps/server/src/modules/imports/test-packages.ts';
import {
  animationsSettled,
  launchBrowser,
  newContext,
  screenshot,
  viewportScreenshot,
  watchErrors,
} from '../helpers/browser.ts';
import { setLanguage } from '../helpers/language.ts';
import { signedUpPage } from '../helpers/learner.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 640 };

/** Switches the page to dark mode as the header's button does, and waits for the colours. */
async function dark(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('darkMode', String(value));
    document.documentElement.classList.toggle('dark', value);
  }, on);
  await animationsSettled(page);
}

describe('words that say it right (issue 34)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`${server.url}${path}`, {
      headers: { origin: server.url },
      data,
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return response.json();
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ page, errors } = await signedUpPage(browser, server.url, { name: 'Lan' }, LAPTOP));
    // past the first-login welcome: these tests are about other screens
    const first = await page.request.post(`${server.url}/api/account/first-login/complete`, {
      headers: { origin: server.url },
    });
    expect(first.status()).toBeLessThan(300);
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('shows card tags in the interface language, notes on their own lines, and "Bỏ tạm ngưng"', async () => {
    await post('/api/sets', {
      title: 'Công việc',
      cards: [
        {
          front: 'deadline',
          back: 'hạn chót\nVí dụ: The deadline for the report is Friday.\nCollocation: meet a deadline',
          tags: ['Noun', 'Formal'],
        },
        { front: 'commute', back: 'đi lại hằng ngày', tags: ['Verb'] },
      ],
    });
    await page.goto(`${server.url}/dashboard/flashcards/browse?q=deadline`);
    const row = page.getByRole('listitem').filter({ hasText: 'hạn chót' });
    await row.getByText('Danh từ', { exact: true }).waitFor();
    await row.getByText('Trang trọng', { exact: true }).waitFor();
    expect(await row.getByText('Noun', { exact: true }).count()).toBe(0);
    const notes = row.getByTestId('browse-notes').getByRole('listitem');
    expect(await notes.allTextContents()).toEqual([
      'Ví dụ: The deadline for the report is Friday.',
      'Collocation: meet a deadline',
    ]);
    // each note on a line of its own: below one another, not run together
    const [first, second] = await Promise.all([
      notes.nth(0).boundingBox(),
      notes.nth(1).boundingBox(),
    ]);
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height - 1);
    await row.getByRole('button', { name: 'Tạm ngưng thẻ "deadline"' }).click();
    await page.getByText('Đã tạm ngưng thẻ "deadline"').waitFor();
    const unsuspend = row.getByRole('button', { name: 'Bỏ tạm ngưng thẻ "deadline"' });
    expect(await unsuspend.textContent()).toBe('Bỏ tạm ngưng');
    await screenshot(page, '300-browser-tags-notes-1366');
    await dark(page, true);
    await viewportScreenshot(page, '301-browser-tags-notes-1366-dark');
    await page.setViewportSize(PHONE);
    await viewportScreenshot(page, '302-browser-tags-notes-360-dark');
    await dark(page, false);
    await viewportScreenshot(page, '303-browser-tags-notes-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await unsuspend.click();
    await page.getByText('Thẻ "deadline" sẽ lại vào hàng ôn.').waitFor();
    await page.setViewportSize(LAPTOP);
  });

  it('greets by the hour on the learner clock, in both languages', async () => {
    // 01:30 UTC today is 08:30 in Ho Chi Minh City and 17:30 the day before in Los Angeles
    const today = new Date();
    const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 1, 30);
    for (const [timezoneId, greeting] of [
      ['Asia/Ho_Chi_Minh', 'Chào buổi sáng, Lan!'],
      ['America/Los_Angeles', 'Chào buổi chiều, Lan!'],
      ['UTC', 'Chào buổi tối, Lan!'],
    ] as const) {
      const context = await newContext(browser, { timezoneId, viewport: LAPTOP });
      await context.addCookies(await page.context().cookies());
      const there = await context.newPage();
      await there.clock.setFixedTime(at);
      await there.goto(`${server.url}/dashboard`);
      await there.getByTestId('greeting').filter({ hasText: greeting }).waitFor();
      if (timezoneId === 'Asia/Ho_Chi_Minh') await screenshot(there, '304-greeting-morning-1366');
      await context.close();
    }
    const context = await newContext(browser, { timezoneId: 'Asia/Ho_Chi_Minh', viewport: LAPTOP });
    await context.addCookies(await page.context().cookies());
    const english = await context.newPage();
    await english.clock.setFixedTime(at + 6 * 3_600_000); // 14:30 there
    await english.goto(`${server.url}/dashboard`);
    await setLanguage(english, 'en');
    await english.getByTestId('greeting').filter({ hasText: 'Good afternoon, Lan!' }).waitFor();
    await setLanguage(english, 'vi');
    await context.close();
  });

  it('keeps the roadmap true: released for what exists, coming soon for what does not', async () => {
    await page.goto(`${server.url}/dashboard`);
    const items = page.getByTestId('roadmap-item');
    await items.first().waitFor();
    const read = async (title: string) =>
      (await items.filter({ hasText: title }).innerText()).split('\n').at(-1)?.trim();
    for (const released of [
      'Luyện nói theo',
      'Hôm nay: ôn tập mỗi ngày',
      'Cài như ứng dụng, học khi không có mạng',
      'Chấm Writing tự động',
      'Chia sẻ bộ thẻ',
    ]) {
      expect({ released, status: await read(released) }).toEqual({ released, status: 'Đã ra mắt' });
    }
    for (const coming of [
      'Thi thử đủ bốn kỹ năng',
      'IELTS General Training',
      'Tra từ tiếng Việt',
    ]) {
      expect({ coming, status: await read(coming) }).toEqual({ coming, status: 'Sắp ra mắt' });
    }
    await page.getByRole('heading', { name: 'Lộ trình phát triển' }).scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '305-roadmap-1366');
  });

  it('names Task 1 and Task 2 on the hub and shows no "best time" on the lists', async () => {
    await page.goto(`${server.url}/dashboard/ielts`);
    const writing = page.getByText(/Viết Task 1 .* và Task 2/);
    await writing.waitFor();
    await post('/api/ielts/reading/1/attempts', {
      answers: {},
      timeTakenSeconds: 1800,
      lookedUp: [],
    });
    await page.goto(`${server.url}/dashboard/ielts/reading`);
    await page.getByTestId('attempts-line').first().waitFor();
    expect(await page.getByTestId('best-time').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/Thời gian tốt nhất/);
    await viewportScreenshot(page, '306-reading-list-no-best-time-1366');
  });

  it('says in the dictation game that there is no English voice and offers the spelling bee', async () => {
    const context = await newContext(browser, { viewport: PHONE, mobile: true });
    await context.addCookies(await page.context().cookies());
    const phone = await context.newPage();
    const phoneErrors = watchErrors(phone);
    await phone.addInitScript(() => {
      window.speechSynthesis.getVoices = () => [];
    });
    await post('/api/sets', {
      title: 'Năm từ',
      cards: [
        { front: 'resilient', back: 'kiên cường' },
        { front: 'scarce', back: 'khan hiếm' },
        { front: 'ubiquitous', back: 'phổ biến khắp nơi' },
        { front: 'meticulous', back: 'tỉ mỉ' },
        { front: 'coherent', back: 'mạch lạc' },
      ],
    });
    await phone.goto(`${server.url}/dashboard/games/listening-dictation`);
    await phone.getByRole('button', { name: /Năm từ/ }).click();
    // started anyway (before the notice, or past it): the game says it too
    await phone.getByRole('button', { name: 'Bắt đầu' }).click();
    const notice = phone.getByTestId('no-voice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('không có giọng đọc tiếng Anh');
    const replay = phone.getByRole('button', { name: /Nghe lại/ });
    expect(await replay.locator('svg').count()).toBe(1);
    expect(await replay.textContent()).not.toContain('🔊');
    await screenshot(phone, '307-dictation-no-voice-in-game-360');
    await dark(phone, true);
    await screenshot(phone, '308-dictation-no-voice-in-game-360-dark');
    await dark(phone, false);
    await notice.getByRole('link', { name: 'Chơi Đánh vần với bộ này' }).click();
    await phone.getByRole('heading', { name: 'Năm từ', level: 2 }).waitFor();
    expect(new URL(phone.url()).pathname).toBe('/dashboard/games/spelling-bee');
    // English
    await setLanguage(phone, 'en');
    await phone.goto(`${server.url}/dashboard/games/listening-dictation`);
    await phone.getByRole('button', { name: /Năm từ/ }).click();
    await phone.getByRole('button', { name: 'Start' }).click();
    await phone.getByTestId('no-voice').filter({ hasText: 'no English voice' }).waitFor();
    await phone.getByRole('link', { name: /spelling bee/i }).waitFor();
    await screenshot(phone, '309-dictation-no-voice-in-game-360-en');
    await setLanguage(phone, 'vi');
    expect(phoneErrors).toEqual([]);
    await context.close();
  });

  it('suggests a set name: a paste names it by its first line, a file by its name', async () => {
    await page.goto(`${server.url}/dashboard/flashcards/import`);
    await page.getByRole('tab', { name: 'Dán văn bản' }).click();
    await page
      .getByLabel('Văn bản xuất từ Quizlet')
      .fill(
        'Unit 5 – Môi trường\npollution\tô nhiễm\nemission\tkhí thải\nhabitat\tmôi trường sống',
      );
    await page.setViewportSize(PHONE);
    await viewportScreenshot(page, '310-import-paste-vietnamese-360');
    await page.setViewportSize(LAPTOP);
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const shown = page.getByTestId('import-preview');
    await shown.getByRole('heading', { name: 'Unit 5 – Môi trường' }).waitFor();
    await shown.getByText('3 thẻ sẵn sàng để nhập').waitFor();
    await shown.getByRole('button', { name: 'Mở trong trình chỉnh sửa' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards/edit/new`);
    expect(await page.getByLabel('Tên bộ thẻ *').inputValue()).toBe('Unit 5 – Môi trường');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Hủy' }).click();
    const leave = page.getByRole('button', { name: 'Rời trang' });
    if (await leave.isVisible()) await leave.click();

    // a CSV file: its name
    await page.goto(`${server.url}/dashboard/flashcards/import`);
    await page.getByLabel('Tệp cần nhập').setInputFiles({
      name: 'IELTS Writing words.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('front,back\ncohesion,sự mạch lạc\n'),
    });
    await page.getByRole('button', { name: 'Xem trước' }).click();
    await page
      .getByTestId('import-preview')
      .getByRole('heading', { name: 'IELTS Writing words' })
      .waitFor();

    // an Anki package: the deck's last name part, its description kept
    const apkg = await legacyPackage([{ fields: ['curriculum', 'chương trình học'] }], {
      deckName: 'IELTS::Education',
      deckDescription: 'Từ vựng chủ đề <b>giáo dục</b>',
    });
    await page.goto(`${server.url}/dashboard/flashcards/import`);
    await page.getByLabel('Tệp cần nhập').setInputFiles({
      name: 'education.apkg',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(apkg),
    });
    await page.getByRole('button', { name: 'Xem trước' }).click();
    const anki = page.getByTestId('import-preview');
    await anki.getByRole('heading', { name: 'Education', exact: true }).waitFor();
    await anki.getByRole('button', { name: 'Mở trong trình chỉnh sửa' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards/edit/new`);
    expect(await page.getByLabel('Tên bộ thẻ *').inputValue()).toBe('Education');
    expect(await page.getByLabel('Mô tả').inputValue()).toBe('Từ vựng chủ đề giáo dục');
    await screenshot(page, '311-import-anki-name-description-1366');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    await page.getByTestId('set-card').filter({ hasText: 'Education' }).waitFor();
  });

  it("offers the Reading review's words with one meaning, the passage's sentence and a choice", async () => {
    const attempt = await post('/api/ielts/reading/1/attempts', {
      answers: {},
      timeTakenSeconds: 1200,
      lookedUp: ['absorb', 'measure'],
    });
    await page.goto(`${server.url}/dashboard/ielts/results/${attempt.result.id}`);
    const offer = page.getByTestId('word-offer');
    const row = (word: string) =>
      offer.getByTestId('offer-word').filter({ has: page.getByText(word, { exact: true }) });
    const absorb = row('absorb');
    await absorb
      .getByTestId('offer-back')
      .filter({ hasText: /^hấp thụ — / })
      .waitFor();
    expect(await absorb.getByTestId('offer-sentence').textContent()).toMatch(
      /^Trong bài: “.*absorb.*”$/,
    );
    const measure = row('measure');
    await measure.getByText('Danh từ').waitFor();
    expect(await measure.getByTestId('offer-back').textContent()).toMatch(/^biện pháp — /);
    // the learner reads the sentence and chooses the other meaning
    await measure.getByRole('radio', { name: 'thước đo' }).click();
    await measure
      .getByTestId('offer-back')
      .filter({ hasText: /^thước đo — / })
      .waitFor();
    expect(
      await measure.getByRole('radio', { name: 'thước đo' }).getAttribute('aria-checked'),
    ).toBe('true');
    await screenshot(page, '312-reading-offer-meanings-1366');
    await dark(page, true);
    await viewportScreenshot(page, '313-reading-offer-meanings-1366-dark');
    await page.setViewportSize(PHONE);
    await measure.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '314-reading-offer-meanings-360-dark');
    await dark(page, false);
    await viewportScreenshot(page, '315-reading-offer-meanings-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.setViewportSize(LAPTOP);
    await offer.getByRole('button', { name: /^Tạo bộ thẻ từ bài đọc/ }).click();
    await offer.getByText(/^Đã tạo bộ thẻ/).waitFor();
    const sets = (await (await page.request.get(`${server.url}/api/sets`)).json()) as {
      sets: { id: string; title: string }[];
    };
    const made = sets.sets.find((set) => set.title.endsWith('— từ cần ôn'))!;
    const full = (await (await page.request.get(`${server.url}/api/sets/${made.id}`)).json()) as {
      set: { cards: { front: string; back: string }[] };
    };
    const backs = Object.fromEntries(full.set.cards.map((card) => [card.front, card.back]));
    expect(backs.absorb).toMatch(/^hấp thụ — /);
    expect(backs.measure).toMatch(/^thước đo — /);
  });

  it('says on the sign-in page, where / leads a newcomer, what the app offers', async () => {
    for (const [viewport, name] of [
      [PHONE, '360'],
      [LAPTOP, '1366'],
    ] as const) {
      const context = await newContext(browser, { viewport });
      const visitor = await context.newPage();
      await visitor.goto(`${server.url}/`);
      await visitor.waitForURL(`${server.url}/login`);
      const pitch = visitor.getByTestId('pitch');
      await pitch.getByRole('heading', { name: 'Bạn sẽ có gì ở đây' }).waitFor();
      expect(await pitch.getByRole('listitem').count()).toBe(4);
      // the form's button stays on the first screen
      const button = visitor.getByRole('button', { name: 'Đăng nhập', exact: true });
      const box = await button.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      await viewportScreenshot(visitor, `316-sign-in-pitch-${name}`);
      await dark(visitor, true);
      await screenshot(visitor, `317-sign-in-pitch-${name}-dark`);
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
