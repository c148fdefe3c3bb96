import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import type { CharacterFile } from '../../../../shared/model';
import type { BookSource } from '../../../../shared/rules/core';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { PrintOptions } from '../../../../src-renderer/contract/game-screens';
import { PrintSection } from '../../../../src-renderer/screens/character/print-section';
import { AppStore } from '../../../../src-renderer/state/app-store';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { findSystemScreens } from '../../../../src-renderer/systems';
import { FakeApi, TODAY } from '../../fake-api';
import { sourceProblem } from '../../../shared/rules/book-sources';

/**
 * "With explanations": a page after the sheet with the rules of the book the sheet uses, for every game, each
 * checked on one of its reference characters: one rule's sentence as the book prints it (and as the game's book
 * table copies it), one value worked out from the book's rule with this character's numbers, and a setting the
 * campaign changed, shown as a house rule beside the default.
 */

const RULES = 'The rules behind this sheet';

/** What the formulas below read of the reference characters' creations, each game its own part. */
interface Creation {
  attributes: Record<string, number>;
  primaries: Record<string, number>;
  hitPointsRoll: { total: number };
  traits: Record<string, number>;
  equipment: { kind: string; points?: number }[];
}

interface GameCase {
  game: string;
  character: string;
  /** The rule's sentence, copied from the game's book.ts, with the seed and heading it is under. */
  rule: BookSource;
  /** Where a player looks the sentence up: the book's title and the section. */
  place: string;
  /** The value the rule works out for this character, from the book's rule and the character's creation. */
  formula(creation: Creation): string;
  /** Campaign settings changed from the defaults (over the reference campaign's own). */
  houseRules: Record<string, unknown>;
  /** The house rule as the page prints it: the setting in the game's words, its value, the default. */
  /** The line of the house rule, or its beginning: the default with where it comes from. */
  houseRuleLine: string;
}

const CASES: GameCase[] = [
  {
    game: 'symbaroum',
    character: 'brand',
    rule: {
      seed: '001_747545f513491440.txt',
      section: 'Secondary Attributes',
      quote: 'Pain Threshold = Strong/2 (rounded up)',
    },
    place: 'Symbaroum core rules, Secondary Attributes',
    // "Pain Threshold = Strong/2 (rounded up)": Strong 15 gives 7.5, rounded up to 8.
    formula: (c) => {
      const strong = c.attributes.strong!;
      return `Pain Threshold = Strong ${strong} ÷ 2, rounded up → ${Math.ceil(strong / 2)}`;
    },
    houseRules: { startingExperience: 60 },
    // The app's default, as the book gives no starting experience (docs/rules/symbaroum.md).
    houseRuleLine:
      'Starting experience: 60 experience points (house rule; the default is 50 experience points, the app’s choice: the book gives no starting experience',
  },
  {
    game: 'heimr',
    character: 'bjorn',
    rule: { seed: '002_660a93111b0de833.txt', section: 'Base fatigue', quote: '4 – stamina = base fatigue' },
    place: 'Heimr Tabletop RPG Core, Base fatigue',
    // "4 – stamina = base fatigue": Stamina 3 gives 1.
    formula: (c) => `Base fatigue = 4 - Stamina ${c.attributes.stamina} = ${4 - c.attributes.stamina!}`,
    houseRules: { hitPoints: 5 },
    houseRuleLine: 'Hit points: 5 (house rule; the default is 3, the app’s choice: ',
  },
  {
    game: 'mls',
    character: 'aldric',
    rule: {
      seed: '000_b1f49531b5bdabb6.txt',
      section: 'Total Hit Points (THP)',
      quote: 'Uses a base of Size+Body-2. This is the number of d6s rolled.',
    },
    place: 'The Nutshell MLS, Total Hit Points (THP)',
    // THP is the roll or the base (Size + Body - 2, a human's averages of 2 plus the levels chosen) x 3, the greater.
    formula: (c) => {
      const base = 2 + c.primaries.size! + (2 + c.primaries.body!) - 2;
      const roll = c.hitPointsRoll.total;
      return `THP = the roll ${roll} or base ${base} x 3 = ${base * 3}, whichever is greater → ${Math.max(roll, base * 3)}`;
    },
    houseRules: { startingCpPast22Increments: 'character-generation' },
    houseRuleLine:
      'Starting CPs for each increment past base age + 22: 2 CPs (“Character Generation”) (house rule; the default is 1 CP (“Racial Differences”), the book’s (The Nutshell MLS, Racial Differences))',
  },
  {
    game: 'hursagmu',
    character: 'ashur',
    rule: {
      seed: '003_ec97e9f49afae471.txt',
      section: 'Movement',
      quote:
        'Characters can move [10 + Athletics] spaces per action. The character’s armor value is subtracted from this.',
    },
    place: 'HURSAGMU, Movement',
    // [10 + Athletics] less the armor's points of protection.
    formula: (c) => {
      const armor = c.equipment.find((e) => e.kind === 'armor')!.points!;
      const moves = 10 + c.traits.athletics! - armor;
      return `Movement = 10 + Athletics ${c.traits.athletics} - armor ${armor} = ${moves} → ${moves} spaces per action`;
    },
    // The reference campaign gives 5000 cc (50 gc at a hundred copper to the gold coin) where the default is 1000.
    houseRules: {},
    houseRuleLine: 'Starting coins: 50 gc (house rule; the default is 10 gc, the app’s choice: ',
  },
];

