// Type-checks every workspace with its own tsconfig (domain and contracts see neither DOM nor
// Node types; the web sees DOM), one after another.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/domain',
  'packages/contracts',
  'content',
  'apps/server',
  'apps/web',
  'apps/web/sw',
  'e2e',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['--no-install', 'tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
}
process.exit(failed ? 1 : 0);
