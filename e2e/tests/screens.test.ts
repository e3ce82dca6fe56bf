/**
 * Screens that fit and say it right (issue 34 §1 navigation, §8, §10, §11, §13), measured by the
 * boxes the page lays out, at a 360×640 phone and a 1366×768 laptop, in Vietnamese and English,
 * light and dark:
 * - the laptop header holds every section ('Hôm nay' and 'Lớp học' among them) with nothing
 *   overlapping or cut, and at 1024 px the sections that do not fit are one click away under
 *   'Xem thêm'; the phone's bottom bar has 'Hôm nay' with whole labels;
 * - the phone dashboard's "Hôm nay" strip: its figures, their labels, the statistics link and
 *   'Học ngay' never overlap;
 * - the main action on screen at 360×640 without scrolling: the welcome dialog, the exam-date
 *   question, the Listening and Speaking start pages, the study settings' save;
 * - the Reading runner fills a 1366×768 screen below the header and the page does not scroll;
 * - Writing Task 1 charts: every category labelled, axis titles whole, each pie slice its own
 *   colour with a legend entry.
 * Screenshots in e2e/screenshots/ (3xx-).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/messages/en/index.ts';
import { vi } from '../../apps/web/src/i18n/messages/vi/index.ts';
import { launchBrowser, newContext, viewportScreenshot, watchErrors } from '../helpers/browser.ts';
import {
  expectInViewport,
  expectNoOverlap,
  expectNoSideScroll,
  boxes as boxesOf,
  textClipped,
  wordsBrokenAcrossLines,
  type Box,
} from '../helpers/geometry.ts';
import { setLanguage } from '../helpers/language.ts';
import { ROOT, startServer, type RunningServer } from '../helpers/server.ts';
import { valueAxisTitle } from '@app/domain';
import type { Visual } from '../../content/ielts/writing-schema.ts';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 640 };
const LANGUAGES = { vi, en } as const;
const NAME = 'Nguyễn Thị Minh Khai';
/** Every section but home (the app's name is the way home). */
const SECTIONS = [
  'today',
  'flashcards',
  'games',
  'dictionary',
  'translator',
  'radio',
  'ielts',
  'stats',
  'classes',
  'settings',
] as const;

/** Switches dark mode the way the header does (stored, then the page reloaded). */
async function setDark(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((on) => localStorage.setItem('darkMode', String(on)), dark);
  await page.reload();
}

