import { promises as fs } from 'node:fs';
import type { ConflictCopy } from '../../shared/api';
import {
  CAMPAIGN_FILE,
  CHARACTERS_FOLDER,
  conflictCopyOriginal,
  loadFile,
  parseConflictCopyName,
  type ConflictCopyName,
  type FileKind,
} from '../../shared/model';
import { absolutePath, readDiskFile, type DiskFile } from './disk-file';

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

function describeCopy(
  file: string,
  original: string,
  parsed: ConflictCopyName,
  disk: DiskFile,
  today: string,
): ConflictCopy {
  const characterId =
    original === CAMPAIGN_FILE ? undefined : original.slice(`${CHARACTERS_FOLDER}/`.length, -'.json'.length);
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
