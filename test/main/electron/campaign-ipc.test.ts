import path from 'node:path';
import {
  API_CHANNELS,
  PUSH_CHANNELS,
  ipcChannel,
  ok,
  type ApiChannel,
  type CampaignChange,
  type PrintInput,
} from '../../../shared/api';
import { FORMAT_VERSION, type CharacterFile } from '../../../shared/model';
import { registerCampaignIpc } from '../../../src-main/ipc/campaign-ipc';
import type { SenderEvent } from '../../../src-main/ipc/check-sender';
import { APP_URL } from '../../../src-main/security';
import { FOREIGN_SENDERS, fakeIpcMain, recordingService, topFrameEvent } from './ipc-fakes';

const HANDLE = 'AbCdEfGh12345678';
const ARIA: CharacterFile = {
  formatVersion: FORMAT_VERSION,
  id: 'aria',
  name: 'Aria',
  system: 'mls',
  createdAt: '2026-11-01',
  creation: {},
  events: [],
};

/** A well-formed argument for every channel, so a refusal can only be about the sender. */
const VALID_ARGS: Record<ApiChannel, unknown[]> = {
  hostInfo: [],
  listCampaigns: [],
  chooseCampaignFolder: [],
  openCampaign: [{ key: 'recent:0' }],
  createCampaign: [{ name: 'The Border Watch', system: 'mls' }],
  writeCampaign: [
    {
      handle: HANDLE,
      campaign: {
        formatVersion: 1,
        id: 'border-watch',
        name: 'The Border Watch',
        system: 'mls',
        settings: {},
        sessions: [],
        createdAt: '2026-11-01',
      },
      baseRevision: '0123456789abcdef',
    },
  ],
  readCampaign: [{ handle: HANDLE }],
  closeCampaign: [{ handle: HANDLE }],
  readCharacter: [{ handle: HANDLE, id: 'aria' }],
  writeCharacter: [{ handle: HANDLE, character: ARIA }],
  writeCharacters: [{ handle: HANDLE, writes: [{ character: ARIA, baseRevision: '0123456789abcdef' }] }],
  deleteCharacter: [{ handle: HANDLE, id: 'aria' }],
  readConflictCopy: [{ handle: HANDLE, file: 'characters/aria.sync-conflict-20261123-101010-ABCDEFG.json' }],
  resolveConflictCopy: [
    {
      handle: HANDLE,
      file: 'characters/aria (conflicted copy).json',
      keep: 'original',
      copyRevision: '0123456789abcdef',
    },
  ],
  print: [{ target: 'pdf', suggestedName: 'Aria' }],
};

function setUp(options: { folder?: string; parent?: string } = {}) {
  const ipcMain = fakeIpcMain();
  const service = recordingService();
  const dialogCalls: string[] = [];
  const printCalls: Array<{ input: PrintInput; event: SenderEvent }> = [];
  const pushed: Array<[string, unknown] | [string, unknown, string]> = [];
  let recentChanges = 0;
  const dispose = registerCampaignIpc({
    ipcMain,
    service,
    appUrl: APP_URL,
    appVersion: '1.2.3',
    dialogs: {
      chooseFolder: async () => {
        dialogCalls.push('chooseFolder');
        return options.folder;
      },
      chooseNewCampaignFolder: async (suggestedName) => {
        dialogCalls.push(`chooseNewCampaignFolder:${suggestedName}`);
        return options.parent;
      },
    },
    print: async (input, event) => {
      printCalls.push({ input, event });
      return ok({ savedTo: '/home/someone/Aria.pdf' });
    },
    push: (channel, payload, except) =>
      pushed.push(except === undefined ? [channel, payload] : [channel, payload, except]),
    recentChanged: () => {
      recentChanges += 1;
    },
  });
  const call = (method: ApiChannel, ...args: unknown[]) => ipcMain.invoke(ipcChannel(method), topFrameEvent(), ...args);
  return { ipcMain, service, dialogCalls, printCalls, pushed, dispose, call, recentChanges: () => recentChanges };
}

const CHANNELS = Object.keys(API_CHANNELS) as ApiChannel[];

