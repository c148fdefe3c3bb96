import { screen, waitFor, within } from '@testing-library/react';
import { Identifier } from '../../../shared/model';
import { character, FakeApi, TODAY } from '../fake-api';
import { renderCampaign } from '../render-app';

function characterList() {
  return screen.getByRole('list', { name: 'Characters' });
}

describe('campaign screen', () => {
  it('adds, renames and deletes characters, writing each change to the campaign folder', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves of Dunmore' });
    const { user } = await renderCampaign(api, 'Wolves of Dunmore');
    expect(screen.getByText(/No characters yet/)).toBeInTheDocument();

    const nameField = screen.getByLabelText('Character name');
    await user.type(nameField, 'Aria Vell{Enter}');
    await within(await screen.findByRole('list', { name: 'Characters' })).findByRole('button', { name: 'Aria Vell' });
    expect(nameField).toHaveValue('');
    await user.type(nameField, 'Borin');
    await user.click(screen.getByRole('button', { name: 'Add character' }));
    await within(characterList()).findByRole('button', { name: 'Borin' });
    expect(api.characterNames(folder)).toEqual(['Aria Vell', 'Borin']);

    const aria = api.characters(folder).find((c) => c.name === 'Aria Vell')!;
    // A new character starts as the game's starting character: a human at base age, hit points left for the player to roll.
    expect(aria).toMatchObject({
      formatVersion: 1,
      system: 'mls',
      createdAt: TODAY,
      creation: { race: 'human', ageIncrements: 0 },
      events: [],
    });
    expect(aria.creation.hitPointsRoll).toBeNull();
    expect(aria.id).toMatch(/^aria-vell-[a-z0-9]{6}$/);
    expect(Identifier.safeParse(aria.id).success).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Rename Borin' }));
    const renameField = screen.getByRole('textbox', { name: 'New name for Borin' });
    expect(renameField).toHaveFocus();
    await user.clear(renameField);
    await user.type(renameField, 'Borin Stonehand{Enter}');
    await within(characterList()).findByRole('button', { name: 'Borin Stonehand' });
    expect(screen.getByRole('button', { name: 'Rename Borin Stonehand' })).toHaveFocus();
    await waitFor(() => expect(api.characterNames(folder)).toEqual(['Aria Vell', 'Borin Stonehand']));

    await user.click(screen.getByRole('button', { name: 'Delete Aria Vell' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Aria Vell?' });
    expect(dialog).toHaveTextContent('.backups folder');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Aria Vell' })).toHaveFocus();
    expect(api.callsOf('deleteCharacter')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Aria Vell' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Aria Vell?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(characterList()).queryByRole('button', { name: 'Aria Vell' })).not.toBeInTheDocument(),
    );
    expect(api.characterNames(folder)).toEqual(['Borin Stonehand']);
    expect(folder.backups.map((b) => JSON.parse(b.text).name)).toContain('Aria Vell');
  });

  it('keeps the old name when the rename is cancelled with Escape', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');

    await user.click(screen.getByRole('button', { name: 'Rename Aria' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for Aria' }), ' the Bold{Escape}');

    expect(screen.queryByRole('textbox', { name: 'New name for Aria' })).not.toBeInTheDocument();
    expect(within(characterList()).getByRole('button', { name: 'Aria' })).toBeInTheDocument();
    expect(api.callsOf('writeCharacter')).toHaveLength(0);
    expect(api.characterNames(folder)).toEqual(['Aria']);
  });

  it('keeps focus on the delete dialog buttons and cancels on Escape', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');

    await user.click(screen.getByRole('button', { name: 'Delete Aria' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Aria?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(characterList()).getByRole('button', { name: 'Aria' })).toBeInTheDocument();
    expect(api.callsOf('deleteCharacter')).toHaveLength(0);
  });

  it('lists files that could not be opened while the other characters work', async () => {
    const api = new FakeApi();
    api.addCampaign({
      name: 'Wolves',
      characters: [character('aria-aaaaaa', 'Aria')],
      rawFiles: { 'characters/broken.json': '{"formatVersion": 1, "name": ' },
    });
    const { user } = await renderCampaign(api, 'Wolves');

    const panel = screen.getByRole('region', { name: 'One file could not be opened' });
    expect(within(panel).getByText('characters/broken.json')).toBeInTheDocument();
    expect(panel).toHaveTextContent('is not valid JSON');
    expect(panel).toHaveTextContent('.backups folder');

    await user.click(screen.getByRole('button', { name: 'Rename Aria' }));
    await user.clear(screen.getByRole('textbox', { name: 'New name for Aria' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for Aria' }), 'Aria Vell{Enter}');
    expect(await within(characterList()).findByRole('button', { name: 'Aria Vell' })).toBeInTheDocument();
  });

  it('draws the top of a long list at once and the rest just after, in both the list and the party view', async () => {
    // 100 characters: the first 30 rows drawn at once, then steps of 60 (useProgressiveCount).
    const api = new FakeApi();
    const names = Array.from({ length: 100 }, (_, n) => `Hero ${String(n).padStart(3, '0')}`);
    api.addCampaign({ name: 'Wolves', characters: names.map((name, n) => character(`hero-${n}`, name)) });
    await renderCampaign(api, 'Wolves');
    const partyView = () => screen.getByRole('region', { name: 'The party at a glance' });
    const listed = () => within(characterList()).getAllByRole('listitem').length;
    const party = () => within(partyView()).getAllByRole('button', { name: /^Open Hero/ }).length;
    expect(listed()).toBeLessThan(100);
    expect(within(characterList()).getByRole('button', { name: 'Hero 000' })).toBeInTheDocument();
    // Counted as elements while they are drawn (by role, each count takes seconds on a page this long), then by role once.
    await waitFor(
      () =>
        expect([characterList().children.length, partyView().querySelectorAll('tbody tr').length]).toEqual([100, 100]),
      { timeout: 40_000 },
    );
    expect([listed(), party()]).toEqual([100, 100]);
    // The last row is found by its name's text, then its button by role and name, as naming one row's buttons is quick.
    const last = within(characterList()).getByText('Hero 099', { selector: 'button' }).closest('li')!;
    expect(within(last).getByRole('button', { name: 'Hero 099' })).toBeInTheDocument();
    // Drawing a hundred rows twice in jsdom takes seconds, several times that while the other checks run beside it.
  }, 60_000);

  it('moves a character whose file proves broken deeper down from the list to the files that could not be opened', async () => {
    const api = new FakeApi();
    const cora = { ...character('cora-aaaaaa', 'Cora'), events: [{ id: 'e1', type: 'award', date: 'last tuesday' }] };
    api.addCampaign({
      name: 'Wolves',
      characters: [character('aria-aaaaaa', 'Aria')],
      rawFiles: { 'characters/cora-aaaaaa.json': JSON.stringify(cora) },
    });
    await renderCampaign(api, 'Wolves');

    // Opening read each character's name; checking Cora's whole file, the list finds the bad date and says where.
    const panel = await screen.findByRole('region', { name: 'One file could not be opened' });
    expect(within(panel).getByText('characters/cora-aaaaaa.json')).toBeInTheDocument();
    expect(panel).toHaveTextContent('field "events.0.date"');
    expect(within(characterList()).queryByRole('button', { name: 'Cora' })).not.toBeInTheDocument();
    expect(within(characterList()).getByRole('button', { name: 'Aria' })).toBeInTheDocument();
  });

  it('opens a character page, sets up a file made by an older version, and goes back', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');

    await user.click(within(characterList()).getByRole('button', { name: 'Aria' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Aria' })).toHaveFocus();
    expect(screen.getByText('The Nutshell MLS')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo: set up the character' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back to Wolves' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Wolves' })).toBeInTheDocument();
    expect(within(characterList()).getByRole('button', { name: 'Aria' })).toHaveFocus();
    // Leaving the page wrote the set-up character.
    expect(api.characters(folder)[0]!.creation).toMatchObject({ race: 'human' });
  });

  it('closes the campaign and returns to the list', async () => {
    const api = new FakeApi();
    const folder = api.addCampaign({ name: 'Wolves' });
    const { user } = await renderCampaign(api, 'Wolves');

    await user.click(screen.getByRole('button', { name: 'Close campaign' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ledger of Heroes' })).toBeInTheDocument();
    expect(api.callsOf('closeCampaign')).toEqual([{ handle: folder.handle }]);
  });

  it('prints through the host from its print view and says where the PDF went', async () => {
    const api = new FakeApi();
    api.addCampaign({ name: 'Wolves', characters: [character('aria-aaaaaa', 'Aria')] });
    const { user } = await renderCampaign(api, 'Wolves');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    const view = screen.getByRole('region', { name: 'Print the campaign' });
    await within(view).findByRole('article', { name: 'Printable sheet of Aria' });
    await user.click(within(view).getByRole('button', { name: 'Save as PDF…' }));

    await waitFor(() =>
      expect(api.callsOf('print')).toEqual([{ target: 'pdf', suggestedName: 'Wolves.pdf', pageSize: 'A4' }]),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Saved the PDF to /home/player/Wolves.pdf.'),
    );
  });
});
