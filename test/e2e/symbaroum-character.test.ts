import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import {
  allSaved,
  appWithScratch,
  awardParty,
  backToCampaign,
  finishCharacter,
  newCampaign,
  openCharacter,
  openNewCharacter,
  openTab,
  printSheetToPdf,
  everyPageHeaded,
} from './steps';

/**
 * A Symbaroum character, through what a user sees and clicks only (roles and names): the eight attributes within
 * the campaign's 80 points, an ability at novice, experience awarded to the party at a session, the ability bought
 * to adept, the purchase undone, and the sheet printed to PDF.
 */

/** What the budget bar says is left, e.g. "40 experience". */
async function left(page: Page): Promise<string> {
  const bar = page.getByRole('region', { name: 'Experience', exact: true });
  return ((await bar.textContent()) ?? '').match(/Left\s*(-?\d+ experience)/)?.[1] ?? '';
}

describe('a Symbaroum character in browser mode', () => {
  const run = appWithScratch();

  it('builds within the campaign’s points, takes a session’s award, learns an ability to adept, undoes and prints', async () => {
    const { page } = run.app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'The Davokar Road', 'Symbaroum');
    await openNewCharacter(page, 'Ylva');
    await pwExpect(() => page.getByRole('tab', { name: 'Build' }).getAttribute('aria-selected')).toBe('true');
    await pwExpect(() => left(page)).toBe('50 experience');

    // Every attribute starts at 10: 80 of 80. Quick to 13 and Resolute to 11, paid for by Discreet 8 and Vigilant 8.
    await page.getByText(/Attributes add up to 80 of 80\./).waitFor();
    const refused = page.getByRole('button', { name: 'Raise Quick to 11 (not allowed)' });
    expect(await refused.isDisabled()).toBe(true);
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: `Lower Discreet to ${9 - i} (frees 1 point)` }).click();
      await page.getByRole('button', { name: `Lower Vigilant to ${9 - i} (frees 1 point)` }).click();
    }
    // A D20 at or under 10 is 50%, under 11 is 55%.
    expect(await page.getByRole('row', { name: /^Quick/ }).textContent()).toContain(
      'A test at difficulty 0 succeeds 50% now, 55% at 11',
    );
    for (const to of [11, 12, 13])
      await page.getByRole('button', { name: `Raise Quick to ${to} (uses 1 point)` }).click();
    await page.getByRole('button', { name: 'Raise Resolute to 11 (uses 1 point)' }).click();
    await page
      .getByText(/Attributes add up to 80 of 80\. Toughness 10, Pain Threshold 5, Defense 13, Corruption Threshold 6\./)
      .waitFor();

    const steps = page.getByRole('navigation', { name: 'Builder steps' });
    await steps.getByRole('button', { name: /^Abilities/ }).click();
    await page.getByRole('button', { name: 'Learn Medicus at novice (costs 10 experience)' }).click();
    await pwExpect(() => left(page)).toBe('40 experience');
    await steps.getByRole('button', { name: /^Armor/ }).click();
    await page.getByRole('radio', { name: 'Light armor (impeding 2)' }).check();
    // Quick 13 - light armor 2.
    await page.getByText(/Defense 11: Quick 13 − light armor 2\./).waitFor();
    await finishCharacter(page);
    await allSaved(page);

    // A session, and 20 experience to each character present.
    await backToCampaign(page, 'The Davokar Road');
    await page.getByRole('textbox', { name: 'Session name' }).fill('The ruins of Karvosti');
    await page.getByRole('button', { name: 'Add session' }).click();
    await awardParty(page, 'Award experience to the party', {
      points: 20,
      session: 'The ruins of Karvosti',
      shares: 'Ylva 20.',
      listed: 'Ylva 20',
    });

    await openCharacter(page, 'Ylva');
    await openTab(page, 'Advance');
    await pwExpect(() => left(page)).toBe('60 experience');
    await page.getByRole('combobox', { name: 'Ability' }).selectOption({ label: 'Medicus (novice)' });
    await page.getByRole('button', { name: 'Learn Medicus at adept (20 experience)' }).click();
    await page
      .getByRole('status', { name: 'Last entry' })
      .getByText('Learned Medicus at adept. Spent 20 experience; 40 experience unspent.')
      .waitFor();

    await openTab(page, 'Sheet');
    const abilities = page.getByRole('region', { name: 'Character sheet' }).getByRole('region', { name: 'Abilities' });
    expect(await abilities.textContent()).toContain('Medicus, adept');
    // Quick 13 against an enemy's Quick 10 (modifier 0): 13 of 20, 65%; the table a screen reader reads says so.
    const quickEnemies = page.getByRole('table', { name: 'Chance of a test of Quick 13 against each enemy attribute' });
    expect(await quickEnemies.getByRole('row', { name: /^10 / }).textContent()).toBe('1065%');

    await page.getByRole('button', { name: 'Undo: learn Medicus at adept' }).click();
    await pwExpect(() => left(page)).toBe('60 experience');
    expect(await abilities.textContent()).toContain('Medicus, novice');
    await allSaved(page);

    const { text, pages } = await printSheetToPdf(page, 'Ylva', join(run.scratch, 'ylva.pdf'));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(everyPageHeaded(text, 'Ylva', 'Symbaroum')).toBe(true);
    // Quick 13: +-3 against it, 65% at difficulty 0; Medicus at novice; Defense 11.
    expect(text).toMatch(/Quick\s+13\s+\u22123\s+65%/);
    expect(text).toMatch(/Medicus\s+novice/);
  });
});
