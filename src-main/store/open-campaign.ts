import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  err,
  ok,
  type ApiResult,
  type CampaignChange,
  type ConflictCopyContents,
  type LoadedCampaign,
  type LoadedCharacter,
  type ResolveConflictCopyInput,
  type Revision,
  type WriteCampaignInput,
  type WriteCharacterInput,
  type WriteCharactersInput,
  type WrittenCharacters,
} from '../../shared/api';
import { backupVersion } from './backups';
import type { ChangeOrigin } from './campaign-service';
import { readCampaignFile, readCharacterFile } from './campaign-folder';
import { saveOne, saveCharactersThenCampaign, type CampaignSaves, type SaveOf } from './campaign-saves';
import { watchOpenCampaign, type WatchSettings } from './campaign-watching';
import { deleteCampaignFile, ioError, type Written } from './campaign-writes';
import { keepOneVersion, originalOf, readConflictCopyFile } from './conflict-copy-writes';
import { CAMPAIGN_FILE, characterFileOf, type DiskFile } from './disk-file';
import { CAMPAIGN_LOCK_NAME, LockTimeout, type FolderLocks } from './folder-lock';
import { refuseCampaignGame, refuseCharacter } from './game-checks';
import type { CampaignWatcher } from './watcher';

/** Names Windows reserves for devices, whatever the extension; a campaign folder may travel to Windows. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/;

/** What every open campaign of one service shares: the locks, the listeners, the clock, how folders are watched. */
export interface CampaignContext {
  locks: FolderLocks;
  emit(change: CampaignChange, origin: ChangeOrigin): void;
  now(): Date;
  today(): string;
  /** How open campaigns are watched; undefined when they are not. */
  watch: WatchSettings | undefined;
}

/**
 * One open campaign, and everything the store does in it: it holds the campaign's lock around every read and
 * write, knows the revision of each file as last read or written (the base of the next write, and how its watcher
 * tells the store's own saves from other programs' changes), keeps the bytes of its own last write of each file
 * (so a version another program replaced without a backup is not lost), reports each change to the listeners with
 * the origin that asked for it, and owns the campaign's watcher. The service only finds it by its handle.
 */
export class OpenCampaign implements CampaignSaves {
  readonly handle = randomBytes(18).toString('base64url');
  /** Last revision read or written per relative file; shared with the watcher. */
  readonly known = new Map<string, Revision>();
  /**
   * How many times it was opened and not yet closed: two windows or tabs
   * showing one campaign share its handle, and one closing it must not take
   * it from the other.
   */
  opens = 0;
  /** The campaign's name as this service last put it in the recent list; the list is written again only when it changes. */
  listedName: string | undefined;
  /** The game campaign.json named when it was last read or written: the game of every character written here. */
  system = '';
  watcher: CampaignWatcher | undefined;
  /**
   * The bytes of the last version this service wrote of each file, while it
   * is on disk: if another program replaces it without a backup (a sync tool,
   * an editor), this copy goes to .backups, so the user's save is never lost.
   */
  private readonly own = new Map<string, { revision: Revision; bytes: Buffer }>();

  constructor(
    readonly folder: string,
    readonly context: CampaignContext,
  ) {}

  /** Runs `task` holding the campaign's lock; a lock held too long by another program becomes an `io` error. */
  async locked<T>(task: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    try {
      return await this.context.locks.run(path.join(this.folder, CAMPAIGN_LOCK_NAME), task);
    } catch (error) {
      if (error instanceof LockTimeout) return err('io', error.message);
      return ioError(error, 'work in the campaign folder');
    }
  }

  /** After the campaign was opened: the revisions of its files as read, and its game. */
  opened(revisions: ReadonlyMap<string, Revision>, system: string): void {
    this.opens += 1;
    this.known.clear();
    for (const [file, revision] of revisions) this.known.set(file, revision);
    this.system = system;
    if (!this.watcher && this.context.watch) this.watcher = watchOpenCampaign(this, this.context.watch);
  }

  /** Stops its watcher; nothing is reported from then on. */
  async close(): Promise<void> {
    await this.watcher?.close();
  }

  readCampaign(): Promise<ApiResult<LoadedCampaign>> {
    return this.locked(async () => {
      const result = await readCampaignFile(this.folder, this.context.today());
      if (result.ok) {
        this.read(CAMPAIGN_FILE, result.value.revision);
        this.system = result.value.campaign.system;
      }
      return result;
    });
  }

  readCharacter(id: string): Promise<ApiResult<LoadedCharacter>> {
    return this.locked(async () => {
      const result = await readCharacterFile(this.folder, id, this.context.today());
      if (result.ok) this.read(characterFileOf(id), result.value.revision);
      return result;
    });
  }

  async writeCampaign(
    { campaign, baseRevision, overwrite }: Omit<WriteCampaignInput, 'handle'>,
    origin: ChangeOrigin,
  ): Promise<ApiResult<{ revision: Revision }>> {
    const refused = refuseCampaignGame(campaign.system, this.system);
    if (refused) return refused;
    const saved = await saveOne(
      this,
      { relFile: CAMPAIGN_FILE, kind: 'campaign', data: campaign, baseRevision, overwrite },
      origin,
    );
    if (saved.ok) this.system = campaign.system;
    return saved;
  }

  writeCharacter(
    input: Omit<WriteCharacterInput, 'handle'>,
    origin: ChangeOrigin,
  ): Promise<ApiResult<{ revision: Revision }>> {
    const write = this.characterSave(input);
    return write.ok ? saveOne(this, write.value, origin) : Promise.resolve(write);
  }

