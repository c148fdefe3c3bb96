import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APP_URL,
  CONTENT_SECURITY_POLICY,
  appResponseHeaders,
  guardAllWebContents,
  hardenSession,
  hardenWebContents,
  isAppUrl,
  resolveAppFile,
  windowOptions,
} from '../../../src-main/security';
import { fakeContents, fakeSession } from './electron-fakes';

describe('windowOptions meets the Electron security checklist', () => {
  const prefs = windowOptions({ preload: '/app/dist-main/preload.cjs' }).webPreferences!;

  it('uses the given preload script', () => expect(prefs.preload).toBe('/app/dist-main/preload.cjs'));
  it('isolates the page from the preload (contextIsolation)', () => expect(prefs.contextIsolation).toBe(true));
  it('runs the renderer in the OS sandbox', () => expect(prefs.sandbox).toBe(true));
  it('gives the page no Node.js', () => expect(prefs.nodeIntegration).toBe(false));
  it('gives workers no Node.js', () => expect(prefs.nodeIntegrationInWorker).toBe(false));
  it('gives sub-frames no Node.js', () => expect(prefs.nodeIntegrationInSubFrames).toBe(false));
  it('never turns web security off', () => expect(prefs).not.toHaveProperty('webSecurity'));
  it('refuses insecure content', () => expect(prefs.allowRunningInsecureContent).toBe(false));
  it('has no <webview> tag', () => expect(prefs.webviewTag).toBe(false));
  it('has no experimental features', () => expect(prefs.experimentalFeatures).toBe(false));
  it('does not navigate to files dropped on the window', () => expect(prefs.navigateOnDragDrop).toBe(false));
  it('does not spell-check, which would download dictionaries from the internet', () =>
    expect(prefs.spellcheck).toBe(false));
  it('returns a fresh object each time so one window cannot change another', () => {
    expect(windowOptions({ preload: 'a' })).not.toBe(windowOptions({ preload: 'a' }));
  });
});

describe('isAppUrl', () => {
  it('accepts any page of the app scheme and host', () => {
    expect(isAppUrl('app://ledger/index.html', APP_URL)).toBe(true);
    expect(isAppUrl('app://ledger/index.html#/sheet/aria', APP_URL)).toBe(true);
  });
  it.each([
    'https://example.com/index.html',
    'app://other/index.html',
    'file:///etc/passwd',
    'http://ledger/index.html',
    'not a url',
    '',
  ])('refuses %s', (url) => expect(isAppUrl(url, APP_URL)).toBe(false));
  it('accepts only the very same file for a file: app page', () => {
    const appFile = 'file:///opt/ledger/dist-renderer/index.html';
    expect(isAppUrl('file:///opt/ledger/dist-renderer/index.html#/x', appFile)).toBe(true);
    expect(isAppUrl('file:///home/someone/evil.html', appFile)).toBe(false);
  });
  it('compares port too for a development server', () => {
    expect(isAppUrl('http://localhost:5173/', 'http://localhost:5173/')).toBe(true);
    expect(isAppUrl('http://localhost:8080/', 'http://localhost:5173/')).toBe(false);
  });
});

