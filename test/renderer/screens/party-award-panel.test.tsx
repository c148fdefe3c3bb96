import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { WriteCharactersInput } from '../../../shared/api';
import type { CharacterFile } from '../../../shared/model';
import { FakeApi, TODAY } from '../fake-api';
import { renderCampaign } from '../render-app';

/*
 * Awards to the party in a HURSAGMU campaign, with two of the reference characters (test/fixtures/hursagmu):
 * Ashur has 17 experience points unspent and Ninsun 4 (expected/*.json), so an award of 6 gives them 23 and 10.
 */
const reference = join(import.meta.dirname, '../../fixtures/hursagmu/reference');
const load = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterFile;

function setUp() {
  const api = new FakeApi();
  const folder = api.addCampaign({
    name: 'Uruk',
    system: 'hursagmu',
    settings: { startingCoins: 5000 },
    characters: [load('ashur'), load('ninsun')],
  });
  return { api, folder };
}

const shares = (api: FakeApi, folder: ReturnType<typeof setUp>['folder']) =>
  api
    .characters(folder)
    .map((c) => [c.id, c.events.filter((e) => e.award !== undefined).map((e) => [e.type, e.points, e.award, e.note])]);

/** A character's experience points unspent, as the party view shows them. */
const unspent = (name: string) =>
  screen
    .getByRole('table', { name: /party/i })
    .querySelector(`tr:has(button[aria-label="Open ${name}"]) td:nth-last-child(3)`)?.textContent;

/** The id of an award made today: its date and a random tail. */
const AN_AWARD_OF_TODAY = expect.stringMatching(new RegExp(`^award-${TODAY}-[0-9a-z]{6}$`));

/** TODAY as the app writes a date: its parts joined by no-break spaces, so it never wraps in the middle. */
const ON_TODAY = '21\u00a0Nov\u00a02026';

/** "Undo the last award", confirmed in the dialog that says what it takes back. */
async function undoLastAward(user: UserEvent, panel: HTMLElement) {
  await user.click(within(panel).getByRole('button', { name: 'Undo the last award' }));
  await user.click(
    within(screen.getByRole('dialog', { name: `Undo the award of ${ON_TODAY}?` })).getByRole('button', {
      name: 'Undo the award',
    }),
  );
}

