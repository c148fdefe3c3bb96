import {
  err,
  ok,
  type ApiResult,
  type CharacterSummary,
  type ConflictCopy,
  type ConflictCopyContents,
  type Revision,
  type WatchState,
} from '../../shared/api';
import {
  conflictCopyOriginal,
  Identifier,
  loadCharacterHeader,
  loadFile,
  parseConflictCopyName,
  type CharacterFile,
  type CharacterHeader,
  type FileKind,
  type FileProblem,
  type Loaded,
} from '../../shared/model';

/** One campaign folder held in memory: relative file name → file text. */
export interface FakeCampaign {
  key: string;
  handle: string;
  path: string;
  files: Map<string, string>;
  /**
   * Files moved to .backups, oldest first, each under the file it is a version of (a conflict copy under its
   * original); the newest BACKUPS_KEPT of each file are kept.
   */
  backups: { file: string; text: string }[];
  /** How the host watches the folder, as it tells the page at open. */
  watching: WatchState;
  /** What the host would read for a conflict copy other than from its name (its tool, or the day it was last changed). */
  copyDetails: Map<string, Partial<Pick<ConflictCopy, 'tool' | 'date'>>>;
  /** The text the app last wrote of each file while it is on disk, as the host remembers it (see keepOwnVersion). */
  own: Map<string, string>;
}

export const TODAY = '2026-11-21';

/** How many earlier versions of each file the host keeps in .backups (docs/architecture.md, "A campaign on disk"). */
export const BACKUPS_KEPT = 10;

const CHARACTER_FILE = /^characters\/([^/]+)\.json$/;

/**
 * Keeps a version of a file in the backups as the host does: a version equal to the newest one kept is not
 * kept twice (a deleted file's always is), and only the newest BACKUPS_KEPT of each file stay.
 */
export function keepBackup(
  folder: FakeCampaign,
  file: string,
  text: string,
  kind: 'version' | 'deleted' = 'version',
): void {
  const ofFile = folder.backups.filter((backup) => backup.file === file);
  if (kind === 'version' && ofFile.at(-1)?.text === text) return;
  folder.backups.push({ file, text });
  const dropped = new Set(ofFile.slice(0, Math.max(0, ofFile.length + 1 - BACKUPS_KEPT)));
  if (dropped.size > 0) folder.backups = folder.backups.filter((backup) => !dropped.has(backup));
}

/**
 * The host remembers the last version the app wrote of each file; when another program replaced or deleted
 * it without a backup, that version goes to the backups, so the user's save is never lost. Done when the
 * host sees the change, or at the latest before the app's next write of the file.
 */
export function keepOwnVersion(folder: FakeCampaign, file: string): void {
  const own = folder.own.get(file);
  if (own === undefined || own === folder.files.get(file)) return;
  folder.own.delete(file);
  keepBackup(folder, file, own);
}

/** The app wrote (or kept) this text under the file's name. */
export function wroteOwn(folder: FakeCampaign, file: string, text: string): void {
  folder.files.set(file, text);
  folder.own.set(file, text);
}

/** A file saved by a newer version of the app is never written over or deleted; the problem that says so. */
export function newerVersion(kind: FileKind, file: string, text: string | undefined): FileProblem | undefined {
  if (text === undefined) return undefined;
  const loaded = loadFile(kind, text, { file, today: TODAY });
  return !loaded.ok && loaded.problem.code === 'newer-version' ? loaded.problem : undefined;
}

/**
 * Loads a character file as the host does: its id is its file name (a name that is no id, or a file whose id
 * field says otherwise, is a problem rather than a guess), and it is migrated and validated (or, for the list
 * opening a campaign shows, only its id, name and game are).
 */
export function loadCharacterAt(file: string, text: string): Loaded<CharacterFile>;
export function loadCharacterAt(file: string, text: string, only: 'header'): Loaded<CharacterHeader>;
export function loadCharacterAt(file: string, text: string, only?: 'header'): Loaded<CharacterFile | CharacterHeader> {
  const id = CHARACTER_FILE.exec(file)?.[1] ?? '';
  if (!Identifier.safeParse(id).success) {
    return {
      ok: false,
      problem: {
        code: 'invalid',
        file,
        field: 'id',
        message: `${file} has a file name that is not a character id. Rename it using only lowercase letters, digits and dashes (for example "aria.json") so the campaign can open it.`,
      },
    };
  }
  const loaded =
    only === 'header'
      ? loadCharacterHeader(text, { file, today: TODAY })
      : loadFile('character', text, { file, today: TODAY });
  if (!loaded.ok || loaded.value.id === id) return loaded;
  return {
    ok: false,
    problem: {
      code: 'invalid',
      file,
      field: 'id',
      message: `${file} holds the character "${loaded.value.id}", but its file name says "${id}". Rename the file to ${loaded.value.id}.json or change its "id" field to "${id}".`,
    },
  };
}

