import { screen, waitFor, within } from '@testing-library/react';
import { stableStringify } from '../../../shared/model';
import { character, FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

function characterList() {
  return screen.getByRole('list', { name: 'Characters' });
}

/** The status bar at the foot of the page, which says whether changes are saved. */
function statusBar() {
  return within(screen.getByRole('contentinfo')).getByRole('status');
}

describe('saving', () => {
  it('says Saving… while a write is pending and All changes saved after', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves' });
    const { user } = await renderCampaign(api, 'Wolves');
    const release = api.holdWrites();

    await user.type(screen.getByLabelText('Character name'), 'Aria{Enter}');

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent('Saving…'));
    expect(api.characterNames(folder)).toEqual([]);
    release();
    await waitFor(() => expect(status).toHaveTextContent('All changes saved'));
    expect(api.characterNames(folder)).toEqual(['Aria']);
  });

  it("shows the host's error message and keeps the typed name when a write fails", async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves' });
    const { user } = await renderCampaign(api, 'Wolves');
    api.failNext('writeCharacter', {
      code: 'io',
      message: 'Could not save characters/aria.json (ENOSPC). The disk is full; free some space and try again.',
    });

    await user.type(screen.getByLabelText('Character name'), 'Aria{Enter}');

    expect(
      await screen.findByText(
        'Could not save characters/aria.json (ENOSPC). The disk is full; free some space and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Character name')).toHaveValue('Aria');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(api.characterNames(folder)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add character' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(api.characterNames(folder)).toEqual(['Aria']);
  });
});

