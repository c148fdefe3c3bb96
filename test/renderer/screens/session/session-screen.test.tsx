import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stableStringify, type CharacterFile, type Session } from '../../../../shared/model';
import { FakeApi } from '../../fake-api';
import { renderCampaign } from '../../render-app';

/*
 * A session's page in a HURSAGMU campaign with two of the reference characters (test/fixtures/hursagmu):
 * what the game master records of the session, the awards made at it, and what every character recorded at it.
 */
const reference = join(import.meta.dirname, '../../../fixtures/hursagmu/reference');
const load = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterFile;
const BARROW = { id: '2026-11-20-the-cedar-forest', name: 'The cedar forest', date: '2026-11-20' };

function setUp() {
  const api = new FakeApi();
  const folder = api.addCampaign({
    name: 'Uruk',
    system: 'hursagmu',
    settings: { startingCoins: 5000 },
    sessions: [BARROW],
    characters: [load('ashur'), load('ninsun')],
  });
  return { api, folder };
}

const KEPT = `ledger-of-heroes:session-draft:root:uruk:${BARROW.id}`;

beforeEach(() => localStorage.clear());

describe('a session’s page', () => {
  it('saves notes and who was there with their players as they are typed, without a Save button, each pause a step Undo takes back', async () => {
    const { api, folder } = setUp();
    const { user, store } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The cedar forest' })).toHaveFocus();
    expect(store.navigation.place).toEqual({ screen: 'session', campaign: 'root:uruk', session: BARROW.id });

    const details = screen.getByRole('region', { name: 'About this session' });
    expect(within(details).queryByRole('button', { name: 'Save session' })).not.toBeInTheDocument();
    expect(within(details).queryByText('Not saved yet.')).not.toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: 'Player of Ashur the Spearman' })).toBeDisabled();
    await user.click(within(details).getByRole('checkbox', { name: 'Ashur the Spearman' }));
    await user.type(within(details).getByRole('textbox', { name: 'Player of Ashur the Spearman' }), '  Ana ');
    await user.type(within(details).getByLabelText('Notes'), 'Humbaba fell at dusk.');
    expect(within(details).getByRole('status')).toHaveTextContent('Saving…');

    await waitFor(() =>
      expect(api.campaignFileOf(folder).sessions).toEqual([
        { ...BARROW, notes: 'Humbaba fell at dusk.', present: [{ character: 'ashur', player: 'Ana' }] },
      ]),
    );
    await waitFor(() => expect(within(details).getByRole('status')).toHaveTextContent('All changes saved'));
    // What was typed stays as typed while the page shows; the file keeps the name without the spaces around it.
    expect(within(details).getByRole('textbox', { name: 'Player of Ashur the Spearman' })).toHaveValue('  Ana ');

    // Each pause in the typing wrote once, and each write is a step Undo takes back.
    const undo = () => within(screen.getByRole('toolbar', { name: 'Session' })).getAllByRole('button')[0]!;
    const sessions = () => JSON.stringify(api.campaignFileOf(folder).sessions);
    while (/^Undo.*session The cedar forest$/.test(undo().textContent ?? '')) {
      const was = sessions();
      await user.click(undo());
      await waitFor(() => expect(sessions()).not.toBe(was));
    }
    await waitFor(() => expect(api.campaignFileOf(folder).sessions).toEqual([BARROW]));
    expect(within(details).getByLabelText('Notes')).toHaveValue('');
    expect(within(details).getByRole('checkbox', { name: 'Ashur the Spearman' })).not.toBeChecked();
  });

  it('writes the notes at once when the game master goes back to the campaign, so nothing typed is lost', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    const details = await screen.findByRole('region', { name: 'About this session' });
    await user.type(within(details).getByLabelText('Notes'), 'The gate was cedar.');
    expect(api.callsOf('writeCampaign')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back to Uruk' }));
    // Written as the page goes, not half a second later.
    expect(api.callsOf('writeCampaign')).toHaveLength(1);
    await waitFor(() => expect(api.campaignFileOf(folder).sessions[0]!.notes).toBe('The gate was cedar.'));
    await user.click(await screen.findByRole('button', { name: 'Open session The cedar forest' }));
    expect(
      within(await screen.findByRole('region', { name: 'About this session' })).getByLabelText('Notes'),
    ).toHaveValue('The gate was cedar.');
  });

  it('writes at once when the page is reloaded or closed, and brings back what a closed page could not write', async () => {
    const { api, folder } = setUp();
    const first = await renderCampaign(api, 'Uruk');
    await first.user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    const details = await screen.findByRole('region', { name: 'About this session' });
    await first.user.type(within(details).getByLabelText('Notes'), 'Enkidu wept.');
    expect(api.callsOf('writeCampaign')).toHaveLength(0);
    // Until written, what was typed is kept in the page's storage.
    expect(JSON.parse(localStorage.getItem(KEPT)!)).toMatchObject({ notes: 'Enkidu wept.' });
    await act(async () => {
      fireEvent(window, new Event('pagehide'));
      await Promise.resolve();
    });
    expect(api.callsOf('writeCampaign')).toHaveLength(1);
    await waitFor(() => expect(api.campaignFileOf(folder).sessions[0]!.notes).toBe('Enkidu wept.'));
    await waitFor(() => expect(localStorage.getItem(KEPT)).toBeNull());
    first.unmount();

    // A window closed before its write reached the disk: the next opening of the page brings the notes back and saves them.
    localStorage.setItem(
      KEPT,
      JSON.stringify({
        name: BARROW.name,
        date: BARROW.date,
        notes: 'Enkidu wept. Gilgamesh did not.',
        present: [['ninsun', 'Bel']],
      }),
    );
    const second = await renderCampaign(api, 'Uruk');
    await second.user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    const again = await screen.findByRole('region', { name: 'About this session' });
    expect(
      within(again).getByText(
        /Brought back what you typed here last time, which had not been saved when the page was left, reloaded or closed/,
      ),
    ).toBeInTheDocument();
    expect(within(again).getByLabelText('Notes')).toHaveValue('Enkidu wept. Gilgamesh did not.');
    await waitFor(() =>
      expect(api.campaignFileOf(folder).sessions[0]).toEqual({
        ...BARROW,
        notes: 'Enkidu wept. Gilgamesh did not.',
        present: [{ character: 'ninsun', player: 'Bel' }],
      }),
    );
    second.unmount();
  });

  it('says why a title left empty is not saved, keeps what was typed, and saves once the title is back', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    const details = await screen.findByRole('region', { name: 'About this session' });
    await user.clear(within(details).getByLabelText('Title'));
    await user.type(within(details).getByLabelText('Notes'), 'Kept');
    expect(within(details).getByRole('alert')).toHaveTextContent(
      'Type a title for the session; until then nothing typed here is written to the campaign',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsOf('writeCampaign')).toHaveLength(0);
    expect(within(details).getByRole('status')).toHaveTextContent('Not saved yet');
    expect(within(details).getByLabelText('Notes')).toHaveValue('Kept');

    await user.type(within(details).getByLabelText('Title'), 'The gate');
    await waitFor(() =>
      expect(api.campaignFileOf(folder).sessions[0]).toMatchObject({ name: 'The gate', notes: 'Kept' }),
    );
    expect(within(details).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts a new session with who was at the last one and who played them, and remembers a player ticked again', async () => {
    const api = new FakeApi();
    const earlier: Session = {
      id: '2026-11-01-the-gate',
      name: 'The gate',
      date: '2026-11-01',
      present: [{ character: 'ashur', player: 'Ana' }],
    };
    const last: Session = { ...BARROW, present: [{ character: 'ninsun', player: 'Bel' }] };
    const folder = api.addCampaign({
      name: 'Uruk',
      system: 'hursagmu',
      settings: { startingCoins: 5000 },
      sessions: [earlier, last],
      characters: [load('ashur'), load('ninsun')],
    });
    const { user } = await renderCampaign(api, 'Uruk');
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), 'The mountain');
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    await user.click(await screen.findByRole('button', { name: 'Open session The mountain' }));
    const details = await screen.findByRole('region', { name: 'About this session' });
    expect(within(details).getByRole('checkbox', { name: 'Ninsun of Uruk' })).toBeChecked();
    expect(within(details).getByRole('textbox', { name: 'Player of Ninsun of Uruk' })).toHaveValue('Bel');
    expect(within(details).getByRole('checkbox', { name: 'Ashur the Spearman' })).not.toBeChecked();

    // Ashur comes back: his player is the one who played him last.
    await user.click(within(details).getByRole('checkbox', { name: 'Ashur the Spearman' }));
    expect(within(details).getByRole('textbox', { name: 'Player of Ashur the Spearman' })).toHaveValue('Ana');
    await waitFor(() =>
      expect(api.campaignFileOf(folder).sessions.find((s) => s.name === 'The mountain')?.present).toEqual([
        { character: 'ninsun', player: 'Bel' },
        { character: 'ashur', player: 'Ana' },
      ]),
    );
  });

  it('proposes for an award at the session only those ticked under "Who was there", as they are ticked', async () => {
    const api = new FakeApi();
    api.addCampaign({
      name: 'Uruk',
      system: 'hursagmu',
      settings: { startingCoins: 5000 },
      sessions: [{ ...BARROW, present: [{ character: 'ninsun', player: 'Bel' }] }],
      characters: [load('ashur'), load('ninsun')],
    });
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Open session The cedar forest' }));
    const details = await screen.findByRole('region', { name: 'About this session' });
    const panel = screen.getByRole('region', { name: 'Award experience points at this session' });
    // Ashur, not ticked present, is not proposed, even after the game master ticks and unticks him in the award.
    await user.click(within(panel).getByRole('checkbox', { name: 'Ashur the Spearman' }));
    expect(within(panel).getByRole('checkbox', { name: 'Ashur the Spearman' })).toBeChecked();
    await user.click(within(details).getByRole('checkbox', { name: 'Ninsun of Uruk' }));
    await user.click(within(details).getByRole('checkbox', { name: 'Ashur the Spearman' }));
    // The award follows "Who was there" at once, before the details are written.
    expect(within(panel).getByRole('checkbox', { name: 'Ashur the Spearman' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Ninsun of Uruk' })).not.toBeChecked();
    await user.type(within(panel).getByLabelText('Points'), '4');
    expect(within(panel).getByText('Ashur the Spearman 4.')).toBeInTheDocument();
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
    expect(api.campaignFileOf(folder).awards![0]).toMatchObject({
      date: BARROW.date,
      session: BARROW.id,
      shares: { ninsun: 6 },
    });

    // Ashur records a purchase at the session on another machine; the page reads it.
    const ashur = api.characters(folder).find((c) => c.id === 'ashur')!;
    api.editOutside(folder, {
      ...ashur,
      events: [
        ...ashur.events,
        { id: 'olfaction', type: 'gift', date: BARROW.date, session: BARROW.id, gift: 'superior-olfaction' },
      ],
    });

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
    expect(
      await screen.findByText(/The session "2026-11-20-the-cedar-forest" is no longer in Uruk \(it was removed\)/),
    ).toBeInTheDocument();
  });
});
