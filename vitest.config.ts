import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: on a two-core machine that is one file at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'test/shared/**/*.test.ts',
            'test/main/**/*.test.ts',
            'test/contract/**/*.test.ts',
            'test/tools/**/*.test.ts',
          ],
          // Files share their worker's modules instead of a new process each (half the project's time): these tests
          // keep their state in temporary folders and the objects they make, and Vitest keeps each file's vi.mock
          // of electron to that file.
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['test/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['test/renderer/setup.ts'],
          // Each file still gets its own page and modules, in a vm context of a worker kept for many files: a fork
          // per file loaded jsdom afresh for each, which took longer than the tests of most files.
          pool: 'vmForks',
          // A page rendered in jsdom takes several seconds on two cores busy with the other checks of npm test (lint,
          // types, end-to-end); nothing here times anything, so the limit only catches a test that hangs.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
