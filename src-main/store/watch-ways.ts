import { promises as fs, statSync, watch as watchDirectory, type FSWatcher as DirectoryWatcher } from 'node:fs';
import path from 'node:path';
import type { ChokidarOptions, FSWatcher } from 'chokidar';
import { characterIdOfFileName, conflictCopyOriginal } from '../../shared/model';
import { CAMPAIGN_FILE, CHARACTERS_FOLDER } from './disk-file';

/*
 * The two ways a campaign watcher hears of changes: the system's events on the campaign folder and its characters
 * folder, or chokidar's polling where the system reports none. watcher.ts decides which, and what a change means.
 */

/** What a way of watching is given by the watcher that starts it. */
export interface WatchedFolder {
  folder: string;
  /** False once this way of watching was stopped or replaced: what it hears from then on is ignored. */
  isCurrent(): boolean;
  /** A change of an entry the system named; says what the entry is to the watcher. */
  onEntry(relFile: string): ReturnType<typeof watchedKind>;
  /** Looks at every file once, for changes no event reported. */
  sweep(): Promise<void>;
  /** The system's events failed: the watcher polls instead. */
  fallBackToPolling(error: unknown): void;
  /** The folder has been looked at in full. */
  markReady(): void;
  watchFolder?: (folder: string, listener: (event: string, name: string | null) => void) => DirectoryWatcher;
  createWatcher: (folder: string, options: ChokidarOptions) => FSWatcher;
  pollMs: number;
}

/** Stops a way of watching. */
export type StopWatching = () => Promise<void>;

/** What a relative name is to the watcher: a campaign file, a conflict copy of one, the characters folder, or nothing. */
export function watchedKind(relFile: string): 'file' | 'copy' | 'folder' | undefined {
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

/** Stops a folder watcher so that nothing it does later reaches the app. */
function quietly(watcher: DirectoryWatcher | undefined): void {
  watcher?.removeAllListeners();
  watcher?.on('error', () => undefined); // A late error must not crash the app.
  watcher?.close();
}

/** Which characters folder is there now (its device and inode), to tell a new folder from an old one's change. */
function identityOf(folder: string): string | undefined {
  try {
    const stat = statSync(path.join(folder, CHARACTERS_FOLDER));
    return stat.isDirectory() ? `${stat.dev}:${stat.ino}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Waits for the system's events, on the campaign folder and on its characters folder, each event naming the
 * entry it is about: that one file is looked at, and nothing else (the folder is not listed again), so a save
 * costs the watcher one read however many characters the campaign has. When characters/ comes or goes, its
 * watcher is started again and every file looked at. Returns how to stop, or undefined when it fell back to
 * polling while starting.
 */
export function watchByEvents(watched: WatchedFolder): StopWatching | undefined {
  const { folder, isCurrent } = watched;
  const watchOne = watched.watchFolder ?? ((dir, listener) => watchDirectory(dir, { persistent: true }, listener));
  const characters = charactersWatch(watched, watchOne);
  const root = watchOne(folder, (_event, name) => {
    if (!isCurrent()) return;
    if (name === null || name === undefined) return void watched.sweep();
    if (watched.onEntry(String(name)) === 'folder') characters.changed();
  });
  root.on('error', (error) => {
    if (isCurrent()) watched.fallBackToPolling(error);
  });
  // Read before the folder is watched: if it is replaced in between, the next event about it watches it again.
  characters.watch(identityOf(folder));
  if (!isCurrent()) {
    quietly(root); // The characters folder could not be watched: polling took over.
    return undefined;
  }
  void watched.sweep().finally(() => {
    if (isCurrent()) watched.markReady();
  });
  return async () => {
    quietly(root);
    characters.stop();
  };
}

/** The watcher of the characters folder, started again whenever the folder is replaced. */
function charactersWatch(watched: WatchedFolder, watchOne: NonNullable<WatchedFolder['watchFolder']>) {
  const { folder, isCurrent } = watched;
  let current: DirectoryWatcher | undefined;
  let watchedIdentity: string | undefined;
  const watch = (identity: string | undefined) => {
    quietly(current);
    current = undefined;
    watchedIdentity = identity;
    let watcher: DirectoryWatcher;
    try {
      watcher = watchOne(path.join(folder, CHARACTERS_FOLDER), (_event, name) => {
        if (!isCurrent()) return;
        if (name === null || name === undefined) void watched.sweep();
        else watched.onEntry(`${CHARACTERS_FOLDER}/${String(name)}`);
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // No characters folder (yet): the campaign folder's watcher tells when it comes.
      if (code !== 'ENOENT' && code !== 'ENOTDIR') watched.fallBackToPolling(error);
      return;
    }
    watcher.on('error', (error) => {
      if (!isCurrent()) return;
      // The folder itself went away (removed, or renamed by a sync tool): the campaign folder's watcher tells when it is back.
      void fs.stat(path.join(folder, CHARACTERS_FOLDER)).then(
        () => watched.fallBackToPolling(error),
        () => quietly(watcher),
      );
    });
    current = watcher;
  };
  return {
    watch,
    /** The campaign folder says its characters folder changed: on some systems (Windows) any save inside it does. */
    changed() {
      const identity = identityOf(folder);
      if (identity !== undefined && identity === watchedIdentity && current) return;
      watch(identity);
      void watched.sweep();
    },
    stop: () => quietly(current),
  };
}

/** Looks at every file's time and size every pollMs (chokidar's polling), for folders whose system reports no changes. */
export function watchByPolling(watched: WatchedFolder): StopWatching {
  const { folder, isCurrent, pollMs } = watched;
  const relativeOf = (absolute: string) => path.relative(folder, absolute).split(path.sep).join('/');
  const watcher = watched.createWatcher(folder, {
    ignoreInitial: true,
    followSymlinks: false,
    depth: 1,
    usePolling: true,
    interval: pollMs,
    binaryInterval: pollMs,
    ignored: (absolute: string) => {
      const relFile = relativeOf(absolute);
      return relFile !== '' && watchedKind(relFile) === undefined;
    },
  });
  watcher.on('all', (event, absolute) => {
    if (!isCurrent()) return;
    if (watched.onEntry(relativeOf(absolute)) === 'folder' && (event === 'addDir' || event === 'unlinkDir'))
      void watched.sweep();
  });
  // chokidar passes a file's change on only when its modification time moved; a file replaced by one with the
  // same time (two saves in one clock tick) would go unseen. Every raw change therefore schedules a look at the file's bytes.
  watcher.on('raw', (_event, eventPath, details) => {
    if (!isCurrent() || typeof eventPath !== 'string') return;
    const watchedPath = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
    for (const absolute of typeof watchedPath === 'string'
      ? [path.resolve(watchedPath, eventPath), watchedPath]
      : [eventPath]) {
      const kind = watchedKind(relativeOf(absolute));
      if (kind === 'file' || kind === 'copy') return void watched.onEntry(relativeOf(absolute));
    }
  });
  // A polling watcher's errors are passing (a file gone between two looks); it keeps looking.
  watcher.on('error', () => undefined);
  watcher.once('ready', () => {
    if (isCurrent()) void watched.sweep().finally(watched.markReady);
  });
  return () => {
    const stopped = watcher.close().catch(() => undefined);
    watcher.on('error', () => undefined); // close() drops every listener; a late error must not crash the app.
    return stopped;
  };
}
