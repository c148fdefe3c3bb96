import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stableStringify, type CampaignFile } from '../../../shared/model';
import { getRuleSystem } from '../../../shared/rules/registry';
import { ConflictBanner } from '../../../src-renderer/components/conflict-banner';
import { HistoryButtons } from '../../../src-renderer/components/history-buttons';
import { StatusLine } from '../../../src-renderer/components/status-line';
import { CampaignSettingsPanel } from '../../../src-renderer/screens/campaign-settings-panel';
import { CampaignStore } from '../../../src-renderer/state/campaign-store';
import { SaveStatus } from '../../../src-renderer/state/save-status';
import { HursagmuSettingsForm } from '../../../src-renderer/systems/hursagmu/settings/hursagmu-settings-form';
import { FakeApi, revisionOf, TODAY, type FakeCampaign } from '../fake-api';
import { renderApp, renderCampaign } from '../render-app';

/** Opens a HURSAGMU campaign and shows its settings panel with the undo buttons, the conflict banner and the status line. */
async function openHursagmuSettings(api = new FakeApi()) {
  const folder = api.addCampaign({ name: 'Ur of the Four Quarters', system: 'hursagmu' });
  const opened = await api.openCampaign({ key: folder.key });
  if (!opened.ok) throw new Error(opened.error.message);
  const status = new SaveStatus();
  const campaign = new CampaignStore(api, opened.value, status, () => TODAY);
  const user = userEvent.setup();
  render(
    <>
      <HistoryButtons
        history={campaign.history}
        onUndo={() => void campaign.undo()}
        onRedo={() => void campaign.redo()}
      />
      <ConflictBanner campaign={campaign} />
      <CampaignSettingsPanel campaign={campaign} onClose={() => undefined} SettingsForm={HursagmuSettingsForm} />
      <StatusLine status={status} />
    </>,
  );
  return { api, folder, campaign, user, firstRevision: opened.value.campaignRevision };
}

function settingsOnDisk(api: FakeApi, folder: FakeCampaign) {
  return api.campaignFileOf(folder).settings;
}

