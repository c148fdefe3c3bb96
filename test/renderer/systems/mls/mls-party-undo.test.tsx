import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CharacterFile, LedgerEvent } from '../../../../shared/model';
import { FakeApi, TODAY, type FakeCampaign } from '../../fake-api';
import { renderCampaign } from '../../render-app';

/*
 * The Nutshell MLS party's awards and agings as records of the campaign, each undone for the whole party at once.
 * "Character Points": a minor adventure gives a minor role a fixed 1 CP and a major role 1d3; an average adventure
 * a minor role 1d3. An increment of age gives 2 CPs up to base + 22 ("Effects of Age": at base + 22 a primary trait
 * other than Size loses a level). With the reference characters (test/fixtures/mls): Aldric of Varn, a human of 18,
 * has 39 CPs left (expected/aldric.json); Mira Thornwood, kept to the first two entries of her ledger, is 39, so her
 * next increment is base + 22; Grukk is the game master's.
 */
const reference = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/mls/reference/characters', `${name}.json`), 'utf8'),
  ) as CharacterFile;
const mira = () => {
  const file = reference('mira');
  return { ...file, events: file.events.slice(0, 2) };
};
/** Aldric with his 39 CPs left converted to money (39d20 entered as 400 at 10 florins a pip): nothing left to spend. */
const spentAldric = () => {
  const file = reference('aldric');
  const convert: LedgerEvent = {
    id: 'e4',
    type: 'convert',
    date: '2026-01-05',
    into: 'money',
    points: 39,
    roll: { dice: '39d20', source: 'entered', total: 400 },
  };
  return { ...file, events: [...file.events, convert] };
};

/** TODAY as the app writes a date, with no-break spaces, for the names of buttons and dialogs. */
const ON_TODAY = '21\u00a0Nov\u00a02026';

const eventsOf = (api: FakeApi, folder: FakeCampaign, id: string) =>
  api.characters(folder).find((c) => c.id === id)!.events;
const naming = (api: FakeApi, folder: FakeCampaign, id: string, field: 'award' | 'aging') =>
  eventsOf(api, folder, id).filter((e) => e[field] !== undefined);

async function prepareAdventure(user: UserEvent) {
  const panel = screen.getByRole('region', { name: 'Award an adventure to the party' });
  await user.click(within(panel).getByRole('button', { name: 'Prepare an adventure award…' }));
  await within(panel).findByLabelText('Adventure size');
  return panel;
}

