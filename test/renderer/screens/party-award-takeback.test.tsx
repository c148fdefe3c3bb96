import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CharacterFile } from '../../../shared/model';
import { FakeApi, TODAY, type FakeCampaign } from '../fake-api';
import { renderCampaign } from '../render-app';

/*
 * A share of an award undone on its character's own page: the award for everyone, or only that share, and the
 * campaign's list of awards and each character's points agree with the ledgers afterwards.
 * HURSAGMU gives each character present the whole award: with the reference characters (test/fixtures/hursagmu),
 * Ashur has 17 experience points unspent and Ninsun 4, so an award of 6 gives them 23 and 10.
 * Heimr divides an award, rounded down, and carries what is left to the next ("Experience points": "10XP divided
 * among four characters, means 2XP per character with 2 remaining ... carried over").
 */
const hursagmu = join(import.meta.dirname, '../../fixtures/hursagmu/reference');
const load = (name: string) =>
  JSON.parse(readFileSync(join(hursagmu, 'characters', `${name}.json`), 'utf8')) as CharacterFile;

/** TODAY as the app writes a date: its parts joined by no-break spaces. */
const ON_TODAY = '21\u00a0Nov\u00a02026';

function uruk() {
  const api = new FakeApi();
  const folder = api.addCampaign({
    name: 'Uruk',
    system: 'hursagmu',
    settings: { startingCoins: 5000 },
    characters: [load('ashur'), load('ninsun')],
  });
  return { api, folder };
}

/** A character's experience points unspent, as the party view shows them. */
const unspent = (name: string) =>
  screen
    .getByRole('table', { name: /party/i })
    .querySelector(`tr:has(button[aria-label="Open ${name}"]) td:nth-last-child(3)`)?.textContent;

const sharesOf = (api: FakeApi, folder: FakeCampaign, id: string) =>
  api
    .characters(folder)
    .find((c) => c.id === id)!
    .events.filter((e) => e.award !== undefined)
    .map((e) => e.award);

async function award(user: UserEvent, points: string) {
  const panel = screen.getByRole('region', { name: /^Award experience points/ });
  await user.clear(within(panel).getByLabelText('Points'));
  await user.type(within(panel).getByLabelText('Points'), points);
  await user.click(within(panel).getByRole('button', { name: 'Award' }));
  await within(panel).findByText(/^Awarded experience points/);
}

