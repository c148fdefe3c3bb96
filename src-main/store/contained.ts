import { close, constants, fstat, open, promises as fs, read, type Stats } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { tooLargeToOpen } from '../../shared/model';
import { errorCode } from './atomic-write';
import { inFolder, rememberCampaignFolder } from './in-folder';
import { LinkRefused } from './link-refused';

export { LinkRefused, linkMessage } from './link-refused';

/**
 * Checks that no part of `relPath` below `folder` is a symbolic link. Parts
 * that do not exist yet are fine (they will be created as real folders).
 * Throws LinkRefused naming the first linked part.
 */
export async function assertNoLinks(folder: string, relPath: string): Promise<void> {
  rememberCampaignFolder(folder);
  await lookAtParts(folder, relPath);
}

/**
 * Creates `relDir` below `folder` (and its parents) as real folders, refusing any link on the way. Folders that
 * are all there already are only looked at, once. Each missing folder is made from inside the one above it, reached
 * one name at a time (see in-folder.ts), so a link put in place meanwhile never leads the making elsewhere.
 */
export async function makeFolderInside(folder: string, relDir: string): Promise<void> {
  rememberCampaignFolder(folder);
  if (await foldersThere(folder, relDir)) return;
  inFolder(path.join(folder, ...relDir.split('/')), () => undefined, { create: true });
}

/**
 * The folders made or looked at for one piece of work in a campaign folder (one save, or the saves of one hold of
 * the campaign's lock): each folder is looked at once however many files of it are written and backed up, not
 * once per file and step. Keep one only as long as that work: a link put in place later is for the next look.
 */
export class FolderLooks {
  private readonly looks = new Map<string, Promise<void>>();

  constructor(readonly folder: string) {
    rememberCampaignFolder(folder);
  }

  /** makeFolderInside, once per folder; a look that failed is tried again by the next caller. */
  make(relDir: string): Promise<void> {
    let look = this.looks.get(relDir);
    if (!look) {
      look = makeFolderInside(this.folder, relDir);
      this.looks.set(relDir, look);
      look.catch(() => this.looks.delete(relDir));
    }
    return look;
  }
}

/**
 * True when every part of `relDir` below `folder` is a real folder; false as soon as one is missing or is not a
 * folder (making the folders then creates it, or fails saying why). Throws LinkRefused for a link on the way.
 */
async function foldersThere(folder: string, relDir: string): Promise<boolean> {
  const parts = await lookAtParts(folder, relDir);
  return parts.every((stat) => stat?.isDirectory() === true);
}

/**
 * Looks at every part of `relPath` below `folder` at once (each look is its own trip to the disk, and they do not
 * depend on each other), then at the answers in order: the first linked part throws LinkRefused; parts after a
 * missing one are left out. Resolves to what was found, undefined for a missing part.
 */
async function lookAtParts(folder: string, relPath: string): Promise<(Stats | undefined)[]> {
  const parts = relPath.split('/').filter((part) => part !== '');
  const paths = parts.map((_, i) => path.join(folder, ...parts.slice(0, i + 1)));
  const looks = await Promise.allSettled(paths.map((p) => fs.lstat(p)));
  const found: (Stats | undefined)[] = [];
  for (const [i, look] of looks.entries()) {
    if (look.status === 'rejected') {
      if (errorCode(look.reason) === 'ENOENT') return [...found, undefined];
      throw look.reason;
    }
    if (look.value.isSymbolicLink()) throw new LinkRefused(parts.slice(0, i + 1).join('/'));
    found.push(look.value);
  }
  return found;
}

/** Opening flags that refuse a link as the last part of the path, where the system offers it (not on Windows). */
const READ_NO_FOLLOW = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/**
 * Reads a file inside the campaign folder, or returns undefined when it does
 * not exist. Refuses links anywhere on the path (LinkRefused) and files larger
 * than `maxBytes` (FileTooLarge), before reading a byte of them. With
 * `folderChecked` the caller has just checked the folders on the way for
 * links (opening a campaign reads hundreds of files of one folder): where the
 * system can refuse a link as the file itself (O_NOFOLLOW), the path is not
 * looked at again.
 */
export async function readInside(
  folder: string,
  relFile: string,
  maxBytes: number,
  options: { folderChecked?: boolean } = {},
): Promise<{ bytes: Buffer; mtimeMs: number } | undefined> {
  rememberCampaignFolder(folder);
  if (!options.folderChecked || constants.O_NOFOLLOW === undefined) await assertNoLinks(folder, relFile);
  let fd: number;
  try {
    fd = await openFd(path.join(folder, ...relFile.split('/')), READ_NO_FOLLOW);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return undefined;
    // O_NOFOLLOW answers ELOOP for a link put in place after the check above.
    if (code === 'ELOOP') throw new LinkRefused(relFile);
    throw error;
  }
  try {
    const stat = await statFd(fd);
    if (!stat.isFile()) throw new NotAFile(relFile);
    if (stat.size > maxBytes) throw new FileTooLarge(relFile, stat.size, maxBytes);
    return { bytes: await readToEnd(fd, stat.size, relFile, maxBytes), mtimeMs: stat.mtimeMs };
  } finally {
    await closeFd(fd);
  }
}

// A file descriptor rather than a FileHandle: opening a campaign reads hundreds of files, and the handle's own
// bookkeeping (an object per file, its promise wrappers and its close on collection) costs more than the reading.
const openFd = promisify(open);
const statFd = promisify(fstat);
const readFd = promisify(read);
const closeFd = promisify(close);

/**
 * Reads an open file whose size was just looked up: usually one read, which comes back short of the buffer
 * at the end of the file. A file that grew meanwhile is read on, up to `maxBytes`.
 */
async function readToEnd(fd: number, size: number, relFile: string, maxBytes: number): Promise<Buffer> {
  let buffer = Buffer.allocUnsafe(size + 1);
  let length = 0;
  for (;;) {
    const { bytesRead } = await readFd(fd, buffer, length, buffer.length - length, length);
    length += bytesRead;
    if (length < buffer.length) return buffer.subarray(0, length);
    if (length > maxBytes) throw new FileTooLarge(relFile, length, maxBytes);
    const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxBytes + 1));
    buffer.copy(grown, 0, 0, length);
    buffer = grown;
  }
}

/** Thrown for a campaign file too large to be one the app wrote; it is not read. */
export class FileTooLarge extends Error {
  constructor(
    readonly relFile: string,
    readonly size: number,
    readonly limit: number,
  ) {
    super(
      `${tooLargeToOpen(relFile, size)}, so it was not read. The app writes no file that large: check what replaced it, and restore it from the campaign's .backups folder.`,
    );
  }
}

/** Thrown when a campaign file's name is taken by a folder or a device. */
export class NotAFile extends Error {
  constructor(readonly relFile: string) {
    super(
      `${relFile} is not a file (perhaps a folder of that name), so it was not read. Move it out of the campaign folder.`,
    );
  }
}
