import { promises as fs } from 'node:fs';
import path from 'node:path';
import { err, ok, type ApiResult, type CreateCampaignInput, type Revision } from '../../shared/api';
import { FORMAT_VERSION, stableStringify, type CampaignFile, type FileKind } from '../../shared/model';
import { atomicWrite, errorCode, syncFolder } from './atomic-write';
import { backupVersion, moveToBackups } from './backups';
import { absolutePath, CAMPAIGN_FILE, CHARACTERS_FOLDER, parseDiskFile, readDiskFile, type DiskFile } from './campaign-folder';
import { revisionOf } from './revision';

/** One checked write of a campaign file. */
export interface FileWrite {
  folder: string;
  /** Relative path with forward slashes, e.g. "characters/aria.json". */
  relFile: string;
  kind: FileKind;
  /** The file's content; written as stableStringify(data). */
  data: unknown;
  /** Revision the edit was based on; undefined when the file is new. */
  baseRevision?: Revision;
  /** Keep this version over one changed outside the app (the outside one is backed up). */
  overwrite?: boolean;
  now: Date;
  today: string;
  /** Called with the new revision just before the file is replaced, so a watcher can recognise the store's own write. */
  beforeReplace?: (revision: Revision) => void;
}

/**
 * Writes a campaign file with optimistic concurrency: the file on disk must
 * still be the one the edit was based on, unless the user chose to overwrite.
 * The version being replaced goes to .backups first. A file saved by a newer
 * app is never touched. Unchanged bytes are not rewritten.
 */
export async function writeCampaignFile(write: FileWrite): Promise<ApiResult<{ revision: Revision }>> {
  const { folder, relFile } = write;
  const bytes = stableStringify(write.data);
  const revision = revisionOf(bytes);
  try {
    const current = await readDiskFile(folder, relFile);
    const refusal = refuseWrite(write, current);
    if (refusal) return refusal;
    if (current && current.revision === revision && current.bytes.equals(Buffer.from(bytes))) return ok({ revision });
    if (current) await backupVersion(folder, relFile, current.bytes, write.now);
    else await fs.mkdir(path.dirname(absolutePath(folder, relFile)), { recursive: true });
    write.beforeReplace?.(revision);
    await atomicWrite(absolutePath(folder, relFile), bytes);
    return ok({ revision });
  } catch (error) {
    return ioError(error, `save ${relFile}`);
  }
}

function refuseWrite(write: FileWrite, current: DiskFile | undefined): ApiResult<never> | undefined {
  const { relFile, baseRevision, overwrite } = write;
  if (current) {
    const onDisk = parseDiskFile(write.kind, relFile, current.bytes, write.today);
    if (!onDisk.ok && onDisk.problem.code === 'newer-version') return err('file-problem', onDisk.problem.message, onDisk.problem);
  }
  if (overwrite) return undefined;
  if (baseRevision === undefined && current) {
    const what = write.kind === 'character' ? `A character with this id already exists (${relFile})` : `${relFile} already exists`;
    return err('already-exists', `${what}. Choose another id, or open the existing one instead.`);
  }
  if (baseRevision !== undefined && !current) {
    return err(
      'conflict',
      `${relFile} was deleted outside the app after you opened it. Save again and choose to keep your version to write it back.`,
    );
  }
  if (baseRevision !== undefined && current && current.revision !== baseRevision) {
    return err(
      'conflict',
      `${relFile} was changed outside the app after you opened it. Reload it to see the other version, or save again and choose to keep yours (the other version is then kept in .backups).`,
    );
  }
  return undefined;
}

/**
 * Moves a character's file into .backups rather than destroying it. A file
 * saved by a newer app is left alone, like any other write to it.
 */
export async function deleteCampaignFile(folder: string, relFile: string, now: Date, today: string): Promise<ApiResult<null>> {
  try {
    const current = await readDiskFile(folder, relFile);
    if (!current) {
      return err('not-found', `${relFile} does not exist any more. It may have been deleted or renamed outside the app; reopen the campaign to refresh its list.`);
    }
    const onDisk = parseDiskFile('character', relFile, current.bytes, today);
    if (!onDisk.ok && onDisk.problem.code === 'newer-version') return err('file-problem', onDisk.problem.message, onDisk.problem);
    await moveToBackups(folder, relFile, now);
    return ok(null);
  } catch (error) {
    return ioError(error, `delete ${relFile}`);
  }
}

/**
 * Creates a campaign folder (which must not exist or be empty) holding
 * campaign.json and an empty characters/ folder. Returns the campaign written.
 */
export async function createCampaignFolder(folder: string, input: CreateCampaignInput, today: string): Promise<ApiResult<CampaignFile>> {
  try {
    const existing = await fs.readdir(folder).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    });
    if (existing.length > 0) {
      return err('already-exists', `The folder ${folder} already has files in it. Choose a new or empty folder for the campaign, or open the existing campaign instead.`);
    }
    const campaign: CampaignFile = {
      formatVersion: FORMAT_VERSION,
      id: campaignIdFor(input.name, folder),
      name: input.name,
      system: input.system,
      settings: input.settings ?? {},
      sessions: [],
      createdAt: today,
    };
    await fs.mkdir(path.join(folder, CHARACTERS_FOLDER), { recursive: true });
    await atomicWrite(path.join(folder, CAMPAIGN_FILE), stableStringify(campaign));
    await syncFolder(path.dirname(folder));
    return ok(campaign);
  } catch (error) {
    return ioError(error, `create the campaign in ${folder}`);
  }
}

/** A valid Identifier from the campaign's name, or failing that its folder name. */
export function campaignIdFor(name: string, folder: string): string {
  for (const source of [name, path.basename(folder)]) {
    const id = source
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+/, '')
      .slice(0, 64)
      .replace(/-+$/, '');
    if (id) return id;
  }
  return 'campaign';
}

function ioError(error: unknown, action: string): ApiResult<never> {
  const code = errorCode(error);
  const hint =
    code === 'ENOSPC'
      ? 'The disk is full; free some space and try again.'
      : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? 'The app may not write there; check the campaign folder\'s permissions and that no other program holds the file, then try again.'
        : 'Check that the campaign folder is still there and writable, then try again.';
  return err('io', `Could not ${action} (${code ?? (error instanceof Error ? error.message : String(error))}). ${hint}`);
}
