import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEvent } from '../../../../shared/model';
import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { SymbaroumSheetView } from '../../../../src-renderer/systems/symbaroum/sheet/symbaroum-sheet-view';
import { OnCharacterPage, type ReferenceEditor } from '../../explain-page';
import { gameEditor } from '../../game-editor';

/*
 * The tests the book gives numbers for on the sheet's "At the table" (001_747545f513491440.txt): the attack
 * [Accurate←Defense], Defense [Defense←Accurate] and surprise [Discreet←Vigilant], each a D20 at or under the
 * character's value modified by "[10 – the enemy's attribute value]", and the death test's 1D20.
 */

type Editor = CharacterEditorStore<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>;

/**
 * Accurate 12, Discreet 9, Quick 12; medium armor (Impeding 3, the campaign's default list) and a shield: Defense
 * 12 − 3 + 1 = 10. Eighty points; Strong 10, Toughness 10.
 */
const WARDEN = {
  attributes: {
    accurate: 12,
    cunning: 8,
    discreet: 9,
    persuasive: 9,
    quick: 12,
    resolute: 10,
    strong: 10,
    vigilant: 10,
  },
  abilities: {},
  armor: 'medium',
  shield: 'shield',
};

let n = 0;
const entry = (fields: Record<string, unknown>): LedgerEvent =>
  ({ id: `e${++n}`, date: '2026-04-02', ...fields }) as LedgerEvent;

function sheetWith(events: LedgerEvent[] = []) {
  const editor = gameEditor('symbaroum', { id: 'eira', name: 'Eira', creation: WARDEN, events }) as unknown as Editor;
  return render(
    <OnCharacterPage editor={editor as unknown as ReferenceEditor}>
      <SymbaroumSheetView editor={editor} />
    </OnCharacterPage>,
  );
}

const table = () => screen.getByRole('region', { name: 'At the table' });
const value = (term: string) => within(table()).getByText(term).nextElementSibling as HTMLElement;

describe('Symbaroum at the table: the tests the book gives numbers for', () => {
  it('shows the attack’s chance against the enemy’s Defense typed, with the Advantage, and explains it', async () => {
    const user = userEvent.setup({ delay: null });
    sheetWith();
    const attack = value('Attack [Accurate←Defense]');
    // Against Defense 10 (no modification): 12 of 20, 60%; with the Advantage's +2, 14 of 20, 70%.
    expect(attack).toHaveTextContent(
      'A test of Accurate 12 against Defense 10 succeeds 60%, with the Advantage 70% (flanking, an enemy lying down in melee, attacking from higher ground).',
    );
    const field = within(attack).getByRole('spinbutton', { name: 'Enemy’s Defense' });
    await user.clear(field);
    await user.type(field, '11');
    // 12 − 1 = 11 of 20, 55%; with the Advantage 13, 65%.
    expect(attack).toHaveTextContent('A test of Accurate 12 against Defense 11 succeeds 55%, with the Advantage 65%');
    await user.click(within(attack).getByRole('button', { name: 'Why is the chance of the attack 55%?' }));
    const dialog = screen.getByRole('dialog', { name: 'Why is the chance of the attack 55%?' });
    expect(
      within(dialog).getByText(
        'D20 ≤ Accurate 12 − 1 (10 − the enemy’s 11) = 11: 11 faces at or under it, 11 of the 20 faces → 55%',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/The attack is made with \[Accurate←Defense\]\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      within(attack).getByRole('button', { name: 'Why is the chance of the attack with the Advantage 65%?' }),
    ).toBeInTheDocument();
  });

  it('shows Defense, armor and shield counted, against the attacker’s Accurate, and says what a failure brings', async () => {
    const user = userEvent.setup({ delay: null });
    sheetWith();
    const defense = value('Defense [Defense←Accurate]');
    // Defense 10 against Accurate 10: 10 of 20, 50%; against 13: 10 − 3 = 7, 35%.
    expect(defense).toHaveTextContent('A test of Defense 10 against Accurate 10 succeeds 50%');
    const field = within(defense).getByRole('spinbutton', { name: 'Attacker’s Accurate' });
    await user.clear(field);
    await user.type(field, '13');
    expect(defense).toHaveTextContent(
      'A test of Defense 10 against Accurate 13 succeeds 35%: the attack is parried or dodged; otherwise it hits, and deals damage if the weapon’s damage is higher than the roll for Armor.',
    );
    await user.click(within(defense).getByRole('button', { name: 'Why is the chance of the Defense test 35%?' }));
    const dialog = screen.getByRole('dialog', { name: 'Why is the chance of the Defense test 35%?' });
    expect(
      within(dialog).getByText(/^D20 ≤ Defense 10 − 3 \(10 − the enemy’s 13\) = 7: .* → 35%$/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/the Defense test is given without an attacker’s Advantage/)).toBeInTheDocument();
  });

  it('shows surprise against the enemy’s Vigilant, and says plainly when what is typed cannot be used', async () => {
    const user = userEvent.setup({ delay: null });
    sheetWith();
    const surprise = value('Surprise [Discreet←Vigilant]');
    const field = within(surprise).getByRole('spinbutton', { name: 'Enemy’s Vigilant' });
    await user.clear(field);
    await user.type(field, '12');
    // Discreet 9 against Vigilant 12: 9 − 2 = 7 of 20, 35%.
    expect(surprise).toHaveTextContent(
      'A test of Discreet 9 against Vigilant 12 succeeds 35%: one Free Attack at the start of the turn. A group tests its lowest Discreet against the defenders’ highest Vigilant.',
    );
    await user.clear(field);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      'The enemy’s Vigilant is a whole number, such as 12; type one to see the chance against it. Until then it is against 10.',
    );
    // Against 10 meanwhile: 9 of 20, 45%.
    expect(surprise).toHaveTextContent('A test of Discreet 9 against Vigilant 10 succeeds 45%');
  });

  it('gives the death test’s faces and the chance the next kills, from the steps taken, and none for the dead', async () => {
    const user = userEvent.setup({ delay: null });
    // 12 damage: dying; 13 and 19 are two steps of three.
    sheetWith([
      entry({ type: 'damage', amount: 12 }),
      entry({ type: 'death-test', roll: 13 }),
      entry({ type: 'death-test', roll: 19 }),
    ]);
    expect(value('Death test')).toHaveTextContent(
      '1D20 each turn while dying: 1 wakes with 1D4 Toughness (5%); 2–10 no change (45%); 11–19 a step closer, the third time dies (45%); 20 dies (5%). With 2 of 3 steps taken, the next test kills 50%.',
    );
    await user.click(screen.getByRole('button', { name: 'Why is the chance that the next death test kills 50%?' }));
    const dialog = screen.getByRole('dialog', { name: 'Why is the chance that the next death test kills 50%?' });
    expect(within(dialog).getByText(/dies on 20, and on 11–19, the third step: 1 \+ 9 = 10 faces/)).toBeInTheDocument();
  });

  it('gives a character not dying the next death test’s chance at no steps, and a dead one no death test', () => {
    const unharmed = sheetWith();
    expect(value('Death test')).toHaveTextContent('With 0 of 3 steps taken, the next test kills 5%.');
    unharmed.unmount();
    // 12 damage, then a death test of 20: dead.
    sheetWith([entry({ type: 'damage', amount: 12 }), entry({ type: 'death-test', roll: 20 })]);
    expect(within(table()).queryByText('Death test')).toBeNull();
    expect(value('Dying')).toHaveTextContent('The character is dead.');
  });
});
