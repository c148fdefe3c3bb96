import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

/** The repository root, from test/e2e. */
export const repo = resolve(__dirname, '../..');

/** The options every test's browser context starts from. */
export const CONTEXT_OPTIONS: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** One browser-mode server (`src-main/serve/cli.ts`) with its own temporary campaign root. */
export interface RunningServer {
  /** The address it printed, token included. */
  url: string;
  /** The same address without its fragment, e.g. http://127.0.0.1:4567 */
  origin: string;
  /** This run's token, read from the printed address. */
  token: string;
  root: string;
  /** Stops the server and removes its campaign root. */
  stop(): Promise<void>;
}

export interface RunningApp {
  url: string;
  root: string;
  page: Page;
  browser: Browser;
  context: BrowserContext;
  server: RunningServer;
  /** Opens another tab in the same browser context, at `url` when given. */
  openPage(url?: string): Promise<Page>;
  stop(): Promise<void>;
}

/**
 * Starts browser mode on a free port with a fresh temporary campaign root (or
 * another server's, `root`) and waits for the address it prints. The renderer must already be built (npm
 * run test:e2e builds it).
 */
export async function startServer(options: { root?: string } = {}): Promise<RunningServer> {
  // A second server on another's root shares its folders, and leaves removing them to that one.
  const root = options.root ?? mkdtempSync(join(tmpdir(), 'ledger-e2e-'));
  const owned = options.root === undefined;
  // The bundle global-setup.ts made of src-main/serve/cli.ts, told where the built page is.
  const server = spawn(
    process.execPath,
    [inject('serveScript'), '--root', root, '--port', '0', '--renderer', join(repo, 'dist-renderer')],
    {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let url: string;
  try {
    url = await waitForUrl(server);
  } catch (error) {
    server.kill('SIGKILL');
    if (owned) rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const address = new URL(url);
  return {
    url,
    origin: address.origin,
    token: new URLSearchParams(address.hash.slice(1)).get('token') ?? '',
    root,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((done) => (server.exitCode !== null ? done(null) : server.once('exit', done)));
      if (owned) rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Debian's Chromium, headless: the one global-setup.ts started for every file, connected to (closing it lets go
 * of its contexts only). Every page of every context it opens is watched by the console guard.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await guardContext(context);
    return context;
  };
  return browser;
}

/**
 * The console guard: an error in a page's console, an uncaught exception and a refusal by the page's
 * Content-Security-Policy are bugs a user would never see reported, so each one fails the test that was
 * running when it happened (or, after the last test of a file, the file). Nothing is let through.
 */
const pageProblems: string[] = [];

/** Name of the function the guard gives each page to report a security policy violation with. */
const REPORT_VIOLATION = '__ledgerReportPolicyViolation';

async function guardContext(context: BrowserContext): Promise<void> {
  await context.exposeBinding(REPORT_VIOLATION, ({ page }, report: string) =>
    pageProblems.push(`${where(page)}: ${report}`),
  );
  await context.addInitScript((report: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const call = (window as unknown as Record<string, (text: string) => void>)[report];
      call?.(
        `Content-Security-Policy refused ${event.blockedURI || 'something'} (${event.violatedDirective}) at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, REPORT_VIOLATION);
  const watch = (page: Page) => {
    openPages.add(page);
    page.on('close', () => openPages.delete(page));
    page.on('console', (message) => {
      if (message.type() === 'error') pageProblems.push(`${where(page)}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => pageProblems.push(`${where(page)}: uncaught ${error.name}: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

function where(page: Page): string {
  try {
    return new URL(page.url()).pathname;
  } catch {
    return page.url();
  }
}

/** Throws with every problem the guard saw since it was last asked, and forgets them. */
function failOnPageProblems(): void {
  const seen = pageProblems.splice(0);
  if (seen.length > 0)
    throw new Error(
      `The page reported ${seen.length === 1 ? 'a problem' : `${seen.length} problems`}:\n${seen.join('\n')}`,
    );
}

/** Every page the guard watches that is still open: what a failed test had on screen. */
const openPages = new Set<Page>();

/**
 * What each open page showed when a test failed, printed with the failure: a test that waited in vain for a heading
 * says what was there instead (an error, a dialog, another screen), which the run's log otherwise does not keep.
 */
async function printOpenPages(): Promise<void> {
  for (const page of openPages) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error: unknown) => `(could not be read: ${String(error)})`);
    console.error(`On ${where(page)} when the test failed:\n${text.slice(0, 2_000)}`);
  }
}

// Registered by each test file that imports the harness, so every test of it is checked.
beforeEach(({ onTestFailed }) => onTestFailed(printOpenPages, 15_000));
afterEach(failOnPageProblems);
afterAll(failOnPageProblems);

/**
 * Starts browser mode and opens its printed URL in Chromium. `context` adds
 * options to the browser context the page opens in.
 */
export async function startApp(options: { context?: BrowserContextOptions } = {}): Promise<RunningApp> {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const context = await browser.newContext({ ...CONTEXT_OPTIONS, ...options.context });
    const page = await context.newPage();
    await page.goto(server.url);
    return {
      url: server.url,
      root: server.root,
      page,
      browser,
      context,
      server,
      async openPage(url?: string) {
        const another = await context.newPage();
        if (url !== undefined) await another.goto(url);
        return another;
      },
      async stop() {
        await browser!.close().catch(() => undefined);
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close().catch(() => undefined);
    await server.stop();
    throw error;
  }
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