describe('hardenWebContents', () => {
  it('cancels navigation to another site and lets the app page through', () => {
    const contents = fakeContents();
    hardenWebContents(contents, APP_URL);
    expect(contents.emit('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.emit('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(contents.emit('will-navigate', 'app://ledger/index.html')).toBe(false);
  });

  it('cancels redirects away from the app', () => {
    const contents = fakeContents();
    hardenWebContents(contents, APP_URL);
    expect(contents.emit('will-redirect', 'https://evil.example/')).toBe(true);
  });

  it('denies every new window', () => {
    const contents = fakeContents();
    hardenWebContents(contents, APP_URL);
    expect(contents.openWindow('https://evil.example/')).toEqual({ action: 'deny' });
    expect(contents.openWindow(APP_URL)).toEqual({ action: 'deny' });
  });

  it('prevents a <webview> from attaching', () => {
    const contents = fakeContents();
    hardenWebContents(contents, APP_URL);
    expect(contents.emit('will-attach-webview', APP_URL)).toBe(true);
  });
});

describe('guardAllWebContents', () => {
  it('hardens each web contents the app makes as it is made', () => {
    const listeners: ((event: unknown, contents: ReturnType<typeof fakeContents>) => void)[] = [];
    guardAllWebContents(
      {
        on: (_name: 'web-contents-created', listener: (typeof listeners)[number]) => listeners.push(listener),
      } as never,
      APP_URL,
    );
    expect(listeners).toHaveLength(1);
    const [first, second] = [fakeContents(), fakeContents()];
    listeners[0]!({}, first);
    listeners[0]!({}, second);
    for (const contents of [first, second]) {
      expect(contents.emit('will-navigate', 'https://example.com/')).toBe(true);
      expect(contents.emit('will-attach-webview', APP_URL)).toBe(true);
      expect(contents.openWindow('https://example.com/')).toEqual({ action: 'deny' });
    }
  });
});

describe('hardenSession', () => {
  it.each(['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read'])(
    'denies a %s permission request',
    (permission) => {
      const session = fakeSession();
      hardenSession(session);
      expect(session.request(permission)).toBe(false);
    },
  );
  it('answers every device request no and turns the spell checker off', () => {
    const session = fakeSession();
    hardenSession(session);
    expect(session.device('usb')).toBe(false);
    expect(session.device('hid')).toBe(false);
    expect(session.spellChecker()).toBe(false);
  });
  it('answers every permission check no', () => {
    const session = fakeSession();
    hardenSession(session);
    expect(session.check('media')).toBe(false);
    expect(session.check('fullscreen')).toBe(false);
  });
});

describe('resolveAppFile', () => {
  const root = path.resolve('/opt/ledger/dist-renderer');

  it('maps app URLs to files inside the renderer folder', () => {
    expect(resolveAppFile(root, 'app://ledger/index.html')).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://ledger/assets/main-abc.js')).toBe(path.join(root, 'assets', 'main-abc.js'));
    expect(resolveAppFile(root, 'app://ledger/assets/a%20b.css')).toBe(path.join(root, 'assets', 'a b.css'));
  });

  it('serves index.html for the root and for page routes', () => {
    expect(resolveAppFile(root, 'app://ledger/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://ledger/campaign/sheet')).toBe(path.join(root, 'index.html'));
  });

  it('keeps dot segments inside the renderer folder', () => {
    expect(resolveAppFile(root, 'app://ledger/%2e%2e/%2e%2e/etc/passwd.txt')).toBe(
      path.join(root, 'etc', 'passwd.txt'),
    );
    expect(resolveAppFile(root, 'app://ledger/../../etc/passwd.txt')).toBe(path.join(root, 'etc', 'passwd.txt'));
  });

  it.each([
    'app://ledger/..%2f..%2fsecret.json',
    'app://ledger/assets/..%5c..%5c..%5csecret.json',
    'app://ledger/x%00.js',
    'app://ledger/%E0%A4%A.js',
    'app://other/index.html',
    'https://ledger/index.html',
  ])('refuses %s', (url) => expect(resolveAppFile(root, url)).toBeUndefined());
});

describe('appResponseHeaders', () => {
  it('sends the content security policy with every file', () => {
    for (const file of ['/x/index.html', '/x/main.js']) {
      const header = appResponseHeaders(file)['Content-Security-Policy'];
      expect(header?.startsWith(CONTENT_SECURITY_POLICY)).toBe(true);
      expect(header).toContain("frame-ancestors 'none'");
    }
  });
  it('names the types a browser needs to run modules and styles', () => {
    expect(appResponseHeaders('/x/index.html')['Content-Type']).toMatch(/^text\/html/);
    expect(appResponseHeaders('/x/main.js')['Content-Type']).toMatch(/^text\/javascript/);
    expect(appResponseHeaders('/x/app.css')['Content-Type']).toMatch(/^text\/css/);
    expect(appResponseHeaders('/x/blob.bin')['Content-Type']).toBe('application/octet-stream');
  });
  it('matches the policy the renderer page declares in its meta tag', () => {
    const html = readFileSync(new URL('../../../src-renderer/index.html', import.meta.url), 'utf8');
    const declared = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(declared).toBe(CONTENT_SECURITY_POLICY);
  });
});
