// Runs the end-to-end tests (or, with --bench, the benchmark) against the built app.
// Chromium: Debian's /usr/bin/chromium. When it is missing it is installed (as root on Debian);
// otherwise this stops with the one command that installs it. It is never skipped.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from '../scripts/build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bench = process.argv.includes('--bench');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `Chromium was not found at ${chromium}. Install it with:\n  sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
}

if (buildIsStale(root)) run('npm', ['run', 'build']);

if (bench) {
  // Bundled and run on plain Node: under tsx's loader the HTTP client itself is several times
  // slower. The anchor servers are a second entry point, started by the bench as processes.
  run('npx', [
    '--no-install',
    'esbuild',
    'e2e/bench/bench.ts',
    'e2e/bench/anchor.ts',
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--packages=external',
    '--outdir=e2e/.tmp',
    '--out-extension:.js=.mjs',
    '--log-level=warning',
  ]);
  run(process.execPath, ['e2e/.tmp/bench.mjs']);
} else {
  run('npx', ['--no-install', 'vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
    env: { ...process.env, TZ: 'UTC' },
  });
}
