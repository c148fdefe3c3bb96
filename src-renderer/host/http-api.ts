import { err, ok, type ApiChannel, type ApiResult, type CampaignApi, type CampaignChange } from '../../shared/api';
import { CLIENT_HEADER } from '../../shared/api-channels';
import { requestMethods } from '../../shared/request-methods';

/** The window's fetch, or a stand-in for it; the event stream is fetched through it too, so tests need no server. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpApiOptions {
  fetch?: FetchLike;
  /** This run's token, read when each request is sent (see keepTokenFromAddress). */
  token?: () => string | undefined;
  /** The id of this page, sent as X-Ledger-Client (see newClientId). */
  clientId?: string;
  /** How long to wait before the event stream's `attempt`-th reconnection in a row (1, 2, ...). */
  reconnectDelayMs?: (attempt: number) => number;
}

const NO_ANSWER =
  "The app's local server did not answer. Check that `npm run serve` is still running, then reload the page.";
const TOKEN_REFUSED =
  "The app's local server no longer recognises this page (it was probably restarted). Open the address it printed in the terminal again.";
const NO_TOKEN =
  "This page was opened without its key to the app's local server. Open the address that `npm run serve` printed in the terminal (it ends in #token=...).";

/** Where browser mode streams outside changes to open campaigns. */
export const EVENTS_URL = '/api/events';

/** Where a page keeps the token: localStorage is per origin, so a server on another port never sees it. */
export const TOKEN_STORAGE_KEY = 'ledger-of-heroes:token';

/** Reconnects soon after a dropped stream, then less often while the server stays away. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(500 * 2 ** (attempt - 1), 10_000);
}

/** A random id for this page load: 32 characters of [0-9a-f]. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type TokenWindow = {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState' | 'state'>;
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
};

/**
 * Takes the token from the address `npm run serve` printed (`#token=...`),
 * keeps it in this origin's localStorage so other tabs and reloads of the
 * same server find it, and removes it from the address bar (anything else in
 * the fragment stays). Returns a reader of the token kept: a tab opened
 * earlier picks up the token of an address opened since.
 */
export function keepTokenFromAddress(win: TokenWindow = window): () => string | undefined {
  const parts = win.location.hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '');
  const given = parts.find((part) => part.startsWith('token='))?.slice('token='.length);
  const kept = given ? given : undefined;
  if (given !== undefined) {
    const rest = parts.filter((part) => !part.startsWith('token=')).join('&');
    win.history.replaceState(
      win.history.state,
      '',
      win.location.pathname + win.location.search + (rest ? `#${rest}` : ''),
    );
    try {
      if (kept) win.localStorage.setItem(TOKEN_STORAGE_KEY, kept);
    } catch {
      // Storage may be switched off; this tab still works with the token it was given.
    }
  }
  return () => {
    try {
      return win.localStorage.getItem(TOKEN_STORAGE_KEY) ?? kept;
    } catch {
      return kept;
    }
  };
}

/**
 * The CampaignApi for browser mode: every request method is a same-origin
 * `POST /api/<method>` with the JSON body `{"arg": ...}`, answered by the
 * local server that `npm run serve` started, with the token as a Bearer
 * header. Failures of the connection itself come back as `io` errors, never
 * as exceptions.
 */
export function createHttpApi(options: HttpApiOptions = {}): CampaignApi {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const token = options.token ?? keepTokenFromAddress();
  const clientId = options.clientId ?? newClientId();

  /** The headers every request and the event stream carry, or undefined when the page has no token. */
  function authHeaders(): Record<string, string> | undefined {
    const current = token();
    return current ? { Authorization: `Bearer ${current}`, [CLIENT_HEADER]: clientId } : undefined;
  }

  async function call<T>(method: ApiChannel, arg?: unknown): Promise<ApiResult<T>> {
    const auth = authHeaders();
    if (!auth) return err('io', NO_TOKEN);
    let response: Response;
    try {
      response = await fetchImpl(`/api/${method}`, {
        method: 'POST',
        credentials: 'omit',
        cache: 'no-store',
        headers: { ...auth, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(arg === undefined ? {} : { arg }),
      });
    } catch {
      return err('io', NO_ANSWER);
    }
    if (response.status === 401) return err('io', TOKEN_REFUSED);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return err('io', NO_ANSWER);
    }
    return isApiResult<T>(body) ? body : err('io', NO_ANSWER);
  }

  const changes = createChangeFeed({
    fetch: fetchImpl,
    headers: authHeaders,
    reconnectDelayMs: options.reconnectDelayMs ?? reconnectDelayMs,
  });

  const api: CampaignApi = {
    ...requestMethods(call),
    // A web page prints itself; the print stylesheet lays out the sheet.
    print: async () => {
      window.print();
      return ok({});
    },
    onCampaignChange: changes.subscribe,
    // There is no native menu in a browser tab, so no command ever arrives.
    onMenuCommand: () => () => {},
  };
  return api;
}

