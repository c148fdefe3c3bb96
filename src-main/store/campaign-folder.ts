import { promises as fs, type Dirent } from 'node:fs';
import path from 'node:path';
import {
  err,
  ok,
  type ApiResult,
  type CharacterSummary,
  type LoadedCampaign,
  type LoadedCharacter,
  type Revision,
} from '../../shared/api';
import {
  Identifier,
  loadCharacterHeader,
  newerVersionProblem,
  loadFile,
  parseConflictCopyName,
  type CampaignFile,
  type CharacterFile,
  type FileKind,
  type FileProblem,
  type Loaded,
} from '../../shared/model';
import { errorCode } from './atomic-write';
import { BACKUPS_FOLDER } from './backups';
import { assertNoLinks, FileTooLarge, LinkRefused, NotAFile } from './contained';
import { CAMPAIGN_FILE, characterFileOf, CHARACTERS_FOLDER, readDiskFile, type DiskFile } from './disk-file';

/** How many files are read at once while opening, to stay well under open-file limits. */
const READ_BATCH = 64;

/** A campaign folder as read from disk, before a handle is attached. */
export interface CampaignFolderContents {
  campaign: CampaignFile;
  campaignRevision: Revision;
  characters: CharacterSummary[];
  problems: FileProblem[];
  /** Revision of every campaign file seen on disk (including unreadable ones), by relative path. */
  revisions: Map<string, Revision>;
}

/** Parses, migrates and validates a file's bytes; a byte-order mark left by some editors is ignored. */
export function parseDiskFile<K extends FileKind>(kind: K, relFile: string, bytes: Buffer, today: string) {
  return loadFile(kind, textOf(bytes), { file: relFile, today });
}

/** The problem of a file on disk saved by a newer version of the app, which is never written over or deleted. */
export function newerVersionOnDisk(relFile: string, bytes: Buffer): FileProblem | undefined {
  return newerVersionProblem(textOf(bytes), relFile);
}

