import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterFile, LedgerEvent } from '../../../../shared/model';
import { BuilderPage, builderSteps, tableRows } from '../../builder-page';
import { gameEditor } from '../../game-editor';
import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import type { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { SymbaroumAdvance } from '../../../../src-renderer/systems/symbaroum/advance/symbaroum-advance';
import { SymbaroumBuilder } from '../../../../src-renderer/systems/symbaroum/builder/symbaroum-builder';
import { symbaroumHistoryDescriber } from '../../../../src-renderer/systems/symbaroum/history-describer';
import { EXPERIENCE } from '../../../../src-renderer/systems/symbaroum/points';
import { SymbaroumPrintSheet } from '../../../../src-renderer/systems/symbaroum/print/symbaroum-print-sheet';
import { SymbaroumSettingsForm } from '../../../../src-renderer/systems/symbaroum/settings/symbaroum-settings-form';
import { SymbaroumSheetView } from '../../../../src-renderer/systems/symbaroum/sheet/symbaroum-sheet-view';

type Editor = CharacterEditorStore<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>;

const TENS = {
  accurate: 10,
  cunning: 10,
  discreet: 10,
  persuasive: 10,
  quick: 10,
  resolute: 10,
  strong: 10,
  vigilant: 10,
};

function editorFor(
  creation: Record<string, unknown> = { attributes: TENS, abilities: {}, armor: null, shield: 'none' },
  events: LedgerEvent[] = [],
  settings: unknown = {},
): Editor {
  return gameEditor('symbaroum', { id: 'ylva', name: 'Ylva', creation, events }, settings);
}

const Page = ({ editor }: { editor: Editor }) => (
  <BuilderPage editor={editor} Builder={SymbaroumBuilder} points={EXPERIENCE} />
);

const steps = builderSteps;
const rows = tableRows;

describe('Symbaroum builder', () => {
  it('keeps the attributes within the campaign’s 80 points and range, with how a point moves the chance', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<Page editor={editor} />);
    expect(
      screen.getByText(
        /Attributes add up to 80 of 80\. Toughness 10, Pain Threshold 5, Defense 10, Corruption Threshold 5\./,
      ),
    ).toBeInTheDocument();
    // A D20 at or under 10 is 10 of 20; under 11, 11 of 20.
    expect(screen.getByRole('row', { name: /^Accurate/ })).toHaveTextContent(
      'A test at difficulty 0 succeeds 50% now, 55% at 11',
    );
    const refused = screen.getByRole('button', { name: 'Raise Quick to 11 (not allowed)' });
    expect(refused).toHaveAccessibleDescription(
      'Raise Quick to 11: the attributes add up to 81, 1 more than the 80 this campaign gives; lower some.',
    );
    await user.click(screen.getByRole('button', { name: 'Lower Cunning to 9 (frees 1 point)' }));
    await user.click(screen.getByRole('button', { name: 'Raise Quick to 11 (uses 1 point)' }));
    expect(editor.creation!.attributes).toMatchObject({ cunning: 9, quick: 11 });
    for (let to = 8; to >= 5; to--)
      await user.click(screen.getByRole('button', { name: `Lower Cunning to ${to} (frees 1 point)` }));
    expect(screen.getByRole('button', { name: 'Lower Cunning to 4 (not allowed)' })).toHaveAccessibleDescription(
      'Lower Cunning to 4: cunning starts at 5 at the least.',
    );
    // A value typed is priced in the points it uses or frees before it is taken.
    const discreet = screen.getByRole('spinbutton', { name: 'Discreet' });
    await user.clear(discreet);
    await user.type(discreet, '8');
    expect(discreet).toHaveAccessibleDescription('Discreet 8: frees 2 points; press Enter to take it');
  });

  it('prices abilities at novice 10, adept 20 more and master 30 more, within the starting experience', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<Page editor={editor} />);
    await user.click(within(steps()).getByRole('button', { name: /^Abilities/ }));
    await user.click(screen.getByRole('button', { name: 'Learn Medicus at novice (costs 10 experience)' }));
    await user.click(screen.getByRole('button', { name: 'Learn Medicus at adept (costs 20 experience)' }));
    expect(screen.getByRole('region', { name: 'Experience' })).toHaveTextContent(/Left\s*20 experience/);
    const master = screen.getByRole('button', { name: 'Learn Medicus at master (costs 30 experience)' });
    // Refused by its own click, it keeps the focus: marked aria-disabled until the focus moves on.
    expect(master).toHaveAttribute('aria-disabled', 'true');
    expect(master).toHaveAccessibleDescription(
      'Learn Medicus at master: the abilities cost 60 experience of the 50 to start with, 10 over; take fewer or lower levels.',
    );
    await user.click(screen.getByRole('button', { name: 'Lower Medicus to novice (gives back 20 experience)' }));
    expect(editor.creation!.abilities).toEqual({ medicus: 'novice' });
  });

  it('starts a character with a dead one’s experience instead of the campaign’s', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<Page editor={editor} />);
    await user.click(within(steps()).getByRole('button', { name: /^Abilities/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Starts with all the experience of a dead character/ }));
    const name = screen.getByRole('textbox', { name: "The dead character's name" });
    await user.clear(name);
    await user.type(name, 'Brand');
    const xp = screen.getByRole('spinbutton', { name: 'Experience the dead character earned in all' });
    await user.clear(xp);
    await user.type(xp, '90');
    expect(editor.creation!.inherited).toEqual({ from: 'Brand', experience: 90 });
    expect(screen.getByText('90 experience of 90 experience left (the experience of Brand).')).toBeInTheDocument();
  });

  it('works out Defense from the armor and shield chosen', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page editor={editorFor()} />);
    await user.click(within(steps()).getByRole('button', { name: /^Armor/ }));
    await user.click(screen.getByRole('radio', { name: 'Heavy armor (impeding 4)' }));
    await user.click(screen.getByRole('radio', { name: 'A shield (+1 Defense)' }));
    // "Defense = [Quick – Armor's Impeding value]", +1 for a shield: 10 - 4 + 1.
    expect(screen.getByText('Defense 7: Quick 10 − heavy armor 4 + shield 1.')).toBeInTheDocument();
  });
});

