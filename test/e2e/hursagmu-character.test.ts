import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import {
  allSaved,
  appWithScratch,
  cellsOf as rowCells,
  newCampaign,
  openNewCharacter,
  openTab,
  printSheetToPdf,
  finishCharacter,
  everyPageHeaded,
} from './steps';

/**
 * A HURSAGMU sorcerer, through what a user sees and clicks only (roles and
 * names): a campaign with 40 starting character points and beginning traits
 * limited to 6, a build with a dagger and padded armor, movement, lift and
 * encumbrance on the sheet, experience awarded and spent on a raise, a raise
 * undone, and the sheet printed to PDF.
 */

/**
 * What the budget bar says is left, in the book's words: character points while building ("40 character
 * points"), experience points in play ("26 experience points").
 */
async function pointsLeft(page: Page): Promise<string> {
  const bar = page.getByRole('region', { name: /^(Character|Experience) points$/ });
  return ((await bar.textContent()) ?? '').match(/Left\s*(-?[\d,]+ (?:character|experience) points?)/)?.[1] ?? '';
}

/** The sheet's "Lift, load and movement" group as text, e.g. "Lift200 lb (Strength 2 ...)". */
async function loadFacts(page: Page): Promise<string> {
  const group = page
    .getByRole('region', { name: 'Character sheet' })
    .getByRole('region', { name: 'Lift, load and movement' });
  return (await group.textContent()) ?? '';
}

/** The text of each cell in the row of `table` whose row header starts with `name`. */
function cellsOf(table: Locator, name: string): Promise<string[]> {
  return rowCells(table, new RegExp(`^${name}\\b`));
}

function sheetTable(page: Page, name: string): Locator {
  return page.getByRole('region', { name: 'Character sheet' }).getByRole('table', { name });
}

