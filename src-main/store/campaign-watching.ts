import { ok, type ApiResult, type CampaignChange, type Revision } from '../../shared/api';
import { listConflictCopies } from './conflict-copies';
import { readDiskFile, type DiskFile } from './disk-file';
import { separateGitConflicts } from './git-conflicts';
import { gatheredReads } from './locked-reads';
import { watchCampaignFolder, type CampaignWatcher } from './watcher';

/** How a service watches its open campaigns (see CampaignServiceOptions). */
export interface WatchSettings {
  debounceMs?: number;
  polling?: boolean;
  pollMs?: number;
}

/** What the watcher needs of the open campaign it watches (OpenCampaign). */
export interface WatchedCampaign {
  readonly handle: string;
  readonly folder: string;
  readonly known: Map<string, Revision>;
  readonly context: { now(): Date; today(): string; emit(change: CampaignChange, origin: undefined): void };
  locked<T>(task: () => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
  keepOwnVersion(relFile: string, onDisk: DiskFile | undefined, now: Date): Promise<void>;
}

/**
 * Starts the watcher of an open campaign, or returns undefined when its folder cannot be watched at all (it still
 * works, only without live updates). The watcher's reads take the campaign's lock, and what it finds is told apart
 * from the store's own saves by the campaign's known revisions: the echo of a save is never reported.
 */
export function watchOpenCampaign(campaign: WatchedCampaign, settings: WatchSettings): CampaignWatcher | undefined {
  const { folder, context } = campaign;
  const lockedRead = lockedReader(campaign);
  /**
   * What the watcher reads when the system names a changed file. Most such changes are the store's own saves:
   * a look without the lock that finds the very version the store knows is answer enough (a file is replaced
   * whole, so the look sees one version or another, never a mix). Anything else (another version, no file, a
   * file that cannot be read) is read again under the lock, which waits for a save of this app in progress.
   */
  const watchedRead = async (relFile: string) => {
    const look = await readDiskFile(folder, relFile).catch(() => undefined);
    if (look !== undefined && look.revision === campaign.known.get(relFile)) return look;
    return lockedRead(relFile);
  };
  try {
    return watchCampaignFolder({
      folder,
      known: campaign.known,
      debounceMs: settings.debounceMs,
      polling: settings.polling,
      pollMs: settings.pollMs,
      today: context.today,
      read: watchedRead,
      listConflictCopies: () => listConflictCopies({ folder, read: lockedRead, today: context.today() }),
      beforeReport: async (relFile, _previous, onDisk) => {
        await campaign.locked(async () => ok(await campaign.keepOwnVersion(relFile, onDisk, context.now())));
      },
      onChange: (change) => context.emit({ handle: campaign.handle, ...change } as CampaignChange, undefined),
    });
  } catch {
    return undefined;
  }
}

/**
 * Reads a file under the campaign's lock, with the others asked for meanwhile (see gatheredReads). A character
 * file that git just left with conflict markers is split first, as on opening, and this side read (a conflict
 * copy never is: separateGitConflicts skips their names).
 */
function lockedReader(campaign: WatchedCampaign) {
  const { folder, context } = campaign;
  return gatheredReads(
    async (task) => {
      const held = await campaign.locked(async () => ok(await task()));
      if (!held.ok) throw new Error(held.error.message);
    },
    async (relFile) => {
      const disk = await readDiskFile(folder, relFile);
      if (!disk || !hasGitMarkers(disk.bytes)) return disk;
      const split = await separateGitConflicts(folder, context.now(), [relFile]);
      return split.length > 0 ? await readDiskFile(folder, relFile) : disk;
    },
  );
}

/** Whether a file has a line that opens one of git's conflict hunks; no JSON file can. */
function hasGitMarkers(bytes: Buffer): boolean {
  const at = bytes.indexOf('<<<<<<< ');
  return at === 0 || (at > 0 && bytes.indexOf('\n<<<<<<< ') >= 0);
}
