import { Identifier } from './schemas';

/**
 * Where a campaign keeps its files: campaign.json and characters/<id>.json
 * (docs/architecture.md, "A campaign on disk").
 */
export const CAMPAIGN_FILE = 'campaign.json';
export const CHARACTERS_FOLDER = 'characters';

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
    pattern:
      /^(?<base>.+?) \((?:[^()]+?['’]s )?conflicted copy(?: (?<day>\d{4}-\d{2}-\d{2}))?(?: \(\d+\))?\)(?: \(\d+\))?$/,
    date: (match) => (match.groups!.day === undefined ? undefined : checkedDate(match.groups!.day)),
  },
  {
    // The app itself, for git: opening a campaign, or its watcher, splits a character file git left with conflict markers into
    // its own side, kept under the name, and the other side, "aria (git conflict, theirs 2026-11-23).json"
    // (src-main/store/git-conflicts.ts); a counter after it when that name is taken.
    tool: 'git',
    pattern: /^(?<base>.+?) \(git conflict, theirs (?<day>\d{4}-\d{2}-\d{2})\)(?: \(\d+\))?$/,
    date: (match) => checkedDate(match.groups!.day!),
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
    const parsed: ConflictCopyName = {
      originalName: parseConflictCopyName(originalName)?.originalName ?? originalName,
      tool,
    };
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

/** "20261123" as "2026-11-23", when it is a real day. */
function compactDate(digits: string): string | undefined {
  return checkedDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`);
}

function checkedDate(day: string): string | undefined {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? undefined : day;
}
