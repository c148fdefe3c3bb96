import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repo } from './harness';
import { expect as pwExpect } from './page-expect';
import { appWithScratch, openCharacter } from './steps';

/**
 * "Why is this number what it is?" on a reference character's sheet in each of the four games: three values
 * explained each, with the formula worked out from the book's rule for the character's own numbers and the book's
 * words, opened with a click or the keyboard and closed with Escape or Close; one entry leads to its row in the
 * history.
 */

interface Asked {
  /** The control's name, "Why is Pain Threshold 5?", which also titles the explanation. */
  question: string;
  /** Words the explanation must hold: the formula with this character's inputs, or a quote from the book. */
  says: string[];
}

/** Each game's reference campaign, under a name of its own, and one of its characters with three values. */
const GAMES: { game: string; campaign: string; character: string; asked: Asked[] }[] = [
  {
    game: 'symbaroum',
    campaign: 'Davokar Watch',
    character: 'Ylva the Seer',
    asked: [
      // "Secondary Attributes": Pain Threshold = Strong/2, rounded up; Ylva's Strong is 9.
      { question: 'Why is Pain Threshold 5?', says: ['Strong 9 ÷ 2, rounded up → 5', 'Strong/2 (rounded up)'] },
      // Defense = Quick 13 − light armor's Impeding 2, + 1 for the buckler.
      { question: 'Why is Defense 12?', says: ['Quick 13', '= 12', 'Defense = [Quick – Armor’s Impeding value]'] },
      // Toughness 10, 3 damage (e3), 2 healed by Medicus (e4).
      { question: 'Why is Toughness now 9?', says: ['Took 3 damage', 'Healed by Medicus (rolled 2)'] },
    ],
  },
  {
    game: 'heimr',
    campaign: 'Oar and Hearth',
    character: 'Bjorn Ox-Back',
    asked: [
      // "Base fatigue": 4 – stamina; Bjorn's Stamina is 3.
      { question: 'Why is Base fatigue 1?', says: ['Base fatigue = 4 - Stamina 3 = 1', '4 – stamina = base fatigue'] },
      { question: 'Why is Strength +3?', says: ['Strength 3 at creation'] },
      // Brawl: base consistency +1 (the campaign's) and 3 trained at creation.
      { question: 'Why is Brawl’s consistency +4?', says: ['base consistency +1 + trained consistency 3 = +4'] },
    ],
  },
  {
    game: 'mls',
    campaign: 'Varn Wolves',
    character: 'Aldric of Varn',
    asked: [
      // "Total Hit Points (THP)": Size 2 + Body 2 − 2 = 2 dice, rolled 9; the base × 3 is 6.
      {
        question: 'Why is Hit points 9?',
        says: ['THP = the roll 9 or base 2 x 3 = 6', 'THP equals the roll OR the base x3, whichever is the greater.'],
      },
      // Racial average 2 for a human, chosen +1.
      { question: 'Why is Strength 3?', says: ['Strength = natural 3'] },
      { question: 'Why is Fate points left 3?', says: ['Fate points left = had 3 - spent 0 = 3'] },
    ],
  },
  {
    game: 'hursagmu',
    campaign: 'Cedar Forest',
    character: 'Gilgamesh',
    asked: [
      // "Movement": 10 + Athletics, less armor; Gilgamesh has Athletics 3 and no armor.
      { question: 'Why is Movement 13?', says: ['Movement = 10 + Athletics 3 - armor 0 = 13'] },
      // "TRAITS" > Cost: twenty points of each for a human.
      {
        question: 'Why is maximum Health 20?',
        says: [
          'Health = 20',
          'Human beings - and similar species - have twenty points of Stamina, Health, and Sanity.',
        ],
      },
      // Strength raised from 10 to 11 in play (e1), accepted by The Master.
      { question: 'Why is Experience spent 16?', says: ['Experience spent on raises and gifts in play = 16'] },
    ],
  },
];

/** Copies each game's reference campaign into the app's folder as another program would, under its own name. */
function writeReferenceCampaigns(root: string): void {
  for (const { game, campaign: name } of GAMES) {
    const folder = join(root, name);
    cpSync(join(repo, 'test/fixtures', game, 'reference'), folder, {
      recursive: true,
      filter: (source) => !source.includes('/expected'),
    });
    const campaign = JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as { name: string };
    writeFileSync(join(folder, 'campaign.json'), `${JSON.stringify({ ...campaign, name }, null, 2)}\n`);
  }
}

/** Opens one explanation (by the keyboard when asked), checks what it says, and closes it with Escape. */
async function explain(page: Page, { question, says }: Asked, keyboard: boolean): Promise<void> {
  const why = page.getByRole('button', { name: question, exact: true });
  if (keyboard) {
    await why.focus();
    await page.keyboard.press('Enter');
  } else await why.click();
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByRole('heading', { name: question }).waitFor();
  const text = (await dialog.textContent()) ?? '';
  for (const words of says) expect(text, question).toContain(words);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await pwExpect(() => why.evaluate((el) => el === document.activeElement)).toBe(true);
}

describe('explanations on the sheet', () => {
  const run = appWithScratch();

  it('explains three values of a reference character in each game, and leads from an entry to the history', async () => {
    const { page } = run.app;
    writeReferenceCampaigns(run.app.root);
    await page.reload();
    for (const { campaign, character, asked } of GAMES) {
      await page.getByRole('button', { name: new RegExp(`^${campaign}`) }).click();
      await page.getByRole('heading', { name: campaign, level: 1 }).waitFor();
      await openCharacter(page, character);
      await page.getByRole('tab', { name: 'Sheet' }).click();
      await page.getByRole('region', { name: 'Character sheet' }).waitFor();
      for (const [i, one] of asked.entries()) await explain(page, one, i === 1);
      if (character === 'Ylva the Seer') {
        await page.getByRole('button', { name: 'Why is Toughness now 9?' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Healed by Medicus (rolled 2)' }).click();
        const row = page.getByRole('row', { name: /Healed by Medicus \(rolled 2\)/ });
        await pwExpect(() => row.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await row.getAttribute('aria-current')).toBe('true');
      }
      await page.getByRole('button', { name: `Back to ${campaign}` }).click();
      await page.getByRole('button', { name: 'Close campaign' }).click();
    }
  });
});
