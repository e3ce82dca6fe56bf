import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built app in a real server process, driven in headless Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { TZ: 'UTC' },
  },
});