describe('an MLS adventure award undone for the whole party', () => {
  it('is one award of the campaign with each character’s CPs; Undo the last award takes back every share, and Redo gives the same again', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Wolves',
      characters: [reference('aldric'), mira(), { ...reference('grukk'), npc: true }],
    });
    const { user } = await renderCampaign(api, 'Wolves');
    const panel = await prepareAdventure(user);
    await user.selectOptions(within(panel).getByLabelText('Adventure size'), 'Minor');
    await user.click(within(panel).getByRole('checkbox', { name: 'Grukk' }));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Role of Mira Thornwood' }), 'Major');
    await user.type(
      within(panel).getByRole('textbox', { name: 'Roll for Mira Thornwood (1d3), empty for the app to roll' }),
      '2',
    );
    await user.click(within(panel).getByRole('button', { name: 'Award 3 characters' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Awarded the minor adventure: Aldric of Varn 1 CP, Grukk 1 CP, Mira Thornwood 2 CPs (rolled 2 on 1d3).',
    );

    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
    const award = api.campaignFileOf(folder).awards![0]!;
    // Minor roles 1 CP each, Mira's major role the 2 rolled: 4 in all, nothing carried.
    expect(award).toEqual({
      id: expect.stringMatching(new RegExp(`^award-${TODAY}-[0-9a-z]{6}$`)),
      date: TODAY,
      points: 4,
      carriedIn: 0,
      shares: { aldric: 1, grukk: 1, mira: 2 },
      remainder: 0,
    });
    await waitFor(() =>
      expect(naming(api, folder, 'mira', 'award')).toMatchObject([
        { type: 'award', adventure: 'minor', role: 'major', roll: { dice: '1d3', total: 2 }, award: award.id },
      ]),
    );
    expect(naming(api, folder, 'aldric', 'award')).toMatchObject([
      { type: 'award', adventure: 'minor', role: 'minor', award: award.id },
    ]);
    expect(naming(api, folder, 'grukk', 'award')).toMatchObject([{ type: 'award', award: award.id }]);

    const records = screen.getByRole('region', { name: 'Awards and agings of the party' });
    await user.click(within(records).getByRole('button', { name: 'Undo the last award' }));
    const dialog = screen.getByRole('dialog', { name: `Undo the award of ${ON_TODAY}?` });
    expect(dialog).toHaveTextContent('Aldric of Varn loses 1 CP, Grukk loses 1 CP, Mira Thornwood loses 2 CPs.');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the award' }));
    expect(await within(records).findByRole('status')).toHaveTextContent(
      'Undid the award of 21 Nov 2026: every share was taken back.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([]));
    for (const id of ['aldric', 'grukk', 'mira']) expect(naming(api, folder, id, 'award')).toEqual([]);
    expect(eventsOf(api, folder, 'aldric')).toEqual(reference('aldric').events);

    await user.click(within(records).getByRole('button', { name: `Redo the award of ${ON_TODAY}` }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([award]));
    // The same entry again: Mira's role and the very roll, not a new one.
    await waitFor(() =>
      expect(naming(api, folder, 'mira', 'award')).toMatchObject([
        { type: 'award', adventure: 'minor', role: 'major', roll: { dice: '1d3', total: 2 }, award: award.id },
      ]),
    );
    expect(naming(api, folder, 'aldric', 'award')).toMatchObject([
      { type: 'award', adventure: 'minor', role: 'minor', award: award.id },
    ]);
  });

  it('names a later purchase the award paid for, and takes it with the award when asked', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [spentAldric(), mira()] });
    const { user } = await renderCampaign(api, 'Wolves');
    const panel = await prepareAdventure(user);
    await user.selectOptions(within(panel).getByLabelText('Adventure size'), 'Minor');
    await user.click(within(panel).getByRole('button', { name: 'Award 2 characters' }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
    // Aldric's 1 CP share is all he has: converting it to money (1d20 entered as 7) stands only because of it.
    const onDisk = api.characters(folder).find((c) => c.id === 'aldric')!;
    const later: LedgerEvent = {
      id: 'money-1',
      type: 'convert',
      date: TODAY,
      into: 'money',
      points: 1,
      roll: { dice: '1d20', source: 'entered', total: 7 },
    };
    api.editOutside(folder, { ...onDisk, events: [...onDisk.events, later] });
    await waitFor(() => expect(eventsOf(api, folder, 'aldric')).toHaveLength(spentAldric().events.length + 2));

    const records = screen.getByRole('region', { name: 'Awards and agings of the party' });
    await user.click(within(records).getByRole('button', { name: 'Undo the last award' }));
    await user.click(
      within(screen.getByRole('dialog', { name: `Undo the award of ${ON_TODAY}?` })).getByRole('button', {
        name: 'Undo the award',
      }),
    );
    expect(await within(records).findByRole('alert')).toHaveTextContent(
      'The award cannot be undone on its own: a later entry of Aldric of Varn, listed below, spent points it gave. Undo that entry first, or undo it with the award.',
    );
    expect(within(records).getByRole('list', { name: 'Entries paid for by the award' })).toHaveTextContent(
      /^Aldric of Varn: /,
    );
    expect(api.campaignFileOf(folder).awards).toHaveLength(1);

    await user.click(within(records).getByRole('button', { name: 'Undo that entry and the award' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Undo the award and what it paid for?' })).getByRole('button', {
        name: 'Undo them all',
      }),
    );
    expect(await within(records).findByRole('status')).toHaveTextContent(
      'Undid the award of 21 Nov 2026: every share was taken back. The entry it paid for went with it.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([]));
    await waitFor(() => expect(eventsOf(api, folder, 'aldric')).toEqual(spentAldric().events));
    expect(eventsOf(api, folder, 'mira')).toEqual(mira().events);
  });

  it('takes back one character’s share on its page while the award stands for the others', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [reference('aldric'), mira()] });
    const { user } = await renderCampaign(api, 'Wolves');
    const panel = await prepareAdventure(user);
    await user.selectOptions(within(panel).getByLabelText('Adventure size'), 'Minor');
    await user.click(within(panel).getByRole('button', { name: 'Award 2 characters' }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
    const award = api.campaignFileOf(folder).awards![0]!;

    await user.click(screen.getByRole('button', { name: 'Mira Thornwood' }));
    await user.click(await screen.findByRole('button', { name: 'Undo: award for a minor adventure (minor role)' }));
    const dialog = screen.getByRole('dialog', { name: "Undo Mira Thornwood's share?" });
    await user.click(within(dialog).getByRole('button', { name: "Take back only Mira Thornwood's share" }));
    await waitFor(() =>
      expect(api.campaignFileOf(folder).awards![0]!.takenBack).toEqual([{ character: 'mira', date: TODAY, points: 1 }]),
    );
    await waitFor(() => expect(naming(api, folder, 'mira', 'award')).toEqual([]));
    expect(naming(api, folder, 'aldric', 'award')).toMatchObject([{ award: award.id }]);
    await user.click(screen.getByRole('button', { name: 'Back to Wolves' }));
    expect(await screen.findByRole('list', { name: 'Awards made' })).toHaveTextContent(
      "Mira Thornwood's share of 1 was taken back on 21 Nov 2026",
    );
  });
});

