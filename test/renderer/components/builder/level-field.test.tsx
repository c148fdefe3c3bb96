import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import {
  createSheet as createHursagmu,
  type HursagmuCreation,
  type HursagmuSettings,
  type HursagmuSheet,
  parseHursagmuSettings,
} from '../../../../shared/rules/systems/hursagmu';
import { createSheet, mls, type MlsCreation } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { mlsEditor } from '../../systems/mls/mls-editor';

const mlsEditorOf = (change?: (c: MlsCreation) => void) => mlsEditor(change, { randomSeed: () => 1 });
import { HursagmuBuilder } from '../../../../src-renderer/systems/hursagmu/builder/hursagmu-builder';
import { PrimaryStep } from '../../../../src-renderer/systems/mls/builder/primary-step';
import { SecondaryStep } from '../../../../src-renderer/systems/mls/builder/trait-steps';
import { PersonalityPair } from '../../../../src-renderer/systems/mls/controls/personality-pair';

/** The first error the rules give a creation: the sentence a refused value must show. */
function ruleSentence(creation: MlsCreation, code: string): string {
  const finding = createSheet(creation, mls.defaultSettings()).findings.find((f) => f.code === code);
  if (!finding) throw new Error(`no ${code} finding`);
  return finding.message;
}

describe('typed and stepped trait levels', () => {
  it('sets a personality value in one action and one undo step, its pair following, with the price shown first', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = mlsEditorOf();
    render(<PersonalityPair editor={editor} pair="cautious-reckless" />);
    const pair = screen.getByRole('group', { name: 'Cautious and Reckless' });
    const cautious = within(pair).getByRole('spinbutton', { name: 'Cautious' });

    await user.clear(cautious);
    await user.type(cautious, '16');
    // Typed, not yet taken: the price and what follows are shown with the field.
    expect(cautious).toHaveAccessibleDescription('Cautious 16 (Reckless 4): no CPs; press Enter to take it');
    expect(editor.creation!.personality['cautious-reckless']).toEqual({ value: 10 });

    await user.keyboard('{Enter}');
    expect(editor.sheet!.personality).toMatchObject({ cautious: 16, reckless: 4 });
    expect(within(pair).getByRole('spinbutton', { name: 'Reckless' })).toHaveValue(4);
    expect(editor.undoLabel).toBe('Undo: set Cautious to 16 and Reckless to 4');
    expect(cautious).toHaveFocus();

    editor.undo();
    expect(editor.sheet!.personality).toMatchObject({ cautious: 10, reckless: 10 });
    expect(editor.canUndo).toBe(false);
    expect(await within(pair).findByRole('spinbutton', { name: 'Cautious' })).toHaveValue(10);
  });

  it('sets the second trait of a pair from its own field', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = mlsEditorOf();
    render(<PersonalityPair editor={editor} pair="cautious-reckless" />);
    const reckless = screen.getByRole('spinbutton', { name: 'Reckless' });
    await user.clear(reckless);
    await user.type(reckless, '7{Enter}');
    expect(editor.sheet!.personality).toMatchObject({ cautious: 13, reckless: 7 });
    expect(editor.undoLabel).toBe('Undo: set Cautious to 13 and Reckless to 7');
  });

  it("refuses a value the rules refuse, with the rules' sentence, and keeps the character as it was", async () => {
    const user = userEvent.setup({ delay: null });
    const editor = mlsEditorOf();
    render(<PersonalityPair editor={editor} pair="cautious-reckless" />);
    const cautious = screen.getByRole('spinbutton', { name: 'Cautious' });
    const refused = mls.newCharacter(mls.defaultSettings(), 7);
    refused.personality['cautious-reckless'] = { value: 17 };
    const sentence = ruleSentence(refused, 'mls.personality.out-of-range');

    await user.clear(cautious);
    await user.type(cautious, '17{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(sentence);
    expect(cautious).toHaveAttribute('aria-invalid', 'true');
    expect(editor.creation!.personality['cautious-reckless']).toEqual({ value: 10 });
    expect(editor.canUndo).toBe(false);

    // Escape puts back the value the character has.
    await user.keyboard('{Escape}');
    expect(cautious).toHaveValue(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Something that is not a whole number is refused too, saying what to type.
    await user.clear(cautious);
    await user.type(cautious, '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a whole number for Cautious, from 4 to 16.');
  });

  it('steps with the arrow keys, each press one priced change, and takes a typed value on leaving the field', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = mlsEditorOf();
    render(<PrimaryStep editor={editor} />);
    const strength = screen.getByRole('spinbutton', { name: 'Strength' });
    expect(strength).toHaveValue(2);

    // Keyboard only: Tab reaches the field, the arrows step it.
    strength.focus();
    await user.keyboard('{ArrowUp}');
    expect(editor.creation!.primaries.strength).toBe(1);
    expect(editor.undoLabel).toBe('Undo: set Strength to 3');
    await user.keyboard('{ArrowUp}');
    expect(editor.creation!.primaries.strength).toBe(2);
    expect(editor.budget!.left).toBe(60 - 5);
    // Average +3 is beyond the book's limit: refused with the rules' sentence, the trait stays at 4.
    await user.keyboard('{ArrowUp}');
    const beyond = mls.newCharacter(mls.defaultSettings(), 7);
    beyond.primaries.strength = 3;
    expect(screen.getByRole('alert')).toHaveTextContent(ruleSentence(beyond, 'mls.primary.out-of-range'));
    expect(editor.creation!.primaries.strength).toBe(2);
    expect(strength).toHaveValue(4);

    // A typed value is taken when the player moves on.
    const agility = screen.getByRole('spinbutton', { name: 'Agility' });
    await user.clear(agility);
    await user.type(agility, '0');
    expect(agility).toHaveAccessibleDescription('Agility 0: yields 7 CPs; press Enter to take it');
    await user.tab();
    expect(editor.creation!.primaries.agility).toBe(-2);
    expect(editor.undoLabel).toBe('Undo: set Agility to 0');
  });

  it('sets a secondary trait’s level above base in one step, priced at the creation cost', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = mlsEditorOf((c) =>
      c.secondaries.push({
        id: 'sword',
        name: 'Sword',
        kind: 'trained',
        base: { kind: 'primary', trait: 'dexterity' },
        level: 0,
      }),
    );
    render(<SecondaryStep editor={editor} />);
    const sword = screen.getByRole('spinbutton', { name: 'Sword, level above base' });
    await user.clear(sword);
    // Base +3 costs 10 CPs in all, 9 more than base.
    await user.type(sword, '3');
    expect(sword).toHaveAccessibleDescription('Sword, level above base 3: costs 9 CPs; press Enter to take it');
    await user.keyboard('{Enter}');
    expect(editor.creation!.secondaries[0]!.level).toBe(3);
    expect(editor.undoLabel).toBe('Undo: set Sword to base +3');
  });
});

