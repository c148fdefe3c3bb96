import { action, computed, makeObservable, observable, reaction } from 'mobx';
import type { Navigation } from './navigation';

/**
 * Where the player is inside one open campaign: its page, one character's page, or one session's page. The app's navigation
 * holds the place (and the address); this names the campaign's part of it, and remembers the character
 * whose page was just left, so the list can put focus back on it.
 */
export class CampaignPlaces {
  /** The character whose page was just closed, so the list can put focus back on it. */
  returnFocusTo: string | undefined = undefined;
  private readonly stopFocusReturn: () => void;

  constructor(
    private readonly navigation: Navigation,
    /** The listing key the address names the campaign by. */
    private readonly key: string,
  ) {
    makeObservable<CampaignPlaces, 'leaveCharacter'>(this, {
      returnFocusTo: observable,
      openCharacterId: computed,
      openSessionId: computed,
      openCharacter: action,
      closeCharacter: action,
      focusReturned: action,
      leaveCharacter: action,
    });
    // However the page is left (its Back button, the browser's Back, an address), the list puts focus on it.
    this.stopFocusReturn = reaction(
      () => this.openCharacterId,
      (now, before) => before !== undefined && now === undefined && this.leaveCharacter(before),
    );
  }

  /** The character whose page is showing, if any: the one the navigation's place names in this campaign. */
  get openCharacterId(): string | undefined {
    const place = this.navigation.place;
    return place.screen === 'character' && place.campaign === this.key ? place.character : undefined;
  }

  /** The session whose page is showing, if any. */
  get openSessionId(): string | undefined {
    const place = this.navigation.place;
    return place.screen === 'session' && place.campaign === this.key ? place.session : undefined;
  }

  /** Stops the app from leaving the campaign's page while `unsaved` names typed input not saved yet (see Navigation.guard). */
  guard(unsaved: () => string | undefined): () => void {
    return this.navigation.guard(unsaved);
  }

  /** Shows a session's page (a new history entry, so Back returns to where the player was). */
  openSession(id: string): void {
    this.navigation.go({ screen: 'session', campaign: this.key, session: id });
  }

  /** Shows a character's page, at one of its sections if named (a new history entry, so Back returns to the campaign). */
  openCharacter(id: string, section?: string): void {
    this.navigation.go({
      screen: 'character',
      campaign: this.key,
      character: id,
      ...(section === undefined ? {} : { section }),
    });
  }

  /** Shows the campaign's page again (a new history entry, so Back returns to the character). */
  closeCharacter(): void {
    this.navigation.go({ screen: 'campaign', campaign: this.key });
  }

  focusReturned(): void {
    this.returnFocusTo = undefined;
  }

  /** The campaign is closing: focus no longer follows its pages. */
  stop(): void {
    this.stopFocusReturn();
  }

  private leaveCharacter(id: string): void {
    this.returnFocusTo = id;
  }
}
