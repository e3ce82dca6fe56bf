// Type-checks every workspace with its own tsconfig (domain and contracts see neither DOM nor
// Node types; the web sees DOM), two at a time (CI has 2 cores; one tsc uses one).
import { spawn } from 'node:child_process';

const projects = [
  'apps/web',
  'apps/server',
  'e2e',
  'content',
  'packages/domain',
  'packages/contracts',
  'apps/web/sw',
];
const CONCURRENCY = 2;

/** Runs tsc on one project, its output printed in one piece when it ends. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', 'tsc', '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (output) process.stdout.write(output);
      console.log(`typecheck ${project}: ${status === 0 ? 'ok' : 'FAILED'}`);
      resolve(status === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
