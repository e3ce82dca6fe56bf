// Builds the SPA (apps/web/dist) and the server bundle (apps/server/dist/main.js, with the import
// worker beside it in dist/import-worker.js).
import { spawnSync } from 'node:child_process';

for (const workspace of ['@app/web', '@app/server']) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
