import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_CHANNELS, ipcChannel } from '../../../shared/api';
import { APP_SCHEME, APP_URL } from '../../../src-main/security';
import { CONTENT_SECURITY_POLICY_HEADER } from '../../../src-main/page-policy';
import { findSystem } from '../../../shared/rules/registry';
import { fakeContents, fakeSession } from './electron-fakes';

const MLS = findSystem('mls')!.name;

/* eslint-disable @typescript-eslint/no-explicit-any -- the fakes below record whatever main.ts hands Electron; main.ts itself is checked against Electron's real types */

/*
 * main.ts only wires modules together, but the wiring is where a forgotten
 * hardening call would hide. electron cannot load outside Electron, so this
 * stands in for the parts main.ts uses and checks what it did with them.
 */
const fake = vi.hoisted(() => {
  type Fn = (...args: any[]) => any;
  const state = {
    root: '',
    appEvents: new Map<string, Fn[]>(),
    windows: [] as any[],
    handlers: new Map<string, Fn>(),
    protocolHandlers: new Map<string, Fn>(),
    privileged: [] as any[],
    permissionRequest: undefined as Fn | undefined,
    permissionCheck: undefined as Fn | undefined,
    devicePermission: undefined as Fn | undefined,
    spellChecker: [] as boolean[],
    menus: [] as any[],
    quits: 0,
    ready: undefined as undefined | (() => void),
    openDialogAnswer: undefined as string | undefined,
  };
  class BrowserWindow {
    options: any;
    loaded: string[] = [];
    events = new Map<string, Fn[]>();
    webContents = {
      events: new Map<string, Fn[]>(),
      openHandler: undefined as Fn | undefined,
      sent: [] as unknown[][],
      on(name: string, fn: Fn) {
        this.events.set(name, [...(this.events.get(name) ?? []), fn]);
      },
      setWindowOpenHandler(fn: Fn) {
        this.openHandler = fn;
      },
      send(...args: unknown[]) {
        this.sent.push(args);
      },
    };
    constructor(options: any) {
      this.options = options;
      state.windows.push(this);
    }
    static fromWebContents() {
      return undefined;
    }
    on(name: string, fn: Fn) {
      this.events.set(name, [...(this.events.get(name) ?? []), fn]);
    }
    once(name: string, fn: Fn) {
      this.on(name, fn);
    }
    async loadURL(url: string) {
      this.loaded.push(url);
    }
    isDestroyed() {
      return false;
    }
    isMinimized() {
      return false;
    }
    show() {}
    focus() {}
    restore() {}
  }
  const electron = {
    app: {
      requestSingleInstanceLock: () => true,
      on(name: string, fn: Fn) {
        state.appEvents.set(name, [...(state.appEvents.get(name) ?? []), fn]);
      },
      whenReady: () => new Promise<void>((resolve) => (state.ready = resolve)),
      getPath: (name: string) => `${state.root}/${name}`,
      getAppPath: () => state.root,
      getVersion: () => '0.1.0',
      isPackaged: true,
      quit: () => (state.quits += 1),
      exit: () => undefined,
    },
    BrowserWindow,
    Menu: {
      buildFromTemplate: (template: unknown) => ({ template }),
      setApplicationMenu: (menu: unknown) => state.menus.push(menu),
    },
    dialog: {
      showOpenDialog: async () =>
        state.openDialogAnswer
          ? { canceled: false, filePaths: [state.openDialogAnswer] }
          : { canceled: true, filePaths: [] },
      showSaveDialog: async () => ({ canceled: true }),
      showErrorBox: () => undefined,
    },
    ipcMain: {
      handle: (channel: string, fn: Fn) => state.handlers.set(channel, fn),
      removeHandler: (channel: string) => state.handlers.delete(channel),
    },
    protocol: { registerSchemesAsPrivileged: (schemes: unknown[]) => state.privileged.push(...schemes) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: Fn) => (state.permissionRequest = fn),
        setPermissionCheckHandler: (fn: Fn) => (state.permissionCheck = fn),
        setDevicePermissionHandler: (fn: Fn) => (state.devicePermission = fn),
        setSpellCheckerEnabled: (enabled: boolean) => state.spellChecker.push(enabled),
        protocol: { handle: (scheme: string, fn: Fn) => state.protocolHandlers.set(scheme, fn) },
      },
    },
  };
  return { state, electron };
});

vi.mock('electron', () => fake.electron);

