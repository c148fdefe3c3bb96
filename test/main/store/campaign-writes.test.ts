import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stableStringify } from '../../../shared/model';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { revisionOf } from '../../../src-main/store/revision';
import { createCampaignService } from '../../../src-main/store/service';
import { writeCampaignFileAfter } from '../../../src-main/store/campaign-writes';
import { listTree, makeCampaign, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

describe('saving campaign.json', () => {
  let root: string;
  let folder: string;
  let service: CampaignService;
  beforeEach(async () => {
    root = await makeTempFolder();
    folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, []);
    service = createCampaignService({ recentFile: path.join(root, 'recent.json'), watch: false });
  });
  afterEach(async () => {
    await service.dispose();
    await removeTempFolder(root);
  });

  it('saves settings and sessions, backing up the previous campaign.json', async () => {
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    const { handle, campaign, campaignRevision } = opened.value;
    const next = { ...campaign, sessions: [{ id: 'session-1', name: 'The Ford', date: '2026-11-20' }] };
    const saved = await service.writeCampaign({ handle, campaign: next, baseRevision: campaignRevision });
    expect(saved.ok).toBe(true);
    expect(await fs.readFile(path.join(folder, 'campaign.json'), 'utf8')).toBe(stableStringify(next));
    const backups = (await listTree(folder)).filter((file) => file.startsWith('.backups/campaign/'));
    expect(backups).toHaveLength(1);
    expect(await fs.readFile(path.join(folder, backups[0]!), 'utf8')).toBe(stableStringify(campaign));
  });

  it('refuses a save based on a campaign.json that changed since, naming the file', async () => {
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    const outside = stableStringify(makeCampaign({ name: 'Renamed by the GM' }));
    await fs.writeFile(path.join(folder, 'campaign.json'), outside);
    const saved = await service.writeCampaign({
      handle: opened.value.handle,
      campaign: { ...opened.value.campaign, settings: { startingBudget: 150 } },
      baseRevision: opened.value.campaignRevision,
    });
    expect(saved).toMatchObject({ ok: false, error: { code: 'conflict' } });
    if (!saved.ok) expect(saved.error.message).toContain('campaign.json was changed outside the app');
    expect(await fs.readFile(path.join(folder, 'campaign.json'), 'utf8')).toBe(outside);
  });

  it('reads campaign.json as it is on disk now, and a save is then based on that', async () => {
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    const outside = makeCampaign({ name: 'Renamed by the GM' });
    await fs.writeFile(path.join(folder, 'campaign.json'), stableStringify(outside));
    const read = await service.readCampaign({ handle: opened.value.handle });
    expect(read).toEqual({ ok: true, value: { campaign: outside, revision: revisionOf(stableStringify(outside)) } });
    if (!read.ok) return;
    const saved = await service.writeCampaign({
      handle: opened.value.handle,
      campaign: { ...read.value.campaign, sessions: [] },
      baseRevision: read.value.revision,
    });
    expect(saved.ok).toBe(true);
  });

  it('rejects a campaign that fails the file format with a sentence naming the field', async () => {
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    const saved = await service.writeCampaign({
      handle: opened.value.handle,
      campaign: { ...opened.value.campaign, name: '' },
      baseRevision: opened.value.campaignRevision,
    });
    expect(saved).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    if (!saved.ok)
      expect(saved.error.message).toMatch(
        /^The campaign could not be saved because "campaign\.name" must not be empty\./,
      );
  });
});

describe('a save another program keeps beating', () => {
  let root: string;
  afterEach(async () => removeTempFolder(root));

  it('is decided once more holding the lock, then refused as a conflict with their version kept and no temp file left', async () => {
    root = await makeTempFolder();
    const folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, []);
    const base = stableStringify(makeCampaign());
    let theirs = 0;
    const saved = await writeCampaignFileAfter(
      {
        folder,
        relFile: 'campaign.json',
        kind: 'campaign',
        data: makeCampaign({ name: 'The Border Watch, renamed here' }),
        baseRevision: revisionOf(base),
        // "Keep mine": a version another program wrote does not stop the save, only one it writes during the replace.
        overwrite: true,
        now: new Date('2026-11-23T10:00:00Z'),
        today: '2026-11-23',
        // Just before each replace, another program writes its own version of the file.
        replace: {
          at: async (step) =>
            void (
              step === 'before-move-aside' &&
              (await fs.writeFile(
                path.join(folder, 'campaign.json'),
                stableStringify(makeCampaign({ name: `Theirs ${++theirs}` })),
              ))
            ),
        },
      },
      Promise.resolve(true),
    );
    expect(theirs).toBe(2);
    expect(saved).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: expect.stringContaining('while it was being saved') },
    });
    expect(JSON.parse(await fs.readFile(path.join(folder, 'campaign.json'), 'utf8')).name).toBe('Theirs 2');
    expect((await listTree(folder)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
