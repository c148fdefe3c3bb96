import { defineConfig } from 'vitest/config';

/**
 * The tests mutation testing runs against the rules (`npm run mutation`): every test of `shared`, in
 * Node. The renderer's and the store's tests are left out; they would not kill a mutant of the rules
 * that these miss, and they would make every mutant slower to judge.
 */
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['test/shared/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
