import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterFile } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HursagmuSheetView } from '../../../../src-renderer/systems/hursagmu/sheet/hursagmu-sheet-view';

const hursagmu = getRuleSystem('hursagmu')!;

/**
 * A sorcerer-archer: Archery 6 (8), Strength 2 (2), Athletics 2 (2), Command 3 (3), Willpower 1 (1) and
 * Sorcery (Amelatu) (8) spend 24 of 60 points. A sword (2000 cc), boiled hide (400 cc), a wooden shield
 * (200 cc) and 40 yards of rope (400 cc) leave 2000 cc of 5000; a staff focus has no price.
 */
function sorcerer(): CharacterFile {
  const creation: HursagmuCreation = {
    traits: { archery: 6, strength: 2, athletics: 2, command: 3, willpower: 1 },
    gifts: [{ gift: 'sorcery-amelatu' }],
    equipment: [
      { kind: 'weapon', id: 'sword', name: 'Sword', size: 'medium', warOnly: true },
      { kind: 'weapon', id: 'crossbow', name: 'Crossbow', size: 'large', missile: true, mechanical: true },
      { kind: 'armor', id: 'hide', points: 3 },
      { kind: 'shield', id: 'shield', material: 'wooden' },
      { kind: 'focus', id: 'staff', name: 'Staff', length: 8, power: 12, negation: 0 },
      { kind: 'gear', id: 'rope', item: 'rope', quantity: 40 },
    ],
  };
  return {
    formatVersion: 1,
    id: 'ninsun-abc123',
    name: 'Ninsun',
    system: 'hursagmu',
    createdAt: '2026-09-01',
    creation,
    events: [
      { id: 'e1', type: 'award', date: '2026-10-01', points: 10 },
      { id: 'e2', type: 'damage', date: '2026-10-02', metric: 'health', amount: 5 },
      { id: 'e3', type: 'damage', date: '2026-10-02', metric: 'sanity', amount: 9 },
    ],
  };
}

function renderSheet(file: CharacterFile, settings: Record<string, unknown> = { startingCoins: 50000 }) {
  const editor = new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: hursagmu,
    file,
    campaignSettings: settings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
  render(<HursagmuSheetView editor={editor} />);
  return { editor, user: userEvent.setup() };
}

