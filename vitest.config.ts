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
          include: ['test/shared/**/*.test.ts', 'test/main/**/*.test.ts', 'test/contract/**/*.test.ts', 'test/tools/**/*.test.ts'],
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
          // A page rendered in jsdom on a busy two-core machine can take several seconds; nothing here times anything.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
