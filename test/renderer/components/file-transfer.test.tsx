import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { stableStringify, type CharacterFile } from '../../../shared/model';
import { FakeApi } from '../fake-api';
import { readText } from '../../../src-renderer/components/file-transfer';
import { renderCampaign } from '../render-app';

/*
 * Characters leaving and joining a campaign: exported as a file, imported from one (chosen or dropped on the
 * page), and copied or moved into another campaign of the same game, which checks them against its settings.
 * The characters are the HURSAGMU reference characters (test/fixtures/hursagmu).
 */
const reference = join(import.meta.dirname, '../../fixtures/hursagmu/reference');
const load = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterFile;
const SETTINGS = { startingCoins: 5000 };

function setUp() {
  const api = new FakeApi();
  const uruk = api.addCampaign({ name: 'Uruk', system: 'hursagmu', settings: SETTINGS, characters: [load('ashur')] });
  const kish = api.addCampaign({ name: 'Kish', system: 'hursagmu', settings: SETTINGS, characters: [load('ninsun')] });
  const wolves = api.addCampaign({ name: 'Wolves', system: 'mls' });
  return { api, uruk, kish, wolves };
}

const namesIn = (api: FakeApi, folder: ReturnType<typeof setUp>['uruk']) => api.characters(folder).map((c) => c.name);

describe('exporting a character', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the file as the campaign keeps it, under the character’s name', async () => {
    const { api } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:ashur';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect([this.download, this.getAttribute('href')]).toEqual(['Ashur the Spearman.json', 'blob:ashur']);
    });

    await user.click(screen.getByRole('button', { name: 'Export Ashur the Spearman' }));
    const dialog = screen.getByRole('dialog', { name: 'Export Ashur the Spearman' });
    await user.click(within(dialog).getByRole('button', { name: 'Save as a file' }));
    expect(await within(dialog).findByText(/Saved Ashur the Spearman as Ashur the Spearman.json/)).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await readText(blobs[0]!)).toBe(stableStringify(load('ashur')));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Ashur the Spearman' })).toHaveFocus();
  });
});

