import path from 'node:path';
import {
  atomicWrite,
  renameInFolder,
  renameWithRetry,
  syncFolder,
  writeTempFile,
  type FolderFlushes,
} from './atomic-write';
import { FolderLooks, makeFolderInside } from './contained';
import { discardIn, moveBetweenFolders, namesIn, readAllOf, rememberCampaignFolder, withFileIn } from './in-folder';
import type { SetAside } from './replace';
import { revisionOf } from './revision';

/** The folder inside a campaign that keeps earlier versions of its files. */
export const BACKUPS_FOLDER = '.backups';

/** How many earlier versions of each file are kept (docs/architecture.md, "A campaign on disk"). */
export const BACKUPS_KEPT = 10;

const BACKUP_NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-([0-9a-f]{16}|deleted)\.json$/;

/**
 * The folder holding the backups of one file, e.g. `.backups/characters/aria`
 * for `characters/aria.json`.
 */
export function backupFolderOf(campaignFolder: string, relFile: string): string {
  return path.join(campaignFolder, BACKUPS_FOLDER, ...relFile.replace(/\.json$/, '').split('/'));
}

/** The backups of one file, oldest first, as file names inside its backup folder. */
export async function listBackups(campaignFolder: string, relFile: string): Promise<string[]> {
  rememberCampaignFolder(campaignFolder);
  try {
    // Listed from inside the folder: the names rotation removes are the folder's own.
    const names = namesIn(backupFolderOf(campaignFolder, relFile));
    return names.filter((name) => BACKUP_NAME.test(name)).sort();
  } catch {
    return [];
  }
}

/** The backup folder of `relFile`, relative to the campaign folder with forward slashes. */
export function relBackupFolderOf(relFile: string): string {
  return `${BACKUPS_FOLDER}/${relFile.replace(/\.json$/, '')}`;
}

/**
 * Keeps a copy of `bytes`, a version of `relFile` that is no longer on disk
 * under its name, as `<UTC timestamp>-<revision>.json`, then drops all but
 * the newest BACKUPS_KEPT versions. A version equal to the newest backup is
 * not kept twice. Returns the backup's path.
 */
export async function backupVersion(
  campaignFolder: string,
  relFile: string,
  bytes: string | Uint8Array,
  now: Date,
): Promise<string> {
  await makeFolderInside(campaignFolder, relBackupFolderOf(relFile));
  const folder = backupFolderOf(campaignFolder, relFile);
  const existing = await listBackups(campaignFolder, relFile);
  const revision = revisionOf(bytes);
  const newest = existing.at(-1);
  if (newest?.endsWith(`-${revision}.json`)) return path.join(folder, newest);
  const target = path.join(folder, `${stampAfter(now, newest)}-${revision}.json`);
  // The temp file goes beside the backup, and is renamed from inside that folder; opening a campaign sweeps
  // every folder of .backups for leftovers.
  await atomicWrite(target, bytes);
  await rotate(folder, [...existing, path.basename(target)]);
  return target;
}

/**
 * Moves a version that a save or a deletion set aside (see replaceIfUnchanged)
 * into the backups of `relFile`, byte for byte (see moveInto). A deleted
 * file's backup is named `<UTC timestamp>-deleted.json`; any other
 * `<UTC timestamp>-<revision>.json`, and one equal to the newest backup is not
 * kept twice. Rotates as backupVersion does. Returns the backup's path.
 */
export async function backupSetAside(
  campaignFolder: string,
  relFile: string,
  setAside: SetAside,
  now: Date,
  kind: 'version' | 'deleted' = 'version',
  options: { looks?: FolderLooks; flushes?: FolderFlushes } = {},
): Promise<string> {
  await (options.looks ?? new FolderLooks(campaignFolder)).make(relBackupFolderOf(relFile));
  const folder = backupFolderOf(campaignFolder, relFile);
  const existing = await listBackups(campaignFolder, relFile);
  const asideDir = path.dirname(setAside.aside);
  const asideName = path.basename(setAside.aside);
  const flush = (dir: string) => (options.flushes ? options.flushes.sync(dir) : syncFolder(dir));
  const kept = await moveInto(folder, existing, asideDir, asideName, setAside, now, kind, flush);
  await rotate(folder, [...existing, ...kept]);
  return path.join(folder, kept.at(-1) ?? existing.at(-1)!);
}

