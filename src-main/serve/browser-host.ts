import { access } from 'node:fs/promises';
import path from 'node:path';
import {
  err,
  ok,
  type ApiChannel,
  type ApiResult,
  type CampaignApi,
  type CampaignListing,
  type OpenedCampaign,
} from '../../shared/api';
import type { CampaignService } from '../store/campaign-service';
import type { Checked } from '../store/requests';
import { isInsideRoot, listRootCampaigns, resolveRootFolder, ROOT_KEY_PREFIX } from './root-folder';
import { safeFolderName } from '../store/folder-name';

type RequestMethods = Pick<CampaignApi, ApiChannel>;

/**
 * One handler per API channel, taking the argument already checked with the channel's schema (checkRequest, in
 * api-routes.ts) and the id of the page that asked (see CLIENT_HEADER), so its own writes are not echoed back to it.
 */
export type ApiHandlers = {
  [K in ApiChannel]: (arg: Checked<Parameters<RequestMethods[K]>[0]>, origin?: string) => ReturnType<RequestMethods[K]>;
};

export interface BrowserHostOptions {
  /** Real, absolute folder under which every campaign lives. */
  root: string;
  service: CampaignService;
  appVersion: string;
}

/**
 * The CampaignApi as browser mode answers it. A web page gets no folder
 * dialogs, so the user's grant is the root folder itself: campaigns are
 * listed, opened and created only inside it, and nothing outside it can be
 * named, even through the recent list or a symlink.
 */
export function createBrowserHost({ root, service, appVersion }: BrowserHostOptions): ApiHandlers {
  const { checked } = service;
  const outsideRoot = (): ApiResult<never> =>
    err(
      'not-allowed',
      `In browser mode only campaigns inside ${root} can be opened. Move the campaign folder there and try again.`,
    );
  const notListed = (): ApiResult<never> =>
    err('not-found', 'That campaign is not in the list any more. Reload the campaign list and choose it again.');

  async function listCampaigns(): Promise<ApiResult<CampaignListing[]>> {
    const inRoot = await listRootCampaigns(root);
    const byPath = new Map(inRoot.map((listing) => [listing.path, listing]));
    const recentFirst: CampaignListing[] = [];
    for (const recent of await service.listRecent()) {
      if (!(await isInsideRoot(root, recent.path))) continue;
      const same = byPath.get(recent.path);
      if (same) {
        // Keep the stable root key, but show it where its recency puts it.
        byPath.delete(recent.path);
        recentFirst.push({ ...same, lastOpened: recent.lastOpened });
      } else if (!recentFirst.some((listing) => listing.path === recent.path)) {
        recentFirst.push(recent);
      }
    }
    return ok([...recentFirst, ...byPath.values()]);
  }

  /** A campaign folder directly under the root is named by its stable root key, as the list names it. */
  const keyedByRoot = (result: ApiResult<OpenedCampaign>, given?: string): ApiResult<OpenedCampaign> => {
    if (!result.ok) return result;
    if (given !== undefined) return ok({ ...result.value, key: given });
    if (path.dirname(result.value.path) !== root) return result;
    return ok({ ...result.value, key: ROOT_KEY_PREFIX + path.basename(result.value.path) });
  };

  async function openCampaign({ key }: { key: string }): Promise<ApiResult<OpenedCampaign>> {
    if (key.startsWith(ROOT_KEY_PREFIX)) {
      const resolved = await resolveRootFolder(root, key.slice(ROOT_KEY_PREFIX.length));
      if (resolved.ok) return keyedByRoot(await service.openFolder(resolved.folder), key);
      return resolved.why === 'missing' ? notListed() : outsideRoot();
    }
    const recent = (await service.listRecent()).find((listing) => listing.key === key);
    if (!recent) return notListed();
    if (!(await isInsideRoot(root, recent.path))) return outsideRoot();
    return keyedByRoot(await service.openRecent(key));
  }

  async function createCampaign(
    input: Checked<Parameters<CampaignApi['createCampaign']>[0]>,
  ): Promise<ApiResult<OpenedCampaign>> {
    const base = safeFolderName(input.name);
    for (let n = 1; n < 1000; n++) {
      const folder = path.join(root, n === 1 ? base : `${base} ${n}`);
      if (await exists(folder)) continue;
      const created = await checked.createCampaign(folder, input);
      // Another request may have taken the name in the meantime; try the next one.
      if (!created.ok && created.error.code === 'already-exists' && (await exists(folder))) continue;
      return keyedByRoot(created);
    }
    return err('already-exists', `There are too many campaigns named "${base}" in ${root}. Choose another name.`);
  }

  return {
    hostInfo: async () => ok({ kind: 'browser', canChooseFolders: false, root, appVersion }),
    listCampaigns,
    chooseCampaignFolder: async () =>
      err(
        'unsupported',
        `Choosing folders is only available in the desktop app. Campaigns in browser mode live in ${root}.`,
      ),
    openCampaign,
    createCampaign,
    readCampaign: (ref) => checked.readCampaign(ref),
    writeCampaign: (input, origin) => checked.writeCampaign(input, origin),
    closeCampaign: ({ handle }) => service.closeCampaign(handle),
    readCharacter: (ref) => checked.readCharacter(ref),
    writeCharacter: (input, origin) => checked.writeCharacter(input, origin),
    writeCharacters: (input, origin) => checked.writeCharacters(input, origin),
    deleteCharacter: (ref, origin) => checked.deleteCharacter(ref, origin),
    readConflictCopy: (ref) => checked.readConflictCopy(ref),
    resolveConflictCopy: (input, origin) => checked.resolveConflictCopy(input, origin),
    print: async () =>
      err('unsupported', "The page prints itself in browser mode: use the browser's Print command (Ctrl+P or ⌘P)."),
  };
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
