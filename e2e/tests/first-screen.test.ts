/**
 * What made the first visit faster (issue 35 §1), guarded as a learner's browser sees it, at
 * 360 px: the dashboard draws its tile, plan and activities in one go even when the plan answers
 * late (no layout shift: it was 0.78 on Lighthouse's phone); the entry sends the opened page's
 * first reads and its code together with the app's own, and the app takes those answers instead
 * of asking again (each read once); and a page with no study writes kept on the device loads
 * neither the write queue nor the contracts' schemas. Then the study page: its reads once, and
 * the queue loaded there.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewportScreenshot } from '../helpers/browser.ts';
import { closeLearnerRun, dismissWelcome, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';
import type { Browser } from 'playwright-core';

/** The page's requests from now on, as `{ url path+query, method }`, in order. */
function recordRequests(page: Page): { path: string; method: string }[] {
  const seen: { path: string; method: string }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    seen.push({ path: `${url.pathname}${url.search}`, method: request.method() });
  });
  return seen;
}

/** Starts summing the page's layout shifts (as Lighthouse counts them, without input). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

describe('the first screen', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Người mở ứng dụng' },
      { width: 360, height: 640 },
    ));
    await page.goto(`${server.url}/dashboard`);
    await dismissWelcome(page);
    await page.getByRole('link', { name: 'Hôm nay' }).first().waitFor();
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('draws the dashboard in one go when the plan answers late, each read sent once', async () => {
    await watchLayoutShifts(page);
    // the plan answers 1.5 s late (the server's answer, held back on its way)
    await page.route('**/api/plan?*', async (route) => {
      await new Promise<void>((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const requests = recordRequests(page);
    let sessionSent = 0;
    let chunkArrived = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/get-session')) sessionSent ||= performance.now();
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/first-screen-/.test(request.url())) chunkArrived ||= performance.now();
    });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('status').filter({ hasText: 'Đang tải...' }).waitFor();
    await page.getByTestId('plan-card').waitFor();
    await page.getByTestId('today-tile').waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await viewportScreenshot(page, '300-first-screen-dashboard-360');

    const reads = requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/'));
    const paths = reads.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const read of ['/api/auth/get-session', '/api/account/preferences', '/api/sets']) {
      expect(paths).toContain(read);
    }
    expect(paths.some((path) => path.startsWith('/api/plan?timeZone='))).toBe(true);
    // sent by the entry with the app's own chunks, before the app ran: before its chunk arrived
    expect(chunkArrived).toBeGreaterThan(0);
    expect(sessionSent).toBeGreaterThan(0);
    expect(sessionSent).toBeLessThan(chunkArrived);
    const order = requests.map((r) => r.path);
    // nothing waits on this device: the write queue and the schemas stay unloaded
    expect(order.filter((path) => /\/assets\/(schemas|study-writes)-/.test(path))).toEqual([]);
    await page.unroute('**/api/plan?*');
  });

  it('opens a set to study with its reads sent once, and loads the queue there', async () => {
    const starter = await page.request.post(`${server.url}/api/sets/starter`, {
      headers: { origin: server.url },
    });
    const { set } = (await starter.json()) as { set: { id: string } };
    const href = `/dashboard/flashcards/study/${set.id}`;
    const requests = recordRequests(page);
    await page.goto(`${server.url}${href}`);
    await page.getByTestId('card-front').waitFor();
    const paths = requests.filter((r) => r.method === 'GET').map((r) => r.path);
    const reads = paths.filter((path) => path.startsWith('/api/'));
    expect(new Set(reads).size).toBe(reads.length);
    expect(reads.some((path) => /^\/api\/study\/sets\/[^/]+\/cards$/.test(path))).toBe(true);
    expect(paths.some((path) => /\/assets\/study-writes-/.test(path))).toBe(true);
    expect(errors).toEqual([]);
  });
});
