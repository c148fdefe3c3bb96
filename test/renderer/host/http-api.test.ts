import { API_CHANNELS, type CampaignChange } from '../../../shared/api';
import {
  createEventStreamParser,
  createHttpApi,
  EVENTS_URL,
  keepTokenFromAddress,
  TOKEN_STORAGE_KEY,
  type HttpApiOptions,
} from '../../../src-renderer/host/http-api';

const HANDLE = 'abcdefgh1234';
const TOKEN = 'Tq1o0Yx3VbKpN7c9aZ-_lMwE4rS2uH8jFdG6iQ5tC0A';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface OpenStream {
  init: RequestInit;
  send(text: string | Uint8Array): void;
  end(): void;
}

/**
 * A stand-in for the page's fetch: requests are answered by `respond`, and
 * each fetch of the event stream gets a stream the test writes to.
 */
function fakeFetch(
  respond: (url: string, init: RequestInit) => Response | Promise<Response> = () =>
    jsonResponse(200, { ok: true, value: null }),
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const streams: OpenStream[] = [];
  const impl = async (url: string, init: RequestInit) => {
    if (url === EVENTS_URL) {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      streams.push({
        init,
        send: (text) => controller.enqueue(typeof text === 'string' ? new TextEncoder().encode(text) : text),
        end: () => controller.close(),
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    calls.push({ url, init });
    return respond(url, init);
  };
  return { impl, calls, streams };
}

/** An api with a known token and page id, reconnecting at once. */
function apiWith(fetch: HttpApiOptions['fetch'], options: HttpApiOptions = {}) {
  return createHttpApi({ fetch, token: () => TOKEN, clientId: 'page-one-1234', reconnectDelayMs: () => 0, ...options });
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('createHttpApi requests', () => {
  it('posts each method to /api/<method> with its argument wrapped in {arg}, sending no cookie', async () => {
    const { impl, calls } = fakeFetch();
    const api = apiWith(impl);
    await api.openCampaign({ key: 'root:Heroes' });
    await api.readCharacter({ handle: HANDLE, id: 'aria' });
    await api.closeCampaign({ handle: HANDLE });

    expect(calls.map((c) => c.url)).toEqual(['/api/openCampaign', '/api/readCharacter', '/api/closeCampaign']);
    for (const { init } of calls) {
      expect(init.method).toBe('POST');
      expect(init.credentials).toBe('omit');
      expect(header(init, 'Content-Type')).toBe('application/json');
    }
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ arg: { key: 'root:Heroes' } });
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ arg: { handle: HANDLE, id: 'aria' } });
  });

  it('sends an empty object for methods without an argument', async () => {
    const { impl, calls } = fakeFetch();
    const api = apiWith(impl);
    await api.hostInfo();
    await api.listCampaigns();
    expect(calls.map((c) => [c.url, c.init.body])).toEqual([
      ['/api/hostInfo', '{}'],
      ['/api/listCampaigns', '{}'],
    ]);
  });

  it('has a request method for every API channel', async () => {
    const { impl, calls } = fakeFetch();
    const api = apiWith(impl) as unknown as Record<string, (arg?: unknown) => Promise<unknown>>;
    const channels = Object.keys(API_CHANNELS).filter((name) => name !== 'print');
    for (const name of channels) await api[name]!({});
    expect(calls.map((c) => c.url)).toEqual(channels.map((name) => `/api/${name}`));
  });

  it('returns the server ApiResult unchanged, errors included', async () => {
    const notAllowed = {
      ok: false,
      error: { code: 'not-allowed', message: 'Only campaigns inside the root can be opened.' },
    };
    const { impl } = fakeFetch((url) =>
      url.endsWith('openCampaign')
        ? jsonResponse(200, notAllowed)
        : jsonResponse(200, { ok: true, value: { kind: 'browser' } }),
    );
    const api = apiWith(impl);
    expect(await api.openCampaign({ key: 'root:../x' })).toEqual(notAllowed);
    expect(await api.hostInfo()).toEqual({ ok: true, value: { kind: 'browser' } });
  });

  it('keeps the ApiResult of a 400 answer, so the field named by the server reaches the user', async () => {
    const invalid = { ok: false, error: { code: 'invalid-argument', message: 'field "name" must not be empty.' } };
    const { impl } = fakeFetch(() => jsonResponse(400, invalid));
    expect(await apiWith(impl).createCampaign({ name: ' ', system: 'mls' })).toEqual(invalid);
  });
});

