import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuleSystem } from '../../../shared/rules/registry';
import { App } from '../../../src-renderer/screens/app';
import { AppStore } from '../../../src-renderer/state/app-store';
import { windowAddressBar } from '../../../src-renderer/state/navigation';
import type { UndoStorage } from '../../../src-renderer/state/undo-keeping';
import { character, FakeApi, TODAY } from '../fake-api';

/*
 * A reload of the window keeps the place (places.test.tsx) and, through the window's session storage, the open
 * characters' Undo and Redo: the same steps, doing the same thing, as long as the file on disk is the one they end on.
 */

const system = getRuleSystem('mls')!;

function wolves() {
  const api = new FakeApi();
  const creation = system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>;
  const folder = api.addCampaign({
    name: 'Wolves',
    characters: [character('aria-aaaaaa', 'Aria', { creation }), character('borin-bbbbbb', 'Borin', { creation })],
  });
  return { api, folder };
}

/** A window's sessionStorage: what the page keeps there outlasts a reload of that window and nothing else. */
class WindowSession implements UndoStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  get size(): number {
    return this.items.size;
  }
}

const running: (() => void)[] = [];

/** Renders the app as main.tsx does, on the window's address and with the window's session storage. */
function openPage(api: FakeApi, session: UndoStorage) {
  const store = new AppStore(api, { today: () => TODAY, address: windowAddressBar(window), undoStorage: session });
  const stop = store.start();
  const view = render(<App store={store} />);
  const close = () => {
    view.unmount();
    stop();
  };
  running.push(close);
  return { store, user: userEvent.setup(), close };
}

/** What a reload does: the page goes, and a new one starts on the same address, the same files and the same window. */
function reload(page: ReturnType<typeof openPage>, api: FakeApi, session: UndoStorage) {
  page.close();
  return openPage(api, session);
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  for (const close of running.splice(0)) close();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function openWolvesAndAria(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Wolves/ }));
  await heading('Wolves');
  await user.click(within(screen.getByRole('list', { name: 'Characters' })).getByRole('button', { name: 'Aria' }));
  await screen.findByRole('tablist', { name: 'Character sections' });
}

async function rename(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /^Rename / }));
  const field = screen.getByRole('textbox', { name: 'New name' });
  await user.clear(field);
  await user.type(field, `${name}{Enter}`);
  await screen.findByText('All changes saved', {}, { timeout: 1500 });
}

describe('undo across a reload of the window', () => {
  it('keeps Undo and Redo, which then do what they did before', async () => {
    const { api, folder } = wolves();
    const session = new WindowSession();
    const page = openPage(api, session);
    await openWolvesAndAria(page.user);
    await rename(page.user, 'Aria Vell');
    await rename(page.user, 'Aria of the Fens');
    await page.user.click(screen.getByRole('button', { name: 'Undo: rename to Aria of the Fens' }));
    await heading('Aria Vell');
    await screen.findByText('All changes saved', {}, { timeout: 1500 });

    const again = reload(page, api, session);
    await heading('Aria Vell');
    expect(await screen.findByRole('button', { name: 'Undo: rename to Aria Vell' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Redo: rename to Aria of the Fens' })).toBeEnabled();

    await again.user.click(screen.getByRole('button', { name: 'Redo: rename to Aria of the Fens' }));
    await heading('Aria of the Fens');
    await again.user.click(screen.getByRole('button', { name: 'Undo: rename to Aria of the Fens' }));
    await again.user.click(screen.getByRole('button', { name: 'Undo: rename to Aria Vell' }));
    await heading('Aria');
    await screen.findByText('All changes saved', {}, { timeout: 1500 });
    expect(api.characters(folder).find((c) => c.id === 'aria-aaaaaa')?.name).toBe('Aria');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('lets the kept undo go, and says so, when the file changed on disk meanwhile', async () => {
    const { api, folder } = wolves();
    const session = new WindowSession();
    const page = openPage(api, session);
    await openWolvesAndAria(page.user);
    await rename(page.user, 'Aria Vell');
    page.close();

    // Another program changes the file while no page is open.
    const onDisk = api.characters(folder).find((c) => c.id === 'aria-aaaaaa')!;
    api.editOutside(folder, { ...onDisk, name: 'Aria the Bold' }, { silently: true });
    openPage(api, session);
    await heading('Aria the Bold');
    await screen.findByRole('tablist', { name: 'Character sections' });
    expect(
      await screen.findByText(
        'The undo history of Aria the Bold from before the page was reloaded was let go: the file changed on disk since, and undo must not apply to another version of it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('keeps the campaign’s own Undo and Redo too', async () => {
    const { api, folder } = wolves();
    const session = new WindowSession();
    const page = openPage(api, session);
    await page.user.click(await screen.findByRole('button', { name: /^Wolves/ }));
    await heading('Wolves');
    await page.user.type(screen.getByRole('textbox', { name: 'Character name' }), 'Cato');
    await page.user.click(screen.getByRole('button', { name: 'Add character' }));
    await within(screen.getByRole('list', { name: 'Characters' })).findByRole('button', { name: 'Cato' });
    await page.user.type(screen.getByRole('textbox', { name: 'Character name' }), 'Dara');
    await page.user.click(screen.getByRole('button', { name: 'Add character' }));
    await within(screen.getByRole('list', { name: 'Characters' })).findByRole('button', { name: 'Dara' });
    await page.user.click(screen.getByRole('button', { name: 'Undo: add Dara' }));
    await screen.findByRole('button', { name: 'Redo: add Dara' });

    const again = reload(page, api, session);
    await heading('Wolves');
    await again.user.click(await screen.findByRole('button', { name: 'Redo: add Dara' }));
    await within(screen.getByRole('list', { name: 'Characters' })).findByRole('button', { name: 'Dara' });
    await again.user.click(screen.getByRole('button', { name: 'Undo: add Dara' }));
    await again.user.click(await screen.findByRole('button', { name: 'Undo: add Cato' }));
    await screen.findByRole('button', { name: 'Redo: add Cato' });
    expect(
      api
        .characters(folder)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Aria', 'Borin']);
  });

  it('ends when the campaign is closed, as it always did', async () => {
    const { api } = wolves();
    const session = new WindowSession();
    const page = openPage(api, session);
    await openWolvesAndAria(page.user);
    await rename(page.user, 'Aria Vell');
    expect(session.size).toBeGreaterThan(0);

    await page.store.closeCampaign();
    expect(session.size).toBe(0);
  });
});
