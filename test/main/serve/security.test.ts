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
const createRequest = {
  method: 'POST',
  path: '/api/createCampaign',
  headers: { 'Content-Type': 'application/json' },
  body: createBody,
};

describe('browser mode token', () => {
  const wrongToken = () => server.token.slice(0, -2) + (server.token.endsWith('AA') ? 'BB' : 'AA');

  it('serves the page and its assets without the token: they hold no user data', async () => {
    const page = await server.request({ path: '/', anonymous: true });
    const asset = await server.request({ path: '/assets/app.js', anonymous: true });
    expect([page.status, asset.status]).toEqual([200, 200]);
    expect(page.text).toBe(INDEX_HTML);
    expect(asset.text).toBe(APP_JS);
  });

  it('refuses every API request and the event stream without the token, and creates nothing', async () => {
    const before = await snapshot(server.base);
    const create = await server.request({ ...createRequest, anonymous: true });
    const info = await server.request({ method: 'POST', path: '/api/hostInfo', anonymous: true });
    const unknown = await server.request({ method: 'POST', path: '/api/deleteEverything', anonymous: true });
    const events = await server.request({ path: '/api/events', anonymous: true });

    for (const reply of [create, info, unknown, events]) {
      expect(reply.status).toBe(401);
      expect(reply.headers['www-authenticate']).toBe('Bearer');
      expect(reply.text).toMatch(/address printed in the terminal/);
      expect(reply.text).not.toContain(server.root);
    }
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('refuses a wrong Bearer token, and a malformed Authorization header', async () => {
    const before = await snapshot(server.base);
    const headers = (authorization: string) => ({ ...createRequest.headers, Authorization: authorization });
    const replies = [
      await server.request({ ...createRequest, headers: headers(`Bearer ${wrongToken()}`) }),
      await server.request({ ...createRequest, headers: headers(`Bearer ${server.token.slice(0, 20)}`) }),
      await server.request({ ...createRequest, headers: headers(`Basic ${server.token}`) }),
      await server.request({ ...createRequest, headers: headers(server.token) }),
      await server.request({ ...createRequest, headers: headers(`Bearer ${server.token} ${server.token}`) }),
    ];
    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('no longer accepts the token in a cookie or in the address', async () => {
    const before = await snapshot(server.base);
    const cookie = { Cookie: `lh_token=${server.token}` };
    const create = await server.request({
      ...createRequest,
      anonymous: true,
      headers: { ...createRequest.headers, ...cookie },
    });
    const inQuery = await server.request({
      method: 'POST',
      path: `/api/hostInfo?token=${server.token}`,
      anonymous: true,
    });
    // The event stream refuses the cookie as well: see events.test.ts.
    expect([create.status, inQuery.status]).toEqual([401, 401]);
    expect(await snapshot(server.base)).toEqual(before);

    // The old handshake address is only the page now: no redirect, no cookie.
    const handshake = await server.request({ path: `/?token=${server.token}`, anonymous: true });
    expect(handshake.status).toBe(200);
    expect(handshake.headers.location).toBeUndefined();
    expect(handshake.headers['set-cookie']).toBeUndefined();
  });

  it('answers the API with the right Bearer token', async () => {
    const reply = await server.request({
      method: 'POST',
      path: '/api/hostInfo',
      anonymous: true,
      headers: { Authorization: `Bearer ${server.token}` },
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({
      ok: true,
      value: { kind: 'browser', canChooseFolders: false, root: server.root, appVersion: '9.9.9' },
    });
  });

  it('never sets a cookie, whatever it answers', async () => {
    const replies = [
      await server.request({ path: '/', anonymous: true }),
      await server.request({ path: '/assets/app.js', anonymous: true }),
      await server.request({ path: '/assets/missing.js', anonymous: true }),
      await server.request({ path: `/?token=${server.token}`, anonymous: true }),
      await server.request({ ...createRequest, anonymous: true }),
      await server.request({ path: '/', headers: { Host: 'evil.example' } }),
      await server.request({ ...createRequest, headers: { ...createRequest.headers, Origin: 'http://evil.example' } }),
      await server.request({ method: 'POST', path: '/api/hostInfo' }),
      await server.request({ ...createRequest }),
      await server.request({
        method: 'POST',
        path: '/api/openCampaign',
        headers: { 'Content-Type': 'application/json' },
        body: '{nope',
      }),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 200, 404, 200, 401, 403, 403, 200, 200, 400]);
    for (const reply of replies) expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('sends the security headers with every answer, refusals included', async () => {
    const replies = [
      await server.request({ path: '/', anonymous: true }),
      await server.request({ method: 'POST', path: '/api/hostInfo', anonymous: true }),
      await server.request({ method: 'POST', path: '/api/hostInfo' }),
      await server.request({ path: '/', headers: { Host: 'evil.example' } }),
    ];
    for (const reply of replies) {
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('prints a token of 32 random bytes, in the fragment of its address, that differs between runs', async () => {
    const other = await startTestServer();
    try {
      expect(server.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.token).not.toBe(server.token);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}/#token=${server.token}`);
      // Another server's token opens nothing here.
      const foreign = await server.request({
        method: 'POST',
        path: '/api/hostInfo',
        anonymous: true,
        headers: { Authorization: `Bearer ${other.token}` },
      });
      expect(foreign.status).toBe(401);
    } finally {
      await other.stop();
    }
  });
});

describe('browser mode origin checks', () => {
  it('refuses a foreign Host header, for the page too and even with the right token (DNS rebinding)', async () => {
    const before = await snapshot(server.base);
    const page = await server.request({ path: '/', anonymous: true, headers: { Host: `evil.example:${server.port}` } });
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
    const foreign = await server.request({
      ...createRequest,
      headers: { ...createRequest.headers, Origin: 'http://evil.example' },
    });
    const nullOrigin = await server.request({
      ...createRequest,
      headers: { ...createRequest.headers, Origin: 'null' },
    });
    expect([foreign.status, nullOrigin.status]).toEqual([403, 403]);
    expect(await snapshot(server.base)).toEqual(before);

    const withoutToken = await server.request({
      ...createRequest,
      anonymous: true,
      headers: { ...createRequest.headers, Origin: 'http://evil.example' },
    });
    expect(withoutToken.status).toBe(401);
    expect(await snapshot(server.base)).toEqual(before);

    const same = await server.request({
      ...createRequest,
      headers: { ...createRequest.headers, Origin: `http://${server.host}` },
    });
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

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2E%2E/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%00index.html',
  ])('refuses %s', async (path) => {
    const reply = await server.request({ path });
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain(SECRET);
  });

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