async function typeNumber(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = screen.getByRole('spinbutton', { name: label });
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('campaign settings', () => {
  it('saves HURSAGMU starting points and the beginning trait limit against the revision last seen, and undoes it', async () => {
    const { api, folder, campaign, user, firstRevision } = await openHursagmuSettings();
    // A file without settings shows the project's defaults.
    expect(screen.getByRole('spinbutton', { name: 'Starting character points' })).toHaveValue(60);
    expect(screen.getByRole('spinbutton', { name: 'Maximum beginning trait level' })).toHaveValue(10);

    await typeNumber(user, 'Starting character points', '50');
    await typeNumber(user, 'Maximum beginning trait level', '8');
    await user.click(screen.getByRole('checkbox', { name: 'Revised encounters' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(settingsOnDisk(api, folder)).toMatchObject({
        startingCharacterPoints: 50,
        maxStartingTraitLevel: 8,
        revisedEncounters: true,
      }),
    );
    const [first] = api.callsOf('writeCampaign') as { baseRevision: string }[];
    expect(first!.baseRevision).toBe(firstRevision);
    expect(campaign.campaignRevision).toBe(revisionOf(folder.files.get('campaign.json')!));
    expect(await screen.findByRole('status')).toHaveTextContent('All changes saved');

    // The next save is based on the revision the first one wrote.
    await user.click(screen.getByRole('checkbox', { name: 'No limit on beginning trait levels' }));
    expect(screen.queryByRole('spinbutton', { name: 'Maximum beginning trait level' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(settingsOnDisk(api, folder)).toMatchObject({ maxStartingTraitLevel: null }));
    const second = api.callsOf('writeCampaign')[1] as { baseRevision: string };
    expect(second.baseRevision).not.toBe(firstRevision);

    await user.click(screen.getByRole('button', { name: 'Undo: change the campaign settings' }));
    await waitFor(() => expect(settingsOnDisk(api, folder)).toMatchObject({ maxStartingTraitLevel: 8 }));
    expect(await screen.findByRole('spinbutton', { name: 'Maximum beginning trait level' })).toHaveValue(8);
    await user.click(screen.getByRole('button', { name: 'Undo: change the campaign settings' }));
    await waitFor(() => expect(settingsOnDisk(api, folder)).toEqual({}));
    expect(screen.getByRole('spinbutton', { name: 'Starting character points' })).toHaveValue(60);
  });

  it('shows a setting the rules refuse beside its field and refuses to save it', async () => {
    const { api, user } = await openHursagmuSettings();
    await typeNumber(user, 'Starting character points', '-5');

    const field = screen.getByRole('spinbutton', { name: 'Starting character points' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/settings\.startingCharacterPoints/);
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/Fix the setting marked as an error before saving/);
    await user.click(save);
    expect(api.callsOf('writeCampaign')).toHaveLength(0);

    await typeNumber(user, 'Starting character points', '40');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('adds the campaign’s own traits and gifts and drops the book’s, warning about an id the book already has', async () => {
    const { api, folder, user } = await openHursagmuSettings();
    // Enter in the new trait's name adds it; it does not save the settings yet.
    await user.type(screen.getByRole('textbox', { name: 'New trait name' }), 'Seafaring{Enter}');
    expect(screen.getByRole('list', { name: 'The campaign’s own traits' })).toHaveTextContent('Seafaring');
    expect(api.callsOf('writeCampaign')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'New gift name' }), 'Second Sight');
    await typeNumber(user, 'New gift cost (character points)', '6');
    await user.click(screen.getByRole('button', { name: 'Add gift' }));
    await user.click(screen.getByRole('checkbox', { name: 'Burglary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Phosphorescence' }));

    await user.type(screen.getByRole('textbox', { name: 'New trait name' }), 'Archery');
    await user.click(screen.getByRole('button', { name: 'Add trait' }));
    expect(screen.getByText(/The book already has the trait "archery"/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove trait Archery' }));
    expect(screen.queryByText(/The book already has the trait/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(settingsOnDisk(api, folder)).toMatchObject({
        addedTraits: [{ id: 'seafaring', name: 'Seafaring' }],
        addedGifts: [{ id: 'second-sight', name: 'Second Sight', cost: 6 }],
        droppedTraits: ['burglary'],
        droppedGifts: ['phosphorescence'],
      }),
    );
  });

  it('asks which version wins when campaign.json changed on disk, and keeps mine or reloads', async () => {
    const { api, folder, campaign, user } = await openHursagmuSettings();
    const outside = (name: string, settings: Record<string, unknown>) => {
      // Changed without the watcher noticing, so only the write finds out.
      const file: CampaignFile = { ...api.campaignFileOf(folder), name, settings };
      folder.files.set('campaign.json', stableStringify(file));
    };

    outside('Ur (edited)', { startingCoins: 5000 });
    await typeNumber(user, 'Starting character points', '45');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const banner = await screen.findByRole('region', { name: 'Ur of the Four Quarters was changed outside the app' });
    await user.click(within(banner).getByRole('button', { name: 'Keep mine' }));
    // Mine whole: the purse the other version set is gone, back to the default the file leaves out.
    await waitFor(() => expect(settingsOnDisk(api, folder)).toEqual({ startingCharacterPoints: 45 }));
    expect(api.callsOf('writeCampaign').at(-1)).toMatchObject({ overwrite: true });
    expect(folder.backups.map((b) => JSON.parse(b.text).name)).toContain('Ur (edited)');

    outside('Ur (edited again)', { startingCoins: 7000 });
    await typeNumber(user, 'Starting character points', '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await user.click(
      within(await screen.findByRole('region', { name: /was changed outside the app/ })).getByRole('button', {
        name: 'Reload from disk',
      }),
    );
    await waitFor(() => expect(campaign.campaign.name).toBe('Ur (edited again)'));
    expect(settingsOnDisk(api, folder)).toEqual({ startingCoins: 7000 });
    expect(screen.getByRole('status')).toHaveTextContent('your change was not saved');
    // The reloaded revision is the base of the next write.
    expect(campaign.campaignRevision).toBe(revisionOf(folder.files.get('campaign.json')!));
  });

  it('keeps both versions merged when campaign.json changed on disk: a session added there stays, and a setting both changed is chosen', async () => {
    const { api, folder, user } = await openHursagmuSettings();
    const onDisk = api.campaignFileOf(folder);
    // Another program added a session and an award, without the watcher noticing.
    const award = {
      id: 'award-2026-11-28-zzzzzz',
      date: '2026-11-28',
      points: 5,
      carriedIn: 0,
      shares: { gilgamesh: 5, enkidu: 5 },
      remainder: 0,
    };
    folder.files.set(
      'campaign.json',
      stableStringify({
        ...onDisk,
        sessions: [{ id: '2026-11-28-the-cedar-forest-p0p0p0', name: 'The Cedar Forest', date: '2026-11-28' }],
        awards: [award],
      }),
    );

    await typeNumber(user, 'Starting character points', '45');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const banner = await screen.findByRole('region', { name: 'Ur of the Four Quarters was changed outside the app' });
    // Keeping mine would drop what the other version added; the banner says so before anything is chosen.
    expect(banner).toHaveTextContent(
      "Keep mine drops what the other version added: the session The Cedar Forest, the award of 28 Nov 2026 (its shares stay in 2 characters' ledgers without it).",
    );
    await user.click(within(banner).getByRole('button', { name: 'Keep both, merged' }));
    await waitFor(() => expect(settingsOnDisk(api, folder)).toMatchObject({ startingCharacterPoints: 45 }));
    const merged = api.campaignFileOf(folder);
    expect(merged.sessions.map((s) => s.name)).toEqual(['The Cedar Forest']);
    expect(merged.awards?.map((a) => a.id)).toEqual([award.id]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kept both versions of the campaign Ur of the Four Quarters: 2 records from the version on disk joined yours.',
    );

    // Now the other program changes the same setting, recording its change as the app does.
    const now = api.campaignFileOf(folder);
    const theirs = {
      ...now,
      settings: { ...now.settings, startingCharacterPoints: 70 },
      settingsChanges: [
        ...(now.settingsChanges ?? []),
        {
          id: 'settings-2026-11-28-tttttt',
          date: '2026-11-28',
          changes: [{ path: ['settings', 'startingCharacterPoints'], from: 45, to: 70 }],
        },
      ],
    };
    folder.files.set('campaign.json', stableStringify(theirs));
    await typeNumber(user, 'Starting character points', '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const again = await screen.findByRole('region', { name: /was changed outside the app/ });
    const keepBoth = within(again).getByRole('button', { name: 'Keep both, merged' });
    expect(keepBoth).toBeDisabled();
    await user.click(
      within(within(again).getByRole('group', { name: 'startingCharacterPoints' })).getByRole('radio', {
        name: 'Other version: 70',
      }),
    );
    await user.click(keepBoth);
    await waitFor(() => expect(settingsOnDisk(api, folder)).toMatchObject({ startingCharacterPoints: 70 }));
    expect(api.campaignFileOf(folder).settingsChanges?.at(-1)?.settles).toHaveLength(2);
  });

  it('renames the campaign and sets MLS racial averages from the campaign screen', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves of Dunmore' });
    const { user } = await renderCampaign(api, 'Wolves of Dunmore');

    const open = screen.getByRole('button', { name: 'Campaign settings' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const panel = screen.getByRole('region', { name: 'Campaign settings' });
    expect(within(panel).getByRole('spinbutton', { name: 'Strength average for Human' })).toHaveValue(2);

    const name = within(panel).getByRole('textbox', { name: 'Campaign name' });
    await user.clear(name);
    await user.type(name, 'Wolves of the North');
    const ork = within(panel).getByRole('spinbutton', { name: 'Strength average for Ork' });
    await user.clear(ork);
    await user.type(ork, '3');
    await user.click(within(panel).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wolves of the North' })).toBeInTheDocument();
    const file = api.campaignFileOf(folder);
    expect(file.name).toBe('Wolves of the North');
    // Only the changed average is written; the rules read the book's for the rest.
    expect(file.settings).toEqual({ racialAverages: { ork: { strength: 3 } } });
    expect(getRuleSystem('mls')!.parseSettings(file.settings).settings).toMatchObject({
      racialAverages: { ork: { strength: 3, body: 2 }, human: { strength: 2 } },
    });

    await user.click(within(panel).getByRole('button', { name: 'Close settings' }));
    expect(screen.queryByRole('region', { name: 'Campaign settings' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('takes a campaign file changed outside the app when the watcher reports it', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves' });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));

    const file: CampaignFile = {
      ...api.campaignFileOf(folder),
      name: 'Wolves Renamed',
      sessions: [{ id: 'one', name: 'Night one', date: TODAY }],
    };
    api.writeRawOutside(folder, 'campaign.json', stableStringify(file));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wolves Renamed' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Sessions' })).getByText('Night one')).toBeInTheDocument();
    // The untouched settings form follows the file; the next write is based on its revision.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveValue('Wolves Renamed'));
    await user.click(screen.getByRole('button', { name: 'Remove session Night one' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove session' }));
    await waitFor(() => expect(api.campaignFileOf(folder).sessions).toEqual([]));
    expect(screen.queryByRole('region', { name: /changed outside the app/ })).not.toBeInTheDocument();
  });

  it('starts a new campaign with its game’s default settings and offers that game’s settings form', async () => {
    const { api, user } = renderApp();
    await user.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Barrow Wights');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game system' }), 'hursagmu');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await screen.findByRole('heading', { level: 1, name: 'Barrow Wights' });
    const [input] = api.callsOf('createCampaign') as { system: string; settings: Record<string, unknown> }[];
    expect(input!.system).toBe('hursagmu');
    expect(input!.settings).toEqual(getRuleSystem('hursagmu')!.defaultSettings());
    expect(input!.settings).toMatchObject({
      startingCharacterPoints: 60,
      maxStartingTraitLevel: 10,
      revisedEncounters: false,
    });

    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    const panel = screen.getByRole('region', { name: 'Campaign settings' });
    expect(within(panel).getByRole('spinbutton', { name: 'Starting coins (cc)' })).toHaveAccessibleDescription(
      /That is 10 gc\./,
    );
    expect(within(panel).getByRole('checkbox', { name: 'Revised encounters' })).toHaveAccessibleDescription(
      /Athlete and Rider/,
    );
  });
});