/** The character files of a folder (not its conflict copies or hidden files), in file-name order. */
export function characterFilesOf(folder: FakeCampaign): [file: string, text: string][] {
  return [...folder.files.entries()]
    .filter(([file]) => CHARACTER_FILE.test(file) && !file.startsWith('characters/.') && !copyOf(file))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The characters of a folder as opening it lists them, by name, and the problems of the files whose id, name or game cannot be read, in file order. */
export function listCharacters(folder: FakeCampaign): { characters: CharacterSummary[]; problems: FileProblem[] } {
  const characters: CharacterSummary[] = [];
  const problems: FileProblem[] = [];
  for (const [file, text] of characterFilesOf(folder)) {
    const loaded = loadCharacterAt(file, text, 'header');
    if (loaded.ok) {
      const { id, name, system } = loaded.value;
      characters.push({ id, name, system, file, revision: revisionOf(text) });
    } else {
      problems.push(loaded.problem);
    }
  }
  characters.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { characters, problems };
}

/** The conflict copies in a campaign folder, as the host lists them: sorted by file, each read like its original. */
export function conflictCopiesOf(folder: FakeCampaign): ConflictCopy[] {
  const copies: ConflictCopy[] = [];
  for (const [file, text] of [...folder.files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const named = copyOf(file);
    if (!named) continue;
    const copy: ConflictCopy = {
      file,
      original: named.original,
      ...(named.characterId === undefined ? {} : { characterId: named.characterId }),
      tool: named.tool,
      date: named.date ?? TODAY,
      revision: revisionOf(text),
      ...folder.copyDetails.get(file),
    };
    const loaded = loadFile(named.characterId === undefined ? 'campaign' : 'character', text, { file, today: TODAY });
    if (!loaded.ok) copy.problem = loaded.problem.message;
    else if (named.characterId !== undefined && loaded.value.id !== named.characterId) {
      copy.problem = `${file} holds the character "${loaded.value.id}", not "${named.characterId}", so it is not another version of ${named.original}. Open it in a text editor to see whose it is.`;
    } else copy.name = loaded.value.name;
    copies.push(copy);
  }
  return copies;
}

/** Reads a conflict copy and checks it like its original, as the host does. */
export function readCopyIn(folder: FakeCampaign, file: string): ApiResult<ConflictCopyContents> {
  const named = copyOf(file);
  if (!named)
    return err(
      'not-found',
      `${file} is not another version left by a sync tool, so the app leaves it alone. Reopen the campaign to refresh the list.`,
    );
  const text = folder.files.get(file);
  if (text === undefined)
    return err(
      'not-found',
      `${file} is not there any more; the sync tool or someone else may have removed it. Reopen the campaign to refresh the list.`,
    );
  if (named.characterId === undefined) {
    const loaded = loadFile('campaign', text, { file, today: TODAY });
    return loaded.ok
      ? ok({ kind: 'campaign', campaign: loaded.value, revision: revisionOf(text) })
      : err('file-problem', loaded.problem.message, loaded.problem);
  }
  const loaded = loadFile('character', text, { file, today: TODAY });
  if (!loaded.ok) return err('file-problem', loaded.problem.message, loaded.problem);
  if (loaded.value.id !== named.characterId) {
    const problem: FileProblem = {
      code: 'invalid',
      file,
      field: 'id',
      message: `${file} holds the character "${loaded.value.id}", not "${named.characterId}".`,
    };
    return err('file-problem', problem.message, problem);
  }
  return ok({ kind: 'character', character: loaded.value, revision: revisionOf(text) });
}

/** What a conflict copy's name says, as the host reads it: its original, the character's id, the tool and the date. */
export function copyOf(
  file: string,
): { original: string; characterId?: string; tool: string; date?: string } | undefined {
  const slash = file.lastIndexOf('/');
  const folder = slash < 0 ? '' : file.slice(0, slash);
  const name = file.slice(slash + 1);
  const original = conflictCopyOriginal(folder, name);
  const parsed = parseConflictCopyName(name);
  if (original === undefined || !parsed) return undefined;
  const characterId = original === 'campaign.json' ? undefined : original.slice('characters/'.length, -'.json'.length);
  return {
    original,
    ...(characterId === undefined ? {} : { characterId }),
    tool: parsed.tool,
    ...(parsed.date === undefined ? {} : { date: parsed.date }),
  };
}

/** The character a file of the folder belongs to, as a change names it. */
export function characterIdOf(file: string): string | undefined {
  return copyOf(file) ? undefined : CHARACTER_FILE.exec(file)?.[1];
}

/** 64-bit FNV-1a of the text as 16 hex digits; like the host, equal text gives equal revisions. */
export function revisionOf(text: string): Revision {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
