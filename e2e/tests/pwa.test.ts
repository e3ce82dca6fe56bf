/**
 * The installable app (issue 20 §1), as a learner on a phone meets it: the manifest (Vietnamese
 * name, icons 192/512 and maskable, theme colour), the service worker installed on the first
 * visit, Chromium's install offer turned into the menu's "Cài ứng dụng", and, with the network
 * gone, the app itself opening from the service worker's cache instead of the browser's
 * offline page, still signed in, with a banner saying it is offline until the network is back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchProfile, screenshot, viewportScreenshot, watchErrors } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';
import { dismissWelcome } from '../helpers/learner.ts';

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

describe('installable app', () => {
  let server: RunningServer;
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startServer();
    profile = await mkdtemp(join(tmpdir(), 'ielts-e2e-profile-'));
    context = await launchProfile(profile, { width: 360, height: 740 });
    page = context.pages()[0] ?? (await context.newPage());
    errors = watchErrors(page);
    const signUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      headers: { origin: server.url },
      data: { name: 'Cài Đặt', email: `pwa.${Date.now()}@example.com`, password: 'hoc-ielts-2026' },
    });
    expect(signUp.status()).toBe(200);
  });

  afterAll(async () => {
    await context?.close();
    expect(await server?.stop()).toBe(0);
    await rm(profile, { recursive: true, force: true });
  });

  it('links a manifest with a Vietnamese name, icons and a theme colour', async () => {
    await page.goto(`${server.url}/dashboard`);
    // a new learner's first visit opens the welcome dialog
    await dismissWelcome(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(`${server.url}${href}`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      short_name: 'IELTS Study',
      lang: 'vi',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#2563eb',
    });
    expect(manifest.name).toContain('Học tiếng Anh');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(`${server.url}${icon.src}`);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  it('paints the splash before the app loads: the entry waits, the first screen is light', async () => {
    // issue 20 §2: a static import in the entry once made the page fetch and run the whole first
    // screen before the splash (first contentful paint 1.3 → 2.5 s on Lighthouse's phone)
    const html = await (await page.request.get(`${server.url}/dashboard`)).text();
    expect(html).not.toMatch(/modulepreload[^>]*(framework|first-screen)/);
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
    const entryCode = await (await page.request.get(`${server.url}${entry}`)).text();
    expect(entryCode).not.toMatch(/import\s*"\.\/first-screen/);
    // and the first screen builds none of the contracts' zod schemas
    const chunk = /"(assets\/first-screen-[^"]+\.js)"/.exec(entryCode)![1]!;
    const firstScreen = await (await page.request.get(`${server.url}/${chunk}`)).text();
    expect(firstScreen).not.toContain('ZodError');
  });

  it('installs its service worker and offers "Cài ứng dụng" in the menu', async () => {
    // the worker is registered once the app has started, and precaches every route's code
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Chromium's own check: the manifest and the worker meet every criterion
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByTestId('install-app').filter({ hasText: 'Cài ứng dụng' }).waitFor();
    await viewportScreenshot(page, '196-pwa-install-entry-360');
  });

  it('opens from the cache with the network gone', async () => {
    await context.setOffline(true);
    await page.goto(`${server.url}/dashboard/flashcards`);
    // the app's own page, not the browser's offline page, and still signed in: the banner
    // says what works and what waits
    expect(await page.title()).toBe('IELTS Study');
    await page.getByTestId('offline-banner').filter({ hasText: 'Bạn đang ngoại tuyến.' }).waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard/flashcards`);
    await screenshot(page, '197-pwa-offline-shell-360');
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
  });
});
