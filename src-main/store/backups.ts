import { promises as fs } from 'node:fs';
import path from 'node:path';
import { atomicWrite, renameWithRetry, syncFolder, type FolderFlushes } from './atomic-write';
import { FolderLooks, makeFolderInside } from './contained';
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
  try {
    const names = await fs.readdir(backupFolderOf(campaignFolder, relFile));
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
export async function backupVersion(campaignFolder: string, relFile: string, bytes: string | Uint8Array, now: Date): Promise<string> {
  await makeFolderInside(campaignFolder, relBackupFolderOf(relFile));
  const folder = backupFolderOf(campaignFolder, relFile);
  const existing = await listBackups(campaignFolder, relFile);
  const revision = revisionOf(bytes);
  const newest = existing.at(-1);
  if (newest?.endsWith(`-${revision}.json`)) return path.join(folder, newest);
  const target = path.join(folder, `${stampAfter(now, newest)}-${revision}.json`);
  // Temp files go to .backups itself, the one folder that opening a campaign sweeps for leftovers.
  await atomicWrite(target, bytes, { tempFolder: path.join(campaignFolder, BACKUPS_FOLDER) });
  await rotate(folder, [...existing, path.basename(target)]);
  return target;
}

/**
 * Moves a version that a save or a deletion set aside (see replaceIfUnchanged)
 * into the backups of `relFile`: a rename, so the bytes are kept exactly as
 * they were on disk and nothing is copied. A deleted file's backup is named
 * `<UTC timestamp>-deleted.json`; any other `<UTC timestamp>-<revision>.json`,
 * and one equal to the newest backup is not kept twice. Rotates as
 * backupVersion does. Returns the backup's path.
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
  const revision = revisionOf(setAside.bytes);
  const newest = existing.at(-1);
  if (kind === 'version' && newest?.endsWith(`-${revision}.json`)) {
    await fs.rm(setAside.aside, { force: true });
    return path.join(folder, newest);
  }
  const target = path.join(folder, `${stampAfter(now, newest)}-${kind === 'deleted' ? 'deleted' : revision}.json`);
  await renameWithRetry((from, to) => fs.rename(from, to), setAside.aside, target);
  // Both folders changed.
  const flush = (dir: string) => (options.flushes ? options.flushes.sync(dir) : syncFolder(dir));
  await Promise.all([flush(folder), flush(path.dirname(setAside.aside))]);
  await rotate(folder, [...existing, path.basename(target)]);
  return target;
}

async function rotate(folder: string, namesOldestFirst: string[]): Promise<void> {
  for (const name of namesOldestFirst.slice(0, Math.max(0, namesOldestFirst.length - BACKUPS_KEPT))) {
    await fs.rm(path.join(folder, name), { force: true });
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
