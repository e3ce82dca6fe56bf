/**
 * Dictionary and Quick Define (issue 9; spec §2 Dictionary, Add-to-set modal, Quick Define
 * popup; §5; §8; §9) as a learner uses them, on the offline provider (WordNet, CMU and the
 * project's glossary): 'mice' finds mouse with its Vietnamese meaning, a synonym chip searches
 * again, recent searches show (case aside, once), an unknown word is answered in Vietnamese with
 * "Có phải bạn muốn tìm…" suggestions when one is close; a word goes into a new set and a second
 * into that set; Quick Define opens on a right-click over a double-clicked word, on Ctrl+D and
 * from the "Tra từ" bubble a double-click shows, closes on Escape, and says when a word is
 * unknown. Screens at 1366 px and 360 px, light and dark.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, dismissWelcome, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

const NOT_FOUND = 'Không tìm thấy "qwzxv". Hãy kiểm tra chính tả và thử lại.';
const ADD = 'Thêm vào bộ thẻ';
/** A letter only Vietnamese uses (none may show on an English page, data aside). */
const VIETNAMESE_LETTER = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;
const SET_TITLE = 'Từ điển của tôi';

describe('dictionary', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Zyxwv' },
      { width: 1366, height: 900 },
    ));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    // what the browser is asked to say is recorded (headless Chromium has no voice to hear)
    await page.addInitScript(() => {
      const spoken: string[] = [];
      (window as unknown as { spoken: string[] }).spoken = spoken;
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        spoken.push(`${utterance.text}|${utterance.lang}`);
        utterance.onend?.(new Event('end') as SpeechSynthesisEvent);
      };
    });
  });

  afterAll(() => closeLearnerRun(server, browser));

  const searchBox = () => page.getByRole('searchbox', { name: 'Từ cần tra' });
  const searchButton = () => page.getByRole('button', { name: 'Tra từ', exact: true });
  const entryWord = () => page.locator('#entry-word');

  /**
   * Selects the word in `selector` by double-clicking on its text (as a learner does); answers
   * the selection's centre.
   */
  async function selectWord(selector: string): Promise<{ x: number; y: number }> {
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    const word = await page.evaluate((css) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(css)!);
      const rect = range.getClientRects()[0]!;
      return { x: rect.left + Math.min(rect.width / 2, 20), y: rect.top + rect.height / 2 };
    }, selector);
    await page.mouse.dblclick(word.x, word.y);
    return page.evaluate(() => {
      const rect = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
  }

  it('finds "mice" as mouse with its Vietnamese meaning, searches a synonym, lists recent words', async () => {
    await page.goto(`${server.url}/dashboard`);
    await dismissWelcome(page);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page
      .getByRole('link', { name: /Dictionary|Từ điển/ })
      .first()
      .click();
    await page.waitForURL(`${server.url}/dashboard/dictionary`);
    await page.getByTestId('dictionary-empty').waitFor();
    expect(await searchButton().isDisabled()).toBe(true);
    await searchBox().fill('   ');
    expect(await searchButton().isDisabled()).toBe(true);
    await screenshot(page, '91-dictionary-empty-1366');

    await searchBox().fill('mice');
    await searchButton().click();
    await page.waitForURL(`${server.url}/dashboard/dictionary?word=mice`);
    await entryWord()
      .filter({ hasText: /^mouse$/ })
      .waitFor();
    expect(await page.getByTestId('resolved').textContent()).toContain('"mice"');
    expect(await page.getByTestId('vietnamese').textContent()).toContain('con chuột');
    expect(await page.getByTestId('definition').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('definition').first().textContent()).toMatch(/rodent/);

    // pronunciation: no audio file offline, so the browser says the word (US and UK)
    await page.getByRole('button', { name: 'Nghe phát âm mouse (Anh)' }).click();
    expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([
      'mouse|en-GB',
    ]);
    await page.getByRole('button', { name: 'Sao chép' }).click();
    await page.getByRole('button', { name: 'Đã sao chép' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^mouse: con chuột, chuột máy tính — any of numerous small rodents/,
    );
    await screenshot(page, '92-dictionary-result-1366');

    await page.getByTestId('synonyms').getByRole('button', { name: 'Tra từ shiner' }).click();
    await page.waitForURL(`${server.url}/dashboard/dictionary?word=shiner`);
    await entryWord()
      .filter({ hasText: /^shiner$/ })
      .waitFor();
    expect(await searchBox().inputValue()).toBe('shiner');
    // no Vietnamese meaning known: the page says so
    expect(await page.getByTestId('vietnamese').count()).toBe(0);
    expect(await page.getByTestId('no-vietnamese').textContent()).toBe(
      'Từ điển chưa có nghĩa tiếng Việt cho từ này.',
    );
    const recent = page.getByTestId('recent-searches').getByRole('button');
    await expect.poll(() => recent.allTextContents()).toEqual(['shiner', 'mice']);

    // Back returns to the previous word
    await page.goBack();
    await entryWord()
      .filter({ hasText: /^mouse$/ })
      .waitFor();
    expect(await searchBox().inputValue()).toBe('mice');
    expect(errors).toEqual([]);
  });

  it('answers an unknown word in Vietnamese with suggestions, and a recent search searches again', async () => {
    await searchBox().fill('qwzxv');
    await searchBox().press('Enter');
    await page.getByTestId('dictionary-error').filter({ hasText: NOT_FOUND }).waitFor();
    await page.getByTestId('no-suggestions').waitFor();
    await searchBox().fill('xyzzy');
    await searchBox().press('Enter');
    await page.getByTestId('dictionary-error').filter({ hasText: '"xyzzy"' }).waitFor();
    await page.getByTestId('no-suggestions').waitFor();

    // a misspelling: "Có phải bạn muốn tìm…" with links, the closest and most common first
    await searchBox().fill('enviroment');
    await searchBox().press('Enter');
    const suggestions = page.getByTestId('suggestions');
    await suggestions.getByRole('heading', { name: 'Có phải bạn muốn tìm…' }).waitFor();
    const links = suggestions.getByRole('link');
    expect((await links.allTextContents())[0]).toBe('environment');
    expect(await links.count()).toBeLessThanOrEqual(5);
    await screenshot(page, '93-dictionary-not-found-1366');
    await links.first().click();
    await page.waitForURL(`${server.url}/dashboard/dictionary?word=environment`);
    await entryWord()
      .filter({ hasText: /^environment$/ })
      .waitFor();
    // a word searched again in capitals ('mice' earlier) is listed once
    await searchBox().fill('MICE');
    await searchButton().click();
    await page.waitForURL(`${server.url}/dashboard/dictionary?word=MICE`);
    await entryWord()
      .filter({ hasText: /^mouse$/ })
      .waitFor();
    const recent = page.getByTestId('recent-searches').getByRole('button');
    await expect.poll(() => recent.allTextContents()).toEqual(['MICE', 'environment', 'shiner']);
    await page
      .getByTestId('recent-searches')
      .getByRole('button', { name: 'Tra từ shiner' })
      .click();
    await entryWord()
      .filter({ hasText: /^shiner$/ })
      .waitFor();
    // a word opened from a link searches at once
    await page.goto(`${server.url}/dashboard/dictionary?word=good`);
    await entryWord()
      .filter({ hasText: /^good$/ })
      .waitFor();
    expect(await page.getByTestId('vietnamese').textContent()).toContain('tốt');
    expect(await page.getByTestId('synonyms').getByRole('button').count()).toBe(5);
    expect(await page.getByTestId('antonyms').getByRole('button').count()).toBe(2);
    for (const meaning of await page.getByTestId('meaning').all()) {
      expect(await meaning.getByTestId('definition').count()).toBeLessThanOrEqual(3);
    }
  });

  it('adds a word to a new set, then a second word to that set', async () => {
    await page.goto(`${server.url}/dashboard/dictionary?word=environment`);
    await entryWord()
      .filter({ hasText: /^environment$/ })
      .waitFor();
    await page.getByRole('button', { name: ADD, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('environment', { exact: true }).waitFor();
    expect(await dialog.getByTestId('card-preview').textContent()).toContain('môi trường — ');
    await dialog.getByText('Bạn chưa có bộ thẻ nào để thêm thẻ. Hãy tạo bộ thẻ mới.').waitFor();
    await dialog.getByRole('tab', { name: 'Bộ thẻ mới' }).click();
    await dialog.getByRole('button', { name: 'Tạo và thêm' }).click();
    await dialog.getByText('Vui lòng nhập tên bộ thẻ').waitFor();
    await dialog.getByLabel('Tên bộ thẻ *').fill(`  ${SET_TITLE}  `);
    await dialog.getByLabel(/^Mô tả/).fill('Từ tra trong từ điển');
    await screenshot(page, '94-add-to-set-new-1366');
    await dialog.getByRole('button', { name: 'Tạo và thêm' }).click();
    await dialog.getByText(`Đã thêm "environment" vào bộ thẻ "${SET_TITLE}".`).waitFor();
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await searchBox().fill('book');
    await searchButton().click();
    await entryWord()
      .filter({ hasText: /^book$/ })
      .waitFor();
    await page.getByRole('button', { name: ADD, exact: true }).click();
    await dialog.getByRole('button', { name: 'Thêm vào bộ đã chọn' }).click();
    await dialog.getByText('Vui lòng chọn một bộ thẻ').waitFor();
    await dialog.getByRole('radio', { name: new RegExp(SET_TITLE) }).check();
    expect(await dialog.getByTestId('existing-sets').textContent()).toContain('1 thẻ');
    await screenshot(page, '95-add-to-set-existing-1366');
    await dialog.getByRole('button', { name: 'Thêm vào bộ đã chọn' }).click();
    await dialog.getByText(`Đã thêm "book" vào bộ thẻ "${SET_TITLE}".`).waitFor();
    await dialog.getByRole('link', { name: 'Xem bộ thẻ' }).click();
    await page.waitForURL(/\/dashboard\/flashcards\/edit\//);
    const fronts = page.getByPlaceholder('Từ vựng / câu hỏi');
    await expect.poll(() => fronts.count()).toBe(2);
    expect(await fronts.nth(0).inputValue()).toBe('environment');
    expect(await fronts.nth(1).inputValue()).toBe('book');
    expect(await page.getByPlaceholder('Nghĩa / câu trả lời').nth(1).inputValue()).toMatch(
      /^quyển sách.* — ./,
    );

    await page.goto(`${server.url}/dashboard/flashcards`);
    const card = page.getByTestId('set-card').filter({ hasText: SET_TITLE });
    await card.getByTestId('set-card-count').filter({ hasText: '2 thẻ' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens Quick Define on a right-click over one selected word and on Ctrl+D', async () => {
    await page.goto(`${server.url}/dashboard/dictionary?word=mouse`);
    await entryWord()
      .filter({ hasText: /^mouse$/ })
      .waitFor();
    await page.evaluate(() => {
      window.addEventListener('contextmenu', (event) => {
        (window as unknown as { prevented: boolean }).prevented = event.defaultPrevented;
      });
    });
    const prevented = () =>
      page.evaluate(() => (window as unknown as { prevented: boolean }).prevented);
    const popup = page.getByTestId('quick-define');

    // nothing selected: the browser's own menu is left alone
    await page.getByRole('heading', { name: 'Từ điển', exact: true }).click({ button: 'right' });
    expect(await prevented()).toBe(false);
    expect(await popup.count()).toBe(0);

    const at = await selectWord('#entry-word');
    await page.mouse.click(at.x, at.y, { button: 'right' });
    expect(await prevented()).toBe(true);
    await popup.getByRole('heading', { name: /mouse/ }).waitFor();
    expect(await popup.getByTestId('qd-vi').textContent()).toContain('con chuột');
    const meanings = popup.getByTestId('qd-meaning');
    expect(await meanings.count()).toBeGreaterThan(0);
    expect(await meanings.count()).toBeLessThanOrEqual(2);
    for (const meaning of await meanings.all()) {
      expect(await meaning.getByRole('listitem').count()).toBeLessThanOrEqual(2);
    }
    // focus moved into the popup
    expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(page, '99-quick-define-1366');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    // the popup answered this selection: no "Tra từ" bubble comes back under the word
    expect(await page.getByTestId('quick-define-bubble').count()).toBe(0);

    // Ctrl+D with the word still selected
    await page.keyboard.press('Control+d');
    await popup.getByRole('heading', { name: /mouse/ }).waitFor();
    // an outside click closes it
    await page.mouse.click(5, 400);
    await popup.waitFor({ state: 'detached' });

    // the popup adds to a set too
    await selectWord('#entry-word');
    await page.keyboard.press('Control+d');
    await popup.getByRole('button', { name: ADD, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm vào bộ thẻ' });
    await dialog.getByRole('radio', { name: new RegExp(SET_TITLE) }).check();
    await dialog.getByRole('button', { name: 'Thêm vào bộ đã chọn' }).click();
    await dialog.getByText(`Đã thêm "mouse" vào bộ thẻ "${SET_TITLE}".`).waitFor();
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    expect(errors).toEqual([]);
  });

  it('shows a "Tra từ" bubble beside a double-clicked word, which opens Quick Define', async () => {
    await page.goto(`${server.url}/dashboard/dictionary?word=run`);
    await entryWord().filter({ hasText: /^run$/ }).waitFor();
    const bubble = page.getByTestId('quick-define-bubble');
    const popup = page.getByTestId('quick-define');
    expect(await bubble.count()).toBe(0);
    await selectWord('#entry-word');
    await bubble.waitFor();
    expect(await bubble.textContent()).toBe('Tra từ');
    expect(await bubble.getAttribute('aria-label')).toBe('Tra từ "run"');
    // beside the word: just under it, inside the screen
    const word = (await entryWord().boundingBox())!;
    const box = (await bubble.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(word.y);
    expect(box.y).toBeLessThan(word.y + word.height + 40);
    await screenshot(page, '99-quick-define-bubble-1366');
    await bubble.click();
    await popup.getByRole('heading', { name: /run/ }).waitFor();
    expect(await popup.getByTestId('qd-vi').textContent()).toContain('chạy');
    expect(await bubble.count()).toBe(0);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await bubble.count()).toBe(0);
    // a new selection brings it back; a click elsewhere clears it, and the bubble goes with it
    await selectWord('#entry-word');
    await bubble.waitFor();
    await page.getByRole('heading', { name: 'Từ điển', exact: true }).click();
    await bubble.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('works at 360 px in dark mode: page, dialog and popup inside the screen', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    await page.getByTestId('greeting').waitFor();

    // the learner's own name is no English word: Quick Define says so in red
    const at = await page.evaluate(() => {
      const greeting = document.querySelector('[data-testid="greeting"]')!;
      const text = greeting.firstChild!;
      const start = text.textContent!.indexOf('Zyxwv');
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 5);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      const rect = range.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    await page.mouse.click(at.x, at.y, { button: 'right' });
    const popup = page.getByTestId('quick-define');
    await popup.getByText('Không tìm thấy từ này. Hãy kiểm tra chính tả.').waitFor();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    // the word of the day: its popup stays inside a 360 px screen
    const word = (await page.getByTestId('word-of-the-day').textContent())!;
    const spot = await selectWord('[data-testid="word-of-the-day"]');
    await page.mouse.click(spot.x, spot.y, { button: 'right' });
    await popup.getByRole('link', { name: 'Xem đầy đủ' }).waitFor();
    await popup.getByTestId('qd-meaning').first().waitFor();
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await screenshot(page, '98-quick-define-360-dark');
    await popup.getByRole('link', { name: 'Xem đầy đủ' }).click();
    await page.waitForURL(`${server.url}/dashboard/dictionary?word=${encodeURIComponent(word)}`);
    await popup.waitFor({ state: 'detached' });
    await entryWord().waitFor();

    await page.goto(`${server.url}/dashboard/dictionary?word=run`);
    await entryWord().filter({ hasText: /^run$/ }).waitFor();
    expect(await page.getByTestId('vietnamese').textContent()).toContain('chạy');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, '96-dictionary-result-360-dark');
    await page.getByRole('button', { name: ADD, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: new RegExp(SET_TITLE) }).waitFor();
    await screenshot(page, '97-add-to-set-360-dark');
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
    expect(errors).toEqual([]);
  });

  it('speaks English on an English page: not-found, suggestions, entry and Quick Define', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/dashboard/dictionary`);
    expect(
      await page.evaluate(async () => {
        const response = await fetch('/api/account/preferences', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ language: 'en' }),
        });
        return response.status;
      }),
    ).toBe(200);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto(`${server.url}/dashboard/dictionary?word=enviroment`);
    await page
      .getByTestId('dictionary-error')
      .filter({
        hasText: `Sorry, we couldn't find "enviroment". Please check the spelling and try again.`,
      })
      .waitFor();
    await page.getByRole('heading', { name: 'Did you mean…' }).waitFor();

    await page.goto(`${server.url}/dashboard/dictionary?word=shiner`);
    await entryWord()
      .filter({ hasText: /^shiner$/ })
      .waitFor();
    const entry = page.getByTestId('dictionary-entry');
    expect(await page.getByTestId('no-vietnamese').textContent()).toBe(
      'The dictionary has no Vietnamese meaning for this word yet.',
    );
    await entry.getByRole('button', { name: 'Add to flashcards' }).waitFor();
    expect(await entry.getByTestId('meaning').first().textContent()).toMatch(/^noun/);
    expect(await entry.textContent()).not.toMatch(VIETNAMESE_LETTER);

    await selectWord('#entry-word');
    const bubble = page.getByTestId('quick-define-bubble');
    expect(await bubble.textContent()).toBe('Define');
    await bubble.click();
    const popup = page.getByTestId('quick-define');
    await popup.getByRole('link', { name: 'Full entry' }).waitFor();
    await popup.getByTestId('qd-meaning').first().waitFor();
    expect(await popup.textContent()).not.toMatch(VIETNAMESE_LETTER);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    // the popup answered the selection: the bubble does not come back
    expect(await bubble.count()).toBe(0);
    await screenshot(page, '99-dictionary-en-1366');
    expect(errors).toEqual([]);
  });
});
