import { promises as fs } from 'node:fs';
import path from 'node:path';
import { err, ok, type ApiResult, type CreateCampaignInput, type Revision } from '../../shared/api';
import {
  FORMAT_VERSION,
  MAX_FILE_BYTES,
  stableStringify,
  tooLargeToOpen,
  type CampaignFile,
  type FileKind,
} from '../../shared/model';
import {
  asideNameFor,
  errorCode,
  removeInFolder,
  renameInFolder,
  FolderFlushes,
  renameWithRetry,
  syncFolder,
  writeTempFile,
} from './atomic-write';
import { backupSetAside, relBackupFolderOf } from './backups';
import { newerVersionOnDisk } from './campaign-folder';
import { absolutePath, CAMPAIGN_FILE, CHARACTERS_FOLDER, readDiskFile, type DiskFile } from './disk-file';
import { FileTooLarge, FolderLooks, LinkRefused, makeFolderInside, NotAFile } from './contained';
import { placeIfAbsent, replaceIfUnchanged, type ReplaceOptions } from './replace';
import { revisionOf } from './revision';

/** One checked write of a campaign file. */
export interface FileWrite {
  folder: string;
  /** Relative path with forward slashes, e.g. "characters/aria.json". */
  relFile: string;
  kind: FileKind;
  /** The file's content; written as stableStringify(data). */
  data: unknown;
  /** Revision the edit was based on; undefined when the file is new. */
  baseRevision?: Revision;
  /** Keep this version over one changed outside the app (the outside one is backed up). */
  overwrite?: boolean;
  now: Date;
  today: string;
  /**
   * Called with the version now on disk (undefined when there is none) before
   * anything is decided: the store backs up its own last version here when
   * another program replaced it without a backup.
   */
  onDisk?: (current: DiskFile | undefined) => Promise<void>;
  /** The version this app last wrote to the file, if it did since the campaign was opened. */
  own?: { revision: Revision; bytes: Buffer };
  /** Called with the new revision just before the file is replaced, so a watcher can recognise the store's own write. */
  beforeReplace?: (revision: Revision) => void;
  /** Steps of the replace a test can step into. */
  replace?: ReplaceOptions;
  /** The folders already looked at by the other saves of this hold of the lock (see FolderLooks). */
  looks?: FolderLooks;
  /** The folder flushes shared with the other saves of this hold of the lock (see FolderFlushes). */
  flushes?: FolderFlushes;
}

/** What a successful write did: the new revision, the bytes now on disk, and whether the file was new. */
export interface Written {
  revision: Revision;
  bytes: Buffer;
  created: boolean;
}

/**
 * Writes a campaign file with optimistic concurrency: the file on disk must
 * still be the one the edit was based on, unless the user chose to overwrite;
 * either way it is replaced only if it still holds the bytes just read (see
 * replaceIfUnchanged), so a version another program wrote a moment ago is
 * never lost. The version replaced goes to .backups, moved there byte for
 * byte. A file saved by a newer app is never touched. Unchanged bytes are not
 * rewritten. Nothing is read or written through a link.
 *
 * The save is made ready while `go` (the campaign's lock being held, or for campaign.json after its characters,
 * their being written) is pending: the file on disk read (or the version this app last wrote trusted to be there)
 * and the new version written to its temp file; it is carried out only if `go` resolves to true, and resolves to
 * undefined, nothing written, when it resolves to false. What was read is trusted only for a save that replaces
 * it, and the replace checks under the lock that it is still what is there; when it is not, or when the save would
 * be refused or would change nothing, the save is decided on the version on disk under the lock. When the replace
 * finds the file changed since it was read, or its temp file tidied away by an opening of the campaign meanwhile,
 * the save is decided and made once more, holding the lock, from a fresh read and a fresh temp file; what that
 * second attempt finds is final. See decision 0003.
 */
