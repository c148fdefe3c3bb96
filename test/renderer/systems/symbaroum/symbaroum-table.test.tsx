import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEvent } from '../../../../shared/model';
import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { HistoryView } from '../../../../src-renderer/components/history-view';
import type { HistoryDescriber } from '../../../../src-renderer/contract/history-describer';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { SymbaroumAdvance } from '../../../../src-renderer/systems/symbaroum/advance/symbaroum-advance';
import { symbaroumHistoryDescriber } from '../../../../src-renderer/systems/symbaroum/history-describer';
import { SymbaroumSheetView } from '../../../../src-renderer/systems/symbaroum/sheet/symbaroum-sheet-view';
import { OnCharacterPage, type ReferenceEditor } from '../../explain-page';
import { gameEditor } from '../../game-editor';

type Editor = CharacterEditorStore<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>;

/** Strong 10: Toughness 10, Pain Threshold 10 ÷ 2 = 5; Quick 12. Eighty points. */
const GUARD = {
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
  armor: null,
  shield: 'none',
};

let n = 0;
const entry = (fields: Record<string, unknown>): LedgerEvent =>
  ({ id: `e${++n}`, date: '2026-04-02', ...fields }) as LedgerEvent;

const editorWith = (events: LedgerEvent[] = []) =>
  gameEditor('symbaroum', { id: 'eira', name: 'Eira', creation: GUARD, events }) as unknown as Editor;

// "Pain Threshold": "one of the following things happens … it is the player who decides between the two".
const CHOICE =
  'the character is knocked down and has to get up, or the one who dealt the damage makes an immediate Free Attack against it; the player chooses which';
// "Healing Wounds" and what to do instead.
const REFUSAL =
  'Performing first aid on a dying person requires the Medicus ability, an herbal cure or powers of healing. Days of rest do not stabilise a dying character: record an herbal cure, Medicus or mystical healing given by someone else, or the next death test.';
const WHO =
  'Someone else stabilises the character with an herbal cure, the Medicus ability or mystical healing; days of rest do not.';

