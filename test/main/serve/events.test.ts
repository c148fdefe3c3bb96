import { writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { CampaignChange } from '../../../shared/api';
import { stableStringify, type CharacterFile } from '../../../shared/model';
import { ChangeStreams } from '../../../src-main/serve/change-events';
import { startTestServer, type TestServer } from './harness';

interface Stream {
  res: IncomingMessage;
  changes: CampaignChange[];
  raw: string[];
  close(): void;
}

/** Opens an event stream and collects the JSON of each `data:` line. */
function openStream(port: number, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/events', headers }, (res) => {
      const stream: Stream = { res, changes: [], raw: [], close: () => req.destroy() };
      let buffered = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        stream.raw.push(chunk);
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          for (const line of event.split('\n'))
            if (line.startsWith('data: ')) stream.changes.push(JSON.parse(line.slice(6)));
        }
      });
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  for (const start = Date.now(); !check() && Date.now() - start < ms;) await new Promise((r) => setTimeout(r, 10));
  return check();
}

const aria: CharacterFile = {
  formatVersion: 1,
  id: 'aria',
  name: 'Aria',
  system: 'mls',
  createdAt: '2026-11-21',
  creation: {},
  events: [],
};

describe('browser mode change events', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await server.stop();
  });
  const authorized = (client?: string) => ({
    Host: server.host,
    Authorization: `Bearer ${server.token}`,
    ...(client ? { 'X-Ledger-Client': client } : {}),
  });

  /** Saves a character as the page `client` would. */
  const save = (client: string, handle: string, character: CharacterFile) =>
    server.request({
      method: 'POST',
      path: '/api/writeCharacter',
      headers: { 'Content-Type': 'application/json', 'X-Ledger-Client': client },
      body: JSON.stringify({ arg: { handle, character } }),
    });

  it('tells every open page about a file changed behind the server’s back', async () => {
    const created = await server.call('createCampaign', { name: 'Watched', system: 'mls' });
    const { handle, path: folder } = created.body.value as { handle: string; path: string };
    const first = await openStream(server.port, authorized());
    const second = await openStream(server.port, authorized());
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers['content-type']).toMatch(/^text\/event-stream/);
    await until(() => first.raw.length > 0 && second.raw.length > 0);

    await writeFile(path.join(folder, 'characters', 'aria.json'), stableStringify(aria));
    const arrived = (s: Stream) => s.changes.some((c) => 'file' in c && c.file === 'characters/aria.json');
    expect(await until(() => arrived(first) && arrived(second))).toBe(true);
    expect(first.changes.find((c) => 'file' in c && c.file === 'characters/aria.json')).toMatchObject({
      handle,
      characterId: 'aria',
      kind: expect.stringMatching(/^(add|change)$/),
    });
    first.close();
    second.close();
  });

  it('refuses the stream without the token, with a wrong one or with the old cookie, and never sets a cookie', async () => {
    const wrong = server.token.slice(0, -2) + (server.token.endsWith('AA') ? 'BB' : 'AA');
    const refused: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${wrong}` },
      { Cookie: `lh_token=${server.token}` },
    ];
    for (const headers of refused) {
      const stream = await openStream(server.port, { Host: server.host, ...headers });
      expect(stream.res.statusCode).toBe(401);
      expect(stream.res.headers['set-cookie']).toBeUndefined();
      stream.close();
    }
    const stream = await openStream(server.port, authorized());
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers['set-cookie']).toBeUndefined();
    stream.close();
  });

  it('tells every other page of a save made through the server, but not the page that made it', async () => {
    const created = await server.call('createCampaign', { name: 'Shared', system: 'mls' });
    const { handle } = created.body.value as { handle: string };
    const saver = await openStream(server.port, authorized('tab-one-12345'));
    const other = await openStream(server.port, authorized('tab-two-12345'));
    const anonymous = await openStream(server.port, authorized());
    await until(() => [saver, other, anonymous].every((s) => s.raw.length > 0));

    expect((await save('tab-one-12345', handle, aria)).status).toBe(200);
    const names = (s: Stream, id: string) => s.changes.some((c) => 'characterId' in c && c.characterId === id);
    expect(await until(() => names(other, 'aria') && names(anonymous, 'aria'))).toBe(true);
    expect(other.changes.find((c) => 'characterId' in c && c.characterId === 'aria')).toMatchObject({
      handle,
      kind: 'add',
      file: 'characters/aria.json',
    });

    // A save by the other page reaches the first one; its own save, sent earlier on the same stream, never did.
    expect((await save('tab-two-12345', handle, { ...aria, id: 'bran', name: 'Bran' })).status).toBe(200);
    expect(await until(() => names(saver, 'bran') && names(anonymous, 'bran'))).toBe(true);
    expect(names(saver, 'aria')).toBe(false);
    expect(names(other, 'bran')).toBe(false);
    for (const stream of [saver, other, anonymous]) stream.close();
  });

  it('ends open streams when the server closes', async () => {
    const stream = await openStream(server.port, authorized());
    await until(() => stream.raw.length > 0);
    const ended = new Promise<void>((resolve) => stream.res.on('close', () => resolve()));
    await server.app.close();
    await ended;
  });
});

describe('ChangeStreams', () => {
  let http: Server;
  let streams: ChangeStreams;
  let emit: (change: CampaignChange, origin?: string) => void = () => {};
  let unsubscribed = false;
  beforeEach(async () => {
    unsubscribed = false;
    streams = new ChangeStreams((listener) => {
      emit = listener;
      return () => {
        unsubscribed = true;
      };
    }, 20);
    http = createServer((req, res) => streams.open(req, res));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    streams.close();
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
  const port = () => (http.address() as AddressInfo).port;

  it('sends heartbeat comments while idle', async () => {
    const stream = await openStream(port(), {});
    expect(await until(() => stream.raw.join('').includes(': heartbeat'))).toBe(true);
    stream.close();
  });

  it('forgets a page that went away, and keeps serving the others', async () => {
    const leaving = await openStream(port(), {});
    const staying = await openStream(port(), {});
    await until(() => streams.size === 2);
    leaving.close();
    expect(await until(() => streams.size === 1)).toBe(true);
    const change: CampaignChange = {
      handle: 'abcdefgh1234',
      kind: 'unlink',
      file: 'characters/aria.json',
      characterId: 'aria',
    };
    emit(change);
    expect(await until(() => staying.changes.length === 1)).toBe(true);
    expect(staying.changes[0]).toEqual(change);
    staying.close();
  });

  it('sends a change to every stream but the one of the page that made it', async () => {
    const maker = await openStream(port(), { 'X-Ledger-Client': 'page-X-1234' });
    const other = await openStream(port(), { 'X-Ledger-Client': 'page-Y-1234' });
    const unnamed = await openStream(port(), {});
    const malformed = await openStream(port(), { 'X-Ledger-Client': 'x' });
    await until(() => streams.size === 4);
    const made: CampaignChange = {
      handle: 'abcdefgh1234',
      kind: 'change',
      file: 'campaign.json',
      revision: 'abcdef0123456789',
    };
    const outside: CampaignChange = {
      handle: 'abcdefgh1234',
      kind: 'unlink',
      file: 'characters/aria.json',
      characterId: 'aria',
    };
    emit(made, 'page-X-1234');
    emit(outside);
    expect(
      await until(() => [maker, other, unnamed, malformed].every((s) => s.changes.length >= (s === maker ? 1 : 2))),
    ).toBe(true);
    expect(maker.changes).toEqual([outside]);
    for (const stream of [other, unnamed, malformed]) expect(stream.changes).toEqual([made, outside]);
    for (const stream of [maker, other, unnamed, malformed]) stream.close();
  });

  it('stops listening to the service when closed', () => {
    streams.close();
    expect(unsubscribed).toBe(true);
  });
});
