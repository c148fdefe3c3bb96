import { act, render, screen, within } from '@testing-library/react';
import type { CharacterFile } from '../../../../shared/model';
import { enteredRoll } from '../../../../shared/rules/core/dice';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { MlsSheetView } from '../../../../src-renderer/systems/mls/sheet/mls-sheet-view';

const mls = getRuleSystem('mls')!;

/** A 30-year-old human archer who spent every starting CP, then played for a while. */
function archer(): CharacterFile {
  const blank = mls.newCharacter(mls.defaultSettings(), 1) as MlsCreation;
  const creation: MlsCreation = {
    ...blank,
    ageIncrements: 12,
    primaries: { strength: 1, body: 0, size: 0, dexterity: 2, agility: 0, mind: 0, aura: 0, awareness: 1 },
    secondaries: [
      {
        id: 'hunter',
        name: 'Hunter',
        kind: 'trained',
        base: { kind: 'primary', trait: 'awareness' },
        level: 0,
        occupation: true,
      },
      { id: 'archery', name: 'Archery', kind: 'trained', base: { kind: 'primary', trait: 'dexterity' }, level: 1 },
      { id: 'swim', name: 'Swim', kind: 'natural', base: { kind: 'average', traits: ['strength', 'body'] }, level: -2 },
    ],
    negatives: [{ id: 'greed', name: 'Greed', base: { kind: 'primary', trait: 'mind' }, level: 3 }],
    personality: { ...blank.personality, 'chaste-lustful': { value: 16 } },
    hitPointsRoll: enteredRoll('2d6', 9),
    usesMagic: true,
    magicPointsRoll: enteredRoll('2d6', 5),
    extraFatePoints: 16,
  };
  return {
    formatVersion: 1,
    id: 'wren-abc123',
    name: 'Wren',
    system: 'mls',
    createdAt: '2026-09-01',
    creation,
    events: [
      { id: 'e1', type: 'award', date: '2026-10-01', adventure: 'major', role: 'major', roll: enteredRoll('1d10', 10) },
      { id: 'e2', type: 'raise', date: '2026-10-02', trait: 'archery' },
      { id: 'e3', type: 'age', date: '2026-10-03' },
      { id: 'e4', type: 'train', date: '2026-10-04', trait: 'strength' },
      {
        id: 'e5',
        type: 'override',
        date: '2026-10-05',
        code: 'mls.convert.not-a-priest',
        path: 'events.5.into',
        reason: 'Blessed at the shrine of Lir',
      },
      { id: 'e6', type: 'convert', date: '2026-10-05', into: 'favour', points: 1 },
      { id: 'e7', type: 'check-personality', date: '2026-10-06', trait: 'valorous', roll: enteredRoll('1d20', 15) },
    ],
  };
}

function renderSheet(file: CharacterFile) {
  const editor = new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: mls,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
  render(<MlsSheetView editor={editor} />);
  return editor;
}