describe('importing characters', () => {
  it('adds a chosen file as a character, under a new id when the campaign has its id, one undo step each', async () => {
    const { api, uruk } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    const files = [
      new File([stableStringify(load('ninsun'))], 'ninsun.json'),
      new File([stableStringify(load('ashur'))], 'ashur.json'),
    ];
    await user.upload(screen.getByLabelText('Character files to import'), files);

    expect(await screen.findByText('Imported Ninsun of Uruk.')).toBeInTheDocument();
    expect(screen.getByText('Imported Ashur the Spearman.')).toBeInTheDocument();
    await waitFor(() =>
      expect(namesIn(api, uruk).sort()).toEqual(['Ashur the Spearman', 'Ashur the Spearman', 'Ninsun of Uruk']),
    );
    const ids = api.characters(uruk).map((c) => c.id);
    // Ninsun keeps her id; the second Ashur cannot take the first one's, so it gets a new one and nothing is overwritten.
    expect(ids).toContain('ninsun');
    expect(ids.filter((id) => id.startsWith('ashur-the-spearman-'))).toHaveLength(1);
    expect(api.characters(uruk).find((c) => c.id === 'ashur')).toEqual(load('ashur'));

    await user.click(screen.getByRole('button', { name: 'Undo: import Ashur the Spearman' }));
    await waitFor(() => expect(namesIn(api, uruk).sort()).toEqual(['Ashur the Spearman', 'Ninsun of Uruk']));
  });

  it('refuses a character of another game and a file that is no character, saying what to do, and takes the rest', async () => {
    const { api, uruk } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    const mlsCharacter = { ...load('ninsun'), id: 'aria', name: 'Aria', system: 'mls' };
    const fromNewerRules = { ...load('ninsun'), id: 'bram', name: 'Bram', dataVersion: 99 };
    await user.upload(screen.getByLabelText('Character files to import'), [
      new File([stableStringify(mlsCharacter)], 'aria.json'),
      new File([stableStringify(fromNewerRules)], 'bram.json'),
      new File(['{ not json'], 'notes.json'),
      new File([stableStringify(load('ninsun'))], 'ninsun.json'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'aria.json holds Aria, a character of The Nutshell MLS, and this campaign plays HURSAGMU. Import it into a campaign of The Nutshell MLS.',
    );
    // HURSAGMU's rules are at data version 1 in this version of the app.
    expect(alert).toHaveTextContent(
      "bram.json holds Bram, saved by a newer version of the app's HURSAGMU rules (data version 99; this one reads up to 1). Update the app to import it.",
    );
    expect(alert).toHaveTextContent(
      /notes\.json could not be imported: notes\.json is not valid JSON \(.*\)\. Choose a character file exported from a campaign\./,
    );
    expect(alert).not.toHaveTextContent('.backups');
    await waitFor(() => expect(namesIn(api, uruk).sort()).toEqual(['Ashur the Spearman', 'Ninsun of Uruk']));
  });

  it('imports a file dropped anywhere on the campaign’s page', async () => {
    const { api, uruk } = setUp();
    await renderCampaign(api, 'Uruk');
    const file = new File([stableStringify(load('ninsun'))], 'ninsun.json');
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    const over = new Event('dragover', { cancelable: true });
    Object.defineProperty(over, 'dataTransfer', { value: dataTransfer });
    act(() => void window.dispatchEvent(over));
    // The page takes the file instead of opening it in the app's place.
    expect(over.defaultPrevented).toBe(true);
    expect(screen.getByText('Drop to import into Uruk')).toBeInTheDocument();
    const drop = new Event('drop', { cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: dataTransfer });
    act(() => void window.dispatchEvent(drop));
    expect(drop.defaultPrevented).toBe(true);
    expect(await screen.findByText('Imported Ninsun of Uruk.')).toBeInTheDocument();
    expect(screen.queryByText('Drop to import into Uruk')).not.toBeInTheDocument();
    await waitFor(() => expect(namesIn(api, uruk).sort()).toEqual(['Ashur the Spearman', 'Ninsun of Uruk']));
  });
});

describe('sending a character to another campaign', () => {
  it('offers only the other campaigns of the game, copies there and says what that campaign’s settings find', async () => {
    const { api, uruk, kish } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Export Ashur the Spearman' }));
    const dialog = screen.getByRole('dialog', { name: 'Export Ashur the Spearman' });
    const choice = await within(dialog).findByRole('combobox', { name: 'Campaign' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kish']);

    await user.click(within(dialog).getByRole('button', { name: 'Copy there' }));
    expect(
      await within(dialog).findByText(
        "Copied Ashur the Spearman to Kish. Kish's settings find nothing wrong with Ashur the Spearman.",
      ),
    ).toBeInTheDocument();
    expect(api.characters(kish).find((c) => c.id === 'ashur')).toEqual(load('ashur'));
    expect(namesIn(api, uruk)).toEqual(['Ashur the Spearman']);
    // Kish was opened only to write the copy, and is closed again.
    expect(api.callsOf('closeCampaign')).toHaveLength(1);
  });

  it('moves a character, its file here going to .backups, and says which of the other campaign’s rules it breaks', async () => {
    const { api, uruk } = setUp();
    // Ashur's traits cost 41 character points (the note in expected/ashur.json); a campaign that gives 30 finds him overspent.
    const strict = api.addCampaign({
      name: 'Lagash',
      system: 'hursagmu',
      settings: { ...SETTINGS, startingCharacterPoints: 30 },
    });
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Export Ashur the Spearman' }));
    const dialog = screen.getByRole('dialog', { name: 'Export Ashur the Spearman' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Campaign' }), 'Lagash');
    await user.click(within(dialog).getByRole('button', { name: 'Move there' }));
    expect(
      await within(dialog).findByText(
        /^Moved Ashur the Spearman to Lagash; its file here went to .backups, and Undo brings it back here. Under Lagash's settings, Ashur the Spearman breaks/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move there' })).toBeDisabled();
    expect(api.characters(strict).map((c) => c.id)).toEqual(['ashur']);
    await waitFor(() => expect(namesIn(api, uruk)).toEqual([]));
    expect(uruk.backups.map((b) => b.file)).toContain('characters/ashur.json');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Undo: move Ashur the Spearman to Lagash' }));
    await waitFor(() => expect(namesIn(api, uruk)).toEqual(['Ashur the Spearman']));
    expect(api.characters(strict).map((c) => c.id)).toEqual(['ashur']);
  });

  it('warns before a copy, then a move, makes the same character twice in one campaign, and names each copy apart', async () => {
    const { api, kish } = setUp();
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Export Ashur the Spearman' }));
    const dialog = screen.getByRole('dialog', { name: 'Export Ashur the Spearman' });
    await within(dialog).findByRole('combobox', { name: 'Campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy there' }));
    await within(dialog).findByText(/^Copied Ashur the Spearman to Kish\./);

    // Copied once already: a second copy is not written without a word.
    await user.click(within(dialog).getByRole('button', { name: 'Copy there' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Kish already has Ashur the Spearman. Copying Ashur the Spearman there makes another, named “Ashur the Spearman (copy)” so the two can be told apart; choose to go ahead, or leave it.',
    );
    expect(namesIn(api, kish)).toEqual(['Ninsun of Uruk', 'Ashur the Spearman']);
    await user.click(within(dialog).getByRole('button', { name: 'Leave it' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // The move asks the same, and goes ahead under a name of its own.
    await user.click(within(dialog).getByRole('button', { name: 'Move there' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Moving Ashur the Spearman there makes another, named “Ashur the Spearman (copy)”',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move as “Ashur the Spearman (copy)”' }));
    await within(dialog).findByText(
      /^Moved Ashur the Spearman to Kish as “Ashur the Spearman \(copy\)”; its file here went to .backups/,
    );
    expect([...namesIn(api, kish)].sort()).toEqual([
      'Ashur the Spearman',
      'Ashur the Spearman (copy)',
      'Ninsun of Uruk',
    ]);
    expect(new Set(api.characters(kish).map((c) => c.id)).size).toBe(3);
  });

  it('numbers a further copy of a character the campaign has copies of: “(copy 2)”', async () => {
    const api = new FakeApi();
    const ashur = load('ashur');
    api.addCampaign({ name: 'Uruk', system: 'hursagmu', settings: SETTINGS, characters: [ashur] });
    const kish = api.addCampaign({
      name: 'Kish',
      system: 'hursagmu',
      settings: SETTINGS,
      characters: [ashur, { ...ashur, id: 'ashur-copy', name: 'Ashur the Spearman (copy)' }],
    });
    const { user } = await renderCampaign(api, 'Uruk');
    await user.click(screen.getByRole('button', { name: 'Export Ashur the Spearman' }));
    const dialog = screen.getByRole('dialog', { name: 'Export Ashur the Spearman' });
    await within(dialog).findByRole('combobox', { name: 'Campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy there' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Copy as “Ashur the Spearman (copy 2)”' }));
    await within(dialog).findByText(/^Copied Ashur the Spearman to Kish as “Ashur the Spearman \(copy 2\)”\./);
    expect(namesIn(api, kish)).toContain('Ashur the Spearman (copy 2)');
  });
});
