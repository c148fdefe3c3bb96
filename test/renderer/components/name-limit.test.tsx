import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../shared/rules/systems/hursagmu';
import { CharacterEditorStore } from '../../../src-renderer/state/character-editor';
import { HursagmuAdvance } from '../../../src-renderer/systems/hursagmu/advance/hursagmu-advance';
import { HursagmuBuilder } from '../../../src-renderer/systems/hursagmu/builder/hursagmu-builder';
import { character, FakeApi } from '../fake-api';
import { renderApp, renderCampaign } from '../render-app';

/**
 * A name longer than its limit (120 characters for campaigns, characters and sessions; 80 for a trait, a
 * gift or a piece of equipment) is never cut: the field keeps every character typed or pasted, says by how
 * much it is too long, and the form refuses it. At exactly the limit the field says the limit is reached.
 */

const mls = getRuleSystem('mls')!;
/** A name of exactly `length` characters, spaces inside it but none at its ends. */
const name = (length: number) => `${'Enheduanna of Ur, '.repeat(10)}`.slice(0, length - 1) + 'x';

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('names at their limit', () => {
  it('keeps a pasted campaign name whole, says it is at or past the limit, and creates no campaign past it', async () => {
    const { user, api } = renderApp();
    const field = await screen.findByRole('textbox', { name: 'Campaign name' });

    await paste(user, field, name(120));
    expect(field).toHaveValue(name(120));
    expect(field).toHaveAccessibleDescription('120 characters: the most a name can have.');

    await paste(user, field, name(125));
    expect(field).toHaveValue(name(125));
    expect(field).toHaveAccessibleDescription('Shorten the name to at most 120 characters (it has 125).');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Shorten the name to at most 120 characters (it has 125).');
    expect(api.callsOf('createCampaign')).toHaveLength(0);
    expect(field).toHaveValue(name(125));
  });

  it('refuses a new character, a renamed character and a session past 120 characters, keeping what was typed', async () => {
    const api = new FakeApi();
    const aria = character('aria-aaaaaa', 'Aria', {
      creation: mls.newCharacter(mls.defaultSettings(), 7) as Record<string, unknown>,
    });
    const folder = api.addCampaign({ name: 'Wolves', characters: [aria] });
    const { user } = await renderCampaign(api, 'Wolves');

    const newName = screen.getByRole('textbox', { name: 'Character name' });
    await paste(user, newName, name(121));
    await user.click(screen.getByRole('button', { name: 'Add character' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Shorten the name to at most 120 characters (it has 121).');
    expect(newName).toHaveValue(name(121));
    expect(api.characterNames(folder)).toEqual(['Aria']);

    await user.click(screen.getByRole('button', { name: 'Rename Aria' }));
    const rename = screen.getByRole('textbox', { name: 'New name for Aria' });
    await paste(user, rename, name(130));
    await user.keyboard('{Enter}');
    expect(rename).toHaveValue(name(130));
    expect(rename).toHaveAccessibleDescription('Shorten the name to at most 120 characters (it has 130).');
    expect(rename).toHaveAttribute('aria-invalid', 'true');
    await paste(user, rename, name(120));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.characterNames(folder)).toEqual([name(120).trim()]));

    const session = screen.getByRole('textbox', { name: 'Session name' });
    await paste(user, session, name(140));
    expect(session).toHaveAccessibleDescription('Shorten the name to at most 120 characters (it has 140).');
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    expect(within(screen.getByRole('region', { name: 'Sessions' })).getByRole('alert')).toHaveTextContent(
      'Shorten the name to at most 120 characters (it has 140).',
    );
    expect(api.campaignFileOf(folder).sessions).toEqual([]);
  });

  it('refuses to save a campaign renamed past 120 characters, saying why', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves' });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.click(screen.getByRole('button', { name: /^Campaign settings$/ }));
    const settings = screen.getByRole('region', { name: 'Campaign settings' });
    const field = within(settings).getByRole('textbox', { name: 'Campaign name' });
    await paste(user, field, name(122));
    expect(field).toHaveValue(name(122));
    expect(within(settings).getByText('Shorten the name to at most 120 characters (it has 122).')).toBeInTheDocument();
    expect(within(settings).getByRole('alert')).toHaveTextContent("Shorten the campaign's name before saving.");
    expect(within(settings).getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('refuses to rename a character on its page past 120 characters', async () => {
    const api = new FakeApi();
    const aria = character('aria-aaaaaa', 'Aria', {
      creation: mls.newCharacter(mls.defaultSettings(), 7) as Record<string, unknown>,
    });
    api.addCampaign({ name: 'Wolves', characters: [aria] });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.click(within(screen.getByRole('list', { name: 'Characters' })).getByRole('button', { name: 'Aria' }));
    await screen.findByRole('tablist', { name: 'Character sections' });
    await user.click(screen.getByRole('button', { name: 'Rename Aria' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    await paste(user, field, name(125));
    expect(field).toHaveAccessibleDescription('Shorten the name to at most 120 characters (it has 125).');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Shorten the name to at most 120 characters (it has 125).');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aria');
  });

  it('refuses a HURSAGMU weapon or item named past 80 characters, in the builder and in play', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = new CharacterEditorStore<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
      system: getRuleSystem('hursagmu')!,
      file: {
        formatVersion: 1,
        id: 'ninsun',
        name: 'Ninsun',
        system: 'hursagmu',
        createdAt: '2026-11-21',
        creation: { traits: {}, gifts: [], equipment: [] },
        events: [],
      },
      campaignSettings: {},
      writer: { save: async () => true },
      today: () => '2026-11-21',
      randomSeed: () => 7,
    });
    const view = render(<HursagmuBuilder editor={editor} />);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', { name: /^Equipment/ }),
    );
    const weapon = screen.getByRole('form', { name: 'Build a weapon' });
    const field = within(weapon).getByRole('textbox', { name: 'Weapon name' });
    await paste(user, field, name(80));
    expect(field).toHaveAccessibleDescription('80 characters: the most a name can have.');
    await paste(user, field, name(84));
    expect(field).toHaveValue(name(84));
    expect(weapon).toHaveTextContent('Shorten the name to at most 80 characters (it has 84).');
    await user.click(within(weapon).getByRole('button', { name: /^Buy / }));
    expect(editor.creation!.equipment).toEqual([]);
    view.unmount();

    render(<HursagmuAdvance editor={editor} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of equipment' }), 'Focus');
    await paste(user, screen.getByRole('textbox', { name: 'Focus name' }), name(81));
    expect(screen.getByRole('region', { name: 'Advancement' })).toHaveTextContent(
      'Shorten the name to at most 80 characters (it has 81).',
    );
    expect(editor.file.events).toEqual([]);
  });
});
