import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  err,
  ok,
  type ApiChannel,
  type ApiResult,
  type CampaignChange,
  type CampaignListing,
  type CreateCampaignInput,
  type OpenedCampaign,
} from '../../shared/api';
import type {
  CampaignService,
  CampaignServiceOptions,
  ChangeOrigin,
  CheckedCampaignRequests,
} from './campaign-service';
import { campaignFolderIsThere, readCampaignFolder, type CampaignFolderContents } from './campaign-folder';
import { CAMPAIGN_FILE } from '../../shared/model';
import { readDiskFile } from './disk-file';
import { createCampaignFolder } from './campaign-writes';
import { listConflictCopies } from './conflict-copies';
import { FolderLocks } from './folder-lock';
import { tidyCampaignFolder } from './folder-tidy';
import { refuseUnknownGame } from './game-checks';
import { getRuleSystem } from '../../shared/rules/registry';
import { separateGitConflicts } from './git-conflicts';
import { readRecent, recentKeyOf, recordRecent, renameRecent } from './recent';
import { OpenCampaign, type CampaignContext } from './open-campaign';
import { checkRequest, invalidRequest, type Checked, type RequestInput } from './requests';

const NOT_OPEN = 'This campaign is not open (or was closed). Open it again from the recent list or with Open Campaign.';

/** The requests that name an open campaign by its handle. */
type CampaignChannel = Extract<
  ApiChannel,
  | 'readCampaign'
  | 'writeCampaign'
  | 'readCharacter'
  | 'writeCharacter'
  | 'writeCharacters'
  | 'deleteCharacter'
  | 'readConflictCopy'
  | 'resolveConflictCopy'
>;

/** What a request does in the open campaign its handle names, with its input checked. */
type Route<I, R> = (opened: OpenCampaign, input: Checked<I>, origin: ChangeOrigin) => Promise<ApiResult<R>>;

/**
 * The campaign store: campaign folders on disk behind opaque handles. Every
 * method resolves to an ApiResult; only folders the host opened or created
 * through this service can ever be read or written.
 *
 * The service is a router: it keeps the open campaigns by handle, checks each request's input once (here, or at
 * the host's boundary for `checked`), and hands the request to the campaign's OpenCampaign, which holds the
 * campaign's lock, knows its files' revisions and reports its changes. Several processes may work in one folder
 * (the desktop app, browser mode, a second server): every read and write of a campaign holds the campaign's lock,
 * in this process and on disk, and every replace re-checks the bytes it replaces, so programs that take no lock
 * (sync tools, editors) lose nothing either.
 */
