/**
 * Study robustness, as a learner at 1366 px (laptop) and 360 px (touch phone), light and dark:
 * a 2,000-character back and a 300-character unbroken word read in full; Space on a focused
 * "← Trước" presses it instead of flipping; the editor warns about duplicate fronts and asks
 * "Ở lại" / "Rời trang"; the list and the dashboard show what is due; the nothing-due screen after
 * rating every card "Rất dễ", and "Học tất cả thẻ"; the session ending mid-study (cookies
 * cleared): the sign-in dialog over the study screen, and every rating reaching the server.
 * Issue 18: at 360×640 the ratings and "Trước" stay on screen with no page scroll, whatever the
 * card holds; on an English page the flashcard and study screens speak no Vietnamese.
 */
import { assembleStudyState } from '@app/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchErrors } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';
import { dismissWelcome } from '../helpers/learner.ts';

const email = `hoa.${Date.now()}@example.com`;
const password = 'on-tap-moi-ngay';
const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };
/** The smaller phone of issue 18 §2. */
const SMALL_PHONE = { width: 360, height: 640 };

/** Exactly `length` characters of Vietnamese prose between two markers. */
function longText(length: number): string {
  const start = 'ĐẦU-ĐOẠN ';
  const end = ' CUỐI-ĐOẠN';
  const sentence =
    'Phát triển bền vững đòi hỏi cân bằng giữa tăng trưởng kinh tế, công bằng xã hội và bảo vệ môi trường. ';
  let body = '';
  while (body.length < length) body += sentence;
  return (
    start +
    body
      .slice(0, length - start.length - end.length)
      .trimEnd()
      .padEnd(length - start.length - end.length, '.') +
    end
  );
}

const LONG_BACK = longText(2000);
const LONG_WORD = `W${'x'.repeat(298)}Z`;

interface StudyStateJson {
  cards: { id: string; front: string; review: { totalReviews: number } | null }[];
  session: { id: string; ratings: { cardId: string; rating: number; eventId?: string }[] } | null;
}

interface SetJson {
  id: string;
  title: string;
  dueCount: number;
  newCount: number;
  lastStudiedAt: string | null;
}

