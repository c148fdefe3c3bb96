import {
  API_CHANNELS,
  PUSH_CHANNELS,
  ipcChannel,
  ok,
  type ApiChannel,
  type CampaignChange,
  type MenuCommand,
} from '../../../shared/api';
import { createPreloadApi, type PreloadIpc } from '../../../src-main/ipc/preload-api';

type Listener = (event: unknown, ...args: unknown[]) => void;

function fakeIpcRenderer() {
  const invoked: unknown[][] = [];
  const listeners = new Map<string, Listener[]>();
  const ipc: PreloadIpc & {
    invoked: unknown[][];
    emit(channel: string, payload: unknown): void;
    count(channel: string): number;
  } = {
    invoked,
    async invoke(channel, ...args) {
      invoked.push([channel, ...args]);
      return ok(`answer from ${channel}`);
    },
    on(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    removeListener(channel, listener) {
      const list = listeners.get(channel) ?? [];
      const index = list.indexOf(listener);
      if (index >= 0) list.splice(index, 1);
    },
    emit(channel, payload) {
      for (const listener of [...(listeners.get(channel) ?? [])])
        listener({ sender: 'the ipcRenderer itself' }, payload);
    },
    count: (channel) => listeners.get(channel)?.length ?? 0,
  };
  return ipc;
}

const ARGS: Record<ApiChannel, unknown[]> = {
  hostInfo: [],
  listCampaigns: [],
  chooseCampaignFolder: [],
  openCampaign: [{ key: 'recent:0' }],
  createCampaign: [{ name: 'The Border Watch', system: 'mls' }],
  writeCampaign: [{ handle: 'h1', campaign: {}, baseRevision: 'r1' }],
  readCampaign: [{ handle: 'h1' }],
  closeCampaign: [{ handle: 'h1' }],
  readCharacter: [{ handle: 'h1', id: 'aria' }],
  writeCharacter: [{ handle: 'h1', character: { id: 'aria' } }],
  writeCharacters: [{ handle: 'h1', writes: [{ character: { id: 'aria' } }] }],
  deleteCharacter: [{ handle: 'h1', id: 'aria' }],
  readConflictCopy: [{ handle: 'h1', file: 'characters/aria (conflicted copy).json' }],
  resolveConflictCopy: [
    { handle: 'h1', file: 'characters/aria (conflicted copy).json', keep: 'copy', copyRevision: 'r1' },
  ],
  print: [{ target: 'pdf' }],
};

describe('createPreloadApi', () => {
  it('has one method per request channel plus the two subscriptions, and nothing else', () => {
    const api = createPreloadApi(fakeIpcRenderer());
    expect(Object.keys(api).sort()).toEqual([...Object.keys(API_CHANNELS), 'onCampaignChange', 'onMenuCommand'].sort());
  });

  it.each(Object.keys(API_CHANNELS) as ApiChannel[])(
    '%s invokes its own channel with its argument and returns the answer',
    async (method) => {
      const ipc = fakeIpcRenderer();
      const api = createPreloadApi(ipc) as unknown as Record<ApiChannel, (...args: unknown[]) => Promise<unknown>>;
      const answer = await api[method](...ARGS[method]);
      expect(ipc.invoked).toEqual([[ipcChannel(method), ...ARGS[method]]]);
      expect(answer).toEqual(ok(`answer from ${ipcChannel(method)}`));
    },
  );

  it('delivers campaign changes without the IPC event, and stops after unsubscribing', () => {
    const ipc = fakeIpcRenderer();
    const api = createPreloadApi(ipc);
    const seen: unknown[][] = [];
    const unsubscribe = api.onCampaignChange((...args) => seen.push(args));
    const change: CampaignChange = { handle: 'h1', kind: 'unlink', file: 'characters/aria.json', characterId: 'aria' };
    ipc.emit(PUSH_CHANNELS.campaignChange, change);
    expect(seen).toEqual([[change]]);
    unsubscribe();
    ipc.emit(PUSH_CHANNELS.campaignChange, change);
    expect(seen).toHaveLength(1);
    expect(ipc.count(PUSH_CHANNELS.campaignChange)).toBe(0);
  });

  it('unsubscribing one menu listener leaves the others listening', () => {
    const ipc = fakeIpcRenderer();
    const api = createPreloadApi(ipc);
    const first: MenuCommand[] = [];
    const second: MenuCommand[] = [];
    const stopFirst = api.onMenuCommand((command) => first.push(command));
    api.onMenuCommand((command) => second.push(command));
    stopFirst();
    ipc.emit(PUSH_CHANNELS.menuCommand, 'undo');
    expect(first).toEqual([]);
    expect(second).toEqual(['undo']);
    expect(ipc.count(PUSH_CHANNELS.menuCommand)).toBe(1);
  });

  it('the same listener subscribed twice is removed one subscription at a time', () => {
    const ipc = fakeIpcRenderer();
    const api = createPreloadApi(ipc);
    const seen: MenuCommand[] = [];
    const listener = (command: MenuCommand) => seen.push(command);
    const stopA = api.onMenuCommand(listener);
    api.onMenuCommand(listener);
    stopA();
    ipc.emit(PUSH_CHANNELS.menuCommand, 'redo');
    expect(seen).toEqual(['redo']);
  });
});
