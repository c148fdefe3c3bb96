import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type { CharacterFile, Session } from '../../../shared/model';
import { FakeApi, TODAY } from '../fake-api';
import { renderCampaign } from '../render-app';

/*
 * The award to the party on the campaign's page: which session it proposes, who it ticks present, and the example
 * its "For" field gives, in each game's own words. The characters are the reference characters (test/fixtures).
 */
const fixtures = join(import.meta.dirname, '../../fixtures');
const load = (game: string, name: string) =>
  JSON.parse(readFileSync(join(fixtures, game, 'reference/characters', `${name}.json`), 'utf8')) as CharacterFile;

const CEDAR: Session = {
  id: '2026-11-20-the-cedar-forest',
  name: 'The cedar forest',
  date: '2026-11-20',
  present: [{ character: 'ninsun', player: 'Bel' }],
};
const GATE: Session = {
  id: `${TODAY}-the-gate`,
  name: 'The gate',
  date: TODAY,
  present: [{ character: 'ashur', player: 'Ana' }],
};

describe('the award to the party on the campaign’s page', () => {
  it('proposes today’s session and ticks only those present at it, and follows another session chosen', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({
      name: 'Uruk',
      system: 'hursagmu',
      settings: { startingCoins: 5000 },
      sessions: [CEDAR, GATE],
      characters: [load('hursagmu', 'ashur'), load('hursagmu', 'ninsun')],
    });
    const { user } = await renderCampaign(api, 'Uruk');
    const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
    const session = within(panel).getByRole('combobox', { name: 'Session' });
    expect(within(session).getByRole('option', { name: 'The gate' })).toHaveProperty('selected', true);
    expect(within(panel).getByRole('checkbox', { name: 'Ashur the Spearman' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Ninsun of Uruk' })).not.toBeChecked();
    expect(within(panel).getByLabelText('Date')).toHaveValue(TODAY);

    await user.selectOptions(session, 'The cedar forest');
    expect(within(panel).getByRole('checkbox', { name: 'Ninsun of Uruk' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Ashur the Spearman' })).not.toBeChecked();
    expect(within(panel).getByLabelText('Date')).toHaveValue('2026-11-20');
    await user.type(within(panel).getByLabelText('Points'), '3');
    await user.click(within(panel).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(api.campaignFileOf(folder).awards).toHaveLength(1));
    expect(api.campaignFileOf(folder).awards![0]).toMatchObject({
      session: CEDAR.id,
      date: '2026-11-20',
      shares: { ninsun: 3 },
    });
  });

  it('proposes no session, and everyone, when none was played today', async () => {
    const api = new FakeApi();
    api.addCampaign({
      name: 'Uruk',
      system: 'hursagmu',
      settings: { startingCoins: 5000 },
      sessions: [CEDAR],
      characters: [load('hursagmu', 'ashur'), load('hursagmu', 'ninsun')],
    });
    await renderCampaign(api, 'Uruk');
    const panel = screen.getByRole('region', { name: 'Award experience points to the party' });
    expect(
      within(within(panel).getByRole('combobox', { name: 'Session' })).getByRole('option', { name: 'No session' }),
    ).toHaveProperty('selected', true);
    expect(within(panel).getByRole('checkbox', { name: 'Ashur the Spearman' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Ninsun of Uruk' })).toBeChecked();
  });

  it.each([
    ['hursagmu', 'ashur', 'Award experience points to the party', 'slaying Humbaba'],
    ['heimr', 'hild', 'Award experience points to the party', 'overcoming the draugr at the sea-cave'],
    ['symbaroum', 'brand', 'Award experience to the party', 'completing the adventure'],
  ])('gives an example of what the award is for in the words of %s', async (game, character, heading, example) => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Table', system: game, characters: [load(game, character)] });
    await renderCampaign(api, 'Table');
    const note = within(screen.getByRole('region', { name: heading })).getByRole('textbox', { name: 'For' });
    expect(note).toHaveAttribute('placeholder', example);
    if (game !== 'hursagmu') expect(note.getAttribute('placeholder')).not.toMatch(/Humbaba/);
  });
});
