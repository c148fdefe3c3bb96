import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { startApp, type RunningApp } from './harness';
import { pressTimes } from './steps';

/** The rules a theme's colours decide: text contrast, and links told apart from the text around them. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The accessibility pass: on every screen a player meets, axe finds no
 * WCAG 2 A/AA violation, in the light theme and again (its colour rules) in the
 * dark one, and every visible, enabled control can be reached with the Tab key alone (on the builder steps, the
 * Sheet and the Advance page, the Tab walks of focus.test.ts check that, at two window sizes).
 */
describe('accessibility', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** Whether the page shows the dark colours: its colour scheme, and a page background darker than mid-grey. */
  function showsDark(page: Page): Promise<boolean> {
    return page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      const [r = 255, g = 255, b = 255] = (style.backgroundColor.match(/\d+/g) ?? []).map(Number);
      return style.colorScheme === 'dark' && r + g + b < 3 * 128;
    });
  }

  /** axe on the screen as it stands, in the light theme and then, with the system set to dark, in the dark one. */
  async function audit(page: Page, screen: string): Promise<void> {
    expect((await axeViolations(page)).map((problem) => `${screen}: ${problem}`)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      expect(await showsDark(page), `${screen} follows the system's dark setting`).toBe(true);
      expect((await axeViolations(page, COLOUR_RULES)).map((problem) => `${screen}, dark: ${problem}`)).toEqual([]);
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }

  /** Tabs through the whole page and returns the controls that never received focus. */
  async function unreachableByTab(page: Page): Promise<string[]> {
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      (window as unknown as { focusedControls: Set<Element> }).focusedControls = new Set();
      document.addEventListener('focusin', (e) =>
        (window as unknown as { focusedControls: Set<Element> }).focusedControls.add(e.target as Element),
      );
    });
    const count = await page.evaluate(
      () => document.querySelectorAll('button, input, select, textarea, a[href], [tabindex="0"]').length,
    );
    await pressTimes(page, 'Tab', count + 5);
    return page.evaluate(() => {
      const seen = (window as unknown as { focusedControls: Set<Element> }).focusedControls;
      const controls = Array.from(document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]'));
      const visible = controls.filter(
        (el) => !(el as HTMLButtonElement).disabled && el.offsetParent !== null && el.getAttribute('tabindex') !== '-1',
      );
      // A radio group and a tab list are one stop each: arrow keys move inside them.
      const isGroupMember = (el: HTMLElement) =>
        (el instanceof HTMLInputElement && el.type === 'radio') || el.getAttribute('role') === 'tab';
      return visible.filter((el) => !seen.has(el) && !isGroupMember(el)).map((el) => el.outerHTML.slice(0, 120));
    });
  }

  it('finds no violations and no unreachable control on the home, campaign and character screens', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await audit(page, 'home');
    expect(await unreachableByTab(page)).toEqual([]);

    await page.getByLabel('Campaign name').fill('Accessible Marches');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { name: 'Accessible Marches', level: 1 }).waitFor();
    await page.getByLabel('Character name').fill('Aria');
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: 'Aria', exact: true }).waitFor();
    await audit(page, 'campaign');
    expect(await unreachableByTab(page)).toEqual([]);

    await page.getByRole('button', { name: 'Aria', exact: true }).click();
    const steps = page.getByRole('navigation', { name: 'Builder steps' });
    await steps.waitFor();
    for (const step of await steps.getByRole('button').all()) {
      const name = (await step.textContent()) ?? '';
      await step.click();
      await audit(page, `builder step ${name}`);
    }
    for (const tab of ['Sheet', 'Advance', 'History', 'Print']) {
      await page.getByRole('tab', { name: tab }).click();
      await audit(page, `${tab} tab`);
      if (tab === 'History' || tab === 'Print') expect(await unreachableByTab(page)).toEqual([]);
    }
  });

  it('finds no violations and no unreachable control on the HURSAGMU character screens and campaign settings', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Back to Accessible Marches' }).click();
    await page.getByRole('button', { name: 'Close campaign' }).click();
    await page.getByLabel('Campaign name').fill('Accessible Sands');
    await page.getByLabel('Game system').selectOption({ label: 'HURSAGMU' });
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { name: 'Accessible Sands', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Campaign settings' }).click();
    await audit(page, 'HURSAGMU campaign settings');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await page.getByLabel('Character name').fill('Ninsun');
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: 'Ninsun', exact: true }).click();
    const steps = page.getByRole('navigation', { name: 'Builder steps' });
    await steps.waitFor();
    for (const step of await steps.getByRole('button').all()) {
      const name = (await step.textContent()) ?? '';
      await step.click();
      await audit(page, `HURSAGMU builder step ${name}`);
    }
    for (const tab of ['Sheet', 'Advance', 'History', 'Print']) {
      await page.getByRole('tab', { name: tab }).click();
      await audit(page, `HURSAGMU ${tab} tab`);
      if (tab === 'History' || tab === 'Print') expect(await unreachableByTab(page)).toEqual([]);
    }
  });
  it('finds no violations and no unreachable control on the Heimr character screens and campaign settings', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Back to Accessible Sands' }).click();
    await page.getByRole('button', { name: 'Close campaign' }).click();
    await page.getByLabel('Campaign name').fill('Accessible Fjords');
    await page.getByLabel('Game system').selectOption({ label: 'Heimr' });
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { name: 'Accessible Fjords', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Campaign settings' }).click();
    await audit(page, 'Heimr campaign settings');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await page.getByLabel('Character name').fill('Ragna');
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: 'Ragna', exact: true }).click();
    const steps = page.getByRole('navigation', { name: 'Builder steps' });
    await steps.waitFor();
    for (const step of await steps.getByRole('button').all()) {
      const name = (await step.textContent()) ?? '';
      await step.click();
      await audit(page, `Heimr builder step ${name}`);
    }
    for (const tab of ['Sheet', 'Advance', 'History', 'Print']) {
      await page.getByRole('tab', { name: tab }).click();
      await audit(page, `Heimr ${tab} tab`);
      if (tab === 'History' || tab === 'Print') expect(await unreachableByTab(page)).toEqual([]);
    }
  });
  it('finds no violations and no unreachable control on the Symbaroum character screens and campaign settings', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Back to Accessible Fjords' }).click();
    await page.getByRole('button', { name: 'Close campaign' }).click();
    await page.getByLabel('Campaign name').fill('Accessible Davokar');
    await page.getByLabel('Game system').selectOption({ label: 'Symbaroum' });
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { name: 'Accessible Davokar', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Campaign settings' }).click();
    await audit(page, 'Symbaroum campaign settings');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await page.getByLabel('Character name').fill('Ylva');
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: 'Ylva', exact: true }).click();
    const steps = page.getByRole('navigation', { name: 'Builder steps' });
    await steps.waitFor();
    for (const step of await steps.getByRole('button').all()) {
      const name = (await step.textContent()) ?? '';
      await step.click();
      await audit(page, `Symbaroum builder step ${name}`);
    }
    for (const tab of ['Sheet', 'Advance', 'History', 'Print']) {
      await page.getByRole('tab', { name: tab }).click();
      await audit(page, `Symbaroum ${tab} tab`);
      if (tab === 'History' || tab === 'Print') expect(await unreachableByTab(page)).toEqual([]);
    }
  });

  it('turns dark with the theme switch whatever the system says, keeps it after a reload, and prints light', async () => {
    const { page } = app;
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await theme.selectOption({ label: 'Dark' });
    expect(await showsDark(page)).toBe(true);
    expect((await axeViolations(page)).map((problem) => `Symbaroum Print tab, Dark chosen: ${problem}`)).toEqual([]);
    // The print preview is a sheet of paper in either theme.
    const sheet = page.getByRole('article', { name: 'Printable sheet of Ylva' });
    expect(await sheet.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');

    await page.emulateMedia({ media: 'print' });
    expect(await showsDark(page)).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // After a restart the page is dark before the app's own script has run, so it never flashes light: the
    // script is held back while the page is looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const appScript = /\/assets\/index-[^/]*\.js$/;
    await page.route(appScript, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => document.readyState), { timeout: 10_000 }).toBe('interactive');
    await expect.poll(() => showsDark(page), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('#root').innerHTML()).toBe('');
    release();
    await page.getByRole('heading', { name: 'Ylva', level: 1 }).waitFor();
    await page.unroute(appScript);
    await expect.poll(() => theme.inputValue()).toBe('dark');
    expect(await showsDark(page)).toBe(true);

    await theme.selectOption({ label: 'System (light)' });
    expect(await showsDark(page)).toBe(false);
  });
});
