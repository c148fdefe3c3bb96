import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type { CharacterFile } from '../../../shared/model';
import { FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

/*
 * The turn order on the campaign page, for a game that has one. The Heimr reference campaign
 * (test/fixtures/heimr/reference, expected/*.json): Hild's initiative at consistency +2, Ragna's +1, Bjorn's,
 * Sigrun's and Torvald's 0; every potential the campaign's willpower 3 but Ragna's, who has spent one and has 2
 * left. Torvald is the game master's here.
 */
const load = (game: string, name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../fixtures/${game}/reference/characters/${name}.json`), 'utf8'),
  ) as CharacterFile;

async function heimrCampaign() {
  const api = new FakeApi();
  const reference = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../fixtures/heimr/reference/campaign.json'), 'utf8'),
  ) as { settings: Record<string, unknown> };
  api.addCampaign({
    name: 'Heimr party',
    system: 'heimr',
    settings: reference.settings,
    characters: [
      ...['bjorn', 'hild', 'ragna', 'sigrun'].map((name) => load('heimr', name)),
      { ...load('heimr', 'torvald'), npc: true },
    ],
  });
  return { ...(await renderCampaign(api, 'Heimr party')), api };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 3).map((c) => c.textContent));

describe('the turn order on the campaign page', () => {
  it('shows the players’ characters’ initiative once opened, and lets the game master add or leave out anyone', async () => {
    const { user } = await heimrCampaign();
    const section = screen.getByRole('region', { name: 'Turn order' });
    const show = within(section).getByRole('button', { name: 'Show the turn order' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    show.focus();
    await user.keyboard('{Enter}');
    expect(within(section).getByRole('button', { name: 'Hide the turn order' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const who = within(section).getByRole('group', { name: 'Who takes part' });
    await waitFor(() => expect(within(who).getAllByRole('checkbox')).toHaveLength(5));
    expect(within(who).getByRole('checkbox', { name: 'Torvald the Loud (NPC)' })).not.toBeChecked();
    const table = () => within(section).getByRole('table', { name: 'Initiative of each character taking part' });
    expect(rowsOf(table())).toEqual([
      ['Bjorn Ox-Back', '0', '+3'],
      ['Hild Oar-Hand', '+2', '+3'],
      ['Ragna Far-Shot', '+1', '+2'],
      ['Sigrun Herb-Wife', '0', '+3'],
    ]);
    await user.click(within(who).getByRole('checkbox', { name: 'Torvald the Loud (NPC)' }));
    await user.click(within(who).getByRole('checkbox', { name: 'Sigrun Herb-Wife' }));
    expect(rowsOf(table()).map((row) => row[0])).toEqual([
      'Bjorn Ox-Back',
      'Hild Oar-Hand',
      'Ragna Far-Shot',
      'Torvald the Loud',
    ]);
  });

  it('orders the rolls typed for the party, and writes nothing to the campaign’s files', async () => {
    const { user, api } = await heimrCampaign();
    const before = api.calls.length;
    const section = screen.getByRole('region', { name: 'Turn order' });
    await user.click(within(section).getByRole('button', { name: 'Show the turn order' }));
    await waitFor(() => expect(within(section).getAllByRole('checkbox')).toHaveLength(5));
    const scores = { 'Bjorn Ox-Back': '6', 'Hild Oar-Hand': '11', 'Ragna Far-Shot': '6', 'Sigrun Herb-Wife': '6' };
    for (const [name, score] of Object.entries(scores))
      await user.type(within(section).getByRole('spinbutton', { name: `Initiative of ${name}` }), score);
    const order = within(within(section).getByRole('list', { name: 'The order' })).getAllByRole('listitem');
    expect(order.map((li) => li.textContent)).toEqual([
      'Hild Oar-Hand, initiative 11',
      'Bjorn Ox-Back, initiative 6',
      'Sigrun Herb-Wife, initiative 6 (same score 6 and willpower 3: the book does not say who goes first, so Bjorn Ox-Back and Sigrun Herb-Wife decide between them (listed in the party’s order))',
      'Ragna Far-Shot, initiative 6 (same score 6: Sigrun Herb-Wife first, willpower 3 against 2)',
    ]);
    // Only reads: no save, no write of any file.
    expect(api.calls.slice(before).filter((c) => !/^(read|list)/.test(c.method))).toEqual([]);
  });

  it('shows no turn order for a game without one', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Uruk', system: 'hursagmu', characters: [load('hursagmu', 'ashur')] });
    await renderCampaign(api, 'Uruk');
    expect(screen.getByRole('region', { name: 'The party at a glance' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Turn order' })).not.toBeInTheDocument();
  });
});
