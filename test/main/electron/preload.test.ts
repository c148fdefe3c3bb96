import { API_CHANNELS } from '../../../shared/api';

// electron cannot load outside Electron, so the module is replaced before preload.ts imports it.
const { exposed, ipcRenderer } = vi.hoisted(() => ({
  exposed: [] as Array<[string, unknown]>,
  ipcRenderer: { invoke: vi.fn(), on: vi.fn(), removeListener: vi.fn(), send: vi.fn(), sendSync: vi.fn() },
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.push([key, value]) },
  ipcRenderer,
}));

describe('preload', () => {
  it('exposes exactly the CampaignApi as window.api and never ipcRenderer itself', async () => {
    await import('../../../src-main/preload');
    expect(exposed.map(([key]) => key)).toEqual(['api']);
    const api = exposed[0]![1] as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([...Object.keys(API_CHANNELS), 'onCampaignChange', 'onMenuCommand'].sort());
    for (const value of Object.values(api)) {
      expect(value).not.toBe(ipcRenderer);
      expect(typeof value).toBe('function');
    }
  });
});
