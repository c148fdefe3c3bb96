import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { err, type CampaignApi } from '../../../../shared/api';
import type { CharacterFile } from '../../../../shared/model';
import { FakeApi } from '../../fake-api';
import { renderCampaign } from '../../render-app';

const fixtures = join(import.meta.dirname, '../../../fixtures');

/** A reference character of a game, as its file is on disk. */
function reference(game: 'mls' | 'hursagmu', name: string): CharacterFile {
  return JSON.parse(
    readFileSync(join(fixtures, game, 'reference/characters', `${name}.json`), 'utf8'),
  ) as CharacterFile;
}

/** The Wolves, a Nutshell MLS campaign: Mira Thornwood (legal, 66 CPs left) and Grukk (3 rule errors, 5 CPs overspent). */
async function openWolves(api = new FakeApi()) {
  const folder = api.addCampaign({ name: 'Wolves', characters: [reference('mls', 'mira'), reference('mls', 'grukk')] });
  const app = await renderCampaign(api, 'Wolves');
  return { ...app, api, folder };
}

/** Opens the print view from the campaign's toolbar and waits until every sheet shows in the preview. */
async function openPrintView(user: Awaited<ReturnType<typeof openWolves>>['user'], names: readonly string[]) {
  await user.click(within(screen.getByRole('toolbar', { name: 'Campaign' })).getByRole('button', { name: 'Print' }));
  const view = screen.getByRole('region', { name: 'Print the campaign' });
  const preview = await within(view).findByRole('region', { name: 'Print preview' });
  for (const name of names) await within(preview).findByRole('article', { name: `Printable sheet of ${name}` });
  return { view, preview };
}

