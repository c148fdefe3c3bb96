import { ok, type ApiResult, type Revision, type WrittenCharacters } from '../../shared/api';
import { FolderFlushes } from './atomic-write';
import type { ChangeOrigin } from './campaign-service';
import { ioError, writeCampaignFileAfter, type FileWrite, type Written } from './campaign-writes';
import { FolderLooks } from './contained';
import type { DiskFile } from './disk-file';

/** A save as a request asks for it; the open campaign adds its folder, its clock and what it knows of the file. */
export type SaveOf = Pick<FileWrite, 'relFile' | 'kind' | 'data' | 'baseRevision' | 'overwrite'>;

/** What a save needs of the open campaign it is made in (OpenCampaign). */
export interface CampaignSaves {
  readonly folder: string;
  readonly context: { now(): Date; today(): string };
  locked<T>(task: () => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
  ownVersionOf(relFile: string): { revision: Revision; bytes: Buffer } | undefined;
  keepOwnVersion(relFile: string, onDisk: DiskFile | undefined, now: Date): Promise<void>;
  wrote(relFile: string, written: Written, origin: ChangeOrigin): void;
}

/** One save under the campaign's lock, made ready while the lock is awaited (see decision 0003). */
export function saveOne(
  campaign: CampaignSaves,
  save: SaveOf,
  origin: ChangeOrigin,
): Promise<ApiResult<{ revision: Revision }>> {
  return savesUnderLock(
    campaign,
    (held) => [saveWhen(campaign, save, origin, held)] as const,
    async ([saved]) => (await saved)!,
  );
}

/**
 * Several characters under one hold of the lock, written side by side (each file is its own), the folders on their
 * way looked at once for all of them, and a folder several of them change flushed for all; then campaign.json, when
 * asked for and only when every one of them was written (an award follows its shares), made ready while they are
 * written. A character the campaign cannot hold is refused by itself, with the reason given.
 */
export function saveCharactersThenCampaign(
  campaign: CampaignSaves,
  characters: readonly ApiResult<SaveOf>[],
  campaignFile: SaveOf | undefined,
  origin: ChangeOrigin,
): Promise<ApiResult<WrittenCharacters>> {
  return savesUnderLock(
    campaign,
    (held) => {
      const looks = new FolderLooks(campaign.folder);
      const flushes = new FolderFlushes();
      const each = Promise.all(
        characters.map((save) =>
          save.ok ? saveWhen(campaign, { ...save.value, looks, flushes }, origin, held) : Promise.resolve(save),
        ),
      );
      const allWritten = held.then(async (yes) => yes && (await each).every((result) => result?.ok === true));
      const last = campaignFile
        ? saveWhen(campaign, { ...campaignFile, looks, flushes }, origin, allWritten)
        : Promise.resolve(undefined);
      return [each, last] as const;
    },
    async ([each, last]): Promise<ApiResult<WrittenCharacters>> => {
      // Held: every save was carried out, so each has its outcome.
      const results = (await each).map((result) => result!);
      const campaignResult = await last;
      return ok(campaignResult ? { results, campaign: campaignResult } : { results });
    },
  );
}

/**
 * Saves under the campaign's lock, made ready while the lock is awaited: `start` is given a promise that resolves
 * to true once the lock is held (false when it could not be taken) and starts the saves with it as their
 * go-ahead; `finish`, run holding the lock, gathers their outcomes. A save made ready for a lock that could not be
 * taken writes nothing and leaves nothing behind.
 */
async function savesUnderLock<S extends readonly Promise<unknown>[], T>(
  campaign: CampaignSaves,
  start: (held: Promise<boolean>) => S,
  finish: (saves: S) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  let held!: (yes: boolean) => void;
  const saves = start(new Promise<boolean>((resolve) => (held = resolve)));
  let ran = false;
  const result = await campaign.locked(() => {
    ran = true;
    held(true);
    return finish(saves);
  });
  if (!ran) {
    held(false);
    await Promise.allSettled(saves);
  }
  return result;
}

/**
 * One save, made ready while `go` is pending and carried out only if it resolves to true (see
 * writeCampaignFileAfter); undefined when it was not. What it wrote is known to the campaign before the lock is let go.
 */
async function saveWhen(
  campaign: CampaignSaves,
  save: SaveOf & Pick<FileWrite, 'looks' | 'flushes'>,
  origin: ChangeOrigin,
  go: Promise<boolean>,
): Promise<ApiResult<{ revision: Revision }> | undefined> {
  const now = campaign.context.now();
  const write: FileWrite = {
    ...save,
    own: campaign.ownVersionOf(save.relFile),
    folder: campaign.folder,
    now,
    today: campaign.context.today(),
    onDisk: (current) => campaign.keepOwnVersion(save.relFile, current, now),
  };
  try {
    const result = await writeCampaignFileAfter(write, go);
    if (!result?.ok) return result;
    campaign.wrote(save.relFile, result.value, origin);
    return ok({ revision: result.value.revision });
  } catch (error) {
    return ioError(error, `save ${save.relFile}`);
  }
}
