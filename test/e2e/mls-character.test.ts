import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import {
  allSaved,
  appWithScratch,
  cellsOf,
  newCampaign,
  openNewCharacter,
  openTab,
  pointsLeft,
  printSheetToPdf,
  everyPageHeaded,
} from './steps';

/**
 * A player's first character in the Nutshell MLS, through what a user sees
 * and clicks only (roles and names): build a legal 30-year-old human, reload,
 * age to 40, take an adventure, spend and undo, take damage, and print the sheet to PDF.
 */

function secondaryValue(page: Page, name: string): Promise<string | undefined> {
  // Columns after the trait: kind, base from, base, level, value.
  return cellsOf(page.getByRole('table', { name: 'Secondary traits' }), name).then((cells) => cells[4]?.trim());
}

function primaryValue(page: Page, name: string): Promise<string | undefined> {
  return cellsOf(page.getByRole('table', { name: 'Primary traits' }), name).then((cells) => cells[0]?.trim());
}

/** The sheet's "Character" and "Fate, hit and magic points" groups read as text, e.g. "CPs unspent77". */
async function sheetFacts(page: Page): Promise<string> {
  const sheet = page.getByRole('region', { name: 'Character sheet' });
  const groups = [
    sheet.getByRole('region', { name: 'Character', exact: true }),
    sheet.getByRole('region', { name: 'Fate, hit and magic points' }),
  ];
  return (await Promise.all(groups.map((g) => g.textContent()))).join(' ');
}

function cpsLeft(page: Page): Promise<string> {
  return pointsLeft(page, 'Character points', 'CPs?');
}

/** Checks the sheet values the build produced; the same after a reload. */
async function expectBuiltSheet(page: Page): Promise<void> {
  await openTab(page, 'Sheet');
  await pwExpect(() => cpsLeft(page)).toBe('77 CPs');
  // 84 CPs at 30 (60 + 12 increments x 2) - Strength +1 (2) - Dexterity +1 (2) - Soldier occupation (2) - Sword (1).
  expect(await sheetFacts(page)).toMatch(/CPs unspent\s*77/);
  // Derived: Sword's value is its base, Dexterity 3; hit points are the roll of 9 (beats 2 dice x 3 = 6); Honest 16 gives a fate point.
  expect(await secondaryValue(page, 'Sword')).toBe('3');
  expect(await secondaryValue(page, 'Soldier')).toBe('3');
  const facts = await sheetFacts(page);
  expect(facts).toMatch(/Hit points\s*9\b/);
  expect(facts).toMatch(/Fate points\s*1\b/);
  expect(facts).toMatch(/Age\s*30 years/);
}

