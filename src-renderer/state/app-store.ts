import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ApiResult, CampaignApi, CampaignListing, HostInfo, MenuCommand, OpenedCampaign } from '../../shared/api';
import { findSystem, listSystems } from '../../shared/rules/registry';
import { CampaignStore } from './campaign-store';
import { guardApi } from './guarded-api';
import { localToday } from './new-character';
import { SaveStatus } from './save-status';

export interface AppStoreOptions {
  /** Today's date, YYYY-MM-DD; injectable for tests. */
  today?: () => string;
}

/**
 * The whole app: what the host can do, the campaigns the user may open,
 * the campaign that is open, and the status line.
 */
export class AppStore {
  host: HostInfo | undefined = undefined;
  listings: CampaignListing[] = [];
  /** Why the campaign list could not be shown, if it could not. */
  listingError: string | undefined = undefined;
  campaign: CampaignStore | undefined = undefined;
  /** Set when the user asks for a new campaign from the menu, until the home screen has focused its form. */
  newCampaignRequested = false;
  readonly status = new SaveStatus();
  private readonly today: () => string;

  readonly api: CampaignApi;

  constructor(api: CampaignApi, options: AppStoreOptions = {}) {
    this.api = guardApi(api);
    this.today = options.today ?? (() => localToday());
    makeObservable<AppStore, 'enter'>(this, {
      host: observable.ref,
      listings: observable.ref,
      listingError: observable,
      campaign: observable.ref,
      newCampaignRequested: observable,
      enter: action,
      requestNewCampaign: action,
      newCampaignFormFocused: action,
    });
  }

  /**
   * Asks the host what it can do and which campaigns exist, and listens for
   * menu commands and outside changes. Returns a function that stops listening.
   */
  start(): () => void {
    const stopMenu = this.api.onMenuCommand((command) => void this.handleMenuCommand(command));
    const stopChanges = this.api.onCampaignChange((change) => void this.campaign?.applyChange(change));
    void this.loadHostInfo();
    void this.refreshListings();
    return () => {
      stopMenu();
      stopChanges();
    };
  }

  /** The games a new campaign can use. */
  get systems() {
    return listSystems();
  }

  /** A game's display name, or its id when this version of the app does not know it. */
  systemName(id: string): string {
    return findSystem(id)?.name ?? id;
  }

  async loadHostInfo(): Promise<void> {
    const result = await this.api.hostInfo();
    runInAction(() => {
      if (result.ok) this.host = result.value;
      else this.status.fail(result.error.message);
    });
  }

  async refreshListings(): Promise<void> {
    const result = await this.api.listCampaigns();
    runInAction(() => {
      if (result.ok) {
        this.listings = result.value;
        this.listingError = undefined;
      } else {
        this.listingError = result.error.message;
      }
    });
  }

  /** Creates a campaign and opens it. Resolves to true when it opened. */
  async createCampaign(name: string, system: string): Promise<boolean> {
    const settings = findSystem(system)?.defaultSettings ?? {};
    return this.enter(await this.api.createCampaign({ name: name.trim(), system, settings: { ...settings } }));
  }

  async openCampaign(key: string): Promise<boolean> {
    return this.enter(await this.api.openCampaign({ key }));
  }

  /** Electron: asks for a folder with the system dialog and opens it. */
  async chooseCampaignFolder(): Promise<boolean> {
    return this.enter(await this.api.chooseCampaignFolder());
  }

  /** Closes the open campaign once its pending writes have finished, and returns home. */
  async closeCampaign(): Promise<void> {
    const campaign = this.campaign;
    if (!campaign) return;
    if (campaign.conflict) {
      this.status.fail(`Choose "Reload from disk" or "Keep mine" for ${campaign.conflict.characterName} before closing the campaign.`);
      return;
    }
    await campaign.history.idle();
    await this.api.closeCampaign({ handle: campaign.handle });
    runInAction(() => {
      this.campaign = undefined;
      this.status.reset();
    });
    await this.refreshListings();
  }

  /** Prints what is on screen: a PDF through a save dialog in Electron, the browser's print otherwise. */
  async print(): Promise<void> {
    const campaign = this.campaign;
    const character = campaign?.openCharacterId ? campaign.characters.get(campaign.openCharacterId) : undefined;
    const name = character?.name ?? campaign?.campaign.name;
    const result = await this.api.print({ target: 'pdf', ...(name ? { suggestedName: `${name}.pdf` } : {}) });
    if (result.ok) {
      if (result.value.savedTo) this.status.inform(`Saved the PDF to ${result.value.savedTo}.`);
    } else if (result.error.code !== 'cancelled') {
      this.status.fail(result.error.message);
    }
  }

  requestNewCampaign(): void {
    this.newCampaignRequested = true;
  }

  newCampaignFormFocused(): void {
    this.newCampaignRequested = false;
  }

  /** Carries out a command from the native menu. */
  async handleMenuCommand(command: MenuCommand): Promise<void> {
    if (command === 'undo' || command === 'redo') {
      // In a text field the menu's Undo means the field's own undo.
      if (isTextEntry(document.activeElement)) {
        // execCommand is the only way to reach the field's own undo stack from a menu.
        if (typeof document.execCommand === 'function') document.execCommand(command);
      } else if (this.campaign && !this.campaign.editsPaused) {
        await this.campaign[command]();
      }
      return;
    }
    if (command === 'print') return this.print();
    const conflict = this.campaign?.conflict;
    if (conflict) {
      this.status.fail(`Choose "Reload from disk" or "Keep mine" for ${conflict.characterName} first.`);
      return;
    }
    if (typeof command === 'object') {
      await this.openCampaign(command.openRecent);
    } else if (command === 'open-campaign') {
      await this.chooseCampaignFolder();
    } else {
      await this.closeCampaign();
      this.requestNewCampaign();
    }
  }

  private enter(result: ApiResult<OpenedCampaign>): boolean {
    if (!result.ok) {
      if (result.error.code !== 'cancelled') this.status.fail(result.error.message);
      return false;
    }
    const previous = this.campaign;
    this.status.reset();
    this.campaign = new CampaignStore(this.api, result.value, this.status, this.today);
    if (previous && previous.handle !== result.value.handle) {
      // The previous campaign's queued writes still need its handle.
      void previous.history.idle().then(() => this.api.closeCampaign({ handle: previous.handle }));
    }
    return true;
  }
}

/** True for elements whose own undo should win over the app's. */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(element.type);
  }
  return element instanceof HTMLElement && element.isContentEditable;
}