export async function writeCampaignFileAfter(
  write: FileWrite,
  go: Promise<boolean>,
): Promise<ApiResult<Written> | undefined> {
  const bytes = Buffer.from(stableStringify(write.data));
  if (bytes.length > MAX_FILE_BYTES) {
    // The store reads nothing larger, so it writes nothing larger either.
    return err(
      'invalid-argument',
      `${tooLargeToOpen(write.relFile, bytes.length, 'would be')}, so it was not saved. Remove what made it so large (a very long note, perhaps) and save again.`,
    );
  }
  const save = new PendingSave(write, bytes);
  try {
    const ready = await save.makeReady();
    if (!(await go)) return undefined;
    const first = await save.settle(await save.confirmed(ready.current), ready.backupsLooked, false);
    if (first !== 'again') return first;
    const [current] = await Promise.all([save.readNow(), save.writeTemp()]);
    return (await save.settle(current, undefined, true)) as ApiResult<Written>;
  } catch (error) {
    if (!(await go)) return undefined;
    return ioError(error, `save ${write.relFile}`);
  } finally {
    await save.removeTemp();
  }
}

/** One save of a campaign file on its way: its bytes, its temp file, and the folders it has looked at. */
class PendingSave {
  readonly revision: Revision;
  private readonly target: string;
  private readonly looks: FolderLooks;
  private readonly flushes: FolderFlushes;
  /** The temp file holding the new version, until it is linked into place or removed. */
  private temp: string | undefined;

  constructor(
    private readonly write: FileWrite,
    private readonly bytes: Buffer,
  ) {
    this.revision = revisionOf(bytes);
    this.target = absolutePath(write.folder, write.relFile);
    this.looks = write.looks ?? new FolderLooks(write.folder);
    this.flushes = write.flushes ?? new FolderFlushes();
  }

  /**
   * Before the go-ahead: the file's folder checked for links (and made, the first time), then, side by side, the
   * file on disk read, the new version written to its temp file, and, for an edit (which expects a version on disk),
   * its backups folder looked at. An edit of the version this app last wrote is taken to be still on disk without
   * reading it: the replace checks that it is, as it checks any version read before the lock.
   */
  async makeReady(): Promise<{ current: DiskFile | undefined; backupsLooked: PromiseSettledResult<void> | undefined }> {
    const { write } = this;
    await this.looks.make(path.posix.dirname(write.relFile));
    const backupsEarly = write.baseRevision !== undefined ? this.backupsFolder() : undefined;
    const own = write.own && write.own.revision === write.baseRevision ? write.own : undefined;
    const onDisk = own ? Promise.resolve({ ...own, mtimeMs: Number.NaN }) : this.readNow();
    const [read, made, early] = await Promise.allSettled([
      onDisk,
      writeTempFile(this.target, this.bytes),
      backupsEarly,
    ]);
    if (made.status === 'fulfilled') this.temp = made.value;
    if (read.status === 'rejected') throw read.reason;
    if (made.status === 'rejected') throw made.reason;
    return { current: read.value, backupsLooked: backupsEarly === undefined ? undefined : early };
  }

  /** Holding the lock: a save that would be refused, or would change nothing, is decided on the file on disk now. */
  async confirmed(current: DiskFile | undefined): Promise<DiskFile | undefined> {
    return refuseWrite(this.write, current) || this.unchanged(current) ? this.readNow() : current;
  }

  readNow(): Promise<DiskFile | undefined> {
    return readDiskFile(this.write.folder, this.write.relFile, { folderChecked: true });
  }

  async writeTemp(): Promise<void> {
    await this.removeTemp();
    this.temp = await writeTempFile(this.target, this.bytes);
  }

  async removeTemp(): Promise<void> {
    const temp = this.temp;
    this.temp = undefined;
    if (temp) await removeInFolder(temp).catch(() => undefined);
  }

