/**
 * Lighthouse (mobile preset: a mid-range phone on a throttled 4G link, simulated) on the first
 * screens of a signed-in learner, / and /dashboard, driving Debian's Chromium. Prints the
 * performance and accessibility scores and the paint metrics beside the targets (performance
 * ≥ 95, accessibility 100). Each whole report is written to e2e/.tmp/lighthouse-*.json (ignored).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../helpers/browser.ts';
import { ROOT, startServer } from '../helpers/server.ts';

const REPORT_DIR = join(ROOT, 'e2e/.tmp');

async function signedInCookie(url: string): Promise<string> {
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
  await fetch(`${url}/api/sets/starter`, { method: 'POST', headers: { ...headers, cookie } });
  return cookie;
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
    const cookie = await signedInCookie(server.url);
    console.log('\n== Lighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown) ==');
    for (const path of ['/', '/dashboard']) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { cookie },
      });
      const lhr = result!.lhr;
      // the whole report, for a look at what costs the score (ignored folder)
      await writeFile(
        join(REPORT_DIR, `lighthouse${path === '/' ? '-root' : path.replaceAll('/', '-')}.json`),
        JSON.stringify(lhr),
      );
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      const performance = score('performance');
      const accessibility = score('accessibility');
      console.log(
        `  ${path.padEnd(11)} performance ${performance} (target ≥ 95: ${performance >= 95 ? 'MET' : 'MISSED'})   accessibility ${accessibility} (target 100: ${accessibility === 100 ? 'MET' : 'MISSED'})`,
      );
      console.log(
        `  ${''.padEnd(11)} first contentful paint ${ms('first-contentful-paint')} ms, largest ${ms('largest-contentful-paint')} ms, total blocking ${ms('total-blocking-time')} ms, transferred ${Math.round(ms('total-byte-weight') / 1024)} KiB`,
      );
      for (const audit of Object.values(lhr.audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary') {
          console.log(`    failing audit: ${audit.id}: ${audit.title}`);
        }
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await rm(profile, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
