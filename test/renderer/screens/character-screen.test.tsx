import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getRuleSystem } from '../../../shared/rules/registry';
import { character, FakeApi } from '../fake-api';
import { renderCampaign } from '../render-app';

const system = getRuleSystem('mls')!;

async function openAria(
  options: { beforehand?: (app: Awaited<ReturnType<typeof renderCampaign>>) => Promise<void> } = {},
) {
  const api = new FakeApi();
  const aria = character('aria-aaaaaa', 'Aria', {
    creation: system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>,
  });
  const folder = api.addCampaign({
    name: 'Wolves',
    characters: [aria, character('borin-bbbbbb', 'Borin', { creation: aria.creation })],
  });
  const app = await renderCampaign(api, 'Wolves');
  await options.beforehand?.(app);
  await app.user.click(within(screen.getByRole('list', { name: 'Characters' })).getByRole('button', { name: 'Aria' }));
  await screen.findByRole('tablist', { name: 'Character sections' });
  return { ...app, folder };
}

async function renameTo(user: Awaited<ReturnType<typeof openAria>>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: /^Rename / }));
  const field = screen.getByRole('textbox', { name: 'New name' });
  await user.clear(field);
  await user.type(field, `${name}{Enter}`);
}

describe('the character page', () => {
  it('moves between sections with the arrow keys, Home and End', async () => {
    const { user } = await openAria();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent).slice(-2)).toEqual(['History', 'Print']);
    const selected = tabs.find((t) => t.getAttribute('aria-selected') === 'true')!;
    // Only the selected tab is in the Tab order.
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual([selected]);

    selected.focus();
    await user.keyboard('{End}');
    const print = screen.getByRole('tab', { name: 'Print' });
    expect(print).toHaveFocus();
    expect(print).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Print' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent(
      'Nothing has happened since the character was made.',
    );

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getAllByRole('tab')[0]).toHaveFocus();
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getAllByRole('tab')[0]).toHaveFocus();
  });

  it('renames the character, saves it within a second and says so', async () => {
    const { user, api, folder } = await openAria();
    await renameTo(user, 'Aria Vell');
    expect(screen.getByRole('heading', { level: 1, name: 'Aria Vell' })).toBeInTheDocument();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await screen.findByText('All changes saved', {}, { timeout: 1000 });
    expect(api.characterNames(folder)).toEqual(['Aria Vell', 'Borin']);
    expect(api.callsOf('writeCharacter')).toHaveLength(1);
  });

  it('sends Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and the menu’s undo to the character, not the campaign', async () => {
    // An edit in the campaign's own history, which Ctrl+Z must leave alone while Aria's page shows.
    const { user, api, folder } = await openAria({
      beforehand: async ({ user }) => {
        await user.click(screen.getByRole('button', { name: 'Rename Borin' }));
        await user.type(screen.getByRole('textbox', { name: 'New name for Borin' }), ' Stonehand{Enter}');
        await within(screen.getByRole('list', { name: 'Characters' })).findByRole('button', {
          name: 'Borin Stonehand',
        });
      },
    });
    await renameTo(user, 'Aria Vell');
    expect(screen.getByRole('button', { name: 'Undo: rename to Aria Vell' })).toBeEnabled();

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Aria' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Aria Vell' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Aria Vell' })).toBeInTheDocument();

    act(() => api.sendMenuCommand('undo'));
    await screen.findByRole('heading', { level: 1, name: 'Aria' });
    await screen.findByText('All changes saved');
    expect(api.characterNames(folder)).toEqual(['Aria', 'Borin Stonehand']);
  });

  it('leaves Ctrl+Z to a text field while typing in it', async () => {
    const { user } = await openAria();
    await renameTo(user, 'Aria Vell');
    await user.click(screen.getByRole('button', { name: /^Rename / }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Aria Vell' })).toBeInTheDocument();
  });

  it('prints with the chosen page size after saving pending edits', async () => {
    const { user, api, folder } = await openAria();
    await renameTo(user, 'Aria Vell');
    await user.click(screen.getByRole('tab', { name: 'Print' }));
    await user.click(screen.getByRole('radio', { name: 'US Letter' }));
    expect(screen.getByRole('region', { name: 'Print preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as PDF…' }));
    // The PDF is offered under the character's name, then the campaign's.
    await waitFor(() =>
      expect(api.callsOf('print')).toEqual([
        { target: 'pdf', suggestedName: 'Aria Vell – Wolves.pdf', pageSize: 'Letter' },
      ]),
    );
    // The rename was written before printing, not left to the timer.
    expect(api.characterNames(folder)).toContain('Aria Vell');
    // The sheet names its paper, and the print stylesheet gives that paper's size and margins.
    expect(screen.getByRole('article', { name: 'Printable sheet of Aria Vell' })).toHaveClass('print-sheet-letter');
    await screen.findByText('Saved the PDF to /home/player/Wolves.pdf.');
  });

  it('shows a failed save with the host’s message and saves again when asked', async () => {
    const { user, api, folder } = await openAria();
    const message =
      'Could not save characters/aria-aaaaaa.json (ENOSPC). The disk is full; free some space and try again.';
    api.failNext('writeCharacter', { code: 'io', message });
    await renameTo(user, 'Aria Vell');
    expect(await screen.findByText(message, {}, { timeout: 1500 })).toBeInTheDocument();
    expect(api.characterNames(folder)).toEqual(['Aria', 'Borin']);
    await user.click(screen.getByRole('button', { name: 'Try saving again' }));
    await screen.findByText('All changes saved');
    expect(api.characterNames(folder)).toEqual(['Aria Vell', 'Borin']);
  });

  it('takes a change made outside the app at once when nothing is pending', async () => {
    const { api, folder } = await openAria();
    const onDisk = api.characters(folder).find((c) => c.id === 'aria-aaaaaa')!;
    act(() => api.editOutside(folder, { ...onDisk, name: 'Aria the Grey' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aria the Grey' })).toBeInTheDocument();
  });
});
