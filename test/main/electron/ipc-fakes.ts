import { err, ok, type ApiResult, type CampaignChange } from '../../../shared/api';
import type { FrameLike, SenderEvent } from '../../../src-main/ipc/check-sender';
import type { IpcHandlerRegistry } from '../../../src-main/ipc/campaign-ipc';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { APP_URL } from '../../../src-main/security';

type Handler = (event: SenderEvent, ...args: unknown[]) => Promise<unknown>;

/** An ipcMain stand-in that keeps every registered handler so a test can invoke it. */
export function fakeIpcMain() {
  const handlers = new Map<string, Handler>();
  const registrations: string[] = [];
  const registry: IpcHandlerRegistry & {
    handlers: Map<string, Handler>;
    registrations: string[];
    invoke(channel: string, event: SenderEvent, ...args: unknown[]): Promise<ApiResult<unknown>>;
  } = {
    handlers,
    registrations,
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      registrations.push(channel);
      handlers.set(channel, listener);
    },
    removeHandler(channel) {
      handlers.delete(channel);
    },
    async invoke(channel, event, ...args) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      return (await handler(event, ...args)) as ApiResult<unknown>;
    },
  };
  return registry;
}

/** A message from the top-level frame of a window showing `url`. */
export function topFrameEvent(url = APP_URL): SenderEvent {
  const mainFrame: FrameLike = { url, parent: null };
  return { sender: { mainFrame }, senderFrame: mainFrame };
}

/** The kinds of sender the handlers must refuse, by name. */
export const FOREIGN_SENDERS: Record<string, SenderEvent> = {
  'an iframe inside the app page': (() => {
    const mainFrame: FrameLike = { url: APP_URL, parent: null };
    return { sender: { mainFrame }, senderFrame: { url: APP_URL, parent: mainFrame } };
  })(),
  'a page on another site': topFrameEvent('https://evil.example/index.html'),
  'a local file': topFrameEvent('file:///home/someone/Downloads/sheet.html'),
  'a top-level frame that is not the window’s main frame': {
    sender: { mainFrame: { url: APP_URL, parent: null } },
    senderFrame: { url: APP_URL, parent: null },
  },
  'a frame that has already gone away': { sender: { mainFrame: { url: APP_URL, parent: null } }, senderFrame: null },
};

/** A CampaignService that records every call and answers with canned results. */
export function recordingService() {
  const calls: Array<[string, ...unknown[]]> = [];
  const listeners = new Set<(change: CampaignChange, origin: string | undefined) => void>();
  const opened = (path: string) =>
    ok({
      handle: 'handle-0001',
      key: 'recent:0',
      path,
      campaign: {
        formatVersion: 1 as const,
        id: 'border-watch',
        name: 'The Border Watch',
        system: 'mls',
        settings: {},
        sessions: [],
        createdAt: '2026-11-01',
      },
      campaignRevision: '0123456789abcdef',
      characters: [],
      problems: [],
      conflictCopies: [],
      watching: { mode: 'events' as const },
    });
  const record = (method: string, ...args: unknown[]) => {
    calls.push([method, ...args]);
  };
  const service: CampaignService & {
    calls: typeof calls;
    emit(change: CampaignChange, origin?: string): void;
    listenerCount(): number;
  } = {
    calls,
    // A host hands the service what it checked at its boundary: the same recording methods take it.
    get checked() {
      return service;
    },
    emit: (change, origin) => listeners.forEach((listener) => listener(change, origin)),
    listenerCount: () => listeners.size,
    async listRecent() {
      record('listRecent');
      return [{ key: 'recent:0', name: 'The Border Watch', system: 'mls', path: '/campaigns/border-watch' }];
    },
    async openFolder(folder) {
      record('openFolder', folder);
      return opened(folder);
    },
    async openRecent(key) {
      record('openRecent', key);
      return key === 'recent:0' ? opened('/campaigns/border-watch') : err('not-found', 'Not in the recent list.');
    },
    async createCampaign(folder, input) {
      record('createCampaign', folder, input);
      return opened(folder);
    },
    async readCampaign(ref) {
      record('readCampaign', ref);
      return err('not-found', 'No such campaign.');
    },
    async writeCampaign(input, origin) {
      record('writeCampaign', input, ...(origin === undefined ? [] : [origin]));
      return ok({ revision: '0123456789abcdef' });
    },
    async closeCampaign(handle) {
      record('closeCampaign', handle);
      return ok(null);
    },
    async readCharacter(ref) {
      record('readCharacter', ref);
      return err('not-found', 'No such character.');
    },
    async writeCharacter(input, origin) {
      record('writeCharacter', input, ...(origin === undefined ? [] : [origin]));
      return ok({ revision: '0123456789abcdef' });
    },
    async writeCharacters(input, origin) {
      record('writeCharacters', input, ...(origin === undefined ? [] : [origin]));
      return ok({ results: input.writes.map(() => ok({ revision: '0123456789abcdef' })) });
    },
    async deleteCharacter(ref, origin) {
      record('deleteCharacter', ref, ...(origin === undefined ? [] : [origin]));
      return ok(null);
    },
    async readConflictCopy(ref) {
      record('readConflictCopy', ref);
      return err('not-found', 'No such copy.');
    },
    async resolveConflictCopy(input, origin) {
      record('resolveConflictCopy', input, ...(origin === undefined ? [] : [origin]));
      return ok({ revision: '0123456789abcdef' });
    },
    folderOf(handle) {
      record('folderOf', handle);
      return undefined;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async dispose() {
      record('dispose');
    },
  };
  return service;
}
