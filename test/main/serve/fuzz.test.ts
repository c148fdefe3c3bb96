import { mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { API_CHANNELS } from '../../../shared/api';
import { MAX_JSON_DEPTH, stableStringify, type CampaignFile, type CharacterFile } from '../../../shared/model';
import { startTestServer, type TestServer } from './harness';

/**
 * Random and hostile requests against a real browser-mode server whose store
 * works on a temporary root: no answer is a 5xx or an io error, nothing
 * outside the root is created, changed or removed, and the server keeps
 * answering.
 */

const CHANNELS = Object.keys(API_CHANNELS);

/** Stand-ins replaced when a request is sent, so a failing case prints short. */
const LIVE_HANDLE = 'LIVE_HANDLE_PLACEHOLDER';
const OUTSIDE_PATH = 'OUTSIDE_PATH_PLACEHOLDER';

type Body =
  | { kind: 'text'; text: string }
  /** `{"arg": ...}` for `channel` with `depth` levels of `open` somewhere a schema does not look. */
  | { kind: 'deep'; channel: string; open: '[' | '{"a":'; depth: number }
  /** A string field `length` characters long. */
  | { kind: 'long'; channel: string; length: number };

interface FuzzRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  body: Body | undefined;
  /** Set when the body's shape must be refused with 400 whatever else it holds. */
  badShape?: true;
}

const character = (id: string, creation: Record<string, unknown> = {}, events: unknown[] = []) => ({
  formatVersion: 1,
  id,
  name: 'Aria',
  system: 'mls',
  createdAt: '2026-11-21',
  creation,
  events,
});

const campaign = (id: string, settings: Record<string, unknown> = {}) => ({
  formatVersion: 1,
  id,
  name: 'Fuzz',
  system: 'mls',
  settings,
  sessions: [],
  createdAt: '2026-11-21',
});

// --- what goes into a request -------------------------------------------------

const protoNames = fc.constantFrom(
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
  'isPrototypeOf',
);

