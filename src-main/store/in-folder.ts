import { randomBytes } from 'node:crypto';
import fs, { constants, type BigIntStats } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { LinkRefused } from './link-refused';

/*
 * Every change the store makes to a campaign folder (a file created, renamed, linked or removed, a folder made) is
 * made by a bare name from inside the very folder it belongs to, never through a path that the system resolves
 * again at the moment of the change. Node has no openat(); the process's working folder stands in for it: the
 * working folder is the folder itself, not its path, so a link another program puts in the path afterwards is not
 * followed. The folder is reached from the campaign folder one name at a time, each checked to be a real folder
 * before the step and to be that same folder (device and inode) after it. Each change is synchronous and the
 * working folder is set back before anything else in the process runs; bytes are written and flushed through
 * the open file, off the main thread. See docs/decisions/0006-writes-stay-inside-the-campaign.md.
 */

/** The campaign folders the store works in; a folder below one is reached from it one name at a time. */
const campaignFolders = new Set<string>();

/** Makes `folder` (absolute) a campaign folder: changes below it are made only through real folders inside it. */
export function rememberCampaignFolder(folder: string): void {
  campaignFolders.add(path.resolve(folder));
}

/** The innermost campaign folder that holds `dir` (or is it), if the store knows one. */
function campaignFolderOf(dir: string): string | undefined {
  let found: string | undefined;
  for (const folder of campaignFolders) {
    const inside = dir === folder || dir.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
    if (inside && (found === undefined || folder.length > found.length)) found = folder;
  }
  return found;
}

/**
 * Runs `step` with the process's working folder set to `dir`, so that `step` names what it changes by bare names
 * that cannot lead anywhere else. Below a campaign folder, `dir` is reached from it one name at a time: a part
 * that is a link, or that was swapped for one between the look and the step, throws LinkRefused; with `create`,
 * a missing part is made as a real folder. `step` must be synchronous. The working folder is set back afterwards.
 */
export function inFolder<T>(dir: string, step: () => T, options: { create?: boolean } = {}): T {
  const absolute = path.resolve(dir);
  const root = campaignFolderOf(absolute) ?? absolute;
  const parts = path
    .relative(root, absolute)
    .split(path.sep)
    .filter((part) => part !== '');
  const back = workingFolder();
  try {
    process.chdir(root);
    for (const [i, part] of parts.entries()) stepInto(part, parts.slice(0, i + 1).join('/'), options.create === true);
    return step();
  } finally {
    returnTo(back, root);
  }
}

/** Steps from the working folder into its folder `part` (`entry` relative to the campaign folder, for messages). */
function stepInto(part: string, entry: string, create: boolean): void {
  let seen = lookAt(part);
  if (!seen && create) {
    try {
      fs.mkdirSync(part);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
    }
    seen = lookAt(part);
  }
  if (!seen) throw Object.assign(new Error(`${entry} does not exist`), { code: 'ENOENT' });
  if (seen.isSymbolicLink()) throw new LinkRefused(entry);
  if (!seen.isDirectory()) throw Object.assign(new Error(`${entry} is not a folder`), { code: 'ENOTDIR' });
  process.chdir(part);
  // The step follows whatever has the name now: it must have arrived in the very folder looked at.
  const here = fs.statSync('.', { bigint: true });
  if (here.dev !== seen.dev || here.ino !== seen.ino) throw new LinkRefused(entry);
}

function lookAt(name: string): BigIntStats | undefined {
  return fs.lstatSync(name, { bigint: true, throwIfNoEntry: false });
}

function workingFolder(): string | undefined {
  try {
    return process.cwd();
  } catch {
    return undefined; // The working folder was removed; there is nothing to go back to.
  }
}

function returnTo(back: string | undefined, root: string): void {
  try {
    process.chdir(back ?? path.parse(root).root);
  } catch {
    process.chdir(path.parse(root).root);
  }
}

function codeOf(error: unknown): string | undefined {
  return error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** Opening flags that refuse a link as the file itself, where the system offers it (not on Windows). */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

const writeFd = promisify(fs.write);
const readFd = promisify(fs.read);
const syncFd = promisify(fs.fsync);
const closeFd = promisify(fs.close);
const statFd = promisify(fs.fstat);
const truncateFd = promisify(fs.ftruncate);

/**
 * Creates the file `name` in `dir` (failing with EEXIST when anything has that name, a link included), writes
 * `data` and flushes it to disk. A file that could not be written whole is removed again.
 */
export async function writeNewFileIn(dir: string, name: string, data: string | Uint8Array): Promise<void> {
  const fd = inFolder(dir, () =>
    fs.openSync(name, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o666),
  );
  let failed: unknown;
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    for (let written = 0; written < bytes.length;) {
      written += (await writeFd(fd, bytes, written, bytes.length - written, written)).bytesWritten;
    }
    await syncFd(fd);
  } catch (error) {
    failed = error;
  }
  try {
    await closeFd(fd);
  } catch (error) {
    failed ??= error;
  }
  if (failed === undefined) return;
  try {
    removeIn(dir, name);
  } catch {
    // Best effort: a temp file left behind is tidied when the campaign is next opened.
  }
  throw failed;
}

