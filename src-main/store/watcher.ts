import { watch, type FSWatcher } from 'node:fs';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CampaignChange, Revision } from '../../shared/api';
import { Identifier } from '../../shared/model';
import { isTempFileName } from './atomic-write';
import { CAMPAIGN_FILE, CHARACTERS_FOLDER, readDiskFile } from './campaign-folder';

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
}

export interface CampaignWatcher {
  close(): void;
}

/**
 * Watches campaign.json and characters/*.json for changes made outside the
 * app (a text editor, git, Syncthing ...). Bursts of events for one file are
 * debounced, then the file is read and reported only if its revision differs
 * from the one the store knows.
 */
export function watchCampaignFolder(options: CampaignWatcherOptions): CampaignWatcher {
  const { folder, known, onChange } = options;
  const debounceMs = options.debounceMs ?? 100;
  const timers = new Map<string, NodeJS.Timeout>();
  const checks = new Map<string, Promise<void>>();
  const charactersDir = path.join(folder, CHARACTERS_FOLDER);
  let charactersWatcher: FSWatcher | undefined;
  let closed = false;

  const schedule = (relFile: string) => {
    if (closed) return;
    clearTimeout(timers.get(relFile));
    timers.set(
      relFile,
      setTimeout(() => {
        timers.delete(relFile);
        const previous = checks.get(relFile) ?? Promise.resolve();
        const next = previous.then(() => check(relFile));
        checks.set(relFile, next);
        void next.finally(() => {
          if (checks.get(relFile) === next) checks.delete(relFile);
        });
      }, debounceMs),
    );
  };

  const check = async (relFile: string) => {
    if (closed) return;
    let disk;
    try {
      disk = await readDiskFile(folder, relFile);
    } catch {
      return; // Locked or unreadable for a moment; the next event will tell.
    }
    if (closed) return;
    const characterId = relFile.startsWith(`${CHARACTERS_FOLDER}/`) ? path.basename(relFile, '.json') : undefined;
    const base = characterId === undefined ? { file: relFile } : { file: relFile, characterId };
    const previous = known.get(relFile);
    if (!disk) {
      if (previous === undefined) return;
      known.delete(relFile);
      onChange({ ...base, kind: 'unlink' });
      return;
    }
    if (previous === disk.revision) return;
    known.set(relFile, disk.revision);
    onChange({ ...base, kind: previous === undefined ? 'add' : 'change', revision: disk.revision });
  };

  const rescanCharacters = async () => {
    const names = await fs.readdir(charactersDir).catch(() => [] as string[]);
    for (const name of names) if (isCharacterFileName(name)) schedule(`${CHARACTERS_FOLDER}/${name}`);
    for (const relFile of known.keys()) if (relFile.startsWith(`${CHARACTERS_FOLDER}/`)) schedule(relFile);
  };

  const watchCharacters = () => {
    if (charactersWatcher || closed) return;
    try {
      charactersWatcher = watch(charactersDir, (_event, name) => {
        if (name === null) void rescanCharacters();
        else if (isCharacterFileName(name)) schedule(`${CHARACTERS_FOLDER}/${name}`);
      });
      charactersWatcher.on('error', () => {
        charactersWatcher?.close();
        charactersWatcher = undefined;
      });
    } catch {
      // characters/ does not exist yet; the folder watcher starts this when it appears.
    }
  };

  const rootWatcher = watch(folder, (_event, name) => {
    if (name === null || name === CAMPAIGN_FILE) schedule(CAMPAIGN_FILE);
    if (name === null || name === CHARACTERS_FOLDER) {
      if (!charactersWatcher) {
        watchCharacters();
        void rescanCharacters();
      }
    }
  });
  rootWatcher.on('error', () => rootWatcher.close());
  watchCharacters();

  return {
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      rootWatcher.close();
      charactersWatcher?.close();
    },
  };
}

function isCharacterFileName(name: string): boolean {
  return name.endsWith('.json') && !isTempFileName(name) && Identifier.safeParse(name.slice(0, -'.json'.length)).success;
}