describe('registerCampaignIpc', () => {
  it('registers exactly one handler per API channel and nothing else', () => {
    const { ipcMain } = setUp();
    expect([...ipcMain.registrations].sort()).toEqual(CHANNELS.map(ipcChannel).sort());
    expect(ipcMain.registrations).toHaveLength(CHANNELS.length);
  });

  it('removes its handlers and stops forwarding changes when disposed', () => {
    const { ipcMain, service, dispose } = setUp();
    dispose();
    expect(ipcMain.handlers.size).toBe(0);
    expect(service.listenerCount()).toBe(0);
  });

  describe.each(Object.entries(FOREIGN_SENDERS))('a message from %s', (_name, event) => {
    it.each(CHANNELS)('is refused on %s with nothing touched', async (method) => {
      const { ipcMain, service, dialogCalls, printCalls } = setUp({ folder: '/campaigns/x', parent: '/campaigns' });
      const result = await ipcMain.invoke(ipcChannel(method), event, ...VALID_ARGS[method]);
      expect(result).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
      expect(service.calls).toEqual([]);
      expect(dialogCalls).toEqual([]);
      expect(printCalls).toEqual([]);
    });
  });

  it.each(CHANNELS)('accepts a well-formed %s from the app page', async (method) => {
    const { ipcMain } = setUp({ folder: '/campaigns/x', parent: '/campaigns' });
    const result = await ipcMain.invoke(ipcChannel(method), topFrameEvent(), ...VALID_ARGS[method]);
    expect(result).not.toMatchObject({ ok: false, error: { code: 'not-allowed' } });
    expect(result).not.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });

  describe('malformed arguments', () => {
    it.each<[string, ApiChannel, unknown[], string]>([
      ['a number for a key', 'openCampaign', [{ key: 42 }], 'key'],
      ['a bare string instead of an object', 'openCampaign', ['/etc/passwd'], 'argument'],
      ['an extra field', 'openCampaign', [{ key: 'recent:0', path: '/etc' }], 'path'],
      ['a path as a character id', 'readCharacter', [{ handle: HANDLE, id: '../../etc' }], 'id'],
      ['a path as a handle', 'deleteCharacter', [{ handle: '../../etc/passwd', id: 'aria' }], 'handle'],
      ['a handle of the wrong type', 'closeCampaign', [{ handle: 5 }], 'handle'],
      [
        'a character with a path for its id',
        'writeCharacter',
        [{ handle: HANDLE, character: { ...ARIA, id: '../evil' } }],
        'character.id',
      ],
      ['a missing character', 'writeCharacter', [{ handle: HANDLE }], 'character'],
      ['an empty campaign name', 'createCampaign', [{ name: '   ', system: 'mls' }], 'name'],
      ['an unknown print target', 'print', [{ target: 'fax' }], 'target'],
      ['an argument where none is taken', 'hostInfo', [{ key: 'recent:0' }], 'argument'],
      ['a second argument', 'readCharacter', [{ handle: HANDLE, id: 'aria' }, '/etc/passwd'], 'more than one argument'],
    ])('refuses %s with invalid-argument naming the field, before the service', async (_case, method, args, field) => {
      const { service, dialogCalls, printCalls, call } = setUp({ folder: '/campaigns/x', parent: '/campaigns' });
      const result = await call(method, ...args);
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
      if (!result.ok) {
        expect(result.error.message).toContain(field);
        expect(result.error.message).toMatch(/^The app's \w+ request was refused because .+\. Nothing was changed/);
      }
      expect(service.calls).toEqual([]);
      expect(dialogCalls).toEqual([]);
      expect(printCalls).toEqual([]);
    });
  });

  describe('arguments of a shape no schema should walk', () => {
    /** What ipcRenderer.invoke delivers: a structured clone of what the page sent. */
    const asSent = (value: unknown) => structuredClone(value);

    it('refuses a character nested 200,000 deep with invalid-argument naming the field, before the service', async () => {
      const { service, call } = setUp();
      let deep: unknown = 0;
      for (let level = 0; level < 200_000; level += 1) deep = [deep];
      const result = await call('writeCharacter', {
        handle: HANDLE,
        character: { ...ARIA, creation: { traits: deep } },
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
      if (!result.ok) {
        expect(result.error.message).toMatch(
          /^The app's writeCharacter request was refused because field "character\.creation\.traits(\.0)+" is nested more than 64 levels deep, [^.]+\. Nothing was changed/,
        );
      }
      expect(service.calls).toEqual([]);
    });

    it.each<[string, ApiChannel, unknown, string]>([
      [
        'the character’s creation',
        'writeCharacter',
        { handle: HANDLE, character: { ...ARIA, creation: JSON.parse('{"__proto__": {"race": "elf"}}') } },
        'character.creation.__proto__',
      ],
      [
        'a ledger event',
        'writeCharacter',
        {
          handle: HANDLE,
          character: {
            ...ARIA,
            events: [JSON.parse('{"id": "e1", "type": "age", "date": "2026-11-02", "__proto__": {}}')],
          },
        },
        'character.events.0.__proto__',
      ],
      [
        'the argument itself',
        'openCampaign',
        JSON.parse('{"key": "recent:0", "__proto__": {"key": "/etc"}}'),
        '__proto__',
      ],
      [
        'a field named constructor',
        'createCampaign',
        { name: 'The Border Watch', system: 'mls', settings: { constructor: { prototype: {} } } },
        'settings.constructor',
      ],
    ])(
      'refuses a "__proto__"-like field in %s with invalid-argument naming it, before the service',
      async (_where, method, arg, field) => {
        const { service, dialogCalls, call } = setUp({ parent: '/campaigns' });
        const result = await call(method, asSent(arg));
        expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
        if (!result.ok) {
          expect(result.error.message).toMatch(/^The app's \w+ request was refused because .+\. Nothing was changed/);
          expect(result.error.message).toContain(`field "${field}" is named`);
        }
        expect(service.calls).toEqual([]);
        expect(dialogCalls).toEqual([]);
      },
    );

    it('refuses an argument that refers to itself, which structured clone can carry', async () => {
      const { service, call } = setUp();
      const creation: Record<string, unknown> = {};
      creation.self = creation;
      const result = await call('writeCharacter', asSent({ handle: HANDLE, character: { ...ARIA, creation } }));
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
      expect(service.calls).toEqual([]);
    });
  });

  it('describes the host as Electron with folder dialogs and its version', async () => {
    const { call } = setUp();
    expect(await call('hostInfo')).toEqual(ok({ kind: 'electron', canChooseFolders: true, appVersion: '1.2.3' }));
  });

  it('lists the recent campaigns', async () => {
    const { call } = setUp();
    const result = await call('listCampaigns');
    expect(result).toMatchObject({ ok: true, value: [{ key: 'recent:0', name: 'The Border Watch' }] });
  });

  it('opens campaigns only through the recent list, never as a folder path', async () => {
    const { call, service, recentChanges } = setUp();
    const result = await call('openCampaign', { key: '/home/someone/secret' });
    expect(result).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(service.calls).toEqual([['openRecent', '/home/someone/secret']]);
    expect(recentChanges()).toBe(0);
  });

  it('opens the folder chosen in the dialog and updates the recent menu', async () => {
    const { call, service, dialogCalls, recentChanges } = setUp({ folder: '/campaigns/border-watch' });
    const result = await call('chooseCampaignFolder');
    expect(result).toMatchObject({ ok: true, value: { path: '/campaigns/border-watch' } });
    expect(dialogCalls).toEqual(['chooseFolder']);
    expect(service.calls).toEqual([['openFolder', '/campaigns/border-watch']]);
    expect(recentChanges()).toBe(1);
  });

  it('reports a cancelled folder dialog and opens nothing', async () => {
    const { call, service } = setUp({ folder: undefined });
    const result = await call('chooseCampaignFolder');
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(service.calls).toEqual([]);
  });

  it('creates a new campaign in a folder named after it, inside the folder the user chose', async () => {
    const { call, service, dialogCalls } = setUp({ parent: '/campaigns' });
    const input = { name: 'Heimr: The Iron Ring?', system: 'mls' };
    await call('createCampaign', input);
    expect(dialogCalls).toEqual(['chooseNewCampaignFolder:Heimr: The Iron Ring?']);
    expect(service.calls).toEqual([['createCampaign', path.join('/campaigns', 'Heimr The Iron Ring'), input]]);
  });

  it('creates nothing when the user cancels the parent folder dialog', async () => {
    const { call, service } = setUp({ parent: undefined });
    const result = await call('createCampaign', { name: 'The Border Watch', system: 'mls' });
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(service.calls).toEqual([]);
  });

  it('refuses a campaign of a game it does not know before asking where to put it', async () => {
    const { call, service, dialogCalls } = setUp({ parent: '/campaigns' });
    const result = await call('createCampaign', { name: 'The Border Watch', system: 'nosuchgame' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect((result as { error: { message: string } }).error.message).toContain('does not know the game "nosuchgame"');
    expect(dialogCalls).toEqual([]);
    expect(service.calls).toEqual([]);
  });

  it('passes print requests with the asking window’s event', async () => {
    const { ipcMain, printCalls } = setUp();
    const event = topFrameEvent();
    const result = await ipcMain.invoke(ipcChannel('print'), event, { target: 'pdf', suggestedName: 'Aria' });
    expect(result).toEqual(ok({ savedTo: '/home/someone/Aria.pdf' }));
    expect(printCalls).toEqual([{ input: { target: 'pdf', suggestedName: 'Aria' }, event }]);
  });

  it('turns a failure inside the service into an io error a person can read', async () => {
    const { call, service } = setUp();
    service.readCharacter = async () => {
      throw new Error('EACCES: permission denied');
    };
    const result = await call('readCharacter', { handle: HANDLE, id: 'aria' });
    expect(result).toMatchObject({ ok: false, error: { code: 'io' } });
    if (!result.ok) expect(result.error.message).toContain('permission denied');
  });

  it('names the window a write came from, so the change is not echoed back to it', async () => {
    const { ipcMain, service, pushed } = setUp();
    const event = topFrameEvent();
    const fromWindow7 = { ...event, sender: { ...event.sender, id: 7 } };
    const write = { handle: HANDLE, character: ARIA };
    await ipcMain.invoke(ipcChannel('writeCharacter'), fromWindow7, write);
    expect(service.calls).toEqual([['writeCharacter', write, 'window-7']]);
    const change: CampaignChange = {
      handle: HANDLE,
      kind: 'change',
      file: 'characters/aria.json',
      characterId: 'aria',
    };
    service.emit(change, 'window-7');
    expect(pushed).toEqual([[PUSH_CHANNELS.campaignChange, change, 'window-7']]);
  });

  it('forwards outside changes to the window on the campaign-change channel', () => {
    const { service, pushed } = setUp();
    const change: CampaignChange = {
      handle: HANDLE,
      kind: 'change',
      file: 'characters/aria.json',
      characterId: 'aria',
    };
    service.emit(change);
    expect(pushed).toEqual([[PUSH_CHANNELS.campaignChange, change]]);
  });
});
