import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { marginsOf, printAndMeasure, type PrintedPage } from './print-pdf';
import { repo } from './harness';
import { allSaved, appWithScratch, openTab } from './steps';

/**
 * What comes out of the printer, measured: a character's sheet and a campaign's print (a party summary, then
 * every character's sheet on pages of its own) keep their text at least 10 mm from every edge of the paper, on
 * A4 and on US Letter, through Chromium's own PDF printing of the print view and poppler's word boxes.
 */

const PAPERS = [
  { choice: 'A4', file: 'a4', width: 210, height: 297 },
  { choice: 'US Letter', file: 'letter', width: 215.9, height: 279.4 },
] as const;

/** The smallest distance any text may keep from the paper's edge. */
const MIN_MARGIN_MM = 10;

async function createCampaign(page: Page, name: string, game: string, characters: readonly string[]): Promise<void> {
  await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await page.getByRole('combobox', { name: 'Game system' }).selectOption({ label: game });
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  for (const character of characters) {
    await page.getByRole('textbox', { name: 'Character name' }).fill(character);
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: character, exact: true }).waitFor();
  }
}

/** Checks the paper's size and the text's distance from each edge; returns the margins measured, for the record. */
function expectPaperAndMargins(
  pages: readonly PrintedPage[],
  paper: (typeof PAPERS)[number],
): ReturnType<typeof marginsOf> {
  expect(pages.length).toBeGreaterThan(0);
  for (const printed of pages) {
    expect(printed.width).toBeCloseTo(paper.width, 0);
    expect(printed.height).toBeCloseTo(paper.height, 0);
  }
  const margins = marginsOf(pages);
  for (const side of ['left', 'right', 'top', 'bottom'] as const)
    expect(margins[side], `${side} margin on ${paper.choice}`).toBeGreaterThanOrEqual(MIN_MARGIN_MM);
  return margins;
}

/**
 * Mira Thorne: the reference character Mira Thornwood renamed, after sixty sessions in a minor role, so her
 * sheet with its history runs over several pages and the text meets the foot of a page. Written into the
 * campaign's folder as another program would; the app picks it up from there.
 */
function writeMiraThorne(campaignFolder: string): void {
  const reference = JSON.parse(
    readFileSync(join(repo, 'test/fixtures/mls/reference/characters/mira.json'), 'utf8'),
  ) as { events: object[] };
  const sessions = Array.from({ length: 60 }, (_, i) => ({
    adventure: 'minor',
    date: '2026-03-01',
    id: `minor-role-${i + 1}`,
    role: 'minor',
    type: 'award',
  }));
  const mira = { ...reference, id: 'mira-thorne', name: 'Mira Thorne', events: [...reference.events, ...sessions] };
  writeFileSync(join(campaignFolder, 'characters', 'mira-thorne.json'), `${JSON.stringify(mira, null, 2)}\n`);
}

/** Opens the campaign's print view from its toolbar and waits until every sheet has been read. */
async function openCampaignPrint(page: Page, campaign: string, characters: readonly string[]): Promise<void> {
  await page.getByRole('toolbar', { name: 'Campaign' }).getByRole('button', { name: 'Print', exact: true }).click();
  const view = page.getByRole('region', { name: 'Print the campaign' });
  await view.waitFor();
  const preview = view.getByRole('region', { name: 'Print preview' });
  await preview.getByRole('article', { name: `Party summary of ${campaign}` }).waitFor();
  for (const name of characters) await preview.getByRole('article', { name: `Printable sheet of ${name}` }).waitFor();
}

