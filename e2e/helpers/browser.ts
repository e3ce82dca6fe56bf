/**
 * Headless Chromium through playwright-core (Debian's /usr/bin/chromium, with the flags that keep
 * it off the network), and a screenshot helper writing into e2e/screenshots/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // issue 11: audio plays without a click; the microphone is a fake device, allowed
  '--autoplay-policy=no-user-gesture-required',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
const SCREENSHOTS = join(ROOT, 'e2e/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * Chromium with a profile in `userDataDir` (Vietnamese, service workers allowed): an ordinary
 * profile rather than the incognito-like contexts of launchBrowser, in which Chromium never
 * offers to install an app (its installability check answers `in-incognito`).
 */
export async function launchProfile(
  userDataDir: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * A browser context in Vietnamese: desktop (1280×860) or, with `mobile`, a touch phone (390×844);
 * `viewport` sets another size (a 360 px phone, a 1366 px laptop).
 */
export async function newContext(
  browser: Browser,
  options: {
    mobile?: boolean;
    timezoneId?: string;
    viewport?: { width: number; height: number };
    /**
     * The app's service worker (issue 20 §1): blocked unless a test is about it, so that every
     * other test sees the network as the page does (page.route sees every request) and does not
     * download the whole precache.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport:
      options.viewport ??
      (options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 860 }),
    ...(options.mobile ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
    locale: 'vi-VN',
    timezoneId: options.timezoneId ?? 'Asia/Ho_Chi_Minh',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * Saves a full-page screenshot as e2e/screenshots/<name>.png for a person to look at. Chromium's
 * full-page capture drops touch emulation (`hover: none`, `pointer: coarse` stop matching while
 * it captures), so a touch page is captured by growing the viewport to the page's height instead.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  const viewport = page.viewportSize();
  const touch = await page.evaluate(
    () => matchMedia('(hover: none) and (pointer: coarse)').matches,
  );
  if (!touch || !viewport) {
    await page.screenshot({ path, fullPage: true });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  try {
    await page.screenshot({ path });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** Fails the test on any uncaught page error or console error (except expected network 4xx). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (
      /Failed to load resource: the server responded with a status of (401|403|404|409)/.test(text)
    )
      return;
    errors.push(`console: ${text}`);
  });
  return errors;
}

/**
 * Waits until every CSS transition and animation of finite length on the page has finished (the
 * colours after a switch to dark mode, a dialog's fade), then for two frames, so that what is
 * painted is their end state. Endless ones (a spinner) are not waited for. Creating the list
 * flushes style, so a transition that a class change just started is in it.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Saves what the screen shows (the viewport, not the full page) as e2e/screenshots/<name>.png,
 * once transitions have settled: a full-page capture places sticky bars (a test runner's timer
 * and navigator) part-way down.
 */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await animationsSettled(page);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}
