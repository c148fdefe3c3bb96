import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  CampaignHandle,
  CharacterRef,
  ConflictCopyRef,
  CreateCampaignInput,
  err,
  ok,
  parseInput,
  ResolveConflictCopyInput,
  WriteCampaignInput,
  WriteCharacterInput,
  WriteCharactersInput,
  type ApiResult,
  type CampaignChange,
  type CampaignListing,
  type OpenedCampaign,
  type WrittenCharacters,
} from '../../shared/api';
import type { CampaignService, CampaignServiceOptions, ChangeOrigin } from './campaign-service';
import { campaignFolderIsThere, readCampaignFile, readCampaignFolder, readCharacterFile } from './campaign-folder';
import { CAMPAIGN_FILE, characterFileOf, readDiskFile } from './disk-file';
import { createCampaignFolder, deleteCampaignFile, ioError, writeCampaignFileAfter, type FileWrite } from './campaign-writes';
import { listConflictCopies } from './conflict-copies';
import { keepOneVersion, originalOf, readConflictCopyFile } from './conflict-copy-writes';
import { CAMPAIGN_LOCK_NAME, FolderLocks, LockTimeout } from './folder-lock';
import { tidyCampaignFolder } from './folder-tidy';
import { FolderFlushes } from './atomic-write';
import { FolderLooks } from './contained';
import { separateGitConflicts } from './git-conflicts';
import { readRecent, recentKeyOf, recordRecent, renameRecent } from './recent';
import { gatheredReads } from './locked-reads';
import { OpenCampaign } from './open-campaign';
import { watchCampaignFolder } from './watcher';

/** Names Windows reserves for devices, whatever the extension; a campaign folder may travel to Windows. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/;

const NOT_OPEN = 'This campaign is not open (or was closed). Open it again from the recent list or with Open Campaign.';

/**
 * The campaign store: campaign folders on disk behind opaque handles. Every
 * method resolves to an ApiResult; only folders the host opened or created
 * through this service can ever be read or written.
 *
 * Several processes may work in one folder (the desktop app, browser mode, a
 * second server): every read and write of a campaign holds the campaign's
 * lock, in this process and on disk, and every replace re-checks the bytes it
 * replaces, so programs that take no lock (sync tools, editors) lose nothing
 * either. Every change made through the service is reported to its listeners
 * with the origin that asked for it.
 */
