import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { stableStringify, type CharacterFile } from '../../../../shared/model';
import { FakeApi } from '../../fake-api';
import { renderCampaign } from '../../render-app';

/*
 * A session's page in a HURSAGMU campaign with two of the reference characters (test/fixtures/hursagmu):
 * what the game master records of the session, the awards made at it, and what every character recorded at it.
 */
const reference = join(import.meta.dirname, '../../../fixtures/hursagmu/reference');
const load = (name: string) => JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterFile;
const BARROW = { id: '2026-11-20-the-cedar-forest', name: 'The cedar forest', date: '2026-11-20' };

function setUp() {
  const api = new FakeApi();
  const folder = api.addCampaign({ name: 'Uruk', system: 'hursagmu', settings: { startingCoins: 5000 }, sessions: [BARROW], characters: [load('ashur'), load('ninsun')] });
  return { api, folder };
}

describe('a session’s page', () => {
  it('opens from the list and records notes and who was there with their players, one undo step', async () => {
    const { api, folder } = setUp();
    const { user, store } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The cedar forest' })).toHaveFocus();
    expect(store.navigation.place).toEqual({ screen: 'session', campaign: 'root:uruk', session: BARROW.id });

    const details = screen.getByRole('region', { name: 'About this session' });
    expect(within(details).getByRole('button', { name: 'Save session' })).toBeDisabled();
    await user.type(within(details).getByLabelText('Notes'), 'Humbaba fell at dusk.');
    expect(within(details).getByRole('textbox', { name: 'Player of Ashur the Spearman' })).toBeDisabled();
    await user.click(within(details).getByRole('checkbox', { name: 'Ashur the Spearman' }));
    await user.type(within(details).getByRole('textbox', { name: 'Player of Ashur the Spearman' }), '  Ana ');
    expect(within(details).getByText('Not saved yet.')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Save session' }));

    await waitFor(() => expect(api.campaignFileOf(folder).sessions).toEqual([{ ...BARROW, notes: 'Humbaba fell at dusk.', present: [{ character: 'ashur', player: 'Ana' }] }]));
    expect(within(details).getByRole('button', { name: 'Save session' })).toBeDisabled();
    // The form shows what was saved: the player's name as kept, without the spaces typed around it.
    expect(within(details).getByRole('textbox', { name: 'Player of Ashur the Spearman' })).toHaveValue('Ana');

    await user.click(screen.getByRole('button', { name: 'Undo details of session The cedar forest' }));
    await waitFor(() => expect(api.campaignFileOf(folder).sessions).toEqual([BARROW]));
    expect(within(details).getByLabelText('Notes')).toHaveValue('');
  });

  it('refuses a title left empty and keeps what was typed', async () => {
    const { api } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    const details = await screen.findByRole('region', { name: 'About this session' });
    await user.clear(within(details).getByLabelText('Title'));
    await user.type(within(details).getByLabelText('Notes'), 'Kept');
    await user.click(within(details).getByRole('button', { name: 'Save session' }));
    expect(within(details).getByRole('alert')).toHaveTextContent('Type a name for the session first.');
    expect(within(details).getByLabelText('Notes')).toHaveValue('Kept');
    expect(api.callsOf('writeCampaign')).toHaveLength(0);
  });

  it('makes an award at the session to those it lists as present, lists what each character recorded there, and leads to their history and back', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Uruk',
      system: 'hursagmu',
      settings: { startingCoins: 5000 },
      sessions: [{ ...BARROW, present: [{ character: 'ninsun', player: 'Bel' }] }],
      characters: [load('ashur'), load('ninsun')],
    });
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    const entries = await screen.findByRole('region', { name: 'Recorded at this session' });
    expect(await within(entries).findByText(/Nothing recorded at this session yet/)).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Award experience points at this session' });
    // The session lists only Ninsun: she alone is ticked, and the award takes the session's date.
    expect(within(panel).getByRole('checkbox', { name: 'Ninsun of Uruk' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Ashur the Spearman' })).not.toBeChecked();
    expect(within(panel).queryByLabelText('Date')).not.toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Points'), '6');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
    expect(api.campaignFileOf(folder).awards![0]).toMatchObject({ date: BARROW.date, session: BARROW.id, shares: { ninsun: 6 } });

    // Ashur records a purchase at the session on another machine; the page reads it.
    const ashur = api.characters(folder).find((c) => c.id === 'ashur')!;
    api.editOutside(folder, { ...ashur, events: [...ashur.events, { id: 'olfaction', type: 'gift', date: BARROW.date, session: BARROW.id, gift: 'superior-olfaction' }] });

    const table = await within(entries).findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/^Ashur the Spearman.*Superior Olfaction/);
    expect(second).toHaveTextContent('Ninsun of UrukAwarded 6 experience points');

    await user.click(within(second!).getByRole('button', { name: "Open Ninsun of Uruk's history" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ninsun of Uruk' })).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: /Ledger entries/ });
    await user.click(within(history).getByRole('button', { name: /^The cedar forest, 20\s+Nov\s+2026$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The cedar forest' })).toBeInTheDocument();
  });

  it('shows the campaign instead when the session it shows is removed on another machine', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    await screen.findByRole('heading', { level: 1, name: 'The cedar forest' });
    api.writeRawOutside(folder, 'campaign.json', stableStringify({ ...api.campaignFileOf(folder), sessions: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uruk' })).toBeInTheDocument();
    expect(await screen.findByText(/The session "2026-11-20-the-cedar-forest" is no longer in Uruk \(it was removed\)/)).toBeInTheDocument();
  });
});
