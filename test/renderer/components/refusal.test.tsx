import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION, type CharacterFile } from '../../../shared/model';
import { enteredRoll } from '../../../shared/rules/core/dice';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../shared/rules/systems/hursagmu';
import { refusal } from '../../../src-renderer/components/refusal';
import { CharacterEditorStore } from '../../../src-renderer/state/character-editor';
import { mlsEditor } from '../systems/mls/mls-editor';
import { HursagmuAdvance } from '../../../src-renderer/systems/hursagmu/advance/hursagmu-advance';
import { TraitsStep } from '../../../src-renderer/systems/hursagmu/builder/traits-step';
import { deskFor } from '../../../src-renderer/systems/mls/advance/advance-desk';
import { PurchaseButton } from '../../../src-renderer/systems/mls/advance/purchase-button';
import { PrimaryStep } from '../../../src-renderer/systems/mls/builder/primary-step';

function hursagmuEditor(creation: HursagmuCreation, settings: Record<string, unknown>) {
  const file: CharacterFile = {
    formatVersion: FORMAT_VERSION,
    id: 'ninsun',
    name: 'Ninsun',
    system: 'hursagmu',
    createdAt: '2026-11-21',
    creation,
    events: [],
  };
  return new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
    system: getRuleSystem('hursagmu')!,
    file,
    campaignSettings: settings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

describe('a refused step describes the step it refuses', () => {
  it('MLS builder: names the raise and states the rule, never the value the trait does not have', async () => {
    const user = userEvent.setup();
    // Dexterity at average +1 (3 with the default average of 2).
    const editor = mlsEditor((c) => (c.primaries.dexterity = 1));
    render(<PrimaryStep editor={editor} />);
    await user.click(screen.getByRole('button', { name: 'Raise Dexterity to 4 (costs 3 CPs)' }));
    expect(editor.creation!.primaries.dexterity).toBe(2);

    const refused = screen.getByRole('button', { name: 'Raise Dexterity to 5 (not allowed)' });
    // Refused by its own click, it keeps the focus: marked aria-disabled until the focus moves on.
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription(
      'Raise Dexterity to 5: a primary trait must stay within racial average ±2; Dexterity can be from average -2 to average +2.',
    );
    // The character is at +2: nothing on the page says it is at +3.
    expect(screen.queryByText(/Dexterity is at/)).not.toBeInTheDocument();
    expect(screen.queryByText(/average \+3/)).not.toBeInTheDocument();
    editor.dispose();
  });

  it('HURSAGMU builder: names the raise, and keeps The Master capitalised', () => {
    const editor = hursagmuEditor(
      { traits: { sorcery: 4 }, gifts: [], equipment: [] },
      { startingCharacterPoints: 40, maxStartingTraitLevel: 4 },
    );
    render(<TraitsStep editor={editor} />);
    const refused = screen.getByRole('button', { name: 'Raise Sorcery to 5 (not allowed)' });
    expect(refused).toHaveAccessibleDescription(
      'Raise Sorcery to 5: The Master limits beginning traits to level 4; Sorcery can start at 4 at most and rise later with experience.',
    );
    expect(screen.queryByText(/Sorcery starts at level 5/)).not.toBeInTheDocument();
    editor.dispose();
  });

  it('MLS advancement: the purchase button puts its own words before the reason', () => {
    const editor = mlsEditor((c) => {
      c.secondaries = [
        {
          id: 'hunter',
          name: 'Hunter',
          kind: 'trained',
          base: { kind: 'primary', trait: 'awareness' },
          level: 0,
          occupation: true,
        },
        { id: 'archery', name: 'Archery', kind: 'trained', base: { kind: 'primary', trait: 'dexterity' }, level: 1 },
      ];
      c.hitPointsRoll = enteredRoll('2d6', 7);
      // 60 CPs: 2 on the occupation, 3 on Archery at base +1, 55 on eleven fate points.
      c.extraFatePoints = 11;
    });
    const desk = deskFor(editor);
    render(
      <PurchaseButton
        editor={editor}
        desk={desk}
        purchase={{ type: 'raise', trait: 'archery' }}
        action="Raise Archery to base +2"
        undoLabel="raising Archery"
        done="Raised Archery."
      />,
    );
    // Outside the Advance page's notes the rules' sentence is used; it already names the step, so it is not named twice.
    expect(screen.getByRole('button', { name: 'Raise Archery to base +2 (3 CPs)' })).toHaveAccessibleDescription(
      'Raising Archery to base +2 costs 3 CPs but only 0 are left; earn more CPs (age, adventures) first.',
    );
    editor.dispose();
  });

  it('HURSAGMU advancement: a refused raise names the raise', async () => {
    const user = userEvent.setup();
    const editor = hursagmuEditor({ traits: { fighting: 7, strength: 10 }, gifts: [], equipment: [] }, {});
    render(<HursagmuAdvance editor={editor} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trait to raise' }), 'fighting');
    await user.clear(screen.getByRole('spinbutton', { name: 'New level' }));
    await user.type(screen.getByRole('spinbutton', { name: 'New level' }), '7');
    expect(screen.getByRole('button', { name: 'Raise Fighting to 7 (not allowed)' })).toHaveAccessibleDescription(
      'Raise Fighting to 7: Fighting is already at level 7; a raise must name a higher level.',
    );
    editor.dispose();
  });
});

describe('refusal', () => {
  it('puts the step first, and lowers the capital of a common opening word only', () => {
    expect(refusal('Raise Strength to 4', ['This character may have at most 2 primary traits at average +2.'])).toBe(
      'Raise Strength to 4: this character may have at most 2 primary traits at average +2.',
    );
    expect(refusal('Raise Sorcery to 5', ['The Master limits beginning traits to level 4.'])).toBe(
      'Raise Sorcery to 5: The Master limits beginning traits to level 4.',
    );
    expect(refusal('Add Archery', ['Archery is already listed.'])).toBe('Add Archery: Archery is already listed.');
    expect(refusal('Buy Sorcery', ["Write The Master's approval."])).toBe("Buy Sorcery: write The Master's approval.");
  });

  it('does not name the step twice when the reason already opens with it', () => {
    expect(
      refusal('Buy plate (5 points) for 160 gc', ['Buying plate (5 points) costs 160 gc but the purse holds 30 gc.']),
    ).toBe('Buying plate (5 points) costs 160 gc but the purse holds 30 gc.');
    expect(refusal('Raise Dexterity to 5', [])).toBe('Raise Dexterity to 5: the rules do not allow this now.');
  });
});