export function createCampaignService(options: CampaignServiceOptions): CampaignService {
  const byHandle = new Map<string, OpenCampaign>();
  const listeners = new Set<(change: CampaignChange, origin: ChangeOrigin) => void>();
  const locks = new FolderLocks({
    crossProcess: options.crossProcessLock ?? true,
    staleMs: options.lockStaleMs,
    waitMs: options.lockWaitMs,
  });
  const context: CampaignContext = {
    locks,
    emit: (change, origin) => emitTo(listeners, change, origin),
    now: options.now ?? (() => new Date()),
    today: options.today ?? (() => new Date().toISOString().slice(0, 10)),
    watch:
      options.watch === false
        ? undefined
        : { debounceMs: options.watchDebounceMs, polling: options.watchPolling, pollMs: options.watchPollMs },
  };
  const recent = recentList(options.recentFile, locks);

  const open = async (folder: string): Promise<ApiResult<OpenedCampaign>> => {
    const resolved = path.resolve(folder);
    // The lock lives inside the folder, so a missing folder is told apart first.
    const there = await campaignFolderIsThere(resolved);
    if (!there.ok) return there;
    const openAlready = () => [...byHandle.values()].find((c) => c.folder === resolved);
    const reader = openAlready() ?? new OpenCampaign(resolved, context);
    const read = await reader.locked(() => readOpening(resolved, context));
    if (!read.ok) return read;
    const { campaign, campaignRevision, characters, problems, revisions, copies } = read.value;
    // Opened by another request meanwhile: one handle per folder.
    const opened = openAlready() ?? reader;
    byHandle.set(opened.handle, opened);
    opened.opened(revisions, campaign.system);
    await recent.opened(opened, {
      path: resolved,
      name: campaign.name,
      system: campaign.system,
      lastOpened: context.now().toISOString(),
    });
    const watching = opened.watcher?.watching ?? { mode: 'events' as const };
    return ok({
      handle: opened.handle,
      key: recentKeyOf(resolved),
      path: resolved,
      campaign,
      campaignRevision,
      characters,
      problems,
      conflictCopies: copies,
      watching,
    });
  };

  const create = async (folder: string, input: Checked<CreateCampaignInput>): Promise<ApiResult<OpenedCampaign>> => {
    const refused = refuseUnknownGame(input.system, 'The campaign could not be created');
    if (refused) return refused;
    const resolved = path.resolve(folder);
    const created = await createCampaignFolder(resolved, input, context.today());
    return created.ok ? open(resolved) : created;
  };

  /** The route of a request whose input a host checked at its boundary. */
  const checkedRoute =
    <I extends { handle: string }, R>(route: Route<I, R>) =>
    (input: Checked<I>, origin?: ChangeOrigin): Promise<ApiResult<R>> => {
      const opened = byHandle.get(input.handle);
      return opened ? route(opened, input, origin) : Promise.resolve(err('not-allowed', NOT_OPEN));
    };

  /** The route of a request from inside the process: the handle must be granted, then the input is checked once. */
  const parsedRoute =
    <C extends CampaignChannel, R>(channel: C, action: string, route: Route<RequestInput<C>, R>) =>
    (input: unknown, origin?: ChangeOrigin): Promise<ApiResult<R>> => {
      const opened = byHandle.get(handleOf(input) ?? '');
      if (!opened) return Promise.resolve(err('not-allowed', NOT_OPEN));
      const parsed = checkRequest(channel, input);
      return parsed.success
        ? route(opened, parsed.data, origin)
        : Promise.resolve(invalidRequest(parsed.error, action));
    };

  const routes = campaignRoutes(recent);
  const checked: CheckedCampaignRequests = {
    createCampaign: create,
    readCampaign: checkedRoute(routes.readCampaign),
    writeCampaign: checkedRoute(routes.writeCampaign),
    readCharacter: checkedRoute(routes.readCharacter),
    writeCharacter: checkedRoute(routes.writeCharacter),
    writeCharacters: checkedRoute(routes.writeCharacters),
    deleteCharacter: checkedRoute(routes.deleteCharacter),
    readConflictCopy: checkedRoute(routes.readConflictCopy),
    resolveConflictCopy: checkedRoute(routes.resolveConflictCopy),
  };

  return {
    checked,
    listRecent: () => recent.list(),
    openFolder: open,
    async openRecent(key) {
      const entry = (await readRecent(options.recentFile)).find((e) => recentKeyOf(e.path) === key);
      if (!entry)
        return err(
          'not-found',
          'That campaign is no longer in the recent list. Open its folder with Open Campaign instead.',
        );
      return open(entry.path);
    },
    async createCampaign(folder, input) {
      const parsed = checkRequest('createCampaign', input);
      return parsed.success
        ? create(folder, parsed.data)
        : invalidRequest(parsed.error, 'The campaign could not be created');
    },
    readCampaign: parsedRoute('readCampaign', 'The campaign could not be opened', routes.readCampaign),
    writeCampaign: parsedRoute('writeCampaign', 'The campaign could not be saved', routes.writeCampaign),
    readCharacter: parsedRoute('readCharacter', 'The character could not be opened', routes.readCharacter),
    writeCharacter: parsedRoute('writeCharacter', 'The character could not be saved', routes.writeCharacter),
    writeCharacters: parsedRoute('writeCharacters', 'The characters could not be saved', routes.writeCharacters),
    deleteCharacter: parsedRoute('deleteCharacter', 'The character could not be deleted', routes.deleteCharacter),
    readConflictCopy: parsedRoute('readConflictCopy', 'The other version could not be opened', routes.readConflictCopy),
    resolveConflictCopy: parsedRoute(
      'resolveConflictCopy',
      'The version could not be kept',
      routes.resolveConflictCopy,
    ),
    async closeCampaign(handle) {
      const opened = byHandle.get(handle);
      if (!opened) return err('not-allowed', NOT_OPEN);
      opened.opens -= 1;
      if (opened.opens > 0) return ok(null);
      byHandle.delete(handle);
      await opened.close();
      return ok(null);
    },
    folderOf: (handle) => byHandle.get(handle)?.folder,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async dispose() {
      const closing = [...byHandle.values()].map((opened) => opened.close());
      byHandle.clear();
      listeners.clear();
      await Promise.all(closing);
    },
  };
}

