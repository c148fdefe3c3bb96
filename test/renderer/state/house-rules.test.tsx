import { screen, waitFor, within } from '@testing-library/react';
import { FORMAT_VERSION, stableStringify } from '../../../shared/model';
import { getRuleSystem } from '../../../shared/rules/registry';
import { readText } from '../../../src-renderer/components/file-transfer';
import { differencesFromBook, readHouseRules } from '../../../src-renderer/state/house-rules';
import { FakeApi } from '../fake-api';
import { renderApp, renderCampaign } from '../render-app';

/*
 * House rules: a campaign's settings saved as a file, loaded into another campaign, used to start a new one, and
 * compared with the book. HURSAGMU's book gives 60 starting character points and the project's default purse is
 * 1000 cc (shared/rules/systems/hursagmu/schemas.ts).
 */
const hursagmu = getRuleSystem('hursagmu')!;
const URUK_SETTINGS = { startingCharacterPoints: 40, startingCoins: 5000 };
const urukRules = () => ({
  formatVersion: FORMAT_VERSION,
  kind: 'house-rules',
  name: 'Uruk house rules',
  system: 'hursagmu',
  settings: hursagmu.parseSettings(URUK_SETTINGS).settings as Record<string, unknown>,
});

afterEach(() => vi.restoreAllMocks());

describe('house rules', () => {
  it('compares a campaign’s settings with the book and saves them as a house-rules file', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Uruk', system: 'hursagmu', settings: URUK_SETTINGS });
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    const rules = screen.getByRole('region', { name: 'House rules' });

    await user.click(within(rules).getByRole('button', { name: 'Compare with the book' }));
    const table = within(rules).getByRole('table', { name: '2 settings differ from the book' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['SettingThis campaignThe book', 'Starting character points4060', 'Starting coins50001000']);

    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:rules'));
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(rules).getByRole('button', { name: 'Save as house rules' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await readText(blobs[0]!))).toEqual(urukRules());
    expect(within(rules).getByRole('status')).toHaveTextContent('Saved these settings as Uruk house rules.json.');
  });

  it('loads house rules into another campaign’s form, saved only with Save settings', async () => {
    const api = new FakeApi();
    const kish = api.addCampaign({ name: 'Kish', system: 'hursagmu' });
    const { user } = await renderCampaign(api, 'Kish');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    await user.upload(screen.getByLabelText('House-rules file to load'), new File([stableStringify(urukRules())], 'Uruk house rules.json'));

    expect(await screen.findByText('Loaded Uruk house rules into the form. Nothing is saved until “Save settings”.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Starting character points' })).toHaveValue(40);
    expect(api.campaignFileOf(kish).settings).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.campaignFileOf(kish).settings).toEqual(urukRules().settings));
  });

  it('refuses house rules for another game, settings the rules refuse, and a file that is none', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Kish', system: 'hursagmu' });
    const { user } = await renderCampaign(api, 'Kish');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    const input = screen.getByLabelText('House-rules file to load');

    await user.upload(input, new File([stableStringify({ ...urukRules(), system: 'mls', settings: {} })], 'wolves.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('wolves.json holds house rules for The Nutshell MLS, and this campaign plays HURSAGMU.');
    await user.upload(input, new File([stableStringify({ ...urukRules(), settings: { startingCharacterPoints: -5 } })], 'bad.json'));
    const refusal = hursagmu.parseSettings({ startingCharacterPoints: -5 }).findings[0]!.message;
    expect(await screen.findByRole('alert')).toHaveTextContent(`bad.json holds settings the rules of HURSAGMU refuse: ${refusal}`);
    await user.upload(input, new File(['{"name": "a character"}'], 'aria.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('aria.json is not a house-rules file.');
    expect(screen.getByRole('spinbutton', { name: 'Starting character points' })).toHaveValue(60);
  });

  it('starts a new campaign from house rules, its game and settings theirs', async () => {
    const { api, user } = renderApp();
    await user.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Lagash');
    await user.upload(screen.getByLabelText('House-rules file to start from'), new File([stableStringify(urukRules())], 'Uruk house rules.json'));
    expect(await screen.findByText('Starting from Uruk house rules.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Game system' })).toHaveDisplayValue('HURSAGMU');
    expect(screen.getByRole('spinbutton', { name: 'Starting character points' })).toHaveValue(40);
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await screen.findByRole('heading', { level: 1, name: 'Lagash' });
    expect(api.callsOf('createCampaign')).toMatchObject([{ name: 'Lagash', system: 'hursagmu', settings: urukRules().settings }]);
  });
});

describe('settings compared with the book', () => {
  it('names each setting that differs by its path in words, and counts a setting left out as the book’s', () => {
    expect(differencesFromBook('mls', {})).toEqual([]);
    expect(differencesFromBook('mls', { racialAverages: { human: { strength: 3 } } })).toEqual([
      { path: 'racialAverages.human.strength', label: 'Racial averages › human › strength', campaign: '3', book: '2' },
    ]);
  });

  it('refuses a house-rules file of a newer version of the app', () => {
    expect(readHouseRules(stableStringify({ ...urukRules(), formatVersion: FORMAT_VERSION + 1 }), 'new.json')).toEqual({
      ok: false,
      message: 'new.json was saved by a newer version of this app. Update the app to use it.',
    });
    expect(readHouseRules('not json', 'x.json')).toMatchObject({ ok: false, message: expect.stringContaining('x.json is not a house-rules file (it is not valid JSON).') });
  });
});
