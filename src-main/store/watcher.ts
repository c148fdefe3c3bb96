import { promises as fs, type FSWatcher as DirectoryWatcher } from 'node:fs';
import path from 'node:path';
import { watch, type ChokidarOptions, type FSWatcher } from 'chokidar';
import type { CampaignChange, ConflictCopy, Revision, WatchState } from '../../shared/api';
import { CAMPAIGN_FILE, CHARACTERS_FOLDER, readDiskFile, type DiskFile } from './disk-file';
import { listConflictCopies } from './conflict-copies';
import { afterErrorMessage, initialWatchState, type WatchModeOptions } from './watch-mode';
import { watchByEvents, watchByPolling, watchedKind, type WatchedFolder } from './watch-ways';

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
  const { debounceMs, pollMs, read, listCopies, createWatcher } = withDefaults(options);
  let closed = false;
  let closing: Promise<void> | undefined;
  let reportedCopies = listCopies().catch(() => [] as ConflictCopy[]);
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const report = (change: FolderChange) => {
    if (!closed) onChange(change);
  };

  const checks = checkQueue(
    debounceMs,
    () => closed,
    (key, confirm) => (key === COPIES ? checkCopies() : checkFile(key, confirm)),
  );
  const { enqueue, schedule } = checks;

  /** Reads one file and reports it if it differs from what the store knows (see lookAtFile). */
  const checkFile = async (relFile: string, confirm: boolean) => {
    const outcome = await lookAtFile(relFile, confirm, {
      known,
      read,
      beforeReport: options.beforeReport,
      closed: () => closed,
    });
    if (outcome === 'again') schedule(relFile);
    else if (outcome) report(outcome);
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
    for (const relFile of await filesToSweep(folder, known)) {
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

  const { start, stop } = waysOfWatching(
    { folder, onEntry, sweep, markReady, watchFolder: options.watchFolder, createWatcher, pollMs },
    (error) => fallBackToPolling(error),
  );

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
      checks.cancelTimers();
      markReady();
      closing = stop().then(() => checks.settled());
      return closing;
    },
  };
}

/** The watcher's options that have defaults, with them filled in. */
function withDefaults(options: CampaignWatcherOptions) {
  const { folder } = options;
  const read = options.read ?? ((relFile: string) => readDiskFile(folder, relFile));
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  return {
    debounceMs: options.debounceMs ?? 100,
    pollMs: options.pollMs ?? 2000,
    read,
    listCopies: options.listConflictCopies ?? (() => listConflictCopies({ folder, read, today: today() })),
    createWatcher:
      options.createWatcher ?? ((paths: string, chokidarOptions: ChokidarOptions) => watch(paths, chokidarOptions)),
  };
}

/**
 * The checks of a watcher, by key (a file, or the copies): each run after the quiet time that follows the last event
 * for its key (`schedule`), or at once (`enqueue`), and the checks of one key one after another, never two at once.
 */
function checkQueue(
  debounceMs: number,
  closed: () => boolean,
  check: (key: string, confirm: boolean) => Promise<void>,
) {
  const timers = new Map<string, NodeJS.Timeout>();
  const queues = new Map<string, Promise<void>>();

  /** Runs a check of the key once the checks of it before have ended. */
  const enqueue = (key: string, confirm = false): Promise<void> => {
    const next = (queues.get(key) ?? Promise.resolve()).then(() => check(key, confirm)).catch(() => undefined); // A failed look is repeated by the next event or poll.
    queues.set(key, next);
    void next.finally(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
    return next;
  };

  /** Runs a check of the key after the quiet time, counted again from each call. */
  const schedule = (key: string) => {
    if (closed()) return;
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        void enqueue(key);
      }, debounceMs),
    );
  };

  return {
    enqueue,
    schedule,
    /** Drops every check still waiting for its quiet time. */
    cancelTimers() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
    /** Settles once the checks under way have ended. */
    async settled() {
      await Promise.allSettled([...queues.values()]);
    },
  };
}

