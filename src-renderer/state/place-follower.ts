import { comparer, reaction } from 'mobx';
import type { CampaignStore } from './campaign-store';
import type { Navigation } from './navigation';
import type { SaveStatus } from './save-status';

/** What the follower reads of the app and asks of it; the AppStore that starts the follower is one. */
export interface FollowedApp {
  readonly navigation: Navigation;
  readonly campaign: CampaignStore | undefined;
  readonly status: Pick<SaveStatus, 'inform'>;
  /** Closes the open campaign (it stays open while a conflict waits for an answer). */
  closeCampaign(): Promise<void>;
  /** Opens the campaign `key` names; false when it could not be opened, and the start screen shows instead. */
  followCampaign(key: string): Promise<boolean>;
}

/**
 * Keeps the app at the place the navigation names, whether the player clicked, pressed Back or Forward,
 * reloaded or typed an address: opens the campaign the place names (the one open is closed), closes it on
 * the start screen, and when the place can no longer be followed (the campaign cannot be opened, the
 * character or session is gone) shows the nearest place that exists, with a sentence in the status line.
 */
export class PlaceFollower {
  private running: Promise<void> | undefined;
  private again = false;
  /** The character the place named and its name when last listed, for the sentence if it goes. */
  private known: { id: string; name: string } | undefined;

  constructor(private readonly app: FollowedApp) {}

  /** Follows every change of place, the open campaign and its characters; returns a function that stops. */
  start(): () => void {
    return reaction(
      () => {
        const place = this.app.navigation.place;
        const campaign = this.app.campaign;
        const id = place.screen === 'character' ? place.character : undefined;
        const sessions = place.screen === 'session' ? campaign?.campaign.sessions : undefined;
        return [
          place,
          campaign,
          id,
          id === undefined ? undefined : campaign?.characters.get(id)?.name,
          sessions,
        ] as const;
      },
      ([, , id, name]) => {
        if (id !== undefined && name !== undefined) this.known = { id, name };
        void this.follow();
      },
      { fireImmediately: true, equals: comparer.shallow },
    );
  }

  /** Brings the app to the place named now; a change of place while this runs is followed after it. */
  follow(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.followOnce();
        } while (this.again);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async followOnce(): Promise<void> {
    const { app } = this;
    const { navigation } = app;
    const place = navigation.place;
    if (place.screen === 'home') {
      if (!app.campaign) return;
      await app.closeCampaign();
      // Closing waits until a conflict is answered: the campaign stays open, and so does its page.
      const stayed = app.campaign;
      if (stayed && navigation.place.screen === 'home')
        navigation.go({ screen: 'campaign', campaign: stayed.key }, 'replace');
      return;
    }
    if (app.campaign?.key !== place.campaign && !(await app.followCampaign(place.campaign))) return;
    const campaign = app.campaign;
    const now = navigation.place;
    if (
      campaign &&
      now.screen === 'session' &&
      now.campaign === campaign.key &&
      !campaign.campaign.sessions.some((s) => s.id === now.session)
    ) {
      navigation.go({ screen: 'campaign', campaign: campaign.key }, 'replace');
      app.status.inform(
        `The session "${now.session}" is no longer in ${campaign.campaign.name} (it was removed), so the campaign is showing instead.`,
      );
      return;
    }
    if (
      !campaign ||
      now.screen !== 'character' ||
      now.campaign !== campaign.key ||
      campaign.characters.has(now.character)
    )
      return;
    const who = this.known?.id === now.character ? this.known.name : `The character "${now.character}"`;
    navigation.go({ screen: 'campaign', campaign: campaign.key }, 'replace');
    app.status.inform(
      `${who} is no longer in ${campaign.campaign.name} (its file was deleted, moved or cannot be read), so the campaign is showing instead.`,
    );
  }
}
