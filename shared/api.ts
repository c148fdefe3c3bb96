import { z } from 'zod';
import { CampaignFile, CharacterFile, DisplayName, Identifier } from './model/schemas';
import type { FileProblem } from './model/load';
import type { ApiChannel } from './api-channels';

export { API_METHODS, CLIENT_HEADER, PUSH_CHANNELS, ipcChannel, type ApiChannel } from './api-channels';

/**
 * CampaignApi: the one contract between the renderer and its host.
 *
 * The renderer never names a path. It refers to campaigns by the opaque
 * `handle` the host gave it when the user opened or created a campaign
 * (through a dialog, the recent list or, in browser mode, the root folder),
 * and to characters by their id inside that campaign.
 *
 * Every method resolves to an ApiResult instead of throwing, so errors keep
 * their code and message across IPC and HTTP alike.
 */

export const CampaignHandle = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'is not a campaign handle');
export type CampaignHandle = z.infer<typeof CampaignHandle>;

/** A content hash of a file as last read or written; used to detect outside changes. */
export const Revision = z.string().regex(/^[0-9a-f]{16,64}$/, 'is not a file revision');
export type Revision = z.infer<typeof Revision>;

export type ApiErrorCode =
  | 'not-found' // the campaign, character or recent entry does not exist (any more)
  | 'not-allowed' // the campaign was never opened by the user, or the request is foreign
  | 'invalid-argument' // the arguments failed validation
  | 'conflict' // the file changed on disk since it was read
  | 'file-problem' // the file on disk cannot be read (see `problem`)
  | 'already-exists' // a campaign folder or character of that name exists
  | 'cancelled' // the user closed a dialog
  | 'unsupported' // the host cannot do this (e.g. folder dialogs in browser mode)
  | 'io'; // the disk refused (permissions, full disk ...)

