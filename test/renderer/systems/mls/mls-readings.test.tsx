import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { enteredRoll } from '../../../../shared/rules/core/dice';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { MlsAdvance } from '../../../../src-renderer/systems/mls/advance/mls-advance';
import { MlsBuilder } from '../../../../src-renderer/systems/mls/builder/mls-builder';
import { MlsSettingsForm } from '../../../../src-renderer/systems/mls/settings/mls-settings-form';

const mls = getRuleSystem('mls')!;

/** A human of 45 (base age 18 + 27 increments) with a soldier's occupation. */
function editorAt45(campaignSettings: Record<string, unknown>) {
  const creation = mls.newCharacter(mls.defaultSettings(), 1) as MlsCreation;
  creation.ageIncrements = 27;
  creation.hitPointsRoll = enteredRoll('2d6', 7);
  creation.secondaries = [
    {
      id: 'soldier',
      name: 'Soldier',
      kind: 'trained',
      base: { kind: 'primary', trait: 'strength' },
      level: 0,
      occupation: true,
    },
  ];
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: mls,
    file: {
      formatVersion: FORMAT_VERSION,
      id: 'old-hand',
      name: 'Old Hand',
      system: 'mls',
      createdAt: '2026-11-21',
      creation,
      events: [],
    },
    campaignSettings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => 3,
  });
}

describe('MLS campaign settings: starting CPs past base + 22 increments', () => {
  it('offers the two readings, names the numbers each gives, and sets the campaign’s choice', async () => {
    const user = userEvent.setup({ delay: null });
    const changes: Record<string, unknown>[] = [];
    render(<MlsSettingsForm settings={{}} onChange={(next) => changes.push(next)} />);
    const reading = screen.getByRole('combobox', { name: 'Starting CPs for each increment past base age + 22' });
    expect(reading).toHaveValue('racial-differences');
    // 60 + 22 x 2 + 5 = 109 by "Racial Differences"; 60 + 27 x 2 = 114 by "Character Generation".
    expect(reading).toHaveAccessibleDescription(
      /a new human of 45 starts with 109 CPs by the first reading and 114 by the second/,
    );
    await user.selectOptions(reading, '2 CPs, as “Character Generation” reads: “+2 CPs per year after that”');
    expect(changes.at(-1)).toMatchObject({ startingCpPast22Increments: 'character-generation' });
  });

  it('builds a human of 45 with 109 CPs by default and 114 where the campaign reads Character Generation', async () => {
    const user = userEvent.setup({ delay: null });
    const byDefault = render(<MlsBuilder editor={editorAt45({})} />);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', { name: /^Race and age/ }),
    );
    expect(screen.getByText('Now 45 years: 109 CPs to build with.')).toBeInTheDocument();
    byDefault.unmount();

    render(<MlsBuilder editor={editorAt45({ startingCpPast22Increments: 'character-generation' })} />);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', { name: /^Race and age/ }),
    );
    expect(screen.getByText('Now 45 years: 114 CPs to build with.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Starting age' })).toHaveDisplayValue('45 years (114 CPs)');
  });
});

describe('MLS combat or magic skills in the builder and in play', () => {
  it('marks a secondary trait as a combat or magic skill when it is added, and toggles the mark after', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorAt45({});
    render(<MlsBuilder editor={editor} />);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', {
        name: /^Secondary traits/,
      }),
    );
    const form = screen.getByRole('form', { name: 'Add a secondary trait' });
    await user.type(within(form).getByRole('textbox', { name: 'Name of the new secondary trait' }), 'Spear');
    await user.click(within(form).getByRole('checkbox', { name: /^A combat or magic skill/ }));
    await user.click(within(form).getByRole('button', { name: 'Add Spear (costs 1 CP)' }));
    expect(editor.creation!.secondaries.at(-1)).toMatchObject({ id: 'spear', name: 'Spear', combat: true });
    expect(within(form).getByRole('checkbox', { name: /^A combat or magic skill/ })).not.toBeChecked();

    const mark = screen.getByRole('checkbox', { name: 'Spear is a combat or magic skill' });
    expect(mark).toBeChecked();
    await user.click(mark);
    expect(editor.creation!.secondaries.at(-1)!.combat).toBeUndefined();
  });

  it('fills the mark in from a rulebook example used to attack, such as Sphere', async () => {
    const user = userEvent.setup({ delay: null });
    render(<MlsBuilder editor={editorAt45({})} />);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', {
        name: /^Secondary traits/,
      }),
    );
    const form = screen.getByRole('form', { name: 'Add a secondary trait' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Start from' }), 'Sphere (Trained, Aura)');
    expect(within(form).getByRole('checkbox', { name: /^A combat or magic skill/ })).toBeChecked();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Start from' }),
      'Observe (Natural, Awareness)',
    );
    expect(within(form).getByRole('checkbox', { name: /^A combat or magic skill/ })).not.toBeChecked();
  });

  it('acquires a combat skill in play with its mark', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorAt45({});
    render(<MlsAdvance editor={editor} />);
    await user.type(screen.getByRole('textbox', { name: 'Name of the new trait' }), 'Axe');
    await user.click(screen.getByRole('checkbox', { name: /^A combat or magic skill/ }));
    await user.click(screen.getByRole('button', { name: 'Acquire Axe at base (1 CP)' }));
    expect(editor.file.events.at(-1)).toMatchObject({
      type: 'acquire',
      trait: { id: 'axe', name: 'Axe', combat: true },
    });
    expect(editor.sheet!.secondaries.at(-1)!.combat).toBe(true);
  });
});
