import type {
  ApiResult,
  CampaignChange,
  CampaignListing,
  CharacterRef,
  ConflictCopyContents,
  ConflictCopyRef,
  CreateCampaignInput,
  LoadedCampaign,
  LoadedCharacter,
  OpenedCampaign,
  ResolveConflictCopyInput,
  Revision,
  WriteCampaignInput,
  WriteCharacterInput,
  WriteCharactersInput,
  WrittenCharacters,
} from '../../shared/api';
import type { Checked } from './requests';

/**
 * Who asked for a write: an opaque id of the window or tab, so that the
 * change it caused is reported to every other listener but not echoed back.
 */
export type ChangeOrigin = string | undefined;

/**
 * The requests of CampaignService for inputs a host has already parsed with their channel's schema at its boundary
 * (checkRequest): they are routed to the open campaign without being parsed again.
 */
export interface CheckedCampaignRequests {
  createCampaign(folder: string, input: Checked<CreateCampaignInput>): Promise<ApiResult<OpenedCampaign>>;
  readCampaign(ref: Checked<{ handle: string }>): Promise<ApiResult<LoadedCampaign>>;
  writeCampaign(input: Checked<WriteCampaignInput>, origin?: ChangeOrigin): Promise<ApiResult<{ revision: Revision }>>;
  readCharacter(ref: Checked<CharacterRef>): Promise<ApiResult<LoadedCharacter>>;
  writeCharacter(
    input: Checked<WriteCharacterInput>,
    origin?: ChangeOrigin,
  ): Promise<ApiResult<{ revision: Revision }>>;
  writeCharacters(input: Checked<WriteCharactersInput>, origin?: ChangeOrigin): Promise<ApiResult<WrittenCharacters>>;
  deleteCharacter(ref: Checked<CharacterRef>, origin?: ChangeOrigin): Promise<ApiResult<null>>;
  readConflictCopy(ref: Checked<ConflictCopyRef>): Promise<ApiResult<ConflictCopyContents>>;
  resolveConflictCopy(
    input: Checked<ResolveConflictCopyInput>,
    origin?: ChangeOrigin,
  ): Promise<ApiResult<{ revision: Revision }>>;
}

/**
 * The host-side half of CampaignApi, shared by Electron's IPC handlers and
 * browser mode's HTTP server. It knows nothing of windows or dialogs: the
 * host decides which folder the user picked, and the service remembers which
 * folders were opened (the grants) so a handle can never name anything else.
 *
 * Its request methods parse their input with the channel's schema (for callers inside the process); `checked`
 * takes inputs a host already parsed at its boundary. Either way a request is parsed once (see checkRequest).
 */
export interface CampaignService {
  /** The same requests, for inputs parsed at a host's boundary; not parsed again. */
  readonly checked: CheckedCampaignRequests;
  /** Recently opened campaigns, newest first, as listings keyed "recent:<16 hex digits>" (see recentKeyOf). */
  listRecent(): Promise<CampaignListing[]>;
  /** Opens (and grants) the campaign folder at an absolute path the host vouches for; records it as recent. */
  openFolder(folder: string): Promise<ApiResult<OpenedCampaign>>;
  /** Opens a campaign from the recent list by its listing key; a key no entry has is 'not-found'. */
  openRecent(key: string): Promise<ApiResult<OpenedCampaign>>;
  /** Creates a new campaign in `folder` (which must not exist or be empty) and opens it. */
  createCampaign(folder: string, input: CreateCampaignInput): Promise<ApiResult<OpenedCampaign>>;
  readCampaign(ref: { handle: string }): Promise<ApiResult<LoadedCampaign>>;
  writeCampaign(input: WriteCampaignInput, origin?: ChangeOrigin): Promise<ApiResult<{ revision: Revision }>>;
  closeCampaign(handle: string): Promise<ApiResult<null>>;
  readCharacter(ref: CharacterRef): Promise<ApiResult<LoadedCharacter>>;
  writeCharacter(input: WriteCharacterInput, origin?: ChangeOrigin): Promise<ApiResult<{ revision: Revision }>>;
  /** Several characters under one hold of the lock, written side by side, each with its own outcome; then campaign.json when asked for and every character was written. */
  writeCharacters(input: WriteCharactersInput, origin?: ChangeOrigin): Promise<ApiResult<WrittenCharacters>>;
  deleteCharacter(ref: CharacterRef, origin?: ChangeOrigin): Promise<ApiResult<null>>;
  readConflictCopy(ref: ConflictCopyRef): Promise<ApiResult<ConflictCopyContents>>;
  resolveConflictCopy(
    input: ResolveConflictCopyInput,
    origin?: ChangeOrigin,
  ): Promise<ApiResult<{ revision: Revision }>>;
  /** The folder of an open campaign, or undefined for a handle never granted. */
  folderOf(handle: string): string | undefined;
  /**
   * Every change in open campaigns: made by other programs, or through this
   * service (then `origin` names who asked, so a host need not echo it back).
   * Returns an unsubscribe function.
   */
  onChange(listener: (change: CampaignChange, origin: ChangeOrigin) => void): () => void;
  /** Stops watchers. */
  dispose(): Promise<void>;
}

export interface CampaignServiceOptions {
  /** JSON file where the recent list is kept (in the user's data folder). */
  recentFile: string;
  /** Watch open campaigns for outside changes (default true). */
  watch?: boolean;
  /** Today's date, YYYY-MM-DD; injectable for tests. */
  today?: () => string;
  /** The current time, for backup names and the recent list; injectable for tests. */
  now?: () => Date;
  /** Quiet time before the watcher reads a changed file (default 100 ms). */
  watchDebounceMs?: number;
  /** Poll instead of waiting for the system's change events (default: only where events are known not to arrive). */
  watchPolling?: boolean;
  /** How often a polling watcher looks (default 2000 ms). */
  watchPollMs?: number;
  /**
   * Take the campaign's lock on disk around every read-check-replace, so that
   * other processes of this app cannot interleave (default true; the
   * benchmark turns it off to measure what it costs).
   */
  crossProcessLock?: boolean;
  /** A lock whose holder has not refreshed it for this long is taken over (default 10 000 ms). */
  lockStaleMs?: number;
  /** How long a write waits for another program's lock before giving up with a message (default 15 000 ms). */
  lockWaitMs?: number;
}
