/**
 * `BENCH_ONLY=memory`: the embedded server's resident memory after a learner's imports (issue 34
 * item 29: 870 MB measured; target ≤ 400 MB after the load). The built server starts on a new
 * data directory (PGlite), one learner signs up and, as the web does it:
 * - saves a set of 1,000 cards × 50 reviews with their schedules (POST /api/sets, 50,000 review
 *   rows: CARD_HISTORY_LIMITS.reviewsPerImport);
 * - imports three Anki packages of 1,000 notes with 40 reviews each (POST /api/imports with
 *   keepHistory, the preview then saved with POST /api/sets);
 * - imports a CSV of 1,000 rows and saves it;
 * - looks a word up (the offline dictionary loaded, as on any working server).
 * Then the server's resident memory (VmRSS) once the import workers' threads are gone, and what
 * it keeps once its memory has settled (settledMemoryMiB: no change over 1 % for 20 s; V8's
 * memory reducer gave ~100 MiB back about 12 s after the load), with its peak (VmHWM), beside the target.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  withHistory,
  type TestCardHistory,
} from '../../apps/server/src/modules/imports/test-history-packages.ts';
import { legacyPackage } from '../../apps/server/src/modules/imports/test-packages.ts';
import { longHistorySet } from '../../apps/server/test/helpers/long-history.ts';
import {
  residentMemoryMiB,
  settledMemoryMiB,
  start,
  threadCount,
  untilThreads,
} from './processes.ts';

const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');

async function call(url: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const { cookie, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: {
      origin: new URL(url).origin,
      ...(cookie ? { cookie } : {}),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  return response;
}

const postJson = (url: string, body: unknown, cookie?: string) =>
  call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    cookie,
  });

/** An Anki package (schema 11) of `notes` notes, each card reviewed `reviews` times. */
async function ankiPackage(deck: string, notes: number, reviews: number): Promise<Uint8Array> {
  const crt = Math.floor(Date.UTC(2025, 0, 1) / 1000);
  const pkg = await legacyPackage(
    Array.from({ length: notes }, (_, i) => ({
      fields: [`${deck} term ${i + 1}`, `nghĩa ${i + 1} của ${deck}`],
      tags: ['ielts'],
    })),
    { deckName: deck },
  );
  const cards: TestCardHistory[] = Array.from({ length: notes }, (_, note) => ({
    note,
    type: 2,
    due: 400 + (note % 60),
    ivl: 20,
    factor: 2500,
    reps: reviews,
    lapses: 1,
    revlog: Array.from({ length: reviews }, (_, r) => ({
      id: (crt + 86_400 * (r * 10 + 1)) * 1000 + note,
      ease: 1 + ((note + r) % 4),
      ivl: r + 1,
      factor: 2500,
      time: 4000,
      type: r === 0 ? 0 : 1,
    })),
  }));
  return withHistory(pkg, crt, cards);
}

/** Uploads `bytes` as `name` to POST /api/imports and saves the preview as a new set. */
async function importAndSave(
  url: string,
  cookie: string,
  name: string,
  bytes: Uint8Array,
  keepHistory: boolean,
): Promise<number> {
  const form = new FormData();
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  if (keepHistory) form.set('keepHistory', 'true');
  const preview = (await (
    await call(`${url}/api/imports`, { method: 'POST', body: form, cookie })
  ).json()) as { title: string; cards: Record<string, unknown>[] };
  const cards = preview.cards.map((card) => ({
    front: card.front,
    back: card.back,
    tags: card.tags ?? [],
    ...(card.schedule ? { schedule: card.schedule, reviews: card.reviews ?? [] } : {}),
  }));
  await postJson(`${url}/api/sets`, { title: preview.title, cards }, cookie);
  return cards.length;
}

/** Runs the load above on a new embedded server and prints its memory beside the target. */
export async function benchMemory(): Promise<void> {
  console.log('\n== Embedded server memory after imports (issue 34 item 29) ==');
  const dir = await mkdtemp(join(tmpdir(), 'ielts-bench-memory-'));
  // built before the server starts, so that building them never overlaps the measurement
  const packages = await Promise.all(
    ['Cambridge IELTS', 'Academic words', 'Collocations'].map((deck) =>
      ankiPackage(deck, 1000, 40),
    ),
  );
  const csv = [
    'term,definition,tags',
    ...Array.from({ length: 1000 }, (_, i) => `csv term ${i + 1},nghĩa csv ${i + 1},ielts`),
  ].join('\n');
  const server = await start({ DATA_DIR: dir });
  try {
    const signUp = await postJson(`${server.url}/api/auth/sign-up/email`, {
      name: 'Memory',
      email: `memory-${Date.now()}@example.com`,
      password: 'bench-password',
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const started = await residentMemoryMiB(server.pid);
    const idleThreads = await threadCount(server.pid);
    const t0 = performance.now();
    await postJson(
      `${server.url}/api/sets`,
      longHistorySet({ title: 'History set', now: Date.now() }),
      cookie,
    );
    const saveSeconds = (performance.now() - t0) / 1000;
    const afterSave = await residentMemoryMiB(server.pid);
    for (const [i, pkg] of packages.entries()) {
      await importAndSave(server.url, cookie, `deck-${i + 1}.apkg`, pkg, true);
    }
    const afterAnki = await residentMemoryMiB(server.pid);
    await importAndSave(server.url, cookie, 'words.csv', new TextEncoder().encode(csv), false);
    await call(`${server.url}/api/dictionary/resilient`, { cookie });
    // measured once the import workers have exited (their threads gone from the process)
    await untilThreads(server.pid, idleThreads);
    const workersGone = await residentMemoryMiB(server.pid);
    // what the server keeps: once the memory has settled (settledMemoryMiB)
    const after = await settledMemoryMiB(server.pid);
    const mb = after.now * 1.048576;
    console.log(`resident memory at sign-up (new data):        ${started.now.toFixed(0)} MiB`);
    console.log(
      `  after a 1,000-card × 50-review set:         ${afterSave.now.toFixed(0)} MiB (saved in ${saveSeconds.toFixed(1)} s)`,
    );
    console.log(`  after three 1,000-note Anki imports:        ${afterAnki.now.toFixed(0)} MiB`);
    console.log(`  once the import workers have exited:        ${workersGone.now.toFixed(0)} MiB`);
    console.log(
      `resident memory kept after imports:          ${after.now.toFixed(0)} MiB (settled ${after.seconds.toFixed(0)} s later; peak ${after.peak.toFixed(0)})   target ≤ 400 MB: ${verdict(mb <= 400)}`,
    );
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