describe('typed HURSAGMU trait levels', () => {
  const settings = { startingCharacterPoints: 40, maxStartingTraitLevel: 6 };
  function hursagmuEditor() {
    return new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
      system: getRuleSystem('hursagmu')!,
      file: {
        formatVersion: FORMAT_VERSION,
        id: 'ninsun',
        name: 'Ninsun',
        system: 'hursagmu',
        createdAt: '2026-11-21',
        creation: { traits: {}, gifts: [], equipment: [] },
        events: [],
      },
      campaignSettings: settings,
      writer: { save: async () => true },
      today: () => '2026-11-21',
    });
  }

  it('prices a typed level from the cost table, takes it as one step, and refuses one above the campaign limit', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = hursagmuEditor();
    render(<HursagmuBuilder editor={editor} />);
    const archery = screen.getByRole('spinbutton', { name: 'Archery' });
    await user.clear(archery);
    // "TRAITS" > "Cost": a new character's Archery 6 requires 8 character points.
    await user.type(archery, '6');
    expect(archery).toHaveAccessibleDescription('Archery 6: costs 8 character points; press Enter to take it');
    await user.keyboard('{Enter}');
    expect(editor.creation!.traits).toEqual({ archery: 6 });
    expect(editor.undoLabel).toBe('Undo: set Archery to 6');

    await user.clear(archery);
    await user.type(archery, '7{Enter}');
    const parsed = parseHursagmuSettings(settings).settings;
    const sentence = createHursagmu({ traits: { archery: 7 }, gifts: [], equipment: [] }, parsed).findings.find(
      (f) => f.code === 'hursagmu.trait.above-start-limit',
    )!.message;
    expect(screen.getByRole('alert')).toHaveTextContent(sentence);
    expect(editor.creation!.traits).toEqual({ archery: 6 });
  });
});
