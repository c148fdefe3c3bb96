import { screen, waitFor, within } from '@testing-library/react';
import { findSystem, listSystems } from '../../../shared/rules/registry';
import { findSystemScreens } from '../../../src-renderer/systems';
import { character, FakeApi } from '../fake-api';
import { renderApp } from '../render-app';

describe('home screen', () => {
  it('shows the app name, where campaigns live in browser mode, and the campaigns with their game and folder', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves of Dunmore' });
    renderApp(api);

    expect(screen.getByRole('heading', { level: 1, name: 'Ledger of Heroes' })).toBeInTheDocument();
    const entry = await screen.findByRole('button', { name: /^Wolves of Dunmore/ });
    expect(entry).toHaveTextContent('The Nutshell MLS');
    expect(entry).toHaveTextContent('/home/player/Campaigns/Wolves of Dunmore');
    expect(await screen.findByText('/home/player/Campaigns')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open campaign folder…' })).not.toBeInTheDocument();
  });

  it('creates a campaign with the chosen game and opens it', async () => {
    const { api, user } = renderApp();

    await user.type(screen.getByLabelText('Campaign name'), 'The Salt Road');
    await user.selectOptions(screen.getByLabelText('Game system'), 'The Nutshell MLS');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'The Salt Road' })).toBeInTheDocument();
    expect(screen.getByText(/The Nutshell MLS/)).toBeInTheDocument();
    expect(screen.getByText(/No characters yet/)).toBeInTheDocument();
    // A new campaign starts with the game's documented default settings.
    expect(api.callsOf('createCampaign')).toEqual([
      { name: 'The Salt Road', system: 'mls', settings: findSystem('mls')!.defaultSettings },
    ]);
    expect(api.campaign('The Salt Road')).toBeDefined();
  });

  it('offers every game of the rules package, each with its screens, by name', async () => {
    renderApp();
    const select = await screen.findByRole('combobox', { name: 'Game system' });
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(listSystems().map((s) => s.name));
    expect(offered).toContain('The Nutshell MLS');
    // A rule system without screens fails here: each game is its rules and its screens, one line in each registry.
    for (const { id } of listSystems()) expect([id, findSystemScreens(id)?.id]).toEqual([id, id]);
  });

  it('asks for a name instead of creating a campaign without one', async () => {
    const { api, user } = renderApp();

    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Type a name for the campaign first.');
    expect(screen.getByLabelText('Campaign name')).toHaveFocus();
    expect(api.callsOf('createCampaign')).toHaveLength(0);
  });

  it("shows the host's message when the campaign cannot be created", async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves of Dunmore' });
    const { user } = renderApp(api);

    await user.type(screen.getByLabelText('Campaign name'), 'Wolves of Dunmore{Enter}');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('A campaign folder named Wolves of Dunmore already exists.'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ledger of Heroes' })).toBeInTheDocument();
  });

  it('opens a campaign from the list with the keyboard', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves of Dunmore', characters: [character('aria-x1', 'Aria')] });
    const { user } = renderApp(api);
    await screen.findByRole('button', { name: /^Wolves of Dunmore/ });

    await user.tab(); // Campaign name
    await user.tab(); // Game system
    await user.tab(); // Start from house rules
    await user.tab(); // Create campaign
    await user.tab(); // the campaign
    expect(screen.getByRole('button', { name: /^Wolves of Dunmore/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    const list = await screen.findByRole('list', { name: 'Characters' });
    expect(within(list).getByRole('button', { name: 'Aria' })).toBeInTheDocument();
  });

  it('offers the folder dialog where the host has one', async () => {
    const api = new FakeApi();
    api.host = { kind: 'electron', canChooseFolders: true, appVersion: '0.1.0' };
    const existing = api.addCampaign({ name: 'Ironhold' });
    api.folderDialogResult = await api.openCampaign({ key: existing.key });
    const { user } = renderApp(api);

    await user.click(await screen.findByRole('button', { name: 'Open campaign folder…' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ironhold' })).toBeInTheDocument();
    expect(screen.queryByText(/Campaigns live in/)).not.toBeInTheDocument();
  });

  it('stays quiet when the user cancels the folder dialog', async () => {
    const api = new FakeApi();
    api.host = { kind: 'electron', canChooseFolders: true, appVersion: '0.1.0' };
    api.folderDialogResult = { ok: false, error: { code: 'cancelled', message: 'No folder was chosen.' } };
    const { user } = renderApp(api);

    await user.click(await screen.findByRole('button', { name: 'Open campaign folder…' }));

    expect(screen.getByRole('status').textContent).toBe('');
    expect(api.callsOf('chooseCampaignFolder')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Ledger of Heroes' })).toBeInTheDocument();
  });

  it('says why a campaign could not be opened and stays on the list', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves of Dunmore' });
    const message =
      'campaign.json was saved by a newer version of this app (file format 2; this version reads up to 1). Update the app to open it. The file has not been changed.';
    api.failNext('openCampaign', { code: 'file-problem', message });
    const { user } = renderApp(api);

    await user.click(await screen.findByRole('button', { name: /^Wolves of Dunmore/ }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
    expect(screen.getByRole('heading', { level: 1, name: 'Ledger of Heroes' })).toBeInTheDocument();
  });
});