describe('an MLS party aging undone for the whole party', () => {
  it('is one aging of the campaign; Undo the last aging takes back every increment, and Redo ages them again with the same id and trait', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [reference('aldric'), mira()] });
    const { user } = await renderCampaign(api, 'Wolves');
    const panel = screen.getByRole('region', { name: 'Age the party' });
    await user.click(within(panel).getByRole('button', { name: 'Prepare to age the party…' }));
    await user.selectOptions(
      await within(panel).findByRole('combobox', { name: 'Trait Mira Thornwood loses a level in' }),
      'Strength 2 → 1',
    );
    await user.click(within(panel).getByRole('button', { name: 'Age 2 characters one increment' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Aged Aldric of Varn to 19 years (+2 CPs), Mira Thornwood to 40 years (+2 CPs; Strength down a level).',
    );

    await waitFor(() => expect(api.campaignFileOf(folder).agings).toHaveLength(1));
    const aging = api.campaignFileOf(folder).agings![0]!;
    expect(aging).toEqual({
      id: expect.stringMatching(new RegExp(`^aging-${TODAY}-[0-9a-z]{6}$`)),
      date: TODAY,
      members: ['aldric', 'mira'],
    });
    await waitFor(() =>
      expect(naming(api, folder, 'mira', 'aging')).toMatchObject([
        { type: 'age', reduce: 'strength', aging: aging.id },
      ]),
    );
    expect(naming(api, folder, 'aldric', 'aging')).toMatchObject([{ type: 'age', aging: aging.id }]);

    const records = screen.getByRole('region', { name: 'Awards and agings of the party' });
    expect(within(records).getByRole('list', { name: 'Agings of the party' })).toHaveTextContent(
      '21 Nov 2026: Aldric of Varn, Mira Thornwood aged one increment',
    );
    await user.click(within(records).getByRole('button', { name: 'Undo the last aging' }));
    const dialog = screen.getByRole('dialog', { name: `Undo the aging of ${ON_TODAY}?` });
    expect(dialog).toHaveTextContent('Aldric of Varn and Mira Thornwood go back one increment of age');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the aging' }));
    expect(await within(records).findByRole('status')).toHaveTextContent(
      'Undid the aging of 21 Nov 2026: every increment was taken back.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).agings).toEqual([]));
    expect(eventsOf(api, folder, 'aldric')).toEqual(reference('aldric').events);
    expect(eventsOf(api, folder, 'mira')).toEqual(mira().events);

    await user.click(within(records).getByRole('button', { name: `Redo the aging of ${ON_TODAY}` }));
    await waitFor(() => expect(api.campaignFileOf(folder).agings).toEqual([aging]));
    await waitFor(() =>
      expect(naming(api, folder, 'mira', 'aging')).toMatchObject([
        { type: 'age', reduce: 'strength', aging: aging.id },
      ]),
    );
    expect(naming(api, folder, 'aldric', 'aging')).toMatchObject([{ type: 'age', aging: aging.id }]);
    expect(naming(api, folder, 'aldric', 'aging')[0]).not.toHaveProperty('reduce');
  });
});

describe('an MLS party aging undone on one character’s page', () => {
  it('takes back that character’s increment alone, and Undo the last aging then takes back the others’', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [reference('aldric'), mira()] });
    const { user } = await renderCampaign(api, 'Wolves');
    const panel = screen.getByRole('region', { name: 'Age the party' });
    await user.click(within(panel).getByRole('button', { name: 'Prepare to age the party…' }));
    await user.selectOptions(
      await within(panel).findByRole('combobox', { name: 'Trait Mira Thornwood loses a level in' }),
      'Dexterity 4 → 3',
    );
    await user.click(within(panel).getByRole('button', { name: 'Age 2 characters one increment' }));
    await waitFor(() => expect(api.campaignFileOf(folder).agings).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Aldric of Varn' }));
    await user.click(await screen.findByRole('button', { name: 'Undo: age to 19 years' }));
    const dialog = screen.getByRole('dialog', { name: "Undo Aldric of Varn's increment?" });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: "Take back only Aldric of Varn's increment" }));
    await waitFor(() =>
      expect(api.campaignFileOf(folder).agings![0]!.takenBack).toEqual([{ character: 'aldric', date: TODAY }]),
    );
    await waitFor(() => expect(eventsOf(api, folder, 'aldric')).toEqual(reference('aldric').events));

    await user.click(screen.getByRole('button', { name: 'Back to Wolves' }));
    const records = await screen.findByRole('region', { name: 'Awards and agings of the party' });
    expect(within(records).getByRole('list', { name: 'Agings of the party' })).toHaveTextContent(
      "Aldric of Varn's increment was taken back on 21 Nov 2026",
    );
    await user.click(within(records).getByRole('button', { name: 'Undo the last aging' }));
    const asked = screen.getByRole('dialog', { name: `Undo the aging of ${ON_TODAY}?` });
    expect(asked).toHaveTextContent('Mira Thornwood goes back one increment of age');
    expect(asked).not.toHaveTextContent('Aldric');
    await user.click(within(asked).getByRole('button', { name: 'Undo the aging' }));
    await waitFor(() => expect(api.campaignFileOf(folder).agings).toEqual([]));
    await waitFor(() => expect(eventsOf(api, folder, 'mira')).toEqual(mira().events));
  });
});
