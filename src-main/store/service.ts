import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { z } from 'zod';
import {
  CampaignHandle,
  CharacterRef,
  CreateCampaignInput,
  err,
  ok,
  WriteCampaignInput,
  WriteCharacterInput,
  type ApiResult,
  type CampaignChange,
  type CampaignListing,
  type OpenedCampaign,
  type Revision,
} from '../../shared/api';
import type { CampaignService, CampaignServiceOptions, ChangeOrigin } from './campaign-service';
import { absolutePath, CAMPAIGN_FILE, characterFileOf, readCampaignFolder, readCharacterFile } from './campaign-folder';
import { createCampaignFolder, deleteCampaignFile, writeCampaignFile, type FileWrite } from './campaign-writes';
import { KeyedLock } from './keyed-lock';
import { readRecent, recordRecent, renameRecent } from './recent';
import { watchCampaignFolder, type CampaignWatcher } from './watcher';

interface OpenCampaign {
  handle: string;
  folder: string;
  /** Last revision read or written per relative file; shared with the watcher. */
  known: Map<string, Revision>;
  watcher?: CampaignWatcher;
}

/** Names Windows reserves for devices, whatever the extension; a campaign folder may travel to Windows. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/;

const NOT_OPEN = 'This campaign is not open (or was closed). Open it again from the recent list or with Open Campaign.';

/**
 * The campaign store: campaign folders on disk behind opaque handles. Every
 * method resolves to an ApiResult; only folders the host opened or created
 * through this service can ever be read or written.
 */
