import { API_CHANNELS, type CampaignChange } from '../../shared/api';
import { createHttpApi, EVENTS_URL, type EventSourceFactory } from '../../src-renderer/host/http-api';

const HANDLE = 'abcdefgh1234';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response> = () => jsonResponse(200, { ok: true, value: null })) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond(url, init);
  };
  return { impl, calls };
}

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
}
const eventSources: EventSourceFactory = (url) => new FakeEventSource(url) as unknown as EventSource;

beforeEach(() => {
  FakeEventSource.opened = [];
});

describe('createHttpApi requests', () => {
  it('posts each method to /api/<method> with its argument wrapped in {arg}', async () => {
    const { impl, calls } = fakeFetch();
    const api = createHttpApi(impl, eventSources);
    await api.openCampaign({ key: 'root:Heroes' });
    await api.readCharacter({ handle: HANDLE, id: 'aria' });
    await api.closeCampaign({ handle: HANDLE });

    expect(calls.map((c) => c.url)).toEqual(['/api/openCampaign', '/api/readCharacter', '/api/closeCampaign']);
    for (const { init } of calls) {
      expect(init.method).toBe('POST');
      expect(init.credentials).toBe('same-origin');
      expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    }
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ arg: { key: 'root:Heroes' } });
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ arg: { handle: HANDLE, id: 'aria' } });
  });

  it('sends an empty object for methods without an argument', async () => {
    const { impl, calls } = fakeFetch();
    const api = createHttpApi(impl, eventSources);
    await api.hostInfo();
    await api.listCampaigns();
    expect(calls.map((c) => [c.url, c.init.body])).toEqual([
      ['/api/hostInfo', '{}'],
      ['/api/listCampaigns', '{}'],
    ]);
  });

  it('has a request method for every API channel', async () => {
    const { impl, calls } = fakeFetch();
    const api = createHttpApi(impl, eventSources) as unknown as Record<string, (arg?: unknown) => Promise<unknown>>;
    const channels = Object.keys(API_CHANNELS).filter((name) => name !== 'print');
    for (const name of channels) await api[name]!({});
    expect(calls.map((c) => c.url)).toEqual(channels.map((name) => `/api/${name}`));
  });

  it('returns the server ApiResult unchanged, errors included', async () => {
    const notAllowed = { ok: false, error: { code: 'not-allowed', message: 'Only campaigns inside the root can be opened.' } };
    const { impl } = fakeFetch((url) =>
      url.endsWith('openCampaign') ? jsonResponse(200, notAllowed) : jsonResponse(200, { ok: true, value: { kind: 'browser' } }),
    );
    const api = createHttpApi(impl, eventSources);
    expect(await api.openCampaign({ key: 'root:../x' })).toEqual(notAllowed);
    expect(await api.hostInfo()).toEqual({ ok: true, value: { kind: 'browser' } });
  });

  it('keeps the ApiResult of a 400 answer, so the field named by the server reaches the user', async () => {
    const invalid = { ok: false, error: { code: 'invalid-argument', message: 'field "name" must not be empty.' } };
    const { impl } = fakeFetch(() => jsonResponse(400, invalid));
    expect(await createHttpApi(impl, eventSources).createCampaign({ name: ' ', system: 'mls' })).toEqual(invalid);
  });
});

describe('createHttpApi failures', () => {
  it('turns a network failure into an io error saying to check the server', async () => {
    const api = createHttpApi(async () => {
      throw new TypeError('Failed to fetch');
    }, eventSources);
    const result = await api.listCampaigns();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('io');
      expect(result.error.message).toMatch(/npm run serve/);
    }
  });

  it('turns a non-JSON answer into an io error', async () => {
    const { impl } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await createHttpApi(impl, eventSources).hostInfo();
    expect(result).toMatchObject({ ok: false, error: { code: 'io' } });
  });

  it('turns JSON that is not an ApiResult into an io error', async () => {
    const { impl } = fakeFetch(() => jsonResponse(200, { hello: 'world' }));
    expect(await createHttpApi(impl, eventSources).hostInfo()).toMatchObject({ ok: false, error: { code: 'io' } });
  });

  it('tells the user to open the printed address again when the token is refused', async () => {
    const { impl } = fakeFetch(() => new Response('Open the address printed in the terminal.', { status: 401 }));
    const result = await createHttpApi(impl, eventSources).listCampaigns();
    expect(result).toMatchObject({ ok: false, error: { code: 'io', message: expect.stringMatching(/address it printed in the terminal/) } });
  });
});

describe('createHttpApi print and menu', () => {
  it('prints with the browser and sends nothing to the server', async () => {
    const { impl, calls } = fakeFetch();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const result = await createHttpApi(impl, eventSources).print({ target: 'system' });
    expect(print).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: true, value: {} });
    expect(calls).toHaveLength(0);
    print.mockRestore();
  });

  it('accepts menu listeners but never calls them', () => {
    const listener = vi.fn();
    const unsubscribe = createHttpApi(fakeFetch().impl, eventSources).onMenuCommand(listener);
    expect(typeof unsubscribe).toBe('function');
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createHttpApi change events', () => {
  const change: CampaignChange = { handle: HANDLE, kind: 'change', file: 'characters/aria.json', characterId: 'aria', revision: 'abcdef0123456789' };

  it('opens no stream until someone listens, then one stream for all listeners', () => {
    const api = createHttpApi(fakeFetch().impl, eventSources);
    expect(FakeEventSource.opened).toHaveLength(0);
    const first = vi.fn();
    const second = vi.fn();
    api.onCampaignChange(first);
    api.onCampaignChange(second);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]!.url).toBe(EVENTS_URL);

    FakeEventSource.opened[0]!.emit(change);
    expect(first).toHaveBeenCalledWith(change);
    expect(second).toHaveBeenCalledWith(change);
  });

  it('stops delivering to a listener that unsubscribed and closes the stream after the last one', () => {
    const api = createHttpApi(fakeFetch().impl, eventSources);
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = api.onCampaignChange(first);
    const offSecond = api.onCampaignChange(second);
    const source = FakeEventSource.opened[0]!;

    offFirst();
    offFirst(); // a second call must not remove the other listener
    source.emit(change);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(source.closed).toBe(false);

    offSecond();
    expect(source.closed).toBe(true);

    api.onCampaignChange(first);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('keeps delivering to the others when one listener throws, and ignores malformed events', () => {
    const api = createHttpApi(fakeFetch().impl, eventSources);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    api.onCampaignChange(() => {
      throw new Error('listener failed');
    });
    api.onCampaignChange(after);
    const source = FakeEventSource.opened[0]!;
    source.emit('not json');
    expect(after).not.toHaveBeenCalled();
    source.emit(change);
    expect(after).toHaveBeenCalledWith(change);
    errors.mockRestore();
  });
});
