import {
  err,
  ok,
  type ApiChannel,
  type ApiResult,
  type CampaignApi,
  type CampaignChange,
} from '../../shared/api';
import { requestMethods } from '../../shared/api-channels';

/** Opens a Server-Sent Events stream; injectable so tests need no server. */
export type EventSourceFactory = (url: string) => Pick<EventSource, 'onmessage' | 'close'>;

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const NO_ANSWER =
  "The app's local server did not answer. Check that `npm run serve` is still running, then reload the page.";
const TOKEN_REFUSED =
  "The app's local server no longer recognises this page (it was probably restarted). Open the address it printed in the terminal again.";

/** Where browser mode streams outside changes to open campaigns. */
export const EVENTS_URL = '/api/events';

/**
 * The CampaignApi for browser mode: every request method is a same-origin
 * `POST /api/<method>` with the JSON body `{"arg": ...}`, answered by the
 * local server that `npm run serve` started. Failures of the connection
 * itself come back as `io` errors, never as exceptions.
 */
export function createHttpApi(
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  eventSourceFactory: EventSourceFactory = (url) => new EventSource(url),
): CampaignApi {
  async function call<T>(method: ApiChannel, arg?: unknown): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await fetchImpl(`/api/${method}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
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

  const changes = createChangeFeed(eventSourceFactory);

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
 * One shared event stream for all listeners: opened with the first, closed
 * after the last one leaves, so an idle page holds no connection.
 */
function createChangeFeed(open: EventSourceFactory) {
  const listeners = new Set<(change: CampaignChange) => void>();
  let source: ReturnType<EventSourceFactory> | undefined;

  function deliver(event: MessageEvent): void {
    let change: CampaignChange;
    try {
      change = JSON.parse(String(event.data)) as CampaignChange;
    } catch {
      return;
    }
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        // One failing listener must not keep the change from the others.
        console.error(error);
      }
    }
  }

  function subscribe(listener: (change: CampaignChange) => void): () => void {
    // A listener subscribed twice gets its own entry, so each unsubscribe removes one.
    const entry = (change: CampaignChange) => listener(change);
    listeners.add(entry);
    if (!source) {
      source = open(EVENTS_URL);
      source.onmessage = deliver;
    }
    return () => {
      if (!listeners.delete(entry)) return;
      if (listeners.size === 0 && source) {
        source.close();
        source = undefined;
      }
    };
  }

  return { subscribe };
}
