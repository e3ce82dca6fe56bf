// Whether the built app (apps/web/dist, apps/server/dist) is older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/drizzle',
  'packages/domain/src',
  'packages/contracts/src',
  'content',
  'package-lock.json',
];
const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/server/dist/main.js',
  'apps/server/dist/import-worker.js',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** True when an output is missing or any source changed after the oldest output. */
export function buildIsStale(root) {
  const outputs = OUTPUTS.map((p) => join(root, p));
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return SOURCES.some((p) => newest(join(root, p)) > built);
}
