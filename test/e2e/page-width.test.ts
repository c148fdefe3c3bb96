import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import { allSaved, appWithScratch, newCampaign, openNewCharacter, openTab } from './steps';

/**
 * Nothing a player meets is wider than the window: on every screen and section of both games (home, campaign,
 * its settings and print view, each builder step, sheet, advance, history and print preview), at 1024 and
 * 1280 pixels, the page does not scroll sideways and no element reaches past the window's left or right
 * edge (a table that scrolls inside its own box counts as fitting). The characters carry names as long as
 * a name may be, and the content that used to push pages wide: a game master's override form, armor
 * modifiers in HURSAGMU's trait table, a ledger with entries.
 */

const WIDTHS = [1024, 1280] as const;

/** A name of 120 characters, the most a name may have, with one long unbroken word in it. */
const LONG_NAME = `Ninshubur ${'Sukkal'.repeat(10)} Messenger of the Great Heavens and Keeper of the Gate of Kur`.slice(
  0,
  120,
);

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements that reach past the window's edges, as tag.class "text". */
  sticking: string[];
}

/** Measures the page: its scroll width and the outermost elements beyond the window's edges. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const beyond = (r: DOMRect) => r.right > width + 0.5 || r.left < -0.5;
    /** An element inside a box that clips or scrolls sideways is kept in by that box, if the box itself fits. */
    const keptIn = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' && style.overflowX !== '') return !beyond(a.getBoundingClientRect());
      }
      return false;
    };
    const sticking: string[] = [];
    const out = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (!beyond(r) || keptIn(el)) continue;
      out.add(el);
      if (el.parentElement && out.has(el.parentElement)) continue;
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      sticking.push(
        `${el.tagName.toLowerCase()}${cls} [${Math.round(r.left)}..${Math.round(r.right)}] "${(el.textContent ?? '').trim().slice(0, 60)}"`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, sticking };
  });
}

/** Checks the screen as it is now at each width, and leaves the window at the last one. */
async function fitsAtEveryWidth(page: Page, screen: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const found = await measure(page);
    expect
      .soft({
        screen,
        width,
        scrollWidth: found.scrollWidth > found.innerWidth ? found.scrollWidth : 'fits',
        sticking: found.sticking,
      })
      .toEqual({
        screen,
        width,
        scrollWidth: 'fits',
        sticking: [],
      });
  }
}

/** Each step of the builder, in order, checked at every width. */
async function everyBuilderStep(page: Page, game: string): Promise<void> {
  const steps = page.getByRole('navigation', { name: 'Builder steps' });
  await steps.waitFor();
  const count = await steps.getByRole('button').count();
  for (let i = 0; i < count; i++) {
    const step = steps.getByRole('button').nth(i);
    const name = ((await step.textContent()) ?? '').trim();
    await step.click();
    await fitsAtEveryWidth(page, `${game} builder step ${name}`);
  }
}

async function everyOtherSection(page: Page, game: string): Promise<void> {
  for (const tab of ['Sheet', 'Advance', 'History', 'Print']) {
    await openTab(page, tab);
    if (tab === 'Print') await page.getByRole('region', { name: 'Print preview' }).waitFor();
    await fitsAtEveryWidth(page, `${game} ${tab}`);
  }
}

async function addSession(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Session name' }).fill(name);
  await page.getByRole('button', { name: 'Add session' }).click();
  await page.getByText(name, { exact: false }).first().waitFor();
}

describe('the page fits the window', () => {
  const run = appWithScratch();

  it('fits at 1024 and 1280 pixels on every Nutshell MLS screen', async () => {
    const { page } = run.app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await fitsAtEveryWidth(page, 'home, no campaigns');

    await newCampaign(page, `MLS ${LONG_NAME}`.slice(0, 120), 'The Nutshell MLS');
    await addSession(page, `Session ${LONG_NAME}`.slice(0, 120));
    await page.getByRole('textbox', { name: 'Character name' }).fill(LONG_NAME);
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: LONG_NAME, exact: true }).waitFor();
    await fitsAtEveryWidth(page, 'MLS campaign');
    await page.getByRole('button', { name: 'Campaign settings', exact: true }).click();
    await page.getByRole('region', { name: 'Campaign settings' }).waitFor();
    await fitsAtEveryWidth(page, 'MLS campaign settings');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await openCampaignPrint(page, LONG_NAME);
    await fitsAtEveryWidth(page, 'MLS campaign print view');
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
    await fitsAtEveryWidth(page, 'home with a campaign');
  });

  it('fits at 1024 and 1280 pixels on every HURSAGMU screen', async () => {
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
    await fitsAtEveryWidth(page, 'HURSAGMU campaign');
    await page.getByRole('button', { name: 'Campaign settings', exact: true }).click();
    await page.getByRole('region', { name: 'Campaign settings' }).waitFor();
    await fitsAtEveryWidth(page, 'HURSAGMU campaign settings');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await openCampaignPrint(page, LONG_NAME);
    await fitsAtEveryWidth(page, 'HURSAGMU campaign print view');
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
    it(`fits at 1024 and 1280 pixels on every ${game} screen`, async () => {
      const { page } = run.app;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(run.app.url);
      await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
      const campaign = `${game} ${LONG_NAME}`.slice(0, 120);
      await newCampaign(page, campaign, game);
      await addSession(page, `Session ${LONG_NAME}`.slice(0, 120));
      await fitsAtEveryWidth(page, `${game} campaign`);
      await page.getByRole('button', { name: 'Campaign settings', exact: true }).click();
      await page.getByRole('region', { name: 'Campaign settings' }).waitFor();
      await fitsAtEveryWidth(page, `${game} campaign settings`);
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
