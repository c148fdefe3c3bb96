import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { repo } from './harness';
import { expect as pwExpect } from './page-expect';
import { appWithScratch, openCharacter } from './steps';

/**
 * "Why is this number what it is?" for a reference character of each of the four games, its campaign opened once:
 * three values and a chance of the sheet, a price on Advance, a price in the builder and a line of the budget, each
 * with the formula worked out from the book's rule for the character's own numbers and the book's words, opened with
 * a click or the keyboard and closed with Escape; one entry leads to its row in the history.
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

interface OddsAsked {
  game: string;
  campaign: string;
  character: string;
  /** The control's name, which also titles the explanation: exact, or a pattern when the figure is read from it. */
  question: string | RegExp;
  /** Words the explanation must hold: the inputs and the count. */
  says: string[];
}

/** One chance on each game's sheet, the same reference characters: its question and what its count says. */
const ODDS: OddsAsked[] = [
  {
    // Quick 13 at difficulty 0, as the sheet's first chart shows it: 13 of the 20 faces, 65%.
    game: 'symbaroum',
    campaign: 'Davokar Watch',
    character: 'Ylva the Seer',
    question: 'Why is Quick’s chance at difficulty 0 65%?',
    says: ['D20 ≤ Quick 13', '13 of the 20 faces → 65%'],
  },
  {
    // Brawl (consistency +4, potential +3) against the middle CR of its chart.
    game: 'heimr',
    campaign: 'Oar and Hearth',
    character: 'Bjorn Ox-Back',
    question: /^Why is Brawl’s chance against CR \d+ [\d.<>]+%\?$/,
    says: ['Brawl: Consistency +4: 1d6 and 4d10, the highest die', 'potential +3'],
  },
  {
    // Soldier 3: 3d6 + 3 succeeds at 15, the dice 12 to 18: 25 + 21 + 15 + 10 + 6 + 3 + 1 = 81 of 216, 37.5%, "38%".
    game: 'mls',
    campaign: 'Varn Wolves',
    character: 'Aldric of Varn',
    question: 'Why is Soldier’s chance of success 38%?',
    says: ['3d6 + skill 3', '81 of the 216 rolls of 3d6 → 38%'],
  },
  {
    // A human average attacker against a surprised character, 2d6 + 0 against 2d6 + 0: 575 of 1,296, 44%.
    game: 'hursagmu',
    campaign: 'Cedar Forest',
    character: 'Gilgamesh',
    question: 'Why is a Human average (0) attacker’s chance to hit this character surprised 44%?',
    says: ['2d6 + 0 against 2d6 + 0', '575 of the 1,296 pairs of rolls of 2d6 → 44%'],
  },
];

