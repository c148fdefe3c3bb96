import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeSwitch } from '../../../src-renderer/components/theme-switch';
import { Theme, type ThemeHost } from '../../../src-renderer/state/theme';
import { renderApp } from '../render-app';

/** A page's local storage, kept across "restarts" of the theme. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** The system's light or dark setting, which the test can change as the system would at dusk. */
function systemSetting(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      void listeners.delete(listener),
  };
  return {
    matchMedia: () => query as unknown as MediaQueryList,
    turn(toDark: boolean) {
      dark = toDark;
      for (const listener of listeners) listener({ matches: toDark } as MediaQueryListEvent);
    },
  };
}

function setUp(host: Partial<ThemeHost> = {}) {
  const root = document.createElement('html');
  const storage = host.storage ?? memoryStorage();
  const system = systemSetting(false);
  const theme = new Theme({ root, storage, matchMedia: system.matchMedia, ...host });
  const stop = theme.start();
  const user = userEvent.setup();
  const view = render(<ThemeSwitch theme={theme} />);
  return { root, storage, system, theme, user, view, stop };
}

describe('theme switch', () => {
  it('offers the system setting, light and dark under the label "Theme", starting on the system setting', () => {
    setUp();
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveDisplayValue('System (light)');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['System (light)', 'Light', 'Dark']);
  });

  it('is reached with the Tab key and turns the page dark at once', async () => {
    const { root, user } = setUp();
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Dark');
    expect(select).toHaveDisplayValue('Dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('remembers the choice across restarts, and forgets it when the system setting is chosen again', async () => {
    const first = setUp();
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Light');
    first.view.unmount();
    first.stop();

    const second = setUp({ storage: first.storage });
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Light');
    expect(second.root).toHaveAttribute('data-theme', 'light');

    await second.user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'System (light)');
    expect(second.root).not.toHaveAttribute('data-theme');
    second.view.unmount();

    setUp({ storage: first.storage });
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('System (light)');
  });

  it('says which setting the system has now, following it as it changes', () => {
    const { system, root } = setUp();
    act(() => system.turn(true));
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('System (dark)');
    // Following the system is the stylesheet's work: nothing is written on the page.
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('still changes the theme when the page cannot keep it', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const { root, user } = setUp({ storage: full });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('sits in the top bar of every screen', async () => {
    const app = renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Ledger of Heroes' });
    // Above the screen's own content, where it stays from screen to screen.
    const themeSwitch = screen.getByRole('combobox', { name: 'Theme' });
    const main = screen.getByRole('main');
    expect(main).not.toContainElement(themeSwitch);
    expect(themeSwitch.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    app.unmount();
  });
});
