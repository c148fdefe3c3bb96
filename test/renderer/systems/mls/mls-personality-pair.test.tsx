import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import { rollDice } from '../../../../shared/rules/core/dice';
import { mls, type MlsCreation, type MlsSettings, type MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { PersonalityPair } from '../../../../src-renderer/systems/mls/controls/personality-pair';

function editorWith(change: (c: MlsCreation) => void = () => {}, seeds: number[] = []) {
  const system = getRuleSystem('mls')!;
  const creation = mls.newCharacter(mls.defaultSettings(), 7);
  change(creation);
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system,
    file: {
      formatVersion: FORMAT_VERSION,
      id: 'aria',
      name: 'Aria',
      system: 'mls',
      createdAt: '2026-11-21',
      creation,
      events: [],
    },
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => seeds.shift() ?? 1,
  });
}

function pair(name: string) {
  return screen.getByRole('group', { name });
}

/** The values the pair's two fields show, e.g. [10, 10]. */
function values(name: string, first: string, second: string) {
  const group = pair(name);
  return [first, second].map(
    (trait) => (within(group).getByRole('spinbutton', { name: trait }) as HTMLInputElement).valueAsNumber,
  );
}

describe('personality pair', () => {
  it('moves both traits together so the pair always adds up to 20', async () => {
    const user = userEvent.setup();
    const editor = editorWith();
    render(<PersonalityPair editor={editor} pair="chaste-lustful" />);
    expect(values('Chaste and Lustful', 'Chaste', 'Lustful')).toEqual([10, 10]);

    await user.click(screen.getByRole('button', { name: 'Raise Chaste to 11 (Lustful 9)' }));
    await user.click(screen.getByRole('button', { name: 'Raise Chaste to 12 (Lustful 8)' }));
    expect(values('Chaste and Lustful', 'Chaste', 'Lustful')).toEqual([12, 8]);
    expect(editor.sheet!.personality).toMatchObject({ chaste: 12, lustful: 8 });

    await user.click(screen.getByRole('button', { name: 'Raise Lustful to 9 (Chaste 11)' }));
    expect(editor.sheet!.personality).toMatchObject({ chaste: 11, lustful: 9 });
    expect(editor.undoLabel).toBe('Undo: set Chaste to 11 and Lustful to 9');
  });

  it('allows 16/4, marks the noticeable trait, and refuses 17 with the reason shown', async () => {
    const user = userEvent.setup();
    const editor = editorWith((c) => (c.personality['chaste-lustful'] = { value: 15 }));
    render(<PersonalityPair editor={editor} pair="chaste-lustful" />);
    await user.click(screen.getByRole('button', { name: 'Raise Chaste to 16 (Lustful 4)' }));
    expect(within(pair('Chaste and Lustful')).getByText('noticeable')).toBeInTheDocument();
    const refused = screen.getByRole('button', { name: 'Raise Chaste to 17 (Lustful 3)' });
    // Refused by its own click, it keeps the focus: marked aria-disabled until the focus moves on.
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription(
      /^Raise Chaste to 17 \(Lustful 3\): a chosen personality trait is 5 to 15 \(or 16\/4 for up to five pairs\)/,
    );
  });

  it('refuses a sixth pair at 16/4 and says why', async () => {
    const ids = [
      'temperate-indulgent',
      'forgiving-vengeful',
      'honest-deceitful',
      'generous-greedy',
      'kind-selfish',
    ] as const;
    const editor = editorWith((c) => {
      for (const id of ids) c.personality[id] = { value: 16 };
      c.personality['chaste-lustful'] = { value: 15 };
    });
    render(<PersonalityPair editor={editor} pair="chaste-lustful" />);
    const sixth = screen.getByRole('button', { name: 'Raise Chaste to 16 (Lustful 4)' });
    expect(sixth).toBeDisabled();
    expect(sixth).toHaveAccessibleDescription(
      /^Raise Chaste to 16 \(Lustful 4\): at most 5 chosen pairs may be at 16\/4/,
    );
    expect(screen.getByText(/at most 5 chosen pairs may be at 16\/4/)).toBeVisible();
    expect(editor.sheet!.personality.chaste).toBe(15);
  });

  it('rolls 3d6 for the chosen trait and records the dice with their seed', async () => {
    const user = userEvent.setup();
    const editor = editorWith(() => {}, [4242]);
    render(<PersonalityPair editor={editor} pair="valorous-cowardly" />);
    await user.click(screen.getByRole('button', { name: 'Roll Valorous or Cowardly on 3d6' }));
    await user.click(screen.getByRole('radio', { name: 'Cowardly' }));
    await user.click(screen.getByRole('button', { name: 'Roll 3d6 for Cowardly' }));

    const expected = rollDice('3d6', 4242);
    const choice = editor.creation!.personality['valorous-cowardly'];
    expect(choice.roll).toEqual({ trait: 'second', dice: expected });
    expect(editor.sheet!.personality.cowardly).toBe(expected.total);
    expect(editor.sheet!.personality.valorous).toBe(20 - expected.total);
    expect(
      screen.getByText(new RegExp(`Cowardly was rolled by the app on 3d6: ${expected.total}`)),
    ).toBeInTheDocument();
    expect(values('Valorous and Cowardly', 'Valorous', 'Cowardly')).toEqual([20 - expected.total, expected.total]);
  });

  it('takes a roll made at the table, and refuses a total 3d6 cannot give', async () => {
    const user = userEvent.setup();
    const editor = editorWith();
    render(<PersonalityPair editor={editor} pair="honest-deceitful" />);
    await user.click(screen.getByRole('button', { name: 'Roll Honest or Deceitful on 3d6' }));
    const field = screen.getByRole('spinbutton', { name: 'Honest rolled at the table' });

    await user.type(field, '19');
    await user.click(screen.getByRole('button', { name: 'Use the roll for Honest' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A roll of 3d6 must total between 3 and 18, not 19');
    expect(editor.creation!.personality['honest-deceitful']).toEqual({ value: 10 });

    await user.clear(field);
    await user.type(field, '17');
    await user.click(screen.getByRole('button', { name: 'Use the roll for Honest' }));
    expect(editor.creation!.personality['honest-deceitful']).toEqual({
      value: 17,
      roll: { trait: 'first', dice: { dice: '3d6', total: 17, source: 'entered' } },
    });
    // A rolled 17 stands, though a chosen 17 would not.
    expect(editor.findingsAt('creation.personality')).toEqual([]);
    expect(screen.getByText(/Honest was rolled at the table on 3d6: 17/)).toBeInTheDocument();
  });
});

describe('a refused value once the pair is legal again', () => {
  it('clears the error on the field when a table roll then sets a value that stands', async () => {
    const user = userEvent.setup();
    const editor = editorWith();
    render(<PersonalityPair editor={editor} pair="honest-deceitful" />);
    const honest = within(pair('Honest and Deceitful')).getByRole('spinbutton', { name: 'Honest' });

    await user.clear(honest);
    await user.type(honest, '17{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Honest 17 \(Deceitful 3\) is not allowed, so Honest stays at 10/,
    );
    expect(honest).toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Roll Honest or Deceitful on 3d6' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Honest rolled at the table' }), '17');
    await user.click(screen.getByRole('button', { name: 'Use the roll for Honest' }));

    expect(editor.findingsAt('creation.personality')).toEqual([]);
    expect(honest).toHaveValue(17);
    expect(honest).toBeValid();
    expect(honest).not.toHaveAccessibleDescription(/not allowed|chosen personality trait/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error on the field when a step button sets a legal value', async () => {
    const user = userEvent.setup();
    const editor = editorWith();
    render(<PersonalityPair editor={editor} pair="honest-deceitful" />);
    const honest = within(pair('Honest and Deceitful')).getByRole('spinbutton', { name: 'Honest' });
    await user.clear(honest);
    await user.type(honest, '18{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(/Honest 18 \(Deceitful 2\) is not allowed/);

    await user.click(screen.getByRole('button', { name: 'Raise Honest to 11 (Deceitful 9)' }));
    expect(honest).toHaveValue(11);
    expect(honest).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a refused table roll once the pair is set another way', async () => {
    const user = userEvent.setup();
    const editor = editorWith();
    render(<PersonalityPair editor={editor} pair="honest-deceitful" />);
    await user.click(screen.getByRole('button', { name: 'Roll Honest or Deceitful on 3d6' }));
    const rolled = screen.getByRole('spinbutton', { name: 'Honest rolled at the table' });
    await user.type(rolled, '19');
    await user.click(screen.getByRole('button', { name: 'Use the roll for Honest' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A roll of 3d6 must total between 3 and 18, not 19');

    await user.click(screen.getByRole('button', { name: 'Raise Honest to 11 (Deceitful 9)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(rolled).not.toHaveAttribute('aria-invalid');
  });
});
