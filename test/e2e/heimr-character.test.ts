import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import {
  allSaved,
  appWithScratch,
  awardParty,
  backToCampaign,
  cellsOf,
  finishCharacter,
  newCampaign,
  openCharacter,
  openNewCharacter,
  openTab,
  pointsLeft,
  printSheetToPdf,
  everyPageHeaded,
} from './steps';

/**
 * A Heimr party, through what a user sees and clicks only (roles and names): a campaign with an ability of its
 * own, a character built with it, experience divided among three characters with the remainder carried to the
 * next award, training that makes an attribute rise through its progress, the last training undone, and the
 * sheet printed to PDF.
 */

const MINUS = '\u2212';

function xpLeft(page: Page): Promise<string> {
  return pointsLeft(page, 'Experience points (XP)', 'XP');
}

describe('a Heimr party in browser mode', () => {
  const run = appWithScratch();

  it('builds with the campaign’s own ability, divides awards among three, raises an attribute through progress, undoes and prints', async () => {
    const { page } = run.app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'The Northern Fjords', 'Heimr');

    // The game master's own ability: Sailing, on Dexterity and Stamina, base consistency +1.
    await page.getByRole('button', { name: 'Campaign settings' }).click();
    const settings = page.getByRole('region', { name: 'Campaign settings' });
    const add = settings.getByRole('group', { name: 'Add an ability' });
    await add.getByRole('textbox', { name: 'New ability' }).fill('Sailing');
    await add.getByRole('checkbox', { name: 'Dexterity' }).check();
    await add.getByRole('checkbox', { name: 'Stamina' }).check();
    await add.getByRole('spinbutton', { name: 'Base consistency' }).fill('1');
    await add.getByRole('button', { name: 'Add ability' }).click();
    await settings.getByRole('button', { name: 'Remove ability Sailing' }).waitFor();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await pwExpect(() => settings.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(true);
    await settings.getByRole('button', { name: 'Close settings' }).click();

    // Two companions who need no build to share in the awards, then Ragna, built.
    for (const name of ['Torvald', 'Hild']) {
      await page.getByRole('textbox', { name: 'Character name' }).fill(name);
      await page.getByRole('button', { name: 'Add character' }).click();
      await page.getByRole('button', { name, exact: true }).waitFor();
    }
    await openNewCharacter(page, 'Ragna');
    await pwExpect(() => page.getByRole('tab', { name: 'Build' }).getAttribute('aria-selected')).toBe('true');
    await pwExpect(() => xpLeft(page)).toBe('30 XP');

    // Attributes adding up to the campaign's 2: Strength, Dexterity and Stamina +1, Empathy −1.
    await page.getByRole('button', { name: `Lower Empathy to ${MINUS}1 (frees 1 point)` }).click();
    for (const attribute of ['Strength', 'Dexterity', 'Stamina'])
      await page.getByRole('button', { name: `Raise ${attribute} to +1 (uses 1 point)` }).click();
    await page.getByText(/Attributes add up to \+2 of \+2\./).waitFor();
    expect(await page.getByRole('button', { name: 'Raise Intelligence to +1 (not allowed)' }).isDisabled()).toBe(true);

    const steps = page.getByRole('navigation', { name: 'Builder steps' });
    await steps.getByRole('button', { name: /^Abilities/ }).click();
    // Survival: base consistency 2, potential Stamina 1; against CR 6 a d6 and two d10, highest + 1, must reach the base fatigue 3.
    await page.getByRole('button', { name: 'Train Survival consistency to 1 (costs 5 XP)' }).click();
    await pwExpect(() => xpLeft(page)).toBe('25 XP');

    await steps.getByRole('button', { name: /^The campaign's abilities/ }).click();
    // Sailing: consistency 1, potential (1 + 1) / 2 = 1; one more point of consistency makes CR 6 likelier.
    const sailing = page.getByRole('row', { name: /^Sailing/ });
    await pwExpect(async () =>
      /CR 6: \d+% now; \d+% with one more consistency, \d+% with one more potential/.test(
        (await sailing.textContent()) ?? '',
      ),
    ).toBe(true);
    await page.getByRole('button', { name: 'Train Sailing consistency to 1 (costs 5 XP)' }).click();
    await pwExpect(() => xpLeft(page)).toBe('20 XP');

    await finishCharacter(page);
    await allSaved(page);

    // Back to the campaign: 10 XP among the three is 3 each with 1 carried, then 20 and the 1 carried is 7 each.
    await backToCampaign(page, 'The Northern Fjords');
    const panel = 'Award experience points to the party';
    await awardParty(page, panel, {
      points: 10,
      shares: 'Hild 3, Ragna 3, Torvald 3; 1 carried to the next award.',
      listed: 'Hild 3, Ragna 3, Torvald 3',
    });
    await awardParty(page, panel, {
      points: 20,
      shares: 'Hild 7, Ragna 7, Torvald 7 (with 1 carried from the last award).',
      listed: 'Hild 7, Ragna 7, Torvald 7',
    });

    // Ragna has 20 + 3 + 7 = 30 XP: Insight four times, 5 + 5 + 10 + 10, and Empathy at −1 rises at 4 progress.
    await openCharacter(page, 'Ragna');
    await openTab(page, 'Advance');
    await pwExpect(() => xpLeft(page)).toBe('30 XP');
    await page
      .getByRole('combobox', { name: 'Ability' })
      .selectOption({ label: 'Insight (consistency 0, potential −1)' });
    const train = async (aspect: 'consistency' | 'potential', to: number, cost: number) => {
      await page.getByRole('combobox', { name: 'Train', exact: true }).selectOption({ value: aspect });
      await page.getByRole('button', { name: `Train Insight ${aspect} to ${to} (${cost} XP)` }).click();
    };
    await train('consistency', 1, 5);
    await page
      .getByRole('status', { name: 'Last entry' })
      .getByText('Empathy progress 1 of 4.', { exact: false })
      .waitFor();
    await train('potential', 1, 5);
    await train('consistency', 2, 10);
    await page
      .getByRole('status', { name: 'Last entry' })
      .getByText('Empathy progress 3 of 4.', { exact: false })
      .waitFor();
    // The form says what the next point does before it is taken.
    await page.getByRole('combobox', { name: 'Train', exact: true }).selectOption({ value: 'potential' });
    await page
      .getByText('This point brings Empathy to 4 progress: Empathy rises to 0, and every ability based on it follows.')
      .waitFor();
    // How the point moves Insight's chances, CR by CR, now and after.
    const odds = page.getByRole('table', { name: /^Insight: the chance to meet each challenge requirement now/ });
    expect((await odds.getByRole('row').allTextContents()).length).toBe(3);
    await page.getByRole('button', { name: 'Train Insight potential to 2 (10 XP)' }).click();
    await page.getByRole('status', { name: 'Last entry' }).getByText('Empathy rises to 0', { exact: false }).waitFor();
    await pwExpect(() => xpLeft(page)).toBe('0 XP');

    await openTab(page, 'Sheet');
    const attributes = page.getByRole('region', { name: 'Character sheet' }).getByRole('table', { name: 'Attributes' });
    expect(await cellsOf(attributes, 'Empathy')).toEqual(['Mental', '0', '0 of 6 to rise to +1']);
    // Insight: consistency 0 + 2, potential Empathy 0 + 2; its chances as a chart with a table for screen readers.
    const insight = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Insight/ }) });
    expect(await insight.textContent()).toMatch(/Consistency \+2 .*potential \+2/);
    await insight
      .getByRole('table', {
        name: /^Chance for Insight \(consistency \+2, potential \+2\) to meet each challenge requirement/,
      })
      .waitFor();

    // Undo the last training: Empathy back to −1 with 3 progress, 10 XP back.
    await page.getByRole('button', { name: 'Undo: train Insight potential 1 → 2' }).click();
    await pwExpect(() => xpLeft(page)).toBe('10 XP');
    expect(await cellsOf(attributes, 'Empathy')).toEqual(['Mental', `${MINUS}1`, '3 of 4 to rise to 0']);
    await allSaved(page);

    const { text, pages } = await printSheetToPdf(page, 'Ragna', join(run.scratch, 'ragna.pdf'));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(everyPageHeaded(text, 'Ragna', 'Heimr')).toBe(true);
    // Insight trained 2 / 1 after the undo: consistency +2, potential −1 + 1 = 0; Sailing trained 1 / 0.
    expect(text).toMatch(/Insight\s+Empathy\s+\+2\s+0\s+2\s*\/\s*1/);
    expect(text).toMatch(/Sailing\s+Dexterity, Stamina\s+\+2\s+\+1\s+1\s*\/\s*0/);
  });
});