function reference(game: string, character: string) {
  const folder = join(import.meta.dirname, '../../../fixtures', game, 'reference');
  const campaign = JSON.parse(readFileSync(join(folder, 'campaign.json'), 'utf8')) as {
    settings: Record<string, unknown>;
  };
  const file = JSON.parse(readFileSync(join(folder, 'characters', `${character}.json`), 'utf8')) as CharacterFile;
  return { settings: campaign.settings, file };
}

function editorOf(game: string, character: string, houseRules: Record<string, unknown> = {}) {
  const { settings, file } = reference(game, character);
  return new CharacterEditorStore({
    system: getRuleSystem(game)!,
    file,
    campaignSettings: { ...settings, ...houseRules },
    writer: { save: async () => true },
    today: () => TODAY,
  });
}

const OPTIONS: PrintOptions = { pageSize: 'A4', includeHistory: false, blank: false, date: TODAY };

/** The Print section's choices above the preview, as the character page shows them. */
const PrintPage = observer(function PrintPage({
  store,
  editor,
  game,
}: {
  store: AppStore;
  editor: CharacterEditorStore;
  game: string;
}) {
  const { PrintSheet } = findSystemScreens(game)!;
  return (
    <>
      <PrintSection store={store} canPrint />
      <PrintSheet editor={editor} options={{ ...store.printOptions, date: TODAY }} />
    </>
  );
});

