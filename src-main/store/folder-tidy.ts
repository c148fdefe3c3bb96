import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  asideOriginalName,
  errorCode,
  isTempFileName,
  renameInFolder,
  renameWithRetry,
  syncFolder,
  entryExists,
} from './atomic-write';
import { backupSetAside, BACKUPS_FOLDER } from './backups';
import { CHARACTERS_FOLDER } from './disk-file';
import { assertNoLinks, LinkRefused } from './contained';
import { removeIn } from './in-folder';

/** What tidying a campaign folder did, file names relative to the campaign folder. */
export interface TidyReport {
  /** Temp files of saves that never finished, removed. */
  removed: string[];
  /** Files a save had moved aside and not replaced, given their names back. */
  restored: string[];
  /** Versions a save had moved aside and replaced, moved into .backups. */
  backedUp: string[];
}

/**
 * Cleans up after writers that stopped in the middle of a save (killed, or
 * the machine lost power). It must run holding the campaign's lock: then no
 * save of this app is under way in any process, so every temp file is a
 * leftover, and every file set aside belongs to a save that will never finish.
 * A file set aside whose name is empty is put back (that save never
 * happened); one whose name holds a newer version goes to the backups.
 * Folders that are links are left alone. (What a lock being taken or let go
 * of left is tidied by the lock itself, each time it is taken: see
 * removeLockLeftovers in folder-lock.ts.)
 */
export async function tidyCampaignFolder(folder: string, now: Date): Promise<TidyReport> {
  const report: TidyReport = { removed: [], restored: [], backedUp: [] };
  // The three folders are swept at once: a sweep moves files within its own folder, or into a folder below
  // .backups, whose temp files are removed only after every sweep is done.
  await Promise.all(
    ['', CHARACTERS_FOLDER, BACKUPS_FOLDER].map((relDir) => tidyOneFolder(folder, relDir, now, report)),
  );
  report.removed.push(...(await removeBackupTempFiles(folder)));
  return report;
}

/** Tidies one folder of the campaign (relative path, '' for the campaign folder), adding what it did to `report`. */
async function tidyOneFolder(folder: string, relDir: string, now: Date, report: TidyReport): Promise<void> {
  try {
    await assertNoLinks(folder, relDir);
  } catch (error) {
    if (error instanceof LinkRefused) return;
    throw error;
  }
  const dir = relDir === '' ? folder : path.join(folder, relDir);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const rel = (name: string) => (relDir === '' ? name : `${relDir}/${name}`);
  let restored = false;
  for (const name of names) {
    if (isTempFileName(name)) {
      removeIn(dir, name);
      report.removed.push(rel(name));
      continue;
    }
    const original = asideOriginalName(name);
    if (original === undefined || relDir === BACKUPS_FOLDER) continue;
    const aside = path.join(dir, name);
    const target = path.join(dir, original);
    if (!(await entryExists(target))) {
      await renameWithRetry(renameInFolder, aside, target);
      report.restored.push(rel(original));
      restored = true;
    } else {
      await backupSetAside(folder, rel(original), { aside, bytes: await fs.readFile(aside) }, now);
      report.backedUp.push(rel(original));
    }
  }
  if (restored) await syncFolder(dir);
}

/**
 * Removes the temp files of backups that were being written when their writer stopped, in the folders below
 * .backups (a backup is written beside where it is kept). Folders that are links are left alone.
 */
async function removeBackupTempFiles(folder: string): Promise<string[]> {
  const backups = path.join(folder, BACKUPS_FOLDER);
  const entries = await fs.readdir(backups, { recursive: true, withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    // The top of .backups was swept with the campaign's other folders.
    if (!entry.isFile() || !isTempFileName(entry.name) || path.resolve(entry.parentPath) === path.resolve(backups))
      continue;
    const rel = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    try {
      removeIn(entry.parentPath, entry.name);
      removed.push(rel);
    } catch (error) {
      if (!(error instanceof LinkRefused)) throw error;
    }
  }
  return removed;
}

/**
 * Removes the temp files that atomicWrite left beside `file` (for the recent
 * list, which lives outside any campaign). Call it holding that file's lock;
 * what the lock itself left is tidied when it is taken (removeLockLeftovers).
 */
export async function removeTempFilesOf(file: string): Promise<string[]> {
  const dir = path.dirname(file);
  const prefix = `.${path.basename(file)}.`;
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !isTempFileName(name)) continue;
    await fs.rm(path.join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
