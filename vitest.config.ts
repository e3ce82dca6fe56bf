import { defineConfig } from 'vitest/config';

/**
 * Projects: `unit` (pure code, no I/O beyond reading content files), `web-dom` (the web's
 * component tests, *.test.tsx, in jsdom with Testing Library) and `integration`
 * (the real server app against a real database: PGlite, or PostgreSQL when
 * TEST_DB=postgres and TEST_DATABASE_URL are set, a database per worker; see scripts/test.mjs).
 */
export default defineConfig({
  test: {
    // two files at a time on CI's 2 cores (vitest's default there is one): the integration stage
    // took 568 s with one worker and 409 s with two, PGlite and PostgreSQL together
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'content/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'eslint/**/*.test.js',
          ],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/dom-setup.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // on PostgreSQL each worker has its own database (test/helpers/test-database.ts)
        },
      },
    ],
  },
});
