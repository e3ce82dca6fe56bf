/**
 * Issue 18 §1-§2: a walk through every route, once in Vietnamese and once in English, at a
 * 1366 px laptop and a 360×640 phone. In Vietnamese no English interface sentence shows (the
 * English catalogue's sentences and the strings the issue found), in English no Vietnamese
 * letter shows outside content marked `lang="vi"` (a meaning, a lesson's description); `<html
 * lang>` follows; no route scrolls sideways on the phone and its main action is on screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatten } from '../../apps/web/src/i18n/messages/types.ts';
import { en } from '../../apps/web/src/i18n/messages/en/index.ts';
import { vi } from '../../apps/web/src/i18n/messages/vi/index.ts';
import { launchBrowser, screenshot } from '../helpers/browser.ts';
import { signedUpPage } from '../helpers/learner.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const viFlat = flatten(vi);
const enFlat = flatten(en);

/** English sentences a Vietnamese page must not show: the list and the catalogue's. */
const ENGLISH_ON_VI_PAGE = [
  'Games & Quizzes',
  'Live Translator',
  'In Development',
  'Coming Soon',
  'Save changes',
  '+ Add card',
  'Add to flashcards',
  'Existing Set',
  "Sorry, we couldn't find",
  'Word not found',
  'Back to Tests',
  'Available Tests',
  'Average Band',
  'Best time',
  'Reading Avg Band',
  'Beginner',
  'Intermediate',
  'Advanced',
  'Loading lesson',
  ...Object.entries(enFlat)
    .filter(([id, text]) => text !== viFlat[id] && !/[{<]/.test(text))
    .map(([, text]) => text)
    .filter((text) => text.length >= 12 && text.includes(' '))
    .filter((text) => !Object.values(viFlat).some((v) => v.includes(text))),
];

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

interface Route {
  name: string;
  path: string;
  /** The route's main action: a role and the catalogue id of its name (or a test id). */
  main?:
    | { role: 'button' | 'link' | 'tab'; id: string; exact?: boolean }
    | { role: 'button'; text: string }
    | { testId: string };
}

/** The locator of a route's main action in the page's language. */
function mainAction(page: Page, route: Route, messages: Record<string, string>) {
  const main = route.main!;
  if ('testId' in main) return page.getByTestId(main.testId).first();
  if ('text' in main)
    return page.getByRole(main.role, { name: new RegExp(`^${main.text}`) }).first();
  const name = messages[main.id]!;
  return page
    .getByRole(main.role, { name: main.exact === false ? new RegExp(`^${name}`) : name })
    .first();
}

/**
 * The text a learner reads or hears on the page, one piece per line: visible text nodes and the
 * labels, placeholders and titles of visible elements, without content marked in `skipLang`.
 */
async function pageText(page: Page, skipLang: 'vi' | 'en'): Promise<string> {
  return page.evaluate((skip) => {
    const out: string[] = [];
    const outside = `[lang="${skip}"], script, style, noscript`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (!element || element.closest(outside) || !element.checkVisibility()) continue;
      const text = walker.currentNode.textContent?.trim();
      if (text) out.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (element.closest(outside) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out.join('\n');
  }, skipLang);
}

/**
 * Waits until the route shows what it loaded: the page's load event, no "loading" line of the
 * page's language and no busy region left (a player keeps streaming, so not "network idle").
 */
async function settled(page: Page, loading: string): Promise<void> {
  await page.waitForLoadState('load');
  await page.getByText(loading, { exact: true }).first().waitFor({ state: 'hidden' });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

describe('every route in one language at a time', () => {
  let server: RunningServer;
  let browser: Browser;
  let routes: Route[];
  const pages: Record<string, Page> = {};

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const { page } = await signedUpPage(browser, server.url, { name: 'Lan Nguyen' });
    const base = server.url;
    await page.request.post(`${base}/api/account/first-login/complete`, {
      headers: { origin: base },
    });
    const created = await page.request.post(`${base}/api/sets`, {
      headers: { origin: base },
      data: {
        title: 'Walk',
        cards: ['resilient', 'scarce', 'abundant', 'crucial', 'notion', 'sustain'].map((w) => ({
          front: w,
          back: `${w} (meaning)`,
        })),
      },
    });
    const setId = ((await created.json()) as { set: { id: string } }).set.id;
    const sets = { role: 'button', text: 'Walk' } as const;
    routes = [
      { name: 'dashboard', path: '/dashboard', main: { testId: 'today-tile' } },
      {
        name: 'settings',
        path: '/dashboard/settings',
        main: { role: 'tab', id: 'settings.tabs.security' },
      },
      {
        name: 'sets',
        path: '/dashboard/flashcards',
        main: { role: 'link', id: 'flashcards.sets.create' },
      },
      {
        name: 'editor',
        path: `/dashboard/flashcards/edit/${setId}`,
        main: { role: 'button', id: 'flashcards.editor.save' },
      },
      {
        name: 'new-set',
        path: '/dashboard/flashcards/edit/new',
        main: { role: 'button', id: 'flashcards.editor.save' },
      },
      {
        name: 'import',
        path: '/dashboard/flashcards/import',
        main: { role: 'button', id: 'flashcards.imports.preview' },
      },
      {
        name: 'study',
        path: `/dashboard/flashcards/study/${setId}`,
        main: { role: 'button', id: 'study.showAnswer' },
      },
      {
        name: 'test',
        path: `/dashboard/flashcards/test/${setId}`,
        main: { role: 'button', id: 'testMode.setup.start' },
      },
      {
        name: 'games',
        path: '/dashboard/games',
        main: { role: 'link', id: 'games.hub.play', exact: false },
      },
      { name: 'matching', path: '/dashboard/games/matching', main: sets },
      { name: 'quiz', path: '/dashboard/games/quiz', main: sets },
      { name: 'spelling-bee', path: '/dashboard/games/spelling-bee', main: sets },
      { name: 'dictation', path: '/dashboard/games/listening-dictation', main: sets },
      { name: 'word-builder', path: '/dashboard/games/word-builder', main: sets },
      { name: 'word-search', path: '/dashboard/games/word-search', main: sets },
      {
        name: 'dictionary',
        path: '/dashboard/dictionary',
        main: { role: 'button', id: 'dictionary.search' },
      },
      {
        name: 'translator',
        path: '/dashboard/translator',
        main: { role: 'button', id: 'translator.translate' },
      },
      {
        name: 'ielts',
        path: '/dashboard/ielts',
        main: { role: 'link', id: 'ielts.start', exact: false },
      },
      {
        name: 'reading',
        path: '/dashboard/ielts/reading',
        main: { role: 'button', id: 'ielts.start', exact: false },
      },
      {
        name: 'listening',
        path: '/dashboard/ielts/listening',
        main: { role: 'button', id: 'ielts.start', exact: false },
      },
      {
        name: 'writing',
        path: '/dashboard/ielts/writing',
        main: { role: 'button', id: 'ielts.start', exact: false },
      },
      {
        name: 'speaking',
        path: '/dashboard/ielts/speaking',
        main: { role: 'button', id: 'ielts.start', exact: false },
      },
      { name: 'stats', path: '/dashboard/stats', main: { testId: 'streak-current' } },
      { name: 'radio', path: '/dashboard/radio', main: { testId: 'radio-level' } },
      {
        name: 'radio-level',
        path: '/dashboard/radio/A1',
        main: { role: 'button', id: 'radio.playRandom' },
      },
      {
        name: 'radio-player',
        path: '/dashboard/radio/play/a1-001',
        main: { role: 'button', id: 'radio.player.play' },
      },
      {
        name: 'not-found',
        path: '/dashboard/no-such-page',
        main: { role: 'link', id: 'common.notFound.home' },
      },
    ];
    // one page per size, signed in as the same learner
    const state = await page.context().storageState();
    for (const [size, viewport] of [
      ['laptop', { width: 1366, height: 800 }],
      ['phone', { width: 360, height: 640 }],
    ] as const) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport,
        storageState: state,
        locale: 'vi-VN',
        timezoneId: 'Asia/Ho_Chi_Minh',
        ...(size === 'phone' ? { hasTouch: true, isMobile: true } : {}),
      });
      context.setDefaultTimeout(15_000);
      pages[size] = await context.newPage();
    }
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  for (const language of ['vi', 'en'] as const) {
    for (const size of ['laptop', 'phone'] as const) {
      it(`speaks only ${language} on every route (${size})`, async () => {
        const page = pages[size]!;
        const base = server.url;
        const saved = await page.request.patch(`${base}/api/account/preferences`, {
          headers: { origin: base },
          data: { language },
        });
        expect(saved.status()).toBe(200);
        await page.goto(`${base}/dashboard`);
        await page.evaluate((l) => localStorage.setItem('language', l), language);
        const problems: string[] = [];
        for (const route of routes) {
          await page.goto(`${base}${route.path}`);
          const messages = language === 'vi' ? viFlat : enFlat;
          await settled(page, messages['common.loading']!);
          expect(await page.locator('html').getAttribute('lang')).toBe(language);
          const text = await pageText(page, language === 'vi' ? 'en' : 'vi');
          if (language === 'vi') {
            for (const english of ENGLISH_ON_VI_PAGE) {
              if (text.includes(english)) problems.push(`${route.name}: "${english}"`);
            }
          } else {
            for (const line of text.split('\n')) {
              if (VIETNAMESE.test(line)) problems.push(`${route.name}: "${line.trim()}"`);
            }
          }
          if (size === 'phone' && route.main) {
            const box = await mainAction(page, route, messages)
              .boundingBox({ timeout: 5_000 })
              .catch(() => null);
            const viewport = page.viewportSize()!;
            if (
              !box ||
              box.x < 0 ||
              box.y < 0 ||
              box.x + box.width > viewport.width ||
              box.y + box.height > viewport.height
            ) {
              problems.push(`${route.name}: main action not on screen (${JSON.stringify(box)})`);
            }
          }
          if (size === 'phone') {
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            if (overflow > 0) problems.push(`${route.name}: scrolls sideways by ${overflow} px`);
          }
          await screenshot(page, `walk-${language}-${size}-${route.name}`);
        }
        expect(problems).toEqual([]);
      }, 300_000);
    }
  }
});
