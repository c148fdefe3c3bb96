import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { repo } from './harness';
import { marginsOf, printAndMeasure, type PrintedPage } from './print-pdf';
import { appWithScratch, openCharacter, openTab } from './steps';

/**
 * Every printed page is whole, as a reader holds it: for a reference character of each of the four games, and for a
 * campaign's print (the party summary, the game master's page and every player's sheet), on A4 and on US Letter, no
 * page is empty, no word in a table is split across lines, no heading is left alone at the foot of a page, the text
 * keeps 10 mm from every edge, and the game master's fixed-width lines wrap only between their items; a sheet printed
 * with explanations has the rules behind it on pages of their own after it. The PDFs come
 * from Chromium's own printing; the layout checks read the page itself with print media emulated at the paper's
 * width, which is how Chromium lays out what it prints.
 */

const PAPERS = [
  // The width between a sheet's margins, in CSS pixels (components/print/print-sheet.css: 12 mm, or half an inch).
  { choice: 'A4', file: 'a4', width: 210, height: 297, textWidth: Math.round(((210 - 24) * 96) / 25.4) },
  { choice: 'US Letter', file: 'letter', width: 215.9, height: 279.4, textWidth: 7.5 * 96 },
] as const;
type Paper = (typeof PAPERS)[number];

/** The reference campaigns, one of each game, each under a name of its own. */
const CAMPAIGNS = {
  mls: { name: 'Varn Wolves', game: 'The Nutshell MLS' },
  hursagmu: { name: 'Cedar Forest', game: 'HURSAGMU' },
  heimr: { name: 'Oar and Hearth', game: 'Heimr' },
  symbaroum: { name: 'Davokar Watch', game: 'Symbaroum' },
} as const;

/** One character of each game whose sheet used to run onto a page of its own or split its words and headings. */
const SHEETS = [
  { game: 'mls', character: 'Aldric of Varn' },
  { game: 'hursagmu', character: 'Gilgamesh' },
  { game: 'heimr', character: 'Ragna Far-Shot' },
  { game: 'symbaroum', character: 'Brand Ironhand' },
] as const;

/** The game master's two MLS characters: legal, so their sheets are stat lines and no rule's sentence. */
const NPCS = ['aldric', 'brindle'];

/**
 * Copies each game's reference campaign into the app's folder as another program would, named after the game,
 * with the MLS campaign's non-player characters marked as the game master's.
 */
function writeReferenceCampaigns(root: string): void {
  for (const [game, { name }] of Object.entries(CAMPAIGNS)) {
    const folder = join(root, name);
    cpSync(join(repo, 'test/fixtures', game, 'reference'), folder, {
      recursive: true,
      filter: (source) => !source.includes('/expected'),
    });
    const campaign = JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as { name: string };
    writeFileSync(join(folder, 'campaign.json'), `${JSON.stringify({ ...campaign, name }, null, 2)}\n`);
  }
  const characters = join(root, CAMPAIGNS.mls.name, 'characters');
  for (const file of readdirSync(characters).filter((f) => NPCS.includes(f.replace(/\.json$/, '')))) {
    const character = JSON.parse(readFileSync(join(characters, file), 'utf8')) as object;
    writeFileSync(join(characters, file), `${JSON.stringify({ ...character, npc: true }, null, 2)}\n`);
  }
}

async function openCampaign(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** What the page shows in print, laid out at the paper's width between its margins. */
async function withPrintLayout<T>(page: Page, paper: Paper, read: () => Promise<T>): Promise<T> {
  const viewport = page.viewportSize()!;
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: paper.textWidth, height: viewport.height });
  try {
    return await read();
  } finally {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ media: 'screen' });
  }
}

/**
 * Words of the printed tables that wrap inside themselves, as "word (in the cell 'text')". A word is what lies
 * between spaces, hyphens, dashes and slashes: a line may break after a hyphen, never inside a word. Text kept
 * for screen readers only is left out.
 */
function splitWordsInTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const cells = document.querySelectorAll(
      '.print-sheet table:not(.print-pages):not(.visually-hidden) > :is(thead, tbody) > tr > :is(th, td)',
    );
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('.visually-hidden')) continue;
        for (const word of node.data.matchAll(/[^\s\-‐–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
          );
          if (lines.size > 1) split.push(`${word[0]} (in the cell '${cell.textContent}')`);
        }
      }
    }
    return split;
  });
}