describe('awards to the party', () => {
  it('shows each share before the award, writes one to each character present and the award to the campaign', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
    expect(within(panel).getByRole('button', { name: 'Award' })).toBeDisabled();
    await user.type(within(panel).getByLabelText('Points'), '6');
    // HURSAGMU gives each character present the whole award.
    expect(within(panel).getByText('Ashur the Spearman 6, Ninsun of Uruk 6.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('For'), 'slaying Humbaba');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Awarded experience points: Ashur the Spearman 6, Ninsun of Uruk 6.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
    const award = api.campaignFileOf(folder).awards![0]!;
    // The award's date and a random tail, so another machine's award of the same day never has its id.
    expect(award).toEqual({
      id: expect.stringMatching(new RegExp(`^award-${TODAY}-[0-9a-z]{6}$`)),
      date: TODAY,
      note: 'slaying Humbaba',
      points: 6,
      carriedIn: 0,
      shares: { ashur: 6, ninsun: 6 },
      remainder: 0,
    });
    await waitFor(() =>
      expect(shares(api, folder)).toEqual([
        ['ashur', [['award', 6, award.id, 'slaying Humbaba']]],
        ['ninsun', [['award', 6, award.id, 'slaying Humbaba']]],
      ]),
    );
    expect(within(panel).getByRole('list')).toHaveTextContent(
      '6 for slaying Humbaba — Ashur the Spearman 6, Ninsun of Uruk 6',
    );
  });

  it('gives the same award made on two copies of one campaign (two machines, one day) two different ids', async () => {
    const ids: string[] = [];
    for (const machine of ['A', 'B']) {
      const { api, folder } = setUp();
      const { user } = await renderCampaign(api, 'Uruk');
      const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
      await user.type(within(panel).getByLabelText('Points'), machine === 'A' ? '10' : '6');
      await user.click(within(panel).getByRole('button', { name: 'Award' }));
      await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
      ids.push(api.campaignFileOf(folder).awards![0]!.id);
      cleanup();
    }
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('makes a second award from what the app wrote, reading no character again, and the party view follows', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
    await waitFor(() => expect([unspent('Ashur the Spearman'), unspent('Ninsun of Uruk')]).toEqual(['17', '4']));
    await user.type(within(panel).getByLabelText('Points'), '6');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await within(panel).findByText(/^Awarded experience points/);
    await waitFor(() => expect([unspent('Ashur the Spearman'), unspent('Ninsun of Uruk')]).toEqual(['23', '10']));
    const reads = api.callsOf('readCharacter').length;
    const before = api.calls.length;

    await user.clear(within(panel).getByLabelText('Points'));
    await user.type(within(panel).getByLabelText('Points'), '2');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    // The shares went to the editors the first award opened, and the list worked out the states from the files written.
    await waitFor(() => expect([unspent('Ashur the Spearman'), unspent('Ninsun of Uruk')]).toEqual(['25', '12']));
    expect(api.callsOf('readCharacter')).toHaveLength(reads);
    // Both shares and the award after them went to the host in one request.
    const sent = api.calls.slice(before);
    expect(sent.map((c) => c.method)).toEqual(['writeCharacters']);
    const request = sent[0]!.input as WriteCharactersInput;
    expect(request.writes.map((w) => w.character.id)).toEqual(['ashur', 'ninsun']);
    expect(request.campaign?.campaign.awards?.map((a) => a.points)).toEqual([6, 2]);
    expect(api.campaignFileOf(folder).awards?.map((a) => a.points)).toEqual([6, 2]);
  });

  /** An award of 6 to both, then Ninsun's file changed elsewhere (`change`) without the app seeing it. */
  async function awardThenChangeElsewhere(change: (ninsun: CharacterFile) => CharacterFile) {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
    await user.type(within(panel).getByLabelText('Points'), '6');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
    const ninsun = api.characters(folder).find((c) => c.id === 'ninsun')!;
    api.editOutside(folder, change(ninsun), { silently: true });
    return { api, folder, user, panel, ninsun };
  }

  /** awardThenChangeElsewhere, then an award of 2: its share for Ninsun meets the other version. */
  async function secondAwardAfterChangeElsewhere(change: (ninsun: CharacterFile) => CharacterFile) {
    const made = await awardThenChangeElsewhere(change);
    await made.user.clear(within(made.panel).getByLabelText('Points'));
    await made.user.type(within(made.panel).getByLabelText('Points'), '2');
    await made.user.click(within(made.panel).getByRole('button', { name: 'Award' }));
    return made;
  }

  it('writes the award only after a share that met a change made elsewhere is settled by the user', async () => {
    // Another machine's award of 3 to Ninsun arrives through the sync tool.
    const { api, folder, user, panel } = await secondAwardAfterChangeElsewhere((ninsun) => ({
      ...ninsun,
      events: [
        ...ninsun.events,
        { id: 'elsewhere-1', type: 'award', date: TODAY, points: 3, note: 'found the tablet' },
      ],
    }));

    // Ninsun's share waits on the question, and the award with it.
    const keepBoth = await screen.findByRole('button', { name: 'Keep both, merged' });
    expect(api.campaignFileOf(folder).awards).toHaveLength(1);
    await user.click(keepBoth);
    expect(
      await within(panel).findByText('Awarded experience points: Ashur the Spearman 2, Ninsun of Uruk 2.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.campaignFileOf(folder).awards?.map((a) => a.points)).toEqual([6, 2]));
    const onDisk = api.characters(folder).find((c) => c.id === 'ninsun')!;
    // Both kept: the entry made elsewhere and the share of each award.
    expect(
      onDisk.events
        .filter((e) => e.id === 'elsewhere-1' || e.award !== undefined)
        .map((e) => [e.points, e.award ?? e.note]),
    ).toEqual([
      [6, api.campaignFileOf(folder).awards![0]!.id],
      [2, api.campaignFileOf(folder).awards![1]!.id],
      [3, 'found the tablet'],
    ]);
  });

  it('leaves a share the user let go on a change made elsewhere out of the award, and says so', async () => {
    const { api, folder, user, panel, ninsun } = await secondAwardAfterChangeElsewhere((ninsun) => ({
      ...ninsun,
      name: 'Ninsun the Wise',
    }));

    // The other version differs in more than its ledger, so it cannot be merged; the user keeps it.
    await user.click(await screen.findByRole('button', { name: 'Reload from disk' }));
    expect(
      await within(panel).findByText(
        'Awarded experience points: Ashur the Spearman 2. Ninsun the Wise got no share: it could not be saved.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.campaignFileOf(folder).awards?.map((a) => a.shares)).toEqual([{ ashur: 6, ninsun: 6 }, { ashur: 2 }]),
    );
    expect(api.characters(folder).find((c) => c.id === 'ninsun')).toEqual({ ...ninsun, name: 'Ninsun the Wise' });
  });

  it('leaves out a character who was not there, and undoes the award, taking back every share', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Ninsun of Uruk' }));
    await user.type(within(panel).getByLabelText('Points'), '4');
    expect(within(panel).getByText('Ashur the Spearman 4.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await waitFor(() =>
      expect(shares(api, folder)).toEqual([
        ['ashur', [['award', 4, AN_AWARD_OF_TODAY, undefined]]],
        ['ninsun', []],
      ]),
    );

    await undoLastAward(user, panel);
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Undid the award of 21 Nov 2026: every share was taken back.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([]));
    await waitFor(() =>
      expect(shares(api, folder)).toEqual([
        ['ashur', []],
        ['ninsun', []],
      ]),
    );
  });

  it('keeps the award for a character whose share the user kept on a change made elsewhere, when undoing it', async () => {
    const { api, folder, user, panel } = await awardThenChangeElsewhere((ninsun) => ({
      ...ninsun,
      name: 'Ninsun the Wise',
    }));

    await undoLastAward(user, panel);
    // Taking Ninsun's share back meets the other version, which the user keeps: the share stays, and the award with it.
    await user.click(await screen.findByRole('button', { name: 'Reload from disk' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The award was taken back, except from Ninsun the Wise: that change could not be saved, so the award stays for that character. Undo the award again to try once more.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards?.map((a) => a.shares)).toEqual([{ ninsun: 6 }]));
    expect(shares(api, folder)).toEqual([
      ['ashur', []],
      ['ninsun', [['award', 6, AN_AWARD_OF_TODAY, undefined]]],
    ]);

    // Undone again, nothing in the way: the award is gone, and so is the share.
    await undoLastAward(user, panel);
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([]));
    await waitFor(() =>
      expect(shares(api, folder)).toEqual([
        ['ashur', []],
        ['ninsun', []],
      ]),
    );
  });

  it('refuses to undo an award whose points a later purchase spent, naming the purchase, and offers to undo the purchase with it', async () => {
    const { api, folder } = setUp();
    const ninsun = load('ninsun');
    // Ninsun has 4 experience points unspent; Superior Olfaction costs 8 ("GIFTS"), so after a share of 6 only the
    // share can pay for it.
    const { user } = await renderCampaign(api, 'Uruk');
    const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Ashur the Spearman' }));
    await user.type(within(panel).getByLabelText('Points'), '6');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
    const onDisk = api.characters(folder).find((c) => c.id === 'ninsun')!;
    // Another program (or the character page) records the purchase the share pays for.
    api.editOutside(folder, {
      ...onDisk,
      events: [
        ...onDisk.events,
        { id: 'gift-1', type: 'gift', date: TODAY, gift: 'superior-olfaction', reason: 'Blessed by Enlil' },
      ],
    });
    await waitFor(() =>
      expect(api.characters(folder).find((c) => c.id === 'ninsun')!.events).toHaveLength(ninsun.events.length + 2),
    );

    await undoLastAward(user, panel);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The award cannot be undone on its own: a later entry of Ninsun of Uruk, listed below, spent points it gave. Undo that entry first, or undo it with the award.',
    );
    expect(within(panel).getByRole('list', { name: 'Entries paid for by the award' })).toHaveTextContent(
      'Ninsun of Uruk: Took the gift Superior Olfaction',
    );
    expect(api.campaignFileOf(folder).awards).toHaveLength(1);

    // The game master chooses to take the purchase back with the award; a cancelled confirmation changes nothing.
    await user.click(within(panel).getByRole('button', { name: 'Undo that entry and the award' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Undo the award and what it paid for?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(api.campaignFileOf(folder).awards).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Undo that entry and the award' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Undo the award and what it paid for?' })).getByRole('button', {
        name: 'Undo them all',
      }),
    );
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Undid the award of 21 Nov 2026: every share was taken back. The entry it paid for went with it.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([]));
    // Ninsun's ledger is as it was before the award: the share and the gift it paid for are gone, nothing else.
    await waitFor(() => expect(api.characters(folder).find((c) => c.id === 'ninsun')!.events).toEqual(ninsun.events));
  });
});

describe('undoing the last award', () => {
  it('says first what it takes back, and Escape or Cancel leaves the award as it is', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
    await user.type(within(panel).getByLabelText('Points'), '6');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));

    await user.click(within(panel).getByRole('button', { name: 'Undo the last award' }));
    const dialog = screen.getByRole('dialog', { name: `Undo the award of ${ON_TODAY}?` });
    expect(dialog).toHaveTextContent(
      'Ashur the Spearman loses 6 experience points, Ninsun of Uruk loses 6 experience points.',
    );
    expect(dialog).toHaveTextContent('Redo makes the same award again, with the same shares.');
    // The keyboard is in the dialog, on the safe answer, and Escape closes it.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Undo the last award' }));
    await user.click(
      within(screen.getByRole('dialog', { name: `Undo the award of ${ON_TODAY}?` })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(api.campaignFileOf(folder).awards).toHaveLength(1);
    expect(shares(api, folder)).toEqual([
      ['ashur', [['award', 6, AN_AWARD_OF_TODAY, undefined]]],
      ['ninsun', [['award', 6, AN_AWARD_OF_TODAY, undefined]]],
    ]);
  });

  it('makes the award taken back again with Redo, with the same shares, and Redo in the campaign’s history takes it back again', async () => {
    const { api, folder } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Ninsun of Uruk' }));
    await user.type(within(panel).getByLabelText('Points'), '6');
    await user.type(within(panel).getByLabelText('For'), 'slaying Humbaba');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
    const award = api.campaignFileOf(folder).awards![0]!;

    await undoLastAward(user, panel);
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Undid the award of 21 Nov 2026: every share was taken back.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([]));
    // The campaign's Undo says what it would do, in plain words.
    expect(screen.getByRole('button', { name: `Make the award of ${ON_TODAY} again` })).toBeEnabled();

    await user.click(within(panel).getByRole('button', { name: `Redo the award of ${ON_TODAY}` }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Made the award of 21 Nov 2026 again: Ashur the Spearman 6.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([award]));
    await waitFor(() =>
      expect(shares(api, folder)).toEqual([
        ['ashur', [['award', 6, award.id, 'slaying Humbaba']]],
        ['ninsun', []],
      ]),
    );
    expect(within(panel).queryByRole('button', { name: `Redo the award of ${ON_TODAY}` })).not.toBeInTheDocument();

    // The step is in the campaign's history like every other: Redo takes the award back again.
    await user.click(screen.getByRole('button', { name: `Redo: take back the award of ${ON_TODAY}` }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([]));
    await waitFor(() =>
      expect(shares(api, folder)).toEqual([
        ['ashur', []],
        ['ninsun', []],
      ]),
    );
    expect(within(panel).getByRole('button', { name: `Redo the award of ${ON_TODAY}` })).toBeEnabled();
  });

  it('says what is carried to the next award is dropped, in the game’s points (Heimr divides an award)', async () => {
    const heimr = join(import.meta.dirname, '../../fixtures/heimr/reference');
    const read = (file: string) => JSON.parse(readFileSync(join(heimr, file), 'utf8')) as Record<string, unknown>;
    const api = new FakeApi();
    const campaign = read('campaign.json');
    api.addCampaign({
      name: 'Fjord',
      system: 'heimr',
      settings: campaign.settings as Record<string, unknown>,
      characters: [read('characters/ragna.json'), read('characters/bjorn.json')] as unknown as CharacterFile[],
    });
    const { user } = await renderCampaign(api, 'Fjord');
    const panel = screen.getByRole('region', { name: /^Award experience points/ });
    await user.type(within(panel).getByLabelText('Points'), '11');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await within(panel).findByRole('button', { name: 'Undo the last award' });

    await user.click(within(panel).getByRole('button', { name: 'Undo the last award' }));
    expect(screen.getByRole('dialog', { name: `Undo the award of ${ON_TODAY}?` })).toHaveTextContent(
      'Bjorn Ox-Back loses 5 XP, Ragna Far-Shot loses 5 XP; the 1 XP carried to the next award is dropped.',
    );
  });
});