const metricRow = (name: string) =>
  within(screen.getByRole('table', { name: 'Stamina, Health and Sanity' })).getByRole('row', {
    name: new RegExp(`^${name}`),
  });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('HURSAGMU sheet', () => {
  it('shows traits with their armor and shield modifiers, gifts, weapons with Strength, load, movement and money', () => {
    const { editor } = renderSheet(sorcerer());
    expect(editor.legal).toBe(true);
    const traits = screen.getByRole('table', { name: 'Traits' });
    expect(cells(within(traits).getByRole('row', { name: /^Archery/ }))).toEqual(['6', '6', '']);
    expect(cells(within(traits).getByRole('row', { name: /^Athletics/ }))).toEqual(['2', '−1', 'armor −3']);
    expect(cells(within(traits).getByRole('row', { name: /^Defense/ }))).toEqual(['0', '2', 'shield +2']);

    expect(within(screen.getByRole('list', { name: 'Gifts' })).getByText('Sorcery (Amelatu)')).toBeInTheDocument();

    const weapons = screen.getByRole('table', { name: 'Weapons' });
    const sword = within(weapons).getByRole('row', { name: /^Sword/ });
    expect(within(sword).getAllByRole('cell')[0]).toHaveTextContent('12 (weapon 10 + Strength 2)');
    expect(within(sword).getAllByRole('cell')[3]).toHaveTextContent('−6');
    const crossbow = within(weapons).getByRole('row', { name: /^Crossbow/ });
    expect(within(crossbow).getAllByRole('cell')[0]).toHaveTextContent(
      '12 (weapon 12; mechanical, so Strength is not added)',
    );
    expect(within(crossbow).getAllByRole('cell')[1]).toHaveTextContent('2');
    expect(within(crossbow).getAllByRole('cell')[2]).toHaveTextContent('reach 360 spaces (30 per point of damage)');

    // Lift 200 lb at Strength 2; sword 5 + crossbow 10 + armor 30 + shield 10 + staff 4 + rope 20 = 79 lb.
    const load = screen.getByRole('region', { name: 'Lift, load and movement' });
    expect(load).toHaveTextContent('Lift200 lb (Strength 2');
    expect(load).toHaveTextContent('Carried79 lb (40% of lift');
    expect(load).toHaveTextContent('Unencumbered');
    expect(load).toHaveTextContent('Movement9 10 + Athletics 2 − armor 3 = 9 spaces per action');
    expect(
      within(screen.getByRole('table', { name: 'What is carried' })).getByRole('row', { name: /^Rope x 40 yards/ }),
    ).toHaveTextContent('20 lb');

    const protection = screen.getByRole('region', { name: 'Armor, shield and foci' });
    expect(protection).toHaveTextContent('boiled hide, 3 points');
    expect(protection).toHaveTextContent('Penalty −3 to movement and to Acrobatics, Athletics, Climbing and Stealth');
    expect(protection).toHaveTextContent('Channels 15 per round (Command + power)');

    // 50000 - 2000 - 40000 - 400 - 200 - 400 = 7000 cc; 60 - 24 = 36 points left plus 10 awarded.
    const purse = screen.getByRole('region', { name: 'Money and experience' });
    expect(purse).toHaveTextContent('70 gc 0 sc 0 cc');
    expect(purse).toHaveTextContent('Experience unspent46 experience points');
  });

  it('limits maximum Stamina to the lower of current Health and Sanity, and says so', () => {
    renderSheet(sorcerer());
    // 5 Health and 9 Sanity damage: Health 15, Sanity 11, so Stamina at most 11 (the book's example).
    expect(cells(metricRow('Stamina'))).toEqual(['11', '11', '0', 'well']);
    expect(cells(metricRow('Health'))).toEqual(['15', '20', '5', 'well']);
    expect(cells(metricRow('Sanity'))).toEqual(['11', '20', '9', 'well']);
    expect(
      screen.getByText(/Maximum Stamina 11: the lowest of 20, current Health \(15\) and current Sanity \(11\)/),
    ).toBeInTheDocument();
  });

  it('records damage and recovery in the ledger, and undo restores the values', async () => {
    const { editor, user } = renderSheet(sorcerer());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Metric' }), 'stamina');
    const points = screen.getByRole('spinbutton', { name: 'Points' });
    await user.clear(points);
    // Stamina damage counts down from 20, so 20 points bring it to 0 whatever its maximum.
    await user.type(points, '20');
    await user.click(screen.getByRole('button', { name: 'Record 20 Stamina damage' }));

    expect(editor.file.events.at(-1)).toMatchObject({ type: 'damage', metric: 'stamina', amount: 20 });
    expect(cells(metricRow('Stamina'))).toEqual(['0', '11', '20', 'barely conscious (−10 to all trait rolls)']);
    expect(screen.getByRole('status', { name: 'Last entry' })).toHaveTextContent(
      'Recorded 20 Stamina damage. Stamina is now 0 of 11',
    );
    // At zero Stamina every trait roll takes -10.
    expect(cells(within(screen.getByRole('table', { name: 'Traits' })).getByRole('row', { name: /^Archery/ }))).toEqual(
      ['6', '−4', 'zero Stamina −10'],
    );

    await user.clear(points);
    await user.type(points, '4');
    await user.click(screen.getByRole('button', { name: 'Recover 4 Stamina' }));
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'recover', metric: 'stamina', amount: 4 });
    expect(cells(metricRow('Stamina'))).toEqual(['4', '11', '16', 'well']);

    act(() => editor.undo());
    expect(cells(metricRow('Stamina'))).toEqual(['0', '11', '20', 'barely conscious (−10 to all trait rolls)']);
    act(() => editor.undo());
    expect(cells(metricRow('Stamina'))).toEqual(['11', '11', '0', 'well']);
    expect(editor.file.events).toHaveLength(3);
  });

  it('refuses to recover more than the damage taken, explaining why beside the button', async () => {
    const { editor, user } = renderSheet(sorcerer());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Metric' }), 'health');
    const points = screen.getByRole('spinbutton', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '6');
    const recover = screen.getByRole('button', { name: 'Recover 6 Health' });
    expect(recover).toBeDisabled();
    expect(recover).toHaveAccessibleDescription(
      'Recover 6 Health: Health has 5 damage to recover, not 6; record at most 5.',
    );
    expect(screen.getByRole('button', { name: 'Record 6 Health damage' })).toBeEnabled();
    expect(editor.file.events).toHaveLength(3);
  });

  it('halves movement and takes 4 from the agile traits under a heavy load, listing what is carried', () => {
    const file = sorcerer();
    // 79 lb already; 20 days of trail rations (20 lb) and a chest (25 lb) make 124 lb, 62% of 200.
    file.events = [
      {
        id: 'e1',
        type: 'acquire',
        date: '2026-10-01',
        item: { kind: 'gear', id: 'rations', item: 'trail-rations', quantity: 20 },
        paid: true,
      },
      {
        id: 'e2',
        type: 'acquire',
        date: '2026-10-01',
        item: { kind: 'gear', id: 'chest', item: 'chest', quantity: 1 },
        paid: false,
      },
    ];
    renderSheet(file);
    const load = screen.getByRole('region', { name: 'Lift, load and movement' });
    expect(load).toHaveTextContent('Carried124 lb (62% of lift');
    expect(load).toHaveTextContent(
      'Heavy load (carrying 50% of lift or more: movement halved, −4 to the agile traits)',
    );
    expect(load).toHaveTextContent('Movement4 10 + Athletics 2 − armor 3 = 9, halved for the load and rounded down.');
    expect(cells(within(screen.getByRole('table', { name: 'Traits' })).getByRole('row', { name: /^Stealth/ }))).toEqual(
      ['0', '−7', 'armor −3, encumbrance −4'],
    );
    expect(
      within(screen.getByRole('table', { name: 'What is carried' })).getByRole('row', { name: /^Chest/ }),
    ).toHaveTextContent('25 lb');
  });

  it("lists The Master's overrides with their reasons", () => {
    const file = sorcerer();
    file.events.push({
      id: 'e4',
      type: 'override',
      date: '2026-10-03',
      code: 'hursagmu.xp.insufficient',
      path: 'events.4',
      reason: 'A boon from the goddess',
    });
    file.events.push({ id: 'e5', type: 'raise', date: '2026-10-03', trait: 'archery', to: 12 });
    renderSheet(file);
    const overrides = screen.getByRole('list', { name: "The Master's overrides" });
    expect(overrides).toHaveTextContent('Reason: A boon from the goddess');
    expect(overrides).toHaveTextContent(
      'Accepts: Raising Archery from 6 to 12 costs 56 experience points but only 46 are unspent',
    );
  });

  it('shows the combat values of the book: Defense rolled, and each chance to hit counted from 2d6', () => {
    renderSheet(sorcerer());
    const combat = screen.getByRole('region', { name: 'Combat values' });
    // Defense 0 + wooden shield 2, rolled; surprised and fixed objects 2d6 + 0 (003 Round Zero, Recovery, Range).
    expect(combat).toHaveTextContent('Defense2d6 + 2 (rolled against the attacker');
    expect(combat).toHaveTextContent(
      'When surprised2d6 + 0 (no defensive action in round zero, so Defense counts as 0)',
    );
    expect(combat).toHaveTextContent('Fixed objects2d6 + 0 (zero for fixed objects (Range), plus range)');
    expect(combat).toHaveTextContent('Initiative2d6 + 0 (Quickness); haste +2, taken from every other roll that round');
    // Movement 9 (10 + Athletics 2 - armor 3): a charge adds 9 / 4 = 2.
    expect(combat).toHaveTextContent('Movement9 spaces per action; a charge: +2 damage after a full move of 9 spaces');
    // The difference d of two 2d6 rolls (1296 ways): 0: 146; |d| 1: 140, 2: 125, 3: 104, 4: 80, 5: 56, 6: 35,
    // 7: 20, 8: 10, 9: 4, 10: 1. Attacker L against 2d6 + 2 hits when d > 2 - L: L 0, 310; L 2, 575; L 6, d >= -3,
    // 1090; L 10, d >= -7, 1281. Surprised, against 2d6 + 0: 575, 861, 1226, 1295.
    const attackers = within(combat).getByRole('table', { name: 'Chance an attacker hits this character' });
    expect(cells(within(attackers).getByRole('row', { name: /^Human average \(0\)/ }))).toEqual([
      '310 in 1296 (24%)',
      '575 in 1296 (44%)',
    ]);
    expect(cells(within(attackers).getByRole('row', { name: /^Apprentice \(2\)/ }))).toEqual([
      '575 in 1296 (44%)',
      '861 in 1296 (66%)',
    ]);
    expect(cells(within(attackers).getByRole('row', { name: /^Journeyman \(6\)/ }))).toEqual([
      '1090 in 1296 (84%)',
      '1226 in 1296 (95%)',
    ]);
    expect(cells(within(attackers).getByRole('row', { name: /^Master \(10\)/ }))).toEqual([
      '1281 in 1296 (99%)',
      '1295 in 1296 (>99.9%)',
    ]);
    // Archery 6 against 2d6 + 0: d >= -5, 1226.
    const objects = within(combat).getByRole('table', { name: 'Chance to hit a fixed object' });
    expect(cells(within(objects).getByRole('row', { name: /^Archery/ }))).toEqual(['2d6 + 6', '1226 in 1296 (95%)']);
    expect(cells(within(objects).getByRole('row', { name: /^Fighting/ }))).toEqual(['2d6 + 0', '575 in 1296 (44%)']);
    // 003 "Range": senses, and the Amelatu discipline the sorcerer has.
    expect(combat).toHaveTextContent(
      'SensesSmell +1 per space, Hearing +1 per 5 spaces, Vision +1 per 10 spaces, Mysticism +1 per 1000 spaces',
    );
    expect(combat).toHaveTextContent('SorcerySorcery (Amelatu) touch');
  });

  it('shows the revised encounters’ combat values: a flat 6 + Defense, 6 surprised, 4 for a fixed object, and lighter weapons', () => {
    const file = sorcerer();
    file.creation = {
      traits: { athlete: 4, defense: 3, fighting: 5, quickness: 2 },
      gifts: [{ gift: 'intuition' }, { gift: 'sorcery-sabatu' }],
      equipment: [
        { kind: 'weapon', id: 'sword', name: 'Sword', size: 'medium', warOnly: true },
        { kind: 'shield', id: 'shield', material: 'wooden' },
      ],
    };
    file.events = [];
    const { editor } = renderSheet(file, { revisedEncounters: true, startingCoins: 50000 });
    expect(editor.legal).toBe(true);
    const combat = screen.getByRole('region', { name: 'Combat values' });
    // Defense 3 + shield 2 = 5; 6 + 5 = 11.
    expect(combat).toHaveTextContent(
      "Defense11 (a flat 6 + Defense 5; an attacker's 2d6 + trait must be higher, range added to it)",
    );
    expect(combat).toHaveTextContent('When surprised6 (a flat 6 with no trait added (Round Zero), plus range)');
    expect(combat).toHaveTextContent('Fixed objects4 (a flat 4 (Range), plus range)');
    expect(combat).toHaveTextContent('Initiative2d6 + 2 (Quickness); haste +1 to +3');
    // Movement 10 + Athlete 4 = 14: a charge adds 3.
    expect(combat).toHaveTextContent('Movement14 spaces per action; a charge: +3 damage');
    // 2d6 + L > 11: L 0 on 12 (1 in 36); L 2 on 10+ (6); L 6 on 6+ (26); L 10 always. Surprised, > 6: 21, 30, 36, 36.
    const attackers = within(combat).getByRole('table', { name: 'Chance an attacker hits this character' });
    expect(within(attackers).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['1 in 36 (3%)', '21 in 36 (58%)'],
      ['6 in 36 (17%)', '30 in 36 (83%)'],
      ['26 in 36 (72%)', '36 in 36 (100%)'],
      ['36 in 36 (100%)', '36 in 36 (100%)'],
    ]);
    // Against a flat 4: Fighting 5 always; Archery and Throwing 0 on 5 or more, 30.
    const objects = within(combat).getByRole('table', { name: 'Chance to hit a fixed object' });
    expect(within(objects).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['2d6 + 5', '36 in 36 (100%)'],
      ['2d6 + 0', '30 in 36 (83%)'],
      ['2d6 + 0', '30 in 36 (83%)'],
    ]);
    expect(combat).toHaveTextContent('Intuition +1 per 1000 spaces');
    expect(combat).toHaveTextContent('SorcerySorcery (Sabatu) +1 per 5 spaces');
    // The sword on the revised scale: 10 - 4 = 6, Strength 0.
    const sword = within(screen.getByRole('table', { name: 'Weapons' })).getByRole('row', { name: /^Sword/ });
    expect(within(sword).getAllByRole('cell')[0]).toHaveTextContent(
      "6 (weapon 6 + Strength 0; the book gives this weapon 10, and the revised encounters take 4 from every weapon's damage)",
    );
  });
});