/** A file's bytes as text, without the byte-order mark some editors put first. */
function textOf(bytes: Buffer): string {
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * The problem to show for a file that could not be read: a link, a file too
 * large, a folder in its place, or what the system said.
 */
export function problemReading(relFile: string, error: unknown): FileProblem {
  if (error instanceof LinkRefused) return error.problem;
  if (error instanceof FileTooLarge || error instanceof NotAFile)
    return { code: 'invalid', file: relFile, message: error.message };
  return {
    code: 'invalid',
    file: relFile,
    message: `${relFile} could not be read (${errorCode(error) ?? String(error)}). Check that the file is not locked by another program and that you may read it, then reopen the campaign.`,
  };
}

/** Ok when `folder` is a folder; otherwise a `not-found` error saying what is there instead. */
export async function campaignFolderIsThere(folder: string): Promise<ApiResult<null>> {
  let stat;
  try {
    stat = await fs.stat(folder);
  } catch {
    return err(
      'not-found',
      `The campaign folder ${folder} does not exist. It may have been moved or deleted; open it from its new place.`,
    );
  }
  if (!stat.isDirectory()) {
    return err(
      'not-found',
      `${folder} is a file, not a campaign folder. Choose the folder that contains campaign.json.`,
    );
  }
  return ok(null);
}

/**
 * Reads a campaign folder: campaign.json must load, while each character file
 * loads on its own, and one that is newer, corrupt, invalid or a link becomes
 * a FileProblem so the rest of the campaign still opens. A characters or
 * .backups folder that is a link is reported and left alone. Conflict copies
 * left by sync tools are not characters and are listed elsewhere.
 */
export async function readCampaignFolder(folder: string, today: string): Promise<ApiResult<CampaignFolderContents>> {
  const there = await campaignFolderIsThere(folder);
  if (!there.ok) return there;

  const campaignFile = await readCampaignFile(folder, today);
  if (!campaignFile.ok) {
    if (campaignFile.error.code !== 'not-found') return campaignFile;
    return err(
      'not-found',
      `${folder} has no campaign.json, so it is not a campaign folder. Choose the folder that contains campaign.json, or create a new campaign.`,
    );
  }
  const { campaign, revision: campaignRevision } = campaignFile.value;
  const problems: FileProblem[] = [];
  try {
    await assertNoLinks(folder, BACKUPS_FOLDER);
  } catch (error) {
    if (!(error instanceof LinkRefused)) throw error;
    problems.push(error.problem);
  }
  // The list needs each character's id, name and game; the rest of a file is validated when it is read (readCharacter).
  const files = await readCharacterEntries(folder, (relFile, bytes) =>
    loadCharacterHeader(textOf(bytes), { file: relFile, today }),
  );
  const revisions = new Map<string, Revision>([[CAMPAIGN_FILE, campaignRevision], ...files.revisions]);
  const characters = files.characters.map(({ file, revision, character }): CharacterSummary => ({
    id: character.id,
    name: character.name,
    system: character.system,
    file,
    revision,
  }));
  characters.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return ok({ campaign, campaignRevision, characters, problems: [...problems, ...files.problems], revisions });
}

/** A character file of a campaign folder, read and loaded. */
export interface FolderCharacter<T = CharacterFile> {
  /** Relative file name, e.g. "characters/aria.json". */
  file: string;
  revision: Revision;
  /** The file loaded in full, or (opening a campaign) only its id, name and game. */
  character: T;
}

/** The character files of a campaign folder: those that loaded, in file-name order, and the problems of the others. */
export interface FolderCharacters<T = CharacterFile> {
  characters: FolderCharacter<T>[];
  problems: FileProblem[];
  /** Revision of every character file seen (including unreadable ones), by relative path. */
  revisions: Map<string, Revision>;
}

/**
 * Reads every character file in a campaign folder's characters/, as opening
 * the campaign does and the command-line checker does: each file loads on its
 * own (migrated, validated, its id checked against its file name), and one
 * that cannot becomes a FileProblem. A characters folder that is a link is
 * reported and not read; conflict copies, hidden files and links are skipped
 * or reported as opening a campaign does. Throws when characters/ exists but
 * cannot be listed.
 */
export function readCharacterFiles(folder: string, today: string): Promise<FolderCharacters> {
  return readCharacterEntries(folder, (relFile, bytes) => parseDiskFile('character', relFile, bytes, today));
}

/** The character files of a campaign folder, each loaded by `load` (in full, or only what the list shows), its id checked. */
async function readCharacterEntries<T extends { id: string }>(
  folder: string,
  load: (relFile: string, bytes: Buffer) => Loaded<T>,
): Promise<FolderCharacters<T>> {
  const result: FolderCharacters<T> = { characters: [], problems: [], revisions: new Map() };
  try {
    await assertNoLinks(folder, CHARACTERS_FOLDER);
  } catch (error) {
    if (!(error instanceof LinkRefused)) throw error;
    result.problems.push(error.problem);
    return result;
  }
  const entries = await characterEntries(folder);
  const read: (EntryBytes | EntryRead<T> | undefined)[] = new Array(entries.length);
  // Every file is read first, READ_BATCH at a time (each reader taking the next file as soon as it is done with one),
  // and then loaded: reading and loading in turns kept the disk waiting on the parser and the parser on the disk.
  let next = 0;
  const reader = async () => {
    for (let index = next++; index < entries.length; index = next++)
      read[index] = await readCharacterEntry(folder, entries[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(READ_BATCH, entries.length) }, reader));
  for (const [index, bytes] of read.entries()) {
    const entry = bytes && 'disk' in bytes ? loadCharacterEntry(bytes, load) : bytes;
    read[index] = undefined; // The bytes go as soon as the file is loaded.
    if (!entry) continue;
    if (entry.revision) result.revisions.set(entry.file, entry.revision);
    if (entry.character)
      result.characters.push({ file: entry.file, revision: entry.revision!, character: entry.character });
    if (entry.problem) result.problems.push(entry.problem);
  }
  return result;
}

/**
 * The `*.json` entries in characters/, sorted by name: files and links (a
 * link is reported, never read); hidden names (temp files, the app's own) and
 * conflict copies left by sync tools are skipped.
 */
async function characterEntries(folder: string): Promise<Dirent[]> {
  try {
    const entries = await fs.readdir(path.join(folder, CHARACTERS_FOLDER), { withFileTypes: true });
    return entries
      .filter(
        (entry) =>
          (entry.isFile() || entry.isSymbolicLink()) && entry.name.endsWith('.json') && !entry.name.startsWith('.'),
      )
      .filter((entry) => parseConflictCopyName(entry.name) === undefined)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
}

interface EntryRead<T> {
  file: string;
  revision?: Revision;
  character?: T;
  problem?: FileProblem;
}

/** A character file read from disk and not loaded yet, with the id its name gives. */
interface EntryBytes {
  file: string;
  id: string;
  disk: DiskFile;
}

/** A character file's bytes, or the problem that stops it being read; undefined when it went meanwhile. */
async function readCharacterEntry(folder: string, entry: Dirent): Promise<EntryBytes | EntryRead<never> | undefined> {
  const relFile = `${CHARACTERS_FOLDER}/${entry.name}`;
  if (entry.isSymbolicLink()) return { file: relFile, problem: new LinkRefused(relFile).problem };
  const id = entry.name.slice(0, -'.json'.length);
  if (!Identifier.safeParse(id).success) {
    return {
      file: relFile,
      problem: {
        code: 'invalid',
        file: relFile,
        field: 'id',
        message: `${relFile} has a file name that is not a character id. Rename it using only lowercase letters, digits and dashes (for example "aria.json") so the campaign can open it.`,
      },
    };
  }
  let disk: DiskFile | undefined;
  try {
    // readCharacterEntries checked characters/ for links, and the entry is a file by its listing.
    disk = await readDiskFile(folder, relFile, { folderChecked: true });
  } catch (error) {
    return { file: relFile, problem: problemReading(relFile, error) };
  }
  if (!disk) return undefined; // Deleted while the folder was being read.
  return { file: relFile, id, disk };
}

/** A character file read, loaded by `load` and its id checked against its name. */
function loadCharacterEntry<T extends { id: string }>(
  { file, id, disk }: EntryBytes,
  load: (relFile: string, bytes: Buffer) => Loaded<T>,
): EntryRead<T> {
  const loaded = checkCharacterId(load(file, disk.bytes), id, file);
  if (!loaded.ok) return { file, revision: disk.revision, problem: loaded.problem };
  return { file, revision: disk.revision, character: loaded.value };
}

/**
 * A character's id is its file name; a file whose id field disagrees (copied
 * or renamed by hand) is reported rather than guessed at.
 */
export function checkCharacterId<T extends { id: string }>(loaded: Loaded<T>, id: string, relFile: string): Loaded<T> {
  if (!loaded.ok || loaded.value.id === id) return loaded;
  return {
    ok: false,
    problem: {
      code: 'invalid',
      file: relFile,
      field: 'id',
      message: `${relFile} holds the character "${loaded.value.id}", but its file name says "${id}". Rename the file to ${loaded.value.id}.json or change its "id" field to "${id}".`,
    },
  };
}

/** Reads and loads campaign.json, for readCampaign. */
export async function readCampaignFile(folder: string, today: string): Promise<ApiResult<LoadedCampaign>> {
  let disk: DiskFile | undefined;
  try {
    disk = await readDiskFile(folder, CAMPAIGN_FILE);
  } catch (error) {
    const problem = problemReading(CAMPAIGN_FILE, error);
    return err('file-problem', problem.message, problem);
  }
  if (!disk)
    return err(
      'not-found',
      `${CAMPAIGN_FILE} is not there any more. It may have been deleted or moved outside the app; restore it from the campaign's .backups folder.`,
    );
  const loaded = parseDiskFile('campaign', CAMPAIGN_FILE, disk.bytes, today);
  if (!loaded.ok) return err('file-problem', loaded.problem.message, loaded.problem);
  return ok({ campaign: loaded.value, revision: disk.revision });
}

/** Reads and loads one character by id, for readCharacter. */
export async function readCharacterFile(
  folder: string,
  id: string,
  today: string,
): Promise<ApiResult<LoadedCharacter>> {
  const relFile = characterFileOf(id);
  let disk: DiskFile | undefined;
  try {
    disk = await readDiskFile(folder, relFile);
  } catch (error) {
    const problem = problemReading(relFile, error);
    return problem.code === 'link' ? err('file-problem', problem.message, problem) : err('io', problem.message);
  }
  if (!disk) {
    return err(
      'not-found',
      `${relFile} does not exist. It may have been deleted or renamed outside the app; reopen the campaign to refresh its list.`,
    );
  }
  const loaded = checkCharacterId(parseDiskFile('character', relFile, disk.bytes, today), id, relFile);
  if (!loaded.ok) return err('file-problem', loaded.problem.message, loaded.problem);
  const value: LoadedCharacter = { character: loaded.value, revision: disk.revision };
  if (loaded.migratedFrom !== undefined) value.migratedFrom = loaded.migratedFrom;
  return ok(value);
}