/**
 * Places where a line of the game master's page wraps other than between items (two spaces or more apart) or after
 * a comma or semicolon, as "before⏎after".
 */
function midPhraseWraps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wraps: string[] = [];
    for (const sheet of document.querySelectorAll('.print-game-master .print-npc pre')) {
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      const walker = document.createTreeWalker(sheet, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        nodes.push({ node, start: text.length });
        text += node.data;
      }
      const at = (index: number) => {
        let found = nodes[0]!;
        for (const n of nodes) if (n.start <= index) found = n;
        return [found.node, index - found.start] as const;
      };
      let last: { end: number; bottom: number; word: string } | undefined;
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(...at(word.index));
        range.setEnd(...at(word.index + word[0].length - 1));
        range.setEnd(range.endContainer, range.endOffset + 1);
        const bottoms = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom));
        const bottom = Math.max(...bottoms);
        if (new Set(bottoms).size > 1) wraps.push(`inside ${word[0]}`);
        const gap = last ? text.slice(last.end, word.index) : '';
        if (last && bottom !== last.bottom && !gap.includes('\n') && gap.length < 2 && !/[,;]$/.test(last.word))
          wraps.push(`${last.word}⏎${word[0]}`);
        last = { end: word.index + word[0].length, bottom, word: word[0] };
      }
    }
    return wraps;
  });
}

/** The printed headings: sections', the game master's characters', a chart's name above it, a table's column heads. */
function headingsInPrint(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '.print-sheet :is(h2, h3, .print-table > thead, .print-note:has(> strong:first-child))',
      ),
    ].map((h) => h.innerText.replace(/\s+/g, ' ').trim()),
  );
}

/**
 * Prints what the page shows on `paper` and checks every page as a reader would see it: the paper's size, 10 mm
 * of margin, text on every page beyond its header, each table's words whole, and no page ending in headings only.
 * Each finding is reported and the checks go on, so one run names every page that is not whole.
 */
async function expectWholePages(page: Page, paper: Paper, file: string, what: string): Promise<PrintedPage[]> {
  const { split, headings, wraps } = await withPrintLayout(page, paper, async () => ({
    split: await splitWordsInTables(page),
    headings: await headingsInPrint(page),
    wraps: await midPhraseWraps(page),
  }));
  expect.soft(split, `words split in the tables of ${what} on ${paper.choice}`).toEqual([]);
  expect.soft(wraps, `the game master's lines wrapped mid-phrase in ${what} on ${paper.choice}`).toEqual([]);

  const pages = await printAndMeasure(page, file);
  expect(pages.length).toBeGreaterThan(0);
  for (const printed of pages) {
    expect(printed.width).toBeCloseTo(paper.width, 0);
    expect(printed.height).toBeCloseTo(paper.height, 0);
  }
  const margins = marginsOf(pages);
  for (const side of ['left', 'right', 'top', 'bottom'] as const)
    expect.soft(margins[side], `${side} margin of ${what} on ${paper.choice}`).toBeGreaterThanOrEqual(10);

  // Every page has more than its header (the name, the game and the date it was printed).
  const bodies = pages.map((p) => p.text.replace(/^.*?\d{1,2} [A-Z][a-z]{2} \d{4}/, '').trim());
  expect
    .soft(
      bodies.flatMap((body, i) => (body === '' ? [`page ${i + 1} of ${pages.length}`] : [])),
      `empty pages of ${what} on ${paper.choice}`,
    )
    .toEqual([]);

  // No page ends with headings alone: the last line of each but the last page holds more than headings.
  const lonely = pages.slice(0, -1).flatMap((p, i) => {
    const foot = p.lines.at(-1) ?? '';
    const rest = headings.reduce((line, heading) => (heading === '' ? line : line.split(heading).join(' ')), foot);
    return rest.trim() === '' ? [`page ${i + 1}: ${foot}`] : [];
  });
  expect.soft(lonely, `headings alone at the foot of a page of ${what} on ${paper.choice}`).toEqual([]);
  return pages;
}

/**
 * The sheet "with explanations" on Letter: whole pages as above, and after the sheet, on a page of its own, the
 * rules behind it in the book's words ("Secondary Attributes" of the Symbaroum core rules). The choice is undone after.
 */
