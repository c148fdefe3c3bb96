import { promises as fs } from 'node:fs';
import path from 'node:path';
import { err, ok, type ApiResult, type CreateCampaignInput, type Revision } from '../../shared/api';
import { FORMAT_VERSION, MAX_FILE_BYTES, stableStringify, tooLargeToOpen, type CampaignFile, type FileKind } from '../../shared/model';
import { asideNameFor, errorCode, FolderFlushes, renameWithRetry, syncFolder, writeTempFile } from './atomic-write';
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
 * The write is made ready (checked, its new version in a temp file) while `go` is pending, and carried out only
 * if `go` resolves to true; it resolves to undefined, nothing written, when `go` resolves to false. campaign.json
 * after the characters it follows: its part of the work that touches nothing is done alongside theirs. Without
 * `go`, it is carried out at once.
 *
 * With `readBeforeGo` the file on disk is read while `go` is pending too: `go` is then the campaign's lock being
 * held, which the save is made ready while waiting for. What was read is trusted only for a save that replaces
 * it, and the replace checks under the lock that it is still what is there; when it is not, or when the save
 * would be refused or would change nothing, the save is decided again on the version on disk under the lock.
 * Its temp file, made before the lock was held, may be tidied away by an opening of the campaign meanwhile
 * (tidying holds the lock); the save is then made again, holding the lock.
 */
export async function writeCampaignFileAfter(
  write: FileWrite,
  go: Promise<boolean> | undefined,
  options: { readBeforeGo?: boolean } = {},
): Promise<ApiResult<Written> | undefined> {
  const { folder, relFile } = write;
  const bytes = Buffer.from(stableStringify(write.data));
  if (bytes.length > MAX_FILE_BYTES) {
    // The store reads nothing larger, so it writes nothing larger either.
    return err(
      'invalid-argument',
      `${tooLargeToOpen(relFile, bytes.length, 'would be')}, so it was not saved. Remove what made it so large (a very long note, perhaps) and save again.`,
    );
  }
  const revision = revisionOf(bytes);
  const target = absolutePath(folder, relFile);
  const looks = write.looks ?? new FolderLooks(folder);
  const flushes = write.flushes ?? new FolderFlushes();
  let temp: string | undefined;
  try {
    // The file's folder is checked for links (and made, the first time) once, before the file is read.
    await looks.make(path.posix.dirname(relFile));
    // The version replaced goes to the backups: a backups folder that is a link refuses the save before anything
    // moves. An edit expects a version on disk, so its backups folder is looked at while the file is read.
    const backups = () => looks.make(relBackupFolderOf(relFile));
    const backupsEarly = write.baseRevision !== undefined ? backups() : undefined;
    // The new version goes to its temp file while the one on disk is read; a save refused below removes it. An
    // edit of the version this app last wrote, made ready before the lock is held, is taken to be still on disk
    // without reading it: the replace checks that it is, as it checks any version read before the lock.
    const own = options.readBeforeGo && write.own && write.own.revision === write.baseRevision ? write.own : undefined;
    const onDisk = own ? Promise.resolve({ ...own, mtimeMs: Number.NaN }) : readDiskFile(folder, relFile, { folderChecked: true });
    const [read, made, early] = await Promise.allSettled([onDisk, writeTempFile(target, bytes), backupsEarly]);
    if (made.status === 'fulfilled') temp = made.value;
    if (read.status === 'rejected') throw read.reason;
    if (made.status === 'rejected') throw made.reason;
    let current = read.value;
    const written = made.value;
    const unchanged = (file: DiskFile | undefined) => file !== undefined && file.revision === revision && file.bytes.equals(bytes);
    let refusal = refuseWrite(write, current);
    if (options.readBeforeGo) {
      if (go && !(await go)) return undefined;
      if (refusal || unchanged(current)) {
        current = await readDiskFile(folder, relFile, { folderChecked: true });
        refusal = refuseWrite(write, current);
      }
    }
    await write.onDisk?.(current);
    if (!refusal && current) {
      if (early.status === 'rejected') throw early.reason;
      await backups();
    }
    if (!options.readBeforeGo && go && !(await go)) return undefined;
    if (refusal) return refusal;
    if (unchanged(current)) return ok({ revision, bytes, created: false });
    write.beforeReplace?.(revision);
    const result = await replaceIfUnchanged(target, written, current?.bytes, write.replace);
    if (!result.ok) {
      if (result.setAside) await backupSetAside(folder, relFile, result.setAside, write.now, 'version', { looks, flushes });
      // Made ready before the lock was held: the file changed since it was read, or an opening of the campaign
      // tidied the temp file away meanwhile. The save is decided and made again, holding the lock.
      if (options.readBeforeGo) return await writeCampaignFileAfter({ ...write, looks, flushes }, undefined);
      if (result.tempGone) throw Object.assign(new Error(`the temp file of ${relFile} was removed`), { code: 'ENOENT' });
      return changedWhileSaving(relFile);
    }
    temp = undefined;
    // The new version is in place: a backup that fails now leaves the old one set aside, where opening the campaign
    // finds it. The backup flushes the file's folder (the new version in, the old one out) with its own.
    const backedUp =
      result.replaced &&
      (await backupSetAside(folder, relFile, result.replaced, write.now, 'version', { looks, flushes }).then(
        () => true,
        () => false,
      ));
    if (!backedUp) await flushes.sync(path.dirname(target));
    return ok({ revision, bytes, created: current === undefined });
  } catch (error) {
    if (go && !(await go)) return undefined;
    return ioError(error, `save ${relFile}`);
  } finally {
    if (temp) await fs.rm(temp, { force: true }).catch(() => undefined);
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
    const what = write.kind === 'character' ? `A character with this id already exists (${relFile})` : `${relFile} already exists`;
    return err('already-exists', `${what}. Choose another id, or open the existing one instead.`);
  }
  if (baseRevision !== undefined && !current) {
    return err('conflict', `${relFile} was deleted outside the app after you opened it. Save again and choose to keep your version to write it back.`);
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
      return err('not-found', `${relFile} does not exist any more. It may have been deleted or renamed outside the app; reopen the campaign to refresh its list.`);
    }
    const newer = newerVersionOnDisk(relFile, current.bytes);
    if (newer) return err('file-problem', newer.message, newer);
    await makeFolderInside(folder, relBackupFolderOf(relFile));
    const target = absolutePath(folder, relFile);
    const aside = asideNameFor(target);
    try {
      await renameWithRetry((from, to) => fs.rename(from, to), target, aside);
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
export async function createCampaignFolder(folder: string, input: CreateCampaignInput, today: string): Promise<ApiResult<CampaignFile>> {
  try {
    const existing = await fs.readdir(folder).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    });
    if (existing.length > 0) {
      return err('already-exists', `The folder ${folder} already has files in it. Choose a new or empty folder for the campaign, or open the existing campaign instead.`);
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
      await fs.rm(temp, { force: true });
      return err('already-exists', `The folder ${folder} already has a campaign in it. Open the existing campaign instead, or choose another name.`);
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
  return err('io', `Could not ${action} (${code ?? (error instanceof Error ? error.message : String(error))}). ${hint}`);
}