  /**
   * Holding the lock, with `current` the version on disk the save is decided on: refused, nothing to change, or the
   * replace. 'again' when the replace found the file changed since it was read, or the temp file gone, on a first
   * attempt; on the last, that is a conflict or an error.
   */
  async settle(
    current: DiskFile | undefined,
    backupsLooked: PromiseSettledResult<void> | undefined,
    last: boolean,
  ): Promise<ApiResult<Written> | 'again'> {
    const { write } = this;
    const refusal = refuseWrite(write, current);
    await write.onDisk?.(current);
    if (!refusal && current) {
      if (backupsLooked?.status === 'rejected') throw backupsLooked.reason;
      await this.backupsFolder();
    }
    if (refusal) return refusal;
    if (this.unchanged(current)) return ok({ revision: this.revision, bytes: this.bytes, created: false });
    write.beforeReplace?.(this.revision);
    const result = await replaceIfUnchanged(this.target, this.temp!, current?.bytes, write.replace);
    if (!result.ok) {
      if (result.setAside)
        await backupSetAside(write.folder, write.relFile, result.setAside, write.now, 'version', {
          looks: this.looks,
          flushes: this.flushes,
        });
      if (!last) return 'again';
      if (result.tempGone)
        throw Object.assign(new Error(`the temp file of ${write.relFile} was removed`), { code: 'ENOENT' });
      return changedWhileSaving(write.relFile);
    }
    this.temp = undefined;
    // The new version is in place: a backup that fails now leaves the old one set aside, where opening the campaign
    // finds it. The backup flushes the file's folder (the new version in, the old one out) with its own.
    const backedUp =
      result.replaced &&
      (await backupSetAside(write.folder, write.relFile, result.replaced, write.now, 'version', {
        looks: this.looks,
        flushes: this.flushes,
      }).then(
        () => true,
        () => false,
      ));
    if (!backedUp) await this.flushes.sync(path.dirname(this.target));
    return ok({ revision: this.revision, bytes: this.bytes, created: current === undefined });
  }

  private unchanged(file: DiskFile | undefined): boolean {
    return file !== undefined && file.revision === this.revision && file.bytes.equals(this.bytes);
  }

  /** The version replaced goes to the backups: a backups folder that is a link refuses the save before anything moves. */
  private backupsFolder(): Promise<void> {
    return this.looks.make(relBackupFolderOf(this.write.relFile));
  }
}

function refuseWrite(write: FileWrite, current: DiskFile | undefined): ApiResult<never> | undefined {
  const { relFile, baseRevision, overwrite } = write;
  // A file still as this app last wrote it is not a newer app's: its bytes need no second look.
  if (current && current.revision !== write.own?.revision) {
    const newer = newerVersionOnDisk(relFile, current.bytes);
    if (newer) return err('file-problem', newer.message, newer);
  }
  if (overwrite) return undefined;
  if (baseRevision === undefined && current) {
    const what =
      write.kind === 'character' ? `A character with this id already exists (${relFile})` : `${relFile} already exists`;
    return err('already-exists', `${what}. Choose another id, or open the existing one instead.`);
  }
  if (baseRevision !== undefined && !current) {
    return err(
      'conflict',
      `${relFile} was deleted outside the app after you opened it. Save again and choose to keep your version to write it back.`,
    );
  }
  if (baseRevision !== undefined && current && current.revision !== baseRevision) {
    return err(
      'conflict',
      `${relFile} was changed outside the app after you opened it. Reload it to see the other version, or save again and choose to keep yours (the other version is then kept in .backups).`,
    );
  }
  return undefined;
}

/** The conflict for a file another program replaced while the app was saving it. */
function changedWhileSaving(relFile: string): ApiResult<never> {
  return err(
    'conflict',
    `${relFile} was changed outside the app while it was being saved, so your version was not written and theirs was kept. Reload it to see the other version, or save again and choose to keep yours (the other version is then kept in .backups).`,
  );
}

/**
 * Moves a character's file into .backups rather than destroying it, but only
 * the version the store just read: one that another program put in its place
 * meanwhile is put back and the deletion refused. A file saved by a newer
 * app is left alone, like any other write to it.
 */
