import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { stableStringify, type CampaignFile, type CharacterFile } from '../../../shared/model';
import { FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

/*
 * The party at a glance in a HURSAGMU campaign of three reference characters (test/fixtures/hursagmu/reference,
 * expected/*.json): Ashur the Spearman legal with 17 experience points unspent, Ninsun of Uruk legal with 4, and
 * Enkidu of the Steppe, the game master's, with 3 rule errors and 29 unspent. Ninsun's last entry was recorded at
 * "The cedar forest".
 */
const reference = join(import.meta.dirname, '../../fixtures/hursagmu/reference');
const load = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterFile;

async function setUp() {
  const api = new FakeApi();
  const ninsun = load('ninsun');
  ninsun.events = ninsun.events.map((e, i) => (i === ninsun.events.length - 1 ? { ...e, session: 'cedar-forest' } : e));
  const folder = api.addCampaign({
    name: 'Uruk',
    system: 'hursagmu',
    settings: { startingCoins: 5000 },
    characters: [load('ashur'), ninsun, { ...load('enkidu'), npc: true }],
  });
  const campaign = JSON.parse(folder.files.get('campaign.json')!) as CampaignFile;
  folder.files.set(
    'campaign.json',
    stableStringify({ ...campaign, sessions: [{ id: 'cedar-forest', name: 'The cedar forest', date: '2026-02-05' }] }),
  );
  const app = await renderCampaign(api, 'Uruk');
  const view = screen.getByRole('region', { name: 'The party at a glance' });
  const table = within(view).getByRole('table');
  // Every character's file is read in the background before its values show.
  await waitFor(() => expect(within(table).queryByText('Checking…')).not.toBeInTheDocument());
  return { ...app, api, view, table };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByRole('button').textContent);
const cellsOf = (table: HTMLElement, name: string) =>
  [
    ...within(table)
      .getByRole('button', { name: `Open ${name}` })
      .closest('tr')!
      .querySelectorAll('td'),
  ].map((c) => c.textContent!.replace(/\s/g, ' '));

describe('the party at a glance', () => {
  it("shows each character's key values, points unspent, rule errors and last session", async () => {
    const { table } = await setUp();
    expect(names(table)).toEqual(['Ashur the Spearman', 'Enkidu of the Steppe', 'Ninsun of Uruk']);
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent!.replace(/[▲▼]/g, '').trim());
    expect(heads).toEqual([
      'Character',
      'Stamina',
      'Health',
      'Sanity',
      'Movement',
      'Money',
      'Experience points unspent',
      'Rule errors',
      'Last session',
    ]);
    const ninsun = cellsOf(table, 'Ninsun of Uruk');
    expect(ninsun.slice(-3)).toEqual(['4', 'Legal', 'The cedar forest (5 Feb 2026)']);
    expect(cellsOf(table, 'Enkidu of the Steppe').slice(-3)).toEqual(['29', '3', '']);
    expect(cellsOf(table, 'Ashur the Spearman').slice(-3)).toEqual(['17', 'Legal', '']);
  });

  it('sorts by any column, the second press reversing it, and says which way for screen readers', async () => {
    const { user, table } = await setUp();
    const unspent = within(table).getByRole('columnheader', { name: /unspent/ });
    await user.click(within(unspent).getByRole('button'));
    expect(names(table)).toEqual(['Ninsun of Uruk', 'Ashur the Spearman', 'Enkidu of the Steppe']);
    expect(unspent).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /Character/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(within(unspent).getByRole('button'));
    expect(names(table)).toEqual(['Enkidu of the Steppe', 'Ashur the Spearman', 'Ninsun of Uruk']);
    expect(unspent).toHaveAttribute('aria-sort', 'descending');
    const errors = within(table).getByRole('columnheader', { name: /Rule errors/ });
    await user.click(within(errors).getByRole('button'));
    await user.click(within(errors).getByRole('button'));
    expect(names(table)[0]).toBe('Enkidu of the Steppe');
  });

  it('filters by name and to those with rule errors, saying how many show', async () => {
    const { user, view, table } = await setUp();
    await user.type(within(view).getByRole('searchbox', { name: 'Filter by name' }), 'of');
    expect(names(table)).toEqual(['Enkidu of the Steppe', 'Ninsun of Uruk']);
    expect(view).toHaveTextContent('2 of 3 characters shown.');
    await user.click(within(view).getByRole('checkbox', { name: 'Only characters with rule errors' }));
    expect(names(table)).toEqual(['Enkidu of the Steppe']);
    await user.clear(within(view).getByRole('searchbox', { name: 'Filter by name' }));
    await user.type(within(view).getByRole('searchbox', { name: 'Filter by name' }), 'Ninsun');
    expect(within(view).queryByRole('table')).not.toBeInTheDocument();
    expect(view).toHaveTextContent('0 of 3 characters shown.');
  });

  it("marks the game master's characters, and shows only theirs or only the players'", async () => {
    const { user, view, table } = await setUp();
    expect(within(table).getByRole('button', { name: 'Open Enkidu of the Steppe' }).closest('th')).toHaveTextContent(
      'Enkidu of the Steppe NPC',
    );
    expect(within(table).getByRole('button', { name: 'Open Ashur the Spearman' }).closest('th')).toHaveTextContent(
      /^Ashur the Spearman$/,
    );
    const show = within(view).getByRole('combobox', { name: 'Show' });
    await user.selectOptions(show, 'Non-player characters');
    expect(names(table)).toEqual(['Enkidu of the Steppe']);
    await user.selectOptions(show, "Players' characters");
    expect(names(table)).toEqual(['Ashur the Spearman', 'Ninsun of Uruk']);
  });

  it('shows in an MLS campaign who ages next, sorted by the increments left before age costs a primary trait', async () => {
    const api = new FakeApi();
    const mls = (name: string) =>
      JSON.parse(
        readFileSync(join(import.meta.dirname, '../../fixtures/mls/reference/characters', `${name}.json`), 'utf8'),
      ) as CharacterFile;
    api.addCampaign({ name: 'Wolves', characters: [mls('aldric'), mls('mira')] });
    const { user } = await renderCampaign(api, 'Wolves');
    const table = within(screen.getByRole('region', { name: 'The party at a glance' })).getByRole('table');
    await waitFor(() => expect(within(table).queryByText('Checking…')).not.toBeInTheDocument());
    // "Effects of Age": base + 22, + 32, then every 10. Aldric is 18 (base), Mira 41 (23 increments).
    expect(cellsOf(table, 'Aldric of Varn')[3]).toBe('22 increments, at 40 years');
    expect(cellsOf(table, 'Mira Thornwood')[3]).toBe('9 increments, at 50 years');
    await user.click(within(table).getByRole('button', { name: /Next age loss/ }));
    expect(names(table)).toEqual(['Mira Thornwood', 'Aldric of Varn']);
  });

  it('opens a character from its row', async () => {
    const { user, table } = await setUp();
    await user.click(within(table).getByRole('button', { name: 'Open Ninsun of Uruk' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ninsun of Uruk' })).toBeInTheDocument();
  });
});