describe('the token and the page id', () => {
  it('takes the token from the address, removes it from the address bar, keeps it and sends it as a Bearer header', async () => {
    history.replaceState(null, '', '/?lang=en#token=' + TOKEN);
    const { impl, calls } = fakeFetch();
    const api = createHttpApi({ fetch: impl });

    expect(location.href).toBe('http://localhost:3000/?lang=en');
    expect(location.hash).toBe('');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    await api.listCampaigns();
    expect(header(calls[0]!.init, 'Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('keeps the rest of the fragment for the page', () => {
    history.replaceState(null, '', `/#campaign=root:Heroes&token=${TOKEN}&tab=sheet`);
    const token = keepTokenFromAddress();
    expect(token()).toBe(TOKEN);
    expect(location.hash).toBe('#campaign=root:Heroes&tab=sheet');
    expect(location.pathname).toBe('/');
  });

  it('finds the kept token in a reload or a second tab, whose address has none', async () => {
    history.replaceState(null, '', '/#token=' + TOKEN);
    createHttpApi({ fetch: fakeFetch().impl });
    history.replaceState(null, '', '/');
    const { impl, calls } = fakeFetch();
    await createHttpApi({ fetch: impl }).hostInfo();
    expect(header(calls[0]!.init, 'Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('uses the token of an address opened later in another tab', async () => {
    history.replaceState(null, '', '/#token=old-token-of-the-last-run');
    const { impl, calls } = fakeFetch();
    const api = createHttpApi({ fetch: impl });
    // Another tab of this origin opened the address of the restarted server.
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    await api.hostInfo();
    expect(header(calls[0]!.init, 'Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('sends nothing without a token, and says to open the printed address', async () => {
    const { impl, calls } = fakeFetch();
    const result = await createHttpApi({ fetch: impl }).listCampaigns();
    expect(calls).toHaveLength(0);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'io', message: expect.stringMatching(/printed in the terminal/) },
    });
  });

  it('names the page with one random id, on every request and on the event stream', async () => {
    const { impl, calls, streams } = fakeFetch();
    const api = createHttpApi({ fetch: impl, token: () => TOKEN });
    await api.hostInfo();
    await api.listCampaigns();
    const off = api.onCampaignChange(() => {});
    await vi.waitFor(() => expect(streams).toHaveLength(1));

    const id = header(calls[0]!.init, 'X-Ledger-Client');
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(header(calls[1]!.init, 'X-Ledger-Client')).toBe(id);
    expect(header(streams[0]!.init, 'X-Ledger-Client')).toBe(id);
    expect(header(streams[0]!.init, 'Authorization')).toBe(`Bearer ${TOKEN}`);
    off();

    const other = fakeFetch();
    await createHttpApi({ fetch: other.impl, token: () => TOKEN }).hostInfo();
    expect(header(other.calls[0]!.init, 'X-Ledger-Client')).not.toBe(id);
  });
});

describe('createHttpApi failures', () => {
  it('turns a network failure into an io error saying to check the server', async () => {
    const api = apiWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await api.listCampaigns();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('io');
      expect(result.error.message).toMatch(/npm run serve/);
    }
  });

  it('turns a non-JSON answer into an io error', async () => {
    const { impl } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await apiWith(impl).hostInfo();
    expect(result).toMatchObject({ ok: false, error: { code: 'io' } });
  });

  it('turns JSON that is not an ApiResult into an io error', async () => {
    const { impl } = fakeFetch(() => jsonResponse(200, { hello: 'world' }));
    expect(await apiWith(impl).hostInfo()).toMatchObject({ ok: false, error: { code: 'io' } });
  });

  it('tells the user to open the printed address again when the token is refused', async () => {
    const { impl } = fakeFetch(() => new Response('Open the address printed in the terminal.', { status: 401 }));
    const result = await apiWith(impl).listCampaigns();
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'io', message: expect.stringMatching(/address it printed in the terminal/) },
    });
  });
});

describe('createHttpApi print and menu', () => {
  it('prints with the browser and sends nothing to the server', async () => {
    const { impl, calls } = fakeFetch();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const result = await apiWith(impl).print({ target: 'system' });
    expect(print).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: true, value: {} });
    expect(calls).toHaveLength(0);
    print.mockRestore();
  });

  it('accepts menu listeners but never calls them', () => {
    const listener = vi.fn();
    const unsubscribe = apiWith(fakeFetch().impl).onMenuCommand(listener);
    expect(typeof unsubscribe).toBe('function');
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the event stream parser', () => {
  function parsed(chunks: string[]): string[] {
    const events: string[] = [];
    const push = createEventStreamParser((data) => events.push(data));
    for (const chunk of chunks) push(chunk);
    return events;
  }

  it('joins a line split across chunks anywhere, even inside "data:"', () => {
    expect(parsed(['da', 'ta: {"kind":"ch', 'ange"}\n', '\n'])).toEqual(['{"kind":"change"}']);
    expect(parsed(['data: one\n\nda', 'ta: two\n\n'])).toEqual(['one', 'two']);
  });

  it('reads several events from one chunk, and joins the data lines of one event', () => {
    expect(parsed(['data: a\n\ndata: b\ndata: c\n\ndata: d\n\n'])).toEqual(['a', 'b\nc', 'd']);
  });

  it('ignores comments, retry and id fields, and an event not yet ended', () => {
    expect(parsed(['retry: 2000\n: connected\n\n: heartbeat\n\nid: 7\ndata: x\n\ndata: unfinished\n'])).toEqual(['x']);
  });

  it('accepts CRLF and CR line ends, a CRLF split between chunks included', () => {
    expect(parsed(['data: a\r', '\ndata: b\r\n\r\n', 'data: c\r\rdata:d\n\n'])).toEqual(['a\nb', 'c', 'd']);
  });
});