async function expectRulesPages(page: Page, file: string): Promise<void> {
  const choice = page.getByRole('checkbox', { name: /With explanations/ });
  await choice.check();
  await page.getByRole('region', { name: 'The rules behind this sheet' }).waitFor();
  const pages = await expectWholePages(page, PAPERS[1], file, 'Brand Ironhand’s sheet with explanations');
  const first = pages.findIndex((p) => p.text.includes('THE RULES BEHIND THIS SHEET'));
  expect(first).toBeGreaterThan(0);
  expect(pages[first]!.text).toMatch(
    /^Brand Ironhand Symbaroum \d{1,2} [A-Z][a-z]{2} \d{4} THE RULES BEHIND THIS SHEET/,
  );
  expect(
    pages
      .slice(first)
      .map((p) => p.text)
      .join(' '),
  ).toContain('Pain Threshold = Strong/2 (rounded up)');
  await choice.uncheck();
}

describe('printed pages', () => {
  const run = appWithScratch();

  it('prints each game’s sheet on whole pages, on A4 and Letter', async () => {
    const { page } = run.app;
    writeReferenceCampaigns(run.app.root);
    await page.reload();
    for (const { game, character } of SHEETS) {
      await openCampaign(page, CAMPAIGNS[game].name);
      await openCharacter(page, character);
      await openTab(page, 'Print');
      for (const paper of PAPERS) {
        await page.getByRole('radio', { name: paper.choice }).check();
        await page
          .getByRole('region', { name: 'Print preview' })
          .getByRole('article', { name: `Printable sheet of ${character}` })
          .waitFor();
        const pages = await expectWholePages(
          page,
          paper,
          join(run.scratch, `${game}-${paper.file}.pdf`),
          `${character}'s sheet`,
        );
        expect(pages[0]!.text).toMatch(new RegExp(`^${character} ${CAMPAIGNS[game].game} \\d`));
        // A typical MLS character, combat and all, fits one page.
        if (game === 'mls') expect.soft(pages, `pages of ${character}'s sheet on ${paper.choice}`).toHaveLength(1);
      }
      if (game === 'symbaroum') await expectRulesPages(page, join(run.scratch, 'symbaroum-explained-letter.pdf'));
      await page.getByRole('button', { name: `Back to ${CAMPAIGNS[game].name}` }).click();
      await page.getByRole('button', { name: 'Close campaign' }).click();
    }
  });

  it('prints a campaign, its party summary and the game master’s page on whole pages, with one main and uniquely named regions', async () => {
    const { page } = run.app;
    // The MLS campaign on both papers, with its game master's page; the Symbaroum party, whose sheets end with
    // charts, on Letter, the shorter page (each of its sheets is printed on both papers above).
    const prints = [
      { game: 'mls', papers: PAPERS },
      { game: 'symbaroum', papers: [PAPERS[1]] },
    ] as const;
    for (const { game, papers } of prints) {
      const { name } = CAMPAIGNS[game];
      await openCampaign(page, name);
      await page.getByRole('toolbar', { name: 'Campaign' }).getByRole('button', { name: 'Print', exact: true }).click();
      const preview = page
        .getByRole('region', { name: 'Print the campaign' })
        .getByRole('region', { name: 'Print preview' });
      await preview.getByRole('article', { name: `Party summary of ${name}` }).waitFor();
      if (game === 'mls') await preview.getByRole('article', { name: `Non-player characters of ${name}` }).waitFor();
      expect
        .soft(
          await axeViolations(page, [
            'landmark-unique',
            'landmark-one-main',
            'landmark-no-duplicate-main',
            'landmark-main-is-top-level',
          ]),
        )
        .toEqual([]);
      for (const paper of papers) {
        await page.getByRole('radio', { name: paper.choice }).check();
        const pages = await expectWholePages(
          page,
          paper,
          join(run.scratch, `${game}-campaign-${paper.file}.pdf`),
          `the print of ${name}`,
        );
        expect(pages[0]!.text).toMatch(new RegExp(`^${name} ${CAMPAIGNS[game].game} \\d.* THE PARTY CHARACTER`));
        if (game === 'mls')
          expect(pages[1]!.text).toMatch(
            new RegExp(`^${name}: non-player characters .*Aldric of Varn.*Brindle Ironhand`),
          );
      }
      await page.getByRole('button', { name: 'Close print view' }).click();
      await page.getByRole('button', { name: 'Close campaign' }).click();
    }
  });
});
