import { randomBytes } from 'node:crypto';
import type { CampaignChange, Revision } from '../../shared/api';
import { backupVersion } from './backups';
import type { ChangeOrigin } from './campaign-service';
import type { Written } from './campaign-writes';
import type { DiskFile } from './disk-file';
import type { CampaignWatcher } from './watcher';

/**
 * What the service knows of one open campaign: its handle, the revision of
 * each file as last read or written, the bytes of its own last writes, how
 * many windows or tabs have it open, and its watcher.
 */
export class OpenCampaign {
  readonly handle = randomBytes(18).toString('base64url');
  /** Last revision read or written per relative file; shared with the watcher. */
  readonly known = new Map<string, Revision>();
  /**
   * How many times it was opened and not yet closed: two windows or tabs
   * showing one campaign share its handle, and one closing it must not take
   * it from the other.
   */
  opens = 0;
  /** The campaign's name as this service last put it in the recent list; the list is written again only when it changes. */
  listedName: string | undefined;
  watcher: CampaignWatcher | undefined;
  /**
   * The bytes of the last version this service wrote of each file, while it
   * is on disk: if another program replaces it without a backup (a sync tool,
   * an editor), this copy goes to .backups, so the user's save is never lost.
   */
  private readonly own = new Map<string, { revision: Revision; bytes: Buffer }>();

  constructor(
    readonly folder: string,
    private readonly emit: (change: CampaignChange, origin: ChangeOrigin) => void,
  ) {}

  /** The version the store last wrote to a file since the campaign was opened, if it did. */
  ownVersionOf(relFile: string): { revision: Revision; bytes: Buffer } | undefined {
    return this.own.get(relFile);
  }

  /**
   * Before a file the service wrote is replaced, or when it is found changed:
   * if the version on disk is no longer the one written here, another program
   * replaced it, and the version written here goes to .backups. Call holding
   * the campaign's lock.
   */
  async keepOwnVersion(relFile: string, onDisk: DiskFile | undefined, now: Date): Promise<void> {
    const own = this.own.get(relFile);
    if (!own || own.revision === onDisk?.revision) return;
    this.own.delete(relFile);
    await backupVersion(this.folder, relFile, own.bytes, now);
  }

  /** After a file was read: its revision is the base of the next write. */
  read(relFile: string, revision: Revision): void {
    this.known.set(relFile, revision);
  }

  /** After a file was written through the service: remember it, and tell every listener but the one who asked. */
  wrote(relFile: string, written: Written, origin: ChangeOrigin): void {
    const before = this.known.get(relFile);
    this.known.set(relFile, written.revision);
    this.own.set(relFile, { revision: written.revision, bytes: written.bytes });
    if (written.revision !== before) {
      this.emit({ handle: this.handle, kind: written.created ? 'add' : 'change', ...fileRef(relFile), revision: written.revision }, origin);
    }
  }

  /** After a file was moved into .backups through the service. */
  deleted(relFile: string, origin: ChangeOrigin): void {
    this.known.delete(relFile);
    this.own.delete(relFile);
    this.emit({ handle: this.handle, kind: 'unlink', ...fileRef(relFile) }, origin);
  }
}

/** The file and, for a character file, the character's id, as a change names them. */
function fileRef(relFile: string): { file: string; characterId?: string } {
  const id = /^characters\/([^/]+)\.json$/.exec(relFile)?.[1];
  return id === undefined ? { file: relFile } : { file: relFile, characterId: id };
}
