import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stableStringify, type CampaignFile, type CharacterFile } from '../../../shared/model';
import { snapshot, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

function campaignJson(name: string): string {
  const campaign: CampaignFile = {
    formatVersion: 1,
    id: 'outside',
    name,
    system: 'mls',
    settings: {},
    sessions: [],
    createdAt: '2026-01-01',
  };
  return stableStringify(campaign);
}

function character(id: string, name: string): CharacterFile {
  return { formatVersion: 1, id, name, system: 'mls', createdAt: '2026-11-21', creation: {}, events: [] };
}

describe('browser mode campaigns', () => {
  it('creates, lists, opens, writes and reads back a character', async () => {
    const created = await server.call('createCampaign', { name: 'Heroes of Heimr', system: 'mls' });
    expect(created.status).toBe(200);
    expect(created.body.ok).toBe(true);
    expect(created.body.value.path).toBe(path.join(server.root, 'Heroes of Heimr'));
    expect(JSON.parse(await readFile(path.join(server.root, 'Heroes of Heimr', 'campaign.json'), 'utf8')).name).toBe(
      'Heroes of Heimr',
    );

    const listed = await server.call('listCampaigns');
    expect(listed.body.ok).toBe(true);
    expect(listed.body.value).toEqual([
      expect.objectContaining({ key: 'root:Heroes of Heimr', name: 'Heroes of Heimr', system: 'mls' }),
    ]);

    const opened = await server.call('openCampaign', { key: 'root:Heroes of Heimr' });
    expect(opened.body.ok).toBe(true);
    const handle: string = opened.body.value.handle;
    // The page keeps this key in its address, so a reload opens the same campaign again.
    expect(created.body.value.key).toBe('root:Heroes of Heimr');
    expect(opened.body.value.key).toBe('root:Heroes of Heimr');

    const aria = character('aria', 'Aria Stormborn');
    const written = await server.call('writeCharacter', { handle, character: aria });
    expect(written.body).toMatchObject({ ok: true, value: { revision: expect.any(String) } });
    const read = await server.call('readCharacter', { handle, id: 'aria' });
    expect(read.body).toEqual({
      ok: true,
      value: expect.objectContaining({ character: aria, revision: written.body.value.revision }),
    });
  });

  it('refuses a campaign of a game it does not know, and a character of another game or of a newer data version', async () => {
    const unknown = await server.call('createCampaign', { name: 'Chess Club', system: 'nosuchgame' });
    expect(unknown.body).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining('"nosuchgame"') },
    });
    expect(Object.keys(await snapshot(server.base))).not.toContainEqual(expect.stringContaining('Chess Club'));

    const created = await server.call('createCampaign', { name: 'Border Watch', system: 'mls' });
    const handle: string = created.body.value.handle;
    const ragna = { ...character('ragna', 'Ragna'), system: 'heimr' };
    const other = await server.call('writeCharacter', { handle, character: ragna });
    expect(other.body).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining('Heimr') },
    });
    const newer = await server.call('writeCharacter', {
      handle,
      character: { ...character('bram', 'Bram'), dataVersion: 99 },
    });
    expect(newer.body).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining('data version 99') },
    });
    expect(Object.keys(await snapshot(server.base))).not.toContainEqual(
      expect.stringMatching(/characters\/(ragna|bram)\.json/),
    );
  });

  it('lists the campaign opened last first, with when it was opened, and each campaign once', async () => {
    await server.call('createCampaign', { name: 'Alpha', system: 'mls' });
    await server.call('createCampaign', { name: 'Beta', system: 'mls' });
    await mkdir(path.join(server.root, 'Gamma'));
    await writeFile(path.join(server.root, 'Gamma', 'campaign.json'), campaignJson('Gamma'));
    await mkdir(path.join(server.root, 'Not a campaign'));
    await server.call('openCampaign', { key: 'root:Alpha' });

    const listed = await server.call('listCampaigns');
    expect(listed.body.value.map((l: { key: string }) => l.key)).toEqual(['root:Alpha', 'root:Beta', 'root:Gamma']);
    expect(listed.body.value[0].lastOpened).toEqual(expect.any(String));
    expect(listed.body.value[2].lastOpened).toBeUndefined();
  });

  it('gives a second campaign of the same name its own folder', async () => {
    await server.call('createCampaign', { name: 'Heroes', system: 'mls' });
    const second = await server.call('createCampaign', { name: 'Heroes', system: 'mls' });
    expect(second.body.value.path).toBe(path.join(server.root, 'Heroes 2'));
  });

  it('makes a folder name without separators from any campaign name', async () => {
    const created = await server.call('createCampaign', { name: '../../Escape: the/Tower?', system: 'mls' });
    expect(created.body.ok).toBe(true);
    expect(path.dirname(created.body.value.path)).toBe(server.root);
    const listed = await server.call('listCampaigns');
    const opened = await server.call('openCampaign', { key: listed.body.value[0].key });
    expect(opened.body.ok).toBe(true);
  });

  it.each([
    ['root:../outside', 'a name that climbs out of the root'],
    ['root:..', 'the parent folder'],
    ['root:a/b', 'a nested path'],
    ['root:a\\b', 'a backslash path'],
  ])('refuses %s (%s) with not-allowed', async (key) => {
    await writeFile(path.join(server.base, 'outside', 'campaign.json'), campaignJson('Outside'));
    const before = await snapshot(server.base);
    const reply = await server.call('openCampaign', { key });
    expect(reply.body).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
    expect(reply.body.error.message).toContain(server.root);
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('refuses an absolute path as a key', async () => {
    await writeFile(path.join(server.base, 'outside', 'campaign.json'), campaignJson('Outside'));
    const reply = await server.call('openCampaign', { key: path.join(server.base, 'outside') });
    expect(reply.body.ok).toBe(false);
    expect(['not-allowed', 'not-found']).toContain(reply.body.error.code);
    expect(await server.call('listCampaigns')).toEqual({ status: 200, body: { ok: true, value: [] } });
  });

  it('refuses a symlink in the root that points outside it', async () => {
    await writeFile(path.join(server.base, 'outside', 'campaign.json'), campaignJson('Outside'));
    await symlink(path.join(server.base, 'outside'), path.join(server.root, 'Linked'), 'dir');
    const reply = await server.call('openCampaign', { key: 'root:Linked' });
    expect(reply.body).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
  });

  it('lists recent campaigns only when they lie inside the root', async () => {
    await writeFile(path.join(server.base, 'outside', 'campaign.json'), campaignJson('Outside'));
    // The desktop app may have opened a folder elsewhere; browser mode must not offer it.
    const outside = await server.service.openFolder(path.join(server.base, 'outside'));
    expect(outside.ok).toBe(true);
    await mkdir(path.join(server.root, 'Inside'));
    await writeFile(path.join(server.root, 'Inside', 'campaign.json'), campaignJson('Inside'));
    await server.call('openCampaign', { key: 'root:Inside' });

    const listed = await server.call('listCampaigns');
    expect(listed.body.value.map((l: { name: string }) => l.name)).toEqual(['Inside']);

    const recent = await server.service.listRecent();
    const outsideKey = recent.find((l) => l.name === 'Outside')!.key;
    const reply = await server.call('openCampaign', { key: outsideKey });
    expect(reply.body).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
  });

  it('answers a recent key of a campaign in the root with its root key', async () => {
    await server.call('createCampaign', { name: 'Alpha', system: 'mls' });
    const recentKey = (await server.service.listRecent())[0]!.key;
    expect(recentKey).toMatch(/^recent:/);
    const reply = await server.call('openCampaign', { key: recentKey });
    expect(reply.body).toMatchObject({ ok: true, value: { key: 'root:Alpha' } });
  });

  it('says folder dialogs and printing belong elsewhere', async () => {
    const choose = await server.call('chooseCampaignFolder');
    expect(choose.body).toMatchObject({ ok: false, error: { code: 'unsupported' } });
    expect(choose.body.error.message).toContain(server.root);
    const print = await server.call('print', { target: 'system' });
    expect(print.body).toMatchObject({ ok: false, error: { code: 'unsupported' } });
  });
});

