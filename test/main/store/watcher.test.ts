import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CampaignChange } from '../../../shared/api';
import { stableStringify } from '../../../shared/model';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { revisionOf } from '../../../src-main/store/revision';
import { createCampaignService } from '../../../src-main/store/service';
import { makeCampaign, makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

/** Polls until `predicate` holds; fails the test with `what` after a few seconds. */
async function eventually(what: string, predicate: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('watching a campaign for outside changes', () => {
  let root: string;
  let folder: string;
  let service: CampaignService;
  let handle: string;
  let changes: CampaignChange[];
  let origins: (string | undefined)[];

  beforeEach(async () => {
    root = await makeTempFolder();
    folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, [makeCharacter('aria', 1), makeCharacter('bron', 1)]);
    service = createCampaignService({ recentFile: path.join(root, 'recent.json'), today: () => '2026-11-21' });
    changes = [];
    origins = [];
    service.onChange((change, origin) => {
      changes.push(change);
      origins.push(origin);
    });
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    handle = opened.value.handle;
  });
  afterEach(async () => {
    await service.dispose();
    await removeTempFolder(root);
  });

  it('reports an outside edit once, with the new revision, and then refuses a save based on the old one', async () => {
    const loaded = await service.readCharacter({ handle, id: 'aria' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const outside = stableStringify(makeCharacter('aria', 1, { name: 'Aria the Bold' }));
    const ariaPath = path.join(folder, 'characters', 'aria.json');
    // Truncating and then writing raises several events; the debounce folds them into one report.
    await fs.writeFile(ariaPath, outside);

    await eventually('the outside edit', () => changes.some((c) => 'revision' in c && c.revision === revisionOf(outside)));
    expect(changes).toEqual([
      { handle, kind: 'change', file: 'characters/aria.json', characterId: 'aria', revision: revisionOf(outside) },
    ]);

    const stale = await service.writeCharacter({ handle, character: makeCharacter('aria', 2), baseRevision: loaded.value.revision });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await fs.readFile(ariaPath, 'utf8')).toBe(outside);
  });

  it('reports files added and removed outside, and campaign.json edits', async () => {
    const cora = stableStringify(makeCharacter('cora'));
    await fs.writeFile(path.join(folder, 'characters', 'cora.json'), cora);
    await fs.rm(path.join(folder, 'characters', 'bron.json'));
    const campaign = stableStringify(makeCampaign({ name: 'The Border Watch, Year Two' }));
    await fs.writeFile(path.join(folder, 'campaign.json'), campaign);

    await eventually('three changes', () => changes.length >= 3);
    expect(changes).toEqual(
      expect.arrayContaining([
        { handle, kind: 'add', file: 'characters/cora.json', characterId: 'cora', revision: revisionOf(cora) },
        { handle, kind: 'unlink', file: 'characters/bron.json', characterId: 'bron' },
        { handle, kind: 'change', file: 'campaign.json', revision: revisionOf(campaign) },
      ]),
    );
    expect(changes).toHaveLength(3);
  });

  it('reports the store’s own saves and deletions once, naming who asked, and the watcher does not repeat them', async () => {
    const loaded = await service.readCharacter({ handle, id: 'aria' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const aria = await service.writeCharacter({ handle, character: makeCharacter('aria', 2), baseRevision: loaded.value.revision }, 'tab-one');
    const dara = await service.writeCharacter({ handle, character: makeCharacter('dara') }, 'tab-two');
    expect((await service.deleteCharacter({ handle, id: 'bron' }, 'tab-one')).ok).toBe(true);
    if (!aria.ok || !dara.ok) throw new Error('a save failed');
    // A later outside edit is reported; by then the watcher would have repeated the store's own writes too.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const outside = stableStringify(makeCampaign({ name: 'Renamed Outside' }));
    await fs.writeFile(path.join(folder, 'campaign.json'), outside);
    await eventually('the outside edit', () => changes.length > 3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(changes).toEqual([
      { handle, kind: 'change', file: 'characters/aria.json', characterId: 'aria', revision: aria.value.revision },
      { handle, kind: 'add', file: 'characters/dara.json', characterId: 'dara', revision: dara.value.revision },
      { handle, kind: 'unlink', file: 'characters/bron.json', characterId: 'bron' },
      { handle, kind: 'change', file: 'campaign.json', revision: revisionOf(outside) },
    ]);
    expect(origins).toEqual(['tab-one', 'tab-two', 'tab-one', undefined]);
  });

  it('stops reporting after the campaign is closed', async () => {
    await service.closeCampaign(handle);
    await fs.writeFile(path.join(folder, 'characters', 'aria.json'), stableStringify(makeCharacter('aria', 9)));
    await fs.writeFile(path.join(root, 'marker'), 'x');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes).toEqual([]);
  });
});
