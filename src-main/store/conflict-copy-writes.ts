import { promises as fs } from 'node:fs';
import path from 'node:path';
import { err, ok, type ApiResult, type ConflictCopyContents, type Revision } from '../../shared/api';
import {
  Identifier,
  mergeCharacters,
  parseConflictCopyName,
  stableStringify,
  type MergeChoices,
} from '../../shared/model';
import {
  asideNameFor,
  errorCode,
  removeInFolder,
  renameInFolder,
  renameWithRetry,
  syncFolder,
  writeTempFile,
} from './atomic-write';
import { backupSetAside, relBackupFolderOf } from './backups';
import { parseDiskFile, problemReading } from './campaign-folder';
import { absolutePath, CAMPAIGN_FILE, CHARACTERS_FOLDER, readDiskFile, type DiskFile } from './disk-file';
import { ioError } from './campaign-writes';
import { makeFolderInside } from './contained';
import { placeIfAbsent, replaceIfUnchanged } from './replace';
import { revisionOf } from './revision';

/** A conflict copy and the file it is another version of, both relative to the campaign folder. */
export interface CopyAndOriginal {
  copy: string;
  original: string;
  /** For a copy of a character file, the character's id. */
  characterId?: string;
}

/**
 * Which file `relFile` is a conflict copy of, or an error saying it is not one
 * the app recognises (then it does nothing with it).
 */
export function originalOf(relFile: string): ApiResult<CopyAndOriginal> {
  const inCharacters = relFile.startsWith(`${CHARACTERS_FOLDER}/`);
  const name = inCharacters ? relFile.slice(CHARACTERS_FOLDER.length + 1) : relFile;
  const parsed = parseConflictCopyName(name);
  const notACopy = err<CopyAndOriginal>(
    'not-found',
    `${relFile} is not another version left by a sync tool, so the app leaves it alone. Reopen the campaign to refresh the list.`,
  );
  if (!parsed) return notACopy;
  if (!inCharacters)
    return parsed.originalName === CAMPAIGN_FILE ? ok({ copy: relFile, original: CAMPAIGN_FILE }) : notACopy;
  const id = parsed.originalName.replace(/\.json$/, '');
  if (!Identifier.safeParse(id).success) return notACopy;
  return ok({ copy: relFile, original: `${CHARACTERS_FOLDER}/${parsed.originalName}`, characterId: id });
}

/** Reads a conflict copy and checks it like its original: a character with the original's id, or a campaign. */
export async function readConflictCopyFile(
  folder: string,
  files: CopyAndOriginal,
  today: string,
): Promise<ApiResult<ConflictCopyContents>> {
  const disk = await readCopy(folder, files);
  return disk.ok ? loadCopy(files, disk.value, today) : disk;
}

/** The copy's bytes, or why they cannot be had (gone, a link, too large). */
async function readCopy(folder: string, files: CopyAndOriginal): Promise<ApiResult<DiskFile>> {
  let disk: DiskFile | undefined;
  try {
    disk = await readDiskFile(folder, files.copy);
  } catch (error) {
    const problem = problemReading(files.copy, error);
    return err('file-problem', problem.message, problem);
  }
  if (!disk)
    return err(
      'not-found',
      `${files.copy} is not there any more; the sync tool or someone else may have removed it. Reopen the campaign to refresh the list.`,
    );
  return ok(disk);
}

function loadCopy(files: CopyAndOriginal, disk: DiskFile, today: string): ApiResult<ConflictCopyContents> {
  if (files.characterId === undefined) {
    const loaded = parseDiskFile('campaign', files.copy, disk.bytes, today);
    if (!loaded.ok) return err('file-problem', loaded.problem.message, loaded.problem);
    return ok({ kind: 'campaign', campaign: loaded.value, revision: disk.revision });
  }
  const loaded = parseDiskFile('character', files.copy, disk.bytes, today);
  if (!loaded.ok) return err('file-problem', loaded.problem.message, loaded.problem);
  if (loaded.value.id !== files.characterId) {
    // Not a version of this character at all; never advise renaming it over the original.
    const message = `${files.copy} holds the character "${loaded.value.id}", not "${files.characterId}", so it is not another version of ${files.original}. Open it in a text editor to see whose it is.`;
    return err('file-problem', message, { code: 'invalid', file: files.copy, field: 'id', message });
  }
  return ok({ kind: 'character', character: loaded.value, revision: disk.revision });
}

