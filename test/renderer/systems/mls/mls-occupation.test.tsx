import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMAT_VERSION } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { CampaignSettingsPanel } from '../../../../src-renderer/screens/campaign-settings-panel';
import { CampaignStore } from '../../../../src-renderer/state/campaign-store';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { SaveStatus } from '../../../../src-renderer/state/save-status';
import { MlsBuilder } from '../../../../src-renderer/systems/mls/builder/mls-builder';
import { MlsSettingsForm } from '../../../../src-renderer/systems/mls/settings/mls-settings-form';
import { FakeApi, TODAY } from '../../fake-api';

const HOUSE_RULES = {
  occupations: [{ name: 'River pilot', kind: 'trained', base: { kind: 'average', traits: ['agility', 'awareness'] } }],
  skills: [{ name: 'Boating', kind: 'natural', base: { kind: 'primary', trait: 'agility' } }],
};

function editorFor(campaignSettings: Record<string, unknown> = HOUSE_RULES) {
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: getRuleSystem('mls')!,
    file: {
      formatVersion: FORMAT_VERSION,
      id: 'aria',
      name: 'Aria',
      system: 'mls',
      createdAt: '2026-11-21',
      creation: {},
      events: [],
    },
    campaignSettings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => 3,
  });
}

const steps = () => screen.getByRole('navigation', { name: 'Builder steps' });

