import { request as httpRequest } from 'node:http';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { MAX_FILE_BYTES, stableStringify, type CharacterFile } from '../../../shared/model';
import { snapshot, startTestServer, type TestServer } from './harness';

/*
 * Browser mode takes every file the app opens (MAX_FILE_BYTES, 16 MB) in one request, and refuses a larger
 * one in the same words as the store: "This save is 20 MB; the app opens files up to 16 MB".
 */
let server: TestServer;
let handle: string;
beforeEach(async () => {
  server = await startTestServer();
  await server.call('createCampaign', { name: 'Heroes', system: 'mls' });
  handle = (await server.call('openCampaign', { key: 'root:Heroes' })).body.value.handle;
});
afterEach(async () => {
  await server.stop();
});

const MB = 1024 * 1024;

/** Aria, with notes long enough that her file, as the store writes it, takes `bytes` bytes. */
function ariaOfSize(bytes: number): CharacterFile {
  const aria: CharacterFile = {
    formatVersion: 1,
    id: 'aria',
    name: 'Aria',
    system: 'mls',
    createdAt: '2026-11-21',
    creation: { notes: '' },
    events: [],
  };
  return { ...aria, creation: { notes: 'x'.repeat(bytes - stableStringify(aria).length) } };
}

const ariaFile = () => path.join(server.root, 'Heroes', 'characters', 'aria.json');

/** POSTs `size` bytes to /api/<method> in 1 MB pieces, without saying its length first. */
function sendUnmeasured(method: string, size: number): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: `/api/${method}`,
        headers: {
          Host: server.host,
          Authorization: `Bearer ${server.token}`,
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            message: JSON.parse(Buffer.concat(chunks).toString('utf8')).error.message,
          }),
        );
      },
    );
    req.on('error', reject);
    const piece = Buffer.alloc(MB, 'x');
    for (let sent = 0; sent < size; sent += MB) req.write(piece.subarray(0, Math.min(MB, size - sent)));
    req.end();
  });
}

describe('the size of a request in browser mode', () => {
  it('saves and reads back a character whose file is as large as the app opens', async () => {
    const aria = ariaOfSize(MAX_FILE_BYTES);
    const written = await server.call('writeCharacter', { handle, character: aria });
    expect(written.status).toBe(200);
    expect(written.body.ok).toBe(true);
    expect((await stat(ariaFile())).size).toBe(MAX_FILE_BYTES);
    const read = await server.call('readCharacter', { handle, id: 'aria' });
    expect(read.body.ok).toBe(true);
    expect(read.body.value.character.creation.notes).toHaveLength((aria.creation.notes as string).length);
  });

  it('refuses a character whose file would be just over, in the store’s words', async () => {
    const before = await snapshot(server.base);
    const written = await server.call('writeCharacter', { handle, character: ariaOfSize(MAX_FILE_BYTES + 1) });
    expect(written.body).toEqual({
      ok: false,
      error: {
        code: 'invalid-argument',
        message:
          'characters/aria.json would be 16.1 MB; the app opens files up to 16 MB, so it was not saved. Remove what made it so large (a very long note, perhaps) and save again.',
      },
    });
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('refuses a far larger save before reading it, saying how large it is and what the app opens', async () => {
    const before = await snapshot(server.base);
    // A file a little under 20 MB: the request around it is a few hundred bytes larger.
    const written = await server.call('writeCharacter', { handle, character: ariaOfSize(20 * MB - 1024) });
    expect(written.status).toBe(413);
    expect(written.body.error.message).toBe(
      'This save is 20 MB; the app opens files up to 16 MB, so nothing was saved. Remove what made it so large (a very long note, perhaps) and save again.',
    );
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('counts a save sent without its length to its end, and says how large it was', async () => {
    const before = await snapshot(server.base);
    const reply = await sendUnmeasured('writeCharacter', 18 * MB);
    expect(reply).toEqual({
      status: 413,
      message:
        'This save is 18 MB; the app opens files up to 16 MB, so nothing was saved. Remove what made it so large (a very long note, perhaps) and save again.',
    });
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('refuses any other request that large as a request, not a save', async () => {
    const reply = await sendUnmeasured('openCampaign', 18 * MB);
    expect(reply).toEqual({
      status: 413,
      message:
        "This request is 18 MB, more than the 17 MB the app's local server takes, so nothing was changed. Reload the page and try again.",
    });
  });
});
