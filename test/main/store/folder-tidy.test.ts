import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stableStringify } from '../../../shared/model';
import { isTempFileName } from '../../../src-main/store/atomic-write';
import { listBackups } from '../../../src-main/store/backups';
import { CAMPAIGN_LOCK_NAME, FolderLocks } from '../../../src-main/store/folder-lock';
import { revisionOf } from '../../../src-main/store/revision';
import { createCampaignService } from '../../../src-main/store/service';
import { listTree, makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

describe('opening a campaign tidies what stopped writers left, and nothing else', () => {
  let root: string;
  let folder: string;
  beforeEach(async () => {
    root = await makeTempFolder();
    folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, [makeCharacter('aria', 1), makeCharacter('bron', 1)]);
  });
  afterEach(async () => {
    await removeTempFolder(root);
  });

  const service = () => createCampaignService({ recentFile: path.join(root, 'recent.json'), watch: false });

  it('removes temp files and half-made locks, gives a file set aside its name back, and backs up one whose name was taken', async () => {
    expect(isTempFileName('.aria.json.0123456789ab.tmp')).toBe(true);
    expect(isTempFileName('aria.json')).toBe(false);
    const aria = stableStringify(makeCharacter('aria', 1));
    const older = stableStringify(makeCharacter('bron', 0));
    await fs.writeFile(path.join(folder, 'characters', '.aria.json.0123456789ab.tmp'), '{"torn');
    await fs.writeFile(path.join(folder, '.campaign.json.0123456789ab.tmp'), '{"torn');
    await fs.mkdir(path.join(folder, '.backups'));
    await fs.writeFile(path.join(folder, '.backups', '.0000.json.0123456789ab.tmp'), '{"torn');
    // A lock folder half made by a process that stopped long ago, and one a waiter is making right now.
    const old = new Date(Date.now() - 5 * 60_000);
    await fs.mkdir(path.join(folder, `${CAMPAIGN_LOCK_NAME}.0123456789ab.new`));
    await fs.utimes(path.join(folder, `${CAMPAIGN_LOCK_NAME}.0123456789ab.new`), old, old);
    await fs.mkdir(path.join(folder, `${CAMPAIGN_LOCK_NAME}.ba9876543210.new`));
    // A save of aria killed between its two moves: the name is empty, the old version aside.
    await fs.rename(
      path.join(folder, 'characters', 'aria.json'),
      path.join(folder, 'characters', '.aria.json.aaaaaaaaaaaa.old'),
    );
    // A save of bron killed after the new version was in place, before the old one went to the backups.
    await fs.writeFile(path.join(folder, 'characters', '.bron.json.bbbbbbbbbbbb.old'), older);

    const store = service();
    const opened = await store.openFolder(folder);
    await store.dispose();
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.characters.map((c) => c.id)).toEqual(['aria', 'bron']);
    expect(await fs.readFile(path.join(folder, 'characters', 'aria.json'), 'utf8')).toBe(aria);
    const backups = await listBackups(folder, 'characters/bron.json');
    expect(backups).toEqual([expect.stringMatching(new RegExp(`-${revisionOf(older)}\\.json$`))]);
    expect((await listTree(folder)).filter((file) => !file.startsWith('.backups/characters/bron/'))).toEqual([
      'campaign.json',
      'characters/aria.json',
      'characters/bron.json',
    ]);
    expect((await fs.readdir(folder)).filter((name) => name.startsWith(CAMPAIGN_LOCK_NAME))).toEqual([
      `${CAMPAIGN_LOCK_NAME}.ba9876543210.new`,
    ]);
  });

  it('never removes the temp file of a save another process has under way', async () => {
    // Another process holds the campaign's lock in the middle of a save: its temp file is written, not yet renamed.
    const other = new FolderLocks();
    const target = path.join(folder, 'characters', 'aria.json');
    const temp = path.join(folder, 'characters', '.aria.json.0123456789ab.tmp');
    const next = stableStringify(makeCharacter('aria', 2));
    let opening: Promise<unknown> | undefined;
    const store = service();
    await other.run(path.join(folder, CAMPAIGN_LOCK_NAME), async () => {
      await fs.writeFile(temp, next);
      opening = store.openFolder(folder);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The save finishes after the opening began: its temp file must still be there.
      await fs.rename(temp, target);
    });
    const opened = (await opening) as { ok: boolean };
    await store.dispose();
    expect(opened.ok).toBe(true);
    expect(await fs.readFile(target, 'utf8')).toBe(next);
  });

  it('lets 200 saves finish while another process opens the campaign 0 to 3 ms after each began', async () => {
    const writer = service();
    const opener = service();
    const opened = await writer.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    let revision = opened.value.characters.find((c) => c.id === 'aria')!.revision;
    const failures: string[] = [];
    for (let round = 0; round < 200; round++) {
      const save = writer.writeCharacter({
        handle: opened.value.handle,
        character: makeCharacter('aria', 2 + (round % 30)),
        baseRevision: revision,
      });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      const [saved, reopened] = await Promise.all([save, opener.openFolder(folder)]);
      if (!saved.ok) failures.push(saved.error.message);
      else revision = saved.value.revision;
      if (!reopened.ok) failures.push(reopened.error.message);
    }
    await writer.dispose();
    await opener.dispose();
    expect(failures).toEqual([]);
  });
});
