import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../../shared/rules/systems/heimr';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { HeimrTurnOrder } from '../../../../src-renderer/systems/heimr/party/heimr-turn-order';
import { gameEditor } from '../../game-editor';

/*
 * Heimr's turn order on the campaign page (002_660a93111b0de833.txt, "Initiative"): dexterity as the initiative's
 * consistency, willpower as its potential; the highest score first, the higher willpower first on the same score.
 * Asa has dexterity 2, Cid 1, Bjorn 0; Bjorn's campaign gives willpower 4, the others' 3.
 */
type Editor = CharacterEditorStore<HeimrCreation, HeimrSheet, HeimrSettings>;

function member(name: string, dexterity: number, willpower: number) {
  const editor: Editor = gameEditor(
    'heimr',
    { id: name.toLowerCase(), name, creation: { attributes: { dexterity }, training: {} } },
    { willpower },
  );
  return { id: name.toLowerCase(), name, sheet: editor.sheet! };
}

const party = () => [member('Asa', 2, 3), member('Bjorn', 0, 4), member('Cid', 1, 3)];
const field = (name: string) => screen.getByRole('spinbutton', { name: `Initiative of ${name}` });
const order = () =>
  within(screen.getByRole('list', { name: 'The order' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Heimr’s turn order', () => {
  it('shows each character’s initiative consistency and potential, and the book’s rule', () => {
    render(<HeimrTurnOrder characters={party()} seed={() => 1} />);
    const table = screen.getByRole('table', { name: 'Initiative of each character taking part' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Asa', '+2', '+3', 'Initiative of Asa'],
      ['Bjorn', '0', '+4', 'Initiative of Bjorn'],
      ['Cid', '+1', '+3', 'Initiative of Cid'],
    ]);
    expect(
      screen.getByText(/When players roll the same initiative, the player with the highest willpower goes first/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Still to come: Asa, Bjorn, Cid\./)).toBeInTheDocument();
  });

  it('orders rolls typed from the table, the higher willpower first on the same score, all by keyboard', async () => {
    const user = userEvent.setup();
    render(<HeimrTurnOrder characters={party()} seed={() => 1} />);
    await user.tab();
    expect(field('Asa')).toHaveFocus();
    await user.keyboard('9');
    await user.tab();
    await user.keyboard('9');
    await user.tab();
    await user.keyboard('12');
    expect(order()).toEqual([
      'Cid, initiative 12',
      'Bjorn, initiative 9',
      'Asa, initiative 9 (same score 9: Bjorn first, willpower 4 against 3)',
    ]);
  });

  it('says what the dice can give when a typed roll cannot be the character’s, and waits for it', async () => {
    const user = userEvent.setup();
    render(<HeimrTurnOrder characters={party()} seed={() => 1} />);
    await user.type(field('Bjorn'), '8');
    await user.type(field('Cid'), '8');
    // Consistency +2 and potential +3: 1 + 3 = 4 at the least, 10 + 1 (two 10s) + 3 = 14 at the most.
    await user.type(field('Asa'), '15');
    expect(field('Asa')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Asa')).toHaveAccessibleDescription(
      'Asa’s initiative at consistency +2 and potential +3 is from 4 to 14, not 15: check the dice and type it again.',
    );
    expect(screen.queryByRole('list', { name: 'The order' })).not.toBeInTheDocument();
    expect(screen.getByText(/Still to come: Asa\./)).toBeInTheDocument();
    await user.clear(field('Asa'));
    await user.type(field('Asa'), '8');
    expect(field('Asa')).toHaveAttribute('aria-invalid', 'false');
    // All three on 8: Bjorn's willpower 4 first; Asa and Cid, both at 3, decide between them.
    expect(order()).toEqual([
      'Bjorn, initiative 8',
      'Asa, initiative 8 (same score 8: Bjorn first, willpower 4 against 3)',
      'Cid, initiative 8 (same score 8 and willpower 3: the book does not say who goes first, so Asa and Cid decide between them (listed in the party’s order))',
    ]);
  });

  it('rolls every character’s initiative from the seeds given, by the book’s dice, and orders them', async () => {
    const user = userEvent.setup();
    const seeds: number[] = [];
    let next = 41;
    render(
      <HeimrTurnOrder
        characters={party()}
        seed={() => {
          seeds.push(next);
          return next++;
        }}
      />,
    );
    screen.getByRole('button', { name: 'Roll initiative' }).focus();
    await user.keyboard('{Enter}');
    expect(seeds).toEqual([41, 42, 43]);
    expect(screen.getByRole('status')).toHaveTextContent('Rolled initiative for 3 characters.');
    // Each score is the dice shown read by the book's rule: the highest die, one more for each extra 10, then the
    // potential (Bjorn at consistency 0 rolls the d6 alone).
    const scores = new Map<string, number>();
    for (const [name, potential, count] of [
      ['Asa', 3, 3],
      ['Bjorn', 4, 1],
      ['Cid', 3, 2],
    ] as const) {
      const dice = (field(name).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent!)
        .join('')
        .replace(/^\s*dice /, '')
        .split(', ')
        .map(Number);
      expect(dice).toHaveLength(count);
      const highest = Math.max(...dice);
      const extras = highest === 10 ? dice.filter((d) => d === 10).length - 1 : 0;
      const score = highest + extras + potential;
      expect(field(name)).toHaveValue(score);
      scores.set(name, score);
    }
    const expected = [...scores].sort((a, b) => b[1] - a[1] || (b[0] === 'Bjorn' ? 1 : a[0] === 'Bjorn' ? -1 : 0));
    expect(order().map((line) => line!.split(',')[0])).toEqual(expected.map(([name]) => name));
    // The same seeds, the same rolls.
    const first = ['Asa', 'Bjorn', 'Cid'].map((name) => (field(name) as HTMLInputElement).value);
    next = 41;
    await user.click(screen.getByRole('button', { name: 'Roll initiative' }));
    expect(['Asa', 'Bjorn', 'Cid'].map((name) => (field(name) as HTMLInputElement).value)).toEqual(first);
  });
});
