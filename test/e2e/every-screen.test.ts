import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import { checkScreen, showsDark } from './screen-checks';
import { axeViolations } from './axe';
import { allSaved, appWithScratch, newCampaign, openNewCharacter, openTab } from './steps';

/**
 * Every screen a player meets, walked once for each game (home, campaign, its settings and print view, each builder
 * step, sheet, advance, history and print preview), and checked where it stands (screen-checks.ts):
 * - it fits the window: at 1024 and 1280 pixels the page does not scroll sideways and no element reaches past the
 *   window's left or right edge (a table that scrolls inside its own box counts as fitting);
 * - axe finds no WCAG 2 A/AA violation, in the light theme and again (its colour rules) in the dark one;
 * - on the home and campaign screens, the History and the Print section, Tab reaches every visible, enabled control
 *   (the builder steps, the Sheet and the Advance page are walked by focus.test.ts, at two window sizes).
 * The characters carry names as long as a name may be, and the content that used to push pages wide: a game
 * master's override form, armor modifiers in HURSAGMU's trait table, a ledger with entries. Then the theme: dark
 * chosen whatever the system says, kept after a reload, and the sheet printed light.
 */

/** A name of 120 characters, the most a name may have, nearly all of it one unbroken word of 108 letters. */
const LONG_NAME = `Ninshubur ${'Sukkal'.repeat(18)} Messenger of the Great Heavens and Keeper of the Gate of Kur`.slice(
  0,
  120,
);

/** Each step of the builder, in order, checked at every width. */
async function everyBuilderStep(page: Page, game: string): Promise<void> {
  const steps = page.getByRole('navigation', { name: 'Builder steps' });
  await steps.waitFor();
  const count = await steps.getByRole('button').count();
  for (let i = 0; i < count; i++) {
    const step = steps.getByRole('button').nth(i);
    const name = ((await step.textContent()) ?? '').trim();
    await step.click();
    await checkScreen(page, `${game} builder step ${name}`);
  }
}

async function everyOtherSection(page: Page, game: string): Promise<void> {
  for (const tab of ['Sheet', 'Advance', 'History', 'Print']) {
    await openTab(page, tab);
    if (tab === 'Print') await page.getByRole('region', { name: 'Print preview' }).waitFor();
    await checkScreen(page, `${game} ${tab}`, { reachable: tab === 'History' || tab === 'Print' });
  }
}

async function addSession(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Session name' }).fill(name);
  await page.getByRole('button', { name: 'Add session' }).click();
  await page.getByText(name, { exact: false }).first().waitFor();
}