describe('Symbaroum advancement', () => {
  const outcome = () => screen.getByRole('status', { name: 'Last entry' });

  it('takes a dying character through a death test that wakes it, and heals by the Medicus roll', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<SymbaroumAdvance editor={editor} />);
    expect(screen.getByRole('button', { name: 'Record the death test' })).toHaveAccessibleDescription(
      'Record the death test: only a dying character, at 0 Toughness, makes death tests.',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Damage from one attack, after Armor' }), '12');
    await user.click(screen.getByRole('button', { name: 'Record 12 damage' }));
    // Toughness 10 stops at 0; 12 exceeds the Pain Threshold of 10 ÷ 2 = 5.
    expect(outcome()).toHaveTextContent(
      'Took 12 damage. 12 damage exceeds the Pain Threshold of 5: the character is knocked down and has to get up, or the one who dealt the damage makes an immediate Free Attack against it; the player chooses which. Toughness 0 of 10. The character is dying: make a death test each turn.',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'The D20 rolled' }), '1');
    expect(screen.getByRole('button', { name: 'Record the death test' })).toHaveAccessibleDescription(
      'Record the death test: a 1 wakes the character: enter the 1D4 of Toughness it wakes with.',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'The 1D4 of Toughness it wakes with' }), '3');
    await user.click(screen.getByRole('button', { name: 'Record the death test' }));
    expect(editor.sheet!.toughness).toEqual({ max: 10, current: 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'How' }), 'medicus');
    await user.type(screen.getByRole('spinbutton', { name: 'The 1D4 rolled' }), '4');
    await user.click(screen.getByRole('button', { name: 'Record healing' }));
    expect(editor.sheet!.toughness.current).toBe(7);
    expect(editor.file.events.at(-1)).toMatchObject({ type: 'heal', means: 'medicus', roll: 4 });
  });

  it('learns the next level of an ability when there is experience for it', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor({ attributes: TENS, abilities: { medicus: 'adept' }, armor: null, shield: 'none' });
    render(<SymbaroumAdvance editor={editor} />);
    const master = screen.getByRole('button', { name: 'Learn Medicus at master (30 experience)' });
    expect(master).toHaveAccessibleDescription(
      'Learn Medicus at master: Medicus at master costs 30 experience but only 20 is unspent; earn more experience first.',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Experience points to award' }), '10');
    await user.click(screen.getByRole('button', { name: 'Award 10 experience' }));
    await user.click(screen.getByRole('button', { name: 'Learn Medicus at master (30 experience)' }));
    expect(outcome()).toHaveTextContent('Learned Medicus at master. Spent 30 experience; 0 experience unspent.');
    expect(screen.getByRole('button', { name: 'Learn Medicus (not allowed)' })).toHaveAccessibleDescription(
      /already at master/,
    );
  });
});

