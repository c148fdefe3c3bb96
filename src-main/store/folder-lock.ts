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
    readonly waitedMs: number,
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
 * one just before trying for the lock, so not every one is a leftover (see removeLockLeftovers).
 */
export function isLeftoverLockName(name: string): boolean {
  return LEFTOVER_LOCK_NAME.test(name);
}

/**
 * A half-made lock folder older than this was left by a process that stopped: a waiter's lives for milliseconds.
 * Only a folder that names no holder this machine can look up (one of another computer sharing the folder) waits
 * this long; see removeLockLeftovers.
 */
export const LEFTOVER_AFTER_MS = 60_000;

/** A half-made lock folder that does not yet say whose it is, older than this, was left by a process that stopped. */
export const UNNAMED_LEFTOVER_AFTER_MS = 2_000;

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
  /** Numbers the requests in the order they were made. */
  private tickets = 0;
  /** Per lock, the last request refused along with one that timed out (every one numbered up to `through`). */
  private readonly refusals = new Map<string, { through: number; waitedMs: number }>();

  constructor(options: FolderLockOptions = {}) {
    this.crossProcess = options.crossProcess ?? true;
    this.staleMs = Math.max(options.staleMs ?? 10_000, 2_000);
    this.waitMs = options.waitMs ?? 15_000;
  }

  /**
   * Runs `task` holding the lock at `lockPath` (a folder path, e.g. `<campaign>/.ledger.lock`; its parent must exist).
   *
   * The wait allowed (`waitMs`) counts from this call, not from the moment the task's turn comes, so a request
   * queued behind others of this process waits no longer in all. When one of them gives up because another
   * process holds the lock, every request of this process queued for the lock at that moment is refused at once
   * with the same LockTimeout, instead of each waiting out the limit again, one after the other.
   */
  run<T>(lockPath: string, task: () => Promise<T>): Promise<T> {
    const asked = Date.now();
    const ticket = ++this.tickets;
    return this.queue.run(lockPath, async () => {
      if (!this.crossProcess) return task();
      const refused = this.refusals.get(lockPath);
      if (refused && ticket <= refused.through) throw new LockTimeout(lockPath, refused.waitedMs);
      let release: () => Promise<void>;
      try {
        release = await this.acquire(lockPath, asked);
      } catch (error) {
        // Everything asked for until now waited behind this request: it gets the same answer now.
        if (error instanceof LockTimeout)
          this.refusals.set(lockPath, { through: this.tickets, waitedMs: error.waitedMs });
        throw error;
      }
      if (this.refusals.get(lockPath) === refused) this.refusals.delete(lockPath);
      // Holding the lock, the leftovers of processes killed while taking or letting go of it are tidied, beside the task.
      const tidied = removeLockLeftovers(lockPath).catch(() => undefined);
      try {
        return await task();
      } finally {
        await tidied;
        await release();
      }
    });
  }

  /** Takes the lock on disk, trying until `waitMs` after `asked` (when the request was made). */
  private async acquire(lockPath: string, asked: number): Promise<() => Promise<void>> {
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
      const waited = Date.now() - asked;
      if (waited >= this.waitMs) throw new LockTimeout(lockPath, waited);
      // Short waits first (a save holds the lock for milliseconds), with jitter so two waiters do not march in step;
      // never past the deadline, so the last look is made when the wait allowed is up.
      const pause = Math.min(delay + Math.random() * delay, this.waitMs - waited);
      await new Promise((resolve) => setTimeout(resolve, pause));
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
    return typeof record.pid === 'number' && typeof record.host === 'string'
      ? { pid: record.pid, host: record.host }
      : undefined;
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

/**
 * Removes what processes killed while taking or letting go of the lock at `lockPath` left beside it: folders
 * named `<lock>.<12 hex>.new` (a lock being made) and `<lock>.<12 hex>.gone` (a lock being removed). Call it
 * holding the lock. Resolves to the names removed.
 *
 * Such a folder is removed as soon as it is certain nobody is using it: when its record names a process of this
 * machine that no longer runs, when it is a `.gone` folder without a record (a release that was cut off between
 * its steps: nobody ever needs it again), when it is a `.new` folder without a record older than
 * UNNAMED_LEFTOVER_AFTER_MS (a waiter writes its record a moment after making the folder), or when it is older than
 * LEFTOVER_AFTER_MS (a holder on another computer, whose process cannot be looked up). A folder whose record names
 * a running process of this machine is left to that process, which removes it itself.
 */
export async function removeLockLeftovers(lockPath: string, now = Date.now()): Promise<string[]> {
  const dir = path.dirname(lockPath);
  const prefix = `${path.basename(lockPath)}.`;
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !isLeftoverLockName(name)) continue;
    const leftover = path.join(dir, name);
    if (!(await nobodyUses(leftover, name.endsWith('.gone'), now))) continue;
    await fsp.rm(leftover, { recursive: true, force: true }).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}

/** True when no process can still be using a half-made or half-removed lock folder (see removeLockLeftovers). */
async function nobodyUses(leftover: string, gone: boolean, now: number): Promise<boolean> {
  const stat = await fsp.lstat(leftover).catch(() => undefined);
  if (!stat) return false;
  const age = now - stat.mtimeMs;
  if (age > LEFTOVER_AFTER_MS) return true;
  const owner = await readOwner(leftover);
  if (!owner) return gone || age > UNNAMED_LEFTOVER_AFTER_MS;
  return owner.host === os.hostname() && !processIsRunning(owner.pid);
}
