import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type { CharacterFile } from '../../../../shared/model';
import { FakeApi } from '../../fake-api';
import { renderCampaign } from '../../render-app';

/*
 * The Nutshell MLS party ages one increment together ("Character Points": 2 CPs an increment up to base + 22;
 * "Effects of Age": at base + 22 increments a primary trait other than Size loses a level). With the reference
 * characters (test/fixtures/mls): Aldric of Varn is a human of 18 (base age, no increments); Mira Thornwood, made at
 * 38 (20 increments) and kept to the first two entries of her ledger (one increment, one raise), is 39, so her next
 * increment is base + 22.
 */
const reference = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/mls/reference/characters', `${name}.json`), 'utf8'),
  ) as CharacterFile;
const mira = () => {
  const file = reference('mira');
  return { ...file, events: file.events.slice(0, 2) };
};
const SESSION = { id: '2026-11-20-the-long-winter', name: 'The long winter', date: '2026-11-20' };

function setUp() {
  const api = new FakeApi();
  const folder = api.addCampaign({
    name: 'Wolves',
    sessions: [SESSION],
    characters: [reference('aldric'), mira(), { ...reference('grukk'), npc: true }],
  });
  return { api, folder };
}

const lastEvent = (api: FakeApi, folder: ReturnType<typeof setUp>['folder'], id: string) =>
  api
    .characters(folder)
    .find((c) => c.id === id)!
    .events.at(-1)!;

describe('the MLS party ages together', () => {
  it('lists each character’s age now and after, asks for the trait a reduction takes, and ages the players’ characters', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Wolves');
    const panel = screen.getByRole('region', { name: 'Age the party' });
    await user.click(within(panel).getByRole('button', { name: 'Prepare to age the party…' }));
    const table = await within(panel).findByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;

    expect(
      within(row('Aldric of Varn'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['18 years', '19 years (+2 CPs)', 'None']);
    expect(
      within(row('Mira Thornwood'))
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    ).toEqual(['39 years', '40 years (+2 CPs)']);
    // The non-player character is not aged unless the game master ticks it.
    expect(within(row('Grukk')).getByRole('checkbox')).not.toBeChecked();
    const trait = within(row('Mira Thornwood')).getByRole('combobox', {
      name: 'Trait Mira Thornwood loses a level in',
    });
    // Every primary trait but Size may take the level; Mira's Strength is average (2), Body one below (1).
    expect(
      within(trait)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a trait…',
      'Strength 2 → 1',
      'Body 1 → 0',
      'Dexterity 4 → 3',
      'Agility 2 → 1',
      'Mind 2 → 1',
      'Aura 2 → 1',
      'Awareness 4 → 3',
    ]);
    const age = within(panel).getByRole('button', { name: 'Age 2 characters one increment' });
    expect(age).toBeDisabled();
    expect(within(panel).getByText('Choose the trait age takes a level from for Mira Thornwood.')).toBeInTheDocument();

    await user.selectOptions(trait, 'Strength 2 → 1');
    await user.click(age);
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Aged Aldric of Varn to 19 years (+2 CPs), Mira Thornwood to 40 years (+2 CPs; Strength down a level). “Undo the last aging” takes it back from everyone.',
    );
    await waitFor(() => expect(lastEvent(api, folder, 'mira')).toMatchObject({ type: 'age', reduce: 'strength' }));
    expect(lastEvent(api, folder, 'aldric')).toMatchObject({ type: 'age' });
    expect(lastEvent(api, folder, 'aldric')).not.toHaveProperty('reduce');
    expect(lastEvent(api, folder, 'grukk').type).toBe('raise');
    // The table now shows the ages reached.
    expect(within(row('Aldric of Varn')).getAllByRole('cell')[0]).toHaveTextContent('19 years');
  });

  it('ages on a session’s page those the session lists as present, recording the session', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Wolves',
      sessions: [{ ...SESSION, present: [{ character: 'aldric', player: 'Tom' }] }],
      characters: [reference('aldric'), mira()],
    });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.click(screen.getByRole('button', { name: 'Open session The long winter' }));
    const panel = await screen.findByRole('region', { name: 'Age the party' });
    await user.click(within(panel).getByRole('button', { name: 'Prepare to age the party…' }));
    await user.click(await within(panel).findByRole('button', { name: 'Age 1 character one increment' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Aged Aldric of Varn to 19 years (+2 CPs).');
    await waitFor(() =>
      expect(lastEvent(api, folder, 'aldric')).toMatchObject({ type: 'age', session: SESSION.id, date: SESSION.date }),
    );
    expect(lastEvent(api, folder, 'mira').type).toBe('raise');
  });
});

