import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import { allSaved, appWithScratch, backToCampaign, newCampaign, openTab, pointsLeft } from './steps';

/**
 * A game master runs a session for a party of three, through what a user sees and clicks only: the session with
 * its notes and players, awards made at it, a character spending what it earned there, the session's page
 * listing everything recorded at it, the party at a glance, and the campaign printed with its summary.
 */

/** Adds characters to the open campaign by name, without building them. */
async function addCharacters(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await page.getByRole('textbox', { name: 'Character name' }).fill(name);
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name, exact: true }).waitFor();
  }
}

/** Adds a session with this title and opens its page, recording notes and who played each character. */
async function runSession(page: Page, title: string, notes: string, players: Record<string, string>): Promise<void> {
  await page.getByRole('textbox', { name: 'Session name' }).fill(title);
  await page.getByRole('button', { name: 'Add session' }).click();
  await page.getByRole('button', { name: `Open session ${title}` }).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  const details = page.getByRole('region', { name: 'About this session' });
  await details.getByRole('textbox', { name: 'Notes' }).fill(notes);
  for (const [character, player] of Object.entries(players)) {
    await details.getByRole('checkbox', { name: character, exact: true }).check();
    await details.getByRole('textbox', { name: `Player of ${character}` }).fill(player);
  }
  await detailsSaved(page);
}

/** Waits until the session's details say everything typed is written. */
async function detailsSaved(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'About this session' })
    .getByRole('status')
    .filter({ hasText: 'All changes saved' })
    .waitFor();
}

/** Which of the named characters an award's or the details' "present" boxes tick, in order. */
async function ticked(region: ReturnType<Page['getByRole']>, names: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const name of names) if (await region.getByRole('checkbox', { name, exact: true }).isChecked()) out.push(name);
  return out;
}

/** Chooses a session by its name in the desk's "Session (optional)" list, whose labels also give the date. */
async function chooseSession(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Session (optional)' });
  const value = await select.locator('option', { hasText: name }).getAttribute('value');
  await select.selectOption(value ?? '');
}

/** The rows of the session page's "Recorded at this session" table, as text. */
async function recordedRows(page: Page): Promise<string[]> {
  const table = page.getByRole('region', { name: 'Recorded at this session' }).getByRole('table');
  return (await table.getByRole('row').allTextContents()).slice(1);
}

