import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { stableStringify } from '../../shared/model';
import { renameWithRetry, tempNameOf } from './atomic-write';
import { removeTempFilesOf } from './folder-tidy';

/** How many campaigns the recent list remembers. */
export const RECENT_KEPT = 10;

export const RecentEntry = z.object({
  /** Absolute path of the campaign folder. */
  path: z.string().min(1),
  name: z.string(),
  system: z.string(),
  /** ISO timestamp of the last time the campaign was opened. */
  lastOpened: z.string(),
});
export type RecentEntry = z.infer<typeof RecentEntry>;

/** What every recent listing's key starts with. */
export const RECENT_KEY_PREFIX = 'recent:';

/**
 * The listing key of the recent entry for a campaign folder: derived from
 * its path, so it stays the same when other campaigns are opened (the
 * page's address keeps it across reloads), yet names no path itself. The
 * host only ever opens it by finding the entry it matches.
 */
export function recentKeyOf(folder: string): string {
  return RECENT_KEY_PREFIX + createHash('sha256').update(folder).digest('hex').slice(0, 16);
}

const RecentFile = z.object({ recent: z.array(z.unknown()) });

/**
 * Reads the recent list, newest first. A missing or damaged list is not worth
 * stopping for: it reads as empty (and entries that make no sense are dropped).
 */
export async function readRecent(file: string): Promise<RecentEntry[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return [];
  }
  const parsed = RecentFile.safeParse(raw);
  if (!parsed.success) return [];
  const entries: RecentEntry[] = [];
  for (const item of parsed.data.recent) {
    const entry = RecentEntry.safeParse(item);
    if (entry.success && !entries.some((e) => e.path === entry.data.path)) entries.push(entry.data);
  }
  return entries.slice(0, RECENT_KEPT);
}

/** Puts `entry` at the top of the recent list (replacing any entry for the same folder) and saves the list. */
export async function recordRecent(file: string, entry: RecentEntry): Promise<RecentEntry[]> {
  const entries = [entry, ...(await readRecent(file)).filter((e) => e.path !== entry.path)].slice(0, RECENT_KEPT);
  await writeRecent(file, entries);
  return entries;
}

/**
 * Gives the entry for the campaign folder at `folder` its campaign's new name,
 * keeping its place and time in the list; a folder not in the list is left out.
 */
export async function renameRecent(file: string, folder: string, name: string): Promise<void> {
  const entries = await readRecent(file);
  const entry = entries.find((e) => e.path === folder);
  if (!entry || entry.name === name) return;
  await writeRecent(
    file,
    entries.map((e) => (e === entry ? { ...e, name } : e)),
  );
}

/**
 * Saves the list. Callers hold the list's lock (`<file>.lock`), so temp files
 * beside it are leftovers of a writer that was killed, and are removed. The
 * list replaces the old one whole (a temp file renamed over it), but unlike a
 * campaign's files it is not flushed to disk: it is the app's own note of
 * what was opened, an opening waits for it, and on a busy disk a flush can take
 * longer than reading the whole campaign. After a power cut the list may be
 * the one before, or read as empty; no campaign is touched.
 */
async function writeRecent(file: string, entries: RecentEntry[]): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await removeTempFilesOf(file);
  const temp = path.join(path.dirname(file), tempNameOf(file));
  await fs.writeFile(temp, stableStringify({ recent: entries }), { flag: 'wx' });
  try {
    await renameWithRetry(fs.rename, temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