describe('every screen fits the window and passes the accessibility checks', () => {
  const run = appWithScratch();

  it('checks every Nutshell MLS screen', async () => {
    const { page } = run.app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await checkScreen(page, 'home, no campaigns', { reachable: true });

    await newCampaign(page, `MLS ${LONG_NAME}`.slice(0, 120), 'The Nutshell MLS');
    await addSession(page, `Session ${LONG_NAME}`.slice(0, 120));
    await page.getByRole('textbox', { name: 'Character name' }).fill(LONG_NAME);
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: LONG_NAME, exact: true }).waitFor();
    await checkScreen(page, 'MLS campaign', { reachable: true });
    await page.getByRole('button', { name: 'Campaign settings', exact: true }).click();
    await page.getByRole('region', { name: 'Campaign settings' }).waitFor();
    await checkScreen(page, 'MLS campaign settings');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await openCampaignPrint(page, LONG_NAME);
    await checkScreen(page, 'MLS campaign print view');
    await page.getByRole('button', { name: 'Close print view' }).click();

    await page.getByRole('button', { name: LONG_NAME, exact: true }).click();
    await page.getByRole('heading', { name: LONG_NAME, level: 1 }).waitFor();
    await everyBuilderStep(page, 'MLS');
    // The review with an error standing shows the game master's override form.
    await page.getByRole('form', { name: 'Game master override' }).waitFor();

    await openTab(page, 'Advance');
    await page.getByRole('spinbutton', { name: /^Award rolled at the table/ }).fill('5');
    await page.getByRole('button', { name: 'Award the entered roll' }).click();
    await allSaved(page);
    await everyOtherSection(page, 'MLS');

    await page.getByRole('button', { name: /^Back to / }).click();
    await page.getByRole('button', { name: 'Close campaign' }).click();
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await checkScreen(page, 'home with a campaign');
  });

  it('checks every HURSAGMU screen', async () => {
    const { page } = run.app;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(run.app.url);
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    const campaign = `HURSAGMU ${LONG_NAME}`.slice(0, 120);
    await newCampaign(page, campaign, 'HURSAGMU');
    await addSession(page, `Session ${LONG_NAME}`.slice(0, 120));
    // Coins enough for plate armor, whose price and modifiers are the widest things the builder shows.
    await setSettings(page, { 'Starting coins (cc)': '100000' });
    await openNewCharacter(page, LONG_NAME);
    await page.getByRole('button', { name: /^Raise Athletics to 1 / }).click();
    await page.getByRole('button', { name: /^Raise Stealth to 1 / }).click();
    await page
      .getByRole('navigation', { name: 'Builder steps' })
      .getByRole('button', { name: /^Equipment/ })
      .click();
    await page.getByRole('spinbutton', { name: 'Armor points' }).fill('5');
    await page.getByRole('button', { name: /^Buy plate armor, 5 points/ }).click();
    await page.getByRole('table', { name: 'Owned' }).waitFor();

    // A limit on beginning traits the character now breaks: an error standing for the override form.
    await page.getByRole('button', { name: /^Back to / }).click();
    await setSettings(page, { 'Maximum beginning trait level': '0' });
    await checkScreen(page, 'HURSAGMU campaign');
    await page.getByRole('button', { name: 'Campaign settings', exact: true }).click();
    await page.getByRole('region', { name: 'Campaign settings' }).waitFor();
    await checkScreen(page, 'HURSAGMU campaign settings');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await openCampaignPrint(page, LONG_NAME);
    await checkScreen(page, 'HURSAGMU campaign print view');
    await page.getByRole('button', { name: 'Close print view' }).click();

    await page.getByRole('button', { name: LONG_NAME, exact: true }).click();
    await page.getByRole('heading', { name: LONG_NAME, level: 1 }).waitFor();
    await openTab(page, 'Build');
    await everyBuilderStep(page, 'HURSAGMU');
    await page.getByRole('form', { name: 'Game master override' }).waitFor();

    await openTab(page, 'Advance');
    await page.getByRole('spinbutton', { name: 'Experience points to award' }).fill('100000');
    await page.getByRole('button', { name: /^Award 100/ }).click();
    await allSaved(page);
    await everyOtherSection(page, 'HURSAGMU');
  });
  for (const game of ['Heimr', 'Symbaroum']) {
    it(`checks every ${game} screen`, async () => {
      const { page } = run.app;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(run.app.url);
      await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
      const campaign = `${game} ${LONG_NAME}`.slice(0, 120);
      await newCampaign(page, campaign, game);
      await addSession(page, `Session ${LONG_NAME}`.slice(0, 120));
      await checkScreen(page, `${game} campaign`);
      await page.getByRole('button', { name: 'Campaign settings', exact: true }).click();
      await page.getByRole('region', { name: 'Campaign settings' }).waitFor();
      await checkScreen(page, `${game} campaign settings`);
      await page.getByRole('button', { name: 'Close settings' }).click();
      await openNewCharacter(page, LONG_NAME);
      await everyBuilderStep(page, game);
      await openTab(page, 'Advance');
      await page.getByRole('spinbutton', { name: 'Experience points to award' }).fill('100000');
      await page.getByRole('button', { name: /^Award 100/ }).click();
      await allSaved(page);
      await everyOtherSection(page, game);
    });
  }

  it('turns dark with the theme switch whatever the system says, keeps it after a reload, and prints light', async () => {
    // The Symbaroum walk ends on its character's Print section.
    const { page } = run.app;
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await theme.selectOption({ label: 'Dark' });
    expect(await showsDark(page)).toBe(true);
    expect((await axeViolations(page)).map((problem) => `Symbaroum Print tab, Dark chosen: ${problem}`)).toEqual([]);
    // The print preview is a sheet of paper in either theme.
    const sheet = page.getByRole('article', { name: `Printable sheet of ${LONG_NAME}` });
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
    await page.getByRole('heading', { name: LONG_NAME, level: 1 }).waitFor();
    await page.unroute(appScript);
    await expect.poll(() => theme.inputValue()).toBe('dark');
    expect(await showsDark(page)).toBe(true);

    await theme.selectOption({ label: 'System (light)' });
    expect(await showsDark(page)).toBe(false);
  });
});

/** Opens the campaign's print view and waits until the character's sheet has been read into it. */
async function openCampaignPrint(page: Page, character: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Campaign' }).getByRole('button', { name: 'Print', exact: true }).click();
  const view = page.getByRole('region', { name: 'Print the campaign' });
  await view
    .getByRole('region', { name: 'Print preview' })
    .getByRole('article', { name: `Printable sheet of ${character}` })
    .waitFor();
}

/** Opens the campaign settings, fills the number fields named, saves and closes. */
async function setSettings(page: Page, values: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: 'Campaign settings', exact: true }).click();
  const settings = page.getByRole('region', { name: 'Campaign settings' });
  for (const [label, value] of Object.entries(values))
    await settings.getByRole('spinbutton', { name: label }).fill(value);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await pwExpect(() => settings.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(true);
  await settings.getByRole('button', { name: 'Close settings' }).click();
}
