import { action, makeObservable, observable, runInAction } from 'mobx';
import type {
  ApiResult,
  CampaignApi,
  CampaignListing,
  HostInfo,
  MenuCommand,
  OpenedCampaign,
  PrintInput,
} from '../../shared/api';
import { pdfFileName } from '../../shared/file-name';
import { findSystem } from '../../shared/rules/registry';
import { CampaignStore } from './campaign-store';
import { guardApi } from './guarded-api';
import { HOME, Navigation, type AddressBar } from './navigation';
import { localToday } from '../base/today';
import { PlaceFollower } from './place-follower';
import { SaveStatus } from './save-status';
import { Theme } from './theme';
import type { UndoStorage } from './undo-keeping';

export interface AppStoreOptions {
  /** Today's date, YYYY-MM-DD; injectable for tests. */
  today?: () => string;
  /** The address bar the navigation keeps in step with (main.tsx gives the window's); a history of its own without one. */
  address?: AddressBar;
  /** The colour theme (main.tsx gives one kept in the page's storage); one kept in memory without it. */
  theme?: Theme;
  /** Where undo is kept across a reload of the window (main.tsx gives its sessionStorage); undo lasts while the page does without it. */
  undoStorage?: UndoStorage;
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
  /** Where the player is: campaign, character, section and builder step, kept in the address. */
  readonly navigation: Navigation;
  /** Set when the user asks for a new campaign from the menu, until the home screen has focused its form. */
  newCampaignRequested = false;
  readonly status = new SaveStatus();
  /** The colour theme: the system's, light or dark. */
  readonly theme: Theme;
  /** What the Print sections (a character's, the campaign's) chose; the print views follow it. */
  printOptions: PrintChoices = {
    pageSize: 'A4',
    includeHistory: false,
    blank: false,
    includeExplanations: false,
    includePartySummary: true,
    npcsTogether: true,
  };
  /** True while the page shows only the print view, for the host's print or PDF. */
  printing = false;
  /** True while the campaign screen shows its print view: every character's sheet, ready to print. */
  campaignPrintOpen = false;
  private readonly today: () => string;
  private readonly undoStorage: UndoStorage | undefined;

  readonly api: CampaignApi;

  constructor(api: CampaignApi, options: AppStoreOptions = {}) {
    this.api = guardApi(api);
    this.today = options.today ?? (() => localToday());
    this.navigation = new Navigation(options.address);
    this.theme = options.theme ?? new Theme();
    this.undoStorage = options.undoStorage;
    makeObservable<AppStore, 'enter'>(this, {
      host: observable.ref,
      listings: observable.ref,
      listingError: observable,
      campaign: observable.ref,
      newCampaignRequested: observable,
      printOptions: observable.ref,
      printing: observable,
      campaignPrintOpen: observable,
      setPrintOptions: action,
      showCampaignPrint: action,
      enter: action,
      requestNewCampaign: action,
      newCampaignFormFocused: action,
    });
  }

  /**
   * Asks the host what it can do and which campaigns exist, listens for
   * menu commands and outside changes, and goes to the place the address
   * names (and wherever Back and Forward lead). Returns a function that stops listening.
   */
  start(): () => void {
    const stopMenu = this.api.onMenuCommand((command) => void this.handleMenuCommand(command));
    const stopChanges = this.api.onCampaignChange((change) => void this.campaign?.applyChange(change));
    void this.loadHostInfo();
    void this.refreshListings();
    const stopAddress = this.navigation.start();
    const stopFollowing = new PlaceFollower(this).start();
    return () => {
      stopMenu();
      stopChanges();
      stopAddress();
      stopFollowing();
    };
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

  /** Creates a campaign and opens it, with the game's default settings and any `chosen` over them. Resolves to true when it opened. */
  async createCampaign(name: string, system: string, chosen: Record<string, unknown> = {}): Promise<boolean> {
    const settings = findSystem(system)?.defaultSettings ?? {};
    return this.enter(
      await this.api.createCampaign({ name: name.trim(), system, settings: { ...settings, ...chosen } }),
    );
  }

  async openCampaign(key: string): Promise<boolean> {
    return this.enter(await this.api.openCampaign({ key }));
  }

  /**
   * Opens the campaign the address names. When it cannot be opened (gone,
   * or no longer listed), the start screen shows instead, and the status
   * line says why. Resolves to true when it opened.
   */
  async followCampaign(key: string): Promise<boolean> {
    const result = await this.api.openCampaign({ key });
    if (result.ok) return this.enter(result, 'address');
    runInAction(() => this.navigation.go(HOME, 'replace'));
    // The start screen has no campaign open: one still open from before closes first.
    await this.closeCampaign();
    this.status.fail(
      `The campaign in the address could not be opened, so the start screen is showing instead. ${result.error.message}`,
    );
    return false;
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
      this.status.fail(
        `Choose "Reload from disk" or "Keep mine" for ${campaign.conflict.characterName} before closing the campaign.`,
      );
      return;
    }
    await campaign.leave();
    await this.api.closeCampaign({ handle: campaign.handle });
    runInAction(() => {
      this.campaign = undefined;
      this.status.reset();
      this.navigation.go(HOME);
    });
    await this.refreshListings();
  }

