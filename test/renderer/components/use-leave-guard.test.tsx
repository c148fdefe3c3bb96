import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import type { CharacterFile } from '../../../shared/model';
import { FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

/*
 * Forms that save only on the game master's word (the campaign settings, a session renamed in the list): leaving the
 * page with something typed there asks first and says what would be lost. The character is a reference character.
 */
const load = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../fixtures/hursagmu/reference/characters', `${name}.json`), 'utf8'),
  ) as CharacterFile;

function setUp() {
  const api = new FakeApi();
  api.addCampaign({
    name: 'Uruk',
    system: 'hursagmu',
    settings: { startingCoins: 5000 },
    sessions: [{ id: '2026-11-20-the-gate', name: 'The gate', date: '2026-11-20' }],
    characters: [load('ashur')],
  });
  return api;
}

describe('leaving a form with input not saved', () => {
  it('asks before leaving the campaign settings changed, says what would be lost, and stays or leaves as told', async () => {
    const { user, store } = await renderCampaign(setUp(), 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    const name = screen.getByRole('textbox', { name: 'Campaign name' });
    await user.clear(name);
    await user.type(name, 'Uruk the Walled');
    await user.click(screen.getByRole('button', { name: 'Ashur the Spearman' }));

    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent(
      'Not saved yet: the changes to the campaign settings. Leaving now loses it; stay to save it first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay to save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.navigation.place).toEqual({ screen: 'campaign', campaign: 'root:uruk' });
    expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveValue('Uruk the Walled');

    await user.click(screen.getByRole('button', { name: 'Ashur the Spearman' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ashur the Spearman' })).toBeInTheDocument();
  });

  it('leaves without asking once the settings are saved', async () => {
    const { user } = await renderCampaign(setUp(), 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    await user.type(screen.getByRole('textbox', { name: 'Campaign name' }), ' the Walled');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Uruk the Walled' });
    await user.click(screen.getByRole('button', { name: 'Ashur the Spearman' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ashur the Spearman' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('asks before leaving a session’s new name typed in the list', async () => {
    const { user } = await renderCampaign(setUp(), 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Rename session The gate' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for The gate' }), 'The cedar gate');
    await user.click(screen.getByRole('button', { name: 'Ashur the Spearman' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toHaveTextContent(
      'Not saved yet: the new name and date typed for the session The gate.',
    );
  });

  it('asks before leaving a character’s new name typed and not saved, and leaves without asking once it is cancelled', async () => {
    const { user } = await renderCampaign(setUp(), 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Ashur the Spearman' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Ashur the Spearman' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    await user.clear(field);
    await user.type(field, 'Ashur of Uruk');
    await user.click(screen.getByRole('button', { name: 'Back to Uruk' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Not saved yet: the new name typed for Ashur the Spearman.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay to save' }));
    expect(screen.getByRole('textbox', { name: 'New name' })).toHaveValue('Ashur of Uruk');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Back to Uruk' }));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uruk' })).toBeInTheDocument();
  });
});