export interface ApiError {
  code: ApiErrorCode;
  /** A sentence a player understands, saying what happened and what to do next. */
  message: string;
  problem?: FileProblem;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface HostInfo {
  kind: 'electron' | 'browser';
  /** True where the host can show native folder dialogs (Electron). */
  canChooseFolders: boolean;
  /** Browser mode: the folder under which campaigns live, for display. */
  root?: string;
  appVersion: string;
}

/** A campaign the user may open: from the recent list or, in browser mode, the root folder. */
export interface CampaignListing {
  /**
   * Opaque key to pass to openCampaign. A campaign keeps its key while it is
   * listed (whatever else is opened meanwhile), so the page's address can name it.
   */
  key: string;
  name: string;
  system: string;
  /** Folder on disk, for display only. */
  path: string;
  lastOpened?: string;
}

export interface CharacterSummary {
  id: string;
  name: string;
  system: string;
  /** Relative file name, e.g. "characters/aria.json". */
  file: string;
  revision: Revision;
}

/**
 * Another version of a campaign file that a sync tool (Syncthing, Dropbox,
 * Nextcloud ...) left beside it when two machines changed the file at once,
 * e.g. `characters/aria.sync-conflict-20261123-101010-ABCDEFG.json`. It is
 * never renamed over its original; the user opens either and keeps one.
 */
export interface ConflictCopy {
  /** Relative file name of the copy. */
  file: string;
  /** The file it is another version of, e.g. "characters/aria.json" or "campaign.json". */
  original: string;
  /** For a copy of a character file, the character's id. */
  characterId?: string;
  /** The tool whose naming the copy follows, e.g. "Syncthing"; "a sync tool" when only the pattern is known. */
  tool: string;
  /** YYYY-MM-DD: the date in the copy's name, or failing that the day it was last changed. */
  date: string;
  revision: Revision;
  /** The name of the character or campaign inside the copy, when it can be read. */
  name?: string;
  /** Why the copy cannot be opened, as a sentence, when it cannot. */
  problem?: string;
}

/** How the host learns of changes made by other programs in an open campaign's folder. */
export interface WatchState {
  /** 'events': the system reports changes as they happen; 'polling': the host looks every `intervalMs`. */
  mode: 'events' | 'polling';
  intervalMs?: number;
  /** Why the host polls, as a sentence for the user; absent while events arrive. */
  message?: string;
}

/** What the renderer gets when a campaign opens. */
export interface OpenedCampaign {
  handle: CampaignHandle;
  /** The listing key that opens this campaign again, e.g. from the page's address after a reload. */
  key: string;
  path: string;
  campaign: CampaignFile;
  campaignRevision: Revision;
  characters: CharacterSummary[];
  /** Files that could not be opened; the rest of the campaign opened anyway. */
  problems: FileProblem[];
  /** Other versions of the campaign's files left by sync tools. */
  conflictCopies: ConflictCopy[];
  /** How changes made by other programs reach the app. */
  watching: WatchState;
}

export interface LoadedCampaign {
  campaign: CampaignFile;
  revision: Revision;
}

export interface LoadedCharacter {
  character: CharacterFile;
  revision: Revision;
  /** Set when the file was in an older format and was migrated in memory. */
  migratedFrom?: number;
}

export const CreateCampaignInput = z.strictObject({
  name: DisplayName,
  system: Identifier,
  settings: z.record(z.string(), z.unknown()).optional(),
});
export type CreateCampaignInput = z.infer<typeof CreateCampaignInput>;

export const WriteCharacterInput = z.strictObject({
  handle: CampaignHandle,
  character: CharacterFile,
  /** Revision the edit was based on; omit only for a new character. */
  baseRevision: Revision.optional(),
  /** The user chose to keep their version over a change made outside the app. */
  overwrite: z.boolean().optional(),
});
export type WriteCharacterInput = z.infer<typeof WriteCharacterInput>;

/** At most this many characters are written by one writeCharacters request. */
export const MAX_CHARACTERS_PER_WRITE = 64;

export const WriteCampaignInput = z.strictObject({
  handle: CampaignHandle,
  campaign: CampaignFile,
  baseRevision: Revision,
  overwrite: z.boolean().optional(),
});
export type WriteCampaignInput = z.infer<typeof WriteCampaignInput>;

/**
 * Several characters written at once (an award to the party): each as writeCharacter writes it, with its own
 * base revision and its own outcome, all under one hold of the campaign's lock. Each character at most once.
 * With `campaign`, campaign.json is written as writeCampaign writes it, in the same hold of the lock, after the
 * characters and only when every one of them was written: an award follows its shares, and is not kept without
 * them.
 */
export const WriteCharactersInput = z.strictObject({
  handle: CampaignHandle,
  writes: z
    .array(WriteCharacterInput.omit({ handle: true }))
    .min(1)
    .max(MAX_CHARACTERS_PER_WRITE)
    .refine(
      (writes) => new Set(writes.map((w) => w.character.id)).size === writes.length,
      'names one character more than once',
    ),
  campaign: WriteCampaignInput.omit({ handle: true }).optional(),
});
export type WriteCharactersInput = z.infer<typeof WriteCharactersInput>;

/**
 * What writeCharacters did with each character, in the order asked: its new revision, or why it was not written;
 * and, when campaign.json was asked for, what was done with it. `campaign` is absent when it was not asked for or
 * not tried because a character was not written.
 */
export interface WrittenCharacters {
  results: ApiResult<{ revision: Revision }>[];
  campaign?: ApiResult<{ revision: Revision }>;
}

export const CharacterRef = z.strictObject({ handle: CampaignHandle, id: Identifier });
export type CharacterRef = z.infer<typeof CharacterRef>;

/** The relative name of a conflict copy: in the campaign folder or in characters/, never a path that climbs out. */
export const ConflictCopyFile = z
  .string()
  .max(300)
  .regex(/^(characters\/)?[^/\\\0]+\.json$/, 'is not the name of a file in the campaign folder')
  .refine(
    (file) => !file.split('/').some((part) => part === '..' || part.startsWith('.')),
    'is not the name of a file in the campaign folder',
  );

export const ConflictCopyRef = z.strictObject({ handle: CampaignHandle, file: ConflictCopyFile });
export type ConflictCopyRef = z.infer<typeof ConflictCopyRef>;

export const ResolveConflictCopyInput = z.strictObject({
  handle: CampaignHandle,
  file: ConflictCopyFile,
  /**
   * 'copy': the copy replaces its original; 'original': the original stays. Either way the other goes to .backups.
   * 'both' (a character only): the two ledgers merged entry by entry replace the original, and both versions go to
   * .backups; refused, changing nothing, where the versions collide (see mergeCharacters).
   */
  keep: z.enum(['copy', 'original', 'both']),
  /** Revision of the copy as the user saw it; a copy changed since is not acted on. */
  copyRevision: Revision,
  /**
   * With 'both': the value chosen for each field the two versions set differently (the name, the non-player mark,
   * the creation choices), keyed as mergeCharacters asks; each must be one of the two versions' values.
   */
  choices: z.partialRecord(z.enum(['name', 'npc', 'creation']), z.strictObject({ value: z.unknown() })).optional(),
});
export type ResolveConflictCopyInput = z.infer<typeof ResolveConflictCopyInput>;

/** What a conflict copy holds, read and checked like its original. */
export type ConflictCopyContents =
  | { kind: 'character'; character: CharacterFile; revision: Revision }
  | { kind: 'campaign'; campaign: CampaignFile; revision: Revision };

export const OpenCampaignInput = z.strictObject({ key: z.string().min(1).max(200) });
export const PrintInput = z.strictObject({
  /** 'pdf' asks where to save and writes a PDF; 'system' opens the print dialog. */
  target: z.enum(['pdf', 'system']),
  /** Suggested file name for the PDF, without folder. */
  suggestedName: z.string().max(200).optional(),
  pageSize: z.enum(['A4', 'Letter']).optional(),
});
export type PrintInput = z.infer<typeof PrintInput>;

/**
 * A file of an open campaign changed on disk: written by another program,
 * by another window or tab of this app, or through another server on the
 * same folder. A page is not told of its own writes.
 */
export interface FileChange {
  handle: CampaignHandle;
  kind: 'add' | 'change' | 'unlink';
  /** Relative file name, e.g. "characters/aria.json" or "campaign.json". */
  file: string;
  /** For character files, the character's id. */
  characterId?: string;
  /** Revision of the file now on disk (absent for unlink). */
  revision?: Revision;
}

/** The conflict copies in an open campaign changed; `copies` is the whole list now. */
export interface ConflictCopiesChange {
  handle: CampaignHandle;
  kind: 'conflict-copies';
  copies: ConflictCopy[];
}

/** The way the host watches an open campaign changed, e.g. it fell back to polling. */
export interface WatchingChange {
  handle: CampaignHandle;
  kind: 'watching';
  watching: WatchState;
}

export type CampaignChange = FileChange | ConflictCopiesChange | WatchingChange;

/** Commands the host's native menu sends to the renderer. */
export const MENU_COMMANDS = ['new-campaign', 'open-campaign', 'print', 'undo', 'redo'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number] | { openRecent: string };

export interface CampaignApi {
  hostInfo(): Promise<ApiResult<HostInfo>>;
  /** Recent campaigns (and, in browser mode, every campaign in the root folder). */
  listCampaigns(): Promise<ApiResult<CampaignListing[]>>;
  /** Electron: a folder dialog. Browser mode: 'unsupported'. */
  chooseCampaignFolder(): Promise<ApiResult<OpenedCampaign>>;
  openCampaign(input: z.infer<typeof OpenCampaignInput>): Promise<ApiResult<OpenedCampaign>>;
  /** Creates the campaign folder (Electron asks where; browser mode uses the root). */
  createCampaign(input: CreateCampaignInput): Promise<ApiResult<OpenedCampaign>>;
  /** campaign.json of an open campaign as it is on disk now. */
  readCampaign(input: { handle: CampaignHandle }): Promise<ApiResult<LoadedCampaign>>;
  writeCampaign(input: WriteCampaignInput): Promise<ApiResult<{ revision: Revision }>>;
  closeCampaign(input: { handle: CampaignHandle }): Promise<ApiResult<null>>;
  readCharacter(input: CharacterRef): Promise<ApiResult<LoadedCharacter>>;
  writeCharacter(input: WriteCharacterInput): Promise<ApiResult<{ revision: Revision }>>;
  /** Writes several characters, each as writeCharacter would; fails as a whole only when nothing could be tried. */
  writeCharacters(input: WriteCharactersInput): Promise<ApiResult<WrittenCharacters>>;
  /** Moves the file into the campaign's .backups folder; nothing is destroyed. */
  deleteCharacter(input: CharacterRef): Promise<ApiResult<null>>;
  /** Reads another version of a file that a sync tool left in the campaign (see ConflictCopy). */
  readConflictCopy(input: ConflictCopyRef): Promise<ApiResult<ConflictCopyContents>>;
  /** Keeps the copy or its original; the other goes to .backups. Resolves to the original's revision now. */
  resolveConflictCopy(input: ResolveConflictCopyInput): Promise<ApiResult<{ revision: Revision }>>;
  /** Electron: printToPDF through a save dialog, or the system dialog. Browser mode: window.print(). */
  print(input: PrintInput): Promise<ApiResult<{ savedTo?: string }>>;
  /** Outside changes to open campaigns. Returns an unsubscribe function. */
  onCampaignChange(listener: (change: CampaignChange) => void): () => void;
  /** Native menu commands (Electron only; browser mode never calls the listener). */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}

/**
 * The request/response channels, one per method, with the schema of the
 * single argument each takes. Main registers exactly these; the preload
 * exposes exactly these; browser mode serves exactly these.
 */
export const API_CHANNELS = {
  hostInfo: z.undefined(),
  listCampaigns: z.undefined(),
  chooseCampaignFolder: z.undefined(),
  openCampaign: OpenCampaignInput,
  createCampaign: CreateCampaignInput,
  readCampaign: z.strictObject({ handle: CampaignHandle }),
  writeCampaign: WriteCampaignInput,
  closeCampaign: z.strictObject({ handle: CampaignHandle }),
  readCharacter: CharacterRef,
  writeCharacter: WriteCharacterInput,
  writeCharacters: WriteCharactersInput,
  deleteCharacter: CharacterRef,
  readConflictCopy: ConflictCopyRef,
  resolveConflictCopy: ResolveConflictCopyInput,
  print: PrintInput,
} as const satisfies Record<ApiChannel, z.ZodType>;

export const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
export const err = <T = never>(code: ApiErrorCode, message: string, problem?: FileProblem): ApiResult<T> =>
  problem ? { ok: false, error: { code, message, problem } } : { ok: false, error: { code, message } };

/** Compile-time check: every request method has a channel, and nothing else does. */
type RequestMethod = Exclude<keyof CampaignApi, 'onCampaignChange' | 'onMenuCommand'>;
const _everyMethodHasAChannel: [RequestMethod] extends [ApiChannel]
  ? [ApiChannel] extends [RequestMethod]
    ? true
    : never
  : never = true;
void _everyMethodHasAChannel;
