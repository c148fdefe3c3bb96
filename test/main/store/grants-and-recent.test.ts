import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { readRecent, recordRecent } from '../../../src-main/store/recent';
import { createCampaignService } from '../../../src-main/store/service';
import {
  listTree,
  makeCampaign,
  makeCharacter,
  makeTempFolder,
  removeTempFolder,
  writeCampaignFolder,
} from './store-fixtures';

describe('grants', () => {
  let root: string;
  let service: CampaignService;
  beforeEach(async () => {
    root = await makeTempFolder();
    service = createCampaignService({
      recentFile: path.join(root, 'recent.json'),
      watch: false,
      today: () => '2026-11-21',
    });
  });
  afterEach(async () => {
    await service.dispose();
    await removeTempFolder(root);
  });

  it('refuses every method for a handle it never gave out', async () => {
    const handle = 'AAAAAAAAAAAAAAAAAAAAAAAA';
    const results = [
      await service.readCharacter({ handle, id: 'aria' }),
      await service.writeCharacter({ handle, character: makeCharacter('aria') }),
      await service.deleteCharacter({ handle, id: 'aria' }),
      await service.writeCampaign({ handle, campaign: makeCampaign(), baseRevision: '0123456789abcdef' }),
      await service.closeCampaign(handle),
    ];
    for (const result of results) expect(result).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
    expect(service.folderOf(handle)).toBeUndefined();
  });

  it('refuses a handle once its campaign is closed', async () => {
    const folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, [makeCharacter('aria')]);
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(service.folderOf(opened.value.handle)).toBe(folder);
    expect(await service.closeCampaign(opened.value.handle)).toEqual({ ok: true, value: null });
    expect(await service.readCharacter({ handle: opened.value.handle, id: 'aria' })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
  });

  it('keeps a campaign open in one tab when another tab showing it closes it', async () => {
    const folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, [makeCharacter('aria')]);
    const first = await service.openFolder(folder);
    const second = await service.openFolder(folder);
    if (!first.ok || !second.ok) throw new Error('not opened');
    expect(second.value.handle).toBe(first.value.handle);
    expect(await service.closeCampaign(first.value.handle)).toEqual({ ok: true, value: null });
    expect(await service.readCharacter({ handle: second.value.handle, id: 'aria' })).toMatchObject({ ok: true });
    expect(await service.closeCampaign(second.value.handle)).toEqual({ ok: true, value: null });
    expect(await service.readCharacter({ handle: second.value.handle, id: 'aria' })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
  });

  it('refuses character ids that would leave the characters folder or that Windows cannot store', async () => {
    const folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, []);
    await fs.writeFile(path.join(folder, 'x.json'), '{}');
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    const { handle } = opened.value;
    for (const id of ['../x', '..', 'a/b', 'A', '']) {
      expect(await service.readCharacter({ handle, id })).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
      expect(await service.deleteCharacter({ handle, id })).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
      const write = await service.writeCharacter({ handle, character: { ...makeCharacter('aria'), id } });
      expect(write).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    }
    const reserved = await service.writeCharacter({ handle, character: makeCharacter('con') });
    expect(reserved).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(await listTree(root)).toEqual(['Border Watch/campaign.json', 'Border Watch/x.json', 'recent.json']);
  });
});

describe('creating a campaign', () => {
  let root: string;
  let service: CampaignService;
  beforeEach(async () => {
    root = await makeTempFolder();
    service = createCampaignService({
      recentFile: path.join(root, 'recent.json'),
      watch: false,
      today: () => '2026-11-21',
    });
  });
  afterEach(async () => {
    await service.dispose();
    await removeTempFolder(root);
  });

  it('writes campaign.json and an empty characters folder, then opens it', async () => {
    const folder = path.join(root, 'Hârn Nights');
    const created = await service.createCampaign(folder, { name: 'Hârn Nights', system: 'mls' });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.campaign).toEqual({
      formatVersion: 1,
      id: 'harn-nights',
      name: 'Hârn Nights',
      system: 'mls',
      settings: {},
      sessions: [],
      createdAt: '2026-11-21',
    });
    expect(created.value.characters).toEqual([]);
    expect(await fs.readdir(path.join(folder, 'characters'))).toEqual([]);
    const added = await service.writeCharacter({ handle: created.value.handle, character: makeCharacter('aria') });
    expect(added.ok).toBe(true);
  });

  it('refuses a folder that already has files in it', async () => {
    const folder = path.join(root, 'Taken');
    await fs.mkdir(folder);
    await fs.writeFile(path.join(folder, 'notes.txt'), 'mine');
    const created = await service.createCampaign(folder, { name: 'Taken', system: 'mls' });
    expect(created).toMatchObject({ ok: false, error: { code: 'already-exists' } });
    expect(await fs.readdir(folder)).toEqual(['notes.txt']);
  });

  it('accepts an existing empty folder and keeps given settings', async () => {
    const folder = path.join(root, 'Empty');
    await fs.mkdir(folder);
    const created = await service.createCampaign(folder, { name: '!!!', system: 'mls', settings: { budget: 200 } });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.campaign).toMatchObject({ id: 'empty', settings: { budget: 200 } });
  });
});

