import { promises as fs, statSync, watch as watchDirectory, type FSWatcher as DirectoryWatcher } from 'node:fs';
import path from 'node:path';
import { watch, type ChokidarOptions, type FSWatcher } from 'chokidar';
import type { CampaignChange, ConflictCopy, Revision, WatchState } from '../../shared/api';
import { CAMPAIGN_FILE, CHARACTERS_FOLDER, readDiskFile, type DiskFile } from './disk-file';
import { characterIdOfFileName, conflictCopyOriginal } from '../../shared/model';
import { listConflictCopies } from './conflict-copies';
import { afterErrorMessage, initialWatchState, type WatchModeOptions } from './watch-mode';

type WithoutHandle<T> = T extends unknown ? Omit<T, 'handle'> : never;

/** A change as the watcher sees it, before the service adds the campaign's handle. */
export type FolderChange = WithoutHandle<CampaignChange>;

export interface CampaignWatcherOptions extends WatchModeOptions {
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
  /** How often a polling watcher looks (default 2000 ms). */
  pollMs?: number;
  /** Today's date, YYYY-MM-DD, for loading conflict copies. */
  today?: () => string;
  /** Creates the polling watcher (default: chokidar's watch); tests wrap it to reach the instance. */
  createWatcher?: (folder: string, options: ChokidarOptions) => FSWatcher;
  /**
   * Watches one folder for the system's events about its entries (default: node's fs.watch); tests wrap it to
   * reach the instance.
   */
  watchFolder?: (folder: string, listener: (event: string, name: string | null) => void) => DirectoryWatcher;
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

  /** What a change of an entry the system named means: a file to look at, the copies, or the characters folder. */
  const onEntry = (relFile: string) => {
    const kind = watchedKind(relFile);
    if (kind === 'file') schedule(relFile);
    else if (kind === 'copy') schedule(COPIES);
    return kind;
  };

  /** Stops what watches now: the system's folder watchers, or the polling watcher. */
  let stopCurrent: (() => Promise<void>) | undefined;
  /** Counts starts, so events of a watcher that was replaced are ignored. */
  let generation = 0;

  /**
   * Waits for the system's events, on the campaign folder and on its characters folder, each event naming the
   * entry it is about: that one file is looked at, and nothing else (the folder is not listed again), so a save
   * costs the watcher one read however many characters the campaign has. When characters/ comes or goes, its
   * watcher is started again and every file looked at.
   */
  const startEvents = () => {
    const mine = ++generation;
    const watchOne = options.watchFolder ?? ((dir, listener) => watchDirectory(dir, { persistent: true }, listener));
    let characters: DirectoryWatcher | undefined;
    const quietly = (watcher: DirectoryWatcher | undefined) => {
      watcher?.removeAllListeners();
      watcher?.on('error', () => undefined); // A late error must not crash the app.
      watcher?.close();
    };
    /** Which characters folder is watched (its device and inode), to tell a new folder from an old one's change. */
    let watchedIdentity: string | undefined;
    const identityNow = () => {
      try {
        const stat = statSync(path.join(folder, CHARACTERS_FOLDER));
        return stat.isDirectory() ? `${stat.dev}:${stat.ino}` : undefined;
      } catch {
        return undefined;
      }
    };
    /** The campaign folder says its characters folder changed: on some systems (Windows) any save inside it does. */
    const charactersChanged = () => {
      const identity = identityNow();
      if (identity !== undefined && identity === watchedIdentity && characters) return;
      watchCharacters(identity);
      void sweep();
    };
    const watchCharacters = (identity: string | undefined) => {
      quietly(characters);
      characters = undefined;
      watchedIdentity = identity;
      let watcher: DirectoryWatcher;
      try {
        watcher = watchOne(path.join(folder, CHARACTERS_FOLDER), (_event, name) => {
          if (generation !== mine) return;
          if (name === null || name === undefined) void sweep();
          else onEntry(`${CHARACTERS_FOLDER}/${String(name)}`);
        });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // No characters folder (yet): the campaign folder's watcher tells when it comes.
        if (code !== 'ENOENT' && code !== 'ENOTDIR') fallBackToPolling(error);
        return;
      }
      watcher.on('error', (error) => {
        if (generation !== mine) return;
        // The folder itself went away (removed, or renamed by a sync tool): the campaign folder's watcher tells when it is back.
        void fs.stat(path.join(folder, CHARACTERS_FOLDER)).then(
          () => fallBackToPolling(error),
          () => quietly(watcher),
        );
      });
      characters = watcher;
    };
    const root = watchOne(folder, (_event, name) => {
      if (generation !== mine) return;
      if (name === null || name === undefined) return void sweep();
      if (onEntry(String(name)) === 'folder') charactersChanged();
    });
    root.on('error', (error) => {
      if (generation === mine) fallBackToPolling(error);
    });
    // Read before the folder is watched: if it is replaced in between, the next event about it watches it again.
    watchCharacters(identityNow());
    if (generation !== mine) {
      quietly(root); // The characters folder could not be watched: polling took over.
      return;
    }
    stopCurrent = async () => {
      quietly(root);
      quietly(characters);
    };
    void sweep().finally(() => {
      if (generation === mine) markReady();
    });
  };

  /** Looks at every file's time and size every pollMs (chokidar's polling), for folders whose system reports no changes. */
  const startPolling = () => {
    const mine = ++generation;
    const watcher = createWatcher(folder, {
      ignoreInitial: true,
      followSymlinks: false,
      depth: 1,
      usePolling: true,
      interval: pollMs,
      binaryInterval: pollMs,
      ignored: (absolute: string) => {
        const relFile = path.relative(folder, absolute).split(path.sep).join('/');
        return relFile !== '' && watchedKind(relFile) === undefined;
      },
    });
    watcher.on('all', (event, absolute) => {
      if (generation !== mine) return;
      const relFile = path.relative(folder, absolute).split(path.sep).join('/');
      if (onEntry(relFile) === 'folder' && (event === 'addDir' || event === 'unlinkDir')) void sweep();
    });
    // chokidar passes a file's change on only when its modification time moved; a file replaced by one with the
    // same time (two saves in one clock tick) would go unseen. Every raw change therefore schedules a look at the file's bytes.
    watcher.on('raw', (_event, eventPath, details) => {
      if (generation !== mine || typeof eventPath !== 'string') return;
      const watched = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
      for (const absolute of typeof watched === 'string' ? [path.resolve(watched, eventPath), watched] : [eventPath]) {
        const kind = watchedKind(path.relative(folder, absolute).split(path.sep).join('/'));
        if (kind === 'file' || kind === 'copy') return void onEntry(path.relative(folder, absolute).split(path.sep).join('/'));
      }
    });
    // A polling watcher's errors are passing (a file gone between two looks); it keeps looking.
    watcher.on('error', () => undefined);
    watcher.once('ready', () => {
      if (generation === mine) void sweep().finally(markReady);
    });
    stopCurrent = () => {
      const stopped = watcher.close().catch(() => undefined);
      watcher.on('error', () => undefined); // close() drops every listener; a late error must not crash the app.
      return stopped;
    };
  };

  const start = (polling: boolean) => (polling ? startPolling() : startEvents());

  const stop = () => {
    const stopping = stopCurrent?.() ?? Promise.resolve();
    stopCurrent = undefined;
    generation++;
    return stopping;
  };

  const fallBackToPolling = (error: unknown) => {
    if (closed) return;
    void stop();
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
      markReady();
      closing = stop().then(async () => {
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
