import { randomBytes } from 'node:crypto';
import fs, { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { entryExists, errorCode } from './atomic-write';
import { KeyedLock } from './keyed-lock';

/** The lock of a campaign: a folder inside it, created and removed through proper-lockfile. */
export const CAMPAIGN_LOCK_NAME = '.ledger.lock';

/**
 * Inside a lock folder: who holds it, so that a lock left by a process that
 * died on this machine is taken over at once instead of after the stale time.
 * It is a folder named `owner-<pid>-<host, URI-encoded>`, made in one step;
 * a lock made by an earlier version of the app holds the file `owner.json`
 * ({"pid": …, "host": …}) instead, which is read too.
 */
const OWNER_PREFIX = 'owner-';
const OWNER_FILE = 'owner.json';

function ownerFolderName(owner: OwnerRecord): string {
  return `${OWNER_PREFIX}${owner.pid}-${encodeURIComponent(owner.host)}`;
}

function ownerOfName(name: string): OwnerRecord | undefined {
  const found = /^owner-(\d+)-(.+)$/.exec(name);
  if (!found) return undefined;
  try {
    return { pid: Number(found[1]), host: decodeURIComponent(found[2]!) };
  } catch {
    return undefined;
  }
}

export interface FolderLockOptions {
  /** Take the lock on disk too (default true). Without it only this process's own tasks are ordered. */
  crossProcess?: boolean;
  /** A lock whose holder has not refreshed it for this long is taken over (default 10 000 ms; proper-lockfile's floor is 2 000). */
  staleMs?: number;
  /** How long a task waits for another process's lock before giving up (default 15 000 ms). */
  waitMs?: number;
}

/** Thrown when another process held the lock for longer than the wait allows. */
export class LockTimeout extends Error {
  constructor(
    readonly lockPath: string,
    waitedMs: number,
  ) {
    super(
      `Another program (this app in another window, or browser mode) has been working in this campaign for over ${Math.round(waitedMs / 1000)} seconds and still holds its lock, so nothing was saved. Wait a moment and try again; if no other copy of the app is running, delete the folder ${lockPath} and try again.`,
    );
  }
}

/** A lock folder being made (`.new`) or being removed (`.gone`) by a process that was killed meanwhile. */
const LEFTOVER_LOCK_NAME = /\.lock\.[0-9a-f]{12}\.(new|gone)$/;

/**
 * True for the name of a half-made or half-removed lock folder. A waiter makes
 * one just before trying for the lock, so only old ones are leftovers (see LEFTOVER_AFTER_MS).
 */
export function isLeftoverLockName(name: string): boolean {
  return LEFTOVER_LOCK_NAME.test(name);
}

/** A half-made lock folder older than this was left by a process that stopped: a waiter's lives for milliseconds. */
export const LEFTOVER_AFTER_MS = 60_000;

interface OwnerRecord {
  pid: number;
  host: string;
}

/**
 * Runs tasks one at a time per lock: first in this process (a queue per
 * lock path), then across processes through a lock folder on disk
 * (proper-lockfile: creating a folder is atomic on local and network file
 * systems, and a holder refreshes the folder's time while it works). A lock
 * whose holder stopped refreshing it for `staleMs` is taken over; one left by
 * a process of this machine that no longer runs is taken over at once.
 */
export class FolderLocks {
  private readonly queue = new KeyedLock();
  private readonly crossProcess: boolean;
  private readonly staleMs: number;
  private readonly waitMs: number;

  constructor(options: FolderLockOptions = {}) {
    this.crossProcess = options.crossProcess ?? true;
    this.staleMs = Math.max(options.staleMs ?? 10_000, 2_000);
    this.waitMs = options.waitMs ?? 15_000;
  }

  /** Runs `task` holding the lock at `lockPath` (a folder path, e.g. `<campaign>/.ledger.lock`; its parent must exist). */
  run<T>(lockPath: string, task: () => Promise<T>): Promise<T> {
    return this.queue.run(lockPath, async () => {
      if (!this.crossProcess) return task();
      const release = await this.acquire(lockPath);
      try {
        return await task();
      } finally {
        await release();
      }
    });
  }

  private async acquire(lockPath: string): Promise<() => Promise<void>> {
    const started = Date.now();
    let delay = 2;
    for (;;) {
      try {
        const release = await lockfile.lock(lockPath, {
          lockfilePath: lockPath,
          realpath: false,
          stale: this.staleMs,
          retries: 0,
          fs: lockFs,
          // A compromised lock (taken over while this process stalled) is not fatal: every
          // replace re-checks the file it replaces, so nothing is lost; the task just finishes.
          onCompromised: () => undefined,
        });
        return () => release().catch(() => undefined);
      } catch (error) {
        if (errorCode(error) !== 'ELOCKED') throw error;
      }
      if (await takeOverIfHolderIsGone(lockPath)) continue;
      const waited = Date.now() - started;
      if (waited >= this.waitMs) throw new LockTimeout(lockPath, waited);
      // Short waits first (a save holds the lock for milliseconds), with jitter so two waiters do not march in step.
      await new Promise((resolve) => setTimeout(resolve, delay + Math.random() * delay));
      delay = Math.min(delay * 2, 50);
    }
  }
}

/**
 * The file-system functions proper-lockfile uses, changed in two ways: the
 * lock folder is created already holding a record of its owner (made under a
 * temporary name, then renamed into place, which fails while a lock is
 * there), so there is never a moment when the lock exists without saying
 * whose it is; and it is removed by first renaming it away, so it is never an
 * empty folder at the lock's name (which a rename could replace) while its
 * contents are being deleted.
 */
const lockFs = {
  ...fs,
  mkdir(target: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    createLockFolder(target).then(
      () => callback(null),
      (error: NodeJS.ErrnoException) => callback(error),
    );
  },
  rmdir(target: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    const gone = goneName(target);
    fs.rename(target, gone, (error) => {
      if (error) return callback(error);
      // What a lock folder holds, its record, then the folder; anything else found in it goes with it.
      fs.rmdir(path.join(gone, ownerFolderName(OWN)), () =>
        fs.rmdir(gone, (left) => {
          if (!left) return callback(null);
          fs.rm(gone, { recursive: true, force: true }, () => callback(null));
        }),
      );
    });
  },
  rmdirSync(target: string) {
    const gone = goneName(target);
    fs.renameSync(target, gone);
    fs.rmSync(gone, { recursive: true, force: true });
  },
};

function goneName(lockPath: string): string {
  return `${lockPath}.${randomBytes(6).toString('hex')}.gone`;
}

/** This process, as a lock's record names it. */
const OWN: OwnerRecord = { pid: process.pid, host: os.hostname() };

async function createLockFolder(lockPath: string): Promise<void> {
  const made = `${lockPath}.${randomBytes(6).toString('hex')}.new`;
  await fsp.mkdir(made);
  try {
    await fsp.mkdir(path.join(made, ownerFolderName(OWN)));
    await fsp.rename(made, lockPath);
  } catch (error) {
    await fsp.rm(made, { recursive: true, force: true }).catch(() => undefined);
    const code = errorCode(error);
    // A lock is there already. (It always holds its record, so it is never an empty folder a rename could replace.)
    const held = code === 'ENOTEMPTY' || code === 'EEXIST' || (code === 'EPERM' && (await entryExists(lockPath)));
    // The half-made folder was tidied away by the lock's holder: try again like any waiter.
    const tidied = code === 'ENOENT' && (await entryExists(path.dirname(lockPath)));
    if (held || tidied) throw Object.assign(new Error(`${lockPath} is held`), { code: 'EEXIST' });
    throw error;
  }
}

async function readOwner(lockFolder: string): Promise<OwnerRecord | undefined> {
  try {
    const names = await fsp.readdir(lockFolder);
    if (!names.includes(OWNER_FILE)) return names.map(ownerOfName).find((owner) => owner !== undefined);
    const record = JSON.parse(await fsp.readFile(path.join(lockFolder, OWNER_FILE), 'utf8')) as Partial<OwnerRecord>;
    return typeof record.pid === 'number' && typeof record.host === 'string' ? { pid: record.pid, host: record.host } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When the lock's record says it belongs to a process of this machine that no
 * longer runs, moves the lock folder aside and removes it. Resolves to true
 * when the caller should try to take the lock again at once.
 */
async function takeOverIfHolderIsGone(lockPath: string): Promise<boolean> {
  const owner = await readOwner(lockPath);
  if (!owner || owner.host !== os.hostname() || processIsRunning(owner.pid)) return false;
  // Renaming first means only one waiter removes the dead lock.
  const aside = goneName(lockPath);
  try {
    await fsp.rename(lockPath, aside);
  } catch {
    return true; // Someone else moved or released it; try again.
  }
  const moved = await readOwner(aside);
  if (moved?.pid !== owner.pid || moved.host !== owner.host) {
    // Another process took the lock between the check and the rename: give it back.
    await fsp.rename(aside, lockPath).catch(() => undefined);
    return false;
  }
  await fsp.rm(aside, { recursive: true, force: true }).catch(() => undefined);
  return true;
}

/** True while a process with this id exists (EPERM: it exists but belongs to someone else). */
export function processIsRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}