describe.each(CASES)('the $game sheet printed with explanations', (c) => {
  const { PrintSheet } = findSystemScreens(c.game)!;

  it('quotes a sentence this test copies from the book, under the heading it names', () => {
    expect(sourceProblem(c.rule)).toBeUndefined();
  });

  it('prints a clean sheet unless the player asks for explanations, and the rules page when asked', async () => {
    const store = new AppStore(new FakeApi(), { today: () => TODAY });
    const editor = editorOf(c.game, c.character);
    render(<PrintPage store={store} editor={editor} game={c.game} />);
    const choice = screen.getByRole('checkbox', { name: /With explanations/ });
    expect(choice).not.toBeChecked();
    expect(screen.getByRole('article', { name: `Printable sheet of ${editor.file.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: RULES })).toBeNull();

    await userEvent.setup().click(choice);
    expect(choice).toBeChecked();
    const rules = screen.getByRole('region', { name: RULES });
    expect(within(rules).getByRole('heading', { level: 2, name: RULES })).toBeInTheDocument();
    // The choice is kept for the next sheet printed, as the page size is.
    expect(store.printOptions.includeExplanations).toBe(true);
  });

  it('gives the rule once, in the book’s words with its book and section, and this character’s numbers', () => {
    const editor = editorOf(c.game, c.character);
    render(<PrintSheet editor={editor} options={{ ...OPTIONS, includeExplanations: true }} />);
    const rules = screen.getByRole('region', { name: RULES });
    const quote = within(rules).getAllByText(c.rule.quote);
    // A rule the sheet uses for several values is printed once, with each value under it.
    const block = quote[0]!.closest('.print-rule') as HTMLElement;
    expect(within(block).getByText(c.place)).toBeInTheDocument();
    const worked = within(block).getByRole('list', { name: 'Worked out for this character' });
    const formula = c.formula(editor.creation as unknown as Creation);
    expect(within(worked).getByText(formula)).toBeInTheDocument();
    expect(within(rules).getAllByText(formula)).toHaveLength(1);
  });

  it('marks a setting the campaign changed as a house rule, with the default beside it and whose it is', () => {
    const editor = editorOf(c.game, c.character, c.houseRules);
    render(<PrintSheet editor={editor} options={{ ...OPTIONS, includeExplanations: true }} />);
    const rules = screen.getByRole('region', { name: RULES });
    const settings = within(rules).getAllByRole('list', { name: 'Campaign settings used' });
    const lines = settings.flatMap((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    );
    expect(lines.find((line) => line?.startsWith(c.houseRuleLine))).toBeDefined();
  });

  it('leaves the rules off the pencil sheet, which has none of this character’s numbers', () => {
    const editor = editorOf(c.game, c.character);
    render(<PrintSheet editor={editor} options={{ ...OPTIONS, blank: true, includeExplanations: true }} />);
    expect(screen.getByRole('article', { name: `Printable sheet of ${editor.file.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: RULES })).toBeNull();
  });
});

describe('the app’s reading on the rules page', () => {
  it('is said to be the app’s, apart from the book’s words', () => {
    const editor = editorOf('symbaroum', 'brand');
    const { PrintSheet } = findSystemScreens('symbaroum')!;
    render(<PrintSheet editor={editor} options={{ ...OPTIONS, includeExplanations: true }} />);
    const rules = screen.getByRole('region', { name: RULES });
    // Symbaroum's "Attributes" rule: the book points to a creation chapter it does not contain.
    const block = within(rules).getByRole('region', { name: 'Attributes' });
    const reading = within(block)
      .getByText(/The app’s reading/)
      .closest('p')!;
    expect(reading.textContent).toMatch(
      /^The app’s reading \(the book is silent or unclear here\): the book points to/,
    );
    expect(within(block).queryByText(/The project’s reading/)).toBeNull();
  });
});

describe('a rule the sheet uses for many values', () => {
  it('is printed once, with each value it works out under it (Symbaroum: the modifier against each attribute)', () => {
    const rule = {
      seed: '001_747545f513491440.txt',
      section: 'Success Test',
      quote: 'determined with the formula [10 –the enemy’s attribute value]',
    };
    expect(sourceProblem(rule)).toBeUndefined();
    const editor = editorOf('symbaroum', 'brand');
    const { PrintSheet } = findSystemScreens('symbaroum')!;
    render(<PrintSheet editor={editor} options={{ ...OPTIONS, includeExplanations: true }} />);
    const rules = screen.getByRole('region', { name: RULES });
    const [quote, ...again] = within(rules).getAllByText(rule.quote);
    expect(again).toEqual([]);
    const block = quote!.closest('.print-rule') as HTMLElement;
    expect(within(block).getByRole('heading', { level: 3, name: 'Success Test' })).toBeInTheDocument();
    const worked = within(block).getByRole('list', { name: 'Worked out for this character' }).querySelectorAll('li');
    const attributes = (editor.creation as unknown as Creation).attributes;
    const names = Object.keys(attributes).map((id) => id.charAt(0).toUpperCase() + id.slice(1));
    // [10 – the attribute], signed as the book's table prints it: 13 gives -3, 7 gives +3, 10 gives 0.
    const expected = Object.values(attributes).map((value, i) => {
      const modifier = 10 - value;
      const signed = modifier > 0 ? `+${modifier}` : String(modifier);
      return `Modifier against ${names[i]} = 10 - ${names[i]} ${value} = ${signed}, as the table’s row for ${value}`;
    });
    expect([...worked].map((li) => li.textContent).filter((t) => t!.startsWith('Modifier against'))).toEqual(expected);
  });
});