describe('Symbaroum sheet', () => {
  it('shows each attribute’s chances against difficulties and enemies, with the Advantage and blind fighting', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SymbaroumSheetView editor={editorFor()} />);
    const table = () => screen.getByRole('table', { name: /^Chance of a test of Accurate 10 against each difficulty/ });
    // 10 + 5 of 20 at +5, 10 of 20 at 0, 5 of 20 at -5.
    expect(rows(table())[1]).toEqual(['+5', '75%']);
    expect(rows(table())[6]).toEqual(['0', '50%']);
    expect(rows(table())[11]).toEqual(['−5', '25%']);
    await user.click(screen.getByRole('checkbox', { name: 'With the Advantage (+2)' }));
    expect(rows(table())[6]).toEqual(['0', '60%']);
    await user.click(screen.getByRole('checkbox', { name: 'With the Advantage (+2)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Roll the D20' }), 'best of two');
    // Either of two dice at or under 10: 1 - (1/2)^2.
    expect(rows(table())[6]).toEqual(['0', '75%']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Roll the D20' }), 'worst of two');
    expect(rows(table())[6]).toEqual(['0', '25%']);
    // Against an enemy's Vigilant 15: modifier -5.
    expect(
      rows(screen.getByRole('table', { name: /^Chance of a test of Discreet 10 against each enemy attribute/ }))[11],
    ).toEqual(['15', '6%']);
  });
});

