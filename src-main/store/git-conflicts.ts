import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CHARACTERS_FOLDER, parseConflictCopyName, splitGitConflict } from '../../shared/model';
import { atomicWrite, entryExists } from './atomic-write';
import { backupVersion } from './backups';

/**
 * Character files git left with conflict markers (both sides of a pull changed one character), split where the
 * app can merge them: the file keeps this side (`git show :2:`), the other side goes beside it as
 * "aria (git conflict, theirs <date>).json", which the campaign lists as another version of the character
 * with its side-by-side view and "Keep both, merged"; the file as git left it goes to `.backups` first, so
 * nothing is lost. A side that is not JSON (markers inside a string, a hand-made mess) is left alone, and the
 * file stays among the campaign's problems. Only `files` are looked at: those opening found not to be JSON.
 * Must run holding the campaign's lock. Returns the files split.
 */
export async function separateGitConflicts(folder: string, now: Date, files: readonly string[]): Promise<string[]> {
  const dir = path.join(folder, CHARACTERS_FOLDER);
  const names = files
    .filter((f) => f.startsWith(`${CHARACTERS_FOLDER}/`) && !f.slice(CHARACTERS_FOLDER.length + 1).includes('/'))
    .map((f) => f.slice(CHARACTERS_FOLDER.length + 1));
  const split: string[] = [];
  for (const name of names) {
    if (!name.endsWith('.json') || name.startsWith('.') || parseConflictCopyName(name)) continue;
    const file = path.join(dir, name);
    const text = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined || !/^<{7} /m.test(text)) continue;
    const sides = splitGitConflict(text);
    if (!sides || !parses(sides.ours) || !parses(sides.theirs)) continue;
    const copy = await freeCopyName(dir, name.slice(0, -'.json'.length), now);
    if (!copy) continue;
    const rel = `${CHARACTERS_FOLDER}/${name}`;
    await backupVersion(folder, rel, text, now);
    await atomicWrite(path.join(dir, copy), sides.theirs);
    await atomicWrite(file, sides.ours);
    split.push(rel);
  }
  return split;
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
