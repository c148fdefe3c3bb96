import { promises as fs } from 'node:fs';
import path from 'node:path';
import { asideOriginalName, errorCode, isTempFileName, renameWithRetry, syncFolder, entryExists } from './atomic-write';
import { backupSetAside, BACKUPS_FOLDER } from './backups';
import { CHARACTERS_FOLDER } from './disk-file';
import { assertNoLinks, LinkRefused } from './contained';
import { isLeftoverLockName, LEFTOVER_AFTER_MS } from './folder-lock';

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
 * Folders that are links are left alone.
 */
export async function tidyCampaignFolder(folder: string, now: Date): Promise<TidyReport> {
  const report: TidyReport = { removed: [], restored: [], backedUp: [] };
  for (const relDir of ['', CHARACTERS_FOLDER, BACKUPS_FOLDER]) {
    try {
      await assertNoLinks(folder, relDir);
    } catch (error) {
      if (error instanceof LinkRefused) continue;
      throw error;
    }
    const dir = relDir === '' ? folder : path.join(folder, relDir);
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    const rel = (name: string) => (relDir === '' ? name : `${relDir}/${name}`);
    for (const name of names) {
      if (isTempFileName(name) || (relDir === '' && isLeftoverLockName(name) && (await olderThan(path.join(dir, name), LEFTOVER_AFTER_MS)))) {
        await fs.rm(path.join(dir, name), { recursive: true, force: true });
        report.removed.push(rel(name));
        continue;
      }
      const original = asideOriginalName(name);
      if (original === undefined || relDir === BACKUPS_FOLDER) continue;
      const aside = path.join(dir, name);
      const target = path.join(dir, original);
      if (!(await entryExists(target))) {
        await renameWithRetry((from, to) => fs.rename(from, to), aside, target);
        report.restored.push(rel(original));
      } else {
        await backupSetAside(folder, rel(original), { aside, bytes: await fs.readFile(aside) }, now);
        report.backedUp.push(rel(original));
      }
    }
    if (report.restored.length > 0) await syncFolder(dir);
  }
  return report;
}

/**
 * Removes the temp files that atomicWrite left beside `file` (for the recent
 * list, which lives outside any campaign), and half-made locks of it. Call it
 * holding that file's lock.
 */
export async function removeTempFilesOf(file: string): Promise<string[]> {
  const dir = path.dirname(file);
  const prefix = `.${path.basename(file)}.`;
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    if (!isTempFileName(name) && !(isLeftoverLockName(name) && (await olderThan(path.join(dir, name), LEFTOVER_AFTER_MS)))) continue;
    await fs.rm(path.join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** True when `file` was last changed more than `ms` ago (false when it is gone). */
async function olderThan(file: string, ms: number): Promise<boolean> {
  const stat = await fs.lstat(file).catch(() => undefined);
  return stat !== undefined && stat.mtimeMs < Date.now() - ms;
}