/** The cells of the row whose header is `name`, as text. */
function rowOf(table: string, name: string): string[] {
  const row = within(screen.getByRole('table', { name: table })).getByRole('row', { name: new RegExp(`^${name}\\b`) });
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

/** The value beside a term in a description list. */
function fact(term: string): string {
  const dt = screen.getAllByRole('term').find((t) => t.textContent === term);
  if (!dt) throw new Error(`No "${term}" on the sheet`);
  return dt.nextElementSibling?.textContent ?? '';
}

describe('the MLS sheet', () => {
  it('shows the primary traits with average, choice, age and training, and how each value is made', () => {
    renderSheet(archer());
    expect(rowOf('Primary traits', 'Strength')).toEqual(['4', '2', '+1', '–', 'Yes, +1 until the next age increment']);
    expect(rowOf('Primary traits', 'Dexterity')).toEqual(['4', '2', '+2', '–', '–']);
    expect(rowOf('Primary traits', 'Body')).toEqual(['2', '2', '+0', '–', '–']);
    const strength = within(screen.getByRole('table', { name: 'Primary traits' })).getByRole('cell', {
      name: '4',
      description: /trained up/,
    });
    expect(strength).toHaveAttribute('title', expect.stringContaining('racial average 2, chosen +1'));
  });

  it('shows secondary traits with kind, base in words, level, value, marks and odds, following trained primaries', () => {
    renderSheet(archer());
    expect(rowOf('Secondary traits', 'Hunter')).toEqual([
      'Trained',
      'Awareness',
      '3',
      'base',
      '3',
      'Occupation',
      expect.stringContaining('success'),
    ]);
    const archery = rowOf('Secondary traits', 'Archery');
    expect(archery.slice(0, 6)).toEqual(['Trained', 'Dexterity', '4', 'base +2', '6', '–']);
    // 3d6 + 6: 9 or more on the dice succeeds (160 of 216), 14 or more is a critical (35), only a natural 3 fumbles.
    expect(archery[6]).toBe('74% success · 16% critical · 0.5% fumble');
    // Swim averages Strength (4 while trained) and Body (2): base 3, untrained at -2.
    expect(rowOf('Secondary traits', 'Swim').slice(0, 5)).toEqual([
      'Natural',
      'average of Strength, Body',
      '3',
      'base −2 (untrained)',
      '1',
    ]);
    expect(rowOf('Negative traits', 'Greed')).toEqual(['Mind', '2', 'base +3', '5']);
  });

  it('shows all fifteen personality pairs, noticeable traits marked, with checks applied', () => {
    renderSheet(archer());
    const table = screen.getByRole('table', { name: 'Personality' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(rowOf('Personality', 'Chaste')).toEqual(['16 (noticeable)', '4']);
    expect(rowOf('Personality', 'Valorous')).toEqual(['11', '9']);
    expect(rowOf('Personality', 'Persistent')).toEqual(['10', '10']);
  });

  it('shows age, race, occupation, CPs, money, favour, training and the points with their rules', () => {
    renderSheet(archer());
    expect(fact('Race')).toBe('Human');
    expect(fact('Age')).toMatch(/^31 years .*started at 30 years/);
    expect(fact('Occupation')).toBe('Hunter at base');
    // 60 + 12 x 2 for the age (84) + 10 for Greed + 10 from the adventure + 2 for the year = 106;
    // all 94 at creation, then Archery 3, training 5 and one CP of prayer.
    expect(fact('CPs earned')).toBe('106');
    expect(fact('CPs spent')).toBe('103');
    expect(fact('CPs unspent')).toMatch(/^3 /);
    expect(fact('Florins')).toBe('0');
    expect(fact('Favour')).toBe('5');
    expect(fact('Training')).toMatch(/^Strength trained up/);
    expect(fact('Fate points')).toMatch(
      /^17 left of 17: 1 from personality .* \+ 16 bought at creation, at 5 CPs each; 0 spent$/,
    );
    expect(fact('Hit points')).toMatch(/^9 rolled 9; 2d6 \(Size \+ Body - 2\); the roll or 2 × 3 = 6/);
    expect(fact('Magic points')).toMatch(/^6 rolled 5; 2d6 \(Aura\)/);
  });

  it('lists each game master override with its reason and the rule it set aside', () => {
    renderSheet(archer());
    const overrides = within(screen.getByRole('region', { name: 'Game master overrides' })).getAllByRole('listitem');
    expect(overrides).toHaveLength(1);
    expect(overrides[0]).toHaveTextContent('Reason: Blessed at the shrine of Lir');
    expect(overrides[0]).toHaveTextContent('Only a character with a Priest magic skill can pray CPs into favour');
  });

  it('follows the ledger: undoing the last entry puts the personality back', () => {
    const editor = renderSheet(archer());
    expect(rowOf('Personality', 'Valorous')).toEqual(['11', '9']);
    act(() => editor.removeLastEvent());
    expect(rowOf('Personality', 'Valorous')).toEqual(['10', '10']);
  });
});
