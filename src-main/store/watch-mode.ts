import { statfsSync } from 'node:fs';
import type { WatchState } from '../../shared/api';

/**
 * Linux file systems (statfs f_type, from the kernel's magic.h) on which a
 * change made by another machine, or by the other side of a virtual
 * machine, raises no inotify event, so the folder must be polled.
 */
const FILE_SYSTEMS_WITHOUT_EVENTS = new Map<number, string>([
  [0x6969, 'a network drive (NFS)'], // NFS_SUPER_MAGIC
  [0x517b, 'a network drive (SMB)'], // SMB_SUPER_MAGIC, the old smbfs
  [0xff534d42, 'a network drive (SMB)'], // CIFS_SUPER_MAGIC, a Windows or Samba share
  [0xfe534d42, 'a network drive (SMB)'], // SMB2_SUPER_MAGIC, the same through the newer client
  [0x01021997, 'a Windows drive seen from WSL, or a folder shared with a virtual machine'], // V9FS_MAGIC: WSL 2's drvfs (/mnt/c), QEMU's virtfs
  [0x65735546, "a FUSE mount (sshfs, rclone, a cloud drive, a virtual machine's shared folder)"], // FUSE_SUPER_MAGIC, also virtiofs
  [0x786f4256, 'a VirtualBox shared folder'], // VBOXSF_SUPER_MAGIC: changes made on the host raise no event
  [0x00c36400, 'a network file system (Ceph)'], // CEPH_SUPER_MAGIC: only this machine's own changes raise events
  [0x5346414f, 'a network file system (AFS)'], // AFS_SUPER_MAGIC, OpenAFS
  [0x6b414653, 'a network file system (AFS)'], // AFS_FS_MAGIC, the kernel's kAFS
  [0x73757245, 'a network file system (Coda)'], // CODA_SUPER_MAGIC
]);

/** What decides how a watcher starts, beside its folder (part of CampaignWatcherOptions). */
export interface WatchModeOptions {
  /** Look for changes every `pollMs` instead of waiting for the system's events. */
  polling?: boolean;
  /** The Linux statfs type of the folder's file system (default: fs.statfsSync on Linux, else undefined). */
  fileSystemType?: (folder: string) => number | undefined;
}

/** Why a folder on this file system type is polled, as a place name for the user; undefined when its events can be trusted. */
export function fileSystemWithoutEvents(type: number | undefined): string | undefined {
  return type === undefined ? undefined : FILE_SYSTEMS_WITHOUT_EVENTS.get(type);
}

/** How a watcher starts: polling when asked to, or when the folder's file system is known to report no changes. */
export function initialWatchState(folder: string, options: WatchModeOptions, pollMs: number): WatchState {
  if (options.polling) {
    return {
      mode: 'polling',
      intervalMs: pollMs,
      message: `The app is set to look for changes in this folder every ${interval(pollMs)} instead of waiting for the system to report them.`,
    };
  }
  const typeOf = options.fileSystemType ?? statfsType;
  let place: string | undefined;
  try {
    place = fileSystemWithoutEvents(typeOf(folder));
  } catch {
    // An unknown file system is watched for events; an error from them still switches to polling.
  }
  if (place === undefined) return { mode: 'events' };
  return {
    mode: 'polling',
    intervalMs: pollMs,
    message: `This folder is on ${place}, which does not report changes by itself, so the app looks for changes every ${interval(pollMs)}.`,
  };
}

/** The statfs type on Linux; other systems number their file systems differently, so they are not asked. */
function statfsType(folder: string): number | undefined {
  return process.platform === 'linux' ? statfsSync(folder).type : undefined;
}

/** The sentence for the user when the system's watcher failed and the app polls instead. */
export function afterErrorMessage(error: unknown, pollMs: number): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason =
    code === 'ENOSPC'
      ? "the system's limit on watched folders was reached"
      : code === 'EMFILE' || code === 'ENFILE'
        ? 'too many files are open'
        : code === 'EPERM' || code === 'EACCES'
          ? 'permission was refused'
          : error instanceof Error && error.message
            ? error.message
            : String(code ?? error);
  return `The system stopped reporting changes in this folder (${reason}), so the app now looks for changes every ${interval(pollMs)}.`;
}

/** "2 seconds", "second", "0.5 seconds". */
function interval(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return seconds === 1 ? 'second' : `${seconds} seconds`;
}
