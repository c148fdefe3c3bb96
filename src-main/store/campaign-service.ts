import type {
  ApiResult,
  CampaignChange,
  CampaignListing,
  CharacterRef,
  CreateCampaignInput,
  LoadedCharacter,
  OpenedCampaign,
  Revision,
  WriteCampaignInput,
  WriteCharacterInput,
} from '../../shared/api';

/**
 * The host-side half of CampaignApi, shared by Electron's IPC handlers and
 * browser mode's HTTP server. It knows nothing of windows or dialogs: the
 * host decides which folder the user picked, and the service remembers which
 * folders were opened (the grants) so a handle can never name anything else.
 */
export interface CampaignService {
  /** Recently opened campaigns, newest first, as listings whose key is "recent:<n>". */
  listRecent(): Promise<CampaignListing[]>;
  /** Opens (and grants) the campaign folder at an absolute path the host vouches for; records it as recent. */
  openFolder(folder: string): Promise<ApiResult<OpenedCampaign>>;
  /** Opens a campaign from the recent list by its listing key. */
  openRecent(key: string): Promise<ApiResult<OpenedCampaign>>;
  /** Creates a new campaign in `folder` (which must not exist or be empty) and opens it. */
  createCampaign(folder: string, input: CreateCampaignInput): Promise<ApiResult<OpenedCampaign>>;
  writeCampaign(input: WriteCampaignInput): Promise<ApiResult<{ revision: Revision }>>;
  closeCampaign(handle: string): Promise<ApiResult<null>>;
  readCharacter(ref: CharacterRef): Promise<ApiResult<LoadedCharacter>>;
  writeCharacter(input: WriteCharacterInput): Promise<ApiResult<{ revision: Revision }>>;
  deleteCharacter(ref: CharacterRef): Promise<ApiResult<null>>;
  /** The folder of an open campaign, or undefined for a handle never granted. */
  folderOf(handle: string): string | undefined;
  /** Outside changes in open campaigns. Returns an unsubscribe function. */
  onChange(listener: (change: CampaignChange) => void): () => void;
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
}