describe('createHttpApi change events', () => {
  const change: CampaignChange = {
    handle: HANDLE,
    kind: 'change',
    file: 'characters/aria.json',
    characterId: 'aria',
    revision: 'abcdef0123456789',
  };
  const event = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

  it('opens no stream until someone listens, then one stream for all listeners', async () => {
    const { impl, streams } = fakeFetch();
    const api = apiWith(impl);
    await new Promise((r) => setTimeout(r, 10));
    expect(streams).toHaveLength(0);
    const first = vi.fn();
    const second = vi.fn();
    api.onCampaignChange(first);
    api.onCampaignChange(second);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.init.method).toBe('GET');

    streams[0]!.send(event(change));
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith(change));
    expect(first).toHaveBeenCalledWith(change);
    expect(streams).toHaveLength(1);
  });

  it('delivers events split across chunks, several in one chunk, and a character split inside its UTF-8 bytes', async () => {
    const { impl, streams } = fakeFetch();
    const listener = vi.fn();
    apiWith(impl).onCampaignChange(listener);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    const copies: CampaignChange = { handle: HANDLE, kind: 'conflict-copies', copies: [] };
    const watching: CampaignChange = { handle: HANDLE, kind: 'watching', watching: { mode: 'polling' } as never };

    const text = event(change);
    stream.send(text.slice(0, 17));
    stream.send(text.slice(17) + event(copies) + event(watching));
    const bytes = new TextEncoder().encode(event({ ...change, file: 'characters/æthelred.json' }));
    const split = bytes.indexOf(0xc3) + 1; // between the two bytes of "æ"
    stream.send(bytes.slice(0, split));
    stream.send(bytes.slice(split));

    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(4));
    expect(listener.mock.calls.map(([c]) => c)).toEqual([
      change,
      copies,
      watching,
      { ...change, file: 'characters/æthelred.json' },
    ]);
  });

  it('fetches the stream again after it ends, and keeps delivering', async () => {
    const { impl, streams } = fakeFetch();
    const listener = vi.fn();
    apiWith(impl).onCampaignChange(listener);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.end();
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    streams[1]!.send(event(change));
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(change));
  });

  it('fetches the stream again after it failed or was refused, waiting longer each time', async () => {
    let answer = 0;
    const delays: number[] = [];
    const { impl: streamsImpl, streams } = fakeFetch();
    const impl = async (url: string, init: RequestInit) => {
      answer += 1;
      if (answer === 1) throw new TypeError('Failed to fetch');
      if (answer === 2) return new Response('Open the address printed in the terminal.', { status: 401 });
      return streamsImpl(url, init);
    };
    const listener = vi.fn();
    apiWith(impl, {
      reconnectDelayMs: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    }).onCampaignChange(listener);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.send(event(change));
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(change));
    expect(delays).toEqual([1, 2]);
  });

  it('stops delivering to a listener that unsubscribed and aborts the stream after the last one', async () => {
    const { impl, streams } = fakeFetch();
    const api = apiWith(impl);
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = api.onCampaignChange(first);
    const offSecond = api.onCampaignChange(second);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;

    offFirst();
    offFirst(); // a second call must not remove the other listener
    stream.send(event(change));
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
    expect(stream.init.signal?.aborted).toBe(false);

    offSecond();
    expect(stream.init.signal?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(streams).toHaveLength(1); // no reconnection once nobody listens

    api.onCampaignChange(first);
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[1]!.init.signal?.aborted).toBe(false);
  });

  it('keeps delivering to the others when one listener throws, and ignores malformed events', async () => {
    const { impl, streams } = fakeFetch();
    const api = apiWith(impl);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    api.onCampaignChange(() => {
      throw new Error('listener failed');
    });
    api.onCampaignChange(after);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    const stream = streams[0]!;
    stream.send('data: not json\n\n' + event({ kind: 'change' }) + event([1, 2]) + event('text') + event(change));
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    expect(after).toHaveBeenCalledWith(change);
    errors.mockRestore();
  });
});
