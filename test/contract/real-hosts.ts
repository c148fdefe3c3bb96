import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ok, type CampaignApi } from '../../shared/api';
import { createHttpApi, EVENTS_URL } from '../../src-renderer/host/http-api';
import { registerCampaignIpc, windowOrigin } from '../../src-main/ipc/campaign-ipc';
import type { SenderEvent } from '../../src-main/ipc/check-sender';
import { createPreloadApi, type PreloadIpc } from '../../src-main/ipc/preload-api';
import { APP_URL } from '../../src-main/security';
import { createServeApp } from '../../src-main/serve/server';
import { backupFolderOf, listBackups } from '../../src-main/store/backups';
import type { CampaignService } from '../../src-main/store/campaign-service';
import { createCampaignService } from '../../src-main/store/service';
import { fakeIpcMain } from '../main/electron/ipc-fakes';
import { TODAY, type ContractHost } from './contract-host';

/** A temporary folder for one host: its campaigns, its recent list, and the service of the real store over them. */
async function realDisk(campaignsFolder: string, recentFile: string) {
  const base = await fs.realpath(await fs.mkdtemp(path.join(tmpdir(), 'lh-contract-')));
  const root = path.join(base, campaignsFolder);
  await fs.mkdir(root, { recursive: true });
  // A short quiet time keeps the cases about outside changes quick.
  const service = createCampaignService({
    recentFile: path.join(base, recentFile),
    today: () => TODAY,
    watchDebounceMs: 20,
  });
  return { base, root, service };
}

/** What another program does in an open campaign's folder, on the real disk. */
function outsidePrograms(service: CampaignService): Omit<ContractHost, 'api' | 'placeCampaign' | 'dispose'> {
  const folderOf = (handle: string): string => {
    const folder = service.folderOf(handle);
    if (!folder) throw new Error(`No campaign is open under the handle ${handle}`);
    return folder;
  };
  const fileIn = (handle: string, file: string) => path.join(folderOf(handle), ...file.split('/'));
  return {
    // As editors and sync tools save: a new file beside the old, renamed over it.
    async writeOutside(handle, file, text) {
      const target = fileIn(handle, file);
      const temp = path.join(path.dirname(target), `.outside-${process.hrtime.bigint()}.tmp`);
      await fs.writeFile(temp, text);
      await fs.rename(temp, target);
    },
    removeOutside: (handle, file) => fs.rm(fileIn(handle, file)),
    readOnDisk: (handle, file) => fs.readFile(fileIn(handle, file), 'utf8').catch(() => undefined),
    async backups(handle, file) {
      const folder = folderOf(handle);
      const names = await listBackups(folder, file);
      return Promise.all(names.map((name) => fs.readFile(path.join(backupFolderOf(folder, file), name), 'utf8')));
    },
  };
}

async function placeFiles(folder: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(folder, ...file.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, text);
  }
}

/**
 * Browser mode: the real store behind the real HTTP server on 127.0.0.1, reached through the renderer's own
 * HTTP client, event stream included, exactly as a page in the browser reaches it.
 */
export async function browserModeHost(): Promise<ContractHost> {
  const { base, root, service } = await realDisk('root', 'root/.recent.json');
  const rendererDir = path.join(base, 'renderer');
  await fs.mkdir(rendererDir);
  await fs.writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>Ledger of Heroes</title>');
  const app = createServeApp({ root, rendererDir, service, appVersion: '0.1.0' });
  const { port } = await app.listen(0);
  let streamOpened!: () => void;
  const streaming = new Promise<void>((resolve) => (streamOpened = resolve));
  const api = createHttpApi({
    fetch: async (input, init) => {
      const response = await fetch(`http://127.0.0.1:${port}${input}`, init);
      // The server counts the page among its listeners before it answers the stream's request.
      if (input === EVENTS_URL) streamOpened();
      return response;
    },
    token: () => app.token,
    clientId: 'contract-page-0001',
    reconnectDelayMs: () => 50,
  });
  // One listener for the whole run keeps the event stream open, as a page's does; changes are reported from then on.
  const stopListening = api.onCampaignChange(() => undefined);
  await streaming;
  return {
    api,
    async placeCampaign(folderName, files) {
      await placeFiles(path.join(root, folderName), files);
      return `root:${folderName}`;
    },
    ...outsidePrograms(service),
    async dispose() {
      stopListening();
      await app.close();
      await service.dispose();
      await fs.rm(base, { recursive: true, force: true });
    },
  };
}

/**
 * The desktop app: the real store behind the Electron IPC handlers (on a stand-in ipcMain), reached through
 * the preload's CampaignApi, with every argument, answer and change copied as IPC copies them.
 */
export async function electronHost(): Promise<ContractHost> {
  const { base, root, service } = await realDisk('campaigns', 'user-data/recent.json');
  const ipcMain = fakeIpcMain();
  const mainFrame = { url: APP_URL, parent: null };
  const window: SenderEvent = { sender: { mainFrame, id: 1 }, senderFrame: mainFrame };
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  let chosenFolder: string | undefined;
  const stop = registerCampaignIpc({
    ipcMain,
    service,
    appUrl: APP_URL,
    appVersion: '0.1.0',
    dialogs: { chooseFolder: async () => chosenFolder, chooseNewCampaignFolder: async () => root },
    print: async () => ok({}),
    push(channel, payload, except) {
      if (except === windowOrigin(1)) return;
      for (const listener of listeners.get(channel) ?? []) listener({}, structuredClone(payload));
    },
  });
  const ipcRenderer: PreloadIpc = {
    invoke: async (channel, ...args) =>
      structuredClone(await ipcMain.invoke(channel, window, ...structuredClone(args))),
    on(channel, listener) {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
    },
    removeListener(channel, listener) {
      listeners.get(channel)?.delete(listener);
    },
  };
  const api: CampaignApi = createPreloadApi(ipcRenderer);
  return {
    api,
    // The user opens the folder once with Open Campaign, which puts it in the recent list, and closes it again.
    async placeCampaign(folderName, files) {
      const folder = path.join(root, folderName);
      await placeFiles(folder, files);
      chosenFolder = folder;
      const opened = await api.chooseCampaignFolder();
      if (!opened.ok) throw new Error(opened.error.message);
      await api.closeCampaign({ handle: opened.value.handle });
      return opened.value.key;
    },
    ...outsidePrograms(service),
    async dispose() {
      stop();
      await service.dispose();
      await fs.rm(base, { recursive: true, force: true });
    },
  };
}
