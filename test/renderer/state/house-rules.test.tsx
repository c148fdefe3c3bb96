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

    await user.click(within(rules).getByRole('button', { name: 'Compare with the defaults' }));
    expect(within(rules).getByText('2 settings differ from the defaults, each marked “differs”.')).toBeInTheDocument();
    const table = within(rules).getByRole('table', { name: 'HURSAGMU settings: the defaults and this campaign’s' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Setting', 'Default', 'This campaign’s value', 'Where the default comes from']);
    // Every setting, as its field is labelled, in words and units; the two that differ marked in words.
    expect(
      rows.slice(1).map((r) => [
        within(r).getByRole('rowheader').textContent,
        ...within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ]),
    ).toEqual([
      ['Starting character points (differs)', '60 points', '40 points'],
      ['Maximum beginning trait level', 'level 10', 'level 10'],
      ['Starting coins (differs)', '10 gc', '50 gc'],
      ['Revised encounters', "not played (the book's chapter)", "not played (the book's chapter)"],
      ['The campaign’s own traits', 'none', 'none'],
      ['Book traits this campaign does without', 'none', 'none'],
      ['The campaign’s own gifts', 'none', 'none'],
      ['Book gifts this campaign does without', 'none', 'none'],
    ]);
    // Where each default comes from: the book leaves the points to The Master; the lists of traits are the book's.
    const origin = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell')[2]!;
    expect(within(rows[0]!).getAllByRole('columnheader')[3]).toHaveTextContent('Where the default comes from');
    expect(origin(/^Starting character points/)).toHaveTextContent(
      /^The app’s choice: the book leaves the number of character points to The Master/,
    );
    expect(origin(/^The campaign’s own traits/)).toHaveTextContent(/^The book: HURSAGMU, TRAITS$/);

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
    await user.upload(
      screen.getByLabelText('House-rules file to load'),
      new File([stableStringify(urukRules())], 'Uruk house rules.json'),
    );

    expect(
      await screen.findByText('Loaded Uruk house rules into the form. Nothing is saved until “Save settings”.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Starting character points' })).toHaveValue(40);
    expect(api.campaignFileOf(kish).settings).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // The rules read Uruk's settings; the file holds the two that differ from Kish's, recorded as one change.
    await waitFor(() => expect(api.campaignFileOf(kish).settings).toEqual(URUK_SETTINGS));
    expect(hursagmu.parseSettings(api.campaignFileOf(kish).settings).settings).toEqual(urukRules().settings);
    expect(api.campaignFileOf(kish).settingsChanges?.map((c) => c.changes)).toEqual([
      [
        { path: ['settings', 'startingCharacterPoints'], to: 40 },
        { path: ['settings', 'startingCoins'], to: 5000 },
      ],
    ]);
  });

  it('refuses house rules for another game, settings the rules refuse, and a file that is none', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Kish', system: 'hursagmu' });
    const { user } = await renderCampaign(api, 'Kish');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    const input = screen.getByLabelText('House-rules file to load');

    await user.upload(
      input,
      new File([stableStringify({ ...urukRules(), system: 'mls', settings: {} })], 'wolves.json'),
    );
    // The file is read in the background: each refusal is waited for by its own words, not by the alert the one
    // before left standing.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'wolves.json holds house rules for The Nutshell MLS, and this campaign plays HURSAGMU.',
      ),
    );
    await user.upload(
      input,
      new File([stableStringify({ ...urukRules(), settings: { startingCharacterPoints: -5 } })], 'bad.json'),
    );
    const refusal = hursagmu.parseSettings({ startingCharacterPoints: -5 }).findings[0]!.message;
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `bad.json holds settings the rules of HURSAGMU refuse: ${refusal}`,
      ),
    );
    await user.upload(input, new File(['{"name": "a character"}'], 'aria.json'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('aria.json is not a house-rules file.'));
    expect(screen.getByRole('spinbutton', { name: 'Starting character points' })).toHaveValue(60);
  });

  it('starts a new campaign from house rules, its game and settings theirs', async () => {
    const { api, user } = renderApp();
    await user.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Lagash');
    await user.upload(
      screen.getByLabelText('House-rules file to start from'),
      new File([stableStringify(urukRules())], 'Uruk house rules.json'),
    );
    expect(await screen.findByText('Starting from Uruk house rules.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Game system' })).toHaveDisplayValue('HURSAGMU');
    expect(screen.getByRole('spinbutton', { name: 'Starting character points' })).toHaveValue(40);
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await screen.findByRole('heading', { level: 1, name: 'Lagash' });
    expect(api.callsOf('createCampaign')).toMatchObject([
      { name: 'Lagash', system: 'hursagmu', settings: urukRules().settings },
    ]);
  });
});