/** Each request that names an open campaign, as the campaign carries it out. */
function campaignRoutes(recent: RecentList) {
  return {
    readCampaign: (opened) => opened.readCampaign(),
    writeCampaign: async (opened, { campaign, baseRevision, overwrite }, origin) => {
      const written = await opened.writeCampaign({ campaign, baseRevision, overwrite }, origin);
      if (written.ok) await recent.renamed(opened, campaign.name);
      return written;
    },
    readCharacter: (opened, { id }) => opened.readCharacter(id),
    writeCharacter: (opened, input, origin) => opened.writeCharacter(input, origin),
    writeCharacters: async (opened, input, origin) => {
      const written = await opened.writeCharacters(input, origin);
      if (input.campaign && written.ok && written.value.campaign?.ok)
        await recent.renamed(opened, input.campaign.campaign.name);
      return written;
    },
    deleteCharacter: (opened, { id }, origin) => opened.deleteCharacter(id, origin),
    readConflictCopy: (opened, { file }) => opened.readConflictCopy(file),
    resolveConflictCopy: (opened, input, origin) => opened.resolveConflictCopy(input, origin),
  } satisfies { [C in CampaignChannel]: Route<RequestInput<C>, unknown> };
}

/**
 * What opening reads, holding the campaign's lock: the folder tidied, every file read, a character file git left
 * with conflict markers split into its two sides and read again, and the conflict copies beside the files.
 */
async function readOpening(
  folder: string,
  context: CampaignContext,
): Promise<ApiResult<CampaignFolderContents & { copies: OpenedCampaign['conflictCopies'] }>> {
  await tidyCampaignFolder(folder, context.now());
  let contents = await readCampaignFolder(folder, context.today());
  // campaign.json with git's conflict markers: split, then read again (this side), the other side a version to merge.
  if (
    !contents.ok &&
    contents.error.problem?.file === CAMPAIGN_FILE &&
    contents.error.problem?.code === 'corrupt-json'
  ) {
    if ((await separateGitConflicts(folder, context.now(), [CAMPAIGN_FILE])).length > 0)
      contents = await readCampaignFolder(folder, context.today());
  }
  const unparsed = contents.ok
    ? contents.value.problems.filter((p) => p.code === 'corrupt-json').map((p) => p.file)
    : [];
  if (unparsed.length > 0 && (await separateGitConflicts(folder, context.now(), unparsed)).length > 0)
    contents = await readCampaignFolder(folder, context.today());
  if (!contents.ok) return contents;
  // A campaign of a game this version does not know (made by a newer version) is not opened: nothing in it could
  // be shown or saved. Its files are left exactly as they are.
  const { campaign } = contents.value;
  if (!getRuleSystem(campaign.system))
    return err(
      'file-problem',
      `${campaign.name} is a campaign of the game "${campaign.system}", which this version of the app does not know. Update the app to open it; nothing in the folder was changed.`,
    );
  const copies = await listConflictCopies({
    folder,
    read: (relFile) => readDiskFile(folder, relFile),
    today: context.today(),
  });
  return ok({ ...contents.value, copies });
}

type RecentList = ReturnType<typeof recentList>;

/**
 * The recent list, under its own lock, which another server on the same root shares. A recent list that cannot
 * be saved is no reason to refuse a campaign: its failures are let go.
 */
function recentList(recentFile: string, locks: FolderLocks) {
  const locked = async <T>(task: () => Promise<T>): Promise<T> => {
    await fs.mkdir(path.dirname(recentFile), { recursive: true });
    return locks.run(`${recentFile}.lock`, task);
  };
  return {
    async list(): Promise<CampaignListing[]> {
      const entries = await readRecent(recentFile);
      return entries.map((entry) => ({
        key: recentKeyOf(entry.path),
        name: entry.name,
        system: entry.system,
        path: entry.path,
        lastOpened: entry.lastOpened,
      }));
    },
    async opened(opened: OpenCampaign, entry: Parameters<typeof recordRecent>[1]): Promise<void> {
      await locked(() => recordRecent(recentFile, entry)).then(
        () => (opened.listedName = entry.name),
        () => undefined,
      );
    },
    /** After a campaign.json write: a renamed campaign is listed under its new name at once, not only when it is next opened. */
    async renamed(opened: OpenCampaign, name: string): Promise<void> {
      if (name === opened.listedName) return;
      await locked(() => renameRecent(recentFile, opened.folder, name)).then(
        () => (opened.listedName = name),
        () => undefined,
      );
    },
  };
}

function handleOf(input: unknown): string | undefined {
  const handle = input !== null && typeof input === 'object' && 'handle' in input ? input.handle : undefined;
  return typeof handle === 'string' ? handle : undefined;
}

function emitTo(
  listeners: ReadonlySet<(change: CampaignChange, origin: ChangeOrigin) => void>,
  change: CampaignChange,
  origin: ChangeOrigin,
): void {
  for (const listener of listeners) {
    try {
      listener(change, origin);
    } catch {
      // One broken listener must not keep the change from the others.
    }
  }
}