export function createCampaignService(options: CampaignServiceOptions): CampaignService {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const now = options.now ?? (() => new Date());
  const byHandle = new Map<string, OpenCampaign>();
  const listeners = new Set<(change: CampaignChange, origin: ChangeOrigin) => void>();
  const locks = new KeyedLock();

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

  const grantFor = (folder: string): OpenCampaign => {
    const existing = [...byHandle.values()].find((c) => c.folder === folder);
    if (existing) return existing;
    const opened: OpenCampaign = { handle: randomBytes(18).toString('base64url'), folder, known: new Map() };
    byHandle.set(opened.handle, opened);
    return opened;
  };

  const startWatching = (opened: OpenCampaign) => {
    if (opened.watcher || options.watch === false) return;
    try {
      opened.watcher = watchCampaignFolder({
        folder: opened.folder,
        known: opened.known,
        debounceMs: options.watchDebounceMs,
        onChange: (change) => emit({ handle: opened.handle, ...change }),
      });
    } catch {
      // Some file systems cannot be watched; the campaign still works, only without live updates.
    }
  };

  const open = async (folder: string): Promise<ApiResult<OpenedCampaign>> => {
    const resolved = path.resolve(folder);
    const contents = await readCampaignFolder(resolved, today());
    if (!contents.ok) return contents;
    const { campaign, campaignRevision, characters, problems, revisions } = contents.value;
    const opened = grantFor(resolved);
    opened.known.clear();
    for (const [file, revision] of revisions) opened.known.set(file, revision);
    startWatching(opened);
    await locks
      .run(options.recentFile, () =>
        recordRecent(options.recentFile, { path: resolved, name: campaign.name, system: campaign.system, lastOpened: now().toISOString() }),
      )
      .catch(() => undefined); // A recent list that cannot be saved is no reason to refuse the campaign.
    return ok({ handle: opened.handle, path: resolved, campaign, campaignRevision, characters, problems, conflictCopies: [], watching: { mode: 'events' } });
  };

  /** Runs a checked write while the watcher is told which revision is the store's own. */
  const checkedWrite = (opened: OpenCampaign, write: Omit<FileWrite, 'folder' | 'now' | 'today' | 'beforeReplace'>, origin: ChangeOrigin) =>
    locks.run(absolutePath(opened.folder, write.relFile), async () => {
      const before = opened.known.get(write.relFile);
      let written: Revision | undefined;
      const result = await writeCampaignFile({
        ...write,
        folder: opened.folder,
        now: now(),
        today: today(),
        beforeReplace: (revision) => {
          written = revision;
          opened.known.set(write.relFile, revision);
        },
      });
      if (result.ok) {
        opened.known.set(write.relFile, result.value.revision);
        if (result.value.revision !== before) {
          emit({ handle: opened.handle, kind: before === undefined ? 'add' : 'change', ...fileRef(write.relFile), revision: result.value.revision }, origin);
        }
      } else if (written !== undefined && opened.known.get(write.relFile) === written) restore(opened.known, write.relFile, before);
      return result;
    });

  return {
    async listRecent(): Promise<CampaignListing[]> {
      const entries = await readRecent(options.recentFile);
      return entries.map((entry, index) => ({ key: `recent:${index}`, name: entry.name, system: entry.system, path: entry.path, lastOpened: entry.lastOpened }));
    },

    openFolder: open,

    async openRecent(key) {
      const index = /^recent:(\d{1,3})$/.exec(key)?.[1];
      const entry = index === undefined ? undefined : (await readRecent(options.recentFile))[Number(index)];
      if (!entry) return err('not-found', 'That campaign is no longer in the recent list. Open its folder with Open Campaign instead.');
      return open(entry.path);
    },

    async createCampaign(folder, input) {
      const parsed = CreateCampaignInput.safeParse(input);
      if (!parsed.success) return invalid(parsed.error, 'The campaign could not be created');
      const resolved = path.resolve(folder);
      const created = await locks.run(resolved, () => createCampaignFolder(resolved, parsed.data, today()));
      if (!created.ok) return created;
      return open(resolved);
    },

    async writeCampaign(input, origin) {
      const opened = granted(input);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = WriteCampaignInput.safeParse(input);
      if (!parsed.success) return invalid(parsed.error, 'The campaign could not be saved');
      const { campaign, baseRevision, overwrite } = parsed.data;
      const written = await checkedWrite(opened, { relFile: CAMPAIGN_FILE, kind: 'campaign', data: campaign, baseRevision, overwrite }, origin);
      if (written.ok) {
        // A renamed campaign is listed under its new name at once, not only when it is next opened.
        await locks.run(options.recentFile, () => renameRecent(options.recentFile, opened.folder, campaign.name)).catch(() => undefined);
      }
      return written;
    },

    async closeCampaign(handle) {
      const opened = granted({ handle });
      if (!opened) return err('not-allowed', NOT_OPEN);
      opened.watcher?.close();
      byHandle.delete(handle);
      return ok(null);
    },

    async readCharacter(ref) {
      const opened = granted(ref);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = CharacterRef.safeParse(ref);
      if (!parsed.success) return invalid(parsed.error, 'The character could not be opened');
      const result = await readCharacterFile(opened.folder, parsed.data.id, today());
      if (result.ok) opened.known.set(characterFileOf(parsed.data.id), result.value.revision);
      return result;
    },

    async writeCharacter(input, origin) {
      const opened = granted(input);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = WriteCharacterInput.safeParse(input);
      if (!parsed.success) return invalid(parsed.error, 'The character could not be saved');
      const { character, baseRevision, overwrite } = parsed.data;
      if (WINDOWS_RESERVED.test(character.id)) {
        return err(
          'invalid-argument',
          `The character could not be saved because "${character.id}" is a name Windows reserves for devices, so its file could not be opened there. Choose another id.`,
        );
      }
      return checkedWrite(opened, { relFile: characterFileOf(character.id), kind: 'character', data: character, baseRevision, overwrite }, origin);
    },

    async deleteCharacter(ref, origin) {
      const opened = granted(ref);
      if (!opened) return err('not-allowed', NOT_OPEN);
      const parsed = CharacterRef.safeParse(ref);
      if (!parsed.success) return invalid(parsed.error, 'The character could not be deleted');
      const relFile = characterFileOf(parsed.data.id);
      return locks.run(absolutePath(opened.folder, relFile), async () => {
        const before = opened.known.get(relFile);
        opened.known.delete(relFile);
        const result = await deleteCampaignFile(opened.folder, relFile, now(), today());
        if (!result.ok) restore(opened.known, relFile, before);
        else emit({ handle: opened.handle, kind: 'unlink', ...fileRef(relFile) }, origin);
        return result;
      });
    },

    async readConflictCopy() {
      return err('unsupported', 'Opening another version left by a sync tool is not available yet.');
    },

    async resolveConflictCopy() {
      return err('unsupported', 'Keeping another version left by a sync tool is not available yet.');
    },

    folderOf(handle) {
      return byHandle.get(handle)?.folder;
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async dispose() {
      for (const opened of byHandle.values()) opened.watcher?.close();
      byHandle.clear();
      listeners.clear();
    },
  };
}

/** The file and, for a character file, the character's id, as a change names them. */
function fileRef(relFile: string): { file: string; characterId?: string } {
  const id = /^characters\/([^/]+)\.json$/.exec(relFile)?.[1];
  return id === undefined ? { file: relFile } : { file: relFile, characterId: id };
}

function restore(known: Map<string, Revision>, relFile: string, revision: Revision | undefined): void {
  if (revision === undefined) known.delete(relFile);
  else known.set(relFile, revision);
}

/** An invalid-argument error naming the first field that failed, as a sentence. */
function invalid(error: z.ZodError, action: string): ApiResult<never> {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  const detail = issue ? `${field ? `"${field}" ` : ''}${issue.message}` : 'the request was malformed';
  return err('invalid-argument', `${action} because ${detail}. Correct it and try again.`);
}