/** Renames `from` to `to`, two names in `dir`. */
export function renameIn(dir: string, from: string, to: string): void {
  inFolder(dir, () => fs.renameSync(from, to));
}

/** Removes the file (or link) `name` in `dir`; nothing when it is not there. */
export function unlinkIn(dir: string, name: string): void {
  inFolder(dir, () => {
    try {
      fs.unlinkSync(name);
    } catch (error) {
      if (codeOf(error) !== 'ENOENT') throw error;
    }
  });
}

/**
 * Removes the file `name` in `dir` (nothing when it is not there), without freeing its disk space on the main
 * thread: it is renamed to a temp file's name and opened in one step, emptied through the descriptor off the main
 * thread (freeing space can take milliseconds, on a disk that discards freed blocks at once), and its empty name
 * removed. A writer stopped in between leaves a temp file, which the next opening tidies.
 */
export async function discardIn(dir: string, name: string): Promise<void> {
  const trash = `.${name}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = inFolder(dir, () => {
    try {
      fs.renameSync(name, trash);
    } catch (error) {
      if (codeOf(error) === 'ENOENT') return 'gone';
      throw error;
    }
    try {
      return fs.openSync(trash, constants.O_WRONLY | NO_FOLLOW);
    } catch {
      fs.unlinkSync(trash); // Cannot be opened for writing (read-only): removed at once instead.
      return 'gone';
    }
  });
  if (fd === 'gone') return;
  try {
    await truncateFd(fd, 0);
  } finally {
    await closeFd(fd).catch(() => undefined);
  }
  unlinkIn(dir, trash);
}

/**
 * Renames `fromName` in `fromDir` to `toName` in `toDir`, two folders, where the system gives a safe way: on
 * Linux, the path `/proc/self/fd/<n>` of an open folder's descriptor is that folder itself, so the rename is made
 * from inside `toDir` with the name of a folder opened from inside `fromDir`, and no path is resolved again.
 * Resolves to false, nothing done, where there is no such way (macOS, Windows, a Linux without /proc): the caller
 * copies instead.
 */
export function moveBetweenFolders(fromDir: string, fromName: string, toDir: string, toName: string): boolean {
  if (process.platform !== 'linux') return false;
  const fd = inFolder(fromDir, () => fs.openSync('.', constants.O_RDONLY | (constants.O_DIRECTORY ?? 0)));
  try {
    const from = `/proc/self/fd/${fd}`;
    if (!fs.existsSync(from)) return false;
    inFolder(toDir, () => fs.renameSync(`${from}/${fromName}`, toName));
    return true;
  } finally {
    fs.closeSync(fd);
  }
}

/** Removes the entry `name` in `dir` (a file, a link, or a folder with what is in it); nothing when it is not there. */
export function removeIn(dir: string, name: string): void {
  inFolder(dir, () => fs.rmSync(name, { recursive: true, force: true }));
}

/** True when something (a file, a folder, a link) has the name `name` in `dir`. */
export function existsIn(dir: string, name: string): boolean {
  return inFolder(dir, () => lookAt(name) !== undefined);
}

/** The names in `dir`. */
export function namesIn(dir: string): string[] {
  return inFolder(dir, () => fs.readdirSync('.'));
}

/** Runs `use` with `name` in `dir` open for reading (a link as the file itself is refused where the system can). */
export async function withFileIn<T>(dir: string, name: string, use: (fd: number) => Promise<T>): Promise<T> {
  const fd = inFolder(dir, () => fs.openSync(name, constants.O_RDONLY | NO_FOLLOW));
  try {
    return await use(fd);
  } finally {
    await closeFd(fd).catch(() => undefined);
  }
}

/** Flushes the folder `dir` itself (its entries) to disk; throws where the system cannot open a folder. */
export async function syncFolderIn(dir: string): Promise<void> {
  const fd = inFolder(dir, () => fs.openSync('.', constants.O_RDONLY));
  try {
    await syncFd(fd);
  } finally {
    await closeFd(fd).catch(() => undefined);
  }
}

/** Reads an open file from its start: all of it, or, with `limit`, at most `limit` + 1 bytes. */
export async function readAllOf(fd: number, limit = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const { size } = await statFd(fd);
  let buffer = Buffer.allocUnsafe(Math.min(size, limit) + 1);
  let length = 0;
  for (;;) {
    const { bytesRead } = await readFd(fd, buffer, length, buffer.length - length, length);
    length += bytesRead;
    if (length < buffer.length || length > limit) return buffer.subarray(0, length);
    // Grown since it was looked up: read on.
    const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, limit + 1));
    buffer.copy(grown, 0, 0, length);
    buffer = grown;
  }
}
