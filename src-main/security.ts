import { extname, isAbsolute, relative as relativePath, resolve } from 'node:path';
import { CONTENT_SECURITY_POLICY_HEADER, contentTypeOf } from './page-policy';
import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';

export { CONTENT_SECURITY_POLICY } from './page-policy';

/**
 * Options for the app's one window, following Electron's security checklist
 * (https://www.electronjs.org/docs/latest/tutorial/security). `webSecurity`
 * is deliberately absent so Electron's default (true) always applies.
 */
export function windowOptions(paths: { preload: string }): BrowserWindowConstructorOptions {
  return {
    webPreferences: {
      preload: paths.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      // Off: on Windows and Linux Electron's spell checker downloads its dictionaries from the internet, and the app
      // makes no network request. (Pointing it at a local dictionary folder would need dictionaries shipped with
      // the app for every language; off is the simple way to stay offline.)
      spellcheck: false,
    },
  };
}

/**
 * True when `url` is the app's own page: the same scheme and host as
 * `appUrl` (for http, https and app: URLs), or the very same file for a
 * file: URL, where every file on disk would otherwise share one origin.
 */
export function isAppUrl(url: string, appUrl: string): boolean {
  let candidate: URL;
  let app: URL;
  try {
    candidate = new URL(url);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  if (candidate.protocol !== app.protocol) return false;
  if (app.protocol === 'file:') return candidate.host === app.host && candidate.pathname === app.pathname;
  // URL.origin is "null" for custom schemes such as app:, so compare the parts.
  return candidate.host === app.host && candidate.username === '' && candidate.password === '';
}

/** The parts of WebContents that hardening touches; a real WebContents fits. */
export type HardenableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * Keeps the window on the app's page: navigation elsewhere is cancelled,
 * pop-up windows are refused and <webview> tags never attach.
 */
export function hardenWebContents(contents: HardenableContents, appUrl: string): void {
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url, appUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, appUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** The app's event that names every new web contents; a real App fits. */
export interface WebContentsSource {
  on(event: 'web-contents-created', listener: (event: unknown, contents: HardenableContents) => void): unknown;
}

/**
 * Hardens every web contents the app ever makes (its window, and any frame, pop-up or <webview> something might
 * create), not only the window main.ts opens: no new windows, no navigation away from the app, no <webview>.
 * Register it before the app is ready, so nothing is made before it.
 */
export function guardAllWebContents(app: WebContentsSource, appUrl: string): void {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, appUrl));
}

/** The parts of Session that hardening touches; a real Session fits (the optional ones are used when present). */
export type HardenableSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'> &
  Partial<Pick<Session, 'setDevicePermissionHandler' | 'setSpellCheckerEnabled'>>;

/**
 * The app needs no browser permission (camera, notifications, geolocation ...) and no device (USB, serial, HID,
 * Bluetooth), so every request and every check is answered no. Its spell checker is off too: on Windows and Linux
 * it would fetch dictionaries from the internet.
 */
export function hardenSession(session: HardenableSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler?.(() => false);
  session.setSpellCheckerEnabled?.(false);
}

/**
 * The app's page is served from a privileged custom scheme rather than
 * file:. That gives the page a real origin of its own (file: pages share one
 * with every file on disk), lets ES module scripts load, lets every response
 * carry the CSP header, and confines what the page can load to the built
 * renderer folder.
 */
export const APP_SCHEME = 'app';
export const APP_URL = `${APP_SCHEME}://ledger/index.html`;

/**
 * The file inside `root` (the built renderer folder) that an app: request
 * names, or undefined when the request is for another host or would leave
 * the folder. A path without an extension is a page route and gets
 * index.html, so a reload on any route still finds the app.
 */
export function resolveAppFile(root: string, requestUrl: string, appUrl: string = APP_URL): string | undefined {
  let url: URL;
  let pathname: string;
  try {
    url = new URL(requestUrl);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  // A backslash is a separator on Windows; no file the renderer build makes has one.
  if (!isAppUrl(requestUrl, appUrl) || pathname.includes('\0') || pathname.includes('\\')) return undefined;
  const relative = pathname === '/' || extname(pathname) === '' ? 'index.html' : `.${pathname}`;
  const file = resolve(root, relative);
  const fromRoot = relativePath(resolve(root), file);
  if (fromRoot === '' || fromRoot.startsWith('..') || isAbsolute(fromRoot)) return undefined;
  return file;
}

/** Headers for a file served to the app's page. */
export function appResponseHeaders(file: string): Record<string, string> {
  return {
    'Content-Type': contentTypeOf(file),
    'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER,
    'X-Content-Type-Options': 'nosniff',
  };
}
