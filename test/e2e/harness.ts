import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** The repository root, from test/e2e. */
export const repo = resolve(__dirname, '../..');

/** Debian's Chromium; never a browser downloaded by a test tool. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface RunningApp {
  url: string;
  root: string;
  page: Page;
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * Starts browser mode (`src-main/serve/cli.ts`) on a free port with a fresh
 * temporary campaign root, and opens its printed URL in Chromium. The
 * renderer must already be built (npm run test:e2e builds it).
 */
export async function startApp(): Promise<RunningApp> {
  const root = mkdtempSync(join(tmpdir(), 'ledger-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', join(repo, 'src-main/serve/cli.ts'), '--root', root, '--port', '0'], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForUrl(server);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  return {
    url,
    root,
    page,
    browser,
    async stop() {
      await browser.close().catch(() => undefined);
      server.kill('SIGTERM');
      await new Promise((done) => (server.exitCode !== null ? done(null) : server.once('exit', done)));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function waitForUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`browser mode did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]!);
      }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser mode exited with code ${code}:\n${output}`));
    });
  });
}