describe('Symbaroum at the table: a dying character on the Advance page', () => {
  const outcome = () => screen.getByRole('status', { name: 'Last entry' });

  it('refuses days of rest for a dying character beside the button, and stabilises it with an herbal cure', async () => {
    const user = userEvent.setup({ delay: null });
    // 12 damage on Toughness 10: 0, dying.
    const editor = editorWith([entry({ type: 'damage', amount: 12 })]);
    render(<SymbaroumAdvance editor={editor} />);
    expect(screen.getByText(`The character is dying. ${WHO}`)).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Days of rest' }), '3');
    const stabilise = screen.getByRole('button', { name: 'Stabilise the dying character' });
    expect(stabilise).toHaveAccessibleDescription(`Stabilise the dying character: ${REFUSAL}`);
    await user.click(stabilise);
    expect(editor.file.events).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'How' }), 'herbal');
    await user.click(screen.getByRole('button', { name: 'Stabilise the dying character' }));
    // An herbal cure heals 1 ("Healing Wounds"): 1 of 10, no longer dying.
    expect(outcome()).toHaveTextContent('Stabilised the dying character with an herbal cure. Toughness 1 of 10.');
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'heal', means: 'herbal' });
    expect(editor.sheet!.dying).toBe(false);
    expect(screen.getByRole('button', { name: 'Record healing' })).toBeInTheDocument();
  });

  it('says before the damage is recorded what one attack past the Pain Threshold brings, and nothing at it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SymbaroumAdvance editor={editorWith()} />);
    expect(screen.getByRole('heading', { name: 'Toughness: 10 of 10; Pain Threshold 5' })).toBeInTheDocument();
    const damage = screen.getByRole('spinbutton', { name: 'Damage from one attack, after Armor' });
    await user.type(damage, '5');
    expect(
      screen.getByText(
        'Damage of more than 5 from one attack knocks the character down or gives the attacker a Free Attack, as the player chooses.',
      ),
    ).toBeInTheDocument();
    await user.clear(damage);
    await user.type(damage, '6');
    expect(screen.getByText(`6 damage exceeds the Pain Threshold of 5: ${CHOICE}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record 6 damage' }));
    expect(outcome()).toHaveTextContent(
      `Took 6 damage. 6 damage exceeds the Pain Threshold of 5: ${CHOICE}. Toughness 4 of 10.`,
    );
  });
});

describe('Symbaroum at the table: the history', () => {
  it('words damage past the Pain Threshold, and how a dying character was stabilised', () => {
    const events = [
      entry({ type: 'damage', amount: 5 }),
      entry({ type: 'damage', amount: 6 }),
      entry({ type: 'heal', means: 'medicus', roll: 3 }),
      entry({ type: 'damage', amount: 3 }),
      entry({ type: 'heal', means: 'other', amount: 2 }),
      entry({ type: 'heal', means: 'natural', days: 2 }),
    ];
    const editor = editorWith(events);
    const sheets = editor.evaluation.sheets!;
    const words = events.map((e, i) => symbaroumHistoryDescriber.describe(e, sheets[i]));
    // 5 is the Pain Threshold, not more; 6 on the 5 left is past it and leaves 0, dying; Medicus 3 stabilises;
    // 3 on 3 is 0 again; mystical healing of 2 stabilises; two days of rest heal a character not dying.
    expect(words).toEqual([
      'Took 5 damage',
      `Took 6 damage; 6 damage exceeds the Pain Threshold of 5: ${CHOICE}`,
      'Stabilised the dying character with Medicus (rolled 3)',
      'Took 3 damage',
      'Stabilised the dying character with mystical healing or another power (2)',
      'Healed by natural healing (2 days)',
    ]);
    render(<HistoryView editor={editor} describer={symbaroumHistoryDescriber as HistoryDescriber<unknown>} />);
    expect(screen.getByText(/^Stabilised the dying character with Medicus \(rolled 3\)/)).toBeInTheDocument();
    expect(screen.getByText(/^Took 6 damage; 6 damage exceeds the Pain Threshold of 5/)).toBeInTheDocument();
  });
});

describe('Symbaroum at the table: the sheet', () => {
  const sheetOf = (editor: Editor) =>
    render(
      <OnCharacterPage editor={editor as unknown as ReferenceEditor}>
        <SymbaroumSheetView editor={editor} />
      </OnCharacterPage>,
    );
  const table = () => screen.getByRole('region', { name: 'At the table' });
  const value = (term: string) => within(table()).getByText(term).nextElementSibling!;

  it('shows the Pain Threshold beside Toughness, the Advantage’s extra damage and the chance of standing up', async () => {
    const user = userEvent.setup({ delay: null });
    // 3 damage: 7 of 10 left.
    sheetOf(editorWith([entry({ type: 'damage', amount: 3 })]));
    const secondary = screen.getByRole('region', { name: 'Secondary attributes' });
    expect(within(secondary).getByText('Toughness').nextElementSibling).toHaveTextContent(
      /^7 of 10; Pain Threshold 5 \(Strong, never below 10; more damage than the Pain Threshold from one attack/,
    );
    expect(value('Pain Threshold')).toHaveTextContent(`More than 5 damage from one attack, after Armor: ${CHOICE}.`);
    expect(value('The Advantage')).toHaveTextContent('+2 to the test, and its attacks deal 1D4 extra damage.');
    expect(value('Dying')).toHaveTextContent(
      `At 0 Toughness the character is dying and makes a death test each turn. ${WHO}`,
    );
    // A D20 at or under Quick 12: 12 of the 20 faces.
    expect(value('Standing up')).toHaveTextContent(
      'A test against Quick 12 succeeds 60%: getting up then takes a Movement Action; otherwise it takes the entire turn, with no Combat Action.',
    );
    expect(screen.getByRole('group', { name: 'Odds shown' })).toHaveTextContent(
      'With the Advantage (+2)its attacks also deal 1D4 extra damage',
    );
    await user.click(screen.getByRole('button', { name: 'Why is the chance of standing up 60%?' }));
    const dialog = screen.getByRole('dialog', { name: 'Why is the chance of standing up 60%?' });
    expect(
      within(dialog).getByText(
        'D20 ≤ Quick 12 + 0 (difficulty 0) = 12: 12 faces at or under it, 12 of the 20 faces → 60%',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^If the character makes a successful test against Quick/)).toBeInTheDocument();
  });

  it('says of a dying character how far it is from death and who may stabilise it', () => {
    sheetOf(editorWith([entry({ type: 'damage', amount: 10 }), entry({ type: 'death-test', roll: 12 })]));
    expect(value('Dying')).toHaveTextContent(
      `The character is dying, 1 of 3 steps toward death, and makes a death test each turn. ${WHO}`,
    );
  });
});
