import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterFile, LedgerEvent } from '../../../../shared/model';
import { enteredRoll } from '../../../../shared/rules/core/dice';
import { evaluate } from '../../../../shared/rules/core';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { MlsAdvance } from '../../../../src-renderer/systems/mls/advance/mls-advance';
import { mlsHistoryDescriber } from '../../../../src-renderer/systems/mls/history-describer';
import { MlsPrintSheet } from '../../../../src-renderer/systems/mls/print/mls-print-sheet';
import { MlsSheetView } from '../../../../src-renderer/systems/mls/sheet/mls-sheet-view';

const mls = getRuleSystem('mls')!;

/**
 * A human swordsman with THP 25: Size +2 (4) and Body +1 (3) give 4 + 3 - 2 = 5d6, rolled 25. Sword is a
 * combat skill at Dexterity 2 + 4 = 6. CPs: 60 - 5 (Size) - 2 (Body) - 2 (occupation) - 15 (Sword +4) - 5 (one
 * fate point) = 31 left.
 */
function swordsman(events: LedgerEvent[] = []): CharacterFile {
  const blank = mls.newCharacter(mls.defaultSettings(), 1) as MlsCreation;
  const creation: MlsCreation = {
    ...blank,
    primaries: { ...blank.primaries, size: 2, body: 1 },
    secondaries: [
      {
        id: 'guard',
        name: 'Guard',
        kind: 'trained',
        base: { kind: 'primary', trait: 'awareness' },
        level: 0,
        occupation: true,
      },
      {
        id: 'sword',
        name: 'Sword',
        kind: 'trained',
        base: { kind: 'primary', trait: 'dexterity' },
        level: 4,
        combat: true,
      },
    ],
    hitPointsRoll: enteredRoll('5d6', 25),
    extraFatePoints: 1,
  };
  return {
    formatVersion: 1,
    id: 'bran-abc123',
    name: 'Bran',
    system: 'mls',
    createdAt: '2026-09-01',
    creation,
    events,
  };
}

const at = (n: number, payload: Record<string, unknown>): LedgerEvent =>
  ({ id: `e${n}`, date: '2026-10-01', ...payload }) as LedgerEvent;

function editorFor(file: CharacterFile) {
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: mls,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => 7,
  });
}

const outcome = () => screen.getByRole('status', { name: 'Last advancement' });
const part = () => screen.getByRole('region', { name: 'Hit points and fate points' });