describe('a share of an award undone on its character’s page', () => {
  it('asks first, Cancel focused and Escape leaving it; taking back only that share notes it on the award, and Redo puts it back', async () => {
    const { api, folder } = uruk();
    const { user } = await renderCampaign(api, 'Uruk');
    await award(user, '6');
    const id = api.campaignFileOf(folder).awards![0]!.id;
    await waitFor(() => expect([unspent('Ashur the Spearman'), unspent('Ninsun of Uruk')]).toEqual(['23', '10']));

    await user.click(screen.getByRole('button', { name: 'Ninsun of Uruk' }));
    const undo = await screen.findByRole('button', { name: `Undo: receive 6 from the award of ${ON_TODAY}` });
    await user.click(undo);
    let dialog = screen.getByRole('dialog', { name: `Undo Ninsun of Uruk's share?` });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // The award is the newest, so it can go for everyone, and the dialog says who loses what.
    expect(dialog).toHaveTextContent('Ashur the Spearman loses 6');
    expect(within(dialog).getByRole('button', { name: 'Undo the award for everyone' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sharesOf(api, folder, 'ninsun')).toEqual([id]);

    await user.click(undo);
    dialog = screen.getByRole('dialog', { name: `Undo Ninsun of Uruk's share?` });
    await user.click(within(dialog).getByRole('button', { name: `Take back only Ninsun of Uruk's share` }));
    await waitFor(() => expect(sharesOf(api, folder, 'ninsun')).toEqual([]));
    await waitFor(() =>
      expect(api.campaignFileOf(folder).awards![0]!.takenBack).toEqual([
        { character: 'ninsun', date: TODAY, points: 6 },
      ]),
    );
    // The award stands for Ashur.
    expect(sharesOf(api, folder, 'ashur')).toEqual([id]);
    expect(api.campaignFileOf(folder).awards![0]!.shares).toEqual({ ashur: 6, ninsun: 6 });

    await user.click(screen.getByRole('button', { name: 'Back to Uruk' }));
    const list = await screen.findByRole('list', { name: 'Awards made' });
    expect(list).toHaveTextContent(`Ninsun of Uruk's share of 6 was taken back on 21 Nov 2026`);
    await waitFor(() => expect([unspent('Ashur the Spearman'), unspent('Ninsun of Uruk')]).toEqual(['23', '4']));

    // Redo on Ninsun's page puts the share back, and the award counts Ninsun again.
    await user.click(screen.getByRole('button', { name: 'Ninsun of Uruk' }));
    await user.click(await screen.findByRole('button', { name: `Redo: receive 6 from the award of ${ON_TODAY}` }));
    await waitFor(() => expect(sharesOf(api, folder, 'ninsun')).toEqual([id]));
    await waitFor(() => expect(api.campaignFileOf(folder).awards![0]).not.toHaveProperty('takenBack'));
    await user.click(screen.getByRole('button', { name: 'Back to Uruk' }));
    await waitFor(() => expect([unspent('Ashur the Spearman'), unspent('Ninsun of Uruk')]).toEqual(['23', '10']));
    expect(screen.getByRole('list', { name: 'Awards made' })).not.toHaveTextContent('taken back');
  });

  it('undoes the last award for everyone from a character’s page, and the campaign’s Undo the last award passes over a share taken back', async () => {
    const { api, folder } = uruk();
    const { user } = await renderCampaign(api, 'Uruk');
    await award(user, '6');
    await award(user, '2');
    await waitFor(() => expect([unspent('Ashur the Spearman'), unspent('Ninsun of Uruk')]).toEqual(['25', '12']));
    const [first] = api.campaignFileOf(folder).awards!;

    // Undo for everyone, from Ashur's page: the newest award goes from both.
    await user.click(screen.getByRole('button', { name: 'Ashur the Spearman' }));
    await user.click(await screen.findByRole('button', { name: `Undo: receive 2 from the award of ${ON_TODAY}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: `Undo Ashur the Spearman's share?` })).getByRole('button', {
        name: 'Undo the award for everyone',
      }),
    );
    expect(await screen.findByText('Undid the award of 21 Nov 2026: every share was taken back.')).toBeInTheDocument();
    await waitFor(() => expect(api.campaignFileOf(folder).awards!.map((a) => a.id)).toEqual([first!.id]));
    await waitFor(() =>
      expect([sharesOf(api, folder, 'ashur'), sharesOf(api, folder, 'ninsun')]).toEqual([[first!.id], [first!.id]]),
    );

    // Undo on this page would now put back a share of an award no longer in the campaign: it says so and changes nothing.
    await user.click(screen.getByRole('button', { name: `Put back the share of the award of ${ON_TODAY}` }));
    expect(await screen.findByText(/was undone for the whole party/)).toBeInTheDocument();
    expect(sharesOf(api, folder, 'ashur')).toEqual([first!.id]);

    // The first award is the newest again: the history's Undo last entry takes back only Ashur's share of it.
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await user.click(screen.getByRole('button', { name: 'Undo last entry' }));
    // One question, not two: the share's own (for everyone or this character) stands in for "Remove the last entry?".
    expect(screen.queryByRole('dialog', { name: 'Remove the last entry?' })).toBeNull();
    await user.click(
      within(screen.getByRole('dialog', { name: `Undo Ashur the Spearman's share?` })).getByRole('button', {
        name: `Take back only Ashur the Spearman's share`,
      }),
    );
    await waitFor(() =>
      expect(api.campaignFileOf(folder).awards![0]!.takenBack).toEqual([
        { character: 'ashur', date: TODAY, points: 6 },
      ]),
    );

    // The campaign's Undo the last award takes back the shares still given, and says only those.
    await user.click(screen.getByRole('button', { name: 'Back to Uruk' }));
    const panel = await screen.findByRole('region', { name: 'Award experience points to the party' });
    await user.click(within(panel).getByRole('button', { name: 'Undo the last award' }));
    const dialog = screen.getByRole('dialog', { name: `Undo the award of ${ON_TODAY}?` });
    expect(dialog).toHaveTextContent('Ninsun of Uruk loses 6');
    expect(dialog).not.toHaveTextContent('Ashur the Spearman loses');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the award' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Undid the award of 21 Nov 2026: every share was taken back.',
    );
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toEqual([]));
    expect([sharesOf(api, folder, 'ashur'), sharesOf(api, folder, 'ninsun')]).toEqual([[], []]);
    await waitFor(() => expect([unspent('Ashur the Spearman'), unspent('Ninsun of Uruk')]).toEqual(['17', '4']));
  });
});

describe('Heimr awards that carry a remainder', () => {
  const heimr = join(import.meta.dirname, '../../fixtures/heimr/reference');
  const read = (file: string) => JSON.parse(readFileSync(join(heimr, file), 'utf8')) as Record<string, unknown>;

  function fjord() {
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Fjord',
      system: 'heimr',
      settings: read('campaign.json').settings as Record<string, unknown>,
      characters: [read('characters/ragna.json'), read('characters/bjorn.json')] as unknown as CharacterFile[],
    });
    return { api, folder };
  }

  it('names the award whose remainder a new award carries in', async () => {
    const { api, folder } = fjord();
    const { user } = await renderCampaign(api, 'Fjord');
    // 11 between two: 5 each, 1 left; then 9 and the 1 carried: 5 each, nothing left.
    await award(user, '11');
    await award(user, '9');
    const [first, second] = api.campaignFileOf(folder).awards!;
    expect(first).not.toHaveProperty('carriedFrom');
    expect(second).toMatchObject({
      points: 9,
      carriedIn: 1,
      carriedFrom: first!.id,
      shares: { ragna: 5, bjorn: 5 },
      remainder: 0,
    });
  });

  it('takes a divided award back for everyone from the history’s Undo last entry, saying the remainder goes back', async () => {
    const { api, folder } = fjord();
    const { user } = await renderCampaign(api, 'Fjord');
    await award(user, '11');
    await award(user, '9');
    const [first] = api.campaignFileOf(folder).awards!;

    await user.click(screen.getByRole('button', { name: 'Ragna Far-Shot' }));
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    await user.click(screen.getByRole('button', { name: 'Undo last entry' }));
    expect(screen.queryByRole('dialog', { name: 'Remove the last entry?' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: `Undo Ragna Far-Shot's share?` });
    expect(dialog).toHaveTextContent(
      'Bjorn Ox-Back loses 5 XP, Ragna Far-Shot loses 5 XP; the 1 XP it took from the award before is carried to the next award again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Undo the award for everyone' }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards!.map((a) => a.id)).toEqual([first!.id]));
    await waitFor(() =>
      expect([sharesOf(api, folder, 'ragna'), sharesOf(api, folder, 'bjorn')]).toEqual([[first!.id], [first!.id]]),
    );
  });
});
