import type { HandlerDetails, WindowOpenHandlerResponse } from 'electron';
import type { HardenableContents, HardenableSession } from '../../../src-main/security';

type Listener = (event: { url: string; preventDefault(): void }) => void;

/** A WebContents stand-in that records listeners and lets a test fire them. */
export function fakeContents() {
  const listeners = new Map<string, Listener[]>();
  let openHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | undefined;
  const fake = {
    on(name: string, listener: Listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      return fake;
    },
    setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse) {
      openHandler = handler;
    },
    /** Fires an event the way Electron would; true when a listener prevented the default. */
    emit(name: string, url: string): boolean {
      let prevented = false;
      const event = { url, preventDefault: () => (prevented = true) };
      for (const listener of listeners.get(name) ?? []) listener(event);
      return prevented;
    },
    /** What the window-open handler answers for a page asking to open `url`; undefined when none is set. */
    openWindow(url: string): WindowOpenHandlerResponse | undefined {
      return openHandler?.({
        url,
        frameName: '',
        features: '',
        disposition: 'new-window',
        referrer: { url: '', policy: 'default' },
      } as HandlerDetails);
    },
  };
  return fake as typeof fake & HardenableContents;
}

type RequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: unknown,
) => void;
type CheckHandler = (contents: unknown, permission: string, origin: string, details: unknown) => boolean;
type DeviceHandler = (details: { deviceType: string; origin: string; device: unknown }) => boolean;

/** A Session stand-in whose permission handlers a test can call. */
export function fakeSession() {
  let requestHandler: RequestHandler | null = null;
  let checkHandler: CheckHandler | null = null;
  let deviceHandler: DeviceHandler | null = null;
  let spellChecking = true;
  const fake = {
    setPermissionRequestHandler(handler: RequestHandler | null) {
      requestHandler = handler;
    },
    setPermissionCheckHandler(handler: CheckHandler | null) {
      checkHandler = handler;
    },
    setDevicePermissionHandler(handler: DeviceHandler | null) {
      deviceHandler = handler;
    },
    setSpellCheckerEnabled(enabled: boolean) {
      spellChecking = enabled;
    },
    /** The answer to a page asking for a device of this type; true when no handler is set. */
    device(deviceType: string): boolean {
      return deviceHandler ? deviceHandler({ deviceType, origin: 'app://ledger', device: {} }) : true;
    },
    /** Whether the session's spell checker (which downloads dictionaries on Windows and Linux) is on; Electron's default is on. */
    spellChecker(): boolean {
      return spellChecking;
    },
    /** The answer given to a page requesting `permission`; undefined when no handler answered (Electron would grant). */
    request(permission: string): boolean | undefined {
      let answer: boolean | undefined;
      requestHandler?.({}, permission, (granted) => (answer = granted), {});
      return answer;
    },
    /** The answer to a permission check; true when no handler is set, as Electron grants by default. */
    check(permission: string): boolean {
      return checkHandler ? checkHandler({}, permission, 'app://ledger', {}) : true;
    },
  };
  return fake as typeof fake & HardenableSession;
}
