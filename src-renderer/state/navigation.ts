import { action, computed, makeObservable, observable } from 'mobx';
import { addressOf, HOME, placeOf, samePlace, type Place } from './address';

export { HOME, type Place } from './address';

/** The address bar the navigation keeps in step with. */
export interface AddressBar {
  /** The hash as it is now, e.g. "#/campaign/root:Wolves" (or "" for none). */
  read(): string;
  /** Adds a history entry after the current one (Back returns to the current one). */
  push(hash: string): void;
  /** Changes the current history entry. */
  replace(hash: string): void;
  /** Calls `changed` after Back, Forward or an edited address changed the hash; returns a function that stops. */
  listen(changed: () => void): () => void;
}

/**
 * The window's address bar. Hash routes work alike in Electron's app:// page and in browser mode, and a
 * reload asks the host for the same page whatever the route.
 */
export function windowAddressBar(win: Window = window): AddressBar {
  return {
    read: () => win.location.hash,
    push: (hash) => win.history.pushState(null, '', hash),
    replace: (hash) => win.history.replaceState(win.history.state, '', hash),
    listen(changed) {
      // Back and Forward fire popstate; an address typed or edited by hand fires hashchange. Following is idempotent.
      win.addEventListener('popstate', changed);
      win.addEventListener('hashchange', changed);
      return () => {
        win.removeEventListener('popstate', changed);
        win.removeEventListener('hashchange', changed);
      };
    },
  };
}

/** An address bar with a history of its own and no window: for stores used without one, and for tests. */
export class MemoryAddressBar implements AddressBar {
  entries: string[];
  index = 0;
  private readonly listeners = new Set<() => void>();

  constructor(initial = '') {
    this.entries = [initial];
  }

  read(): string {
    return this.entries[this.index]!;
  }

  push(hash: string): void {
    this.entries = [...this.entries.slice(0, this.index + 1), hash];
    this.index += 1;
  }

  replace(hash: string): void {
    this.entries[this.index] = hash;
  }

  listen(changed: () => void): () => void {
    this.listeners.add(changed);
    return () => this.listeners.delete(changed);
  }

  /** What the browser's Back does: the entry before, and the listeners told. */
  back(): void {
    if (this.index === 0) return;
    this.index -= 1;
    for (const listener of this.listeners) listener();
  }

  forward(): void {
    if (this.index === this.entries.length - 1) return;
    this.index += 1;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Where the player is: the start screen, a campaign, or a character's page with its section and builder
 * step. The screens read `place`; the address is derived from it, and it follows the address when Back,
 * Forward or a reload change that. Moving between screens adds a history entry; choosing a section or a
 * builder step changes the current one, so Back leaves the character's page rather than replaying each
 * tab and step the player clicked through, and a reload still returns to the same tab and step.
 */
export class Navigation {
  place: Place = HOME;
  /**
   * A move the app did not make because a form holds typed input not saved yet: where it would go, and what
   * would be lost, in words; the app asks the player whether to leave anyway (`leaveAnyway`) or stay (`stay`).
   */
  leaving: { place: Place; how: 'push' | 'replace'; unsaved: string[] } | undefined = undefined;
  /** Forms that need an explicit save, each saying what it holds unsaved (undefined when nothing). */
  private readonly guards = new Set<() => string | undefined>();

  constructor(private readonly bar: AddressBar = new MemoryAddressBar()) {
    makeObservable<Navigation, 'follow'>(this, {
      place: observable.ref,
      leaving: observable.ref,
      address: computed,
      go: action,
      leaveAnyway: action,
      stay: action,
      follow: action,
      showSection: action,
      showStep: action,
    });
  }

  /** The address of the place, e.g. "#/campaign/root:Wolves/character/aria/build/primaries". */
  get address(): string {
    return addressOf(this.place);
  }

  /** Takes the place the address names now and follows it from then on; returns a function that stops. */
  start(): () => void {
    this.follow();
    return this.bar.listen(() => this.follow());
  }

  /**
   * Goes to a place: 'push' (the default) adds a history entry, so Back returns here; 'replace' changes
   * the current one. Going to the place already shown changes nothing.
   */
  go(place: Place, how: 'push' | 'replace' = 'push'): void {
    if (!samePlace(this.place, place)) {
      const unsaved = this.unsaved();
      if (unsaved.length > 0) {
        this.leaving = { place, how, unsaved };
        return;
      }
      this.place = place;
    }
    const shown = placeOf(this.bar.read());
    if (shown !== undefined && samePlace(shown, place)) return;
    if (how === 'push') this.bar.push(addressOf(place));
    else this.bar.replace(addressOf(place));
  }

  /**
   * A form that needs an explicit save stops the app from leaving its place while `unsaved` names typed input not
   * saved yet ("the changed campaign settings"); returns a function that stops guarding.
   */
  guard(unsaved: () => string | undefined): () => void {
    this.guards.add(unsaved);
    return () => this.guards.delete(unsaved);
  }

  /** The player chose to leave with input unsaved: the move asked for is made, and what was typed is let go. */
  leaveAnyway(): void {
    const leaving = this.leaving;
    this.leaving = undefined;
    if (!leaving) return;
    this.guards.clear();
    this.go(leaving.place, leaving.how);
  }

  /** The player chose to stay and save first. */
  stay(): void {
    this.leaving = undefined;
  }

  private unsaved(): string[] {
    return [...this.guards].map((g) => g()).filter((u): u is string => u !== undefined);
  }

  /** Shows a section of the open character's page, in place of the section shown (see the class comment). */
  showSection(section: string): void {
    const place = this.place;
    if (place.screen !== 'character' || place.section === section) return;
    const { step: _step, ...rest } = place;
    this.go({ ...rest, section }, 'replace');
  }

  /** Shows a step of the open section, in place of the step shown. */
  showStep(step: string): void {
    const place = this.place;
    if (place.screen !== 'character' || place.section === undefined || place.step === step) return;
    this.go({ ...place, step }, 'replace');
  }

  /** Takes the place the address names; an address that names none becomes the start screen's. */
  private follow(): void {
    const named = placeOf(this.bar.read());
    if (named === undefined) {
      this.go(HOME, 'replace');
      return;
    }
    if (samePlace(named, this.place)) return;
    // Back or Forward while a form holds input unsaved: the address returns to this place, and the player is asked.
    const unsaved = this.unsaved();
    if (unsaved.length > 0) {
      this.bar.replace(addressOf(this.place));
      this.leaving = { place: named, how: 'push', unsaved };
      return;
    }
    this.place = named;
  }
}