export function createCampaignService(options: CampaignServiceOptions): CampaignService {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const now = options.now ?? (() => new Date());
  const byHandle = new Map<string, OpenCampaign>();
  const listeners = new Set<(change: CampaignChange, origin: ChangeOrigin) => void>();
  const locks = new FolderLocks({ crossProcess: options.crossProcessLock ?? true, staleMs: options.lockStaleMs, waitMs: options.lockWaitMs });

  /** The open campaign an argument's handle names, if the service granted it. */
  const granted = (input: unknown): OpenCampaign | undefined => {
    const handle = input !== null && typeof input === 'object' && 'handle' in input ? input.handle : undefined;
    return CampaignHandle.safeParse(handle).success ? byHandle.get(handle as string) : undefined;
  };

  const emit = (change: CampaignChange, origin?: ChangeOrigin) => {
    for (const listener of listeners) {
      try {
        listener(change, origin);
      } catch {
        // One broken listener must not keep the change from the others.
      }
    }
  };

  /** Runs `task` holding the campaign's lock; a lock held too long by another program becomes an `io` error. */
  const inCampaign = async <T>(folder: string, task: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
    try {
      return await locks.run(path.join(folder, CAMPAIGN_LOCK_NAME), task);
    } catch (error) {
      if (error instanceof LockTimeout) return err('io', error.message);
      return ioError(error, 'work in the campaign folder');
    }
  };

  /** Runs `task` holding the recent list's lock, which another server on the same root shares. */
  const withRecentList = async <T>(task: () => Promise<T>): Promise<T> => {
    await fs.mkdir(path.dirname(options.recentFile), { recursive: true });
    return locks.run(`${options.recentFile}.lock`, task);
  };

  const grantFor = (folder: string): OpenCampaign => {
    const existing = [...byHandle.values()].find((c) => c.folder === folder);
    if (existing) return existing;
    const opened = new OpenCampaign(folder, emit);
    byHandle.set(opened.handle, opened);
    return opened;
  };

  const startWatching = (opened: OpenCampaign) => {
    if (opened.watcher || options.watch === false) return;
    /**
     * Reads a file under the campaign's lock, with the others asked for meanwhile (see gatheredReads). A character
     * file that git just left with conflict markers is split first, as on opening, and this side read (a conflict
     * copy never is: separateGitConflicts skips their names).
     */
    const lockedRead = gatheredReads(
      async (task) => {
        const held = await inCampaign(opened.folder, async () => ok(await task()));
        if (!held.ok) throw new Error(held.error.message);
      },
      async (relFile) => {
        const disk = await readDiskFile(opened.folder, relFile);
        if (!disk || !hasGitMarkers(disk.bytes)) return disk;
        const split = await separateGitConflicts(opened.folder, now(), [relFile]);
        return split.length > 0 ? await readDiskFile(opened.folder, relFile) : disk;
      },
    );
    /**
     * What the watcher reads when the system names a changed file. Most such changes are the store's own saves:
     * a look without the lock that finds the very version the store knows is answer enough (a file is replaced
     * whole, so the look sees one version or another, never a mix). Anything else (another version, no file, a
     * file that cannot be read) is read again under the lock, which waits for a save of this app in progress.
     */
    const watchedRead = async (relFile: string) => {
      const look = await readDiskFile(opened.folder, relFile).catch(() => undefined);
      if (look !== undefined && look.revision === opened.known.get(relFile)) return look;
      return lockedRead(relFile);
    };
    try {
      opened.watcher = watchCampaignFolder({
        folder: opened.folder,
        known: opened.known,
        debounceMs: options.watchDebounceMs,
        polling: options.watchPolling,
        pollMs: options.watchPollMs,
        today,
        read: watchedRead,
        listConflictCopies: () => listConflictCopies({ folder: opened.folder, read: lockedRead, today: today() }),
        beforeReport: async (relFile, _previous, onDisk) => {
          await inCampaign(opened.folder, async () => ok(await opened.keepOwnVersion(relFile, onDisk, now())));
        },
        onChange: (change) => emit({ handle: opened.handle, ...change } as CampaignChange),
      });
    } catch {
      // A folder that cannot be watched at all still works, only without live updates.
    }
  };

  const open = async (folder: string): Promise<ApiResult<OpenedCampaign>> => {
    const resolved = path.resolve(folder);
    // The lock lives inside the folder, so a missing folder is told apart first.
    const there = await campaignFolderIsThere(resolved);
    if (!there.ok) return there;
    const read = await inCampaign(resolved, async () => {
      await tidyCampaignFolder(resolved, now());
      let contents = await readCampaignFolder(resolved, today());
      // A character file git left with conflict markers is no JSON: split into its two sides, it is read again.
      const unparsed = contents.ok ? contents.value.problems.filter((p) => p.code === 'corrupt-json').map((p) => p.file) : [];
      if (unparsed.length > 0 && (await separateGitConflicts(resolved, now(), unparsed)).length > 0) contents = await readCampaignFolder(resolved, today());
      if (!contents.ok) return contents;
      const copies = await listConflictCopies({ folder: resolved, read: (relFile) => readDiskFile(resolved, relFile), today: today() });
      return ok({ ...contents.value, copies });
    });
    if (!read.ok) return read;
    const { campaign, campaignRevision, characters, problems, revisions, copies } = read.value;
    const opened = grantFor(resolved);
    opened.opens += 1;
    opened.known.clear();
    for (const [file, revision] of revisions) opened.known.set(file, revision);
    startWatching(opened);
    // A recent list that cannot be saved is no reason to refuse the campaign.
    const entry = { path: resolved, name: campaign.name, system: campaign.system, lastOpened: now().toISOString() };
    await withRecentList(() => recordRecent(options.recentFile, entry)).then(
      () => (opened.listedName = campaign.name),
      () => undefined,
    );
    return ok({
      handle: opened.handle,
      key: recentKeyOf(resolved),
      path: resolved,
      campaign,
      campaignRevision,
      characters,
      problems,
      conflictCopies: copies,
      watching: opened.watcher?.watching ?? { mode: 'events' },
    });
  };

  /**
   * A checked write, made ready while `go` is pending and carried out only if it resolves to true (see
   * writeCampaignFileAfter and its readBeforeGo); undefined when it was not. `go` resolves once the campaign's
   * lock is held, or, for campaign.json after its characters, once they are written.
   */
  const writeHeldIf = async (
    opened: OpenCampaign,
    write: Omit<FileWrite, 'folder' | 'now' | 'today' | 'onDisk'>,
    origin: ChangeOrigin,
    go: Promise<boolean>,
  ): Promise<ApiResult<{ revision: string }> | undefined> => {
    const file: FileWrite = {
      ...write,
      own: opened.ownVersionOf(write.relFile),
      folder: opened.folder,
      now: now(),
      today: today(),
      onDisk: (current) => opened.keepOwnVersion(write.relFile, current, now()),
    };
    const result = await writeCampaignFileAfter(file, go, { readBeforeGo: true });
    if (!result?.ok) return result;
    opened.wrote(write.relFile, result.value, origin);
    return ok({ revision: result.value.revision });
  };

  /**
   * Saves under the campaign's lock, made ready while the lock is awaited: `start` is given a promise that
   * resolves to true once the lock is held (false when it could not be taken) and starts the saves with it as
   * their go-ahead; `finish`, run holding the lock, gathers their outcomes. A save made ready for a lock that
   * could not be taken writes nothing and leaves nothing behind.
   */
  const savesInCampaign = async <S extends readonly Promise<unknown>[], T>(
    folder: string,
    start: (held: Promise<boolean>) => S,
    finish: (saves: S) => Promise<ApiResult<T>>,
  ): Promise<ApiResult<T>> => {
    let held!: (yes: boolean) => void;
    const saves = start(new Promise<boolean>((resolve) => (held = resolve)));
    let ran = false;
    const result = await inCampaign(folder, () => {
      ran = true;
      held(true);
      return finish(saves);
    });
    if (!ran) {
      held(false);
      await Promise.allSettled(saves);
    }
    return result;
  };

  /** A checked write under the campaign's lock. */
  const checkedWrite = (opened: OpenCampaign, write: Omit<FileWrite, 'folder' | 'now' | 'today' | 'onDisk'>, origin: ChangeOrigin) =>
    savesInCampaign(
      opened.folder,
      (held) => [writeHeldIf(opened, write, origin, held)] as const,
      async ([save]) => (await save)!,
    );

  /** A character write as writeCharacter and writeCharacters take it, or the refusal of an id Windows reserves. */
  const characterWrite = ({ character, baseRevision, overwrite }: Omit<WriteCharacterInput, 'handle'>): ApiResult<Omit<FileWrite, 'folder' | 'now' | 'today' | 'onDisk'>> => {
    if (WINDOWS_RESERVED.test(character.id)) {
      return err(
        'invalid-argument',
        `The character could not be saved because "${character.id}" is a name Windows reserves for devices, so its file could not be opened there. Choose another id.`,
      );
    }
    return ok({ relFile: characterFileOf(character.id), kind: 'character', data: character, baseRevision, overwrite });
  };

  /** A campaign.json write as writeCampaign and writeCharacters take it. */
  const campaignWrite = ({ campaign, baseRevision, overwrite }: Omit<WriteCampaignInput, 'handle'>): Omit<FileWrite, 'folder' | 'now' | 'today' | 'onDisk'> => ({
    relFile: CAMPAIGN_FILE,
    kind: 'campaign',
    data: campaign,
    baseRevision,
    overwrite,
  });

  /** After a campaign.json write: a renamed campaign is listed under its new name at once, not only when it is next opened. */
  const listedAs = async (opened: OpenCampaign, name: string): Promise<void> => {
    if (name === opened.listedName) return;
    await withRecentList(() => renameRecent(options.recentFile, opened.folder, name)).then(
      () => (opened.listedName = name),
      () => undefined,
    );
  };

  return {
    async listRecent(): Promise<CampaignListing[]> {
      const entries = await readRecent(options.recentFile);
      return entries.map((entry) => ({ key: recentKeyOf(entry.path), name: entry.name, system: entry.system, path: entry.path, lastOpened: entry.lastOpened }));
    },

    openFolder: open,

    async openRecent(key) {
      const entry = (await readRecent(options.recentFile)).find((e) => recentKeyOf(e.path) === key);
      if (!entry) return err('not-found', 'That campaign is no longer in the recent list. Open its folder with Open Campaign instead.');
      return open(entry.path);
    },

    async createCampaign(folder, input) {
      const parsed = parseInput(CreateCampaignInput, input);
      if (!parsed.success) return invalid(parsed.error, 'The campaign could not be created');
      const resolved = path.resolve(folder);
      const created = await createCampaignFolder(resolved, parsed.data, today());
      if (!created.ok) return created;
      return open(resolved);
    },

    async readCampaign(ref) {
      const opened = granted(ref);
      if (!opened) return err('not-allowed', NOT_OPEN);
      return inCampaign(opened.folder, async () => {
        const result = await readCampaignFile(opened.folder, today());
        if (result.ok) opened.read(CAMPAIGN_FILE, result.value.revision);
        return result;
      });
    },

    async writeCampaign(input, origin) {
      const opened = granted(input);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = parseInput(WriteCampaignInput, input);
      if (!parsed.success) return invalid(parsed.error, 'The campaign could not be saved');
      const written = await checkedWrite(opened, campaignWrite(parsed.data), origin);
      if (written.ok) await listedAs(opened, parsed.data.campaign.name);
      return written;
    },

    async closeCampaign(handle) {
      const opened = granted({ handle });
      if (!opened) return err('not-allowed', NOT_OPEN);
      opened.opens -= 1;
      if (opened.opens > 0) return ok(null);
      byHandle.delete(handle);
      await opened.watcher?.close();
      return ok(null);
    },

    async readCharacter(ref) {
      const opened = granted(ref);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = parseInput(CharacterRef, ref);
      if (!parsed.success) return invalid(parsed.error, 'The character could not be opened');
      return inCampaign(opened.folder, async () => {
        const result = await readCharacterFile(opened.folder, parsed.data.id, today());
        if (result.ok) opened.read(characterFileOf(parsed.data.id), result.value.revision);
        return result;
      });
    },

    async writeCharacter(input, origin) {
      const opened = granted(input);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = parseInput(WriteCharacterInput, input);
      if (!parsed.success) return invalid(parsed.error, 'The character could not be saved');
      const write = characterWrite(parsed.data);
      return write.ok ? checkedWrite(opened, write.value, origin) : write;
    },

    async writeCharacters(input, origin) {
      const opened = granted(input);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = parseInput(WriteCharactersInput, input);
      if (!parsed.success) return invalid(parsed.error, 'The characters could not be saved');
      const writes = parsed.data.writes.map(characterWrite);
      const campaign = parsed.data.campaign;
      const written = await savesInCampaign(
        opened.folder,
        (held) => {
          // One hold of the lock for all; each file is its own, so they are written side by side, the folders on
          // their way are looked at once for all of them, and a folder several of them change is flushed for all.
          const looks = new FolderLooks(opened.folder);
          const flushes = new FolderFlushes();
          const characters = Promise.all(
            writes.map((write) =>
              write.ok
                ? writeHeldIf(opened, { ...write.value, looks, flushes }, origin, held).catch((error: unknown) => ioError(error, `save ${write.value.relFile}`))
                : Promise.resolve(write),
            ),
          );
          // The campaign file follows its characters (an award its shares), and only when all of them were
          // written; it is made ready while they are written.
          const allWritten = held.then(async (yes) => yes && (await characters).every((r) => r?.ok === true));
          const campaignWritten = campaign
            ? writeHeldIf(opened, { ...campaignWrite(campaign), looks, flushes }, origin, allWritten).catch((error: unknown) => ioError(error, `save ${CAMPAIGN_FILE}`))
            : Promise.resolve(undefined);
          return [characters, campaignWritten] as const;
        },
        async ([characters, campaignWritten]): Promise<ApiResult<WrittenCharacters>> => {
          // Held: every save was carried out, so each has its outcome.
          const results = (await characters).map((result) => result!);
          const campaignResult = await campaignWritten;
          return ok(campaignResult ? { results, campaign: campaignResult } : { results });
        },
      );
      if (campaign && written.ok && written.value.campaign?.ok) await listedAs(opened, campaign.campaign.name);
      return written;
    },

    async deleteCharacter(ref, origin) {
      const opened = granted(ref);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = parseInput(CharacterRef, ref);
      if (!parsed.success) return invalid(parsed.error, 'The character could not be deleted');
      const relFile = characterFileOf(parsed.data.id);
      return inCampaign(opened.folder, async () => {
        const result = await deleteCampaignFile(opened.folder, relFile, now());
        if (!result.ok) return result;
        opened.deleted(relFile, origin);
        return result;
      });
    },

    async readConflictCopy(ref) {
      const opened = granted(ref);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = parseInput(ConflictCopyRef, ref);
      if (!parsed.success) return invalid(parsed.error, 'The other version could not be opened');
      const files = originalOf(parsed.data.file);
      if (!files.ok) return files;
      return inCampaign(opened.folder, () => readConflictCopyFile(opened.folder, files.value, today()));
    },

    async resolveConflictCopy(input, origin) {
      const opened = granted(input);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = parseInput(ResolveConflictCopyInput, input);
      if (!parsed.success) return invalid(parsed.error, 'The version could not be kept');
      const files = originalOf(parsed.data.file);
      if (!files.ok) return files;
      return inCampaign(opened.folder, async () => {
        const kept = await keepOneVersion({
          folder: opened.folder,
          files: files.value,
          keep: parsed.data.keep,
          copyRevision: parsed.data.copyRevision,
          now: now(),
          today: today(),
          onDisk: (current) => opened.keepOwnVersion(files.value.original, current, now()),
        });
        if (!kept.ok) return kept;
        const { revision, written, created } = kept.value;
        if (written) opened.wrote(files.value.original, { revision, bytes: written, created }, origin);
        return ok({ revision: kept.value.revision });
      });
    },

    folderOf(handle) {
      return byHandle.get(handle)?.folder;
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async dispose() {
      const watchers = [...byHandle.values()].map((opened) => opened.watcher?.close());
      byHandle.clear();
      listeners.clear();
      await Promise.all(watchers);
    },
  };
}

/** Whether a file has a line that opens one of git's conflict hunks; no JSON file can. */
function hasGitMarkers(bytes: Buffer): boolean {
  const at = bytes.indexOf('<<<<<<< ');
  return at === 0 || (at > 0 && bytes.indexOf('\n<<<<<<< ') >= 0);
}

/** An invalid-argument error naming the first field that failed, as a sentence. */
function invalid(error: z.ZodError, action: string): ApiResult<never> {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  const detail = issue ? `${field ? `"${field}" ` : ''}${issue.message}` : 'the request was malformed';
  return err('invalid-argument', `${action} because ${detail}. Correct it and try again.`);
}
