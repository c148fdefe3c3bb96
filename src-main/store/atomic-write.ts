import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { removeIn, renameIn, syncFolderIn, writeNewFileIn } from './in-folder';

/**
 * The file-system calls atomicWrite makes that can fail in interesting ways.
 * Tests swap them to simulate a rename held by a virus scanner or a full disk.
 */
export interface AtomicWriteOps {
  rename(from: string, to: string): Promise<void>;
}

export interface AtomicWriteOptions {
  ops?: Partial<AtomicWriteOps>;
  /** How many times a locked rename is retried before giving up (default 5). */
  renameRetries?: number;
  /** Wait before the first retry; doubled each time (default 20 ms). */
  retryDelayMs?: number;
  /**
   * Folder for the temp file (default: the target's folder). It must be on
   * the same disk as the target so the rename stays atomic.
   */
  tempFolder?: string;
}

const TEMP_NAME = /^\..+\.[0-9a-f]{12}\.tmp$/;

/** A file moved aside while a save replaces it: `.<name>.<12 hex>.old`. */
const ASIDE_NAME = /^\.(.+)\.[0-9a-f]{12}\.old$/;

/** Errors Windows raises while another process (typically a virus scanner) holds the file open. */
const LOCKED_CODES = new Set(['EPERM', 'EBUSY', 'EACCES']);

/** True for the name of a temp file written by atomicWrite; such files are never campaign data. */
export function isTempFileName(name: string): boolean {
  return TEMP_NAME.test(name);
}

/**
 * For a file moved aside by a save that was interrupted, the name of the file
 * it was moved from; undefined for any other name.
 */
export function asideOriginalName(name: string): string | undefined {
  return ASIDE_NAME.exec(name)?.[1];
}

/** A fresh name in `dir` for moving `target` aside while it is replaced. */
export function asideNameFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.old`);
}

/** A new temp file's name for `target`: `.<name>.<12 hex>.tmp`, which tidying knows as a leftover. */
export function tempNameOf(target: string): string {
  return `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`;
}

/**
 * Writes `data` to a new temp file named after `target` (in `folder`,
 * default the target's own folder) and flushes it to disk. Returns its path.
 * The file is created from inside its folder (see in-folder.ts), so it is
 * never made through a link swapped into the path meanwhile.
 */
export async function writeTempFile(
  target: string,
  data: string | Uint8Array,
  folder = path.dirname(target),
): Promise<string> {
  const name = tempNameOf(target);
  await writeNewFileIn(folder, name, data);
  return path.join(folder, name);
}

/**
 * Renames `from` to `to`. Two names of one folder are renamed from inside
 * it, never through a link swapped into the path meanwhile (see
 * in-folder.ts); names in two folders, which no campaign write uses, by path.
 */
export async function renameInFolder(from: string, to: string): Promise<void> {
  const dir = path.dirname(from);
  if (path.dirname(to) !== dir) return fs.rename(from, to);
  renameIn(dir, path.basename(from), path.basename(to));
}

/** Removes the file or folder at `file` from inside its folder; nothing when it is not there. */
export async function removeInFolder(file: string): Promise<void> {
  removeIn(path.dirname(file), path.basename(file));
}

/**
 * Replaces `target` with `data` so that a crash at any moment leaves either
 * the old file or the new one, never a mix: the bytes go to a temp file in
 * the same folder, are flushed to disk, renamed over the target, and then the
 * folder itself is flushed so the rename survives a power cut. This does not
 * look at what it replaces; campaign files go through replaceIfUnchanged.
 */
export async function atomicWrite(
  target: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const dir = path.dirname(target);
  const rename = options.ops?.rename ?? renameInFolder;
  const temp = await writeTempFile(target, data, options.tempFolder ?? dir);
  try {
    await renameWithRetry(rename, temp, target, options.renameRetries ?? 5, options.retryDelayMs ?? 20);
  } catch (error) {
    await removeInFolder(temp).catch(() => undefined);
    throw error;
  }
  await syncFolder(dir);
  if (options.tempFolder && path.resolve(options.tempFolder) !== path.resolve(dir))
    await syncFolder(options.tempFolder);
}

/** Renames, retrying while Windows reports the file locked (EPERM, EBUSY, EACCES). */
export async function renameWithRetry(
  rename: AtomicWriteOps['rename'],
  from: string,
  to: string,
  retries = 5,
  delayMs = 20,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      if (attempt >= retries || !LOCKED_CODES.has(errorCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));
    }
  }
}

/**
 * Flushes a folder's entries (the rename) to disk. Best effort: Windows
 * cannot open a folder for flushing (its renames are durable by themselves)
 * and some network shares refuse, and by then the rename has happened, so
 * reporting the write as failed would be wrong.
 */
export async function syncFolder(dir: string): Promise<void> {
  try {
    await syncFolderIn(dir);
  } catch {
    // See above: the data is already in place.
  }
}

/**
 * The folder flushes of one piece of work (the saves of one request): a flush asked for while one of the same
 * folder is under way waits for it, then shares the next one with every other asked for meanwhile. That next one
 * starts after they were all asked for, so it covers every change made before; six saves to one folder flush it
 * about twice, not six times.
 */
export class FolderFlushes {
  private readonly folders = new Map<string, { running: Promise<void>; next?: Promise<void> }>();

  /** `flush` is syncFolder; a test can watch the flushes through another. */
  constructor(private readonly flush: (dir: string) => Promise<void> = syncFolder) {}

  /** syncFolder, shared as above. */
  sync(dir: string): Promise<void> {
    const key = path.resolve(dir);
    const under = this.folders.get(key);
    if (under) return (under.next ??= under.running.then(() => this.sync(key)));
    const flush: { running: Promise<void>; next?: Promise<void> } = { running: Promise.resolve() };
    flush.running = this.flush(key).then(() => {
      if (this.folders.get(key) === flush) this.folders.delete(key);
    });
    this.folders.set(key, flush);
    return flush.running;
  }
}

/** True when something (a file, a folder, a link) has this name; false only when nothing does. */
export async function entryExists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}

/** The Node error code of a thrown file-system error, if it has one. */
export function errorCode(error: unknown): string | undefined {
  return error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
