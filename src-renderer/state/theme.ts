import { action, computed, makeObservable, observable } from 'mobx';

/** The theme a player chose: the system's setting, or always light, or always dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/**
 * Where the choice is kept across restarts. public/theme-boot.js reads the same key before the page first paints,
 * so the two must name it alike.
 */
export const THEME_STORAGE_KEY = 'ledger-of-heroes.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What the theme needs of the page: where to keep the choice, the element the stylesheet reads it from, and the system's setting. */
export interface ThemeHost {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  root?: HTMLElement;
  matchMedia?: (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
}

const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/**
 * The app's colour theme. "System" follows the system's light or dark setting as it changes; "Light" and "Dark"
 * hold whatever the system says. The choice is remembered in the page's local storage and shown to the
 * stylesheet as `data-theme` on <html> (absent for "System", whose colours the stylesheet's media query picks).
 */
export class Theme {
  choice: ThemeChoice;
  /** Whether the system asks for dark colours right now. */
  systemDark: boolean;
  private readonly host: ThemeHost;

  constructor(host: ThemeHost = {}) {
    this.host = host;
    this.choice = readChoice(host.storage);
    this.systemDark = host.matchMedia?.(DARK_QUERY).matches ?? false;
    makeObservable(this, {
      choice: observable,
      systemDark: observable,
      dark: computed,
      choose: action,
      followSystem: action,
    });
    this.apply();
  }

  /** Whether the page shows dark colours now. */
  get dark(): boolean {
    return this.choice === 'dark' || (this.choice === 'system' && this.systemDark);
  }

  /** Takes the player's choice, shows it at once, and remembers it for the next start. */
  choose(choice: ThemeChoice): void {
    this.choice = choice;
    this.apply();
    try {
      if (choice === 'system') this.host.storage?.removeItem(THEME_STORAGE_KEY);
      else this.host.storage?.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // Storage may be full or turned off: the theme still changes, it is only not remembered.
    }
  }

  /** Records the system's setting (the stylesheet follows it by itself). */
  followSystem(dark: boolean): void {
    this.systemDark = dark;
  }

  /** Listens for the system's setting changing, e.g. at dusk. Returns a function that stops listening. */
  start(): () => void {
    const query = this.host.matchMedia?.(DARK_QUERY);
    if (!query) return () => {};
    const changed = (event: MediaQueryListEvent) => this.followSystem(event.matches);
    query.addEventListener('change', changed);
    this.followSystem(query.matches);
    return () => query.removeEventListener('change', changed);
  }

  private apply(): void {
    const root = this.host.root;
    if (!root) return;
    if (this.choice === 'system') delete root.dataset.theme;
    else root.dataset.theme = this.choice;
  }
}

/** The window's storage, <html> and media queries: what main.tsx gives the app's theme. */
export function windowThemeHost(win: Window): ThemeHost {
  let storage: Storage | undefined;
  try {
    storage = win.localStorage;
  } catch {
    // A page without storage still themes; the choice lasts until it closes.
  }
  return { storage, root: win.document.documentElement, matchMedia: (query) => win.matchMedia(query) };
}

function readChoice(storage: ThemeHost['storage']): ThemeChoice {
  try {
    const saved = storage?.getItem(THEME_STORAGE_KEY);
    return isChoice(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}