export async function deleteCampaignFile(folder: string, relFile: string, now: Date): Promise<ApiResult<null>> {
  try {
    const current = await readDiskFile(folder, relFile);
    if (!current) {
      return err(
        'not-found',
        `${relFile} does not exist any more. It may have been deleted or renamed outside the app; reopen the campaign to refresh its list.`,
      );
    }
    const newer = newerVersionOnDisk(relFile, current.bytes);
    if (newer) return err('file-problem', newer.message, newer);
    await makeFolderInside(folder, relBackupFolderOf(relFile));
    const target = absolutePath(folder, relFile);
    const aside = asideNameFor(target);
    try {
      await renameWithRetry(renameInFolder, target, aside);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return changedWhileSaving(relFile);
      throw error;
    }
    const bytes = await fs.readFile(aside);
    if (!bytes.equals(current.bytes)) {
      if (!(await placeIfAbsent(aside, target))) await backupSetAside(folder, relFile, { aside, bytes }, now);
      return changedWhileSaving(relFile);
    }
    await backupSetAside(folder, relFile, { aside, bytes }, now, 'deleted');
    return ok(null);
  } catch (error) {
    return ioError(error, `delete ${relFile}`);
  }
}

/**
 * Creates a campaign folder (which must not exist or be empty) holding
 * campaign.json and an empty characters/ folder. Returns the campaign written.
 */
export async function createCampaignFolder(
  folder: string,
  input: CreateCampaignInput,
  today: string,
): Promise<ApiResult<CampaignFile>> {
  try {
    const existing = await fs.readdir(folder).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    });
    if (existing.length > 0) {
      return err(
        'already-exists',
        `The folder ${folder} already has files in it. Choose a new or empty folder for the campaign, or open the existing campaign instead.`,
      );
    }
    const campaign: CampaignFile = {
      formatVersion: FORMAT_VERSION,
      id: campaignIdFor(input.name, folder),
      name: input.name,
      system: input.system,
      settings: input.settings ?? {},
      sessions: [],
      createdAt: today,
    };
    await fs.mkdir(path.join(folder, CHARACTERS_FOLDER), { recursive: true });
    // Linked into place only if no other process created the campaign this very moment.
    const temp = await writeTempFile(path.join(folder, CAMPAIGN_FILE), stableStringify(campaign));
    if (!(await placeIfAbsent(temp, path.join(folder, CAMPAIGN_FILE)))) {
      await removeInFolder(temp);
      return err(
        'already-exists',
        `The folder ${folder} already has a campaign in it. Open the existing campaign instead, or choose another name.`,
      );
    }
    await syncFolder(folder);
    await syncFolder(path.dirname(folder));
    return ok(campaign);
  } catch (error) {
    return ioError(error, `create the campaign in ${folder}`);
  }
}

/** A valid Identifier from the campaign's name, or failing that its folder name. */
export function campaignIdFor(name: string, folder: string): string {
  for (const source of [name, path.basename(folder)]) {
    const id = source
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+/, '')
      .slice(0, 64)
      .replace(/-+$/, '');
    if (id) return id;
  }
  return 'campaign';
}

export function ioError(error: unknown, action: string): ApiResult<never> {
  if (error instanceof LinkRefused) return err('file-problem', error.message, error.problem);
  if (error instanceof FileTooLarge || error instanceof NotAFile) return err('file-problem', error.message);
  const code = errorCode(error);
  const hint =
    code === 'ENOSPC'
      ? 'The disk is full; free some space and try again.'
      : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? "The app may not write there; check the campaign folder's permissions and that no other program holds the file, then try again."
        : 'Check that the campaign folder is still there and writable, then try again.';
  return err(
    'io',
    `Could not ${action} (${code ?? (error instanceof Error ? error.message : String(error))}). ${hint}`,
  );
}
