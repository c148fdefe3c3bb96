import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_OPTIONS, launchBrowser, startApp, startServer, type RunningApp, type RunningServer } from './harness';
import { expect as pwExpect } from './page-expect';
import { allSaved } from './steps';

/**
 * Browser mode's token in a real browser: it stays with the server that
 * printed it (never in the address bar, a cookie, or a request to another
 * server), two servers live side by side in one browser, and two tabs of one
 * server see each other's saves.
 */

/** A plain local HTTP server on another port that records every request it gets. */
interface Recorder {
  origin: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

async function startRecorder(): Promise<Recorder> {
  const requests: Recorder['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    // Lets any page read the answer, cookies included, as a careless local server might.
    const cors = req.headers.origin
      ? { 'Access-Control-Allow-Origin': req.headers.origin, 'Access-Control-Allow-Credentials': 'true' }
      : {};
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...cors });
    res.end('<!doctype html><title>Another local server</title><p>Another local server</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits for the home screen to show the campaign list, which takes a request the token opened. */
async function homeLoaded(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Ledger of Heroes', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Campaigns', level: 2 }).waitFor();
  await page.getByText('Campaigns live in the folder').waitFor();
}

async function createCampaign(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await page.getByRole('combobox', { name: 'Game system' }).selectOption({ label: 'The Nutshell MLS' });
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('the browser-mode token stays with its own server', () => {
  let app: RunningApp;
  let recorder: Recorder;
  beforeAll(async () => {
    app = await startApp();
    recorder = await startRecorder();
  });
  afterAll(async () => {
    await recorder?.close();
    await app?.stop();
  });

  /** Every address and header of the requests the recorder got since `from`, as one string. */
  const sentSince = (from: number) => JSON.stringify(recorder.requests.slice(from));

  it('leaves no token in the address bar or in a cookie, and keeps working after a reload', async () => {
    const { page, server } = app;
    await homeLoaded(page);
    expect(server.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.url()).toBe(`${server.origin}/`);
    expect(await page.evaluate(() => location.href)).not.toContain(server.token);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await app.context.cookies()).toEqual([]);

    await page.reload();
    await homeLoaded(page);
    expect(page.url()).toBe(`${server.origin}/`);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('sends nothing of the token to another local server the browser navigates to', async () => {
    const before = recorder.requests.length;
    // A new tab of the same browser context, and the app's own tab leaving for the other server.
    const tab = await app.openPage(`${recorder.origin}/new-tab`);
    await tab.getByText('Another local server').waitFor();
    const appTab = await app.openPage(app.server.url);
    await homeLoaded(appTab);
    await appTab.evaluate((href) => location.assign(href), `${recorder.origin}/left-the-app`);
    await appTab.getByText('Another local server').waitFor();

    const paths = recorder.requests.slice(before).map((r) => r.url);
    expect(paths).toContain('/new-tab');
    expect(paths).toContain('/left-the-app');
    expect(sentSince(before)).not.toContain(app.server.token);
    for (const { headers } of recorder.requests.slice(before)) {
      expect(headers.cookie).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
    }
    await tab.close();
    await appTab.close();
  });

  it('sends nothing of the token to another local server the app page fetches from', async () => {
    // The page's content security policy would refuse these requests outright; without it, the
    // requests do leave the page, and they must still carry nothing that opens the app's server.
    const context = await app.browser.newContext({ ...CONTEXT_OPTIONS, bypassCSP: true });
    try {
      const page = await context.newPage();
      await page.goto(app.server.url);
      await homeLoaded(page);
      const before = recorder.requests.length;
      const statuses = await page.evaluate(async (origin) => {
        const answers = await Promise.all([
          fetch(`${origin}/fetched`, { credentials: 'include' }),
          fetch(`${origin}/api/events`, { credentials: 'include' }),
          fetch(`${origin}/api/listCampaigns`, { method: 'POST', credentials: 'include', mode: 'no-cors', body: '{}' }),
        ]);
        return answers.map((a) => a.status);
      }, recorder.origin);
      expect(statuses.slice(0, 2)).toEqual([200, 200]);
      expect(
        recorder.requests
          .slice(before)
          .map((r) => r.url)
          .sort(),
      ).toEqual(['/api/events', '/api/listCampaigns', '/fetched']);
      expect(sentSince(before)).not.toContain(app.server.token);
      for (const { headers } of recorder.requests.slice(before)) expect(headers.cookie).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('tells a page opened without the printed address what to open', async () => {
    const context = await app.browser.newContext(CONTEXT_OPTIONS);
    try {
      const page = await context.newPage();
      await page.goto(`${app.server.origin}/`);
      await page.getByRole('heading', { name: 'Ledger of Heroes', level: 1 }).waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: /printed in the terminal/ })
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('two browser-mode servers in one browser', () => {
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close().catch(() => undefined);
    await first?.stop();
    await second?.stop();
  });

  it('both keep working after the other was opened', async () => {
    [first, second] = await Promise.all([startServer(), startServer()]);
    browser = await launchBrowser();
    const context = await browser.newContext(CONTEXT_OPTIONS);
    const marches = await context.newPage();
    await marches.goto(first.url);
    await homeLoaded(marches);
    const isles = await context.newPage();
    await isles.goto(second.url);
    await homeLoaded(isles);

    // The first tab still works after the second server's address was opened, and the other way round. The tab acted
    // on is brought to the front first, as a player switches tabs: a tab behind another draws no frames.
    await marches.bringToFront();
    await createCampaign(marches, 'The Goblin Marches');
    await isles.bringToFront();
    await createCampaign(isles, 'The Sunken Isles');
    await marches.bringToFront();
    await marches.getByRole('textbox', { name: 'Character name' }).fill('Aria Vell');
    await marches.getByRole('button', { name: 'Add character' }).click();
    await marches.getByRole('button', { name: 'Aria Vell', exact: true }).waitFor();

    // Reloaded, each tab returns to its own server's campaign; closed, it lists that one and not the other's.
    for (const [page, own, other] of [
      [marches, 'The Goblin Marches', 'The Sunken Isles'],
      [isles, 'The Sunken Isles', 'The Goblin Marches'],
    ] as const) {
      await page.bringToFront();
      await page.reload();
      await page.getByRole('heading', { name: own, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Close campaign' }).click();
      await homeLoaded(page);
      await page.getByRole('button', { name: new RegExp(`^${own}`) }).waitFor();
      expect(await page.getByRole('button', { name: new RegExp(`^${other}`) }).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
    }
    await marches.bringToFront();
    await marches.getByRole('button', { name: /^The Goblin Marches/ }).click();
    await marches.getByRole('button', { name: 'Aria Vell', exact: true }).waitFor();
  });
});

describe('two tabs of one browser-mode server', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('each sees the characters the other adds, renames and saves, without a reload', async () => {
    const first = app.page;
    await homeLoaded(first);
    await createCampaign(first, 'The Goblin Marches');

    // The second tab opens the plain address: the token the first tab kept serves it too.
    const second = await app.openPage(`${app.server.origin}/`);
    await homeLoaded(second);
    await second.getByRole('button', { name: /^The Goblin Marches/ }).click();
    await second.getByRole('heading', { name: 'The Goblin Marches', level: 1 }).waitFor();

    // Each tab is brought to the front before it is acted on, as a player switches tabs: a tab behind another draws
    // no frames. What a tab shows is checked while it is behind.
    await first.bringToFront();
    await first.getByRole('textbox', { name: 'Character name' }).fill('Aria Vell');
    await first.getByRole('button', { name: 'Add character' }).click();
    await second.getByRole('button', { name: 'Aria Vell', exact: true }).waitFor();

    await first.getByRole('button', { name: 'Rename Aria Vell' }).click();
    const nameField = first.getByLabel('New name for Aria Vell');
    await nameField.fill('Aria of the Fens');
    await nameField.press('Enter');
    await second.getByRole('button', { name: 'Aria of the Fens', exact: true }).waitFor();
    expect(await second.getByRole('button', { name: 'Aria Vell', exact: true }).count()).toBe(0);

    // The same character open in both tabs; the second has no edits of its own.
    await first.getByRole('button', { name: 'Aria of the Fens', exact: true }).click();
    await first.getByRole('heading', { name: 'Aria of the Fens', level: 1 }).waitFor();
    await allSaved(first);
    await second.bringToFront();
    await second.getByRole('button', { name: 'Aria of the Fens', exact: true }).click();
    await second.getByRole('heading', { name: 'Aria of the Fens', level: 1 }).waitFor();

    await first.bringToFront();
    await first.getByRole('button', { name: 'Rename Aria of the Fens' }).click();
    await first.getByRole('textbox', { name: 'New name' }).fill('Aria the Bold');
    await first.getByRole('button', { name: 'Save name' }).click();
    await allSaved(first);
    await second.getByRole('heading', { name: 'Aria the Bold', level: 1 }).waitFor();

    const race = (page: Page) =>
      page
        .getByRole('combobox', { name: 'Race', exact: true })
        .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
    await first.getByRole('combobox', { name: 'Race', exact: true }).selectOption({ label: 'Human' });
    await allSaved(first);
    await pwExpect(() => race(second)).toBe('Human');
    expect(await second.getByRole('alert').count()).toBe(0);
  });
});
