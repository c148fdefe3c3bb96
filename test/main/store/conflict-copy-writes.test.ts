import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CampaignChange } from '../../../shared/api';
import { stableStringify } from '../../../shared/model';
import { listBackups, backupFolderOf } from '../../../src-main/store/backups';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { revisionOf } from '../../../src-main/store/revision';
import { createCampaignService } from '../../../src-main/store/service';
import { makeCampaign, makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

const COPY = 'characters/aria.sync-conflict-20261123-101010-ABCDEFG.json';

describe('another version left by a sync tool', () => {
  let root: string;
  let folder: string;
  let service: CampaignService;
  let handle: string;
  let changes: [CampaignChange, string | undefined][];
  const current = stableStringify(makeCharacter('aria', 1, { name: 'Aria Vell' }));
  const other = stableStringify(makeCharacter('aria', 3, { name: 'Aria Vell the Bold' }));
  const file = (rel: string) => path.join(folder, ...rel.split('/'));

  beforeEach(async () => {
    root = await makeTempFolder();
    folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, [makeCharacter('aria', 1, { name: 'Aria Vell' })]);
    await fs.writeFile(file(COPY), other);
    service = createCampaignService({
      recentFile: path.join(root, 'recent.json'),
      watch: false,
      today: () => '2026-11-23',
    });
    changes = [];
    service.onChange((change, origin) => changes.push([change, origin]));
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    handle = opened.value.handle;
    expect(opened.value.characters.map((c) => c.name)).toEqual(['Aria Vell']);
    expect(opened.value.problems).toEqual([]);
    expect(opened.value.conflictCopies).toEqual([
      {
        file: COPY,
        original: 'characters/aria.json',
        characterId: 'aria',
        tool: 'Syncthing',
        date: '2026-11-23',
        revision: revisionOf(other),
        name: 'Aria Vell the Bold',
      },
    ]);
  });
  afterEach(async () => {
    await service.dispose();
    await removeTempFolder(root);
  });

  it('opens the other version, checked like the character itself', async () => {
    const read = await service.readConflictCopy({ handle, file: COPY });
    expect(read).toMatchObject({
      ok: true,
      value: { kind: 'character', revision: revisionOf(other), character: { id: 'aria', name: 'Aria Vell the Bold' } },
    });
  });

  it('keeps the other version: it takes the name, the version it replaced goes to .backups byte for byte, and other pages are told', async () => {
    const kept = await service.resolveConflictCopy(
      { handle, file: COPY, keep: 'copy', copyRevision: revisionOf(other) },
      'tab-one',
    );
    expect(kept).toEqual({ ok: true, value: { revision: revisionOf(other) } });
    expect(await fs.readFile(file('characters/aria.json'), 'utf8')).toBe(other);
    await expect(fs.access(file(COPY))).rejects.toThrow();
    const backups = await listBackups(folder, 'characters/aria.json');
    expect(backups).toHaveLength(1);
    expect(await fs.readFile(path.join(backupFolderOf(folder, 'characters/aria.json'), backups[0]!), 'utf8')).toBe(
      current,
    );
    expect(changes).toEqual([
      [
        { handle, kind: 'change', file: 'characters/aria.json', characterId: 'aria', revision: revisionOf(other) },
        'tab-one',
      ],
    ]);
    expect((await fs.readdir(path.join(folder, 'characters'))).sort()).toEqual(['aria.json']);
  });

  it('keeps the current version: the other goes to .backups byte for byte and the character is untouched', async () => {
    const kept = await service.resolveConflictCopy({
      handle,
      file: COPY,
      keep: 'original',
      copyRevision: revisionOf(other),
    });
    expect(kept).toEqual({ ok: true, value: { revision: revisionOf(current) } });
    expect(await fs.readFile(file('characters/aria.json'), 'utf8')).toBe(current);
    const backups = await listBackups(folder, 'characters/aria.json');
    expect(await fs.readFile(path.join(backupFolderOf(folder, 'characters/aria.json'), backups[0]!), 'utf8')).toBe(
      other,
    );
    expect((await fs.readdir(path.join(folder, 'characters'))).sort()).toEqual(['aria.json']);
    expect(changes).toEqual([]);
  });

  it('does nothing when the other version changed since the user looked at it', async () => {
    const newer = stableStringify(makeCharacter('aria', 4, { name: 'Aria Vell, synced again' }));
    await fs.writeFile(file(COPY), newer);
    const kept = await service.resolveConflictCopy({
      handle,
      file: COPY,
      keep: 'copy',
      copyRevision: revisionOf(other),
    });
    expect(kept).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: expect.stringMatching(/changed since you looked at it/) },
    });
    expect(await fs.readFile(file('characters/aria.json'), 'utf8')).toBe(current);
    expect(await fs.readFile(file(COPY), 'utf8')).toBe(newer);
  });

  it('will not put a version that cannot be opened in place of the character, but can put it away', async () => {
    await fs.writeFile(file(COPY), '{"torn');
    const torn = revisionOf('{"torn');
    expect(await service.resolveConflictCopy({ handle, file: COPY, keep: 'copy', copyRevision: torn })).toMatchObject({
      ok: false,
      error: { code: 'file-problem' },
    });
    expect(await fs.readFile(file('characters/aria.json'), 'utf8')).toBe(current);
    expect(
      await service.resolveConflictCopy({ handle, file: COPY, keep: 'original', copyRevision: torn }),
    ).toMatchObject({ ok: true });
    await expect(fs.access(file(COPY))).rejects.toThrow();
  });

  it('says so, without advising a rename, when a copy holds someone else', async () => {
    await fs.writeFile(file(COPY), stableStringify(makeCharacter('bron', 1, { name: 'Bron' })));
    const read = await service.readConflictCopy({ handle, file: COPY });
    expect(read).toMatchObject({
      ok: false,
      error: { code: 'file-problem', message: expect.stringContaining('holds the character "bron", not "aria"') },
    });
    expect(JSON.stringify(read)).not.toMatch(/rename/i);
  });

  it('acts only on files that are conflict copies inside the campaign', async () => {
    for (const bad of ['characters/aria.json', 'characters/aria (1).json', 'campaign.json']) {
      const result = await service.resolveConflictCopy({
        handle,
        file: bad,
        keep: 'copy',
        copyRevision: revisionOf(other),
      });
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'not-found', message: expect.stringContaining('leaves it alone') },
      });
    }
    for (const bad of [
      '../outside.sync-conflict-20261123-101010-ABCDEFG.json',
      'characters/../../x (conflicted copy).json',
      '.backups/x (conflicted copy).json',
    ]) {
      expect(await service.readConflictCopy({ handle, file: bad })).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
    }
    expect(await fs.readFile(file('characters/aria.json'), 'utf8')).toBe(current);
  });

  it('keeps another version of campaign.json', async () => {
    const copy = 'campaign (Bob’s conflicted copy 2026-11-22).json';
    const otherCampaign = stableStringify(makeCampaign({ name: 'The Border Watch, as Bob left it' }));
    await fs.writeFile(file(copy), otherCampaign);
    const read = await service.readConflictCopy({ handle, file: copy });
    expect(read).toMatchObject({
      ok: true,
      value: { kind: 'campaign', campaign: { name: 'The Border Watch, as Bob left it' } },
    });
    const kept = await service.resolveConflictCopy({
      handle,
      file: copy,
      keep: 'copy',
      copyRevision: revisionOf(otherCampaign),
    });
    expect(kept).toEqual({ ok: true, value: { revision: revisionOf(otherCampaign) } });
    expect(await fs.readFile(file('campaign.json'), 'utf8')).toBe(otherCampaign);
    expect(await listBackups(folder, 'campaign.json')).toHaveLength(1);
  });
});
