import { defineConfig } from 'vitest/config';

// End-to-end tests drive the built app in Debian's Chromium; one file at a
// time keeps two cores from being fought over by several browsers.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
