// `npm start`: builds the app when the build is missing or older than its sources, then runs
// the server in this process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsStale } from './build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (buildIsStale(root)) {
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