describe('Symbaroum print, history and settings', () => {
  const reference = join(import.meta.dirname, '../../../fixtures/symbaroum/reference');
  const file = JSON.parse(readFileSync(join(reference, 'characters/ylva.json'), 'utf8')) as CharacterFile;
  const settings = (JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: unknown })
    .settings;

  it('prints the values, and leaves them to the pencil on the blank sheet', () => {
    const editor = editorFor(file.creation, file.events, settings);
    const { unmount } = render(
      <SymbaroumPrintSheet
        editor={editor}
        options={{ pageSize: 'A4', includeHistory: true, blank: false, date: '2026-11-21' }}
      />,
    );
    const sheet = screen.getByRole('article', { name: 'Printable sheet of Ylva' });
    // Quick 13: -3 to an enemy's test, 13 of 20 at difficulty 0 (expected/ylva.json). Each row is looked for in its
    // section: the charts' two hundred rows would each be named by the accessibility rules, slowly, in jsdom.
    const section = (name: string) => within(sheet).getByRole('region', { name });
    expect(within(section('Attributes')).getByRole('row', { name: /^Quick 13/ }).textContent).toBe('Quick13−365%');
    expect(within(section('Abilities')).getByRole('row', { name: /^Witchsight/ }).textContent).toBe('Witchsightmaster');
    expect(within(sheet).getByText('Learned Witchsight at master: Witchsight adept → master')).toBeInTheDocument();
    unmount();
    render(
      <SymbaroumPrintSheet
        editor={editor}
        options={{ pageSize: 'Letter', includeHistory: true, blank: true, date: '2026-11-21' }}
      />,
    );
    const blank = screen.getByRole('article', { name: 'Printable sheet of Ylva' });
    expect(within(blank).getByRole('row', { name: /^Quick/ }).textContent).toBe('Quick');
    expect(within(blank).queryByRole('row', { name: /^Witchsight/ })).not.toBeInTheDocument();
  });

  it('words each entry and what it changed', () => {
    const editor = editorFor(file.creation, file.events, settings);
    const sheets = editor.evaluation.sheets!;
    expect(symbaroumHistoryDescriber.describe(file.events[1]!, sheets[1])).toBe('Learned Witchsight at master');
    expect(symbaroumHistoryDescriber.changes(sheets[1]!, sheets[2]!)).toEqual([
      'Witchsight adept → master',
      'Experience unspent 30 → 0',
    ]);
    expect(symbaroumHistoryDescriber.describe(file.events[3]!, sheets[3])).toBe('Healed by Medicus (rolled 2)');
    expect(symbaroumHistoryDescriber.changes(sheets[3]!, sheets[4]!)).toEqual(['Toughness 7 → 9']);
  });

  it('adds armor with its impeding value, and refuses one without a whole number', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<SymbaroumSettingsForm settings={{}} onChange={onChange} />);
    const add = screen.getByRole('group', { name: 'Add armor' });
    await user.type(within(add).getByRole('textbox', { name: 'New armor' }), 'Order cloak');
    await user.clear(within(add).getByRole('spinbutton', { name: 'Impeding value' }));
    await user.type(within(add).getByRole('spinbutton', { name: 'Impeding value' }), '11');
    await user.click(within(add).getByRole('button', { name: 'Add armor' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The impeding value is a whole number from 0 to 10.');
    await user.clear(within(add).getByRole('spinbutton', { name: 'Impeding value' }));
    await user.type(within(add).getByRole('spinbutton', { name: 'Impeding value' }), '1');
    await user.click(within(add).getByRole('button', { name: 'Add armor' }));
    expect((onChange.mock.calls.at(-1)![0] as { armor: unknown[] }).armor.at(-1)).toEqual({
      id: 'order-cloak',
      name: 'Order cloak',
      impeding: 1,
    });
  });
});

describe('Symbaroum builder words', () => {
  it('says a lowered attribute was lowered and a raised one raised, with its chances', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page editor={editorFor()} />);
    await user.click(screen.getByRole('button', { name: 'Lower Cunning to 9 (frees 1 point)' }));
    await user.click(screen.getByRole('button', { name: 'Lower Cunning to 8 (frees 1 point)' }));
    await user.click(screen.getByRole('button', { name: 'Raise Quick to 11 (uses 1 point)' }));
    // A D20 at or under 8 is 40%, under 9 is 45%.
    const cunning = screen.getByRole('row', { name: /^Cunning/ });
    expect(cunning).toHaveTextContent('Lowered from 10: a test at difficulty 0 succeeds 40% now, 45% at 9');
    expect(cunning).not.toHaveTextContent('Raised');
    expect(screen.getByRole('row', { name: /^Quick/ })).toHaveTextContent(
      'Raised from 10: a test at difficulty 0 succeeds 55% now, 60% at 12',
    );
    const accurate = screen.getByRole('row', { name: /^Accurate/ });
    expect(accurate).toHaveTextContent('A test at difficulty 0 succeeds 50% now, 55% at 11');
    expect(accurate).not.toHaveTextContent(/Raised|Lowered/);
  });

  it('says the Game Master lists the campaign’s abilities in Campaign settings, as the MLS occupation step does', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Page editor={editorFor()} />);
    await user.click(within(steps()).getByRole('button', { name: /^Abilities/ }));
    expect(
      screen.getByText(
        /The core rules name only Medicus and Recovery; ask the Game Master to list the campaign’s own abilities in Campaign settings\./,
      ),
    ).toBeInTheDocument();
    unmount();

    const own = {
      abilities: [{ id: 'witchsight', name: 'Witchsight', description: 'Sees the corruption in others.' }],
    };
    render(<Page editor={editorFor(undefined, [], own)} />);
    await user.click(within(steps()).getByRole('button', { name: /^Abilities/ }));
    expect(
      screen.getByText(/This campaign lists its own abilities below; the Game Master adds more in Campaign settings\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The core rules name only/)).not.toBeInTheDocument();
  });
});