describe('browser mode API requests', () => {
  it('answers 400 with invalid-argument naming the field', async () => {
    const reply = await server.call('createCampaign', { name: '', system: 'mls' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(reply.body.error.message).toContain('"name"');
    expect(await server.call('listCampaigns')).toEqual({ status: 200, body: { ok: true, value: [] } });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const reply = await server.request({
      method: 'POST',
      path: '/api/openCampaign',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text).error.code).toBe('invalid-argument');
  });

  it('answers 404 for an unknown method, including ones inherited from Object', async () => {
    for (const method of ['deleteEverything', 'constructor', '__proto__', 'toString']) {
      const reply = await server.request({ method: 'POST', path: `/api/${method}` });
      expect(reply.status).toBe(404);
      expect(JSON.parse(reply.text).error.code).toBe('not-found');
    }
  });

  it('answers 405 to a GET of an API method', async () => {
    expect((await server.request({ path: '/api/listCampaigns' })).status).toBe(405);
  });

  /** Creates a campaign and returns its handle, with a snapshot of every file once it exists. */
  async function openedCampaign() {
    const created = await server.call('createCampaign', { name: 'Shapes', system: 'mls' });
    expect(created.body.ok).toBe(true);
    return { handle: created.body.value.handle as string, before: await snapshot(server.base) };
  }

  it('refuses a character nested 200,000 deep with 400 and a sentence, and writes nothing', async () => {
    const { handle, before } = await openedCampaign();
    // Built as text: the test's own JSON.stringify could not write data this deep either.
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const body = JSON.stringify({ arg: { handle, character: character('aria', 'Aria') } }).replace(
      '"creation":{}',
      `"creation":{"traits":${deep}}`,
    );
    expect(body.length).toBeGreaterThan(400_000);
    const reply = await server.request({
      method: 'POST',
      path: '/api/writeCharacter',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(reply.status).toBe(400);
    const answer = JSON.parse(reply.text);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(answer.error.message).toMatch(
      /^The "writeCharacter" request was refused: field "character\.creation\.traits(\.0)+" is nested more than 64 levels deep, [^.]+\. Nothing was changed; correct it and try again\.$/,
    );
    expect(await snapshot(server.base)).toEqual(before);
    expect((await server.call('readCharacter', { handle, id: 'aria' })).body).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });

  it.each([
    [
      "the character's creation",
      'writeCharacter',
      '"creation":{}',
      '"creation":{"__proto__":{"race":"elf"}}',
      'character.creation.__proto__',
    ],
    [
      'a ledger event',
      'writeCharacter',
      '"events":[]',
      '"events":[{"id":"e1","type":"age","date":"2026-11-21","__proto__":{}}]',
      'character.events.0.__proto__',
    ],
    ['the argument itself', 'writeCharacter', '{"arg":{', '{"arg":{"__proto__":{"overwrite":true},', '__proto__'],
    [
      'campaign settings',
      'writeCampaign',
      '"settings":{}',
      '"settings":{"nested":{"__proto__":{"isAdmin":true}}}',
      'campaign.settings.nested.__proto__',
    ],
    [
      'a field named constructor',
      'writeCharacter',
      '"creation":{}',
      '"creation":{"constructor":{"prototype":{}}}',
      'character.creation.constructor',
    ],
  ])(
    'refuses a "__proto__"-like field in %s with 400 naming it, and writes nothing',
    async (_where, method, from, to, field) => {
      const { handle, before } = await openedCampaign();
      const campaign: CampaignFile = {
        formatVersion: 1,
        id: 'shapes',
        name: 'Shapes',
        system: 'mls',
        settings: {},
        sessions: [],
        createdAt: '2026-01-01',
      };
      const arg =
        method === 'writeCharacter'
          ? { handle, character: character('aria', 'Aria') }
          : { handle, campaign, baseRevision: '0123456789abcdef' };
      const text = JSON.stringify({ arg });
      expect(text).toContain(from);
      const reply = await server.request({
        method: 'POST',
        path: `/api/${method}`,
        headers: { 'Content-Type': 'application/json' },
        body: text.replace(from, to),
      });
      expect(reply.status).toBe(400);
      const answer = JSON.parse(reply.text);
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
      expect(answer.error.message).toContain(`field "${field}" is named`);
      expect(answer.error.message).toMatch(/\. Nothing was changed; correct it and try again\.$/);
      expect(await snapshot(server.base)).toEqual(before);
    },
  );

  it('refuses a body with any field besides "arg", "__proto__" among them', async () => {
    const { handle, before } = await openedCampaign();
    for (const body of [
      `{"__proto__":{"arg":1},"arg":${JSON.stringify({ handle, character: character('aria', 'Aria') })}}`,
      `{"arg":${JSON.stringify({ handle, character: character('aria', 'Aria') })},"extra":true}`,
    ]) {
      const reply = await server.request({
        method: 'POST',
        path: '/api/writeCharacter',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.text).error).toEqual({
        code: 'invalid-argument',
        message: expect.stringContaining('{"arg": ...}'),
      });
    }
    expect(await snapshot(server.base)).toEqual(before);
  });

  it('still answers 500 with the reason when the store itself fails', async () => {
    const { handle } = await openedCampaign();
    // The server hands the store the request it checked at its boundary.
    server.service.checked.writeCharacter = async () => {
      throw new Error('EACCES: permission denied');
    };
    const reply = await server.call('writeCharacter', { handle, character: character('aria', 'Aria') });
    expect(reply.status).toBe(500);
    expect(reply.body.error.code).toBe('io');
    expect(reply.body.error.message).toContain('permission denied');
  });

  it('refuses a body larger than the largest file the app opens with 413, in the words of a save, and writes nothing', async () => {
    const before = await snapshot(server.base);
    const huge = JSON.stringify({
      arg: { name: 'Big', system: 'mls', settings: { blob: 'x'.repeat(20 * 1024 * 1024) } },
    });
    const reply = await server.request({
      method: 'POST',
      path: '/api/createCampaign',
      headers: { 'Content-Type': 'application/json' },
      body: huge,
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text).error.message).toBe(
      'This save is 20.1 MB; the app opens files up to 16 MB, so nothing was saved. Remove what made it so large (a very long note, perhaps) and save again.',
    );
    expect(await snapshot(server.base)).toEqual(before);
  });
});