/** The accessible description of a control: the text its aria-describedby points at. */
function description(control: Locator): Promise<string> {
  return control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

describe('a HURSAGMU character in browser mode', () => {
  const run = appWithScratch();

  it('builds a sorcerer under the campaign settings, advances, undoes and prints', async () => {
    const { page } = run.app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();

    // A HURSAGMU campaign: 40 starting character points, asked for when it is created (the default, 60, shown first);
    // beginning traits at most 6, in its settings.
    await newCampaign(page, 'The Cedar Forest', 'HURSAGMU', async () => {
      const startingPoints = page
        .getByRole('group', { name: 'Before the first character' })
        .getByRole('spinbutton', { name: 'Starting character points' });
      expect(await startingPoints.inputValue()).toBe('60');
      await startingPoints.fill('40');
    });

    await page.getByRole('button', { name: 'Campaign settings' }).click();
    const settings = page.getByRole('region', { name: 'Campaign settings' });
    expect(await settings.getByRole('spinbutton', { name: 'Starting character points' }).inputValue()).toBe('40');
    await settings.getByRole('spinbutton', { name: 'Maximum beginning trait level' }).fill('6');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await pwExpect(() => settings.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(true);
    await settings.getByRole('button', { name: 'Close settings' }).click();

    await openNewCharacter(page, 'Enheduanna');

    // A character with nothing chosen opens on the builder, with the campaign's 40 points.
    await pwExpect(() => page.getByRole('tab', { name: 'Build' }).getAttribute('aria-selected')).toBe('true');
    await pwExpect(() => pointsLeft(page)).toBe('40 character points');
    const steps = page.getByRole('navigation', { name: 'Builder steps' });

    // Traits by the cost table: Sorcery 6 (8), Command 4 (4), Athletics 2 (2), Strength 2 (2).
    const raiseTo = async (trait: string, level: number) => {
      for (let l = 1; l <= level; l++)
        await page.getByRole('button', { name: new RegExp(`^Raise ${trait} to ${l} \\(costs`) }).click();
    };
    // Sorcery typed as 6 in one step, its price shown first.
    const sorcery = page.getByRole('spinbutton', { name: 'Sorcery', exact: true });
    await sorcery.fill('6');
    await pwExpect(() => description(sorcery)).toBe('Sorcery 6: costs 8 character points; press Enter to take it');
    await sorcery.press('Enter');
    await pwExpect(() => pointsLeft(page)).toBe('32 character points');
    await raiseTo('Command', 4);
    await raiseTo('Athletics', 2);
    await raiseTo('Strength', 2);
    await pwExpect(() => pointsLeft(page)).toBe('24 character points');
    // The campaign's limit: Sorcery cannot start above 6, and the button says why.
    const seventh = page.getByRole('button', { name: /^Raise Sorcery to 7 / });
    expect(await seventh.isDisabled()).toBe(true);
    expect(await description(seventh)).toMatch(/limits beginning traits to level 6/);

    await steps.getByRole('button', { name: /^Gifts/ }).click();
    await page.getByRole('button', { name: 'Add Sorcery (Seheru) (costs 8 character points)' }).click();
    await pwExpect(() => pointsLeft(page)).toBe('16 character points');

    // A small dagger (100 cc) and padded cloth armor, 1 point (100 cc), from the 10 gc the campaign gives.
    await steps.getByRole('button', { name: /^Equipment/ }).click();
    const weaponForm = page.getByRole('form', { name: 'Build a weapon' });
    await weaponForm.getByRole('textbox', { name: 'Weapon name' }).fill('Dagger');
    await weaponForm.getByRole('combobox', { name: 'Size' }).selectOption({ label: 'Small (less than 1 ft)' });
    await weaponForm.getByRole('button', { name: 'Buy Dagger (costs 1 gc)' }).click();
    await page.getByRole('spinbutton', { name: 'Armor points' }).fill('1');
    await page.getByRole('button', { name: 'Buy padded cloth armor, 1 point (costs 1 gc)' }).click();
    await page
      .getByRole('table', { name: 'Owned' })
      .getByRole('rowheader', { name: 'padded cloth (1 point)' })
      .waitFor();

    await finishCharacter(page);
    await openTab(page, 'Sheet');

    // Strength 2 lifts 200 lb; 1 lb of dagger and 10 lb of armor are 6% of it; movement 10 + Athletics 2 − armor 1.
    const built = await loadFacts(page);
    expect(built).toMatch(/Lift\s*200 lb/);
    expect(built).toMatch(/Carried\s*11 lb/);
    expect(built).toMatch(/Encumbrance\s*Unencumbered/);
    expect(built).toMatch(/Movement\s*11\b/);
    // The dagger's 8 plus Strength 2.
    expect((await cellsOf(sheetTable(page, 'Weapons'), 'Dagger'))[0]).toMatch(/^10\b/);
    await allSaved(page);

    // Play: 10 experience awarded; 16 kept from creation makes 26 unspent.
    await openTab(page, 'Advance');
    await page.getByRole('spinbutton', { name: 'Experience points to award' }).fill('10');
    await page.getByRole('button', { name: 'Award 10 experience points' }).click();
    await pwExpect(() => pointsLeft(page)).toBe('26 experience points');

    // Sorcery 6 to 8, above the beginning limit, which binds creation only: 16 - 8 = 8 experience points.
    await page.getByRole('combobox', { name: 'Trait to raise' }).selectOption({ label: 'Sorcery (level 6)' });
    await page.getByRole('spinbutton', { name: 'New level' }).fill('8');
    await page.getByRole('button', { name: 'Raise Sorcery to 8 (8 experience points)' }).click();
    await pwExpect(() => pointsLeft(page)).toBe('18 experience points');

    // Strength 2 to 3 for 1 experience point lifts 300 lb and adds to the dagger; then undone.
    await page.getByRole('combobox', { name: 'Trait to raise' }).selectOption({ label: 'Strength (level 2)' });
    await page.getByRole('spinbutton', { name: 'New level' }).fill('3');
    await page.getByRole('button', { name: 'Raise Strength to 3 (1 experience point)' }).click();
    await pwExpect(() => pointsLeft(page)).toBe('17 experience points');
    await openTab(page, 'Sheet');
    expect(await loadFacts(page)).toMatch(/Lift\s*300 lb/);
    expect((await cellsOf(sheetTable(page, 'Weapons'), 'Dagger'))[0]).toMatch(/^11\b/);

    await page.getByRole('button', { name: 'Undo: raise Strength from 2 to 3' }).click();
    await pwExpect(() => pointsLeft(page)).toBe('18 experience points');
    expect(await loadFacts(page)).toMatch(/Lift\s*200 lb/);
    expect((await cellsOf(sheetTable(page, 'Traits'), 'Sorcery')).slice(0, 2)).toEqual(['8', '8']);
    expect((await cellsOf(sheetTable(page, 'Traits'), 'Strength'))[0]).toBe('2');
    await allSaved(page);

    // Print to PDF as the Print section does: its preview is the page that prints.
    const { text, info, pages } = await printSheetToPdf(page, 'Enheduanna', join(run.scratch, 'enheduanna.pdf'));
    expect(info).toMatch(/Page size:.*\(A4\)/);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    // Every page is headed with the name, the game and the date, written as the app writes dates ("23 Nov 2026").
    expect(everyPageHeaded(text, 'Enheduanna', 'HURSAGMU')).toBe(true);
    // Sorcery at level 8 rolls at 8; the dagger 8 + Strength 2 = 10; lift and movement with their reasons.
    expect(text).toMatch(/\bSorcery\s+8\s+8\b/);
    expect(text).toMatch(/\bDagger\s+small\s+8\s+2\s+10\b/);
    expect(text).toMatch(/Lift: 200 lb, what Strength 2 can lift/);
    expect(text).toMatch(/Movement: 10 \+ Athletics 2 \u2212 armor 1 = 11 spaces per/);
  });
});
