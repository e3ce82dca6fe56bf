/**
 * The processes the benchmark starts: the built server (cold start timed to its first 200),
 * `npm start` as a learner runs it, and the anchor servers (anchor.ts, bundled beside this).
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import { freePort, ROOT, spawnServer, waitForHealth } from '../helpers/server.ts';

export interface Started {
  url: string;
  seconds: number;
  /** The server's process id (for its resident memory). */
  pid: number;
  stop(): Promise<void>;
}

export async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const t0 = performance.now();
  // Rate limits off: 22 learners sign up from this one address in a few seconds.
  const child = spawnServer({
    PORT: String(port),
    APP_URL: url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    ...env,
  });
  let output = '';
  child.stderr?.on('data', (c) => (output += c));
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    url,
    seconds,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Seconds from running `npm start` (build check included) to the first 200 of /api/health. */
export async function npmStartSeconds(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), APP_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHealth(url, child, 60_000);
    return (performance.now() - t0) / 1000;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

export async function startAnchor(databaseUrl: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'e2e/.tmp/anchor.mjs')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, POOL_MAX: '10' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('anchor ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`anchor exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * Resident memory of process `pid` in MiB from /proc (Linux): the current size (VmRSS) and the
 * peak since start (VmHWM).
 */
/** The number of threads of process `pid` (/proc/<pid>/status). */
export async function threadCount(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^Threads:\s+(\d+)/m.exec(status)?.[1]);
}

/**
 * Resolves once process `pid` runs at most `threads` threads (its worker threads have exited),
 * looking every 50 ms.
 * @throws Error after `timeoutMs` (30 s) with more threads.
 */
export async function untilThreads(pid: number, threads: number, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  while ((await threadCount(pid)) > threads) {
    if (performance.now() > deadline) throw new Error(`process ${pid}: worker threads still run`);
    await delay(50);
  }
}

/**
 * Resolves with process `pid`'s resident memory once it has settled: read every second, no
 * change over 1 % for `quietMs` (20 s). Garbage left by a big request is returned when V8's
 * memory reducer runs, some seconds after the load (~12 s in `BENCH_ONLY=memory`). Gives up
 * after `timeoutMs` (90 s) and answers the last reading.
 */
export async function settledMemoryMiB(
  pid: number,
  quietMs = 20_000,
  timeoutMs = 90_000,
): Promise<{ now: number; peak: number; seconds: number }> {
  const started = performance.now();
  let reference = await residentMemoryMiB(pid);
  let since = started;
  for (;;) {
    await delay(1000);
    const current = await residentMemoryMiB(pid);
    const now = performance.now();
    if (Math.abs(current.now - reference.now) >= reference.now * 0.01) {
      reference = current;
      since = now;
    }
    if (now - since >= quietMs || now - started >= timeoutMs) {
      return { ...current, seconds: (now - started) / 1000 };
    }
  }
}

export async function residentMemoryMiB(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { now: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}
