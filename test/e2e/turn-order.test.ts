import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen } from './screen-checks';
import { appWithScratch, newCampaign } from './steps';

/**
 * The turn order on the campaign page of Heimr and Symbaroum, opened and used by keyboard and mouse as at the table:
 * it fits the window at every width, axe finds nothing in either theme, Tab reaches every control, and the page's
 * console stays clean (the harness's console guard).
 */

/** A name of 120 characters, the most a name may have, with one long unbroken word in it (as every-screen.test.ts). */
const LONG_NAME =
  `Sigrun ${'Skjald'.repeat(10)} Keeper of the Long Hall and Watcher of the Winter Sea and Fjords`.slice(0, 120);

async function addCharacters(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await page.getByRole('textbox', { name: 'Character name' }).fill(name);
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name, exact: true }).waitFor();
  }
}

async function openTurnOrder(page: Page): Promise<ReturnType<Page['getByRole']>> {
  const section = page.getByRole('region', { name: 'Turn order' });
  await section.getByRole('button', { name: 'Show the turn order' }).click();
  await section.getByRole('group', { name: 'Who takes part' }).waitFor();
  return section;
}

describe('the turn order on the campaign page', () => {
  const run = appWithScratch();

  it('rolls and types Heimr’s initiative, and orders the party', async () => {
    const { page } = run.app;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(run.app.url);
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'Heimr turn order', 'Heimr');
    await addCharacters(page, [LONG_NAME, 'Bjorn']);
    const section = await openTurnOrder(page);
    // A new character's dexterity is 0 and the campaign's willpower 3: the d6 alone plus 3, from 4 to 9.
    await section.getByRole('spinbutton', { name: 'Initiative of Bjorn' }).fill('12');
    await section.getByText('Bjorn’s initiative at consistency 0 and potential +3 is from 4 to 9').waitFor();
    await section.getByRole('spinbutton', { name: 'Initiative of Bjorn' }).fill('7');
    await section.getByRole('spinbutton', { name: `Initiative of ${LONG_NAME}` }).fill('7');
    await section.getByRole('list', { name: 'The order' }).waitFor();
    expect(await section.getByRole('list', { name: 'The order' }).getByRole('listitem').allTextContents()).toEqual([
      'Bjorn, initiative 7',
      `${LONG_NAME}, initiative 7 (same score 7 and willpower 3: the book does not say who goes first, so Bjorn and ${LONG_NAME} decide between them (listed in the party’s order))`,
    ]);
    await checkScreen(page, 'Heimr turn order, typed', { reachable: true });
    await section.getByRole('button', { name: 'Roll initiative' }).press('Enter');
    await section.getByRole('status').getByText('Rolled initiative for 2 characters.').waitFor();
    await checkScreen(page, 'Heimr turn order, rolled');
  });

  it('orders Symbaroum’s party by Quick and Vigilant, and rolls 1D20 between the equal', async () => {
    const { page } = run.app;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(run.app.url);
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'Symbaroum turn order', 'Symbaroum');
    await addCharacters(page, [LONG_NAME, 'Orm']);
    const section = await openTurnOrder(page);
    // New characters start at 10 in every attribute: the same Quick and Vigilant, so 1D20 decides.
    await section.getByRole('spinbutton', { name: 'Orm’s 1D20' }).waitFor();
    await checkScreen(page, 'Symbaroum turn order, tied', { reachable: true });
    await section.getByRole('spinbutton', { name: 'Orm’s 1D20' }).fill('17');
    await section.getByRole('spinbutton', { name: `${LONG_NAME}’s 1D20` }).fill('4');
    expect(await section.getByRole('list', { name: 'The order' }).getByRole('listitem').allTextContents()).toEqual([
      'Orm, Quick 10, Vigilant 10, 1D20 17',
      `${LONG_NAME}, Quick 10, Vigilant 10, 1D20 4 (same Quick 10 and Vigilant 10: Orm first, 1D20 17 against 4)`,
    ]);
    await section.getByRole('button', { name: 'Clear the 1D20s' }).click();
    await section.getByRole('button', { name: 'Roll 1D20 for the ties' }).click();
    await section.getByRole('button', { name: 'Roll 1D20 for the ties' }).waitFor({ state: 'detached' });
    await checkScreen(page, 'Symbaroum turn order, rolled');
  });
});
