import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built app in a real server process, driven in headless Chromium. Each
 * file starts its own server on its own data directory and port, so files run two at a time
 * (the suite's target is 15 minutes on 2 cores); the files that share the PostgreSQL test
 * database (TEST_DATABASE_URL: fault, two-instances) or time processes (process) run after them,
 * one at a time.
 */
const SERIAL = [
  'e2e/tests/fault.test.ts',
  'e2e/tests/two-instances.test.ts',
  'e2e/tests/process.test.ts',
];

const shared = {
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 120_000,
  env: { TZ: 'UTC' },
} as const;

export default defineConfig({
  test: {
    maxWorkers: 2,
    // one migrated PGlite database that each file's server starts from (helpers/server.ts)
    globalSetup: ['e2e/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          exclude: SERIAL,
          fileParallelism: true,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-serial',
          include: SERIAL,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
