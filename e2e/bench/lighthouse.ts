/**
 * Lighthouse (mobile preset: a mid-range phone on a throttled 4G link, simulated) on the screens
 * issue 20 §2 lists, as a signed-in learner with the starter set: /, /dashboard, the set list,
 * a study page, today's queue, the IELTS hub and its Reading list, the dictionary, the games
 * hub, the listening library and the statistics; driving Debian's Chromium. Prints the
 * performance and accessibility scores and the paint metrics beside the targets (performance
 * ≥ 95, accessibility 100). Then a repeat visit of /dashboard with the service worker installed
 * (storage kept, devtools throttling of the same preset) against its target: first contentful
 * paint < 1 s. Each whole report is written to e2e/.tmp/lighthouse-*.json (ignored).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../helpers/browser.ts';
import { ROOT, startServer } from '../helpers/server.ts';

const REPORT_DIR = join(ROOT, 'e2e/.tmp');

/** The learner's cookie and the starter set's id. */
async function signedIn(url: string): Promise<{ cookie: string; setId: string }> {
  const headers = { 'content-type': 'application/json', origin: url };
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Lighthouse',
      email: `lh-${Date.now()}@example.com`,
      password: 'lighthouse-2026',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // a returning learner: the welcome dialog is done, a set exists
  await fetch(`${url}/api/account/first-login/complete`, {
    method: 'POST',
    headers: { ...headers, cookie },
  });
  const starter = await fetch(`${url}/api/sets/starter`, {
    method: 'POST',
    headers: { ...headers, cookie },
  });
  const { set } = (await starter.json()) as { set: { id: string } };
  return { cookie, setId: set.id };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Prints a report's scores and paint metrics beside the targets, and its failing audits. */
function printReport(label: string, lhr: Lhr): void {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const performance = score('performance');
  const accessibility = score('accessibility');
  console.log(
    `  ${label.padEnd(28)} performance ${performance} (target ≥ 95: ${performance >= 95 ? 'MET' : 'MISSED'})   accessibility ${accessibility} (target 100: ${accessibility === 100 ? 'MET' : 'MISSED'})`,
  );
  console.log(
    `  ${''.padEnd(28)} first contentful paint ${ms('first-contentful-paint')} ms, largest ${ms('largest-contentful-paint')} ms, total blocking ${ms('total-blocking-time')} ms, transferred ${Math.round(ms('total-byte-weight') / 1024)} KiB`,
  );
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary') {
      console.log(`    failing audit: ${audit.id}: ${audit.title}`);
    }
  }
}

/** The report's file name for a path (e2e/.tmp/lighthouse-<path>.json). */
function reportFile(path: string, suffix = ''): string {
  const name = path === '/' ? '-root' : path.replaceAll('/', '-');
  return join(REPORT_DIR, `lighthouse${name}${suffix}.json`);
}

export async function runLighthouse(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ielts-lighthouse-'));
  const server = await startServer({ RATE_LIMIT: 'false' }, dataDir);
  const profile = await mkdtemp(join(tmpdir(), 'ielts-lighthouse-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    userDataDir: profile,
  });
  await mkdir(REPORT_DIR, { recursive: true });
  try {
    const { cookie, setId } = await signedIn(server.url);
    console.log('\n== Lighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown) ==');
    const pages = [
      '/',
      '/dashboard',
      '/dashboard/flashcards',
      `/dashboard/flashcards/study/${setId}`,
      '/dashboard/today',
      '/dashboard/ielts',
      '/dashboard/ielts/reading',
      '/dashboard/dictionary',
      '/dashboard/games',
      '/dashboard/radio',
      '/dashboard/stats',
    ];
    for (const path of pages) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { cookie },
      });
      const lhr = result!.lhr;
      // the whole report, for a look at what costs the score (ignored folder)
      await writeFile(reportFile(path.replace(setId, 'set')), JSON.stringify(lhr));
      printReport(path.replace(setId, ':setId'), lhr);
    }
    await repeatVisit(server.url, chrome.port, cookie);
  } finally {
    await chrome.kill();
    await server.stop();
    await rm(profile, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * A repeat visit of /dashboard: a first visit installs the service worker (waited for until it
 * is active, i.e. its precache is complete), then Lighthouse loads the page again without
 * clearing storage, with devtools throttling (the mobile preset's 4G and 4× CPU applied to the
 * real load: simulated throttling would model the cached requests as network ones).
 */
async function repeatVisit(url: string, port: number, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${url}/dashboard`);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.close();
  } finally {
    await browser.close();
  }
  const result = await lighthouse(`${url}/dashboard`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
    throttlingMethod: 'devtools',
    extraHeaders: { cookie },
  });
  const lhr = result!.lhr;
  await writeFile(reportFile('/dashboard', '-repeat'), JSON.stringify(lhr));
  const fcp = Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
  console.log(
    `  repeat visit of /dashboard (service worker installed): first contentful paint ${fcp} ms (target < 1000: ${fcp < 1000 ? 'MET' : 'MISSED'})`,
  );
}