/**
 * Moves the version set aside as `asideName` in `asideDir` into the backup folder `folder` (whose backups are
 * `existing`), or removes it when it equals the newest backup. Resolves to the names of the backups made.
 *
 * Where the system can rename between two folders without naming either by path (moveBetweenFolders), it is
 * renamed, byte for byte. Elsewhere it is copied: a rename between two folders names both by path, and a link
 * swapped into either path at that moment would move the file out of the campaign (see in-folder.ts). The copy is
 * written, flushed and named inside the backup folder, and the folder flushed, before the version set aside
 * leaves its own folder, so a crash in between leaves both, and the next opening keeps one.
 */
async function moveInto(
  folder: string,
  existing: string[],
  asideDir: string,
  asideName: string,
  setAside: SetAside,
  now: Date,
  kind: 'version' | 'deleted',
  flush: (dir: string) => Promise<void>,
): Promise<string[]> {
  const revision = revisionOf(setAside.bytes);
  const newest = existing.at(-1);
  if (kind === 'version' && newest?.endsWith(`-${revision}.json`)) {
    await discardIn(asideDir, asideName);
    return [];
  }
  const name = `${stampAfter(now, newest)}-${kind === 'deleted' ? 'deleted' : revision}.json`;
  if (moveBetweenFolders(asideDir, asideName, folder, name)) {
    // Both folders changed.
    await Promise.all([flush(folder), flush(asideDir)]);
    return [name];
  }
  const kept = await withFileIn(asideDir, asideName, (fd) => copyInto(folder, existing, fd, now, kind));
  if (kept.length > 0) await flush(folder);
  await discardIn(asideDir, asideName);
  await flush(asideDir);
  return kept;
}

/**
 * Copies the open file `fd` into the backup folder `folder` (whose backups are `existing`) as a new backup, unless
 * it equals the newest one. Read again once copied: a program that wrote into it in place meanwhile has its
 * version kept too, as the newest. Resolves to the names of the backups made.
 */
async function copyInto(
  folder: string,
  existing: string[],
  fd: number,
  now: Date,
  kind: 'version' | 'deleted',
): Promise<string[]> {
  const made: string[] = [];
  let bytes = await readAllOf(fd);
  for (let copies = 0; copies < 3; copies++) {
    const revision = revisionOf(bytes);
    const newest = made.at(-1) ?? existing.at(-1);
    if ((kind === 'version' || made.length > 0) && newest?.endsWith(`-${revision}.json`)) return made;
    const name = `${stampAfter(now, newest)}-${kind === 'deleted' && made.length === 0 ? 'deleted' : revision}.json`;
    const target = path.join(folder, name);
    const temp = await writeTempFile(target, bytes);
    await renameWithRetry(renameInFolder, temp, target);
    made.push(name);
    const again = await readAllOf(fd);
    if (again.equals(bytes)) return made;
    bytes = again;
  }
  return made;
}

async function rotate(folder: string, namesOldestFirst: string[]): Promise<void> {
  for (const name of namesOldestFirst.slice(0, Math.max(0, namesOldestFirst.length - BACKUPS_KEPT))) {
    // From inside the backup folder: only its own files are ever removed.
    await discardIn(folder, name);
  }
}

/**
 * A file-name-safe UTC timestamp (no colons, for Windows) that sorts after
 * the newest existing backup, so name order is age order even when two
 * saves land in the same millisecond or the clock steps back.
 */
function stampAfter(now: Date, newestName: string | undefined): string {
  let ms = now.getTime();
  const newest = newestName ? BACKUP_NAME.exec(newestName) : null;
  if (newest) {
    const [, day, hh, mm, ss, millis] = newest;
    const newestMs = Date.parse(`${day}T${hh}:${mm}:${ss}.${millis}Z`);
    if (ms <= newestMs) ms = newestMs + 1;
  }
  return new Date(ms).toISOString().replace(/:/g, '-').replace('.', '-');
}