  async writeCharacters(
    { writes, campaign }: Omit<WriteCharactersInput, 'handle'>,
    origin: ChangeOrigin,
  ): Promise<ApiResult<WrittenCharacters>> {
    const refused = campaign && refuseCampaignGame(campaign.campaign.system, this.system);
    if (refused) return refused;
    const campaignSave: SaveOf | undefined = campaign && {
      relFile: CAMPAIGN_FILE,
      kind: 'campaign',
      data: campaign.campaign,
      baseRevision: campaign.baseRevision,
      overwrite: campaign.overwrite,
    };
    const written = await saveCharactersThenCampaign(
      this,
      writes.map((write) => this.characterSave(write)),
      campaignSave,
      origin,
    );
    if (campaign && written.ok && written.value.campaign?.ok) this.system = campaign.campaign.system;
    return written;
  }

  deleteCharacter(id: string, origin: ChangeOrigin): Promise<ApiResult<null>> {
    const relFile = characterFileOf(id);
    return this.locked(async () => {
      const result = await deleteCampaignFile(this.folder, relFile, this.context.now());
      if (result.ok) this.deleted(relFile, origin);
      return result;
    });
  }

  readConflictCopy(file: string): Promise<ApiResult<ConflictCopyContents>> {
    const files = originalOf(file);
    if (!files.ok) return Promise.resolve(files);
    return this.locked(() => readConflictCopyFile(this.folder, files.value, this.context.today()));
  }

  resolveConflictCopy(
    { file, keep, copyRevision, choices }: Omit<ResolveConflictCopyInput, 'handle'>,
    origin: ChangeOrigin,
  ): Promise<ApiResult<{ revision: Revision }>> {
    const files = originalOf(file);
    if (!files.ok) return Promise.resolve(files);
    const { original } = files.value;
    return this.locked(async () => {
      const now = this.context.now();
      const kept = await keepOneVersion({
        folder: this.folder,
        files: files.value,
        keep,
        copyRevision,
        ...(choices ? { choices } : {}),
        now,
        today: this.context.today(),
        refuse: (contents) =>
          contents.kind === 'character'
            ? refuseCharacter(contents.character, this.system)
            : refuseCampaignGame(contents.campaign.system, this.system),
        onDisk: (current) => this.keepOwnVersion(original, current, now),
      });
      if (!kept.ok) return kept;
      const { revision, written, created } = kept.value;
      if (written) this.wrote(original, { revision, bytes: written, created }, origin);
      return ok({ revision });
    });
  }

  /** A character's save as writeCharacter and writeCharacters take it, or why the campaign cannot hold it. */
  private characterSave({
    character,
    baseRevision,
    overwrite,
  }: Omit<WriteCharacterInput, 'handle'>): ApiResult<SaveOf> {
    if (WINDOWS_RESERVED.test(character.id)) {
      return err(
        'invalid-argument',
        `The character could not be saved because "${character.id}" is a name Windows reserves for devices, so its file could not be opened there. Choose another id.`,
      );
    }
    const refused = refuseCharacter(character, this.system);
    if (refused) return refused;
    return ok({ relFile: characterFileOf(character.id), kind: 'character', data: character, baseRevision, overwrite });
  }

  /** The version the store last wrote to a file since the campaign was opened, if it did. */
  ownVersionOf(relFile: string): { revision: Revision; bytes: Buffer } | undefined {
    return this.own.get(relFile);
  }

  /**
   * Before a file the service wrote is replaced, or when it is found changed:
   * if the version on disk is no longer the one written here, another program
   * replaced it, and the version written here goes to .backups. Call holding
   * the campaign's lock.
   */
  async keepOwnVersion(relFile: string, onDisk: DiskFile | undefined, now: Date): Promise<void> {
    const own = this.own.get(relFile);
    if (!own || own.revision === onDisk?.revision) return;
    this.own.delete(relFile);
    await backupVersion(this.folder, relFile, own.bytes, now);
  }

  /** After a file was read: its revision is the base of the next write. */
  read(relFile: string, revision: Revision): void {
    this.known.set(relFile, revision);
  }

  /**
   * After a file was written through the service: its revision is known before the watcher looks, so the watcher
   * takes the change for the store's own and reports nothing; every listener but the one who asked is told here.
   */
  wrote(relFile: string, written: Written, origin: ChangeOrigin): void {
    const before = this.known.get(relFile);
    this.known.set(relFile, written.revision);
    this.own.set(relFile, { revision: written.revision, bytes: written.bytes });
    if (written.revision !== before) {
      this.context.emit(
        {
          handle: this.handle,
          kind: written.created ? 'add' : 'change',
          ...fileRef(relFile),
          revision: written.revision,
        },
        origin,
      );
    }
  }

  /** After a file was moved into .backups through the service. */
  deleted(relFile: string, origin: ChangeOrigin): void {
    this.known.delete(relFile);
    this.own.delete(relFile);
    this.context.emit({ handle: this.handle, kind: 'unlink', ...fileRef(relFile) }, origin);
  }
}

/** The file and, for a character file, the character's id, as a change names them. */
function fileRef(relFile: string): { file: string; characterId?: string } {
  const id = /^characters\/([^/]+)\.json$/.exec(relFile)?.[1];
  return id === undefined ? { file: relFile } : { file: relFile, characterId: id };
}
