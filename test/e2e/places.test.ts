import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_OPTIONS, startApp, type RunningApp } from './harness';
import { expect as pwExpect } from './page-expect';
import { allSaved, openTab } from './steps';

/**
 * Keeping the player's place, in Chromium against browser mode: the address names the campaign, the
 * character, the section and the builder step, so a reload, Back and Forward return to them, and an
 * address with a place in it opens there even on a fresh start, beside browser mode's token.
 */
describe('the player’s place in the address', () => {
  let app: RunningApp;
  /** The address of Aria Vell's page, e.g. "#/campaign/root:The%20Goblin%20Marches/character/aria-vell-x1y2z3". */
  let ariaAddress = '';

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const hash = (page: Page) => page.evaluate(() => location.hash);
  const builderStep = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Builder steps' }).getByRole('button', { name: new RegExp(`^${name}`) });

  it('returns to the same builder step after a reload', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Ledger of Heroes', level: 1 }).waitFor();
    await page.getByLabel('Campaign name').fill('The Goblin Marches');
    await page.getByLabel('Game system').selectOption({ label: 'The Nutshell MLS' });
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { name: 'The Goblin Marches', level: 1 }).waitFor();
    expect(await hash(page)).toBe('#/campaign/root:The%20Goblin%20Marches');

    await page.getByLabel('Character name').fill('Aria Vell');
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: 'Aria Vell', exact: true }).click();
    await page.getByRole('heading', { name: 'Aria Vell', level: 1 }).waitFor();
    await openTab(page, 'Build');
    await builderStep(page, 'Fate points').click();
    await page.getByRole('heading', { name: 'Fate points', level: 2 }).waitFor();
    const address = await hash(page);
    expect(address).toMatch(/^#\/campaign\/root:The%20Goblin%20Marches\/character\/[a-z0-9-]+\/build\/fate$/);
    ariaAddress = address.replace(/\/build\/fate$/, '');

    await page.reload();
    await page.getByRole('heading', { name: 'Aria Vell', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Fate points', level: 2 }).waitFor();
    expect(await builderStep(page, 'Fate points').getAttribute('aria-current')).toBe('step');
    expect(await page.getByRole('tab', { name: 'Build' }).getAttribute('aria-selected')).toBe('true');
    expect(await hash(page)).toBe(`${ariaAddress}/build/fate`);
    expect(page.url()).not.toContain(app.server.token);
  });

  it('goes between campaign and character with Back and Forward, keeping the character’s undo', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Rename Aria Vell' }).click();
    const field = page.getByRole('textbox', { name: 'New name' });
    await field.fill('Aria of the Fens');
    await field.press('Enter');
    await page.getByRole('heading', { name: 'Aria of the Fens', level: 1 }).waitFor();
    await allSaved(page);

    await page.goBack();
    await page.getByRole('heading', { name: 'The Goblin Marches', level: 1 }).waitFor();
    expect(await hash(page)).toBe('#/campaign/root:The%20Goblin%20Marches');
    // Focus is back on the character the player came from.
    await pwExpect(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Aria of the Fens');

    await page.goForward();
    await page.getByRole('heading', { name: 'Aria of the Fens', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Fate points', level: 2 }).waitFor();
    expect(await hash(page)).toBe(`${ariaAddress}/build/fate`);
    await page.getByRole('button', { name: 'Undo: rename to Aria of the Fens' }).click();
    await page.getByRole('heading', { name: 'Aria Vell', level: 1 }).waitFor();
    await allSaved(page);

    await page.goBack();
    await page.getByRole('heading', { name: 'The Goblin Marches', level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Ledger of Heroes', level: 1 }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'The Goblin Marches', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Aria Vell', exact: true }).waitFor();
  });

  it.each([
    ['before the route', (route: string, token: string) => `#token=${token}&${route.slice(1)}`],
    ['after the route', (route: string, token: string) => `${route}&token=${token}`],
  ])('opens the place a fresh address names, with the token %s', async (_where, address) => {
    // A new browser context has no token kept from before: it comes with the address, as the terminal prints it.
    const context = await app.browser.newContext(CONTEXT_OPTIONS);
    try {
      const page = await context.newPage();
      await page.goto(`${app.server.origin}/${address(`${ariaAddress}/history`, app.server.token)}`);
      await page.getByRole('heading', { name: 'Aria Vell', level: 1 }).waitFor();
      await pwExpect(() => page.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
      expect(await hash(page)).toBe(`${ariaAddress}/history`);
      expect(page.url()).not.toContain(app.server.token);
      expect(await page.getByRole('alert').count()).toBe(0);

      // The token was kept: the page still answers after a reload, at the same place.
      await page.reload();
      await page.getByRole('heading', { name: 'Aria Vell', level: 1 }).waitFor();
      await pwExpect(() => page.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('shows the campaign, and says why, when the character the address names is gone', async () => {
    const { page } = app;
    await page.goto(`${app.server.origin}/#/campaign/root:The%20Goblin%20Marches/character/nobody-000000/sheet`);
    await page.getByRole('heading', { name: 'The Goblin Marches', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'is no longer in The Goblin Marches' }).waitFor();
    expect(await hash(page)).toBe('#/campaign/root:The%20Goblin%20Marches');
  });

  it('shows the start screen, and says why, when the campaign the address names is gone', async () => {
    const { page } = app;
    await page.goto(`${app.server.origin}/#/campaign/root:The%20Sunken%20Isles`);
    await page.getByRole('heading', { name: 'Ledger of Heroes', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'The campaign in the address could not be opened' }).waitFor();
    expect(await hash(page)).toBe('#/');
  });
});