function isApiResult<T>(value: unknown): value is ApiResult<T> {
  if (value === null || typeof value !== 'object') return false;
  const result = value as { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  if (result.ok === true) return 'value' in result;
  return result.ok === false && typeof result.error?.code === 'string' && typeof result.error.message === 'string';
}

/**
 * Reads Server-Sent Events from text that arrives in pieces, which may split
 * a line anywhere: calls `onData` with the data of each complete event.
 * Comments and the id, retry and event fields are ignored.
 */
export function createEventStreamParser(onData: (data: string) => void): (text: string) => void {
  let pending = '';
  let data: string[] = [];
  return (text) => {
    pending += text;
    // A CR at the very end may be the first half of a CRLF still to come.
    const complete = pending.endsWith('\r') ? pending.length - 1 : pending.length;
    const lines = pending.slice(0, complete).split(/\r\n|\r|\n/);
    pending = (lines.pop() ?? '') + pending.slice(complete);
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onData(data.join('\n'));
        data = [];
      } else if (line === 'data' || line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      }
    }
  };
}

interface ChangeFeedOptions {
  fetch: FetchLike;
  headers: () => Record<string, string> | undefined;
  reconnectDelayMs: (attempt: number) => number;
}

/**
 * One shared event stream for all listeners: fetched with the first, aborted
 * after the last one leaves, so an idle page holds no connection. A fetch
 * rather than an EventSource, because only a fetch can send the token as a
 * header; a stream that ends or fails is fetched again after a short wait.
 */
function createChangeFeed(options: ChangeFeedOptions) {
  const listeners = new Set<(change: CampaignChange) => void>();
  let running: AbortController | undefined;

  function deliver(data: string): void {
    let change: unknown;
    try {
      change = JSON.parse(data);
    } catch {
      return;
    }
    if (!isChange(change)) return;
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        // One failing listener must not keep the change from the others.
        console.error(error);
      }
    }
  }

  async function follow(signal: AbortSignal): Promise<void> {
    let attempt = 0;
    while (!signal.aborted) {
      await readStream(signal, () => (attempt = 0)).catch(() => undefined);
      if (signal.aborted) return;
      attempt += 1;
      await wait(options.reconnectDelayMs(attempt), signal);
    }
  }

  /** Reads one stream until it ends, fails or `signal` aborts; `opened` is called once the server accepted it. */
  async function readStream(signal: AbortSignal, opened: () => void): Promise<void> {
    const headers = options.headers();
    if (!headers) return;
    const response = await options.fetch(EVENTS_URL, {
      method: 'GET',
      credentials: 'omit',
      cache: 'no-store',
      headers: { ...headers, Accept: 'text/event-stream' },
      signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    opened();
    const reader = response.body.getReader();
    const cancel = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    const decoder = new TextDecoder();
    const push = createEventStreamParser(deliver);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) break;
        push(decoder.decode(value, { stream: true }));
      }
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  function subscribe(listener: (change: CampaignChange) => void): () => void {
    // A listener subscribed twice gets its own entry, so each unsubscribe removes one.
    const entry = (change: CampaignChange) => listener(change);
    listeners.add(entry);
    if (!running) {
      const controller = new AbortController();
      running = controller;
      void follow(controller.signal);
    }
    return () => {
      if (!listeners.delete(entry)) return;
      if (listeners.size === 0 && running) {
        running.abort();
        running = undefined;
      }
    };
  }

  return { subscribe };
}

/** Whatever the server sends is delivered if it names its kind and campaign; the stores decide the rest. */
function isChange(value: unknown): value is CampaignChange {
  if (value === null || typeof value !== 'object') return false;
  const change = value as { kind?: unknown; handle?: unknown };
  return typeof change.kind === 'string' && typeof change.handle === 'string';
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
