import { describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import { allSaved, appWithScratch, awardParty, backToCampaign, newCampaign, openCharacter, openTab } from './steps';

/**
 * Undo in Chromium against browser mode, through what a user sees and clicks only: a character's edits undone and
 * redone after a reload of the window, and the last award to the party undone after saying what it takes back,
 * then, after another reload, made again with Redo, with the same shares.
 */
describe('undo and redo in browser mode', () => {
  const run = appWithScratch();

  it('keeps a character’s Undo and Redo across a reload, and undoes then redoes the last award after confirming', async () => {
    const { page } = run.app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'The Northern Fjords', 'Heimr');
    for (const name of ['Torvald', 'Hild']) {
      await page.getByRole('textbox', { name: 'Character name' }).fill(name);
      await page.getByRole('button', { name: 'Add character' }).click();
      await page.getByRole('button', { name, exact: true }).waitFor();
    }

    // An edit on Torvald's page, then the window is reloaded: the page comes back with its Undo.
    await openCharacter(page, 'Torvald');
    await page.getByRole('button', { name: 'Rename Torvald' }).click();
    const field = page.getByRole('textbox', { name: 'New name' });
    await field.fill('Torvald Ox-Back');
    await field.press('Enter');
    await page.getByRole('heading', { name: 'Torvald Ox-Back', level: 1 }).waitFor();
    await allSaved(page);

    await page.reload();
    await page.getByRole('heading', { name: 'Torvald Ox-Back', level: 1 }).waitFor();
    const undo = page.getByRole('button', { name: 'Undo: rename to Torvald Ox-Back' });
    await undo.waitFor();
    // The whole label is on the button, wrapped if need be, never cut short.
    expect(
      await undo.evaluate(
        (button) => button.scrollWidth <= button.clientWidth && getComputedStyle(button).textOverflow !== 'ellipsis',
      ),
    ).toBe(true);
    await undo.click();
    await page.getByRole('heading', { name: 'Torvald', level: 1 }).waitFor();
    await allSaved(page);
    await page.getByRole('button', { name: 'Redo: rename to Torvald Ox-Back' }).click();
    await page.getByRole('heading', { name: 'Torvald Ox-Back', level: 1 }).waitFor();
    await allSaved(page);

    // An award of 11 to the two: 5 each, 1 carried to the next award.
    await backToCampaign(page, 'The Northern Fjords');
    const panelName = 'Award experience points to the party';
    const panel = page.getByRole('region', { name: panelName });
    await awardParty(page, panelName, {
      points: 11,
      shares: 'Hild 5, Torvald Ox-Back 5; 1 carried to the next award.',
      listed: 'Hild 5, Torvald Ox-Back 5',
    });

    // Undoing it says first what it takes back; Escape leaves it as it is.
    await panel.getByRole('button', { name: 'Undo the last award' }).click();
    const dialog = page.getByRole('dialog', { name: /^Undo the award of / });
    await dialog
      .getByText('Hild loses 5 XP, Torvald Ox-Back loses 5 XP; the 1 XP carried to the next award is dropped.')
      .waitFor();
    await pwExpect(() =>
      dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('listitem').filter({ hasText: 'Hild 5, Torvald Ox-Back 5' }).waitFor();

    await panel.getByRole('button', { name: 'Undo the last award' }).click();
    await dialog.getByRole('button', { name: 'Undo the award' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: /^Undid the award of .*: every share was taken back\.$/ })
      .waitFor();
    await pwExpect(() => panel.getByRole('listitem').count()).toBe(0);

    // The campaign's own undo outlasts a reload too: Redo makes the same award again, with the same shares.
    await allSaved(page);
    await page.reload();
    await page.getByRole('heading', { name: 'The Northern Fjords', level: 1 }).waitFor();
    await panel.getByRole('button', { name: /^Redo the award of / }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: 'again: Hild 5, Torvald Ox-Back 5; 1 carried to the next award.' })
      .waitFor();
    await panel.getByRole('listitem').filter({ hasText: 'Hild 5, Torvald Ox-Back 5' }).waitFor();
    await allSaved(page);

    // The share is in Torvald's history, with what it changed.
    await openCharacter(page, 'Torvald Ox-Back');
    await openTab(page, 'History');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Awarded 5 XP' }) });
    await pwExpect(async () =>
      ((await row.getByRole('cell').allTextContents()).at(-1) ?? '').startsWith('Experience unspent '),
    ).toBe(true);
  });
});
