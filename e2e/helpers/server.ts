/**
 * Starts the built server (apps/server/dist/main.js) as a real process on a free port with its
 * own temporary data dir, the way `npm start` runs it, and stops it with SIGTERM. A new data dir
 * starts from the run's template database (e2e/global-setup.ts) when there is one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'apps/server/package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the repository root');
    dir = parent;
  }
  return dir;
}

/** The repository root (found upwards, so this also works from a bundled copy). */
export const ROOT = findRoot(import.meta.dirname);
export const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');

/**
 * An empty PGlite database the e2e run's global setup migrates once (e2e/global-setup.ts). Each
 * new data dir gets a copy of it, so a file's server opens existing data (~1.5 s) instead of
 * creating and migrating its own (~5 s, and over 30 s with two at once on 2 cores). Only
 * `pgdata` and its marker are copied: every server makes its own session secret and lock.
 */
export const TEMPLATE_DATA_DIR = join(ROOT, 'e2e/.tmp/template-data');

/** A new temporary data dir, with a copy of the template database when the run made one. */
async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ielts-e2e-'));
  const marker = join(TEMPLATE_DATA_DIR, 'pgdata.migrated');
  if (existsSync(marker)) {
    await cp(join(TEMPLATE_DATA_DIR, 'pgdata'), join(dir, 'pgdata'), { recursive: true });
    await copyFile(marker, join(dir, 'pgdata.migrated'));
  }
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

/**
 * Waits until GET /api/health answers 200 (or the process exits). A first start migrates a new
 * PGlite directory in a child process: with two e2e files starting at once on 2 cores it has
 * taken over 30 s, hence the wide bound (it is only a bound: the wait ends when health answers).
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become healthy in time');
}

export function spawnServer(env: Record<string, string>): ChildProcess {
  // SERVER_CPU_PROFILE_DIR=dir: each server writes a V8 CPU profile there when it stops
  // (`npm run bench` for profiling a hot path; open the .cpuprofile in Chromium's DevTools)
  const profile = process.env.SERVER_CPU_PROFILE_DIR;
  const args = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  return spawn(process.execPath, [...args, SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Spawns the server on `port` and waits for its health check; the error names the server's
 * output when it does not come up.
 */
export async function spawnHealthy(
  port: number,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawnServer({ PORT: String(port), ...env });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitForHealth(`http://localhost:${port}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { child, output: () => output };
}

export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<RunningServer> {
  const port = await freePort();
  const dir = dataDir ?? (await newDataDir());
  const url = `http://localhost:${port}`;
  const { child, output } = await spawnHealthy(port, { DATA_DIR: dir, APP_URL: url, ...env });
  return {
    url,
    port,
    dataDir: dir,
    process: child,
    output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      const code = await exited;
      if (!dataDir) await rm(dir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * Starts `fake` (a stand-in for an online provider: LanguageTool, a chat-completions model) on
 * 127.0.0.1 at a free port and gives its base URL, `http://127.0.0.1:<port>`.
 */
export async function listenFake(fake: Server): Promise<string> {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
}

/** Stops a fake provider started by listenFake, hanging requests included. */
export async function closeFake(fake: Server): Promise<void> {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
}
