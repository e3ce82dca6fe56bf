import { defineConfig } from 'vitest/config';

/**
 * Projects: `unit` (pure code, no I/O beyond reading content files), `web-dom` (the web's
 * component tests, *.test.tsx, in jsdom with Testing Library) and `integration`
 * (the real server app against a real database: PGlite, or PostgreSQL when
 * TEST_DB=postgres and TEST_DATABASE_URL are set; see scripts/test.mjs).
 */
export default defineConfig({
  test: {
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
          fileParallelism: process.env.TEST_DB !== 'postgres',
        },
      },
    ],
  },
});
