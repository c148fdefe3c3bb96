import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_OPTIONS, startApp, startServer, type RunningApp, type RunningServer } from './harness';
import { expect as pwExpect } from './page-expect';
import { newCampaign, openCharacter, openTab, pointsLeft } from './steps';

/**
 * Two copies of the app on one campaign folder, as two players on one shared drive: two browser-mode servers on
 * one root, each with its page in Chromium. What one does shows in the other within two seconds (the promise
 * the campaign makes; bench/results.json has the figure), and two edits of one character made at once end with
 * both kept.
 */

async function trainInsight(page: Page, aspect: 'consistency' | 'potential'): Promise<void> {
  await page.getByRole('combobox', { name: 'Ability' }).selectOption({ label: 'Insight (C 0, P 0)' });
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
    await first?.stop();
    await second?.stop();
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
});