describe('a Nutshell MLS character in browser mode', () => {
  const run = appWithScratch();

  it('builds, keeps, advances, undoes and prints a 30-year-old human', async () => {
    const { page } = run.app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();

    // An empty campaign, one new character.
    await newCampaign(page, 'The Goblin Marches', 'The Nutshell MLS');
    await openNewCharacter(page, 'Aria Vell');

    // A character with no choices opens on the builder.
    await pwExpect(() => page.getByRole('tab', { name: 'Build' }).getAttribute('aria-selected')).toBe('true');
    const steps = page.getByRole('navigation', { name: 'Builder steps' });

    await page.getByRole('combobox', { name: 'Race', exact: true }).selectOption({ label: 'Human' });
    await page.getByRole('combobox', { name: 'Starting age' }).selectOption({ label: '30 years (84 CPs)' });
    await pwExpect(() => cpsLeft(page)).toBe('84 CPs');

    await steps.getByRole('button', { name: /^Primary traits/ }).click();
    await page.getByRole('button', { name: 'Raise Strength to 3 (costs 2 CPs)' }).click();
    await page.getByRole('button', { name: 'Raise Dexterity to 3 (costs 2 CPs)' }).click();
    await pwExpect(() => cpsLeft(page)).toBe('80 CPs');

    await steps.getByRole('button', { name: /^Occupation/ }).click();
    await page.getByRole('textbox', { name: 'Name of the new occupation' }).fill('Soldier');
    await page.getByRole('combobox', { name: 'Base', exact: true }).selectOption({ label: 'Strength' });
    await page.getByRole('button', { name: 'Add Soldier (costs 2 CPs)' }).click();
    await pwExpect(async () =>
      /Soldier/.test((await page.getByRole('list', { name: 'Occupation' }).textContent()) ?? ''),
    ).toBe(true);

    await steps.getByRole('button', { name: /^Secondary traits/ }).click();
    await page.getByRole('textbox', { name: 'Name of the new secondary trait' }).fill('Sword');
    await page.getByRole('combobox', { name: 'Base', exact: true }).selectOption({ label: 'Dexterity' });
    await page.getByRole('button', { name: 'Add Sword (costs 1 CP)' }).click();
    await pwExpect(() => cpsLeft(page)).toBe('77 CPs');

    // Honest typed as 16 (Deceitful follows to 4), one action and one undo step: one of the five 16/4 pairs
    // allowed, and a fate point. 17 is refused with the rules' sentence and changes nothing.
    await steps.getByRole('button', { name: /^Personality/ }).click();
    const honesty = page.getByRole('group', { name: 'Honest and Deceitful' });
    const honest = honesty.getByRole('spinbutton', { name: 'Honest', exact: true });
    await honest.fill('17');
    await honest.press('Enter');
    await honesty
      .getByRole('alert')
      .filter({ hasText: /5 to 15/ })
      .waitFor();
    await honest.fill('16');
    await honest.press('Enter');
    await pwExpect(() => honesty.getByRole('spinbutton', { name: 'Deceitful', exact: true }).inputValue()).toBe('4');
    await pwExpect(() => page.getByRole('button', { name: 'Undo: set Honest to 16 and Deceitful to 4' }).count()).toBe(
      1,
    );

    // Hit points from a roll made at the table.
    await steps.getByRole('button', { name: /^Hit and magic points/ }).click();
    await page.getByRole('spinbutton', { name: 'Total Hit Points rolled at the table (2d6)' }).fill('9');
    await page.getByRole('button', { name: 'Use the entered hit points roll' }).click();
    await pwExpect(async () =>
      /Rolled at the table on 2d6/.test(
        (await page.getByRole('region', { name: 'Total Hit Points' }).textContent()) ?? '',
      ),
    ).toBe(true);

    await steps.getByRole('button', { name: /^Review/ }).click();
    await page.getByRole('heading', { name: 'Nothing left to fix' }).waitFor();
    await page.getByRole('button', { name: 'Finish the character' }).click();
    // Finishing says the character is ready, or goes straight to its sheet.
    await page
      .getByRole('status')
      .filter({ hasText: 'Aria Vell is ready to play' })
      .or(page.getByRole('region', { name: 'Character sheet' }))
      .first()
      .waitFor();

    await expectBuiltSheet(page);
    expect(await primaryValue(page, 'Strength')).toBe('3');
    await allSaved(page);

    // The campaign's list says how the character stands at a glance.
    await page.getByRole('button', { name: 'Back to The Goblin Marches' }).click();
    const row = page
      .getByRole('list', { name: 'Characters' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Aria Vell', exact: true }) });
    await row.getByText('Legal · 77 CPs unspent').waitFor();
    await page.getByRole('button', { name: 'Aria Vell', exact: true }).click();
    await page.getByRole('heading', { name: 'Aria Vell', level: 1 }).waitFor();

    // Reload: the address returns to the character's page, as it was, on its sheet.
    await page.reload();
    await page.getByRole('heading', { name: 'Aria Vell', level: 1 }).waitFor();
    await pwExpect(() => page.getByRole('tab', { name: 'Sheet' }).getAttribute('aria-selected')).toBe('true');
    await expectBuiltSheet(page);

    // Finished: the builder shows every choice read-only until "Edit creation" reopens them.
    await openTab(page, 'Build');
    await page.getByText('Aria Vell is finished, so the creation choices are read-only.').waitFor();
    await steps.getByRole('button', { name: /^Primary traits/ }).click();
    expect(await page.getByRole('button', { name: /^Raise Strength to 4/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit creation' }).click();
    expect(await page.getByRole('button', { name: /^Raise Strength to 4/ }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Done editing creation' }).click();
    expect(await page.getByRole('button', { name: /^Raise Strength to 4/ }).isDisabled()).toBe(true);

    // Ten increments to 40; the last one takes a primary trait level, and the player chooses which.
    await openTab(page, 'Advance');
    for (let years = 31; years <= 40; years++) {
      await page.getByRole('button', { name: new RegExp(`^Age one increment to ${years} years`) }).click();
    }
    const reduction = page.getByRole('dialog', { name: 'Age reduction at 40 years' });
    await reduction.getByRole('combobox', { name: 'Primary trait to reduce' }).selectOption({ label: 'Mind (2 → 1)' });
    await reduction.getByRole('button', { name: 'Reduce Mind and age to 40 years' }).click();
    await pwExpect(() => reduction.count()).toBe(0);
    await pwExpect(() => cpsLeft(page)).toBe('97 CPs');

    // An Average adventure in a major role: 1d6, rolled at the table as 5.
    await page.getByRole('combobox', { name: 'Adventure size' }).selectOption({ label: 'Average' });
    await page.getByRole('combobox', { name: "Character's role" }).selectOption({ label: 'Major' });
    await page.getByRole('spinbutton', { name: 'Award rolled at the table (1d6)' }).fill('5');
    await page.getByRole('button', { name: 'Award the entered roll' }).click();
    await pwExpect(() => cpsLeft(page)).toBe('102 CPs');

    // Spend: Sword to base +1 for 2, the occupation Soldier to base +1 for double, 4.
    await page.getByRole('button', { name: 'Raise Sword to base +1 (2 CPs)' }).click();
    await pwExpect(() => cpsLeft(page)).toBe('100 CPs');
    await page.getByRole('button', { name: 'Raise Soldier to base +1 (4 CPs)' }).click();
    await pwExpect(() => cpsLeft(page)).toBe('96 CPs');

    // Undo the last purchase only.
    await page.getByRole('button', { name: 'Undo: raise Soldier to base +1' }).click();
    await pwExpect(() => cpsLeft(page)).toBe('100 CPs');

    // A fight: 5 damage takes her 9 hit points to 4, below 50% (4.5): a Shock Roll. Healing 6 would pass 9 and is refused.
    const points = page.getByRole('spinbutton', { name: 'Points of damage or healing' });
    await points.fill('5');
    await page.getByRole('button', { name: 'Record 5 damage' }).click();
    await page.getByText('Took 5 damage. Current hit points 4 of 9 (Shock Roll due).').waitFor();
    await points.fill('6');
    expect(await page.getByRole('button', { name: 'Heal 6 hit points' }).isDisabled()).toBe(true);
    await openTab(page, 'Sheet');
    expect(await sheetFacts(page)).toMatch(/Current hit points\s*4 of 9, 5 damage not healed\. Shock Roll due/);
    expect(await secondaryValue(page, 'Sword')).toBe('4');
    expect(await secondaryValue(page, 'Soldier')).toBe('3');
    expect(await primaryValue(page, 'Mind')).toBe('1');
    expect(await sheetFacts(page)).toMatch(/Age\s*40 years/);
    await allSaved(page);

    // Play has begun: reopening creation asks why, so the history can record it with each change.
    await openTab(page, 'Build');
    await page.getByText(/of play in the history, so the creation choices are read-only/).waitFor();
    await page.getByRole('button', { name: 'Edit creation…' }).click();
    await page.getByRole('textbox', { name: 'Why change the creation now?' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await openTab(page, 'Sheet');

    // Print to PDF as the Print section does: its preview is the page that prints.
    const { text, info, pages } = await printSheetToPdf(page, 'Aria Vell', join(run.scratch, 'aria-vell.pdf'));
    // The page size chosen in the Print section, through the sheet's @page rule.
    expect(info).toMatch(/Page size:.*\(A4\)/);

    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    // Every page is headed with the name, the game and the date, written as the app writes dates ("23 Nov 2026").
    expect(everyPageHeaded(text, 'Aria Vell', 'The Nutshell MLS')).toBe(true);
    expect(text).toMatch(/^\s*Strength\s+3\b/m);
    expect(text).toMatch(/^\s*Mind\s+1\b/m);
    expect(text).toMatch(/^\s*Sword\s.*\bbase \+1\s+4\b/m);
    expect(text).toMatch(/Honest \(noticeable\)\s+16\s+4\s+Deceitful/);
  });
});
