/**
 * Offline study (issue 20 §1), as a learner on a bus: the app installed (its service worker), a
 * set opened once online, then no network at all. The study page reloads from the service
 * worker with the set, its card image and the learner's progress kept in IndexedDB; five cards
 * are studied, with a reload in the middle that resumes at the same card; back online, the five
 * ratings reach the server, each exactly once. The dictionary still answers for the set's words
 * (kept when the set was opened) and says that any other word needs the connection.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountExportSchema } from '@app/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchProfile, screenshot, watchErrors } from '../helpers/browser.ts';
import { idbCount } from '../helpers/indexeddb.ts';
import { createSetWithImage, dismissWelcome } from '../helpers/learner.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const WORDS = ['commute', 'passenger', 'journey', 'ticket', 'destination', 'timetable'];
const CARDS = WORDS.length;

describe('offline study', () => {
  let server: RunningServer;
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let setId: string;
  let imageUrl: string;

  beforeAll(async () => {
    server = await startServer();
    profile = await mkdtemp(join(tmpdir(), 'ielts-e2e-offline-'));
    context = await launchProfile(profile, { width: 360, height: 740 });
    page = context.pages()[0] ?? (await context.newPage());
    errors = watchErrors(page);
    const headers = { origin: server.url };
    const signUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      headers,
      data: { name: 'Xe Buýt', email: `bus.${Date.now()}@example.com`, password: 'hoc-ielts-2026' },
    });
    expect(signUp.status()).toBe(200);
    ({ setId, imageUrl } = await createSetWithImage(page, server.url, {
      title: 'Từ vựng trên xe buýt',
      words: WORDS,
      imageName: 'bus.png',
    }));
  });

  afterAll(async () => {
    await context?.close();
    expect(await server?.stop()).toBe(0);
    await rm(profile, { recursive: true, force: true });
  });

  const progress = (n: number) =>
    page.getByTestId('study-progress').filter({ hasText: new RegExp(`^Thẻ ${n} / ${CARDS}`) });
  const fronts: string[] = [];
  const rate = async (n: number) => {
    await progress(n).waitFor();
    fronts.push((await page.getByTestId('card-front').textContent()) ?? '');
    await page.getByRole('button', { name: 'Hiện đáp án' }).click();
    await page
      .getByTestId('flip-card')
      .and(page.getByRole('button', { name: /^Mặt sau/ }))
      .waitFor();
    await page.keyboard.press('4');
    await progress(n + 1).waitFor();
  };

  it('studies five cards with no network after a reload, and stores each rating once', async () => {
    // the first visit installs the service worker; the page it controls keeps what it opens
    await page.goto(`${server.url}/dashboard`);
    await dismissWelcome(page);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // today's queue, opened once online, is kept as well
    await page.goto(`${server.url}/dashboard/today`);
    await progress(1).waitFor();
    const studyUrl = `${server.url}/dashboard/flashcards/study/${setId}`;
    await page.goto(studyUrl);
    await progress(1).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // the card image and the cards' words are kept in the background: wait until they are
    const kept = { timeout: 15_000 };
    await expect.poll(() => idbCount(page, 'study-offline:', 'images', imageUrl), kept).toBe(1);
    await expect.poll(() => idbCount(page, 'dictionary-offline:', 'entries'), kept).toBe(CARDS);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('kept-copy').filter({ hasText: 'Bản lưu trên máy này' }).waitFor();
    await progress(1).waitFor();
    // one notice says what works offline: the study screen's own, not the layout's as well
    await page.getByTestId('sync-offline').filter({ hasText: 'Bạn đang ngoại tuyến.' }).waitFor();
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    // the picture comes from this browser's copy
    const image = page.getByTestId('card-image').first();
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
      1,
    );
    await screenshot(page, '198-study-offline-kept-copy-360');
    for (let n = 1; n <= 3; n += 1) await rate(n);
    await page.getByTestId('sync-offline').filter({ hasText: '3 kết quả' }).waitFor();

    // a reload with still no network resumes the session at the fourth card
    await page.reload();
    await progress(4).waitFor();
    await page.getByTestId('kept-copy').waitFor();
    for (let n = 4; n <= 5; n += 1) await rate(n);
    await page.getByTestId('sync-offline').filter({ hasText: '5 kết quả' }).waitFor();
    await screenshot(page, '199-study-offline-five-rated-360');
    // today's queue opens offline too, with its session as it was left
    await page.goto(`${server.url}/dashboard/today`);
    await page.getByTestId('kept-copy').waitFor();
    await progress(1).waitFor();
    await page.goto(studyUrl);
    await progress(6).waitFor();

    // the dictionary, offline: the set's words answer, another word needs the connection
    await page.goto(`${server.url}/dashboard/dictionary`);
    const searchBox = page.getByRole('searchbox', { name: 'Từ cần tra' });
    await searchBox.fill('passenger');
    await page.getByRole('button', { name: 'Tra từ', exact: true }).click();
    await page.getByTestId('definition').first().waitFor();
    expect(await page.getByTestId('definition').first().textContent()).toMatch(/travel/);
    await searchBox.fill('elephant');
    await page.getByRole('button', { name: 'Tra từ', exact: true }).click();
    await page
      .getByTestId('dictionary-error')
      .filter({ hasText: 'Từ này chưa được lưu trên máy: cần kết nối mạng để tra.' })
      .waitFor();
    await screenshot(page, '200-dictionary-offline-not-kept-360');
    await page.goto(studyUrl);
    await progress(6).waitFor();
    await page.getByTestId('sync-offline').filter({ hasText: '5 kết quả' }).waitFor();

    await context.setOffline(false);
    await page
      .getByTestId('sync-saved')
      .filter({ hasText: 'Đã lưu tất cả kết quả học.' })
      .waitFor();
    const exported = await page.request.get(`${server.url}/api/account/export`);
    const data = accountExportSchema.parse(await exported.json());
    const byId = new Map(data.sets.flatMap((set) => set.cards.map((c) => [c.id, c.front])));
    const stored = data.reviewLogs.map((log) => `${byId.get(log.flashcardId)}:${log.kind}`);
    expect(stored.sort()).toEqual(fronts.map((front) => `${front}:review`).sort());
    expect(new Set(fronts).size).toBe(5);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
  });
  it('plays and seeks a downloaded lesson with no network, and deletes the download', async () => {
    await context.setOffline(false);
    const audio = (prop: 'currentTime' | 'paused') =>
      page.evaluate(
        (p) => (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement)[p],
        prop,
      );
    await page.goto(`${server.url}/dashboard/radio/play/a1-001`);
    // 244,523 bytes, said as a Vietnamese reader reads a size
    await page.getByRole('button', { name: 'Tải về (0,2 MB)' }).click();
    await page.getByTestId('audio-download').filter({ hasText: 'Đã tải về' }).waitFor();
    await screenshot(page, '201-radio-downloaded-360');

    await context.setOffline(true);
    const served: { status: number; worker: boolean }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/media/lessons/a1-001')) {
        served.push({ status: response.status(), worker: response.fromServiceWorker() });
      }
    });
    await page.reload();
    await page.getByTestId('player-title').filter({ hasText: 'Nice to Meet You' }).waitFor();
    await page.getByRole('button', { name: 'Phát', exact: true }).click();
    await expect.poll(() => audio('currentTime'), { timeout: 15_000 }).toBeGreaterThan(0.5);
    // seeking asks the service worker for a range of the kept file
    await page.getByTestId('seek-bar').fill('60');
    await expect.poll(() => audio('currentTime'), { timeout: 15_000 }).toBeGreaterThan(60.3);
    expect(await audio('paused')).toBe(false);
    expect(await page.getByRole('alert').count()).toBe(0);
    // every byte came from the service worker's copy, in ranges
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((r) => r.worker && r.status === 206)).toBe(true);

    await page.getByRole('button', { name: 'Xóa bản tải về' }).click();
    await page.getByRole('button', { name: 'Tải về (0,2 MB)' }).waitFor();
    await context.setOffline(false);
  });
});
