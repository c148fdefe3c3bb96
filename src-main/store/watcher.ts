import { promises as fs } from 'node:fs';
import path from 'node:path';
import { watch, type ChokidarOptions, type FSWatcher } from 'chokidar';
import type { CampaignChange, ConflictCopy, Revision, WatchState } from '../../shared/api';
import { CAMPAIGN_FILE, CHARACTERS_FOLDER, readDiskFile, type DiskFile } from './disk-file';
import { characterIdOfFileName, conflictCopyOriginal } from '../../shared/model';
import { listConflictCopies } from './conflict-copies';
import { afterErrorMessage, initialWatchState } from './watch-mode';

type WithoutHandle<T> = T extends unknown ? Omit<T, 'handle'> : never;

/** A change as the watcher sees it, before the service adds the campaign's handle. */
export type FolderChange = WithoutHandle<CampaignChange>;

export interface CampaignWatcherOptions {
  folder: string;
  /**
   * The revision the store last read or wrote of each file, by relative path.
   * The store updates it before its own writes, so they are not reported back;
   * the watcher updates it as it reports outside changes.
   */
  known: Map<string, Revision>;
  onChange: (change: FolderChange) => void;
  /** Quiet time after the last event for a file before it is read (default 100 ms). */
  debounceMs?: number;
  /** Reads a campaign file (default: readDiskFile); the store passes its reader, which refuses links and takes the campaign's lock. */
  read?: (relFile: string) => Promise<DiskFile | undefined>;
  /**
   * Awaited before an outside change is reported and before `known` is
   * updated, with the revision the store knew and the file now on disk
   * (undefined when it was deleted): the store backs up its own last version
   * here when another program replaced it. A failure does not hold the report back.
   */
  beforeReport?: (relFile: string, previous: Revision | undefined, now: DiskFile | undefined) => Promise<void>;
  /** The conflict copies in the folder now (default: listConflictCopies through `read`). */
  listConflictCopies?: () => Promise<ConflictCopy[]>;
  /** Look for changes every `pollMs` instead of waiting for the system's events. */
  polling?: boolean;
  /** How often a polling watcher looks (default 2000 ms). */
  pollMs?: number;
  /** Today's date, YYYY-MM-DD, for loading conflict copies. */
  today?: () => string;
  /** Creates the underlying watcher (default: chokidar's watch); tests wrap it to reach the instance. */
  createWatcher?: (folder: string, options: ChokidarOptions) => FSWatcher;
  /** The Linux statfs type of the folder's file system (default: fs.statfsSync on Linux, else undefined). */
  fileSystemType?: (folder: string) => number | undefined;
}

export interface CampaignWatcher {
  /** How changes reach the watcher now; a 'watching' change reports every switch. */
  readonly watching: WatchState;
  /** Settles once the folder has been looked at in full, so changes from then on are reported. */
  readonly ready: Promise<void>;
  /** The conflict copies as last reported; at first, the list when watching started. */
  conflictCopies(): Promise<ConflictCopy[]>;
  /** Stops every timer, watcher and poll; nothing is reported once this is called. */
  close(): Promise<void>;
}

/** The queue key of the conflict-copy check; no campaign file can have this name. */
const COPIES = ':conflict-copies';

/**
 * Watches campaign.json, characters/*.json and the conflict copies sync tools
 * leave beside them, for changes made outside the app (a text editor, git,
 * Syncthing ...). Dot names (.backups, the lock, temp files) and anything
 * deeper are ignored. Bursts of events for one file are debounced, then the
 * file is read and reported only if its revision differs from the one the
 * store knows. Where the system reports no changes, or stops reporting them,
 * the watcher looks every `pollMs` instead.
 */