describe('MLS occupation and secondary traits in the builder', () => {
  it('offers the campaign’s occupations, adds one as the occupation, and clears the form for the next', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<MlsBuilder editor={editor} />);
    await user.click(within(steps()).getByRole('button', { name: /^Occupation/ }));
    const form = screen.getByRole('form', { name: 'Add the occupation' });
    expect(form).toHaveTextContent('The rulebook names no occupations; this campaign lists its own below');

    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Start from' }),
      'River pilot (Trained, average of Agility and Awareness)',
    );
    expect(within(form).getByRole('textbox', { name: 'Name of the new occupation' })).toHaveValue('River pilot');
    expect(within(form).getByRole('combobox', { name: 'Base' })).toHaveValue('average');
    expect(within(form).getByRole('checkbox', { name: 'Awareness' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Add River pilot (costs 2 CPs)' }));

    expect(editor.creation!.secondaries).toEqual([
      {
        id: 'river-pilot',
        name: 'River pilot',
        kind: 'trained',
        base: { kind: 'average', traits: ['agility', 'awareness'] },
        level: 0,
        occupation: true,
      },
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Occupation' })).getByRole('heading', { name: 'River pilot' }),
    ).toBeInTheDocument();
    // Every field starts again.
    expect(within(form).getByRole('textbox', { name: 'Name of the new occupation' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Start from' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Base' })).toHaveValue('primary:strength');
    expect(within(form).getByRole('combobox', { name: 'Kind' })).toHaveValue('trained');

    // A second occupation replaces the first, which stays as a secondary trait.
    expect(form).toHaveTextContent(
      'A new occupation replaces River pilot, which stays as a secondary trait at the single price.',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Name of the new occupation' }), 'Smith');
    await user.click(within(form).getByRole('button', { name: /^Add Smith/ }));
    expect(editor.creation!.secondaries.map((s) => [s.name, s.occupation === true])).toEqual([
      ['River pilot', false],
      ['Smith', true],
    ]);
    expect(editor.findingsAt('creation.secondaries').filter((f) => f.code.startsWith('mls.occupation.'))).toEqual([]);
  });

  it('says the rulebook names no occupations when the campaign lists none', async () => {
    const user = userEvent.setup({ delay: null });
    render(<MlsBuilder editor={editorFor({})} />);
    await user.click(within(steps()).getByRole('button', { name: /^Occupation/ }));
    const form = screen.getByRole('form', { name: 'Add the occupation' });
    expect(form).toHaveTextContent(
      'The rulebook names no occupations; type one, or ask the game master to list the campaign’s in Campaign settings.',
    );
    expect(within(form).queryByRole('combobox', { name: 'Start from' })).not.toBeInTheDocument();
  });

  it('offers the secondary traits the rulebook names, with where, and the campaign’s skills; the occupation is marked only in its step', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = editorFor();
    render(<MlsBuilder editor={editor} />);
    await user.click(within(steps()).getByRole('button', { name: /^Occupation/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the new occupation' }), 'Soldier');
    await user.click(screen.getByRole('button', { name: /^Add Soldier/ }));

    await user.click(within(steps()).getByRole('button', { name: /^Secondary traits/ }));
    expect(screen.getByText('The occupation, Soldier, is in the Occupation step.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a secondary trait' });
    const from = within(form).getByRole('combobox', { name: 'Start from' });
    expect(within(from).getByRole('group', { name: 'This campaign’s skills' })).toHaveTextContent(
      'Boating (Natural, Agility)',
    );
    await user.selectOptions(from, 'Observe (Natural, Awareness)');
    expect(from).toHaveAccessibleDescription(
      /The rulebook names Observe in "Use of Skills" > "Opposed Rolls" \("Observe Vs Hide"\); its kind and base are the app’s suggestion/,
    );
    expect(within(form).getByRole('combobox', { name: 'Kind' })).toHaveValue('natural');
    await user.click(within(form).getByRole('button', { name: 'Add Observe (costs 1 CP)' }));
    expect(editor.creation!.secondaries.at(-1)).toEqual({
      id: 'observe',
      name: 'Observe',
      kind: 'natural',
      base: { kind: 'primary', trait: 'awareness' },
      level: 0,
    });
    expect(within(form).getByRole('textbox', { name: 'Name of the new secondary trait' })).toHaveValue('');

    // One way to mark the occupation: no trait elsewhere can be made the occupation.
    const list = screen.getByRole('list', { name: 'Secondary traits' });
    expect(within(list).queryByRole('heading', { name: 'Soldier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /occupation/i })).not.toBeInTheDocument();
  });
});

describe('MLS campaign settings: the campaign’s own occupations and skills', () => {
  it('adds and removes occupations and skills, and sets whether the app rolls hit points, saving them with the campaign', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'The Goblin Marches', system: 'mls' });
    const opened = await api.openCampaign({ key: folder.key });
    if (!opened.ok) throw new Error(opened.error.message);
    const campaign = new CampaignStore(api, opened.value, new SaveStatus(), () => TODAY);
    const user = userEvent.setup({ delay: null });
    render(<CampaignSettingsPanel campaign={campaign} onClose={() => undefined} SettingsForm={MlsSettingsForm} />);

    const occupations = screen.getByRole('group', { name: 'The campaign’s occupations' });
    expect(occupations).toHaveTextContent('None: the rulebook names no occupations');
    await user.type(within(occupations).getByRole('textbox', { name: 'New occupation name' }), 'River pilot');
    await user.selectOptions(within(occupations).getByRole('combobox', { name: 'New occupation base' }), 'Agility');
    await user.click(within(occupations).getByRole('button', { name: 'Add occupation' }));
    expect(within(occupations).getByRole('list')).toHaveTextContent('River pilot (Trained, base Agility)');
    expect(within(occupations).getByRole('textbox', { name: 'New occupation name' })).toHaveValue('');

    const skills = screen.getByRole('group', { name: 'The campaign’s skills' });
    await user.type(within(skills).getByRole('textbox', { name: 'New skill name' }), 'Boating{Enter}');
    await user.type(within(skills).getByRole('textbox', { name: 'New skill name' }), 'Gambling');
    await user.click(within(skills).getByRole('button', { name: 'Add skill' }));
    await user.click(within(skills).getByRole('button', { name: 'Remove skill Boating' }));
    await user.click(screen.getByRole('checkbox', { name: 'The app rolls hit points for new characters' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(api.campaignFileOf(folder).settings).toMatchObject({
        occupations: [{ name: 'River pilot', kind: 'trained', base: { kind: 'primary', trait: 'agility' } }],
        skills: [{ name: 'Gambling', kind: 'trained', base: { kind: 'primary', trait: 'strength' } }],
        rollHitPointsForNewCharacters: true,
      }),
    );
  });
});