const { state } = fake;
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('main', () => {
  beforeAll(async () => {
    state.root = await fs.mkdtemp(path.join(os.tmpdir(), 'main-'));
    await fs.mkdir(path.join(state.root, 'dist-renderer', 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(state.root, 'dist-renderer', 'index.html'),
      '<!doctype html><title>Ledger of Heroes</title>',
    );
    await fs.writeFile(path.join(state.root, 'secret.txt'), 'not for the page');
    await import('../../../src-main/main');
    state.ready!();
    await flush();
  });

  afterAll(async () => {
    for (const listener of state.appEvents.get('will-quit') ?? []) listener({ preventDefault: () => undefined });
    await flush();
    await fs.rm(state.root, { recursive: true, force: true });
  });

  it('registers the app scheme as a secure standard scheme before the app is ready', () => {
    expect(state.privileged).toEqual([
      { scheme: APP_SCHEME, privileges: expect.objectContaining({ standard: true, secure: true }) },
    ]);
  });

  it('opens one hardened window on the app page with the preload beside main', () => {
    expect(state.windows).toHaveLength(1);
    const [win] = state.windows;
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(path.basename(win.options.webPreferences.preload)).toBe('preload.cjs');
    expect(win.loaded).toEqual([APP_URL]);
    expect(win.webContents.openHandler({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect([...win.webContents.events.keys()]).toEqual(
      expect.arrayContaining(['will-navigate', 'will-attach-webview']),
    );
  });

  it('denies every permission the page asks for', () => {
    let granted: boolean | undefined;
    state.permissionRequest!({}, 'media', (answer: boolean) => (granted = answer), {});
    expect(granted).toBe(false);
    expect(state.permissionCheck!({}, 'media', APP_URL, {})).toBe(false);
  });

  it('denies every device and turns the spell checker, which downloads dictionaries, off', () => {
    expect(state.devicePermission!({ deviceType: 'usb', origin: APP_URL, device: {} })).toBe(false);
    expect(state.spellChecker).toEqual([false]);
  });

  it('keeps spell checking off in the window, so no dictionary is fetched from the internet', () => {
    expect(state.windows[0].options.webPreferences.spellcheck).toBe(false);
  });

  it('hardens every web contents the app makes, not only its window, from before the app is ready', () => {
    const listeners = state.appEvents.get('web-contents-created') ?? [];
    expect(listeners).toHaveLength(1);
    const contents = fakeContents();
    listeners[0]!({}, contents);
    expect(contents.emit('will-navigate', 'https://example.com/')).toBe(true);
    expect(contents.emit('will-redirect', 'https://example.com/')).toBe(true);
    expect(contents.emit('will-attach-webview', 'https://example.com/')).toBe(true);
    expect(contents.openWindow('https://example.com/')).toEqual({ action: 'deny' });
    expect(contents.openWindow(APP_URL)).toEqual({ action: 'deny' });
    expect(contents.emit('will-navigate', APP_URL)).toBe(false);
  });

  it('denies every permission and device in any other session the app makes', () => {
    const listeners = state.appEvents.get('session-created') ?? [];
    expect(listeners).toHaveLength(1);
    const other = fakeSession();
    listeners[0]!(other);
    expect(other.request('media')).toBe(false);
    expect(other.check('hid')).toBe(false);
    expect(other.device('serial')).toBe(false);
    expect(other.spellChecker()).toBe(false);
  });

  it('serves the built renderer with the content security policy, and nothing outside it', async () => {
    const handler = state.protocolHandlers.get(APP_SCHEME)!;
    const page: Response = await handler({ url: APP_URL });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY_HEADER);
    expect(await page.text()).toContain('<title>Ledger of Heroes</title>');
    const escape: Response = await handler({ url: 'app://ledger/..%2fsecret.txt' });
    expect(escape.status).toBe(404);
    const missing: Response = await handler({ url: 'app://ledger/assets/none.js' });
    expect(missing.status).toBe(404);
  });

  it('answers every API channel over IPC', () => {
    expect([...state.handlers.keys()].sort()).toEqual(
      Object.keys(API_CHANNELS)
        .map((m) => ipcChannel(m as never))
        .sort(),
    );
  });

  it('sets the application menu without developer items in a packaged build', () => {
    expect(state.menus.length).toBeGreaterThanOrEqual(1);
    const view = state.menus.at(-1).template.find((item: { label?: string }) => item.label === '&View');
    expect(view.submenu.map((item: { role?: string }) => item.role)).not.toContain('toggleDevTools');
  });

  it('creates a campaign where the user chose, remembers it in the user data folder and lists it under Open Recent', async () => {
    const mainFrame = { url: APP_URL, parent: null };
    const event = { sender: { mainFrame }, senderFrame: mainFrame };
    state.openDialogAnswer = path.join(state.root, 'chosen');
    await fs.mkdir(state.openDialogAnswer);
    const menusBefore = state.menus.length;

    const created = await state.handlers.get(ipcChannel('createCampaign'))!(event, {
      name: 'The Border Watch',
      system: 'mls',
    });

    expect(created).toMatchObject({ ok: true, value: { path: path.join(state.root, 'chosen', 'The Border Watch') } });
    await fs.access(path.join(state.root, 'chosen', 'The Border Watch', 'campaign.json'));
    const recent = await fs.readFile(path.join(state.root, 'userData', 'recent-campaigns.json'), 'utf8');
    expect(recent).toContain('The Border Watch');
    await fs.access(path.join(state.root, 'documents', 'Ledger of Heroes Campaigns'));
    await flush();
    expect(state.menus.length).toBe(menusBefore + 1);
    const file = state.menus.at(-1).template.find((item: { label?: string }) => item.label === '&File');
    const openRecent = file.submenu.find((item: { label?: string }) => item.label === 'Open Recent');
    expect(openRecent.submenu.map((item: { label: string }) => item.label)).toEqual([`The Border Watch — ${MLS}`]);
  });

  it('describes itself as the Electron host', async () => {
    const mainFrame = { url: APP_URL, parent: null };
    const hostInfo = await state.handlers.get(ipcChannel('hostInfo'))!({
      sender: { mainFrame },
      senderFrame: mainFrame,
    });
    expect(hostInfo).toEqual({ ok: true, value: { kind: 'electron', canChooseFolders: true, appVersion: '0.1.0' } });
  });
});