/** Opens the odds figure's explanation from the keyboard, checks it ends with the figure asked about, closes it. */
async function explainOdds(page: Page, { question, says }: OddsAsked): Promise<void> {
  const why = page.getByRole('button', { name: question, exact: typeof question === 'string' });
  await why.focus();
  const name = (await why.getAttribute('aria-label')) ?? '';
  const figure = /([\d.<>]+%)\?$/.exec(name)?.[1];
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('heading', { name }).waitFor();
  const formula = (await dialog.locator('.explain-formula').textContent()) ?? '';
  expect(formula.endsWith(`→ ${figure}`), `${name}: ${formula}`).toBe(true);
  const text = (await dialog.textContent()) ?? '';
  for (const words of says) expect(text, name).toContain(words);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await pwExpect(() => why.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** One app for the file: each test opens the reference campaigns it writes, one after another. */
const run = appWithScratch();

/**
 * One price on each game's Advance page: the choices that bring the purchase into the form, the price's question
 * (with the price its button shows) and the formula's words, worked out from the book's table for the character.
 */
const PRICES: { campaign: string; character: string; choose: [string, string][]; asked: Asked }[] = [
  {
    // "Improving Your Character": from novice to adept costs 20 Experience; Ylva's Medicus is at novice.
    campaign: 'Davokar Watch',
    character: 'Ylva the Seer',
    choose: [['Ability', 'medicus']],
    asked: {
      question: 'Why does Learn Medicus at adept cost 20 experience?',
      says: ['Raise Medicus from novice to adept', '→ costs 20 experience'],
    },
  },
  {
    // "Experience points", the table of new heights: height 4 costs 10 + 15 = 25 XP; Bjorn's Brawl consistency is 3.
    campaign: 'Oar and Hearth',
    character: 'Bjorn Ox-Back',
    choose: [['Ability', 'brawl']],
    asked: {
      question: 'Why does Train Brawl consistency to 4 cost 25 XP?',
      says: ['Train Brawl consistency from 3 to 4', '10 + 15 = 25 XP → costs 25 XP'],
    },
  },
  {
    // "Secondary Traits": 3 CPs from +1 to +2, doubled for Aldric's occupation, Soldier: 6 CPs.
    campaign: 'Varn Wolves',
    character: 'Aldric of Varn',
    choose: [],
    asked: {
      question: 'Why does Raise Soldier to base +2 cost 6 CPs?',
      says: ['doubled for the occupation: 3 x 2 = 6 → costs 6 CPs'],
    },
  },
  {
    // "TRAITS" > Cost: cost(12) = 64 less cost(11) = 48; Gilgamesh's Strength is 11.
    campaign: 'Cedar Forest',
    character: 'Gilgamesh',
    choose: [['Trait to raise', 'strength']],
    asked: {
      question: 'Why does Raise Strength to 12 cost 16 experience points?',
      says: ['Raise Strength from 11 to 12', '64 - 48 = 16 → costs 16 points'],
    },
  },
];

/**
 * One price in each game's builder and one line of its budget: the step that shows the change, the price's question
 * (with the price its button shows) and the formula's words, from the lines of the budget the change moves; and the
 * budget bar's line with the rule that gives its amount.
 */
const BUILDER: { campaign: string; character: string; step: RegExp; asked: Asked; line: Asked }[] = [
  {
    // "Improving Your Character": novice 10, from novice to adept 20 more; Ylva bought Medicus at novice at creation.
    campaign: 'Davokar Watch',
    character: 'Ylva the Seer',
    step: /^Abilities/,
    asked: {
      question: 'Why does Learn Medicus at adept cost 20 experience?',
      says: ['10 + 20 = 30 Experience', 'in place of', '→ costs 20 experience'],
    },
    // Adept is 10 + 20 = 30 Experience.
    line: { question: 'Why does “Witchsight (adept)” cost 30 experience?', says: ['10 + 20 = 30 Experience'] },
  },
  {
    // "Experience points", Total cost: height 4 is 55 XP, height 3 is 30 (5 + 10 + 15); Bjorn's Brawl is at 3.
    campaign: 'Oar and Hearth',
    character: 'Bjorn Ox-Back',
    step: /^Abilities/,
    asked: { question: 'Why does Train Brawl consistency to 4 cost 25 XP?', says: ['55', '→ costs 25 XP'] },
    line: { question: 'Why does “Brawl consistency 3” cost 30 XP?', says: ['5 + 10 + 15 = 30'] },
  },
  {
    // "Primary Traits": average +1 costs 2 CPs and +2 costs 5; Aldric's Strength is average (2) +1.
    campaign: 'Varn Wolves',
    character: 'Aldric of Varn',
    step: /^Primary traits/,
    asked: { question: 'Why does Raise Strength to 4 cost 3 CPs?', says: ['in place of', '→ costs 3 CPs'] },
    line: { question: 'Why does “Strength at average +1” cost 2 CPs?', says: ['→ costs 2 CPs'] },
  },
  {
    // "TRAITS" > Cost: cost(12) = 64 and cost(11) = 48; Gilgamesh bought Fighting 12 at creation.
    campaign: 'Cedar Forest',
    character: 'Gilgamesh',
    step: /^Traits/,
    asked: {
      question: 'Why does Lower Fighting to 11 give back 16 character points?',
      says: ['in place of', '→ gives back 16 character points'],
    },
    line: { question: 'Why does “Fighting 12” cost 64 character points?', says: ['64'] },
  },
];

/**
 * Opens the creation choices of a character already played (read-only until then, the builder's prices with them),
 * giving the reason the history records with any change made.
 */
async function reopenCreation(page: Page): Promise<void> {
  const played = page.getByRole('button', { name: 'Edit creation…' });
  if (!(await played.isVisible())) return;
  await played.click();
  await page.getByRole('textbox', { name: 'Why change the creation now?' }).fill('Checking a price');
  await page.getByRole('button', { name: 'Edit creation', exact: true }).click();
  await page.getByRole('textbox', { name: 'Why change the creation now?' }).waitFor({ state: 'detached' });
}

/** Opens a reference campaign and one of its characters, from the home screen. */
async function openReference(page: Page, campaign: string, character: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${campaign}`) }).click();
  await page.getByRole('heading', { name: campaign, level: 1 }).waitFor();
  await openCharacter(page, character);
}

/**
 * The sheet's three values and one chance (the second value opened from the keyboard), and for Ylva the way from an
 * entry that moved a value to its row in the History.
 */
async function explainSheet(page: Page, character: string): Promise<void> {
  const { asked } = GAMES.find((g) => g.character === character)!;
  await page.getByRole('tab', { name: 'Sheet' }).click();
  await page.getByRole('region', { name: 'Character sheet' }).waitFor();
  for (const [i, one] of asked.entries()) await explain(page, one, i === 1);
  await explainOdds(
    page,
    ODDS.find((odds) => odds.character === character)!,
  );
  if (character !== 'Ylva the Seer') return;
  await page.getByRole('button', { name: 'Why is Toughness now 9?' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Healed by Medicus (rolled 2)' }).click();
  const row = page.getByRole('row', { name: /Healed by Medicus \(rolled 2\)/ });
  await pwExpect(() => row.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await row.getAttribute('aria-current')).toBe('true');
}

/** One price on the Advance page, opened from the keyboard. */
async function explainAdvancePrice(page: Page, character: string): Promise<void> {
  const { choose, asked } = PRICES.find((p) => p.character === character)!;
  await page.getByRole('tab', { name: 'Advance' }).click();
  for (const [label, value] of choose) await page.getByLabel(label, { exact: true }).selectOption(value);
  await explain(page, asked, true);
}

/** One price in the builder (the creation reopened first where play has begun) and one line of the budget. */
async function explainBuilderAndBudget(page: Page, character: string): Promise<void> {
  const { step, asked, line } = BUILDER.find((b) => b.character === character)!;
  await page.getByRole('tab', { name: 'Build' }).click();
  await page.getByRole('navigation', { name: 'Builder steps' }).getByRole('button', { name: step }).click();
  await reopenCreation(page);
  await explain(page, asked, true);
  await page.getByRole('button', { name: 'Show breakdown' }).click();
  await explain(page, line, false);
  await page.getByRole('button', { name: 'Hide breakdown' }).click();
}

describe('explanations in each game', () => {
  beforeAll(async () => {
    writeReferenceCampaigns(run.app.root);
    await run.app.page.reload();
  });

  for (const { game, campaign, character } of GAMES) {
    it(`${game}: explains three values and a chance of the sheet, a price on Advance and in the builder, and a budget line`, async () => {
      const { page } = run.app;
      await openReference(page, campaign, character);
      await explainSheet(page, character);
      await explainAdvancePrice(page, character);
      await explainBuilderAndBudget(page, character);
      await page.getByRole('button', { name: `Back to ${campaign}` }).click();
      await page.getByRole('button', { name: 'Close campaign' }).click();
    });
  }
});