/**
 * Starts and stops the way of watching, the system's events or polling, one at a time: each start gets a folder
 * that knows whether it is still the current one, so what a watcher that was stopped or replaced hears is ignored.
 */
function waysOfWatching(
  given: Omit<WatchedFolder, 'isCurrent' | 'fallBackToPolling'>,
  fallBackToPolling: (error: unknown) => void,
) {
  /** Stops what watches now: the system's folder watchers, or the polling watcher. */
  let stopCurrent: (() => Promise<void>) | undefined;
  /** Counts starts, so events of a watcher that was replaced are ignored. */
  let generation = 0;

  /** What a way of watching is given: the folder, how to tell it is still the current one, and what to do with what it hears. */
  const watchedFolder = (): WatchedFolder => {
    const mine = ++generation;
    return { ...given, isCurrent: () => generation === mine, fallBackToPolling };
  };

  return {
    /** Starts watching by the system's events, or by polling. */
    start(polling: boolean) {
      // A start that fell back to polling at once has already put the polling watcher in place.
      const stopNow = polling ? watchByPolling(watchedFolder()) : watchByEvents(watchedFolder());
      if (stopNow) stopCurrent = stopNow;
    },
    /** Stops the way of watching that runs now; what it hears from then on is ignored. */
    stop() {
      const stopping = stopCurrent?.() ?? Promise.resolve();
      stopCurrent = undefined;
      generation++;
      return stopping;
    },
  };
}

/** Every file a sweep looks at: campaign.json, what characters/ holds now, and every file the store knows. */
async function filesToSweep(folder: string, known: ReadonlyMap<string, Revision>): Promise<Set<string>> {
  const names = await fs.readdir(path.join(folder, CHARACTERS_FOLDER)).catch(() => [] as string[]);
  return new Set([CAMPAIGN_FILE, ...names.map((name) => `${CHARACTERS_FOLDER}/${name}`), ...known.keys()]);
}

/**
 * Reads one file and says what the watcher does about it: nothing when it is the version the store knows, look
 * again after the quiet time ('again') when the store saved meanwhile, or report the change, with `known` updated.
 * With `confirm` (a sweep, not an event) a difference is looked at again after the quiet time instead, as the store
 * may be halfway through a save.
 */
async function lookAtFile(
  relFile: string,
  confirm: boolean,
  watch: Pick<CampaignWatcherOptions, 'known' | 'beforeReport'> & {
    read: (relFile: string) => Promise<DiskFile | undefined>;
    closed: () => boolean;
  },
): Promise<FolderChange | 'again' | undefined> {
  const { known } = watch;
  if (watch.closed()) return undefined;
  const before = known.get(relFile);
  const disk = await watch.read(relFile).catch(() => null); // Locked or unreadable for a moment; look again later.
  if (watch.closed() || disk === null) return undefined;
  const previous = known.get(relFile);
  if (previous !== before || (confirm && disk?.revision !== previous)) return 'again';
  if (disk?.revision === previous) return undefined;
  if (watch.beforeReport) {
    await watch.beforeReport(relFile, previous, disk).catch(() => undefined);
    if (watch.closed()) return undefined;
    if (known.get(relFile) !== previous) return 'again'; // The store saved meanwhile.
  }
  const id = relFile.startsWith(`${CHARACTERS_FOLDER}/`) ? path.posix.basename(relFile, '.json') : undefined;
  const base = id === undefined ? { file: relFile } : { file: relFile, characterId: id };
  if (!disk) {
    known.delete(relFile);
    return { ...base, kind: 'unlink' };
  }
  known.set(relFile, disk.revision);
  return { ...base, kind: previous === undefined ? 'add' : 'change', revision: disk.revision };
}

function sameCopies(a: ConflictCopy[], b: ConflictCopy[]): boolean {
  return (
    a.length === b.length &&
    a.every((copy, index) => copy.file === b[index]!.file && copy.revision === b[index]!.revision)
  );
}