describe('study robustness', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const setIds = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: LAPTOP, timezoneId: TIME_ZONE });
    page = await context.newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  /** A touch phone at 360 px signed in as the same learner, in dark or light mode. */
  const phoneContext = async (dark: boolean, viewport = PHONE) => {
    const phone = await newContext(browser, {
      mobile: true,
      viewport,
      timezoneId: TIME_ZONE,
    });
    await phone.addCookies(await context.cookies());
    await phone.addInitScript((on) => localStorage.setItem('darkMode', String(on)), dark);
    return phone;
  };

  const studyUrl = (title: string) =>
    `${server.url}/dashboard/flashcards/study/${setIds.get(title)}`;

  /** The study state as the server has it (with this context's session cookie). */
  const studyState = async (title: string): Promise<StudyStateJson> => {
    const base = `${server.url}/api/study/sets/${setIds.get(title)}`;
    const [content, progress] = await Promise.all([
      page.request.get(`${base}/cards`),
      page.request.get(`${base}/progress?timeZone=${encodeURIComponent(TIME_ZONE)}`),
    ]);
    expect([content.status(), progress.status()]).toEqual([200, 200]);
    return assembleStudyState(await content.json(), await progress.json());
  };

  /**
   * Waits until every result reached the server, as the learner sees it: the status line under
   * the card no longer says "Đang lưu..." or that it will retry (it counts a rating from the
   * key press on, before the queue has even stored it).
   */
  const synced = (on: Page = page) =>
    on.getByTestId('sync-status').filter({ hasText: /^$/ }).waitFor();

  /** Waits for the card flip (a CSS transition) to end, so that boxes are measured at rest. */
  const flipSettled = (on: Page) =>
    on.getByTestId('flip-card').evaluate((card) =>
      Promise.all(
        card
          .querySelector('.flip-card-inner')!
          .getAnimations()
          .map((a) => a.finished),
      ),
    );

  /**
   * The card text is readable in full: it lies within the card face's width with no horizontal
   * overflow; a text taller than the card scrolls inside it (issue 18 §2: the card keeps its size
   * and the rating bar stays on screen), the scrolling box lying inside the face and the page;
   * its first and last lines can be scrolled to within that box and the viewport; and it holds
   * the whole text.
   */
  const expectReadable = async (on: Page, testId: 'card-front' | 'card-back', text: string) => {
    await flipSettled(on);
    const text$ = on.getByTestId(testId);
    expect(await text$.textContent()).toBe(text);
    const scroller$ = on.getByTestId(`${testId}-scroll`);
    const m = await text$.evaluate((el) => {
      const face = el.closest('.flip-face')!;
      const scroller = el.closest('[data-testid$="-scroll"]')!;
      const r = el.getBoundingClientRect();
      const f = face.getBoundingClientRect();
      const s = scroller.getBoundingClientRect();
      const doc = document.scrollingElement!;
      return {
        text: { left: r.left, right: r.right },
        face: { top: f.top + scrollY, bottom: f.bottom + scrollY, left: f.left, right: f.right },
        box: { top: s.top + scrollY, bottom: s.bottom + scrollY },
        textOverflowX: el.scrollWidth - el.clientWidth,
        faceOverflowY: face.scrollHeight - face.clientHeight,
        faceOverflowX: face.scrollWidth - face.clientWidth,
        pageHeight: doc.scrollHeight,
        pageOverflowX: doc.scrollWidth - doc.clientWidth,
        viewportWidth: innerWidth,
      };
    });
    expect(m.box.top).toBeGreaterThanOrEqual(m.face.top);
    expect(m.box.bottom).toBeLessThanOrEqual(m.face.bottom + 1);
    expect(m.box.top).toBeGreaterThanOrEqual(0);
    expect(m.box.bottom).toBeLessThanOrEqual(m.pageHeight);
    expect(m.text.left).toBeGreaterThanOrEqual(m.face.left);
    expect(m.text.right).toBeLessThanOrEqual(m.face.right);
    expect(m.text.left).toBeGreaterThanOrEqual(0);
    expect(m.text.right).toBeLessThanOrEqual(m.viewportWidth);
    expect(m.textOverflowX).toBeLessThanOrEqual(0);
    expect(m.faceOverflowX).toBeLessThanOrEqual(0);
    expect(m.faceOverflowY).toBeLessThanOrEqual(0);
    expect(m.pageOverflowX).toBeLessThanOrEqual(0);
    // the first and the last line can be scrolled to, inside the card and the viewport
    await text$.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const top = await text$.boundingBox();
    const boxAtTop = await scroller$.boundingBox();
    expect(top!.y).toBeGreaterThanOrEqual(0);
    expect(top!.y).toBeGreaterThanOrEqual(boxAtTop!.y - 1);
    await text$.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const bottom = await text$.boundingBox();
    const boxAtEnd = await scroller$.boundingBox();
    expect(bottom!.y + bottom!.height).toBeLessThanOrEqual(on.viewportSize()!.height + 1);
    expect(bottom!.y + bottom!.height).toBeLessThanOrEqual(boxAtEnd!.y + boxAtEnd!.height + 1);
  };

  /**
   * Issue 18 §2: the five rating buttons (once flipped) or "Hiện đáp án", and "← Trước", lie
   * wholly inside the viewport with the page at its top, and the page does not scroll at all
   * (its height is the viewport's).
   */
  const expectControlsOnScreen = async (on: Page, flipped: boolean) => {
    const viewport = on.viewportSize()!;
    const names = flipped
      ? ['Rất khó', 'Khó', 'Trung bình', 'Dễ', 'Rất dễ', '← Trước']
      : ['Hiện đáp án', '← Trước'];
    expect(await on.evaluate(() => scrollY)).toBe(0);
    for (const name of names) {
      const box = await on.getByRole('button', { name, exact: true }).boundingBox();
      expect({ name, box: box !== null }).toEqual({ name, box: true });
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    }
    const page = await on.evaluate(() => document.documentElement.scrollHeight);
    expect(page).toBe(viewport.height);
  };

  /** Creates a set in the editor and remembers its id. */
  const createSet = async (title: string, cards: [string, string][]) => {
    await page.goto(`${server.url}/dashboard/flashcards/edit/new`);
    await page.getByLabel('Tên bộ thẻ *').fill(title);
    for (let i = 1; i < cards.length; i += 1)
      await page.getByRole('button', { name: '+ Thêm thẻ' }).click();
    for (const [i, [front, back]] of cards.entries()) {
      await page.getByPlaceholder('Từ vựng / câu hỏi').nth(i).fill(front);
      await page.getByPlaceholder('Nghĩa / câu trả lời').nth(i).fill(back);
    }
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    const href = await page
      .getByTestId('set-card')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .getByRole('link', { name: 'Học', exact: true })
      .getAttribute('href');
    setIds.set(title, href!.split('/').pop()!);
  };

  const setCard = (on: Page, title: string) =>
    on
      .getByTestId('set-card')
      .filter({ has: on.getByRole('heading', { name: title, exact: true }) });

  it('signs up, with a show/hide toggle on the password fields', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Họ và tên').fill('Phạm Hoa');
    await page.getByLabel('Email').fill(email);
    const field = page.getByLabel('Mật khẩu', { exact: true });
    await field.fill(password);
    expect(await field.getAttribute('type')).toBe('password');
    const show = page.getByRole('button', { name: 'Hiện mật khẩu' }).first();
    expect(await show.getAttribute('aria-pressed')).toBe('false');
    await show.click();
    expect(await field.getAttribute('type')).toBe('text');
    const hide = page.getByRole('button', { name: 'Ẩn mật khẩu' });
    expect(await hide.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, '40-register-password-shown');
    await hide.click();
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByLabel('Xác nhận mật khẩu').fill(password);
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await dismissWelcome(page, 'Đóng');
    // no sets yet: no "Ôn tập hôm nay"
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('review-today').count()).toBe(0);
  });

  it('warns about duplicate fronts, still saves, and asks "Ở lại" / "Rời trang" before leaving', async () => {
    await page.goto(`${server.url}/dashboard/flashcards/edit/new`);
    await page.getByRole('heading', { name: 'Tạo bộ thẻ mới' }).waitFor();
    await page.getByLabel('Tên bộ thẻ *').fill('Từ trùng');
    for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: '+ Thêm thẻ' }).click();
    const fronts = page.getByPlaceholder('Từ vựng / câu hỏi');
    const backs = page.getByPlaceholder('Nghĩa / câu trả lời');
    await fronts.nth(0).fill('analyse');
    await fronts.nth(1).fill('evidence');
    await fronts.nth(2).fill('  Analyse ');
    const cards = page.getByTestId('card-editor');
    expect(await cards.nth(0).getByTestId('duplicate-front').textContent()).toBe(
      'Trùng mặt trước với thẻ 3',
    );
    expect(await cards.nth(2).getByTestId('duplicate-front').textContent()).toBe(
      'Trùng mặt trước với thẻ 1',
    );
    expect(await cards.nth(1).getByTestId('duplicate-front').count()).toBe(0);
    await page.getByTestId('duplicates-summary').waitFor();
    expect(await page.getByTestId('duplicates-summary').textContent()).toContain('2 thẻ');
    await screenshot(page, '41-editor-duplicates');

    // the editor's own "Hủy" leaves; the dialog's buttons say what they do
    await page.getByRole('link', { name: 'Hủy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tạo bộ thẻ mới' });
    await dialog.getByText('Bạn có thay đổi chưa lưu. Rời khỏi trang này?').waitFor();
    expect(await dialog.getByRole('button', { name: 'Hủy' }).count()).toBe(0);
    await screenshot(page, '42-editor-leave-dialog');
    await dialog.getByRole('button', { name: 'Ở lại' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/flashcards/edit/new');
    expect(await fronts.nth(2).inputValue()).toBe('  Analyse ');

    // saving with duplicates stays allowed
    for (const [i, back] of ['phân tích', 'bằng chứng', 'phân tích (động từ)'].entries())
      await backs.nth(i).fill(back);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    const saved = setCard(page, 'Từ trùng');
    const href = await saved.getByRole('link', { name: 'Học', exact: true }).getAttribute('href');
    setIds.set('Từ trùng', href!.split('/').pop()!);
    expect(await setCard(page, 'Từ trùng').getByTestId('set-card-count').textContent()).toBe(
      '3 thẻ',
    );

    // editing: the dialog is titled "Chỉnh sửa bộ thẻ"; "Rời trang" leaves without saving
    await setCard(page, 'Từ trùng').getByRole('link', { name: 'Sửa' }).click();
    await page.getByLabel('Tên bộ thẻ *').fill('Không lưu tên này');
    await page.getByRole('link', { name: 'Hủy' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Chỉnh sửa bộ thẻ' });
    await editDialog.getByRole('button', { name: 'Rời trang' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    await setCard(page, 'Từ trùng').waitFor();
    expect(await page.getByText('Không lưu tên này').count()).toBe(0);
  });

  it('shows what is due on the list and on the dashboard', async () => {
    await createSet('Ba từ', [
      ['derive', 'bắt nguồn'],
      ['significant', 'đáng kể'],
      ['fluctuate', 'dao động'],
    ]);
    await createSet('Bốn từ', [
      ['allocate', 'phân bổ'],
      ['assess', 'đánh giá'],
      ['concept', 'khái niệm'],
      ['context', 'bối cảnh'],
    ]);
    await createSet('Đoạn dài', [
      ['Đoạn văn dài', LONG_BACK],
      [LONG_WORD, 'một từ rất dài không có khoảng trắng'],
    ]);
    const three = setCard(page, 'Ba từ');
    expect(await three.getByTestId('set-card-due').textContent()).toBe('3 thẻ mới');
    expect(await three.getByTestId('set-card-last-studied').textContent()).toBe('Chưa học lần nào');
    const sets = (await (await page.request.get(`${server.url}/api/sets`)).json()) as {
      sets: SetJson[];
    };
    expect(sets.sets.find((s) => s.title === 'Ba từ')).toMatchObject({
      dueCount: 0,
      newCount: 3,
      lastStudiedAt: null,
    });
    // the starter set is offered by the header while the learner has none
    await page.getByRole('button', { name: 'Thêm bộ thẻ mẫu IELTS (40 từ)' }).waitFor();
    await screenshot(page, '43-list-due-counts');

    await page.goto(`${server.url}/dashboard`);
    const review = page.getByTestId('review-today');
    await review.getByRole('heading', { name: 'Ôn tập hôm nay' }).waitFor();
    const row = review.getByTestId('review-today-set').filter({ hasText: 'Ba từ' });
    expect(await row.textContent()).toContain('3 thẻ mới');
    await row.getByRole('link', { name: 'Học bộ thẻ Ba từ' }).waitFor();
    await screenshot(page, '44-dashboard-review-today');
  });

  it('shows a 2,000-character back and a 300-character word in full at 1366 px and 360 px', async () => {
    // laptop, light: the long back
    await page.goto(studyUrl('Đoạn dài'));
    expect(await page.getByTestId('card-front').textContent()).toBe('Đoạn văn dài');
    await page.getByTestId('flip-card').click();
    await expectReadable(page, 'card-back', LONG_BACK);
    await page.evaluate(() => scrollTo(0, 0));
    await screenshot(page, '45-study-long-back-1366');
    await synced();

    // phone (touch, 360 px), dark: the same session resumes on the same card
    const phone = await phoneContext(true);
    const mobile = await phone.newPage();
    const mobileErrors = watchErrors(mobile);
    await mobile.goto(studyUrl('Đoạn dài'));
    await mobile.getByTestId('card-front').waitFor();
    expect(await mobile.getByTestId('study-progress').textContent()).toBe('Thẻ 1 / 2');
    // touch: the hint says tap, keyboard hints are gone
    expect(await mobile.getByText('Chạm vào thẻ để lật').isVisible()).toBe(true);
    expect(await mobile.getByText('Bấm vào thẻ hoặc nhấn Space để lật').isVisible()).toBe(false);
    expect(await mobile.getByTestId('study-keys').isVisible()).toBe(false);
    await expectReadable(mobile, 'card-front', 'Đoạn văn dài');
    await mobile.getByTestId('flip-card').tap();
    await expectReadable(mobile, 'card-back', LONG_BACK);
    await mobile.evaluate(() => scrollTo(0, 0));
    await screenshot(mobile, '46-study-long-back-360-dark');
    // rating buttons without the "(n)" key hint
    const easy = mobile.getByRole('button', { name: 'Dễ', exact: true });
    await easy.scrollIntoViewIfNeeded();
    await screenshot(mobile, '47-study-ratings-360-dark');
    await easy.tap();
    await expectReadable(mobile, 'card-front', LONG_WORD);
    await mobile.evaluate(() => scrollTo(0, 0));
    await screenshot(mobile, '48-study-long-word-360-dark');
    await synced(mobile);
    expect(mobileErrors).toEqual([]);
    await phone.close();

    // laptop again: the unbroken word, resumed on card 2
    await page.reload();
    await page.getByTestId('card-front').waitFor();
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 2 / 2');
    await expectReadable(page, 'card-front', LONG_WORD);
    await page.evaluate(() => scrollTo(0, 0));
    await screenshot(page, '49-study-long-word-1366');
    // keyboard hints show with a mouse and keyboard
    expect(await page.getByTestId('study-keys').isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await page.getByRole('button', { name: 'Rất dễ (5)' }).isVisible()).toBe(true);
    await screenshot(page, '50-study-ratings-1366');
  });

  it('keeps the five ratings and "Trước" on screen after the flip at 360×640, light and dark', async () => {
    for (const dark of [false, true]) {
      const theme = dark ? 'dark' : 'light';
      const title = `Thẻ dài trên điện thoại ${theme}`;
      await createSet(title, [
        [`Đoạn văn dài ở mặt trước: ${LONG_BACK.slice(0, 600)}`, LONG_BACK],
        ['ngắn', 'một từ'],
      ]);
      const phone = await phoneContext(dark, SMALL_PHONE);
      const mobile = await phone.newPage();
      const mobileErrors = watchErrors(mobile);
      await mobile.goto(studyUrl(title));
      await mobile.getByTestId('card-front').waitFor();
      // a long card, then a short one: before and after the flip, nothing needs a scroll
      await expectControlsOnScreen(mobile, false);
      await screenshot(mobile, `185-study-long-front-360x640-${theme}`);
      await mobile.getByTestId('flip-card').tap();
      await flipSettled(mobile);
      await expectControlsOnScreen(mobile, true);
      // with a keyboard, the arrow and page keys scroll the card's text
      const scrolled = () => mobile.getByTestId('card-back-scroll').evaluate((el) => el.scrollTop);
      await mobile.getByTestId('flip-card').focus();
      await mobile.keyboard.press('PageDown');
      await mobile.waitForFunction(
        () => document.querySelector('[data-testid="card-back-scroll"]')!.scrollTop > 0,
      );
      const afterPage = await scrolled();
      await mobile.keyboard.press('ArrowUp');
      await mobile.waitForFunction(
        (before) => document.querySelector('[data-testid="card-back-scroll"]')!.scrollTop < before,
        afterPage,
      );
      await expectReadable(mobile, 'card-back', LONG_BACK);
      // reading to the end scrolled the card's text, never the page
      await expectControlsOnScreen(mobile, true);
      await screenshot(mobile, `186-study-long-back-360x640-${theme}`);
      await mobile.getByRole('button', { name: 'Dễ', exact: true }).tap();
      await mobile.getByTestId('card-front').filter({ hasText: 'ngắn' }).waitFor();
      await expectControlsOnScreen(mobile, false);
      await mobile.getByTestId('flip-card').tap();
      await flipSettled(mobile);
      await expectControlsOnScreen(mobile, true);
      await screenshot(mobile, `187-study-short-back-360x640-${theme}`);
      await synced(mobile);
      expect(mobileErrors).toEqual([]);
      await phone.close();
    }
  });

  it('Space on a focused "← Trước" goes back instead of flipping', async () => {
    await page.goto(studyUrl('Ba từ'));
    expect(await page.getByTestId('card-front').textContent()).toBe('derive');
    await page.keyboard.press('Space');
    // the card is named by the face it shows
    expect(
      await page
        .getByTestId('flip-card')
        .and(page.getByRole('button', { name: /^Mặt sau/ }))
        .count(),
    ).toBe(1);
    await page.keyboard.press('4');
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 2 / 3');
    expect(await page.getByTestId('card-front').textContent()).toBe('significant');

    const previous = page.getByRole('button', { name: '← Trước' });
    await previous.focus();
    await page.keyboard.press('Space');
    await page.getByTestId('study-progress').filter({ hasText: 'Thẻ 1 / 3' }).waitFor();
    expect(await page.getByTestId('card-front').textContent()).toBe('derive');
    expect(
      await page
        .getByTestId('flip-card')
        .and(page.getByRole('button', { name: /^Mặt trước/ }))
        .count(),
    ).toBe(1);

    // the rating was taken back on the server too (or never sent), and nothing was refused
    await synced();
    expect(await page.getByTestId('sync-dropped').count()).toBe(0);
    const state = await studyState('Ba từ');
    expect(state.session?.ratings).toEqual([]);
    expect(state.cards.every((card) => card.review === null)).toBe(true);
  });

  it('after every card is rated "Rất dễ", says nothing is due and offers "Học tất cả thẻ"', async () => {
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Space');
      await page.keyboard.press('5');
    }
    await page.getByTestId('completion').waitFor();
    await synced();

    await page.getByRole('link', { name: 'Hoàn tất' }).click();
    await page.waitForURL(`${server.url}/dashboard/flashcards`);
    const three = setCard(page, 'Ba từ');
    await three.getByTestId('set-card-due').filter({ hasText: 'Không có thẻ đến hạn' }).waitFor();
    expect(await three.getByTestId('set-card-last-studied').textContent()).toMatch(
      /^Học lần cuối: (bây giờ|\d+ phút trước)$/,
    );

    await three.getByRole('link', { name: 'Học', exact: true }).click();
    const nothing = page.getByTestId('nothing-due');
    await nothing.getByText('Hôm nay không có thẻ nào đến hạn ôn.').waitFor();
    // "Rất dễ" on a new card: next review at the start of the learner's next day (04:00
    // local, issue 19), shown as a day: the learner's day is the calendar day 4 hours ago
    const tomorrow = new Intl.DateTimeFormat('vi-VN', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }).format(new Date(Date.now() - 4 * 3_600_000 + 86_400_000));
    expect(await nothing.getByTestId('next-due').textContent()).toBe(
      `Thẻ tiếp theo đến hạn ôn vào ${tomorrow}.`,
    );
    await nothing.getByRole('link', { name: '← Về danh sách bộ thẻ' }).waitFor();
    await screenshot(page, '51-nothing-due-1366');

    const phone = await phoneContext(true);
    const mobile = await phone.newPage();
    await mobile.goto(studyUrl('Ba từ'));
    await mobile.getByTestId('nothing-due').waitFor();
    await screenshot(mobile, '52-nothing-due-360-dark');
    await phone.close();

    await nothing.getByRole('button', { name: 'Học tất cả thẻ' }).click();
    await page.getByTestId('study-progress').filter({ hasText: 'Thẻ 1 / 3' }).waitFor();
    expect(await page.getByTestId('review-badge').textContent()).toBe('Lần ôn thứ 2');

    // the dashboard lists only sets with something to study
    await page.goto(`${server.url}/dashboard`);
    const review = page.getByTestId('review-today');
    await review.getByTestId('review-today-set').first().waitFor();
    expect(await review.getByText('Ba từ', { exact: true }).count()).toBe(0);
    expect(await review.getByText('Bốn từ', { exact: true }).count()).toBe(1);
  });

  it('keeps every rating when the session ends mid-study: sign in again in place', async () => {
    await page.goto(studyUrl('Bốn từ'));
    await page.getByTestId('card-front').filter({ hasText: 'allocate' }).waitFor();
    await page.keyboard.press('Space');
    await page.keyboard.press('4');
    await synced();

    // signed out behind the learner's back (session expired, cookies gone); the app rechecks
    // the session when the tab becomes visible again, and the study screen stays (the event
    // bubbles to the window, as a real one does: TanStack Query listens there)
    await context.clearCookies();
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await page.waitForResponse((r) => r.url().includes('/api/auth/get-session'));
    await page.keyboard.press('Space');
    await page.keyboard.press('3');
    const dialog = page.getByRole('dialog', { name: 'Phiên đăng nhập đã hết hạn' });
    await dialog.waitFor();
    // still the study screen, now that the rating's 401 (sent after the session answer) is shown
    expect(new URL(page.url()).pathname).toBe(new URL(studyUrl('Bốn từ')).pathname);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    await screenshot(page, '53-sign-in-again-dialog');

    // "Để sau": keep studying; the rating queues up
    await dialog.getByRole('button', { name: 'Để sau' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 3 / 4');
    await page.keyboard.press('Space');
    await page.keyboard.press('2');
    // Khó: the card comes back at the end of the session (issue 19)
    expect(await page.getByTestId('study-progress').textContent()).toBe('Thẻ 4 / 5');
    await page
      .getByTestId('sync-auth-needed')
      .filter({ hasText: '2 kết quả đang chờ lưu' })
      .waitFor();
    await screenshot(page, '54-waiting-for-sign-in');

    await page.getByRole('button', { name: 'Đăng nhập lại' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill('sai-mat-khau');
    await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await dialog.getByText('Email hoặc mật khẩu không đúng.').waitFor();
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(new URL(studyUrl('Bốn từ')).pathname);
    await synced();
    expect(await page.getByTestId('sync-auth-needed').count()).toBe(0);
    expect(await page.getByTestId('sync-dropped').count()).toBe(0);

    // the ratings made while signed out reached the server
    const state = await studyState('Bốn từ');
    const byFront = new Map(state.cards.map((card) => [card.front, card]));
    for (const front of ['allocate', 'assess', 'concept'])
      expect(byFront.get(front)?.review?.totalReviews, front).toBe(1);
    expect(byFront.get('context')?.review).toBeNull();
    expect(state.session?.ratings.map((r) => r.rating)).toEqual([4, 3, 2]);

    // and the study goes on: the last card, then the one rated Khó again (practice)
    await page.keyboard.press('Space');
    await page.keyboard.press('5');
    expect(await page.getByTestId('card-front').textContent()).toBe('concept');
    await page.getByTestId('practice-badge').waitFor();
    await page.keyboard.press('Space');
    await page.keyboard.press('3');
    await page.getByTestId('completion').waitFor();
    await synced();
    expect(errors).toEqual([]);
  });

  it('fits the list, the dashboard, the editor and the sign-in dialog at 360 px, light and dark', async () => {
    for (const dark of [false, true]) {
      const phone = await phoneContext(dark);
      const mobile = await phone.newPage();
      const mobileErrors = watchErrors(mobile);
      const theme = dark ? 'dark' : 'light';
      const noSideScroll = async () =>
        expect(
          await mobile.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);

      await mobile.goto(`${server.url}/dashboard/flashcards`);
      await setCard(mobile, 'Bốn từ').getByTestId('set-card-due').waitFor();
      await mobile.getByRole('button', { name: 'Thêm bộ thẻ mẫu IELTS (40 từ)' }).waitFor();
      await noSideScroll();
      await screenshot(mobile, `55-list-360-${theme}`);

      await mobile.goto(`${server.url}/dashboard`);
      await mobile.getByTestId('review-today').waitFor();
      await noSideScroll();
      await screenshot(mobile, `56-dashboard-360-${theme}`);

      await mobile.goto(`${server.url}/dashboard/flashcards/edit/new`);
      await mobile.getByRole('button', { name: '+ Thêm thẻ' }).tap();
      await mobile.getByPlaceholder('Từ vựng / câu hỏi').nth(0).fill('Analyse');
      await mobile.getByPlaceholder('Từ vựng / câu hỏi').nth(1).fill('analyse');
      await mobile.getByTestId('duplicates-summary').waitFor();
      await noSideScroll();
      await screenshot(mobile, `57-editor-duplicates-360-${theme}`);

      // a set never studied (the ratings below never reach the server: this context is closed)
      await mobile.goto(studyUrl('Từ trùng'));
      await mobile.getByTestId('flip-card').waitFor();
      await synced(mobile); // the session's start reached the server before the sign-out
      await phone.clearCookies();
      await mobile.getByTestId('flip-card').tap();
      await mobile.getByRole('button', { name: 'Dễ', exact: true }).tap();
      const dialog = mobile.getByRole('dialog', { name: 'Phiên đăng nhập đã hết hạn' });
      await dialog.waitFor();
      await noSideScroll();
      await screenshot(mobile, `58-sign-in-again-360-${theme}`);
      expect(mobileErrors).toEqual([]);
      await phone.close();
    }
  });

  it('speaks English on an English page: list, import, editor, share, study, completion and nothing-due', async () => {
    const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;
    const setLanguage = async (language: 'vi' | 'en') =>
      expect(
        (
          await page.request.patch(`${server.url}/api/account/preferences`, {
            headers: { origin: server.url },
            data: { language },
          })
        ).status(),
      ).toBe(200);
    const created = await page.request.post(`${server.url}/api/sets`, {
      headers: { origin: server.url },
      data: {
        title: 'English words',
        cards: [
          { front: 'derive', back: 'to obtain from a source', tags: ['Verb'] },
          { front: 'evidence', back: 'facts that show something is true', tags: ['Noun'] },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const setId = ((await created.json()) as { set: { id: string } }).set.id;
    await setLanguage('en');
    const english = await newContext(browser, { viewport: LAPTOP, timezoneId: TIME_ZONE });
    await english.addCookies(await context.cookies());
    await english.addInitScript(() => localStorage.setItem('language', 'en'));
    const en = await english.newPage();
    const enErrors = watchErrors(en);
    /** The text of the screen's main part, without the learner's own (Vietnamese) set titles. */
    const interfaceText = async () => {
      let text = await en.locator('main').innerText();
      for (const title of setIds.keys()) text = text.split(title).join('');
      return text;
    };
    const expectEnglish = async () => expect(await interfaceText()).not.toMatch(VIETNAMESE);

    await en.goto(`${server.url}/dashboard/flashcards`);
    await en.getByRole('heading', { name: 'My flashcard sets' }).waitFor();
    await en.getByTestId('set-card').filter({ hasText: 'English words' }).waitFor();
    expect(
      await en.getByTestId('set-card').filter({ hasText: 'English words' }).innerText(),
    ).toContain('2 new cards');
    await expectEnglish();
    await en
      .getByTestId('set-card')
      .filter({ hasText: 'English words' })
      .getByRole('button', { name: 'Share' })
      .click();
    const share = en.getByRole('dialog', { name: 'Share "English words"' });
    await share.getByText('This set is not shared with anyone yet.').waitFor();
    expect(await share.innerText()).not.toMatch(VIETNAMESE);
    await share.getByRole('button', { name: 'Close' }).click();

    await en.goto(`${server.url}/dashboard/flashcards/import`);
    await en.getByRole('heading', { name: 'Import a set' }).waitFor();
    await expectEnglish();

    await en.goto(`${server.url}/dashboard/flashcards/edit/${setId}`);
    await en.getByRole('button', { name: 'Save changes' }).waitFor();
    await en.getByRole('button', { name: '+ Add card' }).waitFor();
    expect(await en.getByTestId('editor-counts').textContent()).toBe(
      'Total: 2 cards · Complete: 2 cards',
    );
    await expectEnglish();

    await en.goto(`${server.url}/dashboard/flashcards/study/${setId}`);
    expect(await en.getByTestId('study-progress').textContent()).toBe('Card 1 / 2');
    await en.getByRole('button', { name: 'Show answer' }).click();
    await en.getByRole('button', { name: 'Very easy (5)' }).waitFor();
    await expectEnglish();
    await screenshot(en, '189-study-english-1366');
    await en.keyboard.press('5');
    await en.getByTestId('card-front').filter({ hasText: 'evidence' }).waitFor();
    await en.keyboard.press('Space');
    await en.keyboard.press('5');
    await en.getByRole('heading', { name: 'Done!' }).waitFor();
    await expectEnglish();
    await synced(en);
    await en.reload();
    await en.getByTestId('nothing-due').waitFor();
    expect(await en.getByTestId('next-due').textContent()).toMatch(
      /^The next card is due on \d{2}\/\d{2}\/\d{4}\.$/,
    );
    await en.getByRole('button', { name: 'Study all cards' }).waitFor();
    await expectEnglish();
    expect(enErrors).toEqual([]);
    await english.close();
    await setLanguage('vi');
  });
});
