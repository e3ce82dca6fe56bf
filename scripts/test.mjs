// `npm test`: format check, lint, typecheck, unit tests; API integration tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set); build; end-to-end tests in headless Chromium.
import { spawnSync } from 'node:child_process';

const stages = [
  ['check (format, lint, typecheck, unit)', ['run', 'check']],
  ['integration', ['run', 'test:integration']],
  ['build', ['run', 'build']],
  ['end-to-end', ['run', 'e2e']],
];
const started = Date.now();
for (const [label, args] of stages) {
  const t0 = Date.now();
  console.log(`\n##### ${label} #####`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
  console.log(
    `##### ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
