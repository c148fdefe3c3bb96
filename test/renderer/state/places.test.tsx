import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuleSystem } from '../../../shared/rules/registry';
import { App } from '../../../src-renderer/screens/app';
import { AppStore } from '../../../src-renderer/state/app-store';
import { windowAddressBar } from '../../../src-renderer/state/navigation';
import { character, FakeApi, TODAY, type FakeCampaign } from '../fake-api';

const system = getRuleSystem('mls')!;
const ARIA = '#/campaign/root:wolves/character/aria-aaaaaa';

/** A campaign with a character still being built (no occupation yet, so her page opens at Build). */
function wolves() {
  const api = new FakeApi();
  const creation = system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>;
  const folder = api.addCampaign({
    name: 'Wolves',
    characters: [character('aria-aaaaaa', 'Aria', { creation }), character('borin-bbbbbb', 'Borin', { creation })],
  });
  return { api, folder };
}

const running: (() => void)[] = [];

/** Renders the app as main.tsx does, on the window's address; `hash` is the address the page is opened at. */
function openPage(api: FakeApi, hash?: string) {
  if (hash !== undefined) window.history.replaceState(null, '', `/${hash}`);
  const store = new AppStore(api, { today: () => TODAY, address: windowAddressBar(window) });
  const stop = store.start();
  const view = render(<App store={store} />);
  const close = () => {
    view.unmount();
    stop();
  };
  running.push(close);
  return { store, user: userEvent.setup(), close };
}

/** What a reload does: the page goes, and a new one starts on the same address and the same files. */
function reload(page: ReturnType<typeof openPage>, api: FakeApi) {
  page.close();
  return openPage(api);
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  for (const close of running.splice(0)) close();
});

const characterList = () => screen.getByRole('list', { name: 'Characters' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function openWolvesAndAria(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Wolves/ }));
  await heading('Wolves');
  await user.click(within(characterList()).getByRole('button', { name: 'Aria' }));
  await screen.findByRole('tablist', { name: 'Character sections' });
}

async function renameAria(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /^Rename / }));
  const field = screen.getByRole('textbox', { name: 'New name' });
  await user.clear(field);
  await user.type(field, `${name}{Enter}`);
  await screen.findByText('All changes saved', {}, { timeout: 1500 });
}

