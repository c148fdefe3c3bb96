import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

/*
 * What every end-to-end file shares, made once before the first: browser mode's server bundled into one script
 * (started by each test in a fraction of the time tsx takes to load it from source), and one Debian Chromium
 * that each file connects to instead of starting its own. Each file still gets its own server, campaign root
 * and browser contexts.
 */
let browser: BrowserServer | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    serveScript: string;
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const repo = resolve(import.meta.dirname, '../..');
  // Two folders down from the repository, as src-main/serve/cli.ts is: it finds package.json at ../../ from itself.
  const outDir = join(repo, '.tmp/e2e');
  mkdirSync(outDir, { recursive: true });
  const serveScript = join(outDir, 'serve.mjs');
  await build({
    absWorkingDir: repo,
    entryPoints: ['src-main/serve/cli.ts'],
    outfile: serveScript,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Packages are loaded from node_modules as they are: the bundle sits inside the repository, which finds them.
    packages: 'external',
    logLevel: 'warning',
  });
  browser = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  project.provide('serveScript', serveScript);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser?.close();
  };
}
