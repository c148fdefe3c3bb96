import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stableStringify } from '../../../shared/model';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { isTempFileName } from '../../../src-main/store/atomic-write';
import { CAMPAIGN_LOCK_NAME, FolderLocks } from '../../../src-main/store/folder-lock';
import { revisionOf } from '../../../src-main/store/revision';
import { createCampaignService } from '../../../src-main/store/service';
import { listTree, makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

describe('saving characters', () => {
  let root: string;
  let folder: string;
  let service: CampaignService;
  let handle: string;
  const ariaPath = () => path.join(folder, 'characters', 'aria.json');

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
  });
  afterEach(async () => {
    await service.dispose();
    await removeTempFolder(root);
  });

  it('saves what it loaded byte for byte, and does not touch the file when nothing changed', async () => {
    const before = await fs.readFile(ariaPath());
    const statBefore = await fs.stat(ariaPath());
    const loaded = await service.readCharacter({ handle, id: 'aria' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const saved = await service.writeCharacter({
      handle,
      character: loaded.value.character,
      baseRevision: loaded.value.revision,
    });
    expect(saved).toEqual({ ok: true, value: { revision: loaded.value.revision } });
    expect((await fs.readFile(ariaPath())).equals(before)).toBe(true);
    expect((await fs.stat(ariaPath())).mtimeMs).toBe(statBefore.mtimeMs);
    expect(await listTree(folder)).toEqual(['campaign.json', 'characters/aria.json']);
  });

  it('writes a change deterministically and keeps the previous version in .backups', async () => {
    const loaded = await service.readCharacter({ handle, id: 'aria' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const previous = await fs.readFile(ariaPath(), 'utf8');
    const changed = makeCharacter('aria', 2);
    const saved = await service.writeCharacter({ handle, character: changed, baseRevision: loaded.value.revision });
    if (!saved.ok) throw new Error(saved.error.message);

    const onDisk = await fs.readFile(ariaPath(), 'utf8');
    expect(onDisk).toBe(stableStringify(changed));
    expect(saved.value.revision).toBe(revisionOf(onDisk));
    const backups = (await listTree(folder)).filter((file) => file.startsWith('.backups/characters/aria/'));
    expect(backups).toHaveLength(1);
    expect(await fs.readFile(path.join(folder, backups[0]!), 'utf8')).toBe(previous);
  });

  it('keeps 10 backups of a character saved 15 times', async () => {
    const first = await service.readCharacter({ handle, id: 'aria' });
    if (!first.ok) throw new Error(first.error.message);
    let revision = first.value.revision;
    for (let awards = 2; awards <= 16; awards++) {
      const saved = await service.writeCharacter({
        handle,
        character: makeCharacter('aria', awards),
        baseRevision: revision,
      });
      if (!saved.ok) throw new Error(saved.error.message);
      revision = saved.value.revision;
    }
    const backups = (await listTree(folder)).filter((file) => file.startsWith('.backups/'));
    expect(backups).toHaveLength(10);
    const kept = await Promise.all(backups.map((file) => fs.readFile(path.join(folder, file), 'utf8')));
    // Versions 1..15 were replaced; the newest ten replaced are 6..15.
    expect(kept).toEqual(Array.from({ length: 10 }, (_, n) => stableStringify(makeCharacter('aria', n + 6))));
  });

  it('creates a new character but will not create one over an existing file', async () => {
    const created = await service.writeCharacter({ handle, character: makeCharacter('bron') });
    expect(created.ok).toBe(true);
    expect(await fs.readFile(path.join(folder, 'characters', 'bron.json'), 'utf8')).toBe(
      stableStringify(makeCharacter('bron')),
    );

    const clash = await service.writeCharacter({ handle, character: makeCharacter('aria', 5) });
    expect(clash).toMatchObject({ ok: false, error: { code: 'already-exists' } });
    expect(await fs.readFile(ariaPath(), 'utf8')).toBe(stableStringify(makeCharacter('aria', 1)));
  });

  it('refuses to write a file larger than it would read back, and leaves the old one', async () => {
    // A campaign file is read only up to MAX_FILE_BYTES (16 MB); this one would be some 17 MB.
    const huge = makeCharacter('aria', 1, { creation: { notes: 'x'.repeat(17 * 1024 * 1024) } });
    const saved = await service.writeCharacter({ handle, character: huge, overwrite: true });
    expect(saved).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-argument',
        message:
          'characters/aria.json would be 17.1 MB; the app opens files up to 16 MB, so it was not saved. Remove what made it so large (a very long note, perhaps) and save again.',
      },
    });
    expect(await fs.readFile(ariaPath(), 'utf8')).toBe(stableStringify(makeCharacter('aria', 1)));
  });

  it('refuses a stale save after an outside edit, then overwrites on request keeping the outside version', async () => {
    const loaded = await service.readCharacter({ handle, id: 'aria' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const outside = stableStringify(makeCharacter('aria', 1, { name: 'Aria the Bold' }));
    await fs.writeFile(ariaPath(), outside);

    const mine = makeCharacter('aria', 2);
    const stale = await service.writeCharacter({ handle, character: mine, baseRevision: loaded.value.revision });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict' } });
    if (!stale.ok) expect(stale.error.message).toMatch(/characters\/aria\.json was changed outside the app/);
    expect(await fs.readFile(ariaPath(), 'utf8')).toBe(outside);

    const forced = await service.writeCharacter({
      handle,
      character: mine,
      baseRevision: loaded.value.revision,
      overwrite: true,
    });
    expect(forced.ok).toBe(true);
    expect(await fs.readFile(ariaPath(), 'utf8')).toBe(stableStringify(mine));
    const backups = (await listTree(folder)).filter((file) => file.startsWith('.backups/characters/aria/'));
    expect(await Promise.all(backups.map((file) => fs.readFile(path.join(folder, file), 'utf8')))).toEqual([outside]);
  });

  describe('made ready while another program holds the lock', () => {
    /**
     * Starts `save` while another program holds the campaign's lock, so the save is made ready (its file read, its
     * new version in a temp file) and waits; that program then runs `meanwhile` and lets the lock go.
     */
    const whileHeldElsewhere = async <T>(save: () => Promise<T>, meanwhile: () => Promise<void>): Promise<T> => {
      let saving!: Promise<T>;
      await new FolderLocks().run(path.join(folder, CAMPAIGN_LOCK_NAME), async () => {
        saving = save();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await meanwhile();
      });
      return saving;
    };
    const loadAria = async () => {
      const loaded = await service.readCharacter({ handle, id: 'aria' });
      if (!loaded.ok) throw new Error(loaded.error.message);
      return loaded.value;
    };

    it('is decided on the version the other program wrote meanwhile: a conflict, and theirs is kept', async () => {
      const loaded = await loadAria();
      const theirs = stableStringify(makeCharacter('aria', 3, { name: 'Aria elsewhere' }));
      const saved = await whileHeldElsewhere(
        () => service.writeCharacter({ handle, character: makeCharacter('aria', 2), baseRevision: loaded.revision }),
        () => fs.writeFile(ariaPath(), theirs),
      );
      expect(saved).toMatchObject({ ok: false, error: { code: 'conflict' } });
      // The conflict of a save based on a version that is no longer there, not of one cut off in the middle.
      if (!saved.ok)
        expect(saved.error.message).toMatch(/characters\/aria\.json was changed outside the app after you opened it/);
      expect(await fs.readFile(ariaPath(), 'utf8')).toBe(theirs);
      expect(await listTree(folder)).toEqual(['campaign.json', 'characters/aria.json']);
    });

    it('checks under the lock that the version it last wrote is still there, and keeps both when it is not', async () => {
      const loaded = await loadAria();
      const first = makeCharacter('aria', 2);
      const written = await service.writeCharacter({ handle, character: first, baseRevision: loaded.revision });
      if (!written.ok) throw new Error(written.error.message);
      const theirs = stableStringify(makeCharacter('aria', 3, { name: 'Aria elsewhere' }));
      const saved = await whileHeldElsewhere(
        () =>
          service.writeCharacter({ handle, character: makeCharacter('aria', 4), baseRevision: written.value.revision }),
        () => fs.writeFile(ariaPath(), theirs),
      );
      expect(saved).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(await fs.readFile(ariaPath(), 'utf8')).toBe(theirs);
      // The version this app wrote, replaced by the other program without a backup, is kept in the backups.
      const backups = (await listTree(folder)).filter((file) => file.startsWith('.backups/characters/aria/'));
      expect(await Promise.all(backups.map((file) => fs.readFile(path.join(folder, file), 'utf8')))).toContain(
        stableStringify(first),
      );
    });

    it('keeps mine over what the other program wrote meanwhile when asked, theirs going to the backups', async () => {
      const loaded = await loadAria();
      const theirs = stableStringify(makeCharacter('aria', 3, { name: 'Aria elsewhere' }));
      const mine = makeCharacter('aria', 2);
      const saved = await whileHeldElsewhere(
        () => service.writeCharacter({ handle, character: mine, baseRevision: loaded.revision, overwrite: true }),
        () => fs.writeFile(ariaPath(), theirs),
      );
      expect(saved.ok).toBe(true);
      expect(await fs.readFile(ariaPath(), 'utf8')).toBe(stableStringify(mine));
      const backups = (await listTree(folder)).filter((file) => file.startsWith('.backups/characters/aria/'));
      expect(await Promise.all(backups.map((file) => fs.readFile(path.join(folder, file), 'utf8')))).toContain(theirs);
    });

    it('is made again when an opening of the campaign tidied its temp file away meanwhile', async () => {
      const loaded = await loadAria();
      const mine = makeCharacter('aria', 2);
      const saved = await whileHeldElsewhere(
        () => service.writeCharacter({ handle, character: mine, baseRevision: loaded.revision }),
        // As opening the campaign does, holding the lock: every temp file is a leftover of a save that stopped.
        async () => {
          const temps = (await fs.readdir(path.join(folder, 'characters'))).filter(isTempFileName);
          expect(temps).toHaveLength(1);
          await fs.rm(path.join(folder, 'characters', temps[0]!));
        },
      );
      expect(saved.ok).toBe(true);
      expect(await fs.readFile(ariaPath(), 'utf8')).toBe(stableStringify(mine));
      expect((await listTree(folder)).filter((file) => !file.startsWith('.backups/'))).toEqual([
        'campaign.json',
        'characters/aria.json',
      ]);
    });

    it('writes nothing and leaves nothing behind when the lock is never let go', async () => {
      const loaded = await loadAria();
      const before = await fs.readFile(ariaPath(), 'utf8');
      const waiting = createCampaignService({
        recentFile: path.join(root, 'recent.json'),
        watch: false,
        lockWaitMs: 100,
      });
      try {
        const opened = await waiting.openFolder(folder);
        if (!opened.ok) throw new Error(opened.error.message);
        const saved = await whileHeldElsewhere(
          () =>
            waiting.writeCharacters({
              handle: opened.value.handle,
              writes: [{ character: makeCharacter('aria', 2), baseRevision: loaded.revision }],
            }),
          async () => undefined,
        );
        expect(saved).toMatchObject({ ok: false, error: { code: 'io' } });
        if (!saved.ok) expect(saved.error.message).toMatch(/still holds its lock, so nothing was saved/);
      } finally {
        await waiting.dispose();
      }
      expect(await fs.readFile(ariaPath(), 'utf8')).toBe(before);
      expect(await listTree(folder)).toEqual(['campaign.json', 'characters/aria.json']);
    });
  });

  it('reports a conflict when the file was deleted outside the app', async () => {
    const loaded = await service.readCharacter({ handle, id: 'aria' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    await fs.rm(ariaPath());
    const saved = await service.writeCharacter({
      handle,
      character: makeCharacter('aria', 2),
      baseRevision: loaded.value.revision,
    });
    expect(saved).toMatchObject({ ok: false, error: { code: 'conflict' } });
    await expect(fs.stat(ariaPath())).rejects.toThrow();
  });

  it('deletes by moving the file into .backups', async () => {
    const bytes = await fs.readFile(ariaPath(), 'utf8');
    expect(await service.deleteCharacter({ handle, id: 'aria' })).toEqual({ ok: true, value: null });
    const tree = await listTree(folder);
    expect(tree).not.toContain('characters/aria.json');
    const deleted = tree.filter((file) => /^\.backups\/characters\/aria\/.+-deleted\.json$/.test(file));
    expect(deleted).toHaveLength(1);
    expect(await fs.readFile(path.join(folder, deleted[0]!), 'utf8')).toBe(bytes);
    expect(await service.readCharacter({ handle, id: 'aria' })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(await service.deleteCharacter({ handle, id: 'aria' })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });

  it('returns an older-format character migrated, and writes the new format only when saved', async () => {
    const old = '{"name":"Cora","id":"cora","game":"mls","ledger":[],"createdAt":"2020-01-01","creation":{}}\n';
    const coraPath = path.join(folder, 'characters', 'cora.json');
    await fs.writeFile(coraPath, old);
    const loaded = await service.readCharacter({ handle, id: 'cora' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.migratedFrom).toBe(0);
    expect(loaded.value.character).toMatchObject({ formatVersion: 1, system: 'mls', events: [] });
    expect(await fs.readFile(coraPath, 'utf8')).toBe(old);

    const saved = await service.writeCharacter({
      handle,
      character: loaded.value.character,
      baseRevision: loaded.value.revision,
    });
    expect(saved.ok).toBe(true);
    expect(await fs.readFile(coraPath, 'utf8')).toBe(stableStringify(loaded.value.character));
  });
});