  /**
   * Prints what is on screen: a PDF through a save dialog (`target` 'pdf') or
   * the system's print dialog in Electron, the browser's print otherwise.
   * A character page prints its sheet, after saving its pending edits; the
   * campaign screen prints its print view (every character's sheet), and the
   * menu's Print there opens that view first. The PDF is offered under the
   * character's name and the campaign's, e.g. "Mira Thorne – Friday Night.pdf".
   */
  async print(options: { target?: PrintInput['target']; pageSize?: PrintInput['pageSize'] } = {}): Promise<void> {
    const campaign = this.campaign;
    const editor = campaign?.editor;
    const onCampaignScreen =
      campaign !== undefined && campaign.openCharacterId === undefined && campaign.conflictCopies.viewing === undefined;
    if (onCampaignScreen && !this.campaignPrintOpen) {
      this.showCampaignPrint(true);
      return;
    }
    await editor?.flush();
    const character = campaign?.openCharacterId ? campaign.characters.get(campaign.openCharacterId) : undefined;
    const titles = [editor?.file.name ?? character?.name, campaign?.campaign.name].filter((t) => t !== undefined);
    const fileName = titles.length > 0 ? pdfFileName(titles) : undefined;
    const printView = editor !== undefined || onCampaignScreen;
    const pageSize = options.pageSize ?? (printView ? this.printOptions.pageSize : undefined);
    // A character page renders its print view (even from another tab) only while printing.
    if (printView) {
      runInAction(() => (this.printing = true));
      await nextFrame();
    }
    // A browser names the PDF it saves after the page's title.
    const title = document.title;
    if (fileName) document.title = fileName.replace(/\.pdf$/, '');
    let result: ApiResult<{ savedTo?: string }>;
    try {
      result = await this.api.print({
        target: options.target ?? 'pdf',
        ...(fileName ? { suggestedName: fileName } : {}),
        ...(pageSize ? { pageSize } : {}),
      });
    } finally {
      document.title = title;
      if (printView) runInAction(() => (this.printing = false));
    }
    if (result.ok) {
      if (result.value.savedTo) this.status.inform(`Saved the PDF to ${result.value.savedTo}.`);
    } else if (result.error.code !== 'cancelled') {
      this.status.fail(result.error.message);
    }
  }

  /** Shows or hides the campaign screen's print view. */
  showCampaignPrint(open: boolean): void {
    this.campaignPrintOpen = open;
  }

  setPrintOptions(choices: Partial<PrintChoices>): void {
    this.printOptions = { ...this.printOptions, ...choices };
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
        await (command === 'undo' ? this.campaign.undoHere() : this.campaign.redoHere());
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

  /**
   * Shows a campaign that opened: a new history entry, unless the address
   * already names it ('address'). The campaign open before is left.
   */
  private enter(result: ApiResult<OpenedCampaign>, from: 'user' | 'address' = 'user'): boolean {
    if (!result.ok) {
      if (result.error.code !== 'cancelled') this.status.fail(result.error.message);
      return false;
    }
    const previous = this.campaign;
    this.status.reset();
    this.campaign = new CampaignStore(
      this.api,
      result.value,
      this.status,
      this.today,
      this.navigation,
      this.undoStorage,
    );
    if (previous) {
      // The previous campaign's editors and queued writes still need its handle.
      void previous
        .leave()
        .then(() =>
          previous.handle === result.value.handle ? undefined : this.api.closeCampaign({ handle: previous.handle }),
        );
    }
    if (from === 'user') this.navigation.go({ screen: 'campaign', campaign: result.value.key });
    return true;
  }
}

/** The print choices a user makes; the date is added when printing. */
export interface PrintChoices {
  pageSize: 'A4' | 'Letter';
  includeHistory: boolean;
  blank: boolean;
  /** A page of the rules the sheet uses, with the book's words, after a character's sheet. */
  includeExplanations: boolean;
  /** The campaign's print starts with one page that sums up the party. */
  includePartySummary: boolean;
  /** The campaign's print puts its non-player characters on a game master's page, several to a page, instead of a sheet each. */
  npcsTogether: boolean;
}

/** Resolves after the browser has had the chance to render and lay out the print view. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

/** True for elements whose own undo should win over the app's. */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(
      element.type,
    );
  }
  return element instanceof HTMLElement && element.isContentEditable;
}