describe('settings compared with the book', () => {
  it('names HURSAGMU’s ids by their traits and gifts, a missing limit as “no limit”, and never the file’s JSON', async () => {
    const api = new FakeApi();
    api.addCampaign({
      name: 'Ur',
      system: 'hursagmu',
      settings: {
        droppedTraits: ['mysticism'],
        addedGifts: [{ id: 'wings', name: 'Wings', cost: 6, perLimb: true }],
        maxStartingTraitLevel: null,
      },
    });
    const { user } = await renderCampaign(api, 'Ur');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    await user.click(screen.getByRole('button', { name: 'Compare with the defaults' }));
    const table = screen.getByRole('table', { name: 'HURSAGMU settings: the defaults and this campaign’s' });
    expect(within(table).getByRole('row', { name: /^Book traits this campaign does without/ })).toHaveTextContent(
      'Book traits this campaign does without (differs)noneMysticism',
    );
    expect(within(table).getByRole('row', { name: /^The campaign’s own gifts/ })).toHaveTextContent(
      'noneWings (6 points a limb)',
    );
    expect(within(table).getByRole('row', { name: /^Maximum beginning trait level/ })).toHaveTextContent(
      'level 10no limit',
    );
    expect(table.textContent).not.toMatch(/[{}"]|mysticism/);
  });

  it.each([
    {
      system: 'mls',
      settings: { racialAverages: { human: { strength: 3 } }, startingCpPast22Increments: 'character-generation' },
      rows: [
        [
          'Racial averages of the primary traits: Human (differs)',
          'Strength 2, Body 2, Size 2, Dexterity 2, Agility 2, Mind 2, Aura 2, Awareness 2',
          'Strength 3, Body 2, Size 2, Dexterity 2, Agility 2, Mind 2, Aura 2, Awareness 2',
        ],
        [
          'Starting CPs for each increment past base age + 22 (differs)',
          '1 CP (“Racial Differences”)',
          '2 CPs (“Character Generation”)',
        ],
      ],
    },
    {
      system: 'heimr',
      settings: { fatigueAttribute: 'strength', startingExperience: 40 },
      rows: [
        ['Starting experience (XP) (differs)', '30 XP', '40 XP'],
        ['Base fatigue from (4 − this attribute) (differs)', 'Stamina', 'Strength'],
      ],
    },
    {
      system: 'symbaroum',
      settings: { armor: [{ id: 'light', name: 'Light armor', impeding: 1 }] },
      rows: [
        [
          'The campaign’s armor (differs)',
          'Light armor (impeding 2), Medium armor (impeding 3), Heavy armor (impeding 4)',
          'Light armor (impeding 1)',
        ],
      ],
    },
  ])('compares $system’s settings in its own words, never its ids or JSON', async ({ system, settings, rows }) => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Saga', system, settings });
    const { user } = await renderCampaign(api, 'Saga');
    await user.click(screen.getByRole('button', { name: 'Campaign settings' }));
    await user.click(screen.getByRole('button', { name: 'Compare with the defaults' }));
    const table = screen.getByRole('table', { name: new RegExp('settings: the defaults and this campaign’s$') });
    const differing = within(table)
      .getAllByRole('row')
      .filter((r) => r.textContent?.includes('(differs)'))
      .map((r) => [
        within(r).getByRole('rowheader').textContent,
        ...within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ]);
    expect(differing).toEqual(rows);
    expect(table.textContent).not.toMatch(/[{}"]|racialAverages|fatigueAttribute/);
  });

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
    expect(readHouseRules('not json', 'x.json')).toMatchObject({
      ok: false,
      message: expect.stringContaining('x.json is not a house-rules file (it is not valid JSON).'),
    });
  });
});