describe('MLS advancement: damage, healing and fate points', () => {
  it('records damage and healing, says what the hit points now mean, and refuses healing above THP in the rules’ words', async () => {
    const editor = editorFor(swordsman());
    const user = userEvent.setup();
    render(<MlsAdvance editor={editor} />);
    expect(part()).toHaveTextContent('Current hit points 25 of 25 (Unhurt).');
    expect(part()).toHaveTextContent(
      'Shock Roll at 12 or less (below 50% of 25); Shock Roll against death at −1 or less (below 0); dead at −13 or less (below −50%).',
    );

    const points = within(part()).getByRole('spinbutton', { name: 'Points of damage or healing' });
    await user.clear(points);
    await user.type(points, '13');
    await user.click(within(part()).getByRole('button', { name: 'Record 13 damage' }));
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'damage', amount: 13 });
    expect(outcome()).toHaveTextContent(
      'Took 13 damage. Current hit points 12 of 25 (Shock Roll due). No CPs spent; 31 CPs left.',
    );

    await user.clear(points);
    await user.type(points, '14');
    const heal = within(part()).getByRole('button', { name: 'Heal 14 hit points' });
    expect(heal).toBeDisabled();
    expect(heal).toHaveAccessibleDescription(
      'Current hit points can never rise above Total Hit Points ("CHP"): CHP is 12 of 25, so at most 13 can be healed, not 14; record 13 or less.',
    );

    // By keyboard: the points, then the damage button, then the heal button.
    await user.clear(points);
    await user.type(points, '13');
    await user.tab();
    expect(within(part()).getByRole('button', { name: 'Record 13 damage' })).toHaveFocus();
    await user.tab();
    expect(within(part()).getByRole('button', { name: 'Heal 13 hit points' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'heal', amount: 13 });
    expect(outcome()).toHaveTextContent('Healed 13 hit points. Current hit points 25 of 25 (Unhurt).');
  });

  it('refuses a number of points that is not a whole number from 1', async () => {
    const editor = editorFor(swordsman());
    const user = userEvent.setup();
    render(<MlsAdvance editor={editor} />);
    const points = within(part()).getByRole('spinbutton', { name: 'Points of damage or healing' });
    await user.clear(points);
    await user.type(points, '0');
    const damage = within(part()).getByRole('button', { name: 'Record damage' });
    expect(damage).toBeDisabled();
    expect(damage).toHaveAccessibleDescription('Type the points, a whole number from 1 to 10,000.');
    expect(editor.file.events).toEqual([]);
  });

  it('spends a fate point on a failed Shock Roll against death only below 0, then says none is left', async () => {
    const editor = editorFor(swordsman());
    const user = userEvent.setup();
    render(<MlsAdvance editor={editor} />);
    const shock = () =>
      within(part()).getByRole('button', { name: 'Spend a fate point: the failed Shock Roll against death succeeds' });
    expect(shock()).toBeDisabled();
    expect(shock()).toHaveAccessibleDescription(/CHP is 25, so no such roll is due\.$/);

    const points = within(part()).getByRole('spinbutton', { name: 'Points of damage or healing' });
    await user.clear(points);
    await user.type(points, '26');
    await user.click(within(part()).getByRole('button', { name: 'Record 26 damage' }));
    expect(part()).toHaveTextContent('Current hit points −1 of 25 (Shock Roll against death).');
    await user.click(shock());
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'spend-fate', use: 'shock' });
    expect(outcome()).toHaveTextContent(
      'Spent a fate point: the Shock Roll against death succeeds. 0 fate points left.',
    );
    expect(shock()).toHaveAccessibleDescription(
      'No fate point is left to spend (1 had, 1 spent); buy one for 5 CPs first.',
    );
  });

  it('buys a fate point for 5 CPs and spends it to bring certain death back to −50% THP', async () => {
    const file = swordsman([at(1, { type: 'damage', amount: 38 })]);
    // No fate point bought at creation: 31 + 5 = 36 CPs left.
    (file.creation as unknown as MlsCreation).extraFatePoints = 0;
    const editor = editorFor(file);
    const user = userEvent.setup();
    render(<MlsAdvance editor={editor} />);
    // 38 damage: CHP −13, below −12.5.
    expect(part()).toHaveTextContent('Current hit points −13 of 25 (Dead (certain death)).');
    expect(part()).toHaveTextContent('Dead (certain death): no fate point is left to prevent it.');
    const save = () =>
      within(part()).getByRole('button', {
        name: 'Spend a fate point to prevent certain death (hit points back to −12)',
      });
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription(
      'No fate point is left to spend (0 had, 0 spent); buy one for 5 CPs first.',
    );

    await user.click(screen.getByRole('button', { name: 'Buy a fate point (5 CPs)' }));
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'buy-fate' });
    expect(outcome()).toHaveTextContent('Bought a fate point; 1 fate point left. Spent 5 CPs; 31 CPs left.');

    await user.click(save());
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'spend-fate', use: 'certain-death' });
    expect(outcome()).toHaveTextContent(
      'Spent a fate point to prevent certain death: 1 damage removed, current hit points −12 of 25 (Shock Roll against death). 0 fate points left.',
    );
  });
});

