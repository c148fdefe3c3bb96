import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { SymbaroumTurnOrder } from '../../../../src-renderer/systems/symbaroum/party/symbaroum-turn-order';
import { gameEditor } from '../../game-editor';

/*
 * Symbaroum's turn order on the campaign page (001_747545f513491440.txt, "Turn Order"): the highest Quick first,
 * then the higher Vigilant, then the higher 1D20. The party is the reference campaign's
 * (test/fixtures/symbaroum/reference): Brand Quick 10 Vigilant 13, Orm and Saga 10 and 10, Tyra 12 and 9, Ylva 13
 * and 8.
 */
type Editor = CharacterEditorStore<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>;

function member(name: string, quick: number, vigilant: number) {
  const attributes = { accurate: 10, cunning: 10, discreet: 10, persuasive: 10, resolute: 10, strong: 10 };
  const editor: Editor = gameEditor('symbaroum', {
    id: name.toLowerCase(),
    name,
    creation: { attributes: { ...attributes, quick, vigilant }, abilities: {}, armor: null, shield: 'none' },
  });
  return { id: name.toLowerCase(), name, sheet: editor.sheet! };
}

const party = () => [
  member('Brand', 10, 13),
  member('Orm', 10, 10),
  member('Saga', 10, 10),
  member('Tyra', 12, 9),
  member('Ylva', 13, 8),
];
const order = () =>
  within(screen.getByRole('list', { name: 'The order' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const die = (name: string, roll = 1) =>
  screen.getByRole('spinbutton', { name: `${name}’s 1D20${roll > 1 ? `, roll ${roll}` : ''}` });

describe('Symbaroum’s turn order', () => {
  it('orders by Quick, then Vigilant, with the values, and asks for 1D20 between the two still equal', () => {
    render(<SymbaroumTurnOrder characters={party()} seed={() => 1} />);
    expect(order()).toEqual([
      'Ylva, Quick 13, Vigilant 8',
      'Tyra, Quick 12, Vigilant 9',
      'Brand, Quick 10, Vigilant 13',
      'Orm, Quick 10, Vigilant 10 (same Quick 10: Brand first, Vigilant 13 against 10)',
      'Saga, Quick 10, Vigilant 10 (same Quick 10 and Vigilant 10: Orm and Saga roll 1D20, the highest goes first)',
    ]);
    expect(
      screen.getByText(/If they still share the same value, roll 1D20: the highest outcome goes first/),
    ).toBeInTheDocument();
    expect(die('Orm')).toHaveValue(null);
    expect(die('Saga')).toHaveValue(null);
    expect(screen.queryByRole('spinbutton', { name: /Brand/ })).not.toBeInTheDocument();
  });

  it('puts the higher Vigilant first on the same Quick, whatever the party’s order', () => {
    render(<SymbaroumTurnOrder characters={[member('Alrik', 10, 9), member('Brand', 10, 13)]} seed={() => 1} />);
    expect(order()).toEqual([
      'Brand, Quick 10, Vigilant 13',
      'Alrik, Quick 10, Vigilant 9 (same Quick 10: Brand first, Vigilant 13 against 9)',
    ]);
    expect(screen.queryByRole('group', { name: /1D20/ })).not.toBeInTheDocument();
  });

  it('lets the higher 1D20 typed from the table go first, all by keyboard, and refuses a face the die has not', async () => {
    const user = userEvent.setup();
    render(<SymbaroumTurnOrder characters={party()} seed={() => 1} />);
    await user.tab();
    expect(die('Orm')).toHaveFocus();
    await user.keyboard('25');
    expect(die('Orm')).toHaveAttribute('aria-invalid', 'true');
    expect(die('Orm')).toHaveAccessibleDescription(
      'Orm’s 1D20 shows a whole number from 1 to 20, not 25: type the die as it landed.',
    );
    await user.keyboard('{Backspace}{Backspace}4');
    expect(die('Orm')).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(die('Saga')).toHaveFocus();
    await user.keyboard('17');
    expect(order().slice(3)).toEqual([
      'Saga, Quick 10, Vigilant 10, 1D20 17 (same Quick 10: Brand first, Vigilant 13 against 10)',
      'Orm, Quick 10, Vigilant 10, 1D20 4 (same Quick 10 and Vigilant 10: Saga first, 1D20 17 against 4)',
    ]);
    // Equal 1D20s: both roll again.
    await user.clear(die('Saga'));
    await user.type(die('Saga'), '4');
    expect(order()[4]).toBe(
      'Saga, Quick 10, Vigilant 10, 1D20 4 (same Quick 10 and Vigilant 10, and 1D20 4 each: Orm and Saga roll 1D20 again, the highest goes first)',
    );
    await user.type(die('Orm', 2), '2');
    await user.type(die('Saga', 2), '9');
    expect(order().slice(3)).toEqual([
      'Saga, Quick 10, Vigilant 10, 1D20 4 then 9 (same Quick 10: Brand first, Vigilant 13 against 10)',
      'Orm, Quick 10, Vigilant 10, 1D20 4 then 2 (same Quick 10 and Vigilant 10: Saga first, 1D20 again 9 against 2)',
    ]);
  });

  it('rolls 1D20 for the ties from the seeds given, and starts again', async () => {
    const user = userEvent.setup();
    let next = 100;
    const seeds: number[] = [];
    render(
      <SymbaroumTurnOrder
        characters={party()}
        seed={() => {
          seeds.push(next);
          return next++;
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Roll 1D20 for the ties' }));
    // Orm and Saga each roll at least once; nobody else rolls.
    expect(seeds.length).toBeGreaterThanOrEqual(2);
    const lines = order();
    expect(lines.slice(0, 3).map((l) => l!.split(',')[0])).toEqual(['Ylva', 'Tyra', 'Brand']);
    const rolled = (line: string) =>
      line
        .match(/1D20 ([\d then]+) \(/)![1]!
        .split(' then ')
        .map(Number);
    const [fourth, fifth] = [lines[3]!, lines[4]!];
    const [a, b] = [rolled(fourth), rolled(fifth)];
    // The first roll that differs is the higher for the one who goes first.
    const at = a.findIndex((r, i) => r !== b[i]);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(a[at]).toBeGreaterThan(b[at]!);
    for (const r of [...a, ...b]) expect(r >= 1 && r <= 20).toBe(true);
    expect(screen.queryByRole('button', { name: 'Roll 1D20 for the ties' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the 1D20s' }));
    expect(die('Orm')).toHaveValue(null);
    expect(order()[4]).toMatch(/Orm and Saga roll 1D20, the highest goes first/);
  });
});
