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
          for (const line of event.split('\n')) if (line.startsWith('data: ')) stream.changes.push(JSON.parse(line.slice(6)));
        }
      });
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  for (const start = Date.now(); !check() && Date.now() - start < ms; ) await new Promise((r) => setTimeout(r, 10));
  return check();
}

const aria: CharacterFile = { formatVersion: 1, id: 'aria', name: 'Aria', system: 'mls', createdAt: '2026-11-21', creation: {}, events: [] };

describe('browser mode change events', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await server.stop();
  });
  const authorized = () => ({ Host: server.host, Cookie: `lh_token=${server.token}` });

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
    expect(first.changes.find((c) => 'file' in c && c.file === 'characters/aria.json')).toMatchObject({ handle, characterId: 'aria', kind: expect.stringMatching(/^(add|change)$/) });
    first.close();
    second.close();
  });

  it('refuses the stream without the token', async () => {
    const stream = await openStream(server.port, { Host: server.host });
    expect(stream.res.statusCode).toBe(401);
    stream.close();
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
    const change: CampaignChange = { handle: 'abcdefgh1234', kind: 'unlink', file: 'characters/aria.json', characterId: 'aria' };
    emit(change);
    expect(await until(() => staying.changes.length === 1)).toBe(true);
    expect(staying.changes[0]).toEqual(change);
    staying.close();
  });

  it('stops listening to the service when closed', () => {
    streams.close();
    expect(unsubscribed).toBe(true);
  });
});