describe('the MLS sheet and print: play values', () => {
  it('shows the current hit points and what they mean, the fate points left, and each combat skill’s attacks', () => {
    const editor = editorFor(swordsman([at(1, { type: 'damage', amount: 13 }), at(2, { type: 'buy-fate' })]));
    render(<MlsSheetView editor={editor} />);
    const fact = (term: string) =>
      screen.getAllByRole('term').find((t) => t.textContent === term)!.nextElementSibling!.textContent;
    expect(fact('Current hit points')).toMatch(/^12 of 25, 13 damage not healed\. Shock Roll due: Below 50% of THP/);
    expect(fact('Fate points')).toMatch(
      /^2 left of 2: 0 from personality .* \+ 1 bought at creation \+ 1 bought in play, at 5 CPs each; 0 spent$/,
    );

    const attacks = screen.getByRole('table', { name: 'Attacks per turn' });
    const sword = within(within(attacks).getByRole('rowheader', { name: 'Sword' }).closest('tr')!).getAllByRole('cell');
    // Sword 6: half is 3 attacks, in the 1st, 3rd and 5th rounds.
    expect(sword.map((c) => c.textContent)).toEqual(['6', '3', '1st, 3rd and 5th']);
    expect(within(attacks).queryByRole('rowheader', { name: 'Guard' })).toBeNull();

    const damage = screen.getByRole('table', { name: 'Damage by Dam rating' });
    const row = (dam: string) =>
      within(within(damage).getByRole('rowheader', { name: dam }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Dam 6 = 4 + 2: 1d6+1d3, 6 to 9; doubled, 12: 3d6 (12 to 18). Dam 9 = 8 + 1: 2d6, 9 to 12.
    expect(row('6')).toEqual(['1d6+1d3', '6 to 9', '3d6 (12 to 18)']);
    expect(row('9')).toEqual(['2d6', '9 to 12', '4d6+1d3 (18 to 27)']);
    expect(row('1')).toEqual(['none', '1', '1d3 (2 to 3)']);
  });

  it('says no skill is marked when none is a combat or magic skill', () => {
    const file = swordsman();
    (file.creation as unknown as MlsCreation).secondaries[1]!.combat = false;
    render(<MlsSheetView editor={editorFor(file)} />);
    expect(screen.getByText(/^No secondary trait is marked as a combat or magic skill/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Attacks per turn' })).toBeNull();
  });

  it('prints the current hit points, the fate points used and left, and the attacks per turn', () => {
    const editor = editorFor(
      swordsman([at(1, { type: 'damage', amount: 26 }), at(2, { type: 'spend-fate', use: 'shock' })]),
    );
    render(
      <MlsPrintSheet
        editor={editor}
        options={{ pageSize: 'A4', includeHistory: false, blank: false, date: '2026-11-21' }}
      />,
    );
    const points = screen.getByRole('region', { name: 'Points' });
    expect(points).toHaveTextContent('Hit pointsTotal25Current−1');
    expect(points).toHaveTextContent('Shock Roll at 12 or less');
    expect(points).toHaveTextContent('Fate pointsTotal1Used1Left0');
    const attacks = within(screen.getByRole('region', { name: 'Combat' })).getByRole('table', {
      name: 'Attacks per turn',
    });
    expect(
      within(within(attacks).getByRole('rowheader', { name: 'Sword' }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '3', '1st, 3rd and 5th']);
  });
});

describe('the MLS history: play entries in words', () => {
  it('words damage, healing, fate points spent and bought, and what each changed', () => {
    const file = swordsman([
      at(1, { type: 'damage', amount: 26 }),
      at(2, { type: 'spend-fate', use: 'shock' }),
      at(3, { type: 'heal', amount: 6 }),
      at(4, { type: 'buy-fate' }),
      at(5, { type: 'damage', amount: 20 }),
      at(6, { type: 'spend-fate', use: 'certain-death' }),
    ]);
    const result = evaluate(mls, file, {}, { keepSheets: true });
    const sheets = result.sheets as MlsSheet[];
    const lines = file.events.map((e, i) => [
      mlsHistoryDescriber.describe(e, sheets[i]),
      ...mlsHistoryDescriber.changes(sheets[i]!, sheets[i + 1]!),
    ]);
    expect(lines).toEqual([
      ['Took 26 damage', 'Current hit points 25 → −1 (Shock Roll against death)'],
      ['Spent a fate point: a failed Shock Roll against death made a success', 'Fate points left 1 → 0'],
      ['Healed 6 hit points', 'Current hit points −1 → 5 (Shock Roll due)'],
      ['Bought a fate point', 'Fate points left 0 → 1', 'CPs unspent 31 → 26'],
      ['Took 20 damage', 'Current hit points 5 → −15 (Dead (certain death))'],
      [
        'Spent a fate point to prevent certain death',
        'Fate points left 1 → 0',
        'Current hit points −15 → −12 (Shock Roll against death)',
      ],
    ]);
  });
});
