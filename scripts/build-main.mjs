// Bundles the Electron main process and the preload into dist-main/.
// Both are CommonJS: Electron loads main.cjs through package.json "main", and a
// sandboxed preload can only be a single CommonJS script.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  external: ['electron'],
  sourcemap: true,
  logLevel: 'warning',
};

const results = await Promise.allSettled([
  build({ ...common, entryPoints: ['src-main/main.ts'], outfile: 'dist-main/main.cjs' }),
  build({ ...common, entryPoints: ['src-main/preload.ts'], outfile: 'dist-main/preload.cjs' }),
]);
// esbuild has already printed each error with its file and line.
if (results.some((result) => result.status === 'rejected')) process.exitCode = 1;