export interface KeepChoice {
  folder: string;
  files: CopyAndOriginal;
  keep: 'copy' | 'original' | 'both';
  /** The copy's revision as the user saw it. */
  copyRevision: Revision;
  /** With 'both': the value chosen for each field the two versions of a character set differently. */
  choices?: MergeChoices;
  now: Date;
  today: string;
  /** Told the original's version now on disk before anything changes (see FileWrite.onDisk). */
  onDisk?: (current: DiskFile | undefined) => Promise<void>;
  /** Why the copy cannot be kept in the campaign (another game's character, say); undefined when it can. */
  refuse?: (copy: ConflictCopyContents) => ApiResult<never> | undefined;
}

/** What keeping one version did: the original's revision now, and its bytes when they changed. */
export interface Kept {
  revision: Revision;
  written?: Buffer;
  created: boolean;
}

/**
 * Keeps one of a file and its conflict copy; the other goes to .backups. With
 * 'copy' the copy's bytes replace the original (only if the original is still
 * what was just read, as every save), the replaced original is backed up and
 * the copy's name removed. With 'original' the copy is moved into the
 * original's backups. Nothing happens if the copy changed since the user
 * looked at it, or cannot be opened and would replace the original.
 */
export async function keepOneVersion(choice: KeepChoice): Promise<ApiResult<Kept>> {
  const { folder, files, now } = choice;
  const disk = await readCopy(folder, files);
  if (!disk.ok) return disk;
  if (disk.value.revision !== choice.copyRevision) {
    return err(
      'conflict',
      `${files.copy} changed since you looked at it. Open it again to see what it holds now, then choose again.`,
    );
  }
  if (choice.keep !== 'original') {
    const loaded = loadCopy(files, disk.value, choice.today);
    if (!loaded.ok) return loaded;
    const refused = choice.refuse?.(loaded.value);
    if (refused) return refused;
  }
  if (choice.keep === 'both') return keepBoth(choice, disk.value);
  const copyBytes = disk.value.bytes;
  try {
    const original = await readDiskFile(folder, files.original);
    await choice.onDisk?.(original);
    await makeFolderInside(folder, relBackupFolderOf(files.original));
    if (choice.keep === 'original') {
      const aside = await takeAside(folder, files.copy, copyBytes);
      if (!aside)
        return err(
          'conflict',
          `${files.copy} changed just now. Open it again to see what it holds now, then choose again.`,
        );
      await backupSetAside(folder, files.original, aside, now);
      if (!original)
        return err(
          'not-found',
          `${files.original} is not there any more, so the other version was kept in .backups. Restore it from there if you want it back.`,
        );
      return ok({ revision: original.revision, created: false });
    }
    if (!(await replaceOriginal(folder, files.original, copyBytes, original?.bytes, now))) {
      return err(
        'conflict',
        `${files.original} was changed by another program just now, so nothing was replaced. Look at both versions again, then choose.`,
      );
    }
    // The copy's bytes now live under the original's name; its own name goes.
    const aside = await takeAside(folder, files.copy, copyBytes);
    if (aside) await removeInFolder(aside.aside);
    await syncFolder(path.dirname(absolutePath(folder, files.original)));
    return ok({ revision: revisionOf(copyBytes), written: copyBytes, created: original === undefined });
  } catch (error) {
    return ioError(error, `keep one version of ${files.original}`);
  }
}