describe('the recent list', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempFolder();
  });
  afterEach(async () => {
    await removeTempFolder(root);
  });

  it('persists across service instances, newest first, and reopens by key', async () => {
    const recentFile = path.join(root, 'data', 'recent.json');
    const first = createCampaignService({ recentFile, watch: false });
    for (const name of ['One', 'Two']) {
      await writeCampaignFolder(path.join(root, name), [], makeCampaign({ name: `Campaign ${name}` }));
      expect((await first.openFolder(path.join(root, name))).ok).toBe(true);
    }
    await first.dispose();

    const second = createCampaignService({ recentFile, watch: false });
    const recent = await second.listRecent();
    expect(recent.map((r) => [r.name, r.path])).toEqual([
      ['Campaign Two', path.join(root, 'Two')],
      ['Campaign One', path.join(root, 'One')],
    ]);
    const [two, one] = recent.map((r) => r.key);
    const reopened = await second.openRecent(one!);
    expect(reopened.ok && reopened.value.campaign.name).toBe('Campaign One');
    expect(reopened.ok && reopened.value.key).toBe(one);
    // A campaign keeps its key when it moves up the list, so an address that names it still finds it.
    expect((await second.listRecent()).map((r) => [r.key, r.name])).toEqual([
      [one, 'Campaign One'],
      [two, 'Campaign Two'],
    ]);
    expect(one).toMatch(/^recent:[0-9a-f]{16}$/);
    expect(await second.openRecent('recent:7')).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await second.openRecent(`recent:${'0'.repeat(16)}`)).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    await second.dispose();
  });

  it('gives an opened folder the key its recent entry has, and no key names a path', async () => {
    const recentFile = path.join(root, 'data', 'recent.json');
    const service = createCampaignService({ recentFile, watch: false });
    await writeCampaignFolder(path.join(root, 'One'), [], makeCampaign({ name: 'Campaign One' }));
    const opened = await service.openFolder(path.join(root, 'One'));
    expect(opened.ok && opened.value.key).toBe((await service.listRecent())[0]!.key);
    expect(await service.openRecent(path.join(root, 'One'))).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await service.openRecent(`recent:${path.join(root, 'One')}`)).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    await service.dispose();
  });

  it('lists a renamed campaign under its new name at once, in the same place', async () => {
    const recentFile = path.join(root, 'recent.json');
    const service = createCampaignService({ recentFile, watch: false });
    for (const name of ['One', 'Two']) {
      await writeCampaignFolder(path.join(root, name), [], makeCampaign({ name: `Campaign ${name}` }));
    }
    const one = await service.openFolder(path.join(root, 'One'));
    if (!one.ok) throw new Error(one.error.message);
    expect((await service.openFolder(path.join(root, 'Two'))).ok).toBe(true);
    const before = await readRecent(recentFile);

    const renamed = await service.writeCampaign({
      handle: one.value.handle,
      campaign: { ...one.value.campaign, name: 'The Drowned Mill' },
      baseRevision: one.value.campaignRevision,
    });
    expect(renamed.ok).toBe(true);
    const after = await readRecent(recentFile);
    expect(after.map((r) => r.name)).toEqual(['Campaign Two', 'The Drowned Mill']);
    expect(after[1]!.lastOpened).toBe(before[1]!.lastOpened);
    await service.dispose();
  });

  it('sweeps temp files a killed writer left beside the recent list, as browser mode keeps it in the campaigns root', async () => {
    const recentFile = path.join(root, '.recent.json');
    // atomicWrite names its temp file after the target: a dot, the file's name, a random part.
    const leftover = path.join(root, '..recent.json.0123456789ab.tmp');
    const someoneElses = path.join(root, '.notes.json.0123456789ab.tmp');
    await fs.writeFile(leftover, '{"recent": [');
    await fs.writeFile(someoneElses, 'not ours');
    const service = createCampaignService({ recentFile, watch: false });
    await writeCampaignFolder(path.join(root, 'One'), []);
    expect((await service.openFolder(path.join(root, 'One'))).ok).toBe(true);
    await service.dispose();
    await expect(fs.access(leftover)).rejects.toThrow();
    expect(await fs.readFile(someoneElses, 'utf8')).toBe('not ours');
    expect((await readRecent(recentFile)).map((r) => r.name)).toEqual(['The Border Watch']);
    // Nothing of the recent list's lock is left behind either.
    expect((await fs.readdir(root)).filter((name) => name.includes('.recent.json')).sort()).toEqual(['.recent.json']);
  });

  it('keeps at most 10 entries', async () => {
    const recentFile = path.join(root, 'recent.json');
    for (let n = 0; n < 12; n++) {
      await recordRecent(recentFile, {
        path: `/campaigns/${n}`,
        name: `C${n}`,
        system: 'mls',
        lastOpened: `2026-11-21T10:00:${n}`,
      });
    }
    const recent = await readRecent(recentFile);
    expect(recent.map((r) => r.name)).toEqual(['C11', 'C10', 'C9', 'C8', 'C7', 'C6', 'C5', 'C4', 'C3', 'C2']);
  });

  it('reads a missing or corrupt list as empty and can still record to it', async () => {
    const recentFile = path.join(root, 'recent.json');
    const service = createCampaignService({ recentFile, watch: false });
    expect(await service.listRecent()).toEqual([]);
    await fs.writeFile(recentFile, '{"recent": [ {"path": ');
    expect(await service.listRecent()).toEqual([]);
    await writeCampaignFolder(path.join(root, 'One'), []);
    expect((await service.openFolder(path.join(root, 'One'))).ok).toBe(true);
    expect((await service.listRecent()).map((r) => r.name)).toEqual(['The Border Watch']);
    await service.dispose();
  });
});
