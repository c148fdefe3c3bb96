import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expect as pwExpect } from './page-expect';
import { appWithScratch, newCampaign, openNewCharacter } from './steps';

/**
 * The "Why?" beside the price of a typed trait level, in the browser's own focus handling: reaching it with Tab,
 * opening it with the keyboard or the pointer, and closing it neither takes nor drops the value typed, which Enter
 * then takes. A HURSAGMU character with the book's 60 starting character points and nothing chosen.
 */

/** What the budget bar says is left while building, e.g. "60 character points". */
async function pointsLeft(page: Page): Promise<string> {
  const bar = page.getByRole('region', { name: 'Character points' });
  return ((await bar.textContent()) ?? '').match(/Left\s*(-?[\d,]+ character points?)/)?.[1] ?? '';
}

/** Whether `control` has the page's focus. */
function focused(control: Locator): Promise<boolean> {
  return control.evaluate((el) => el === document.activeElement);
}

describe('the "Why?" of a typed level in browser mode', () => {
  const run = appWithScratch();

  it('explains a typed price without taking it, from the keyboard and the pointer', async () => {
    const { page } = run.app;
    await page.getByRole('heading', { name: 'Ledger of Heroes' }).waitFor();
    await newCampaign(page, 'The Cedar Forest', 'HURSAGMU');
    await openNewCharacter(page, 'Enheduanna');
    await pwExpect(() => pointsLeft(page)).toBe('60 character points');

    // "TRAITS" > "Cost": "| 6 | 8 |": Sorcery 6 from human average costs 8 character points.
    const sorcery = page.getByRole('spinbutton', { name: 'Sorcery', exact: true });
    await sorcery.fill('6');
    const question = 'Why does Set Sorcery to 6 cost 8 character points?';
    const why = page.getByRole('button', { name: question });
    await page.keyboard.press('Tab');
    await pwExpect(() => focused(why)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: question });
    await dialog.waitFor();
    expect(await dialog.locator('.explain-formula').textContent()).toMatch(
      /^Set Sorcery to 6: .+ → costs 8 character points$/,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await pwExpect(() => focused(why)).toBe(true);
    expect(await sorcery.inputValue()).toBe('6');
    expect(await pointsLeft(page)).toBe('60 character points');
    await page.keyboard.press('Shift+Tab');
    await pwExpect(() => focused(sorcery)).toBe(true);
    await page.keyboard.press('Enter');
    await pwExpect(() => pointsLeft(page)).toBe('52 character points');

    // "| 4 | 4 |": Command 4 costs 4; opened and closed with the pointer, the focus comes back to the field.
    const command = page.getByRole('spinbutton', { name: 'Command', exact: true });
    await command.fill('4');
    await page.getByRole('button', { name: 'Why does Set Command to 4 cost 4 character points?' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await pwExpect(() => focused(command)).toBe(true);
    expect(await command.inputValue()).toBe('4');
    expect(await pointsLeft(page)).toBe('52 character points');
    await page.keyboard.press('Enter');
    await pwExpect(() => pointsLeft(page)).toBe('48 character points');
  });
});