export function watchCampaignFolder(options: CampaignWatcherOptions): CampaignWatcher {
  const { folder, known, onChange } = options;
  const debounceMs = options.debounceMs ?? 100;
  const pollMs = options.pollMs ?? 2000;
  const read = options.read ?? ((relFile: string) => readDiskFile(folder, relFile));
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const listCopies = options.listConflictCopies ?? (() => listConflictCopies({ folder, read, today: today() }));
  const createWatcher = options.createWatcher ?? ((paths: string, chokidarOptions: ChokidarOptions) => watch(paths, chokidarOptions));
  const timers = new Map<string, NodeJS.Timeout>();
  const queues = new Map<string, Promise<void>>();
  let closed = false;
  let closing: Promise<void> | undefined;
  let current: FSWatcher | undefined;
  let reportedCopies = listCopies().catch(() => [] as ConflictCopy[]);
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const report = (change: FolderChange) => {
    if (!closed) onChange(change);
  };

  /** Runs checks of one file (or of the copies) one after another, never two at once. */
  const enqueue = (key: string, confirm = false): Promise<void> => {
    const next = (queues.get(key) ?? Promise.resolve()).then(() => (key === COPIES ? checkCopies() : checkFile(key, confirm))).catch(() => undefined); // A failed look is repeated by the next event or poll.
    queues.set(key, next);
    void next.finally(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
    return next;
  };

  const schedule = (key: string) => {
    if (closed) return;
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        void enqueue(key);
      }, debounceMs),
    );
  };

  /**
   * Reads one file and reports it if it differs from what the store knows.
   * With `confirm` (a sweep, not an event) a difference is looked at again
   * after the quiet time instead, as the store may be halfway through a save.
   */
  const checkFile = async (relFile: string, confirm: boolean) => {
    if (closed) return;
    const before = known.get(relFile);
    const disk = await read(relFile).catch(() => null); // Locked or unreadable for a moment; look again later.
    if (closed || disk === null) return;
    const previous = known.get(relFile);
    if (previous !== before || (confirm && disk?.revision !== previous)) return schedule(relFile);
    if (disk?.revision === previous) return;
    if (options.beforeReport) {
      await options.beforeReport(relFile, previous, disk).catch(() => undefined);
      if (closed) return;
      if (known.get(relFile) !== previous) return schedule(relFile); // The store saved meanwhile.
    }
    const id = relFile.startsWith(`${CHARACTERS_FOLDER}/`) ? path.posix.basename(relFile, '.json') : undefined;
    const base = id === undefined ? { file: relFile } : { file: relFile, characterId: id };
    if (!disk) {
      known.delete(relFile);
      report({ ...base, kind: 'unlink' });
    } else {
      known.set(relFile, disk.revision);
      report({ ...base, kind: previous === undefined ? 'add' : 'change', revision: disk.revision });
    }
  };

  const checkCopies = async () => {
    if (closed) return;
    const copies = await listCopies();
    const last = await reportedCopies;
    if (closed || sameCopies(last, copies)) return;
    reportedCopies = Promise.resolve(copies);
    report({ kind: 'conflict-copies', copies });
  };

  /** Looks at every file once, for changes no event reported: while a watcher started, or after characters/ came or went. */
  const sweep = async () => {
    const names = await fs.readdir(path.join(folder, CHARACTERS_FOLDER)).catch(() => [] as string[]);
    const files = new Set([CAMPAIGN_FILE, ...names.map((name) => `${CHARACTERS_FOLDER}/${name}`), ...known.keys()]);
    for (const relFile of files) {
      if (closed) return;
      if (watchedKind(relFile) === 'file') await enqueue(relFile, true);
    }
    await enqueue(COPIES);
  };

  const onEvent = (event: string, absolute: string) => {
    const relFile = path.relative(folder, absolute).split(path.sep).join('/');
    const kind = watchedKind(relFile);
    if (kind === 'file') schedule(relFile);
    else if (kind === 'copy') schedule(COPIES);
    else if (kind === 'folder' && (event === 'addDir' || event === 'unlinkDir')) void sweep();
  };

  const start = (polling: boolean) => {
    const watcher = createWatcher(folder, {
      ignoreInitial: true,
      followSymlinks: false,
      depth: 1,
      usePolling: polling,
      interval: pollMs,
      binaryInterval: pollMs,
      ignored: (absolute: string) => {
        const relFile = path.relative(folder, absolute).split(path.sep).join('/');
        return relFile !== '' && watchedKind(relFile) === undefined;
      },
    });
    current = watcher;
    watcher.on('all', (event, absolute) => {
      if (current === watcher) onEvent(event, absolute);
    });
    // chokidar passes a file's change on only when its modification time moved, and drops a second event
    // within 5 ms; a file replaced by one with the same time (two saves in one clock tick) would go unseen.
    // Every raw event of the system therefore schedules a look at the file's bytes as well.
    watcher.on('raw', (_event, eventPath, details) => {
      if (current !== watcher || typeof eventPath !== 'string') return;
      const watched = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
      const candidates = typeof watched === 'string' ? [path.resolve(watched, eventPath), watched] : [eventPath];
      for (const absolute of candidates) {
        const relFile = path.relative(folder, absolute).split(path.sep).join('/');
        const kind = watchedKind(relFile);
        if (kind === 'file' || kind === 'copy') {
          schedule(kind === 'file' ? relFile : COPIES);
          return;
        }
      }
    });
    watcher.on('error', (error) => {
      // A polling watcher's errors are passing (a file gone between two looks); it keeps looking.
      if (current === watcher && !polling) fallBackToPolling(error);
    });
    watcher.once('ready', () => {
      if (current === watcher) void sweep().finally(markReady);
    });
  };

  const stop = (watcher: FSWatcher | undefined) => {
    if (!watcher) return Promise.resolve();
    const stopped = watcher.close().catch(() => undefined);
    watcher.on('error', () => undefined); // close() drops every listener; a late error must not crash the app.
    return stopped;
  };

  const fallBackToPolling = (error: unknown) => {
    if (closed) return;
    void stop(current);
    current = undefined;
    watching = { mode: 'polling', intervalMs: pollMs, message: afterErrorMessage(error, pollMs) };
    report({ kind: 'watching', watching });
    start(true);
  };

  let watching = initialWatchState(folder, options, pollMs);
  try {
    start(watching.mode === 'polling');
  } catch (error) {
    if (watching.mode === 'polling') throw error;
    watching = { mode: 'polling', intervalMs: pollMs, message: afterErrorMessage(error, pollMs) };
    start(true);
  }

  return {
    get watching() {
      return watching;
    },
    ready,
    conflictCopies: () => reportedCopies,
    close() {
      if (closing) return closing;
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      const watcher = current;
      current = undefined;
      markReady();
      closing = stop(watcher).then(async () => {
        await Promise.allSettled([...queues.values()]);
      });
      return closing;
    },
  };
}

/** What a relative name is to the watcher: a campaign file, a conflict copy of one, the characters folder, or nothing. */
function watchedKind(relFile: string): 'file' | 'copy' | 'folder' | undefined {
  const parts = relFile.split('/');
  if (parts.some((part) => part.startsWith('.') || part === '')) return undefined;
  if (parts.length === 1) {
    const [name] = parts as [string];
    if (name === CAMPAIGN_FILE) return 'file';
    if (name === CHARACTERS_FOLDER) return 'folder';
    return conflictCopyOriginal('', name) === undefined ? undefined : 'copy';
  }
  if (parts.length === 2 && parts[0] === CHARACTERS_FOLDER) {
    const name = parts[1]!;
    if (characterIdOfFileName(name) !== undefined) return 'file';
    return conflictCopyOriginal(CHARACTERS_FOLDER, name) === undefined ? undefined : 'copy';
  }
  return undefined;
}

function sameCopies(a: ConflictCopy[], b: ConflictCopy[]): boolean {
  return a.length === b.length && a.every((copy, index) => copy.file === b[index]!.file && copy.revision === b[index]!.revision);
}