describe('an MLS adventure awarded to the party', () => {
  it('gives each character the die its role earns, rolled at the table or by the app, and refuses a roll the die cannot give', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Wolves');
    const panel = screen.getByRole('region', { name: 'Award an adventure to the party' });
    await user.click(within(panel).getByRole('button', { name: 'Prepare an adventure award…' }));
    // "Character Points": an average adventure gives a minor role 1d3 CPs and a major role 1d6.
    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Role of Mira Thornwood' }), 'Major');
    const aldricRoll = within(panel).getByRole('textbox', {
      name: 'Roll for Aldric of Varn (1d3), empty for the app to roll',
    });
    expect(
      within(panel).getByRole('textbox', { name: 'Roll for Mira Thornwood (1d6), empty for the app to roll' }),
    ).toHaveValue('');
    await user.type(aldricRoll, '4');
    await user.click(within(panel).getByRole('button', { name: 'Award 2 characters' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      /^Aldric of Varn's roll: .+ Nothing was awarded\.$/,
    );
    expect(api.characters(folder).find((c) => c.id === 'aldric')!.events).toEqual(reference('aldric').events);

    await user.clear(aldricRoll);
    await user.type(aldricRoll, '3');
    await user.type(within(panel).getByLabelText('What for (optional)'), 'the barrow');
    await user.click(within(panel).getByRole('button', { name: 'Award 2 characters' }));
    const status = await within(panel).findByRole('status');
    await waitFor(() =>
      expect(lastEvent(api, folder, 'mira')).toMatchObject({
        type: 'award',
        adventure: 'average',
        role: 'major',
        note: 'the barrow',
      }),
    );
    const miraRoll = lastEvent(api, folder, 'mira').roll as { dice: string; total: number };
    expect(miraRoll.dice).toBe('1d6');
    expect(miraRoll.total).toBeGreaterThanOrEqual(1);
    expect(miraRoll.total).toBeLessThanOrEqual(6);
    expect(status).toHaveTextContent(
      `Awarded the average adventure (the barrow): Aldric of Varn 3 CPs (rolled 3 on 1d3), Mira Thornwood ${miraRoll.total === 1 ? '1 CP' : `${miraRoll.total} CPs`} (rolled ${miraRoll.total} on 1d6).`,
    );
    expect(lastEvent(api, folder, 'aldric')).toMatchObject({
      type: 'award',
      adventure: 'average',
      role: 'minor',
      roll: { dice: '1d3', total: 3 },
    });
  });

  it('gives a minor role in a minor adventure its fixed 1 CP, and records an unfinished adventure with none', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Wolves');
    const panel = screen.getByRole('region', { name: 'Award an adventure to the party' });
    await user.click(within(panel).getByRole('button', { name: 'Prepare an adventure award…' }));
    await user.selectOptions(await within(panel).findByLabelText('Adventure size'), 'Minor');
    await user.click(within(panel).getByRole('checkbox', { name: 'Mira Thornwood' }));
    await user.click(within(panel).getByRole('button', { name: 'Award 1 character' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Awarded the minor adventure: Aldric of Varn 1 CP.',
    );
    await waitFor(() =>
      expect(lastEvent(api, folder, 'aldric')).toMatchObject({ type: 'award', adventure: 'minor', role: 'minor' }),
    );
    expect(lastEvent(api, folder, 'aldric')).not.toHaveProperty('roll');

    await user.click(within(panel).getByRole('checkbox', { name: 'The adventure was not completed (no CPs)' }));
    await user.click(within(panel).getByRole('button', { name: 'Award 1 character' }));
    await waitFor(() =>
      expect(lastEvent(api, folder, 'aldric')).toMatchObject({ type: 'award', adventure: 'minor', completed: false }),
    );
  });
});