/**
 * Keeps both versions of a character: the original with the two ledgers merged entry by entry replaces the
 * original (only if it is still what was just read), and both earlier versions go to .backups. Refused, with
 * nothing changed, when the versions collide or either cannot be read.
 */
async function keepBoth(choice: KeepChoice, copyDisk: DiskFile): Promise<ApiResult<Kept>> {
  const { folder, files, now } = choice;
  const loaded = loadCopy(files, copyDisk, choice.today);
  if (!loaded.ok) return loaded;
  if (loaded.value.kind !== 'character')
    return err(
      'invalid-argument',
      'Only two versions of a character can be merged; keep one version of the campaign file.',
    );
  try {
    const original = await readDiskFile(folder, files.original);
    await choice.onDisk?.(original);
    if (!original)
      return err(
        'not-found',
        `${files.original} is not there any more, so there is nothing to merge with. Keep the other version instead.`,
      );
    const current = parseDiskFile('character', files.original, original.bytes, choice.today);
    if (!current.ok)
      return err(
        'file-problem',
        `${current.problem.message} Merging needs both versions readable; keep one of them instead.`,
        current.problem,
      );
    const merge = mergeCharacters(current.value, loaded.value.character, choice.choices);
    if (!merge.ok) {
      return err(
        'conflict',
        `The two versions cannot be merged: ${merge.collisions.map((c) => c.message).join(' ')} Nothing was changed.`,
      );
    }
    const bytes = Buffer.from(stableStringify(merge.merged));
    await makeFolderInside(folder, relBackupFolderOf(files.original));
    if (!(await replaceOriginal(folder, files.original, bytes, original.bytes, now))) {
      return err(
        'conflict',
        `${files.original} was changed by another program just now, so nothing was merged. Look at both versions again, then choose.`,
      );
    }
    // Both earlier versions are in the backups: the original just replaced, and now the copy.
    const aside = await takeAside(folder, files.copy, copyDisk.bytes);
    if (aside) await backupSetAside(folder, files.original, aside, now);
    await syncFolder(path.dirname(absolutePath(folder, files.original)));
    return ok({ revision: revisionOf(bytes), written: bytes, created: false });
  } catch (error) {
    return ioError(error, `merge two versions of ${files.original}`);
  }
}

/**
 * Puts `bytes` under the original's name if it still holds `expected` (undefined: no file), as every save does;
 * the version replaced, or one another program wrote meanwhile, goes to .backups. False when another program
 * changed the original since it was read: then nothing is replaced.
 */
async function replaceOriginal(
  folder: string,
  relOriginal: string,
  bytes: Buffer,
  expected: Buffer | undefined,
  now: Date,
): Promise<boolean> {
  const target = absolutePath(folder, relOriginal);
  const temp = await writeTempFile(target, bytes);
  try {
    const replaced = await replaceIfUnchanged(target, temp, expected);
    if (!replaced.ok) {
      if (replaced.setAside) await backupSetAside(folder, relOriginal, replaced.setAside, now);
      return false;
    }
    if (replaced.replaced) await backupSetAside(folder, relOriginal, replaced.replaced, now);
    return true;
  } finally {
    await removeInFolder(temp).catch(() => undefined);
  }
}

/** Moves `relFile` aside if it still holds `expected`; otherwise leaves it (or puts it back) and resolves to undefined. */
async function takeAside(
  folder: string,
  relFile: string,
  expected: Buffer,
): Promise<{ aside: string; bytes: Buffer } | undefined> {
  const file = absolutePath(folder, relFile);
  const aside = asideNameFor(file);
  try {
    await renameWithRetry(renameInFolder, file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  const bytes = await fs.readFile(aside);
  if (bytes.equals(expected)) return { aside, bytes };
  // Changed a moment ago: give it its name back (or, if that was taken meanwhile, keep it in the backups).
  if (!(await placeIfAbsent(aside, file))) await backupSetAside(folder, relFile, { aside, bytes }, new Date());
  return undefined;
}
