import { promises as fs } from 'node:fs';
import type { ConflictCopy } from '../../shared/api';
import { Identifier, loadFile, type FileKind } from '../../shared/model';
import { absolutePath, CAMPAIGN_FILE, CHARACTERS_FOLDER, readDiskFile, type DiskFile } from './disk-file';

/** What a conflict copy's name says: the file it is another version of, the tool that made it, and when. */
export interface ConflictCopyName {
  /** The original's file name in the same folder, e.g. "aria.json". */
  originalName: string;
  tool: string;
  /** YYYY-MM-DD, when the name carries a date. */
  date?: string;
}

/**
 * How each sync tool names the other version it keeps beside a file that two
 * machines changed at once, written here for an original "aria.json". None of
 * these names is a valid character id (they hold dots, spaces, capitals or
 * underscores), so a real character file is never taken for a copy.
 */
const PATTERNS: { tool: string; pattern: RegExp; date: (match: RegExpExecArray) => string | undefined }[] = [
  {
    // Syncthing: "aria.sync-conflict-20261123-101010-ABCDEFG.json"; the last part is the short id of
    // the device that made the losing change, absent in names from versions before 0.14.
    tool: 'Syncthing',
    pattern: /^(?<base>.+)\.sync-conflict-(?<day>\d{8})-\d{6}(?:-[A-Z0-9]+)?$/,
    date: (match) => compactDate(match.groups!.day!),
  },
  {
    // Nextcloud and ownCloud desktop clients since 2.5: "aria (conflicted copy 2026-11-23 101010).json",
    // with the user's name before the date when conflict files are uploaded:
    // "aria (conflicted copy Bob 2026-11-23 101010).json" (the client keeps parentheses out of the name).
    tool: 'Nextcloud or ownCloud',
    pattern: /^(?<base>.+?) \(conflicted copy (?:[^()]+ )?(?<day>\d{4}-\d{2}-\d{2}) \d{6}\)$/,
    date: (match) => checkedDate(match.groups!.day!),
  },
  {
    // Nextcloud and ownCloud desktop clients before 2.5: "aria_conflict-20261123-101010.json",
    // briefly with the user's name too: "aria_conflict-bob-20261123-101010.json".
    tool: 'Nextcloud or ownCloud',
    pattern: /^(?<base>.+)_conflict-(?:.+-)?(?<day>\d{8})-\d{6}$/,
    date: (match) => compactDate(match.groups!.day!),
  },
  {
    // Dropbox: "aria (Bob's conflicted copy 2026-11-23).json" (the name may be a device's, with its own
    // apostrophes), "aria (conflicted copy 2026-11-23).json", "aria (conflicted copy).json"; when that
    // name is taken, a counter inside or after: "... 2026-11-23 (1)).json", "... 2026-11-23) (1).json".
    tool: 'Dropbox',
    pattern: /^(?<base>.+?) \((?:[^()]+?['’]s )?conflicted copy(?: (?<day>\d{4}-\d{2}-\d{2}))?(?: \(\d+\))?\)(?: \(\d+\))?$/,
    date: (match) => (match.groups!.day === undefined ? undefined : checkedDate(match.groups!.day)),
  },
  {
    // Seafile: "aria (SFConflict bob@example.com 2026-11-23-10-10-10).json".
    tool: 'Seafile',
    pattern: /^(?<base>.+?) \(SFConflict [^()]+ (?<day>\d{4}-\d{2}-\d{2})-\d{2}-\d{2}-\d{2}\)$/,
    date: (match) => checkedDate(match.groups!.day!),
  },
];

/**
 * Recognises a conflict copy of a `.json` file by its name alone. A copy of a
 * copy ("aria (conflicted copy) (conflicted copy).json") names the first
 * original. Names that merely resemble one, such as "aria (1).json" or
 * "aria copy.json", are not copies.
 */
export function parseConflictCopyName(name: string): ConflictCopyName | undefined {
  if (!name.endsWith('.json') || name.startsWith('.')) return undefined;
  const stem = name.slice(0, -'.json'.length);
  for (const { tool, pattern, date } of PATTERNS) {
    const match = pattern.exec(stem);
    const base = match?.groups?.base;
    if (!match || !base || base.startsWith('.')) continue;
    const originalName = `${base}.json`;
    const parsed: ConflictCopyName = { originalName: parseConflictCopyName(originalName)?.originalName ?? originalName, tool };
    const day = date(match);
    if (day !== undefined) parsed.date = day;
    return parsed;
  }
  return undefined;
}

/** The id of the character a file name in characters/ stands for ("aria.json" gives "aria"), if it is one. */
export function characterIdOfFileName(name: string): string | undefined {
  if (!name.endsWith('.json')) return undefined;
  const id = name.slice(0, -'.json'.length);
  return Identifier.safeParse(id).success ? id : undefined;
}

/**
 * The relative file a name in the campaign folder (`relDir` "") or in
 * characters/ is a conflict copy of, e.g. "characters/aria.json"; undefined
 * for any other name, including copies of files the campaign does not use.
 */
export function conflictCopyOriginal(relDir: string, name: string): string | undefined {
  const parsed = parseConflictCopyName(name);
  if (!parsed) return undefined;
  if (relDir === '') return parsed.originalName === CAMPAIGN_FILE ? CAMPAIGN_FILE : undefined;
  if (relDir === CHARACTERS_FOLDER && characterIdOfFileName(parsed.originalName) !== undefined) {
    return `${CHARACTERS_FOLDER}/${parsed.originalName}`;
  }
  return undefined;
}

export interface ConflictCopyDeps {
  folder: string;
  /** Today's date, YYYY-MM-DD, for the loader's migrations. */
  today: string;
  /** Reads a file of the campaign; the store passes its own reader, which refuses links and takes the campaign's lock. */
  read?: (relFile: string) => Promise<DiskFile | undefined>;
  /** The names in a folder of the campaign ("" for the campaign folder itself), without dot names. */
  listNames?: (relDir: string) => Promise<string[]>;
}

/**
 * Every conflict copy of campaign.json and of the character files, sorted by
 * file name, each read and loaded like its original so the user sees whose
 * version it is, or why it cannot be opened.
 */
export async function listConflictCopies(deps: ConflictCopyDeps): Promise<ConflictCopy[]> {
  const read = deps.read ?? ((relFile: string) => readDiskFile(deps.folder, relFile));
  const listNames = deps.listNames ?? ((relDir: string) => namesIn(deps.folder, relDir));
  const copies: ConflictCopy[] = [];
  for (const relDir of ['', CHARACTERS_FOLDER]) {
    for (const name of await listNames(relDir)) {
      const original = conflictCopyOriginal(relDir, name);
      if (original === undefined) continue;
      const file = relDir === '' ? name : `${relDir}/${name}`;
      // Gone since the folder was listed, or refused (a link, a file locked by the sync tool): not offered.
      const disk = await read(file).catch(() => undefined);
      if (!disk) continue;
      copies.push(describeCopy(file, original, parseConflictCopyName(name)!, disk, deps.today));
    }
  }
  return copies.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function describeCopy(file: string, original: string, parsed: ConflictCopyName, disk: DiskFile, today: string): ConflictCopy {
  const characterId = original === CAMPAIGN_FILE ? undefined : original.slice(`${CHARACTERS_FOLDER}/`.length, -'.json'.length);
  const copy: ConflictCopy = {
    file,
    original,
    ...(characterId === undefined ? {} : { characterId }),
    tool: parsed.tool,
    date: parsed.date ?? new Date(disk.mtimeMs).toISOString().slice(0, 10),
    revision: disk.revision,
  };
  const kind: FileKind = characterId === undefined ? 'campaign' : 'character';
  const text = disk.bytes.toString('utf8').replace(/^\uFEFF/, '');
  const loaded = loadFile(kind, text, { file, today });
  if (!loaded.ok) copy.problem = loaded.problem.message;
  else if (characterId !== undefined && loaded.value.id !== characterId) {
    copy.problem = `${file} holds the character "${loaded.value.id}", not "${characterId}", so it is not another version of ${original}. Open it in a text editor to see whose it is.`;
  } else copy.name = loaded.value.name;
  return copy;
}

/** The names in a campaign folder's folder, without dot names (.backups, temp files); none when it does not exist. */
async function namesIn(folder: string, relDir: string): Promise<string[]> {
  try {
    const names = await fs.readdir(relDir === '' ? folder : absolutePath(folder, relDir));
    return names.filter((name) => !name.startsWith('.'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}

/** "20261123" as "2026-11-23", when it is a real day. */
function compactDate(digits: string): string | undefined {
  return checkedDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`);
}

function checkedDate(day: string): string | undefined {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? undefined : day;
}
