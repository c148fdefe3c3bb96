import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stableStringify } from '../../../shared/model';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { revisionOf } from '../../../src-main/store/revision';
import { createCampaignService } from '../../../src-main/store/service';
import {
  listTree,
  makeCampaign,
  makeCharacter,
  makeTempFolder,
  removeTempFolder,
  writeCampaignFolder,
} from './store-fixtures';

/** The host decides which games a campaign and its characters may be of, whatever the page sends. */
describe('the games the store writes', () => {
  let root: string;
  let folder: string;
  let service: CampaignService;
  let handle: string;
  let campaignRevision: string;
  const ariaPath = () => path.join(folder, 'characters', 'aria.json');
  /** Ragna, a character of Heimr, a game the Border Watch (a campaign of MLS) does not play. */
  const ragna = makeCharacter('ragna', 0, { name: 'Ragna', system: 'heimr', creation: { background: 'skald' } });

  beforeEach(async () => {
    root = await makeTempFolder();
    folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, [makeCharacter('aria', 1)]);
    service = createCampaignService({
      recentFile: path.join(root, 'recent.json'),
      watch: false,
      today: () => '2026-11-21',
    });
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    handle = opened.value.handle;
    campaignRevision = opened.value.campaignRevision;
  });
  afterEach(async () => {
    await service.dispose();
    await removeTempFolder(root);
  });

  it('creates no campaign of a game the app does not know, and says which games it knows', async () => {
    const created = await service.createCampaign(path.join(root, 'Chess Club'), {
      name: 'Chess Club',
      system: 'nosuchgame',
    });
    expect(created).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    if (!created.ok) {
      expect(created.error.message).toContain('"nosuchgame"');
      expect(created.error.message).toContain('Heimr');
    }
    expect(await listTree(root)).not.toContainEqual(expect.stringMatching(/^Chess Club\//));
  });

  it('opens no campaign of a game the app does not know (made by a newer version), and changes nothing in it', async () => {
    const chess = path.join(root, 'Chess Club');
    await writeCampaignFolder(chess, [], makeCampaign({ id: 'chess-club', name: 'Chess Club', system: 'nosuchgame' }));
    const before = await fs.readFile(path.join(chess, 'campaign.json'), 'utf8');
    const opened = await service.openFolder(chess);
    expect(opened).toMatchObject({ ok: false, error: { code: 'file-problem' } });
    if (!opened.ok) expect(opened.error.message).toContain('"nosuchgame", which this version of the app does not know');
    expect(await fs.readFile(path.join(chess, 'campaign.json'), 'utf8')).toBe(before);
    expect((await service.listRecent()).map((c) => c.name)).not.toContain('Chess Club');
  });

  it('saves no campaign.json that names a game the app does not know', async () => {
    const saved = await service.writeCampaign({
      handle,
      campaign: makeCampaign({ system: 'nosuchgame' }),
      baseRevision: campaignRevision,
    });
    expect(saved).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining('"nosuchgame"') },
    });
    expect(await fs.readFile(path.join(folder, 'campaign.json'), 'utf8')).toBe(stableStringify(makeCampaign()));
  });

  it('saves no campaign.json that changes the game its characters are of', async () => {
    const saved = await service.writeCampaign({
      handle,
      campaign: makeCampaign({ system: 'heimr' }),
      baseRevision: campaignRevision,
    });
    expect(saved).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    if (!saved.ok) expect(saved.error.message).toMatch(/from The Nutshell MLS to Heimr/);
    expect(await fs.readFile(path.join(folder, 'campaign.json'), 'utf8')).toBe(stableStringify(makeCampaign()));
    // Nor does it let a character of that game in afterwards.
    expect(await service.writeCharacter({ handle, character: ragna })).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
  });

  it('does not save a character of another game into the campaign', async () => {
    const saved = await service.writeCharacter({ handle, character: ragna });
    expect(saved).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    if (!saved.ok) expect(saved.error.message).toMatch(/Ragna.+Heimr.+The Nutshell MLS/);
    expect(await listTree(folder)).toEqual(['campaign.json', 'characters/aria.json']);
  });

  it('does not save a character of another game among several, nor the award that follows them', async () => {
    const aria = makeCharacter('aria', 2);
    const saved = await service.writeCharacters({
      handle,
      writes: [
        { character: aria, baseRevision: revisionOf(stableStringify(makeCharacter('aria', 1))) },
        { character: ragna },
      ],
      campaign: {
        campaign: makeCampaign({ name: 'The Border Watch, after the award' }),
        baseRevision: campaignRevision,
      },
    });
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.value.results[0]).toMatchObject({ ok: true });
    expect(saved.value.results[1]).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining('Heimr') },
    });
    expect(saved.value.campaign).toBeUndefined();
    expect(await listTree(folder)).not.toContain('characters/ragna.json');
    expect(await fs.readFile(path.join(folder, 'campaign.json'), 'utf8')).toBe(stableStringify(makeCampaign()));
  });

  it('does not keep a conflict copy that holds a character of another game', async () => {
    const copy = 'characters/aria.sync-conflict-20261123-101010-ABCDEFG.json';
    const heimrAria = stableStringify(makeCharacter('aria', 0, { system: 'heimr', creation: { background: 'skald' } }));
    await fs.writeFile(path.join(folder, copy), heimrAria);
    const before = await fs.readFile(ariaPath(), 'utf8');
    const kept = await service.resolveConflictCopy({
      handle,
      file: copy,
      keep: 'copy',
      copyRevision: revisionOf(heimrAria),
    });
    expect(kept).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining('Heimr') },
    });
    expect(await fs.readFile(ariaPath(), 'utf8')).toBe(before);
    expect(await fs.readFile(path.join(folder, copy), 'utf8')).toBe(heimrAria);
  });

  it('does not save a character of a newer data version of its game, and saves one of the current version', async () => {
    const current = getRuleSystem('mls')!.dataVersion;
    const newer = await service.writeCharacter({
      handle,
      character: makeCharacter('bram', 0, { dataVersion: current + 98 }),
    });
    expect(newer).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    if (!newer.ok) expect(newer.error.message).toContain(`data version ${current + 98}`);
    expect(await listTree(folder)).not.toContain('characters/bram.json');

    const same = await service.writeCharacter({
      handle,
      character: makeCharacter('bram', 0, { dataVersion: current }),
    });
    expect(same).toMatchObject({ ok: true });
  });
});
