import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { character, FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

function characterList() {
  return screen.getByRole('list', { name: 'Characters' });
}

async function deleteCharacter(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument());
}

describe('undo and redo', () => {
  it('brings a deleted character back with Undo and deletes it again with Redo', async () => {
    const api = new FakeApi();
    const aria = character('aria-aaaaaa', 'Aria', { creation: { race: 'human' } });
    const folder = api.addCampaign({ name: 'Wolves', characters: [aria, character('borin-bbbbbb', 'Borin')] });
    const { user } = await renderCampaign(api, 'Wolves');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await deleteCharacter(user, 'Aria');
    expect(api.characterNames(folder)).toEqual(['Borin']);

    await user.click(screen.getByRole('button', { name: 'Undo: delete Aria' }));
    expect(await within(characterList()).findByRole('button', { name: 'Aria' })).toBeInTheDocument();
    expect(api.characters(folder).find((c) => c.id === 'aria-aaaaaa')).toEqual(aria);

    await user.click(screen.getByRole('button', { name: 'Redo: delete Aria' }));
    await waitFor(() =>
      expect(within(characterList()).queryByRole('button', { name: 'Aria' })).not.toBeInTheDocument(),
    );
    expect(api.characterNames(folder)).toEqual(['Borin']);
    expect(screen.getByRole('button', { name: 'Undo: delete Aria' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('undoes adding a character by moving its file to the backups, and renames back', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('borin-bbbbbb', 'Borin')] });
    const { user } = await renderCampaign(api, 'Wolves');

    await user.click(screen.getByRole('button', { name: 'Rename Borin' }));
    await user.clear(screen.getByRole('textbox', { name: 'New name for Borin' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for Borin' }), 'Borin Stonehand{Enter}');
    await user.type(screen.getByLabelText('Character name'), 'Cato{Enter}');
    await within(characterList()).findByRole('button', { name: 'Cato' });

    await user.click(screen.getByRole('button', { name: 'Undo: add Cato' }));
    await waitFor(() => expect(api.characterNames(folder)).toEqual(['Borin Stonehand']));
    expect(folder.backups.map((b) => JSON.parse(b.text).name)).toContain('Cato');
    expect(within(characterList()).queryByRole('button', { name: 'Cato' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo: rename Borin to Borin Stonehand' }));
    await waitFor(() => expect(api.characterNames(folder)).toEqual(['Borin']));
    expect(within(characterList()).getByRole('button', { name: 'Borin' })).toBeInTheDocument();
  });

  it('answers Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y outside text fields', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.click(screen.getByRole('button', { name: 'Rename Aria' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for Aria' }), ' Vell{Enter}');
    await within(characterList()).findByRole('button', { name: 'Aria Vell' });

    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(api.characterNames(folder)).toEqual(['Aria']));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(api.characterNames(folder)).toEqual(['Aria Vell']));
    await user.keyboard('{Meta>}z{/Meta}');
    await waitFor(() => expect(api.characterNames(folder)).toEqual(['Aria']));
    await user.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(api.characterNames(folder)).toEqual(['Aria Vell']));
    expect(within(characterList()).getByRole('button', { name: 'Aria Vell' })).toBeInTheDocument();
  });

  it('leaves Ctrl+Z inside a text field to the field', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.type(screen.getByLabelText('Character name'), 'Borin{Enter}');
    await within(characterList()).findByRole('button', { name: 'Borin' });

    await user.click(screen.getByRole('button', { name: 'Rename Aria' }));
    const field = screen.getByRole('textbox', { name: 'New name for Aria' });
    await user.type(field, 'x');
    await user.keyboard('{Control>}z{/Control}');

    expect(field).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo: add Borin' })).toBeEnabled();
    expect(api.callsOf('deleteCharacter')).toHaveLength(0);
    expect(api.characterNames(folder)).toEqual(['Aria', 'Borin']);
  });

  it('follows Undo and Redo from the native menu', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');
    await deleteCharacter(user, 'Aria');

    api.sendMenuCommand('undo');
    expect(await screen.findByRole('button', { name: 'Aria' })).toBeInTheDocument();
    expect(api.characterNames(folder)).toEqual(['Aria']);

    api.sendMenuCommand('redo');
    await waitFor(() => expect(api.characterNames(folder)).toEqual([]));
    expect(await screen.findByText(/No characters yet/)).toBeInTheDocument();
  });

  it('does not undo behind an open dialog', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.type(screen.getByLabelText('Character name'), 'Borin{Enter}');
    await within(characterList()).findByRole('button', { name: 'Borin' });

    await user.click(screen.getByRole('button', { name: 'Delete Aria' }));
    await user.keyboard('{Control>}z{/Control}');

    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.characterNames(folder)).toEqual(['Aria', 'Borin']);
    expect(api.callsOf('deleteCharacter')).toHaveLength(0);
  });
});

describe('undo from the menu while typing', () => {
  it('leaves the menu Undo to the focused text field', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.type(screen.getByLabelText('Character name'), 'Borin{Enter}');
    await within(screen.getByRole('list', { name: 'Characters' })).findByRole('button', { name: 'Borin' });

    await user.type(screen.getByLabelText('Character name'), 'Ca');
    api.sendMenuCommand('undo');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(api.characterNames(folder)).toEqual(['Aria', 'Borin']);
    expect(screen.getByRole('button', { name: 'Undo: add Borin' })).toBeEnabled();
  });
});
