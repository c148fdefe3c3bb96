import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_OPTIONS, startApp, startServer, type RunningApp, type RunningServer } from './harness';
import { expect as pwExpect } from './page-expect';
import { backToCampaign, newCampaign, openCharacter, openTab, pointsLeft } from './steps';

/**
 * Two copies of the app on one campaign folder, as two players on one shared drive: two browser-mode servers on
 * one root, each with its page in Chromium. What one does shows in the other within two seconds (the promise
 * the campaign makes; bench/results.json has the figure), two edits of one character made at once end with
 * both kept, and another version left by a sync tool or by git is offered in both, to keep merged in either.
 */

/** A character's file in the campaign by the character's name, and its contents. */
function characterFile(
  characters: string,
  name: string,
): { file: string; bytes: string; data: { events: Record<string, unknown>[] } } {
  for (const file of readdirSync(characters).filter((n) => /^[a-z0-9-]+\.json$/.test(n))) {
    const bytes = readFileSync(join(characters, file), 'utf8');
    const data = JSON.parse(bytes) as { name: string; events: Record<string, unknown>[] };
    if (data.name === name) return { file, bytes, data };
  }
  throw new Error(`No file of ${name} in ${characters}`);
}

/** The character with one more entry: an award of `points` XP made on another machine. */
function withAward(data: { events: Record<string, unknown>[] }, id: string, points: number): string {
  const date = new Date().toISOString().slice(0, 10);
  return `${JSON.stringify({ ...data, events: [...data.events, { id, date, type: 'award', points }] }, null, 2)}\n`;
}

async function trainInsight(page: Page, aspect: 'consistency' | 'potential'): Promise<void> {
  await page.getByRole('combobox', { name: 'Ability' }).selectOption({ label: 'Insight (consistency 0, potential 0)' });
  await page.getByRole('combobox', { name: 'Train', exact: true }).selectOption({ value: aspect });
  await page.getByRole('button', { name: `Train Insight ${aspect} to 1 (5 XP)` }).click();
}