describe('screens that fit', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  /** The console errors of `page` (`errors` follows the newest learner's page). */
  let pageErrors: string[];

  /** A new learner (first login still to come unless `welcomed`), in a page of `viewport`. */
  async function learner(
    viewport: { width: number; height: number },
    options: { welcomed?: boolean; starter?: boolean } = {},
  ): Promise<Page> {
    const context = await newContext(browser, { viewport });
    const fresh = await context.newPage();
    errors = watchErrors(fresh);
    const email = `screens.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const signUp = await fresh.request.post(`${server.url}/api/auth/sign-up/email`, {
      headers: { origin: server.url },
      data: { name: NAME, email, password: 'hoc-tieng-anh-2026' },
    });
    expect(signUp.status()).toBe(200);
    if (options.welcomed !== false) {
      await fresh.request.post(`${server.url}/api/account/first-login/complete`, {
        headers: { origin: server.url },
      });
    }
    if (options.starter) {
      const added = await fresh.request.post(`${server.url}/api/sets/starter`, {
        headers: { origin: server.url },
      });
      expect(added.status()).toBe(201);
    }
    return fresh;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await learner(LAPTOP, { starter: true });
    pageErrors = errors;
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  /** The boxes of the header's parts: the app's name, each visible link and button. */
  async function headerParts(at: Page): Promise<Record<string, Box>> {
    const header = at.locator('header').first();
    const parts: Record<string, Box> = {};
    const items = header.locator(
      ':scope > div > a, :scope > div > button, :scope > div > div > button, nav a, nav button',
    );
    const labelled = await items.evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const name =
            element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
          return { name, box: { x, y, width, height } };
        }),
    );
    for (const { name, box } of labelled) parts[name] = box;
    return parts;
  }

  for (const language of ['vi', 'en'] as const) {
    for (const dark of [false, true]) {
      it(`fits the laptop header at 1366 px in ${language}${dark ? ', dark' : ''}: every section, nothing overlapping or cut`, async () => {
        const t = LANGUAGES[language].layout;
        await page.goto(`${server.url}/dashboard`);
        await setLanguage(page, language);
        await setDark(page, dark);
        await page.getByTestId('today-tile').waitFor();
        const nav = page.getByRole('navigation', { name: t.mainNav });
        for (const key of SECTIONS) {
          const link = nav.getByRole('link', { name: t.sections[key], exact: true });
          expect(await link.isVisible(), `${key} in the header`).toBe(true);
          expect(await textClipped(link), `${key} cut`).toBe(false);
          expectInViewport((await link.boundingBox())!, LAPTOP, key);
        }
        const parts = await headerParts(page);
        expect(Object.keys(parts).length).toBeGreaterThanOrEqual(SECTIONS.length + 3);
        expectNoOverlap(parts);
        for (const [name, box] of Object.entries(parts)) expectInViewport(box, LAPTOP, name);
        await expectNoSideScroll(page);
        await viewportScreenshot(page, `300-header-1366-${language}${dark ? '-dark' : ''}`);
        // a sub-page adds the back button: still nothing overlaps
        await nav.getByRole('link', { name: t.sections.classes, exact: true }).click();
        await page.waitForURL('**/dashboard/classes');
        await nav
          .locator('a[aria-current="page"]')
          .filter({ hasText: new RegExp(`^${t.sections.classes}$`) })
          .waitFor();
        expectNoOverlap(await headerParts(page));
        await nav.getByRole('link', { name: t.sections.today, exact: true }).click();
        await page.waitForURL('**/dashboard/today');
        expectNoOverlap(await headerParts(page));
        expect(errors).toEqual([]);
      });
    }
  }

  it("puts what does not fit at 1024 px under 'Xem thêm', one click away", async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    try {
      await setLanguage(page, 'en');
      await page.goto(`${server.url}/dashboard/stats`);
      const t = en.layout;
      const nav = page.getByRole('navigation', { name: t.mainNav });
      const more = nav.getByRole('button', { name: t.more });
      await more.waitFor();
      expectNoOverlap(await headerParts(page));
      await more.click();
      for (const key of SECTIONS) {
        const link = nav.getByRole('link', { name: t.sections[key], exact: true });
        expect(await link.isVisible(), `${key} reachable`).toBe(true);
      }
      // the page's own section, behind 'More', is marked on the button
      expect(await more.getAttribute('data-current')).toBe('true');
      await viewportScreenshot(page, '301-header-1024-more-en');
      await page.keyboard.press('Escape');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await setLanguage(page, 'vi');
    } finally {
      await page.setViewportSize(LAPTOP);
    }
  });

  for (const language of ['vi', 'en'] as const) {
    it(`has 'Hôm nay' in the phone's bottom bar and a today strip that does not collide (${language})`, async () => {
      const phone = await learner(PHONE, { starter: true });
      await phone.goto(`${server.url}/dashboard`);
      await setLanguage(phone, language);
      const t = LANGUAGES[language];
      const bar = phone.getByTestId('tab-bar');
      const today = bar.getByRole('link', { name: t.layout.sections.today });
      await today.waitFor();
      for (const label of await bar.locator('a span').all()) {
        expect(await textClipped(label), (await label.textContent()) ?? undefined).toBe(false);
      }
      const tile = phone.getByTestId('today-tile');
      await tile.waitFor();
      const parts: Record<string, Box> = {};
      for (const id of ['today-tile-due', 'today-tile-new', 'today-tile-done']) {
        parts[id] = (await phone.getByTestId(id).boundingBox())!;
        const label = phone.getByTestId(id).locator('xpath=preceding-sibling::dt');
        parts[`${id} label`] = (await label.boundingBox())!;
        expect(await textClipped(label)).toBe(false);
      }
      parts.stats = (await tile
        .getByRole('link', { name: t.study.today.tileStats })
        .boundingBox())!;
      parts.start = (await tile
        .getByRole('link', { name: t.study.today.tileStart })
        .boundingBox())!;
      parts.heading = (await tile.getByRole('heading').boundingBox())!;
      expectNoOverlap(parts);
      // each label on one line, above its figure
      for (const id of ['today-tile-due', 'today-tile-new', 'today-tile-done']) {
        const label = parts[`${id} label`]!;
        expect(label.height).toBeLessThan(24);
        expect(label.y + label.height).toBeLessThanOrEqual(parts[id]!.y + 0.5);
      }
      await expectNoSideScroll(phone);
      await viewportScreenshot(phone, `302-today-strip-360-${language}`);
      await today.click();
      await phone.waitForURL('**/dashboard/today');
      // "Hôm nay" is a study session: its own bar takes the bottom of the screen
      await bar.waitFor({ state: 'detached' });
      await phone.context().close();
    });
  }

  /** Fails unless `locator`'s box is wholly on screen without the page having scrolled. */
  async function onScreenUnscrolled(at: Page, locator: Locator, what: string): Promise<Box> {
    await locator.waitFor();
    expect(await at.evaluate(() => window.scrollY), `${what}: the page scrolled`).toBe(0);
    const box = (await locator.boundingBox())!;
    expectInViewport(box, at.viewportSize()!, what);
    return box;
  }

  for (const [language, dark] of [
    ['vi', false],
    ['en', true],
  ] as const) {
    for (const viewport of [PHONE, LAPTOP]) {
      const tag = `${viewport.width}-${language}${dark ? '-dark' : ''}`;
      it(`has the main action on screen without scrolling at ${viewport.width}×${viewport.height} (${language}${dark ? ', dark' : ''}): welcome, exam date, Listening and Speaking starts, study settings`, async () => {
        const t = LANGUAGES[language];
        const fresh = await learner(viewport, { welcomed: false });
        await fresh.goto(`${server.url}/dashboard`);
        await setLanguage(fresh, language);
        await setDark(fresh, dark);
        // the welcome dialog: its blurbs scroll, 'Bắt đầu học' stays in view
        const welcome = fresh.getByRole('dialog', { name: t.dashboard.welcome.title });
        const start = welcome.getByRole('button', { name: t.dashboard.welcome.start });
        await onScreenUnscrolled(fresh, start, 'welcome start');
        expectInViewport((await welcome.boundingBox())!, viewport, 'welcome dialog');
        await viewportScreenshot(fresh, `310-welcome-${tag}`);
        await start.click();
        // the exam-date question: both its actions in view
        const question = fresh.getByRole('dialog', { name: t.plan.question.title });
        for (const name of [t.plan.question.save, t.plan.question.skip]) {
          await onScreenUnscrolled(fresh, question.getByRole('button', { name }), name);
        }
        expectInViewport((await question.boundingBox())!, viewport, 'exam-date dialog');
        await viewportScreenshot(fresh, `311-exam-date-${tag}`);
        await question.getByRole('button', { name: t.plan.question.skip }).click();
        await question.waitFor({ state: 'detached' });

        // Listening and Speaking start pages
        for (const skill of ['listening', 'speaking'] as const) {
          await fresh.goto(`${server.url}/dashboard/ielts/${skill}`);
          await fresh
            .getByRole('button', { name: new RegExp(`^${t.ielts.start} `) })
            .first()
            .click();
          await fresh
            .getByTestId(skill === 'listening' ? 'listening-start' : 'speaking-begin')
            .waitFor();
          await fresh.evaluate(() => window.scrollTo(0, 0));
          const box = await onScreenUnscrolled(
            fresh,
            fresh.getByTestId('sticky-actions').getByRole('button'),
            `${skill} start`,
          );
          expect(box.height).toBeGreaterThanOrEqual(40);
          await expectNoSideScroll(fresh);
          await viewportScreenshot(fresh, `312-${skill}-start-${tag}`);
        }

        // the study settings: once their heading is at the top, 'Lưu' is on screen, above the tab bar
        await fresh.goto(`${server.url}/dashboard/settings`);
        const heading = fresh.getByRole('heading', { name: t.settings.study.title, exact: true });
        await heading.waitFor();
        await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await fresh.evaluate(() => window.scrollBy(0, -80));
        const save = fresh.getByTestId('study-save');
        const saveBox = (await save.boundingBox())!;
        expectInViewport(saveBox, viewport, 'study save');
        const bar = fresh.getByTestId('tab-bar');
        if (await bar.isVisible()) {
          expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(
            (await bar.boundingBox())!.y + 0.5,
          );
        }
        await viewportScreenshot(fresh, `313-study-settings-${tag}`);
        await save.click();
        await fresh.getByText(t.settings.study.saved).waitFor();
        expect(errors).toEqual([]);
        await fresh.context().close();
      });
    }
  }

  for (const [language, dark] of [
    ['vi', false],
    ['en', true],
  ] as const) {
    it(`fills a 1366×768 screen with the Reading runner, below the header, without a page scroll (${language}${dark ? ', dark' : ''})`, async () => {
      const t = LANGUAGES[language];
      await page.setViewportSize(LAPTOP);
      await page.goto(`${server.url}/dashboard/ielts/reading`);
      await setLanguage(page, language);
      await setDark(page, dark);
      await page
        .getByRole('button', { name: new RegExp(`^${t.ielts.start} `) })
        .first()
        .click();
      const runner = page.getByTestId('reading-runner');
      await runner.waitFor();
      await page.locator('#reading-passage-pane h2, #reading-passage-pane h3').first().waitFor();
      const header = (await page.locator('header').first().boundingBox())!;
      const box = (await runner.boundingBox())!;
      const passage = (await page.locator('#reading-passage-pane').boundingBox())!;
      const questions = (await page.locator('#reading-question-pane').boundingBox())!;
      const navigator = (await page
        .getByRole('navigation', { name: t.reading.navigator.aria })
        .boundingBox())!;
      // below the header, down to the bottom of the screen (16 px left), across the header's width
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeGreaterThanOrEqual(LAPTOP.height - 24);
      expectInViewport(box, LAPTOP, 'runner');
      expectInViewport(navigator, LAPTOP, 'navigator');
      // the panes side by side take what is left: over half the screen's height
      expect(passage.height).toBeGreaterThan(LAPTOP.height / 2);
      expect(Math.abs(passage.y - questions.y)).toBeLessThan(1);
      expect(Math.abs(passage.height - questions.height)).toBeLessThan(1);
      expectNoOverlap({ passage, questions, navigator });
      // the page itself does not scroll (so nothing slides under the header); the panes do
      const scroll = await page.evaluate(() => ({
        page: document.documentElement.scrollHeight - window.innerHeight,
        pane: (() => {
          const pane = document.getElementById('reading-passage-pane')!;
          return pane.scrollHeight - pane.clientHeight;
        })(),
      }));
      expect(scroll.page).toBeLessThanOrEqual(0);
      expect(scroll.pane).toBeGreaterThan(0);
      expect(box.width).toBeGreaterThanOrEqual(LAPTOP.width - 48 - 1);
      await page.mouse.move(LAPTOP.width / 2, 40);
      await page.mouse.wheel(0, 600);
      await page.mouse.move(passage.x + passage.width / 2, passage.y + passage.height / 2);
      await page.mouse.wheel(0, 600);
      await expect
        .poll(() => page.evaluate(() => document.getElementById('reading-passage-pane')!.scrollTop))
        .toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect((await runner.boundingBox())!.y).toBeCloseTo(box.y, 0);
      await expectNoSideScroll(page);
      await viewportScreenshot(page, `320-reading-runner-1366-${language}${dark ? '-dark' : ''}`);
      // on a phone the runner stacks its panes and the page scrolls under a sticky bar, as before
      await page.setViewportSize(PHONE);
      await expect.poll(() => runner.evaluate((element) => element.style.height)).toBe('');
      await expectNoSideScroll(page);
      await viewportScreenshot(page, `321-reading-runner-360-${language}${dark ? '-dark' : ''}`);
      await page.setViewportSize(LAPTOP);
      await page.getByTestId('back-to-tests').click();
      await setDark(page, false);
      await setLanguage(page, 'vi');
      expect(pageErrors).toEqual([]);
    });
  }

  /** The boxes of a chart's parts and the texts it draws, read in the page. */
  async function chartParts(figure: Locator) {
    return figure.evaluate((element) => {
      const svg = element.querySelector('svg[data-testid="task1-chart"]')!;
      const box = (node: Element) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        return { x, y, width, height };
      };
      const text = (node: Element) =>
        [...node.querySelectorAll('tspan')].map((t) => t.textContent).join(' ') ||
        node.textContent ||
        '';
      const categories = [...svg.querySelectorAll('[data-testid="chart-category"]')];
      const yTitle = svg.querySelector('[data-testid="chart-y-title"]');
      const xTitle = svg.querySelector('[data-testid="chart-x-title"]');
      return {
        svg: box(svg),
        categories: categories.map((c) => ({ text: text(c), box: box(c) })),
        yTitle: yTitle ? { text: text(yTitle), box: box(yTitle) } : null,
        xTitle: xTitle ? { text: text(xTitle), box: box(xTitle) } : null,
        legend: [...element.querySelectorAll('ul li')].map((li) => li.textContent ?? ''),
        // each slice's colour: the coloured shape of the pattern it is filled with
        slices: [...svg.querySelectorAll('path[fill^="url("]')].map((path) => {
          const id = /url\(#(.+)\)/.exec(path.getAttribute('fill')!)![1]!;
          const pattern = document.getElementById(id)!;
          const mark = pattern.lastElementChild!;
          const style = getComputedStyle(mark);
          return mark.tagName === 'path' ? style.stroke : style.fill;
        }),
      };
    });
  }

  /** Fails unless `inner` lies inside `outer` (a pixel of rounding allowed). */
  function expectInside(inner: Box, outer: Box, what: string) {
    expect(inner.x, `${what} left`).toBeGreaterThanOrEqual(outer.x - 1);
    expect(inner.y, `${what} top`).toBeGreaterThanOrEqual(outer.y - 1);
    expect(inner.x + inner.width, `${what} right`).toBeLessThanOrEqual(outer.x + outer.width + 1);
    expect(inner.y + inner.height, `${what} bottom`).toBeLessThanOrEqual(
      outer.y + outer.height + 1,
    );
  }

  const task1 = (n: number) =>
    JSON.parse(readFileSync(join(ROOT, `content/ielts/writing/writing-${n}.json`), 'utf8')) as {
      title: string;
      visuals: Visual[];
    };

  for (const [language, dark] of [
    ['vi', false],
    ['en', true],
  ] as const) {
    for (const viewport of [PHONE, LAPTOP]) {
      const tag = `${viewport.width}-${language}${dark ? '-dark' : ''}`;
      it(`draws Writing Task 1 charts whole at ${viewport.width} px (${language}${dark ? ', dark' : ''}): every category, whole axis titles, one colour per slice`, async () => {
        const t = LANGUAGES[language];
        await page.setViewportSize(viewport);
        await page.goto(`${server.url}/dashboard/ielts/writing`);
        await setLanguage(page, language);
        await setDark(page, dark);
        for (const n of [6, 7, 8]) {
          const test = task1(n);
          await page.goto(`${server.url}/dashboard/ielts/writing`);
          await page.getByRole('button', { name: `${t.ielts.start} ${test.title}` }).click();
          const figure = page.getByTestId('task1-visual').first();
          await figure.waitFor();
          await figure.scrollIntoViewIfNeeded();
          const visual = test.visuals[0]!;
          const parts = await chartParts(figure);
          if (visual.kind === 'line' || visual.kind === 'bar') {
            expect(parts.categories.map((c) => c.text)).toEqual(visual.categories);
            const named: Record<string, Box> = {};
            for (const c of parts.categories) {
              expectInside(c.box, parts.svg, c.text);
              named[c.text] = c.box;
            }
            expectNoOverlap(named);
            expect(parts.yTitle!.text).toBe(valueAxisTitle(visual.yLabel, visual.unit));
            expect(parts.yTitle!.text.match(/\(/g)).toHaveLength(1);
            expectInside(parts.yTitle!.box, parts.svg, 'value axis title');
            expectInside(parts.xTitle!.box, parts.svg, 'category axis title');
            expectNoOverlap({
              ...named,
              'y title': parts.yTitle!.box,
              'x title': parts.xTitle!.box,
            });
            expect(parts.legend).toEqual(visual.series.map((s) => s.name));
          } else if (visual.kind === 'pie') {
            expect(parts.slices).toHaveLength(visual.slices.length);
            expect(new Set(parts.slices).size).toBe(visual.slices.length);
            expect(parts.legend).toHaveLength(visual.slices.length);
            for (const [i, slice] of visual.slices.entries()) {
              expect(parts.legend[i]).toContain(slice.label);
            }
          }
          await expectNoSideScroll(page);
          await figure.screenshot({
            path: join(ROOT, `e2e/screenshots/330-task1-${n}-${tag}.png`),
          });
          await page.getByTestId('back-to-tests').click();
        }
        await setDark(page, false);
        await setLanguage(page, 'vi');
        expect(pageErrors).toEqual([]);
      });
    }
  }

  /** Long words and phrases: a matching board, Word Builder's slots and a class's tables. */
  const LONG = [
    { front: 'sustainable development', back: 'phát triển bền vững' },
    { front: 'environmental protection', back: 'bảo vệ môi trường' },
    { front: 'take part in', back: 'tham gia vào' },
    { front: 'responsibility', back: 'trách nhiệm' },
    { front: 'infrastructure', back: 'cơ sở hạ tầng' },
  ];
  const LONG_NAMES = ['Nguyễn Thị Phương Thảo Nguyên', 'Trần Ngọc Bảo Anh Khuê'];
  const CLASS_NAME = 'Lớp luyện thi IELTS buổi tối dành cho người đi làm';

  it('wraps long words between words, never inside one: matching tiles, Word Builder, class tables (360 px Vietnamese, 1366 px English dark)', async () => {
    const base = server.url;
    const headers = { origin: base };
    const created = await page.request.post(`${base}/api/sets`, {
      headers,
      data: { title: 'Cụm từ dài', cards: LONG },
    });
    expect(created.status()).toBe(201);
    const setId = ((await created.json()) as { set: { id: string } }).set.id;
    const klass = await page.request.post(`${base}/api/classes`, {
      headers,
      data: { name: CLASS_NAME },
    });
    const { class: made } = (await klass.json()) as { class: { id: string; joinCode: string } };
    await page.request.post(`${base}/api/classes/${made.id}/assignments`, {
      headers,
      data: { setId },
    });
    for (const name of LONG_NAMES) {
      const member = await browser.newContext();
      const email = `class.${Math.random().toString(36).slice(2, 10)}@example.com`;
      const signUp = await member.request.post(`${base}/api/auth/sign-up/email`, {
        headers,
        data: { name, email, password: 'hoc-tieng-anh-2026' },
      });
      expect(signUp.status()).toBe(200);
      const joined = await member.request.post(`${base}/api/classes/join`, {
        headers,
        data: { code: made.joinCode },
      });
      expect(joined.status()).toBe(200);
      await member.close();
    }

    for (const [viewport, language, dark] of [
      [PHONE, 'vi', false],
      [LAPTOP, 'en', true],
    ] as const) {
      const t = LANGUAGES[language].games;
      await page.setViewportSize(viewport);
      await page.goto(`${base}/dashboard/classes`);
      await setLanguage(page, language);
      await setDark(page, dark);
      // the class: its name in the list, the learners' names in the members list and the table
      await page.goto(`${base}/dashboard/classes`);
      const item = page.getByTestId('class-item').filter({ hasText: 'Lớp luyện thi' });
      await item.waitFor();
      expect(await wordsBrokenAcrossLines(item)).toEqual([]);
      await page.goto(`${base}/dashboard/classes/${made.id}`);
      const table = page.getByTestId('progress-table');
      await table.waitFor();
      expect(await page.getByTestId('progress-row').count()).toBe(2);
      for (const row of await page.getByTestId('progress-row').all()) {
        expect(await wordsBrokenAcrossLines(row.getByRole('rowheader'))).toEqual([]);
      }
      expect(await wordsBrokenAcrossLines(table.locator('thead'))).toEqual([]);
      expect(await wordsBrokenAcrossLines(page.getByTestId('class-members'))).toEqual([]);
      expect(await wordsBrokenAcrossLines(page.getByTestId('assignment'))).toEqual([]);
      expect(await wordsBrokenAcrossLines(page.getByRole('heading', { level: 1 }))).toEqual([]);
      await expectNoSideScroll(page);
      await table.scrollIntoViewIfNeeded();
      await viewportScreenshot(
        page,
        `340-class-table-${viewport.width}-${language}${dark ? '-dark' : ''}`,
      );

      // matching: every tile's words whole while the board is face up
      await page.goto(`${base}/dashboard/games/matching?set=${setId}`);
      const level = (id: string) =>
        new RegExp(`^${t.shell.level.split(id + ' {')[1]!.split('}')[0]!}`);
      await page.getByRole('button', { name: level('easy') }).click();
      await page.getByRole('button', { name: t.shell.start }).click();
      const board = page.getByTestId('matching-board');
      await page
        .getByTestId('matching-status')
        .filter({ hasText: t.matching.memorise.slice(0, 8) })
        .waitFor();
      const tiles = board.getByRole('button');
      expect(await tiles.count()).toBe(8);
      for (const tile of await tiles.all()) {
        expect(await wordsBrokenAcrossLines(tile), (await tile.textContent()) ?? undefined).toEqual(
          [],
        );
        expect(await textClipped(tile)).toBe(false);
      }
      await expectNoSideScroll(page);
      await viewportScreenshot(
        page,
        `341-matching-long-${viewport.width}-${language}${dark ? '-dark' : ''}`,
      );

      // Word Builder: a phrase's slots word by word, each word on one line, a gap between
      await page.goto(`${base}/dashboard/games/word-builder?set=${setId}`);
      await page.getByRole('button', { name: t.shell.start }).click();
      const byMeaning = new Map(LONG.map((c) => [c.back, c.front]));
      for (let n = 0; n < LONG.length; n += 1) {
        await page.getByTestId('builder-clue').waitFor();
        const word = byMeaning.get((await page.getByTestId('builder-clue').textContent())!)!;
        if (
          word === 'sustainable development' ||
          (viewport === LAPTOP && word === 'take part in')
        ) {
          const groups = page.getByTestId('builder-word');
          const parts = word.split(' ');
          expect(await groups.count()).toBe(parts.length);
          const rows = await groups.evaluateAll((elements) =>
            elements.map((group) => {
              const slots = [...group.querySelectorAll('button')].map((b) =>
                b.getBoundingClientRect(),
              );
              return {
                count: slots.length,
                tops: [...new Set(slots.map((r) => Math.round(r.top)))].length,
                size: Math.round(slots[0]!.width),
                left: slots[0]!.left,
                right: slots.at(-1)!.right,
                top: slots[0]!.top,
              };
            }),
          );
          expect(rows.map((r) => r.count)).toEqual(parts.map((p) => p.length));
          for (const row of rows) {
            expect(row.tops).toBe(1);
            expect(row.size).toBeGreaterThanOrEqual(24);
          }
          // on one line, the space is a gap wider than the gap between letters
          for (const [i, row] of rows.slice(1).entries()) {
            const before = rows[i]!;
            if (Math.abs(row.top - before.top) < 1)
              expect(row.left - before.right).toBeGreaterThan(12);
          }
          await expectNoSideScroll(page);
          await viewportScreenshot(
            page,
            `342-word-builder-phrase-${viewport.width}-${language}${dark ? '-dark' : ''}`,
          );
        }
        await page.keyboard.type(word.replace(/\s+/g, ''));
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
      }
      await page.getByTestId('result-title').waitFor();

      // Word Search's hard grid across the screen: cells of 24 px or more, no sideways scroll
      await page.goto(`${base}/dashboard/games/word-search?set=${setId}`);
      await page.getByRole('button', { name: level('hard') }).click();
      await page.getByRole('button', { name: t.shell.start }).click();
      const cells = page.getByTestId('ws-grid').getByRole('button');
      await cells.first().waitFor();
      for (const box of await boxesOf(cells)) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expectInViewport({ ...box, y: 0, height: 1 }, viewport, 'cell');
      }
      await expectNoSideScroll(page);
      await viewportScreenshot(
        page,
        `343-word-search-hard-${viewport.width}-${language}${dark ? '-dark' : ''}`,
      );
    }
    await setDark(page, false);
    await setLanguage(page, 'vi');
    await page.setViewportSize(LAPTOP);
    expect(pageErrors).toEqual([]);
  });
});