describe('changes made outside the app', () => {
  it('says where the player is looking that an action is not saved when the file changed outside the app, and leads to the choice', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.click(within(characterList()).getByRole('button', { name: 'Aria' }));
    await user.click(await screen.findByRole('tab', { name: 'Advance' }));
    // Another program writes the file before the watcher has said so.
    api.editOutside(folder, character('aria-aaaaaa', 'Aria', { creation: { race: 'elf' } }), { silently: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Adventure size' }), 'average');
    await user.selectOptions(screen.getByRole('combobox', { name: "Character's role" }), 'major');
    await user.type(screen.getByRole('spinbutton', { name: 'Award rolled at the table (1d6)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Award the entered roll' }));

    const outcome = screen.getByRole('status', { name: 'Last advancement' });
    await waitFor(() =>
      expect(outcome).toHaveTextContent(
        'Not saved yet: this character’s file was changed outside the app. Choose which version to keep at the top of the page.',
      ),
    );
    // The status bar says it too, and not "All changes saved", while the choice waits.
    expect(statusBar()).toHaveTextContent(
      'Not saved: Aria was changed outside the app. Choose which version to keep at the top of the page.',
    );
    await user.click(within(outcome).getByRole('button', { name: 'Choose which version to keep' }));
    const banner = screen.getByRole('region', { name: 'Aria was changed outside the app' });
    expect(within(banner).getByRole('heading', { name: 'Aria was changed outside the app' })).toHaveFocus();
    await user.click(within(banner).getByRole('button', { name: /^Keep/ }));
    await waitFor(() => expect(outcome).not.toHaveTextContent('Not saved'));
    expect(statusBar()).not.toHaveTextContent('Not saved');
  });

  it('says in the status bar that a save of the campaign file waits on a choice, until it is made', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves' });
    const { user } = await renderCampaign(api, 'Wolves');
    // Another program renames the campaign before the watcher has said so.
    folder.files.set('campaign.json', stableStringify({ ...api.campaignFileOf(folder), name: 'Marsh Wolves' }));
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    const name = screen.getByRole('textbox', { name: 'Campaign name' });
    await user.clear(name);
    await user.type(name, 'Wolves of Dunmore');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const banner = await screen.findByRole('region', { name: 'Wolves was changed outside the app' });
    expect(statusBar()).toHaveTextContent(
      'Not saved: the campaign Wolves was changed outside the app. Choose which version to keep at the top of the page.',
    );
    expect(statusBar()).toHaveClass('status-error');
    await user.click(within(banner).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(statusBar()).toHaveTextContent('All changes saved'));
    expect(api.campaignFileOf(folder).name).toBe('Wolves of Dunmore');
  });

  it('offers Keep mine when a write meets a newer file, and then overwrites it', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');
    // A player edits the file in a synced folder before the watcher has said so.
    api.editOutside(folder, character('aria-aaaaaa', 'Aria', { creation: { race: 'elf' } }), { silently: true });

    await user.click(screen.getByRole('button', { name: 'Rename Aria' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for Aria' }), ' Vell{Enter}');

    const banner = await screen.findByRole('region', { name: 'Aria was changed outside the app' });
    expect(api.characters(folder)[0]).toMatchObject({ name: 'Aria', creation: { race: 'elf' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not saved: Aria was changed outside the app. Choose which version to keep at the top of the page.',
    );
    // Nothing else can be edited until the user chooses.
    expect(screen.getByRole('button', { name: 'Add character' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.click(within(banner).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(api.characterNames(folder)).toEqual(['Aria Vell']));
    const writes = api.callsOf('writeCharacter') as { overwrite?: boolean }[];
    expect(writes.map((w) => w.overwrite)).toEqual([undefined, true]);
    expect(screen.queryByRole('region', { name: /changed outside the app/ })).not.toBeInTheDocument();
    expect(folder.backups.map((b) => JSON.parse(b.text).creation)).toContainEqual({ race: 'elf' });
    expect(within(characterList()).getByRole('button', { name: 'Aria Vell' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
    expect(screen.getByRole('button', { name: 'Undo: rename Aria to Aria Vell' })).toBeEnabled();
  });

  it('reloads the other version from disk when the user chooses it', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');
    api.editOutside(folder, character('aria-aaaaaa', 'Aria of the Marsh'), { silently: true });

    await user.click(screen.getByRole('button', { name: 'Rename Aria' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for Aria' }), ' Vell{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Reload from disk' }));

    expect(await within(characterList()).findByRole('button', { name: 'Aria of the Marsh' })).toBeInTheDocument();
    expect(api.characterNames(folder)).toEqual(['Aria of the Marsh']);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reloaded Aria of the Marsh from disk; your change was not saved.',
    );
  });

  it('follows files that change, appear, break or disappear outside the app', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Wolves',
      characters: [character('aria-aaaaaa', 'Aria'), character('borin-bbbbbb', 'Borin')],
    });
    await renderCampaign(api, 'Wolves');

    api.editOutside(folder, character('aria-aaaaaa', 'Aria the Grey'));
    expect(await within(characterList()).findByRole('button', { name: 'Aria the Grey' })).toBeInTheDocument();

    api.editOutside(folder, character('cato-cccccc', 'Cato'));
    expect(await within(characterList()).findByRole('button', { name: 'Cato' })).toBeInTheDocument();

    api.deleteOutside(folder, 'characters/borin-bbbbbb.json');
    await waitFor(() =>
      expect(within(characterList()).queryByRole('button', { name: 'Borin' })).not.toBeInTheDocument(),
    );

    api.writeRawOutside(folder, 'characters/cato-cccccc.json', '{ not json');
    const panel = await screen.findByRole('region', { name: 'One file could not be opened' });
    expect(panel).toHaveTextContent('characters/cato-cccccc.json');
    expect(within(characterList()).queryByRole('button', { name: 'Cato' })).not.toBeInTheDocument();

    api.editOutside(folder, character('cato-cccccc', 'Cato'));
    expect(await within(characterList()).findByRole('button', { name: 'Cato' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /could not be opened/ })).not.toBeInTheDocument();
  });

  it('ignores changes in other campaigns', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const other = api.addCampaign({ name: 'Ironhold' });
    await renderCampaign(api, 'Wolves');

    api.emitChange({
      handle: other.handle,
      kind: 'unlink',
      file: 'characters/aria-aaaaaa.json',
      characterId: 'aria-aaaaaa',
    });

    expect(within(characterList()).getByRole('button', { name: 'Aria' })).toBeInTheDocument();
  });
});

describe('menu commands', () => {
  it('opens a recent campaign, and New Campaign returns to the form', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves' });
    const ironhold = api.addCampaign({ name: 'Ironhold', characters: [character('dara-dddddd', 'Dara')] });
    await renderCampaign(api, 'Wolves');

    api.sendMenuCommand({ openRecent: ironhold.key });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ironhold' })).toBeInTheDocument();
    expect(within(characterList()).getByRole('button', { name: 'Dara' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('closeCampaign')).toEqual([{ handle: api.campaign('Wolves').handle }]));

    api.sendMenuCommand('new-campaign');
    await waitFor(() => expect(screen.getByLabelText('Campaign name')).toHaveFocus());

    api.sendMenuCommand('print');
    await waitFor(() => expect(api.callsOf('print')).toEqual([{ target: 'pdf' }]));
  });
});