/** Opens the campaign's print view, waits for every sheet, and prints it to a PDF read back as text. */
async function printCampaign(
  page: Page,
  names: readonly string[],
  file: string,
): Promise<{ articles: (string | null)[]; text: string }> {
  await page.getByRole('toolbar', { name: 'Campaign' }).getByRole('button', { name: 'Print' }).click();
  const preview = page
    .getByRole('region', { name: 'Print the campaign' })
    .getByRole('region', { name: 'Print preview' });
  for (const name of names) await preview.getByRole('article', { name: `Printable sheet of ${name}` }).waitFor();
  const articles = await preview
    .getByRole('article')
    .evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')));
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  writeFileSync(file, pdf);
  return { articles, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}

describe('a session in browser mode', () => {
  const run = appWithScratch();

  it('runs a Heimr session for three: experience divided among those present, spent at the session, listed on its page, the party and its print', async () => {
    const { page } = run.app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'The Skerries', 'Heimr');
    await addCharacters(page, ['Torvald', 'Hild', 'Ragna']);
    await runSession(page, 'The sea-cave', 'The draugr fell; the cave is theirs.', {
      Hild: 'Bo',
      Ragna: 'Cy',
      Torvald: 'Ana',
    });

    // Heimr ("Experience points"): 10 XP among three is 3 each, 1 carried to the next award.
    const award = page.getByRole('region', { name: 'Award experience points at this session' });
    for (const name of ['Hild', 'Ragna', 'Torvald'])
      expect(await award.getByRole('checkbox', { name }).isChecked()).toBe(true);
    await award.getByRole('spinbutton', { name: 'Points' }).fill('10');
    await award.getByText('Hild 3, Ragna 3, Torvald 3; 1 carried to the next award.').waitFor();
    await award.getByRole('button', { name: 'Award', exact: true }).click();
    await award.getByRole('listitem').filter({ hasText: 'Hild 3, Ragna 3, Torvald 3' }).waitFor();
    await pwExpect(async () => (await recordedRows(page)).length).toBe(3);

    // Ragna spends 5 of her 30 + 3 XP at the session: Insight's consistency to 1.
    await page
      .getByRole('region', { name: 'Recorded at this session' })
      .getByRole('button', { name: "Open Ragna's history" })
      .click();
    await page.getByRole('heading', { name: 'Ragna', level: 1 }).waitFor();
    await openTab(page, 'Advance');
    await pwExpect(() => pointsLeft(page, 'Experience points (XP)', 'XP')).toBe('33 XP');
    await chooseSession(page, 'The sea-cave');
    await page
      .getByRole('combobox', { name: 'Ability' })
      .selectOption({ label: 'Insight (consistency 0, potential 0)' });
    await page.getByRole('combobox', { name: 'Train', exact: true }).selectOption({ value: 'consistency' });
    await page.getByRole('button', { name: 'Train Insight consistency to 1 (5 XP)' }).click();
    await pwExpect(() => pointsLeft(page, 'Experience points (XP)', 'XP')).toBe('28 XP');
    await allSaved(page);

    // The history leads back to the session, whose page now lists the training beside the three shares.
    await openTab(page, 'History');
    await page
      .getByRole('table', { name: /Ledger entries/ })
      .getByRole('button', { name: /^The sea-cave/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'The sea-cave', level: 1 }).waitFor();
    await pwExpect(async () => (await recordedRows(page)).length).toBe(4);
    const rows = await recordedRows(page);
    expect(rows.filter((r) => r.includes('Awarded 3 XP'))).toHaveLength(3);
    expect(rows.some((r) => r.startsWith('Ragna') && /Insight/.test(r) && r.includes('5 XP'))).toBe(true);

    // The party at a glance: Ragna has 28 XP left, and each was last at the sea-cave.
    await backToCampaign(page, 'The Skerries');
    const party = page.getByRole('table', { name: /^The party/ });
    const ragna = party.getByRole('row').filter({ has: page.getByRole('button', { name: 'Open Ragna' }) });
    await pwExpect(async () => /28.*The sea-cave/.test((await ragna.textContent()) ?? '')).toBe(true);

    const { articles, text } = await printCampaign(
      page,
      ['Hild', 'Ragna', 'Torvald'],
      join(run.scratch, 'skerries.pdf'),
    );
    expect(articles).toEqual([
      'Party summary of The Skerries',
      'Printable sheet of Hild',
      'Printable sheet of Ragna',
      'Printable sheet of Torvald',
    ]);
    expect(text).toMatch(/The Skerries\s+Heimr/);
    for (const name of ['Hild', 'Ragna', 'Torvald']) expect(text).toContain(name);
  });

  it('runs an MLS session for three: an adventure by role and die, the party aged, a fate point bought, the party and its print', async () => {
    const { page } = run.app;
    await page.goto(page.url().replace(/#\/.*$/, '#/'));
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'The Marches', 'The Nutshell MLS');
    await addCharacters(page, ['Aldo', 'Bea', 'Cid']);
    await runSession(page, 'The fens', 'Bea led them through the fens.', { Aldo: 'Ana', Bea: 'Bo', Cid: 'Cy' });

    // "Character Points": an average adventure gives a minor role 1d3 CPs and a major role 1d6; the rolls at the table.
    const adventure = page.getByRole('region', { name: 'Award an adventure to the party' });
    await adventure.getByRole('button', { name: 'Prepare an adventure award…' }).click();
    await adventure.getByRole('combobox', { name: 'Role of Bea' }).selectOption({ label: 'Major' });
    await adventure.getByRole('textbox', { name: 'Roll for Aldo (1d3), empty for the app to roll' }).fill('2');
    await adventure.getByRole('textbox', { name: 'Roll for Bea (1d6), empty for the app to roll' }).fill('5');
    await adventure.getByRole('textbox', { name: 'Roll for Cid (1d3), empty for the app to roll' }).fill('1');
    await adventure.getByRole('button', { name: 'Award 3 characters' }).click();
    await adventure
      .getByRole('status')
      .getByText(
        'Awarded the average adventure: Aldo 2 CPs (rolled 2 on 1d3), Bea 5 CPs (rolled 5 on 1d6), Cid 1 CP (rolled 1 on 1d3).',
        { exact: false },
      )
      .waitFor();

    // The party ages a year together: humans of 18 to 19, 2 CPs each, no reduction due.
    const aging = page.getByRole('region', { name: 'Age the party' });
    await aging.getByRole('button', { name: 'Prepare to age the party…' }).click();
    await aging.getByRole('button', { name: 'Age 3 characters one increment' }).click();
    await aging
      .getByRole('status')
      .getByText('Aged Aldo to 19 years (+2 CPs), Bea to 19 years (+2 CPs), Cid to 19 years (+2 CPs).', {
        exact: false,
      })
      .waitFor();
    await pwExpect(async () => (await recordedRows(page)).length).toBe(6);

    // Bea spends 5 CPs of hers at the session on a fate point ("Fate Points": 5 CPs each).
    await page
      .getByRole('region', { name: 'Recorded at this session' })
      .getByRole('button', { name: "Open Bea's history" })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Bea', level: 1 }).waitFor();
    await openTab(page, 'Advance');
    const before = await pointsLeft(page, 'Character points', 'CPs?');
    await chooseSession(page, 'The fens');
    await page.getByRole('button', { name: 'Buy a fate point (5 CPs)' }).click();
    await pwExpect(() => pointsLeft(page, 'Character points', 'CPs?')).toBe(`${Number.parseInt(before, 10) - 5} CPs`);
    await allSaved(page);
    await backToCampaign(page, 'The Marches');

    // The party at a glance: each human of 19 loses a primary trait level first at base + 22 increments, 40.
    const party = page.getByRole('table', { name: /^The party/ });
    for (const name of ['Aldo', 'Bea', 'Cid']) {
      const row = party.getByRole('row').filter({ has: page.getByRole('button', { name: `Open ${name}` }) });
      // Each state is worked out again in the background once the campaign's page shows.
      await pwExpect(async () =>
        /19 years.*21 increments, at 40 years.*The fens/.test((await row.textContent()) ?? ''),
      ).toBe(true);
    }

    const { articles, text } = await printCampaign(page, ['Aldo', 'Bea', 'Cid'], join(run.scratch, 'marches.pdf'));
    expect(articles).toEqual([
      'Party summary of The Marches',
      'Printable sheet of Aldo',
      'Printable sheet of Bea',
      'Printable sheet of Cid',
    ]);
    expect(text).toMatch(/The Marches\s+The Nutshell MLS/);
    expect(text).toMatch(/Aldo\s+Human\s+19 years/);
  });

  it('keeps a Symbaroum session’s notes through Back and a reload, starts the next session with the same players, and awards only those there', async () => {
    const { page } = run.app;
    await page.goto(page.url().replace(/#\/.*$/, '#/'));
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'The Davokar Edge', 'Symbaroum');
    await addCharacters(page, ['Brand', 'Orm', 'Ylva']);
    await page.getByRole('textbox', { name: 'Session name' }).fill('The ruin');
    await page.getByRole('button', { name: 'Add session' }).click();
    await page.getByRole('button', { name: 'Open session The ruin' }).click();
    await page.getByRole('heading', { name: 'The ruin', level: 1 }).waitFor();
    const details = page.getByRole('region', { name: 'About this session' });
    expect(await details.getByRole('button', { name: 'Save session' }).count()).toBe(0);

    // Notes typed and the page left at once, by its Back button: they are there on return.
    await details.getByRole('textbox', { name: 'Notes' }).fill('The ruin held a sleeping abomination.');
    await backToCampaign(page, 'The Davokar Edge');
    await page.getByRole('button', { name: 'Open session The ruin' }).click();
    await pwExpect(() => details.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe(
      'The ruin held a sleeping abomination.',
    );

    // And by the browser's Back.
    await details.getByRole('textbox', { name: 'Notes' }).fill('The ruin held a sleeping abomination, coiled.');
    await page.goBack();
    await page.getByRole('heading', { name: 'The Davokar Edge', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open session The ruin' }).click();
    await pwExpect(() => details.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe(
      'The ruin held a sleeping abomination, coiled.',
    );

    // Notes typed and the page reloaded at once: they are there after the reload, and written.
    await details.getByRole('textbox', { name: 'Notes' }).fill('The ruin held a sleeping abomination. Orm woke it.');
    await page.reload();
    await page.getByRole('heading', { name: 'The ruin', level: 1 }).waitFor();
    await pwExpect(() => details.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe(
      'The ruin held a sleeping abomination. Orm woke it.',
    );
    await detailsSaved(page);

    // Who was there: Brand and Orm, with their players. The award at the session proposes those two only.
    for (const [character, player] of [
      ['Brand', 'Ana'],
      ['Orm', 'Bo'],
    ] as const) {
      await details.getByRole('checkbox', { name: character, exact: true }).check();
      await details.getByRole('textbox', { name: `Player of ${character}` }).fill(player);
    }
    const here = page.getByRole('region', { name: 'Award experience at this session' });
    expect(await ticked(here, ['Brand', 'Orm', 'Ylva'])).toEqual(['Brand', 'Orm']);
    await detailsSaved(page);

    // On the campaign's page, the award proposes today's session and those who were at it.
    await backToCampaign(page, 'The Davokar Edge');
    const award = page.getByRole('region', { name: 'Award experience to the party' });
    const sessionChoice = award.getByRole('combobox', { name: 'Session' });
    await pwExpect(async () => sessionChoice.locator('option:checked').textContent()).toBe('The ruin');
    expect(await ticked(award, ['Brand', 'Orm', 'Ylva'])).toEqual(['Brand', 'Orm']);
    expect(await award.getByRole('textbox', { name: 'For' }).getAttribute('placeholder')).not.toContain('Humbaba');
    await award.getByRole('spinbutton', { name: 'Points' }).fill('2');
    await award.getByRole('button', { name: 'Award', exact: true }).click();
    await award.getByRole('listitem').filter({ hasText: 'Brand 2, Orm 2' }).waitFor();

    // The next session starts with the same two and their players; Ylva joins, and the award follows at once.
    await page.getByRole('textbox', { name: 'Session name' }).fill('The ruin, again');
    await page.getByRole('button', { name: 'Add session' }).click();
    await page.getByRole('button', { name: 'Open session The ruin, again' }).click();
    await page.getByRole('heading', { name: 'The ruin, again', level: 1 }).waitFor();
    expect(await ticked(details, ['Brand', 'Orm', 'Ylva'])).toEqual(['Brand', 'Orm']);
    expect(await details.getByRole('textbox', { name: 'Player of Brand' }).inputValue()).toBe('Ana');
    expect(await details.getByRole('textbox', { name: 'Player of Orm' }).inputValue()).toBe('Bo');
    await details.getByRole('checkbox', { name: 'Ylva', exact: true }).check();
    expect(await ticked(here, ['Brand', 'Orm', 'Ylva'])).toEqual(['Brand', 'Orm', 'Ylva']);
    await detailsSaved(page);
    await backToCampaign(page, 'The Davokar Edge');
  });
});