/** The summary's row for a character, as its cells' text. */
function summaryRow(preview: HTMLElement, name: string): string[] {
  const summary = within(preview).getByRole('article', { name: /^Party summary of / });
  const header = within(summary).getByRole('rowheader', { name });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the campaign’s print view', () => {
  it('shows a party summary, then every character’s sheet in the list’s order', async () => {
    const { user } = await openWolves();
    const { view, preview } = await openPrintView(user, ['Grukk', 'Mira Thornwood']);

    expect(within(view).getByRole('heading', { name: 'Print the campaign' })).toHaveFocus();
    expect(within(view).getByRole('checkbox', { name: 'Include a party summary' })).toBeChecked();
    expect(within(view).getByRole('radio', { name: 'A4' })).toBeChecked();
    expect(
      within(preview)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Party summary of Wolves', 'Printable sheet of Grukk', 'Printable sheet of Mira Thornwood']);

    const summary = within(preview).getByRole('article', { name: 'Party summary of Wolves' });
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Character', 'Race', 'Age', 'Occupation', 'Hit points', 'Fate points', 'CPs unspent', 'Rules']);
    expect(summaryRow(preview, 'Mira Thornwood')).toEqual([
      'Human',
      '41 years',
      'Hunter',
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d+$/),
      '66',
      'Legal',
    ]);
    expect(summaryRow(preview, 'Grukk').slice(-2)).toEqual(['\u22125', '3 rule errors']);
  });

  it('puts non-player characters on a game master’s page, several to a page, or on sheets of their own', async () => {
    const api = new FakeApi();
    // Grukk is the game master's: an Ork of 12 with Brute 8 and Club 8, 5 CPs over (expected/grukk.json).
    api.addCampaign({
      name: 'Wolves',
      characters: [reference('mls', 'mira'), { ...reference('mls', 'grukk'), npc: true }],
    });
    const { user } = await renderCampaign(api, 'Wolves');
    await user.click(within(screen.getByRole('toolbar', { name: 'Campaign' })).getByRole('button', { name: 'Print' }));
    const view = screen.getByRole('region', { name: 'Print the campaign' });
    const preview = await within(view).findByRole('region', { name: 'Print preview' });
    const together = within(view).getByRole('checkbox', {
      name: "Non-player characters together on a game master's page",
    });
    expect(together).toBeChecked();
    expect(
      within(preview)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Party summary of Wolves', 'Non-player characters of Wolves', 'Printable sheet of Mira Thornwood']);
    expect(
      within(view).getByText(
        /One sheet, each on pages of its own, after a one-page party summary; one non-player character on the game master's page\./,
      ),
    ).toBeInTheDocument();
    // The party summary is the players' characters.
    const summary = within(preview).getByRole('article', { name: 'Party summary of Wolves' });
    expect(within(summary).queryByRole('rowheader', { name: 'Grukk' })).not.toBeInTheDocument();
    const block = within(within(preview).getByRole('article', { name: 'Non-player characters of Wolves' })).getByRole(
      'region',
      { name: 'Grukk' },
    );
    expect(block).toHaveTextContent('3 rule errors · 5 CPs overspent');
    expect(block).toHaveTextContent(/Ork, 12 years/);
    expect(block).toHaveTextContent(/Brute\s+8/);
    expect(block).toHaveTextContent(/Club\s+8/);

    await user.click(together);
    expect(
      within(preview)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Party summary of Wolves', 'Printable sheet of Grukk', 'Printable sheet of Mira Thornwood']);
  });

  it('prints the summary and the sheets on the chosen paper, or the sheets alone, and names the PDF after the campaign', async () => {
    const { user, api } = await openWolves();
    const { view, preview } = await openPrintView(user, ['Grukk', 'Mira Thornwood']);

    await user.click(within(view).getByRole('radio', { name: 'US Letter' }));
    for (const article of within(preview).getAllByRole('article')) expect(article).toHaveClass('print-sheet-letter');
    await user.click(within(view).getByRole('checkbox', { name: 'Include a party summary' }));
    expect(within(preview).queryByRole('article', { name: 'Party summary of Wolves' })).not.toBeInTheDocument();
    expect(within(preview).getAllByRole('article')).toHaveLength(2);

    await user.click(within(view).getByRole('button', { name: 'Save as PDF…' }));
    await waitFor(() =>
      expect(api.callsOf('print')).toEqual([{ target: 'pdf', suggestedName: 'Wolves.pdf', pageSize: 'Letter' }]),
    );
    await user.click(within(view).getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(api.callsOf('print')).toHaveLength(2));
    expect(api.callsOf('print')[1]).toEqual({ target: 'system', suggestedName: 'Wolves.pdf', pageSize: 'Letter' });
    // Reading the sheets to print them writes nothing.
    expect(api.callsOf('writeCharacter')).toEqual([]);
  });

  it('names each sheet’s sections with its character, so no two regions of the preview share a name', async () => {
    const { user } = await openWolves();
    const { preview } = await openPrintView(user, ['Grukk', 'Mira Thornwood']);

    // A region is named by its label, or by the element its label points to.
    const names = within(preview)
      .getAllByRole('region')
      .map(
        (r) =>
          r.getAttribute('aria-label') ?? document.getElementById(r.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const grukk = within(preview).getByRole('article', { name: 'Printable sheet of Grukk' });
    expect(within(grukk).getByRole('region', { name: 'Primary traits, Grukk' })).toHaveTextContent(/^Primary traits/);
    expect(within(preview).getByRole('region', { name: 'Primary traits, Mira Thornwood' })).toBeInTheDocument();
    expect(within(preview).getByRole('region', { name: 'The party' })).toBeInTheDocument();
  });

  it('shows how far reading the files has come, and prints only once every sheet is there', async () => {
    const api = new FakeApi();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = api.readCharacter.bind(api);
    api.readCharacter = async (input: Parameters<CampaignApi['readCharacter']>[0]) => {
      await held;
      return read(input);
    };
    const { user } = await openWolves(api);

    await user.click(within(screen.getByRole('toolbar', { name: 'Campaign' })).getByRole('button', { name: 'Print' }));
    const view = screen.getByRole('region', { name: 'Print the campaign' });
    expect(within(view).getByRole('progressbar', { name: 'Reading the characters’ files: 0 of 2' })).toHaveAttribute(
      'value',
      '0',
    );
    expect(within(view).getByRole('button', { name: 'Save as PDF…' })).toBeDisabled();
    expect(within(view).getByRole('button', { name: 'Print…' })).toBeDisabled();
    expect(within(view).queryByRole('region', { name: 'Print preview' })).not.toBeInTheDocument();

    await act(async () => release());
    await within(view).findByRole('article', { name: 'Printable sheet of Mira Thornwood' });
    expect(within(view).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Save as PDF…' })).toBeEnabled();
  });

  it('says which character could not be read and prints the others', async () => {
    const api = new FakeApi();
    // Grukk's file cannot be read, by the print view or by the list checking the characters' states.
    const read = api.readCharacter.bind(api);
    api.readCharacter = async (input: Parameters<CampaignApi['readCharacter']>[0]) =>
      input.id === 'grukk' ? err('io', 'The campaign folder could not be read (EIO).') : read(input);
    const { user } = await openWolves(api);
    const { view, preview } = await openPrintView(user, ['Mira Thornwood']);

    expect(within(view).getByText(/Grukk’s sheet could not be read, so it is left out/)).toBeInTheDocument();
    expect(within(preview).queryByRole('article', { name: 'Printable sheet of Grukk' })).not.toBeInTheDocument();
    expect(summaryRow(preview, 'Grukk')).toEqual([expect.stringMatching(/could not be read/)]);
    expect(within(view).getByRole('button', { name: 'Save as PDF…' })).toBeEnabled();
  });

  it('gives a HURSAGMU party its own key values and points', async () => {
    const api = new FakeApi();
    api.addCampaign({
      name: 'The Cedar Forest',
      system: 'hursagmu',
      characters: [reference('hursagmu', 'ashur'), reference('hursagmu', 'gilgamesh')],
    });
    const { user } = await renderCampaign(api, 'The Cedar Forest');
    const { preview } = await openPrintView(user, ['Ashur the Spearman', 'Gilgamesh']);

    const summary = within(preview).getByRole('article', { name: 'Party summary of The Cedar Forest' });
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Character',
      'Stamina',
      'Health',
      'Sanity',
      'Movement',
      'Money',
      // The points in the game's own words.
      expect.stringMatching(/^[A-Z][a-z ]* unspent$/),
      'Rules',
    ]);
    // test/fixtures/hursagmu/reference/expected/gilgamesh.json: 60 earned, 99 + 16 spent.
    expect(summaryRow(preview, 'Gilgamesh').slice(-2)).toEqual([
      '\u221255',
      expect.stringMatching(/^\d+ rule errors?$/),
    ]);
    expect(summaryRow(preview, 'Ashur the Spearman')[0]).toMatch(/^\d+ of \d+$/);
  });

  it('opens from the menu’s Print, and closes back to its button', async () => {
    const { user, api } = await openWolves();
    act(() => api.sendMenuCommand('print'));
    const view = await screen.findByRole('region', { name: 'Print the campaign' });
    // The menu opens the view; what to print is chosen there.
    expect(api.callsOf('print')).toEqual([]);
    const printButton = within(screen.getByRole('toolbar', { name: 'Campaign' })).getByRole('button', {
      name: 'Print',
    });
    expect(printButton).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(view).getByRole('button', { name: 'Close print view' }));
    expect(screen.queryByRole('region', { name: 'Print the campaign' })).not.toBeInTheDocument();
    expect(printButton).toHaveAttribute('aria-expanded', 'false');
    expect(printButton).toHaveFocus();
  });
});

describe('the printed file’s name', () => {
  it('is the character’s name, then the campaign’s, and the browser’s title while it prints', async () => {
    const { user, api, store } = await openWolves();
    const titles: string[] = [];
    const print = api.print.bind(api);
    api.print = async (input) => {
      titles.push(document.title);
      return print(input);
    };
    await user.click(
      within(screen.getByRole('list', { name: 'Characters' })).getByRole('button', { name: 'Mira Thornwood' }),
    );
    await screen.findByRole('tablist', { name: 'Character sections' });
    await act(() => store.print({ target: 'pdf' }));

    expect(api.callsOf('print')).toEqual([
      { target: 'pdf', suggestedName: 'Mira Thornwood – Wolves.pdf', pageSize: 'A4' },
    ]);
    // A browser saves its PDF under the page's title, so the title is the file's name while printing, and only then.
    expect(titles).toEqual(['Mira Thornwood – Wolves']);
    expect(document.title).not.toBe('Mira Thornwood – Wolves');
  });

  it('is made safe for every system', async () => {
    const api = new FakeApi();
    api.addCampaign({
      name: 'Wolves: Act 2',
      characters: [{ ...reference('mls', 'mira'), name: 'Mira / "the Bold"' }],
    });
    const { user, store } = await renderCampaign(api, 'Wolves: Act 2');
    await user.click(
      within(screen.getByRole('list', { name: 'Characters' })).getByRole('button', { name: 'Mira / "the Bold"' }),
    );
    await screen.findByRole('tablist', { name: 'Character sections' });
    await act(() => store.print({ target: 'pdf' }));
    expect(api.callsOf('print')).toEqual([
      { target: 'pdf', suggestedName: 'Mira the Bold – Wolves Act 2.pdf', pageSize: 'A4' },
    ]);
  });
});