describe('two copies of the app on one campaign', () => {
  let first: RunningApp;
  let second: RunningServer;
  let other: Page;

  beforeAll(async () => {
    first = await startApp();
    second = await startServer({ root: first.root });
    const context = await first.browser.newContext(CONTEXT_OPTIONS);
    other = await context.newPage();
    await other.goto(second.url);
  });
  afterAll(async () => {
    // The second server first: the first owns the campaign root and removes it, which fails while the second
    // still writes there (its folder lock, a tidy). Its page is closed before it, or the page reports the server
    // gone; the first app closes its browser before its server.
    await other?.context().close();
    await second?.stop();
    await first?.stop();
  });

  it('shows an edit made in one in the other within two seconds, and keeps both of two edits of one character made at once', async () => {
    const { page } = first;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'Shared Table', 'Heimr');
    await page.getByRole('textbox', { name: 'Character name' }).fill('Ragna');
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: 'Ragna', exact: true }).waitFor();

    await other.reload();
    await other.getByRole('button', { name: /^Shared Table/ }).click();
    await other.getByRole('heading', { name: 'Shared Table', level: 1 }).waitFor();
    await other.getByRole('button', { name: 'Ragna', exact: true }).waitFor();

    // A character added in the first copy shows in the second within two seconds.
    await page.getByRole('textbox', { name: 'Character name' }).fill('Bran');
    await page.getByRole('button', { name: 'Add character' }).click();
    await other.getByRole('button', { name: 'Bran', exact: true }).waitFor({ timeout: 2000 });

    // Both open Ragna and train at once, each before hearing of the other: 30 XP, 5 each.
    await openCharacter(page, 'Ragna');
    await openCharacter(other, 'Ragna');
    await openTab(page, 'Advance');
    await openTab(other, 'Advance');
    await trainInsight(page, 'consistency');
    await trainInsight(other, 'potential');

    // One write lands first; the other copy is asked, and keeps both ledgers merged.
    const banner = async (p: Page) => (await p.getByRole('button', { name: 'Keep both, merged' }).count()) > 0;
    await pwExpect(async () => (await banner(page)) || (await banner(other))).toBe(true);
    const asked = (await banner(page)) ? page : other;
    const told = asked === page ? other : page;
    await asked.getByRole('button', { name: 'Keep both, merged' }).click();
    await asked
      .getByText(/Kept both versions of Ragna: one entry from the version on disk joined yours\./)
      .first()
      .waitFor();

    // Each copy now has both trainings: 30 - 5 - 5 XP, and the history lists both.
    for (const p of [asked, told]) await pwExpect(() => pointsLeft(p, 'Experience points (XP)', 'XP')).toBe('20 XP');
    await openTab(told, 'History');
    const rows = await told
      .getByRole('table', { name: /Ledger entries/ })
      .getByRole('row')
      .allTextContents();
    expect(rows.filter((r) => /Insight/.test(r))).toHaveLength(2);
  });

  it('offers another version left by Syncthing, and one from a git conflict, in both copies, and either keeps both merged', async () => {
    const { page, root } = first;
    const characters = join(root, 'Shared Table', 'characters');
    for (const p of [page, other]) await backToCampaign(p, 'Shared Table');

    // Syncthing brought the version of another machine, where Ragna was awarded 10 XP, and kept it beside the file.
    const ragna = characterFile(characters, 'Ragna');
    writeFileSync(
      join(characters, `${ragna.file.slice(0, -5)}.sync-conflict-20261127-101010-ABCDEFG.json`),
      withAward(ragna.data, 'e90-synced', 10),
    );
    for (const p of [page, other])
      await p.getByText('Another version of Ragna, left by Syncthing on 27 Nov 2026.').waitFor({ timeout: 2000 });
    await other.getByRole('button', { name: 'Open this version of Ragna' }).click();
    await other.getByRole('heading', { level: 1, name: 'Another version of Ragna' }).waitFor();
    await other.getByRole('button', { name: 'Keep both, merged' }).click();
    await other
      .getByRole('dialog', { name: 'Keep both versions of Ragna, merged?' })
      .getByRole('button', { name: 'Keep both, merged' })
      .click();
    await other.getByRole('heading', { level: 1, name: 'Shared Table' }).waitFor();
    // The other copy's list no longer offers it, and its Ragna has the award beside both trainings: 20 + 10 XP.
    await pwExpect(() => page.getByText('Another version of Ragna, left by Syncthing on 27 Nov 2026.').count()).toBe(0);
    await openCharacter(page, 'Ragna');
    await pwExpect(() => pointsLeft(page, 'Experience points (XP)', 'XP')).toBe('30 XP');
    expect(characterFile(characters, 'Ragna').data.events.map((e) => e.id)).toContain('e90-synced');
    await backToCampaign(page, 'Shared Table');

    // `git pull` left Bran's file with both sides in conflict markers; the other side has an award of 4 XP.
    const bran = characterFile(characters, 'Bran');
    const theirs = withAward(bran.data, 'e91-pulled', 4);
    writeFileSync(join(characters, bran.file), `<<<<<<< HEAD\n${bran.bytes}=======\n${theirs}>>>>>>> origin/main\n`);
    const offered = /^Another version of Bran, left by git on /;
    for (const p of [page, other]) await p.getByText(offered).waitFor({ timeout: 2000 });
    // Neither copy took the marked file for a broken character.
    for (const p of [page, other]) expect(await p.getByRole('button', { name: 'Bran', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Open this version of Bran' }).click();
    await page.getByRole('button', { name: 'Keep both, merged' }).click();
    await page
      .getByRole('dialog', { name: 'Keep both versions of Bran, merged?' })
      .getByRole('button', { name: 'Keep both, merged' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Shared Table' }).waitFor();
    await pwExpect(() => other.getByText(offered).count()).toBe(0);
    await openCharacter(other, 'Bran');
    await pwExpect(() => pointsLeft(other, 'Experience points (XP)', 'XP')).toBe('34 XP');
    const merged = characterFile(characters, 'Bran');
    expect(merged.bytes).not.toMatch(/^<<<<<<< /m);
    expect(merged.data.events.map((e) => e.id)).toContain('e91-pulled');
  });
});
