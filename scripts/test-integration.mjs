// API integration tests against PGlite, then against PostgreSQL when TEST_DATABASE_URL is set
// (it must name a throwaway database: the tests drop and recreate its schemas).
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n=== integration tests on ${label} ===`);
  const result = spawnSync('npx', ['--no-install', 'vitest', 'run', '--project', 'integration'], {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('PGlite', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  run(`PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`, { TEST_DB: 'postgres' });
} else {
  console.log(
    '\nTEST_DATABASE_URL is not set: the PostgreSQL run of the integration suite was not requested.',
  );
}
