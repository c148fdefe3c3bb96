import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BrowserWindow,
  Menu,
  app,
  dialog,
  ipcMain,
  protocol,
  session,
  type OpenDialogOptions,
  type SaveDialogOptions,
} from 'electron';
import { PUSH_CHANNELS, type MenuCommand } from '../shared/api';
import { registerCampaignIpc, windowOrigin } from './ipc/campaign-ipc';
import { buildMenuTemplate } from './menu';
import { userPaths } from './paths';
import { printToPdf } from './print';
import {
  APP_SCHEME,
  APP_URL,
  appResponseHeaders,
  guardAllWebContents,
  hardenSession,
  hardenWebContents,
  resolveAppFile,
  windowOptions,
} from './security';
import type { CampaignService } from './store/campaign-service';
import { createCampaignService } from './store/service';

/*
 * The composition root: the only module besides the preload that loads
 * electron at runtime. Everything it wires together is a plain module with
 * its own tests.
 */

const PRODUCT_NAME = 'Ledger of Heroes';
const isMac = process.platform === 'darwin';

// Must happen before the app is ready; see security.ts for why the page has its own scheme.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

if (!app.requestSingleInstanceLock()) {
  // Another copy is running: two copies would both write the recent list and the same campaign files.
  app.quit();
} else {
  // Every web contents, whoever makes it, stays on the app's page; every session denies every permission and device.
  guardAllWebContents(app, APP_URL);
  app.on('session-created', (created) => hardenSession(created));
  let window: BrowserWindow | undefined;
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app
    .whenReady()
    .then(start)
    .catch((cause: unknown) => {
      dialog.showErrorBox(PRODUCT_NAME, `${PRODUCT_NAME} could not start (${String(cause)}). Try starting it again.`);
      app.exit(1);
    });

  async function start(): Promise<void> {
    const paths = userPaths({ userData: app.getPath('userData'), documents: app.getPath('documents') }, PRODUCT_NAME);
    const service = createCampaignService({ recentFile: paths.recentFile });
    const rendererRoot = join(app.getAppPath(), 'dist-renderer');

    hardenSession(session.defaultSession);
    session.defaultSession.protocol.handle(APP_SCHEME, async (request) => {
      const file = resolveAppFile(rendererRoot, request.url, APP_URL);
      if (!file) return new Response('Not found', { status: 404 });
      try {
        return new Response(await readFile(file), { headers: appResponseHeaders(file) });
      } catch {
        return new Response('Not found', { status: 404 });
      }
    });

    const send = (channel: string, payload: unknown, except?: string) => {
      if (!window || window.isDestroyed()) return;
      if (except !== undefined && except === windowOrigin(window.webContents.id)) return;
      window.webContents.send(channel, payload);
    };
    const refreshMenu = () => void rebuildMenu(service, (command) => send(PUSH_CHANNELS.menuCommand, command));

    const showFolderDialog = async (options: OpenDialogOptions): Promise<string | undefined> => {
      const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return result.canceled ? undefined : result.filePaths[0];
    };

    registerCampaignIpc({
      ipcMain,
      service,
      appUrl: APP_URL,
      appVersion: app.getVersion(),
      push: send,
      recentChanged: refreshMenu,
      print: (input, event) => {
        const owner = BrowserWindow.fromWebContents(event.sender) ?? window;
        const saveDialog = {
          showSaveDialog: (options: SaveDialogOptions) =>
            owner ? dialog.showSaveDialog(owner, options) : dialog.showSaveDialog(options),
        };
        return printToPdf(event.sender, saveDialog, input, { defaultFolder: app.getPath('documents') });
      },
      dialogs: {
        chooseFolder: () =>
          showFolderDialog({
            title: 'Open Campaign',
            buttonLabel: 'Open Campaign',
            defaultPath: paths.defaultCampaignsFolder,
            properties: ['openDirectory'],
          }),
        chooseNewCampaignFolder: async (suggestedName) => {
          // The suggested home for campaigns; if it cannot be made the dialog simply starts elsewhere.
          await mkdir(paths.defaultCampaignsFolder, { recursive: true }).catch(() => undefined);
          return showFolderDialog({
            title: `Choose where to create the folder for “${suggestedName}”`,
            buttonLabel: 'Create Campaign Here',
            defaultPath: paths.defaultCampaignsFolder,
            properties: ['openDirectory', 'createDirectory'],
          });
        },
      },
    });

    const openWindow = () => {
      const win = new BrowserWindow({
        ...windowOptions({ preload: join(__dirname, 'preload.cjs') }),
        title: PRODUCT_NAME,
        width: 1280,
        height: 860,
        minWidth: 800,
        minHeight: 560,
        show: false,
      });
      hardenWebContents(win.webContents, APP_URL);
      win.once('ready-to-show', () => win.show());
      win.on('closed', () => {
        if (window === win) window = undefined;
      });
      window = win;
      void win.loadURL(APP_URL);
    };

    refreshMenu();
    openWindow();

    app.on('activate', () => {
      if (!window) openWindow();
    });
    app.on('window-all-closed', () => {
      if (!isMac) app.quit();
    });

    let disposed = false;
    app.on('will-quit', (event) => {
      if (disposed) return;
      // Let the watchers stop before the process goes.
      event.preventDefault();
      void service.dispose().finally(() => {
        disposed = true;
        app.quit();
      });
    });
  }
}

async function rebuildMenu(service: CampaignService, send: (command: MenuCommand) => void): Promise<void> {
  const recent = await service.listRecent().catch(() => []);
  const template = buildMenuTemplate({ send, recent, isMac, development: !app.isPackaged, quit: () => app.quit() });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
