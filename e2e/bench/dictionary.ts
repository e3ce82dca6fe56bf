/**
 * Dictionary (issue 9): offline lookups through GET /api/dictionary/:word at 50 concurrent
 * connections (target p99 < 10 ms), and the server's resident memory with the dictionary
 * loaded (target < 300 MB), on the built server with the default offline provider, on PGlite
 * (whose embedded PostgreSQL lives in the server's own memory) and on PostgreSQL.
 * The words rotate through 400 glossary headwords and some inflected forms, so each request is
 * a real lookup (WordNet, morphology, CMU, glossary), not one word served again and again.
 */
import autocannon from 'autocannon';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/server.ts';
import { residentMemoryMiB, start } from './processes.ts';

const INFLECTED = [
  'running',
  'went',
  'mice',
  'studies',
  'analysed',
  'better',
  'children',
  'wolves',
];

async function words(): Promise<string[]> {
  const text = await readFile(join(ROOT, 'content/glossary/en-vi.tsv'), 'utf8');
  const heads = text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t')[0]!)
    .filter((word, i, all) => all.indexOf(word) === i);
  // every 10th headword, for a spread across the alphabet
  const spread = heads.filter((_, i) => i % Math.max(1, Math.floor(heads.length / 400)) === 0);
  return [...spread.slice(0, 400), ...INFLECTED];
}

/**
 * Runs the dictionary figures on one database (`label`; `env` adds DATABASE_URL for
 * PostgreSQL); answers whether both targets were met.
 */
export async function benchDictionary(
  durationMs: number,
  label: string,
  env: Record<string, string> = {},
): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ielts-bench-dict-'));
  const server = await start({ DATA_DIR: dataDir, ...env });
  try {
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        name: 'bench',
        email: `dict-${crypto.randomUUID()}@example.com`,
        password: 'bench-password',
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const before = await residentMemoryMiB(server.pid);
    const list = await words();
    const paths = list.map((word) => `/api/dictionary/${encodeURIComponent(word)}`);
    // one pass loads whatever is loaded lazily, and checks every word answers
    let found = 0;
    for (const path of paths) {
      const response = await fetch(server.url + path, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status === 200) found += 1;
    }
    const loaded = await residentMemoryMiB(server.pid);
    const load = (requestPaths: string[]) =>
      autocannon({
        url: server.url,
        connections: 50,
        duration: durationMs / 1000,
        headers: { cookie },
        requests: requestPaths.map((path) => ({ method: 'GET', path })),
      });
    const result = await load(paths);
    const after = await residentMemoryMiB(server.pid);
    // The floor under the same load: a signed-in request refused by validation (session check,
    // routing, an error answer; no dictionary), and the health check (no session).
    const refused = await load(['/api/dictionary/1nvalid']);
    const health = await load(['/api/health']);
    const failed = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => status !== '200' && status !== '404')
      .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
    const p99 = result.latency.p99;
    const rss = loaded.now;
    console.log(`\n== Dictionary (offline provider, ${label}) ==`);
    console.log(
      `  ${found} of ${paths.length} words found; RSS before the first lookup ${before.now.toFixed(0)} MiB`,
    );
    console.log(
      `  lookup, 50 connections: ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${p99} ms  errors ${result.errors + failed}   target p99 < 10 ms: ${p99 < 10 ? 'MET' : 'MISSED'}`,
    );
    for (const [label, floor] of [
      ['floor: signed-in request refused (400)', refused],
      ['floor: /api/health (no session)', health],
    ] as const) {
      console.log(
        `  ${label}, 50 connections: ${Math.round(floor.requests.average)} req/s  p50 ${floor.latency.p50} ms  p99 ${floor.latency.p99} ms`,
      );
    }
    console.log(
      `  resident memory with the dictionary loaded (after one lookup of each word): ${rss.toFixed(0)} MiB   target < 300 MB: ${rss * 1.048576 < 300 ? 'MET' : 'MISSED'}`,
    );
    console.log(
      `  after ${durationMs / 1000} s at 50 connections: ${after.now.toFixed(0)} MiB (peak ${after.peak.toFixed(0)} MiB; V8 lets its heap grow under load)`,
    );
    return p99 < 10 && rss * 1.048576 < 300;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