describe('printed margins', () => {
  const run = appWithScratch();

  it('keeps a character sheet and the campaign print at least 10 mm from every edge on A4 and Letter', async () => {
    const { page } = run.app;
    const party = ['Aria Vell', 'Mira Thorne'];
    await createCampaign(page, 'Friday Night', 'The Nutshell MLS', ['Aria Vell']);
    writeMiraThorne(join(run.app.root, 'Friday Night'));
    const measured: Record<string, ReturnType<typeof marginsOf>> = {};

    // One character's sheet with its history, from the character page's Print section: several full pages.
    await page.getByRole('button', { name: 'Mira Thorne', exact: true }).click();
    await page.getByRole('heading', { name: 'Mira Thorne', level: 1 }).waitFor();
    await allSaved(page);
    await openTab(page, 'Print');
    await page.getByRole('checkbox', { name: 'Include a history summary' }).check();
    for (const paper of PAPERS) {
      await page.getByRole('radio', { name: paper.choice }).check();
      await page
        .getByRole('region', { name: 'Print preview' })
        .getByRole('article', { name: 'Printable sheet of Mira Thorne' })
        .waitFor();
      const pages = await printAndMeasure(page, join(run.scratch, `sheet-${paper.file}.pdf`));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      measured[`character sheet, ${paper.choice}`] = expectPaperAndMargins(pages, paper);
      // Every page is headed with the name, the game and the date.
      for (const printed of pages)
        expect(printed.text).toMatch(/^Mira Thorne The Nutshell MLS \d{1,2}\s[A-Z][a-z]{2}\s\d{4} /);
      expect(pages.map((p) => p.text).join(' ')).not.toContain('breaks a rule');
    }

    // The whole party, from the campaign's Print: the summary first, then each sheet on pages of its own.
    await page.getByRole('button', { name: 'Back to Friday Night' }).click();
    await page.getByRole('heading', { name: 'Friday Night', level: 1 }).waitFor();
    await openCampaignPrint(page, 'Friday Night', party);
    expect(await page.getByRole('checkbox', { name: 'Include a party summary' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    for (const paper of PAPERS) {
      await page.getByRole('radio', { name: paper.choice }).check();
      const pages = await printAndMeasure(page, join(run.scratch, `campaign-${paper.file}.pdf`));
      measured[`campaign print, ${paper.choice}`] = expectPaperAndMargins(pages, paper);

      // Headings print in capitals.
      expect(pages[0]!.text).toMatch(
        /^Friday Night The Nutshell MLS \d{1,2}\s[A-Z][a-z]{2}\s\d{4} THE PARTY CHARACTER RACE AGE/,
      );
      for (const name of party) expect(pages[0]!.text).toContain(name);
      // After the summary, every page belongs to one character's sheet, and each sheet starts on a page of its own.
      const owners = pages.slice(1).map((p) => party.find((name) => p.text.startsWith(`${name} The Nutshell MLS`)));
      expect(owners).not.toContain(undefined);
      expect([...new Set(owners)]).toEqual(party);
      for (const name of party)
        expect(
          pages
            .slice(1)
            .filter((p) => p.text.includes(`${name} The Nutshell MLS`))
            .every((p) => p.text.startsWith(name)),
        ).toBe(true);
    }
    console.info(
      `Narrowest text margins (mm):\n${Object.entries(measured)
        .map(([what, m]) => `  ${what}: left ${m.left}, right ${m.right}, top ${m.top}, bottom ${m.bottom}`)
        .join('\n')}`,
    );
  });

  it('prints a HURSAGMU party the same way, with the game’s own key values in the summary', async () => {
    const { page } = run.app;
    await page.getByRole('button', { name: 'Close campaign' }).click();
    await createCampaign(page, 'The Cedar Forest', 'HURSAGMU', ['Enheduanna', 'Gilgamesh']);
    await openCampaignPrint(page, 'The Cedar Forest', ['Enheduanna', 'Gilgamesh']);
    await page.getByRole('radio', { name: 'A4' }).check();
    const pages = await printAndMeasure(page, join(run.scratch, 'cedar-forest.pdf'));
    expectPaperAndMargins(pages, PAPERS[0]);
    expect(pages[0]!.text).toMatch(
      /^The Cedar Forest HURSAGMU \d{1,2}\s[A-Z][a-z]{2}\s\d{4} THE PARTY CHARACTER STAMINA HEALTH SANITY MOVEMENT MONEY [A-Z ]+ UNSPENT RULES Enheduanna 20 of 20/,
    );
    expect(pages.slice(1).map((p) => p.text.split(' HURSAGMU')[0])).toEqual(
      expect.arrayContaining(['Enheduanna', 'Gilgamesh']),
    );
  });
});
