import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_CHANNELS, ipcChannel, ok, type ApiChannel, type OpenedCampaign } from '../../../shared/api';
import { FORMAT_VERSION, type CharacterFile } from '../../../shared/model';
import { registerCampaignIpc } from '../../../src-main/ipc/campaign-ipc';
import { APP_URL } from '../../../src-main/security';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { createCampaignService } from '../../../src-main/store/service';
import { fakeIpcMain, topFrameEvent } from './ipc-fakes';

const ARIA: CharacterFile = {
  formatVersion: FORMAT_VERSION,
  id: 'aria',
  name: 'Aria',
  system: 'mls',
  createdAt: '2026-11-01',
  creation: {},
  events: [],
};

/** Every file under `folder` with its bytes, so a test can show that nothing on disk changed. */
async function snapshot(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file)] = await fs.readFile(file, 'utf8');
  }
  return files;
}

describe('campaign IPC over the real store', () => {
  let root: string;
  let service: CampaignService;
  let call: (method: ApiChannel, arg?: unknown) => Promise<unknown>;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'ipc-store-'));
    await fs.mkdir(path.join(root, 'campaigns'));
    await fs.mkdir(path.join(root, 'outside', 'characters'), { recursive: true });
    await fs.writeFile(path.join(root, 'outside', 'characters', 'aria.json'), '{"secret":true}\n');
    service = createCampaignService({
      recentFile: path.join(root, 'user-data', 'recent.json'),
      watch: false,
      today: () => '2026-11-21',
    });
    const ipcMain = fakeIpcMain();
    registerCampaignIpc({
      ipcMain,
      service,
      appUrl: APP_URL,
      appVersion: '0.1.0',
      dialogs: {
        chooseFolder: async () => path.join(root, 'campaigns', 'The Border Watch'),
        chooseNewCampaignFolder: async () => path.join(root, 'campaigns'),
      },
      print: async () => ok({}),
      push: () => undefined,
    });
    call = (method, ...arg) => ipcMain.invoke(ipcChannel(method), topFrameEvent(), ...arg);
  });

  afterEach(async () => {
    await service.dispose();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('creates a campaign in a new folder under the chosen one and then writes into it', async () => {
    const created = (await call('createCampaign', { name: 'The Border Watch', system: 'mls' })) as {
      ok: true;
      value: OpenedCampaign;
    };
    expect(created.ok).toBe(true);
    expect(created.value.path).toBe(path.join(root, 'campaigns', 'The Border Watch'));
    const written = await call('writeCharacter', { handle: created.value.handle, character: ARIA });
    expect(written).toMatchObject({ ok: true });
    const onDisk = JSON.parse(await fs.readFile(path.join(created.value.path, 'characters', 'aria.json'), 'utf8'));
    expect(onDisk.name).toBe('Aria');
  });

  it('parses a save with its schema once, at the boundary, and the store takes it as it is', async () => {
    const created = (await call('createCampaign', { name: 'The Border Watch', system: 'mls' })) as {
      ok: true;
      value: OpenedCampaign;
    };
    const parses = vi.spyOn(API_CHANNELS.writeCharacter, 'safeParse');
    try {
      expect(await call('writeCharacter', { handle: created.value.handle, character: ARIA })).toMatchObject({
        ok: true,
      });
      expect(parses).toHaveBeenCalledTimes(1);
    } finally {
      parses.mockRestore();
    }
  });

  it('refuses a handle the user never opened and leaves every file as it was', async () => {
    const created = (await call('createCampaign', { name: 'The Border Watch', system: 'mls' })) as {
      ok: true;
      value: OpenedCampaign;
    };
    const before = await snapshot(root);
    const forged = 'Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9';
    expect(forged).not.toBe(created.value.handle);

    expect(await call('writeCharacter', { handle: forged, character: ARIA })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    expect(await call('readCharacter', { handle: forged, id: 'aria' })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    expect(await call('deleteCharacter', { handle: forged, id: 'aria' })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    expect(await snapshot(root)).toEqual(before);
  });

  it('refuses to open a folder path sent as a recent-list key', async () => {
    const before = await snapshot(root);
    const result = await call('openCampaign', { key: path.join(root, 'outside') });
    expect(result).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await service.listRecent()).toEqual([]);
    expect(await snapshot(root)).toEqual(before);
  });

  it('refuses a closed campaign’s handle', async () => {
    const created = (await call('createCampaign', { name: 'The Border Watch', system: 'mls' })) as {
      ok: true;
      value: OpenedCampaign;
    };
    expect(await call('closeCampaign', { handle: created.value.handle })).toEqual(ok(null));
    const before = await snapshot(root);
    expect(await call('writeCharacter', { handle: created.value.handle, character: ARIA })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    expect(await snapshot(root)).toEqual(before);
  });

  it('reopens a campaign from the recent list by its key', async () => {
    await call('createCampaign', { name: 'The Border Watch', system: 'mls' });
    const listed = (await call('listCampaigns')) as { ok: true; value: Array<{ key: string; name: string }> };
    expect(listed.value.map((listing) => listing.name)).toEqual(['The Border Watch']);
    expect(await call('openCampaign', { key: listed.value[0]!.key })).toMatchObject({
      ok: true,
      value: { campaign: { name: 'The Border Watch' } },
    });
  });
});
