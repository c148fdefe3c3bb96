import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './harness';
import { expect as pwExpect } from './page-expect';

/**
 * Steps the end-to-end flows share, each through what a user sees and clicks only (roles and names).
 */

/**
 * Creates a campaign from the home page and waits for its page. `fields` fills in what the game asks for
 * before its first character (after the game is chosen, before Create).
 */
export async function newCampaign(page: Page, name: string, game: string, fields?: () => Promise<void>): Promise<void> {
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await page.getByRole('combobox', { name: 'Game system' }).selectOption({ label: game });
  await fields?.();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Adds a character to the open campaign and opens its page. */
export async function openNewCharacter(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Character name' }).fill(name);
  await page.getByRole('button', { name: 'Add character' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Opens a character of the open campaign by its name in the list. */
export async function openCharacter(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** From a character's page back to its campaign's page. */
export async function backToCampaign(page: Page, campaign: string): Promise<void> {
  await page.getByRole('button', { name: `Back to ${campaign}` }).click();
  await page.getByRole('heading', { name: campaign, level: 1 }).waitFor();
}

/** Goes to the builder's review, which must have nothing left to fix, finishes the character and waits for its sheet. */
export async function finishCharacter(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Builder steps' })
    .getByRole('button', { name: /^Review/ })
    .click();
  await page.getByRole('heading', { name: 'Nothing left to fix' }).waitFor();
  await page.getByRole('button', { name: 'Finish the character' }).click();
  await page.getByRole('region', { name: 'Character sheet' }).waitFor();
}

/**
 * Awards points to the party from the campaign page's award panel (`panel`, by its name): the amount, the
 * session where one is named, the division the panel shows before the click (`shares`), and the award listed.
 */
export async function awardParty(
  page: Page,
  panel: string,
  award: { points: number; session?: string; shares: string; listed: string },
): Promise<void> {
  const region = page.getByRole('region', { name: panel });
  await region.getByRole('spinbutton', { name: 'Points' }).fill(String(award.points));
  if (award.session !== undefined)
    await region.getByRole('combobox', { name: 'Session' }).selectOption({ label: award.session });
  await region.getByText(award.shares).waitFor();
  await region.getByRole('button', { name: 'Award', exact: true }).click();
  await region.getByRole('listitem').filter({ hasText: award.listed }).waitFor();
}

/** Selects a section tab of the character page and waits until it is the selected one. */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  // A tab already open (the sheet after Finish) is not clicked again: there is nothing to wait for.
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await pwExpect(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

/** Waits until the save indicator says every change is saved and nothing is being saved. */
export async function allSaved(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: 'All changes saved' }).first().waitFor();
  await pwExpect(() => page.getByRole('status').filter({ hasText: 'Saving…' }).count()).toBe(0);
}

/**
 * What the budget bar says is left, e.g. "77 CPs": `region` is the bar's name in the game's words
 * ("Character points"), `unit` a pattern for the points' name ("CPs?").
 */
export async function pointsLeft(page: Page, region: string, unit: string): Promise<string> {
  const bar = page.getByRole('region', { name: region });
  return ((await bar.textContent()) ?? '').match(new RegExp(`Left\\s*(-?\\d+ ${unit})`))?.[1] ?? '';
}

/** The text of each cell in the row of `table` whose row header is `name` (exactly, for a string). */
export function cellsOf(table: Locator, name: string | RegExp): Promise<string[]> {
  const page = table.page();
  const header =
    typeof name === 'string'
      ? page.getByRole('rowheader', { name, exact: true })
      : page.getByRole('rowheader', { name });
  return table.getByRole('row').filter({ has: header }).getByRole('cell').allTextContents();
}

/**
 * Whether every printed page is headed with the character's name, the game and the date, written as the app
 * writes dates ("23 Nov 2026").
 */
export function everyPageHeaded(text: string, name: string, game: string): boolean {
  const heading = new RegExp(`${name}\\s+${game}\\s+\\d{1,2}\\s[A-Z][a-z]{2}\\s\\d{4}`);
  const pages = text.split('\f').filter((p) => p.trim() !== '');
  return pages.length > 0 && pages.every((p) => heading.test(p));
}

/** A printed PDF as text: the pages' text (pages split by form feeds), the page count and pdfinfo's report. */
export interface PrintedPdf {
  text: string;
  pages: number;
  info: string;
}

/**
 * Prints the character's sheet on A4 as the Print section does (its preview is the page that prints),
 * saves the PDF to `file` and reads it back with poppler's pdftotext and pdfinfo.
 */
export async function printSheetToPdf(page: Page, characterName: string, file: string): Promise<PrintedPdf> {
  await openTab(page, 'Print');
  await page.getByRole('radio', { name: 'A4' }).check();
  await page
    .getByRole('region', { name: 'Print preview' })
    .getByRole('article', { name: `Printable sheet of ${characterName}` })
    .waitFor();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, info, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

/** The running app and a scratch folder for the files a flow writes (printed PDFs). */
export interface AppWithScratch {
  readonly app: RunningApp;
  readonly scratch: string;
}

/**
 * Starts browser mode before the tests of the enclosing `describe` and stops it after them, with a scratch
 * folder that is removed afterwards. Read `app` and `scratch` inside the tests, once they have started.
 */
export function appWithScratch(): AppWithScratch {
  let app: RunningApp | undefined;
  let scratch: string | undefined;
  beforeAll(async () => {
    app = await startApp();
    scratch = mkdtempSync(join(tmpdir(), 'ledger-pdf-'));
  });
  afterAll(async () => {
    await app?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
  return {
    get app() {
      if (!app) throw new Error('The app has not started: read it inside a test.');
      return app;
    },
    get scratch() {
      if (!scratch) throw new Error('The scratch folder does not exist yet: read it inside a test.');
      return scratch;
    },
  };
}

/**
 * Presses Tab (or Shift+Tab) `times` times, as the keyboard does: each press is sent to the browser without
 * waiting for the one before to be answered, and the browser handles them one after another in order, so focus
 * moves and the page scrolls exactly as for presses made one at a time, without a round trip per press.
 */
export async function pressTimes(page: Page, key: 'Tab' | 'Shift+Tab', times: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  // Shift held is the modifier bit 8 on each event, as Chromium's own keyboard sends it.
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers: key === 'Shift+Tab' ? 8 : 0 };
  try {
    const sent: Promise<unknown>[] = [];
    for (let i = 0; i < times; i++)
      sent.push(
        session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }),
        session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }),
      );
    await Promise.all(sent);
  } finally {
    await session.detach();
  }
}