describe('the address', () => {
  it('names the campaign, the character, the section and the builder step, and a reload returns to them', async () => {
    const { api } = wolves();
    const page = openPage(api);
    await page.user.click(await screen.findByRole('button', { name: /^Wolves/ }));
    await heading('Wolves');
    expect(window.location.hash).toBe('#/campaign/root:wolves');

    await page.user.click(within(characterList()).getByRole('button', { name: 'Aria' }));
    await screen.findByRole('tablist', { name: 'Character sections' });
    await waitFor(() => expect(window.location.hash).toBe(`${ARIA}/build`));
    await page.user.click(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', { name: /^Fate points/ }),
    );
    expect(window.location.hash).toBe(`${ARIA}/build/fate`);

    const again = reload(page, api);
    expect(await heading('Aria')).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 2, name: 'Fate points' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Builder steps' })).getByRole('button', { name: /^Fate points/ }),
    ).toHaveAttribute('aria-current', 'step');
    expect(window.location.hash).toBe(`${ARIA}/build/fate`);

    await again.user.click(screen.getByRole('tab', { name: 'History' }));
    expect(window.location.hash).toBe(`${ARIA}/history`);
    reload(again, api);
    expect(await screen.findByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the page the address names on a fresh start, with its first section when it names none', async () => {
    const { api } = wolves();
    openPage(api, ARIA);
    expect(screen.getByRole('heading', { level: 1, name: 'Opening the campaign…' })).toBeInTheDocument();
    await heading('Aria');
    expect(await screen.findByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(window.location.hash).toBe(`${ARIA}/build`));
  });

  it('opens a section the character has not at its first one, and a step the builder has not at its first', async () => {
    const { api } = wolves();
    openPage(api, `${ARIA}/spells`);
    expect(await screen.findByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(window.location.hash).toBe(`${ARIA}/build`));

    window.history.replaceState(null, '', `/${ARIA}/build/dragons`);
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(await screen.findByRole('heading', { level: 2, name: 'Race and age' })).toBeInTheDocument();
  });

  it('goes back to the campaign, the start and forward again with the browser’s Back and Forward', async () => {
    const { api } = wolves();
    const { user } = openPage(api);
    await openWolvesAndAria(user);
    await user.click(screen.getByRole('tab', { name: 'Sheet' }));

    act(() => window.history.back());
    await heading('Wolves');
    // Focus returns to the character the player came from, as the page's own Back button does.
    await waitFor(() => expect(within(characterList()).getByRole('button', { name: 'Aria' })).toHaveFocus());

    act(() => window.history.back());
    expect(await heading('Ledger of Heroes')).toHaveFocus();
    await waitFor(() => expect(api.callsOf('closeCampaign')).toHaveLength(1));

    act(() => window.history.forward());
    expect(await heading('Wolves')).toHaveFocus();
    act(() => window.history.forward());
    expect(await heading('Aria')).toHaveFocus();
    // Choosing a tab replaced the entry, so Forward returns to the tab last shown.
    expect(await screen.findByRole('tab', { name: 'Sheet' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the campaign with a sentence when the character the address names is gone', async () => {
    const { api } = wolves();
    openPage(api, '#/campaign/root:wolves/character/gone-gggggg/build/fate');
    await heading('Wolves');
    expect(screen.getByRole('status')).toHaveTextContent('The character "gone-gggggg" is no longer in Wolves');
    expect(window.location.hash).toBe('#/campaign/root:wolves');
  });

  it('shows the start screen with a sentence when the campaign the address names cannot be opened', async () => {
    const { api } = wolves();
    openPage(api, '#/campaign/root:ravens/character/aria-aaaaaa');
    await heading('Ledger of Heroes');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The campaign in the address could not be opened, so the start screen is showing instead.',
    );
    expect(window.location.hash).toBe('#/');
    // Back does not lead to the campaign that is not there.
    expect(screen.getByRole('button', { name: /^Wolves/ })).toBeInTheDocument();
  });

  it('closes the campaign that is open when the address names one that cannot be opened, and says why', async () => {
    const { api } = wolves();
    const { user } = openPage(api);
    await openWolvesAndAria(user);
    window.history.pushState(null, '', '/#/campaign/root:ravens');
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    await heading('Ledger of Heroes');
    expect(screen.getByRole('status')).toHaveTextContent('The campaign in the address could not be opened');
    expect(api.callsOf('closeCampaign')).toHaveLength(1);
    expect(window.location.hash).toBe('#/');
  });

  it('leaves a character’s page for the campaign when its file is deleted outside the app', async () => {
    const { api, folder } = wolves();
    const { user } = openPage(api);
    await openWolvesAndAria(user);
    act(() => api.deleteOutside(folder, 'characters/aria-aaaaaa.json'));
    await heading('Wolves');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aria is no longer in Wolves (its file was deleted, moved or cannot be read), so the campaign is showing instead.',
    );
    expect(window.location.hash).toBe('#/campaign/root:wolves');
  });
});

describe('a character’s undo history', () => {
  it('lasts while the app is open: leaving the character and opening it again keeps it', async () => {
    const { api } = wolves();
    const { user } = openPage(api);
    await openWolvesAndAria(user);
    await renameAria(user, 'Aria Vell');

    await user.click(screen.getByRole('button', { name: 'Back to Wolves' }));
    await heading('Wolves');
    await user.click(within(characterList()).getByRole('button', { name: 'Aria Vell' }));
    await heading('Aria Vell');
    await user.click(screen.getByRole('button', { name: 'Undo: rename to Aria Vell' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Aria' })).toBeInTheDocument();

    // The browser's Back and Forward keep it too, and Redo is still there.
    act(() => window.history.back());
    await heading('Wolves');
    act(() => window.history.forward());
    await heading('Aria');
    expect(screen.getByRole('button', { name: 'Redo: rename to Aria Vell' })).toBeEnabled();
  });

  it('is kept per character', async () => {
    const { api } = wolves();
    const { user } = openPage(api);
    await openWolvesAndAria(user);
    await renameAria(user, 'Aria Vell');
    await user.click(screen.getByRole('button', { name: 'Back to Wolves' }));
    await user.click(within(characterList()).getByRole('button', { name: 'Borin' }));
    await heading('Borin');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('gives way to the version on disk when the file changed while the page was away, with a note', async () => {
    const { api, folder } = wolves();
    const { user } = openPage(api);
    await openWolvesAndAria(user);
    await renameAria(user, 'Aria Vell');
    await user.click(screen.getByRole('button', { name: 'Back to Wolves' }));
    await heading('Wolves');

    const onDisk = api.characters(folder).find((c) => c.id === 'aria-aaaaaa')!;
    act(() => api.editOutside(folder, { ...onDisk, name: 'Aria of the Marsh' }));
    await within(characterList()).findByRole('button', { name: 'Aria of the Marsh' });
    await user.click(within(characterList()).getByRole('button', { name: 'Aria of the Marsh' }));
    await heading('Aria of the Marsh');
    expect(
      screen.getByText('Loaded the version of Aria of the Marsh on disk; the undo history was cleared.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('gives way to the version on disk even when no change was reported while the page was away', async () => {
    const { api, folder } = wolves();
    const { user } = openPage(api);
    await openWolvesAndAria(user);
    await renameAria(user, 'Aria Vell');
    await user.click(screen.getByRole('button', { name: 'Back to Wolves' }));
    await heading('Wolves');

    const onDisk = api.characters(folder).find((c) => c.id === 'aria-aaaaaa')!;
    api.editOutside(folder, { ...onDisk, name: 'Aria of the Marsh' }, { silently: true });
    await user.click(within(characterList()).getByRole('button', { name: 'Aria Vell' }));
    await heading('Aria of the Marsh');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    // The next edit is written over the version the page now shows, not over a version it never saw.
    await renameAria(user, 'Aria Marsh-Vell');
    expect(api.characters(folder).find((c) => c.id === 'aria-aaaaaa')!.name).toBe('Aria Marsh-Vell');
    expect(screen.queryByRole('button', { name: 'Keep mine' })).not.toBeInTheDocument();
  });

  it('ends when the campaign closes', async () => {
    const { api } = wolves();
    const { user } = openPage(api);
    await openWolvesAndAria(user);
    await renameAria(user, 'Aria Vell');
    await user.click(screen.getByRole('button', { name: 'Back to Wolves' }));
    await user.click(await screen.findByRole('button', { name: 'Close campaign' }));
    await heading('Ledger of Heroes');
    expect(window.location.hash).toBe('#/');

    await user.click(screen.getByRole('button', { name: /^Wolves/ }));
    await user.click(await within(characterList()).findByRole('button', { name: 'Aria Vell' }));
    await heading('Aria Vell');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('ends when the character is deleted, even when the deletion is undone', async () => {
    const { api, folder } = wolves();
    const { user } = openPage(api);
    await openWolvesAndAria(user);
    await renameAria(user, 'Aria Vell');
    await user.click(screen.getByRole('button', { name: 'Back to Wolves' }));
    await heading('Wolves');
    await user.click(screen.getByRole('button', { name: 'Delete Aria Vell' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.characterNames(folder)).toEqual(['Borin']));
    await user.click(screen.getByRole('button', { name: 'Undo: delete Aria Vell' }));

    await user.click(await within(characterList()).findByRole('button', { name: 'Aria Vell' }));
    await heading('Aria Vell');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });
});

export type { FakeCampaign };