const requestPath: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CHANNELS).map((channel) => `/api/${channel}`) },
  { weight: 2, arbitrary: protoNames.map((name) => `/api/${name}`) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map((name) => `/api/${encodeURIComponent(name)}`),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map((name) => `/${encodeURIComponent(name)}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/api/../x',
      '/../x',
      '/../secret.txt',
      '/api/..%2fx',
      '/api/..%2F..%2Fsecret.txt',
      '/api/%2e%2e/secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/..%5csecret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/outside/campaign.json',
      '/api/writeCharacter/../openCampaign',
      '/api/writeCharacter%00',
      '/api/%00',
      '/api//writeCharacter',
      '/api/',
      '/api',
      '/api/writeCharacter?arg=1',
      '/?token=wrong',
      '/index.html',
      '/assets/app.js',
      '//etc/passwd',
    ),
  },
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant('POST') },
  { weight: 4, arbitrary: fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json;',
      'application/jsonp',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
  },
);

/** Mostly the handle of a campaign that is open, so most requests reach the store. */
const handle = fc.oneof(
  { weight: 6, arbitrary: fc.constant(LIVE_HANDLE) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'AbCdEfGh12345678',
      '../../../etc/passwd',
      'x',
      '__proto__',
      'constructor',
      `${LIVE_HANDLE}0`,
    ),
  },
);
const odd = (...names: string[]) => fc.oneof(fc.constantFrom(...names), fc.string({ unit: 'grapheme', maxLength: 20 }));
/** Real ids, ids that are names of devices on Windows, and ids that are paths. */
const characterId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('aria', 'brannoc', 'con', 'nul', 'aux', 'com1', 'lpt1', 'x'.repeat(64)) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/) },
  {
    weight: 3,
    arbitrary: odd('../x', '..', '.', 'CON', 'a/b', 'a\\b', '__proto__', 'constructor', 'x'.repeat(65), '-a', ''),
  },
);
const revision = fc.option(fc.constantFrom('0123456789abcdef', 'ffffffffffffffff', '../x', 'x'), { nil: undefined });
const conflictFile = fc.constantFrom(
  'characters/aria.sync-conflict-20261123-101010-ABCDEFG.json',
  'campaign (conflicted copy).json',
  'characters/../../secret.json',
  '../campaign.json',
  '.backups/aria.json',
  '/etc/passwd',
  'characters/aria.json',
);
const jsonObject = fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 });

const campaignName = odd(
  '..',
  '.',
  'CON',
  'con',
  'NUL',
  'AUX.txt',
  'COM1',
  '/etc',
  '/etc/passwd',
  '../outside',
  '..\\outside',
  'C:\\Windows',
  '~',
  ' ',
  'a/b',
  '.backups',
  '.recent.json',
  'campaign.json',
  'x'.repeat(120),
  'x'.repeat(121),
  '📜'.repeat(60),
);
const campaignKey = odd(
  'root:..',
  'root:../outside',
  'root:.',
  'root:',
  'root:/etc',
  'root:Fuzz',
  'root:Fuzz/../..',
  'root:%2e%2e',
  'root:..\\outside',
  'recent:999',
  'recent:-1',
  'recent:0',
  'recent:__proto__',
  'recent:constructor',
  'root:constructor',
  '__proto__',
  OUTSIDE_PATH,
  `root:${OUTSIDE_PATH}`,
);

const createCampaign = fc.record(
  {
    name: campaignName,
    system: fc.constantFrom('mls', 'mls', 'hursagmu', 'nope', '../mls', 'MLS', ''),
    settings: jsonObject,
  },
  { requiredKeys: ['name', 'system'] },
);
const writeCharacter = fc.record(
  {
    handle,
    character: fc.tuple(characterId, jsonObject).map(([id, creation]) => character(id, creation)),
    baseRevision: revision,
    overwrite: fc.boolean(),
  },
  { requiredKeys: ['handle', 'character'] },
);
const writeCampaign = fc.record({
  handle,
  campaign: fc.tuple(characterId, jsonObject).map(([id, settings]) => campaign(id, settings)),
  baseRevision: revision,
  overwrite: fc.boolean(),
});
const resolveConflictCopy = fc.record({
  handle,
  file: conflictFile,
  keep: fc.constantFrom('copy', 'original', 'both'),
  copyRevision: revision,
});
const print = fc.record({ target: fc.constantFrom('pdf', 'system', 'fax'), suggestedName: odd('Aria', '../x') });

const call = (channel: fc.Arbitrary<string>, arg: fc.Arbitrary<unknown>) => fc.record({ channel, arg });

/** Arguments of the right outline for each channel, with odd values where they count; writes weighted up. */
const nearValid: fc.Arbitrary<{ channel: string; arg: unknown }> = fc.oneof(
  { weight: 3, arbitrary: call(fc.constant('createCampaign'), createCampaign) },
  { weight: 2, arbitrary: call(fc.constant('openCampaign'), fc.record({ key: campaignKey })) },
  { weight: 4, arbitrary: call(fc.constant('writeCharacter'), writeCharacter) },
  {
    weight: 2,
    arbitrary: call(fc.constantFrom('readCharacter', 'deleteCharacter'), fc.record({ handle, id: characterId })),
  },
  { weight: 2, arbitrary: call(fc.constant('writeCampaign'), writeCampaign) },
  { weight: 1, arbitrary: call(fc.constant('closeCampaign'), fc.record({ handle })) },
  { weight: 1, arbitrary: call(fc.constant('readConflictCopy'), fc.record({ handle, file: conflictFile })) },
  { weight: 1, arbitrary: call(fc.constant('resolveConflictCopy'), resolveConflictCopy) },
  {
    weight: 1,
    arbitrary: call(
      fc.constantFrom('hostInfo', 'listCampaigns', 'chooseCampaignFolder'),
      fc.constantFrom(undefined, {}, null),
    ),
  },
  { weight: 1, arbitrary: call(fc.constant('print'), print) },
);

/** A JSON text with a refused field name put where a schema would let it through. */
const refusedKeyBody = fc
  .record({
    key: fc.constantFrom('__proto__', 'constructor', 'prototype'),
    where: fc.constantFrom('arg', 'creation', 'event', 'settings', 'body'),
    channel: fc.constantFrom('writeCharacter', 'writeCampaign', 'createCampaign', 'openCampaign'),
  })
  .map(({ key, where, channel }): { channel: string; body: Body } => {
    const field = `"${key}":{"isAdmin":true,"id":"../x"}`;
    if (where === 'body') return { channel, body: { kind: 'text', text: `{${field},"arg":{"key":"recent:0"}}` } };
    if (where === 'arg') return { channel, body: { kind: 'text', text: `{"arg":{${field},"key":"recent:0"}}` } };
    if (where === 'settings') {
      const text = JSON.stringify({
        arg: { handle: LIVE_HANDLE, campaign: campaign('fuzz'), baseRevision: '0123456789abcdef' },
      });
      return {
        channel: 'writeCampaign',
        body: { kind: 'text', text: text.replace('"settings":{}', `"settings":{${field}}`) },
      };
    }
    const text = JSON.stringify({
      arg: {
        handle: LIVE_HANDLE,
        character: character('aria', {}, where === 'event' ? [{ id: 'e1', type: 'age', date: '2026-11-21' }] : []),
      },
    });
    return {
      channel: 'writeCharacter',
      body: {
        kind: 'text',
        text:
          where === 'event'
            ? text.replace('"type":"age"', `"type":"age",${field}`)
            : text.replace('"creation":{}', `"creation":{${field}}`),
      },
    };
  });

/** Levels of objects around the deep part of each channel's deep body (see bodyText). */
const LEVELS_AROUND_DEEP: Record<string, number> = {
  writeCharacter: 3,
  writeCampaign: 3,
  createCampaign: 2,
  openCampaign: 0,
  hostInfo: 0,
};

const deepBody = fc.record({
  channel: fc.constantFrom('writeCharacter', 'writeCampaign', 'createCampaign', 'openCampaign', 'hostInfo'),
  open: fc.constantFrom<'[' | '{"a":'>('[', '{"a":'),
  // Either side of the limit, and far past it.
  depth: fc.oneof(
    fc.integer({ min: MAX_JSON_DEPTH - 4, max: MAX_JSON_DEPTH + 1 }),
    fc.constantFrom(1_000, 20_000, 200_000),
  ),
});

const longBody = fc.record({
  channel: fc.constantFrom('writeCharacter', 'createCampaign', 'openCampaign'),
  length: fc.constantFrom(1_000, 100_000, 1_000_000),
});

const anyBody: fc.Arbitrary<Body> = fc.oneof(
  fc.jsonValue().map((value): Body => ({ kind: 'text', text: JSON.stringify(value) ?? 'null' })),
  fc.jsonValue().map((value): Body => ({ kind: 'text', text: JSON.stringify({ arg: value }) })),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((text): Body => ({ kind: 'text', text })),
  refusedKeyBody.map(({ body }) => body),
  deepBody.map((deep): Body => ({ kind: 'deep', ...deep })),
  longBody.map((long): Body => ({ kind: 'long', ...long })),
);

const api = (channel: string, body: Body): FuzzRequest => ({
  method: 'POST',
  path: `/api/${channel}`,
  contentType: 'application/json',
  body,
});

const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .oneof(
    {
      weight: 4,
      arbitrary: nearValid.map(({ channel, arg }) =>
        api(channel, { kind: 'text', text: JSON.stringify(arg === undefined ? {} : { arg }) }),
      ),
    },
    {
      weight: 2,
      arbitrary: refusedKeyBody.map(({ channel, body }): FuzzRequest => ({ ...api(channel, body), badShape: true })),
    },
    {
      weight: 2,
      arbitrary: deepBody.map((deep): FuzzRequest => {
        const request = api(deep.channel, { kind: 'deep', ...deep });
        return LEVELS_AROUND_DEEP[deep.channel]! + deep.depth > MAX_JSON_DEPTH
          ? { ...request, badShape: true }
          : request;
      }),
    },
    { weight: 1, arbitrary: longBody.map((long) => api(long.channel, { kind: 'long', ...long })) },
    {
      weight: 3,
      arbitrary: fc.record({ method, path: requestPath, contentType, body: fc.option(anyBody, { nil: undefined }) }),
    },
  )
  // The event stream stays open by design; its own tests cover it.
  .filter(
    (request) =>
      !(request.path.split('?')[0] === '/api/events' && (request.method === 'GET' || request.method === 'HEAD')),
  );

function bodyText(body: Body): string {
  if (body.kind === 'text') return body.text;
  if (body.kind === 'long') {
    const long = 'x'.repeat(body.length);
    if (body.channel === 'createCampaign')
      return JSON.stringify({ arg: { name: 'Long', system: 'mls', settings: { note: long } } });
    if (body.channel === 'openCampaign') return JSON.stringify({ arg: { key: `root:${long}` } });
    return JSON.stringify({
      arg: { handle: LIVE_HANDLE, character: character('long', { notes: long }), overwrite: true },
    });
  }
  const close = body.open === '[' ? ']' : '}';
  const deep = `${body.open.repeat(body.depth)}0${close.repeat(body.depth)}`;
  // overwrite: a write that is let through must reach the stringifier, not stop at a conflict.
  if (body.channel === 'writeCharacter')
    return `{"arg":{"handle":"${LIVE_HANDLE}","overwrite":true,"character":${JSON.stringify(character('deep')).replace('"creation":{}', `"creation":{"x":${deep}}`)}}}`;
  if (body.channel === 'writeCampaign')
    return `{"arg":{"handle":"${LIVE_HANDLE}","overwrite":true,"baseRevision":"0123456789abcdef","campaign":${JSON.stringify(campaign('fuzz')).replace('"settings":{}', `"settings":{"x":${deep}}`)}}}`;
  if (body.channel === 'createCampaign') return `{"arg":{"name":"Deep","system":"mls","settings":{"x":${deep}}}}`;
  return `{"arg":${deep}}`;
}

// --- what must hold ---------------------------------------------------------------

/** Every file, folder and link under `base` except the campaigns root, with contents. */
async function everythingOutsideRoot(base: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(base, full);
      if (rel === 'root') continue;
      if (entry.isSymbolicLink()) found[rel] = `link to ${await readlink(full)}`;
      else if (entry.isDirectory()) {
        found[`${rel}/`] = 'folder';
        await walk(full);
      } else found[rel] = (await readFile(full)).toString('base64');
    }
  };
  await walk(base);
  return found;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Something worth reaching for outside the root: a campaign a traversal could open or overwrite.
  const outside = path.join(server.base, 'outside');
  const outsideCampaign: CampaignFile = {
    formatVersion: 1,
    id: 'outside',
    name: 'Outside',
    system: 'mls',
    settings: {},
    sessions: [],
    createdAt: '2026-01-01',
  };
  const outsideCharacter: CharacterFile = {
    formatVersion: 1,
    id: 'aria',
    name: 'Aria',
    system: 'mls',
    createdAt: '2026-01-01',
    creation: {},
    events: [],
  };
  await writeFile(path.join(outside, 'campaign.json'), stableStringify(outsideCampaign));
  await mkdir(path.join(outside, 'characters'));
  await writeFile(path.join(outside, 'characters', 'aria.json'), stableStringify(outsideCharacter));
});
afterAll(async () => {
  await server.stop();
});

describe('browser mode under random and hostile requests', () => {
  it('never answers 5xx or an io error, touches nothing outside the root, and keeps answering', async () => {
    const created = await server.call('createCampaign', { name: 'Fuzz', system: 'mls' });
    expect(created.body.ok).toBe(true);
    let liveHandle: string | undefined = created.body.value.handle;
    expect((await server.call('writeCharacter', { handle: liveHandle, character: character('aria') })).body.ok).toBe(
      true,
    );
    // A copy a sync tool left, for the conflict-copy requests to find.
    const copy = 'characters/aria.sync-conflict-20261123-101010-ABCDEFG.json';
    await writeFile(
      path.join(server.root, 'Fuzz', copy),
      stableStringify({ ...character('aria'), name: 'Aria Elsewhere' }),
    );

    const before = await everythingOutsideRoot(server.base);
    const outsidePath = JSON.stringify(path.join(server.base, 'outside')).slice(1, -1);

    await fc.assert(
      fc.asyncProperty(fuzzRequest, async (request) => {
        if (liveHandle === undefined) {
          const reopened = await server.call('openCampaign', { key: 'root:Fuzz' });
          liveHandle = reopened.body.ok ? (reopened.body.value.handle as string) : 'AbCdEfGh12345678';
        }
        const headers: Record<string, string> = {};
        if (request.contentType !== undefined) headers['Content-Type'] = request.contentType;
        const body =
          request.body &&
          bodyText(request.body).split(LIVE_HANDLE).join(liveHandle).split(OUTSIDE_PATH).join(outsidePath);
        // Node's client sends a GET, HEAD, DELETE or OPTIONS body without a length unless told; a browser never sends one at all.
        if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));

        const reply = await server.request({ method: request.method, path: request.path, headers, body });
        expect(reply.status, `${request.method} ${request.path}: ${reply.text.slice(0, 300)}`).toBeLessThan(500);
        expect(reply.status).toBeGreaterThanOrEqual(200);
        // The temporary root never refuses a write, so an io error can only be the server failing on what it was sent.
        expect(reply.text, `${request.method} ${request.path}`).not.toMatch(/"code":"io"/);
        if (request.badShape) {
          expect(reply.status, reply.text).toBe(400);
          expect(JSON.parse(reply.text).error).toEqual({
            code: 'invalid-argument',
            message: expect.stringMatching(
              / Reload the page and try again\.$| Nothing was changed; correct it and try again\.$/,
            ),
          });
        }
        if (
          request.path === '/api/closeCampaign' &&
          body?.includes(`"${liveHandle}"`) &&
          reply.text.startsWith('{"ok":true')
        )
          liveHandle = undefined;
      }),
      { seed: 20261123, numRuns: 300 },
    );

    expect(await everythingOutsideRoot(server.base)).toEqual(before);
    expect(await server.call('hostInfo')).toMatchObject({
      status: 200,
      body: { ok: true, value: { kind: 'browser' } },
    });
    // Whatever was let through and saved can be read back: every campaign opens with every file in it.
    const listed = await server.call('listCampaigns');
    expect(listed.body.value.length).toBeGreaterThan(5);
    for (const { key } of listed.body.value as Array<{ key: string }>) {
      const opened = await server.call('openCampaign', { key });
      expect(opened.body.ok, key).toBe(true);
      expect(
        opened.body.value.problems.filter((problem: { file: string }) => problem.file !== copy),
        key,
      ).toEqual([]);
    }
  });
});
