import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { APP_JS, INDEX_HTML, SECRET, snapshot, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

const createBody = JSON.stringify({ arg: { name: 'Intruders', system: 'mls' } });
const createRequest = { method: 'POST', path: '/api/createCampaign', headers: { 'Content-Type': 'application/json' }, body: createBody };

describe('browser mode token', () => {
  it('refuses the page, assets and API without the token, and creates nothing', async () => {
    const before = await snapshot(server.base);
    const page = await server.request({ path: '/', anonymous: true });
    const asset = await server.request({ path: '/assets/app.js', anonymous: true });
    const api = await server.request({ ...createRequest, anonymous: true });
    const events = await server.request({ path: '/api/events', anonymous: true });

    for (const reply of [page, asset, api, events]) expect(reply.status).toBe(401);
    expect(page.text).toMatch(/address printed in the terminal/);
    expect(page.text).not.toContain(INDEX_HTML);
    expect(asset.text).not.toContain(APP_JS);
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('refuses a wrong token in the cookie, the bearer header or the handshake', async () => {
    const before = await snapshot(server.base);
    const wrong = server.token.slice(0, -2) + (server.token.endsWith('AA') ? 'BB' : 'AA');
    const cookie = await server.request({ ...createRequest, headers: { ...createRequest.headers, Cookie: `lh_token=${wrong}` } });
    const bearer = await server.request({ ...createRequest, anonymous: true, headers: { ...createRequest.headers, Authorization: `Bearer ${wrong}` } });
    const handshake = await server.request({ path: `/?token=${wrong}`, anonymous: true });

    expect([cookie.status, bearer.status, handshake.status]).toEqual([401, 401, 401]);
    expect(handshake.headers['set-cookie']).toBeUndefined();
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('trades the token in the URL for an HttpOnly SameSite cookie, after which the page and API work', async () => {
    const handshake = await server.request({ path: new URL(server.url).pathname + new URL(server.url).search, anonymous: true });
    expect(handshake.status).toBe(303);
    expect(handshake.headers.location).toBe('/');
    const setCookie = String(handshake.headers['set-cookie']);
    expect(setCookie).toContain(`lh_token=${server.token}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);

    const cookie = setCookie.split(';')[0]!;
    const page = await server.request({ path: '/', headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX_HTML);
    const info = await server.request({ method: 'POST', path: '/api/hostInfo', headers: { Cookie: cookie } });
    expect(JSON.parse(info.text)).toEqual({ ok: true, value: { kind: 'browser', canChooseFolders: false, root: server.root, appVersion: '9.9.9' } });
  });

  it('accepts the token as a bearer header', async () => {
    const reply = await server.request({ method: 'POST', path: '/api/hostInfo', anonymous: true, headers: { Authorization: `Bearer ${server.token}` } });
    expect(reply.status).toBe(200);
  });

  it('prints a token of 32 random bytes that differs between runs', async () => {
    const other = await startTestServer();
    try {
      expect(server.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.token).not.toBe(server.token);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${server.token}`);
    } finally {
      await other.stop();
    }
  });
});

describe('browser mode origin checks', () => {
  it('refuses a foreign Host header even with the right token (DNS rebinding)', async () => {
    const before = await snapshot(server.base);
    const page = await server.request({ path: '/', headers: { Host: `evil.example:${server.port}` } });
    const api = await server.request({ ...createRequest, headers: { ...createRequest.headers, Host: 'evil.example' } });
    const otherPort = await server.request({ path: '/', headers: { Host: `127.0.0.1:${server.port + 1}` } });
    expect([page.status, api.status, otherPort.status]).toEqual([403, 403, 403]);
    expect(page.text).not.toContain(INDEX_HTML);
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('answers to localhost as well as 127.0.0.1', async () => {
    const page = await server.request({ path: '/', headers: { Host: `localhost:${server.port}` } });
    expect(page.status).toBe(200);
  });

  it('refuses a cross-origin POST even with the right token', async () => {
    const before = await snapshot(server.base);
    const foreign = await server.request({ ...createRequest, headers: { ...createRequest.headers, Origin: 'http://evil.example' } });
    const nullOrigin = await server.request({ ...createRequest, headers: { ...createRequest.headers, Origin: 'null' } });
    expect([foreign.status, nullOrigin.status]).toEqual([403, 403]);
    expect(await snapshot(server.base)).toEqual(before);

    const same = await server.request({ ...createRequest, headers: { ...createRequest.headers, Origin: `http://${server.host}` } });
    expect(same.status).toBe(200);
    expect(JSON.parse(same.text).ok).toBe(true);
  });
});

describe('browser mode static files', () => {
  it('serves the renderer with content types and a strict content security policy', async () => {
    const page = await server.request({ path: '/' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const script = await server.request({ path: '/assets/app.js' });
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.text).toBe(APP_JS);
  });

  it.each(['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/assets/%2E%2E/%2e%2e/secret.txt', '/..%2fsecret.txt', '/..%5csecret.txt', '/%00index.html'])(
    'refuses %s',
    async (path) => {
      const reply = await server.request({ path });
      expect(reply.status).toBe(404);
      expect(reply.text).not.toContain(SECRET);
    },
  );

  it('refuses a symlink in the renderer folder that points outside it', async () => {
    await symlink(path.join(server.base, 'secret.txt'), path.join(server.rendererDir, 'assets', 'linked.txt'));
    const reply = await server.request({ path: '/assets/linked.txt' });
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain(SECRET);
  });

  it('answers 404 for a missing file', async () => {
    expect((await server.request({ path: '/assets/missing.js' })).status).toBe(404);
  });
});
