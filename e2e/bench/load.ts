/**
 * Load test on PostgreSQL (bounded: 60 s of load, 30 s at most to finish): 200 simulated
 * learners, each behind its own address (X-Forwarded-For through one trusted proxy, as a school
 * LAN looks to the server), sign in, load their set as the study screen does (cards + progress),
 * start a session and rate 20 cards, spread over the minute with think time between ratings.
 * Prints the count of requests, errors (want 0) and the latency percentiles per kind.
 */
import http from 'node:http';
import { resetPostgres } from '../helpers/postgres.ts';
import { freePort, spawnHealthy } from '../helpers/server.ts';

const LEARNERS = 200;
const RATINGS = 20;
const WINDOW_MS = 60_000;
const GRACE_MS = 30_000;
const PASSWORD = 'load-test-2026';

interface Sample {
  kind: string;
  ms: number;
  status: number;
}

function request(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; cookies: string[]; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          origin: base.origin,
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
            text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(GRACE_MS, () => req.destroy(new Error('timed out')));
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function runLearners(databaseUrl: string, dataDir: string): Promise<void> {
  await resetPostgres(databaseUrl);
  const port = await freePort();
  const base = new URL(`http://localhost:${port}`);
  const { child } = await spawnHealthy(port, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_URL: base.origin,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const samples: Sample[] = [];
  const address = (i: number) => `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  try {
    // accounts and sets exist before the minute starts (sign-up is not what is measured)
    const accounts = await Promise.all(
      Array.from({ length: LEARNERS }, async (_, i) => {
        const email = `learner${i}-${Date.now()}@example.com`;
        const headers = { 'x-forwarded-for': address(i) };
        const signUp = await request(agent, base, 'POST', '/api/auth/sign-up/email', headers, {
          name: `Learner ${i}`,
          email,
          password: PASSWORD,
        });
        const cookie = signUp.cookies.join('; ');
        const set = await request(
          agent,
          base,
          'POST',
          '/api/sets',
          { ...headers, cookie },
          {
            title: `Set ${i}`,
            cards: Array.from({ length: 30 }, (_, n) => ({
              front: `word ${n}`,
              back: `nghĩa ${n}`,
            })),
          },
        );
        const parsed = JSON.parse(set.text) as { set: { id: string; cards: { id: string }[] } };
        return { email, setId: parsed.set.id, cardIds: parsed.set.cards.map((c) => c.id) };
      }),
    );

    const started = performance.now();
    const timed = async (kind: string, call: () => ReturnType<typeof request>) => {
      const t0 = performance.now();
      try {
        const result = await call();
        samples.push({ kind, ms: performance.now() - t0, status: result.status });
        return result;
      } catch {
        samples.push({ kind, ms: performance.now() - t0, status: 0 });
        return null;
      }
    };
    await Promise.all(
      accounts.map(async (account, i) => {
        // a class arriving over the first 30 s (signing in costs a deliberately slow hash)
        await sleep((i / LEARNERS) * (WINDOW_MS / 2));
        const headers: Record<string, string> = { 'x-forwarded-for': address(i) };
        const signIn = await timed('sign in', () =>
          request(agent, base, 'POST', '/api/auth/sign-in/email', headers, {
            email: account.email,
            password: PASSWORD,
          }),
        );
        if (!signIn) return;
        headers.cookie = signIn.cookies.join('; ');
        headers['accept-encoding'] = 'gzip, br';
        await Promise.all([
          timed('load cards', () =>
            request(agent, base, 'GET', `/api/study/sets/${account.setId}/cards`, headers),
          ),
          timed('load progress', () =>
            request(
              agent,
              base,
              'GET',
              `/api/study/sets/${account.setId}/progress?timeZone=Asia%2FHo_Chi_Minh`,
              headers,
            ),
          ),
        ]);
        const sessionId = crypto.randomUUID();
        await timed('start session', () =>
          request(agent, base, 'POST', `/api/study/sets/${account.setId}/sessions`, headers, {
            sessionId,
            cardOrder: account.cardIds,
          }),
        );
        // ratings spread over what is left of the minute
        const gap = (WINDOW_MS - (performance.now() - started) - 2000) / RATINGS;
        for (let n = 0; n < RATINGS; n += 1) {
          await sleep(Math.max(0, gap * (0.5 + Math.random())));
          if (performance.now() - started > WINDOW_MS + GRACE_MS) return;
          await timed('rating', () =>
            request(agent, base, 'POST', `/api/study/sessions/${sessionId}/reviews`, headers, {
              eventId: crypto.randomUUID(),
              cardId: account.cardIds[n],
              rating: 1 + (n % 5),
              elapsedMs: 3000,
              reviewedAt: new Date().toISOString(),
              timeZone: 'Asia/Ho_Chi_Minh',
            }),
          );
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const errors = samples.filter((s) => s.status < 200 || s.status >= 300).length;
    const all = samples.map((s) => s.ms).sort((a, b) => a - b);
    console.log(
      `\n== Load test, PostgreSQL: ${LEARNERS} learners sign in, load a set, rate ${RATINGS} cards ==`,
    );
    console.log(
      `  ${samples.length} requests in ${seconds.toFixed(1)} s, errors ${errors} (target 0: ${errors === 0 ? 'MET' : 'MISSED'}), p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms`,
    );
    for (const kind of ['sign in', 'load cards', 'load progress', 'start session', 'rating']) {
      const ms = samples
        .filter((s) => s.kind === kind)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      console.log(
        `  ${kind.padEnd(14)} ${String(ms.length).padStart(5)} requests   p50 ${percentile(ms, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(ms, 0.99).toFixed(1).padStart(7)} ms`,
      );
    }
  } finally {
    agent.destroy();
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}
