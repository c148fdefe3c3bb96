import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CAMPAIGN_FILE, CHARACTERS_FOLDER, parseConflictCopyName, splitGitConflict } from '../../shared/model';
import { atomicWrite, entryExists } from './atomic-write';
import { backupVersion } from './backups';

/**
 * Files git left with conflict markers (both sides of a pull changed one character, or campaign.json), split where
 * the app can merge them: the file keeps this side (`git show :2:`), the other side goes beside it as
 * "aria (git conflict, theirs <date>).json" (or "campaign (git conflict, theirs <date>).json"), which the campaign
 * lists as another version with its side-by-side view and "Keep both, merged"; the file as git left it goes to
 * `.backups` first, so nothing is lost. A side that is not JSON (markers inside a string, a hand-made mess) is left
 * alone, and the file stays among the campaign's problems. Only `files` are looked at: those opening found not to
 * be JSON. Must run holding the campaign's lock. Returns the files split.
 */
export async function separateGitConflicts(folder: string, now: Date, files: readonly string[]): Promise<string[]> {
  const split: string[] = [];
  for (const rel of files) {
    const place = placeOf(folder, rel);
    if (!place || parseConflictCopyName(place.name)) continue;
    const file = path.join(place.dir, place.name);
    const text = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined || !/^<{7} /m.test(text)) continue;
    const sides = splitGitConflict(text);
    if (!sides || !parses(sides.ours) || !parses(sides.theirs)) continue;
    const copy = await freeCopyName(place.dir, place.name.slice(0, -'.json'.length), now);
    if (!copy) continue;
    await backupVersion(folder, rel, text, now);
    await atomicWrite(path.join(place.dir, copy), sides.theirs);
    await atomicWrite(file, sides.ours);
    split.push(rel);
  }
  return split;
}

/** The folder and name of campaign.json or of a character file directly in `characters/`; undefined for anything else. */
function placeOf(folder: string, rel: string): { dir: string; name: string } | undefined {
  if (rel === CAMPAIGN_FILE) return { dir: folder, name: CAMPAIGN_FILE };
  const name = rel.slice(CHARACTERS_FOLDER.length + 1);
  if (!rel.startsWith(`${CHARACTERS_FOLDER}/`) || name.includes('/') || !name.endsWith('.json') || name.startsWith('.'))
    return undefined;
  return { dir: path.join(folder, CHARACTERS_FOLDER), name };
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

async function freeCopyName(dir: string, stem: string, now: Date): Promise<string | undefined> {
  const base = `${stem} (git conflict, theirs ${now.toISOString().slice(0, 10)})`;
  for (let n = 0; n < 100; n++) {
    const name = n === 0 ? `${base}.json` : `${base} (${n}).json`;
    if (!(await entryExists(path.join(dir, name)))) return name;
  }
  return undefined;
}
