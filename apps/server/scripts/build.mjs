// Bundles the server (and the workspace packages it imports as TypeScript source) with esbuild
// into dist/main.js, and the worker entries beside it: dist/import-worker.js (started by
// src/modules/imports/import-runner.ts) and dist/fsrs-optimizer-worker.js (started by
// src/modules/study/fsrs-optimizer.ts) and dist/prepare-worker.js (src/db/prepare.ts), each
// found next to main.js; npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));
const source = (path) => new URL(`../src/${path}`, import.meta.url).pathname;

await build({
  entryPoints: {
    main: source('main.ts'),
    'import-worker': source('modules/imports/import-worker.ts'),
    'fsrs-optimizer-worker': source('modules/study/fsrs-optimizer-worker.ts'),
    'prepare-worker': source('db/prepare-worker.ts'),
  },
  outdir: new URL('../dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js and its workers beside it');
