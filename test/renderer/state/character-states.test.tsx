import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { CampaignApi } from '../../../shared/api';
import type { CharacterFile } from '../../../shared/model';
import { evaluate } from '../../../shared/rules/core/ledger';
import { isStandingError } from '../../../shared/rules/core/findings';
import { getRuleSystem } from '../../../shared/rules/registry';
import { character, FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

const fixtures = join(import.meta.dirname, '../../fixtures');
function reference(game: 'mls' | 'hursagmu', name: string): CharacterFile {
  return JSON.parse(
    readFileSync(join(fixtures, game, 'reference/characters', `${name}.json`), 'utf8'),
  ) as CharacterFile;
}

/** What the rules say of a file with a campaign's settings: standing errors and points left. */
function rulesSay(file: CharacterFile, settings: unknown = {}) {
  const e = evaluate(getRuleSystem(file.system)!, file, settings);
  return { errors: e.findings.filter(isStandingError).length, left: e.budget!.left, legal: e.legal };
}

const list = () => screen.getByRole('list', { name: 'Characters' });
/**
 * The row of the named character. Its name's text finds the row first: naming every button of a long list by the
 * accessibility rules takes seconds in the test's simulated page, naming the few of one row does not.
 */
function rowOf(name: string) {
  const row = within(list()).getByText(name, { selector: 'button' }).closest('li')!;
  return within(row).getByRole('button', { name }).closest('li')!;
}

/** Holds every character read until released, and counts how many are in flight at once. */
function holdReads(api: FakeApi) {
  const read = api.readCharacter.bind(api);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const flight = { now: 0, most: 0, reads: 0 };
  api.readCharacter = async (input: Parameters<CampaignApi['readCharacter']>[0]) => {
    flight.now++;
    flight.reads++;
    flight.most = Math.max(flight.most, flight.now);
    await held;
    flight.now--;
    return read(input);
  };
  return { release, flight };
}

describe('the character list at a glance', () => {
  it('shows each character legal or with how many rule errors, and its points unspent, once its file is read', async () => {
    const api = new FakeApi();
    const mira = reference('mls', 'mira');
    const grukk = reference('mls', 'grukk');
    api.addCampaign({ name: 'Wolves', characters: [mira, grukk] });
    const { release } = holdReads(api);
    await renderCampaign(api, 'Wolves');

    // The list shows at once; the states follow, with how far the reading has come.
    expect(rowOf('Mira Thornwood')).toHaveTextContent('Checking…');
    expect(
      screen.getByRole('progressbar', { name: 'Checking the characters’ rules and points: 0 of 2' }),
    ).toBeInTheDocument();

    await act(async () => release());
    const expectedMira = rulesSay(mira);
    const expectedGrukk = rulesSay(grukk);
    expect(expectedMira.legal).toBe(true);
    expect(expectedGrukk.legal).toBe(false);
    await waitFor(() => expect(rowOf('Mira Thornwood')).toHaveTextContent(`Legal · ${expectedMira.left} CPs unspent`));
    // Grukk breaks rules on purpose, overspending among them.
    expect(expectedGrukk.left).toBeLessThan(0);
    expect(rowOf('Grukk')).toHaveTextContent(
      `${expectedGrukk.errors} rule error${expectedGrukk.errors === 1 ? '' : 's'} · ${-expectedGrukk.left} CPs overspent`,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The name stays the button's whole name.
    expect(within(list()).getByRole('button', { name: 'Grukk' })).toBeInTheDocument();
  });

  it('names HURSAGMU points as the book does: character points while a character is built, experience once it is in play', async () => {
    const api = new FakeApi();
    const ninsun = character('ninsun', 'Ninsun', {
      system: 'hursagmu',
      creation: { traits: { archery: 6 }, gifts: [], equipment: [] },
    });
    const played = {
      ...ninsun,
      id: 'enkidu',
      name: 'Enkidu',
      events: [{ id: 'e1', type: 'award', date: '2026-11-01', points: 5 }],
    };
    api.addCampaign({ name: 'Cedar Forest', system: 'hursagmu', characters: [ninsun, played] });
    await renderCampaign(api, 'Cedar Forest');
    // 60 character points less 8 for Archery 6; Enkidu has 5 experience points more.
    await waitFor(() => expect(rowOf('Ninsun')).toHaveTextContent('Legal · 52 character points unspent'));
    await waitFor(() => expect(rowOf('Enkidu')).toHaveTextContent('Legal · 57 experience points unspent'));
  });

  it('reads again a character changed on disk, and every character when the settings change', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [reference('mls', 'mira')] });
    const { store } = await renderCampaign(api, 'Wolves');
    const before = rulesSay(reference('mls', 'mira'));
    await waitFor(() => expect(rowOf('Mira Thornwood')).toHaveTextContent(`Legal · ${before.left} CPs unspent`));

    // Another program gives Mira a sixth pair at 16/4: one rule error more.
    const changed = reference('mls', 'mira');
    const creation = changed.creation as { personality: Record<string, { value: number }> };
    for (const pair of Object.keys(creation.personality)) creation.personality[pair] = { value: 16 };
    await act(async () => api.editOutside(folder, changed));
    const after = rulesSay(changed);
    expect(after.legal).toBe(false);
    await waitFor(() => expect(rowOf('Mira Thornwood')).toHaveTextContent(`${after.errors} rule error`));

    // New racial averages change what Mira's choices cost, so the list works her state out again.
    await act(async () => {
      await store.campaign!.updateCampaign('averages', (c) => ({
        ...c,
        settings: { racialAverages: { human: { strength: 3 } } },
      }));
    });
    const withAverages = rulesSay(changed, { racialAverages: { human: { strength: 3 } } });
    await waitFor(() => expect(rowOf('Mira Thornwood')).toHaveTextContent(`${withAverages.left} CPs unspent`));
  });

  // 200 characters: the first 30 rows drawn at once and the rest in steps of 60 (useProgressiveCount), and many more
  // files than are read at a time; `npm run bench` opens the large campaign of 500.
  it('opens a campaign of 200 characters with its first names at once and the rest just after, reading their files in the background a few at a time', async () => {
    const api = new FakeApi();
    const many = Array.from({ length: 200 }, (_, i) =>
      character(`c${String(i).padStart(3, '0')}`, `Character ${String(i).padStart(3, '0')}`),
    );
    api.addCampaign({ name: 'Horde', characters: many });
    const { release, flight } = holdReads(api);
    await renderCampaign(api, 'Horde');
    const characters = list();
    expect(within(characters).getByRole('button', { name: 'Character 000' })).toBeInTheDocument();
    // The rows are counted as elements while they are drawn (by role, each count would take seconds), then by role once.
    await waitFor(() => expect(characters.children).toHaveLength(200), { timeout: 20_000 });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(200);
    const progress = screen.getByRole('progressbar', { name: 'Checking the characters’ rules and points: 0 of 200' });
    expect(progress).toBeInTheDocument();
    // Nothing waits for the files: only the first few are being read.
    expect(flight.reads).toBeLessThanOrEqual(4);

    await act(async () => release());
    // Folding 200 ledgers and drawing their states takes a few seconds, several times that on a busy machine. The
    // bar is watched as one element meanwhile (a role query of the whole page at each of the hundreds of changes
    // would take far longer than the folding), then looked for by role once.
    await waitFor(() => expect(progress).not.toBeInTheDocument(), { timeout: 40_000 });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(flight.most).toBeLessThanOrEqual(4);
    expect(rowOf('Character 199')).toHaveTextContent(/rule error|Legal/);
  }, 60_000);
});
