import { promises as fs, watch as fsWatch, type FSWatcher as FolderWatcher } from 'node:fs';
import path from 'node:path';
import { watch as chokidarWatch, type FSWatcher } from 'chokidar';
import type { CampaignChange, Revision } from '../../../shared/api';
import { stableStringify } from '../../../shared/model';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { revisionOf } from '../../../src-main/store/revision';
import { createCampaignService } from '../../../src-main/store/service';
import { fileSystemWithoutEvents } from '../../../src-main/store/watch-mode';
import {
  watchCampaignFolder,
  type CampaignWatcher,
  type CampaignWatcherOptions,
  type FolderChange,
} from '../../../src-main/store/watcher';
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

    await eventually('the outside edit', () =>
      changes.some((c) => 'revision' in c && c.revision === revisionOf(outside)),
    );
    expect(changes).toEqual([
      { handle, kind: 'change', file: 'characters/aria.json', characterId: 'aria', revision: revisionOf(outside) },
    ]);

    const stale = await service.writeCharacter({
      handle,
      character: makeCharacter('aria', 2),
      baseRevision: loaded.value.revision,
    });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await fs.readFile(ariaPath, 'utf8')).toBe(outside);
  });

  it('sees a file replaced by one of the same size and time, and keeps the version the app had saved', async () => {
    const loaded = await service.readCharacter({ handle, id: 'aria' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const mine = stableStringify(makeCharacter('aria', 2, { name: 'Aria Vell' }));
    const saved = await service.writeCharacter({
      handle,
      character: JSON.parse(mine),
      baseRevision: loaded.value.revision,
    });
    if (!saved.ok) throw new Error(saved.error.message);
    const ariaPath = path.join(folder, 'characters', 'aria.json');
    const { mtime } = await fs.stat(ariaPath);
    // Another program's atomic save in the same clock tick: same length, same modification time, read since.
    const theirs = stableStringify(makeCharacter('aria', 2, { name: 'Aria Bell' }));
    expect(theirs.length).toBe(mine.length);
    const temp = path.join(folder, 'characters', 'aria.json.outside');
    await fs.writeFile(temp, theirs);
    await fs.utimes(temp, new Date(mtime.getTime() + 60_000), mtime);
    await fs.rename(temp, ariaPath);

    await eventually('the replacement', () =>
      changes.some((c) => 'revision' in c && c.revision === revisionOf(theirs)),
    );
    const backups = path.join(folder, '.backups', 'characters', 'aria');
    const kept = await Promise.all(
      (await fs.readdir(backups)).map((name) => fs.readFile(path.join(backups, name), 'utf8')),
    );
    expect(kept).toContain(mine);
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
    const aria = await service.writeCharacter(
      { handle, character: makeCharacter('aria', 2), baseRevision: loaded.value.revision },
      'tab-one',
    );
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

describe('the campaign folder watcher', () => {
  let folder: string;
  let known: Map<string, Revision>;
  let changes: FolderChange[];
  let watcher: CampaignWatcher | undefined;

  const write = async (relFile: string, text: string) => {
    await fs.writeFile(path.join(folder, ...relFile.split('/')), text);
    return revisionOf(text);
  };

  /** Watches the folder as the store would, knowing every file as it is now. */
  const start = async (options: Partial<CampaignWatcherOptions> = {}) => {
    for (const name of ['campaign.json', 'characters/aria.json', 'characters/bron.json']) {
      known.set(name, revisionOf(await fs.readFile(path.join(folder, name))));
    }
    watcher = watchCampaignFolder({
      folder,
      known,
      debounceMs: 30,
      onChange: (change) => changes.push(change),
      ...options,
    });
    await watcher.ready;
    return watcher;
  };

  beforeEach(async () => {
    folder = await makeTempFolder();
    await writeCampaignFolder(folder, [makeCharacter('aria', 1), makeCharacter('bron', 1)]);
    known = new Map();
    changes = [];
    watcher = undefined;
  });
  afterEach(async () => {
    await watcher?.close();
    await removeTempFolder(folder);
  });

  it('reports the whole list of conflict copies when one appears and when it goes, and nothing for look-alikes or dot files', async () => {
    const campaignCopy = await write(
      'campaign.sync-conflict-20261120-080000-QWERTY2.json',
      stableStringify(makeCampaign({ name: 'Bob’s Border Watch' })),
    );
    const started = await start({ today: () => '2026-11-25' });
    const atStart = {
      file: 'campaign.sync-conflict-20261120-080000-QWERTY2.json',
      original: 'campaign.json',
      tool: 'Syncthing',
      date: '2026-11-20',
      revision: campaignCopy,
      name: 'Bob’s Border Watch',
    };
    expect(await started.conflictCopies()).toEqual([atStart]);

    await write('characters/aria (1).json', stableStringify(makeCharacter('aria', 4)));
    await fs.mkdir(path.join(folder, '.backups'), { recursive: true });
    await write('.backups/aria (conflicted copy).json', '{}');
    await write('characters/.aria.json.0123456789ab.tmp', '{}');
    const copy = await write(
      "characters/aria (Bob's conflicted copy 2026-11-23).json",
      stableStringify(makeCharacter('aria', 2, { name: 'Aria the Bold' })),
    );
    await eventually('the new copy', () => changes.length >= 1);
    const ariaCopy = {
      file: "characters/aria (Bob's conflicted copy 2026-11-23).json",
      original: 'characters/aria.json',
      characterId: 'aria',
      tool: 'Dropbox',
      date: '2026-11-23',
      revision: copy,
      name: 'Aria the Bold',
    };
    expect(changes).toEqual([{ kind: 'conflict-copies', copies: [atStart, ariaCopy] }]);

    await fs.rm(path.join(folder, 'characters', "aria (Bob's conflicted copy 2026-11-23).json"));
    await eventually('the copy gone', () => changes.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(changes).toEqual([
      { kind: 'conflict-copies', copies: [atStart, ariaCopy] },
      { kind: 'conflict-copies', copies: [atStart] },
    ]);
    expect(await started.conflictCopies()).toEqual([atStart]);
  });

  it('looks for changes every pollMs when asked to poll, and still reports an outside edit', async () => {
    const polling: (boolean | undefined)[] = [];
    const started = await start({
      polling: true,
      pollMs: 100,
      createWatcher: (paths, options) => {
        polling.push(options.usePolling);
        return chokidarWatch(paths, options);
      },
    });
    expect(polling).toEqual([true]);
    expect(started.watching).toEqual({
      mode: 'polling',
      intervalMs: 100,
      message: expect.stringContaining('every 0.1 seconds'),
    });

    const revision = await write('characters/aria.json', stableStringify(makeCharacter('aria', 5)));
    await eventually('the outside edit', () => changes.length >= 1);
    expect(changes).toEqual([{ kind: 'change', file: 'characters/aria.json', characterId: 'aria', revision }]);
    expect(known.get('characters/aria.json')).toBe(revision);
  });

  it('polls from the start a folder on a file system that reports no changes, and watches for events elsewhere', async () => {
    const nfs = await start({ fileSystemType: () => 0x6969, pollMs: 2000 });
    expect(nfs.watching).toEqual({
      mode: 'polling',
      intervalMs: 2000,
      message:
        'This folder is on a network drive (NFS), which does not report changes by itself, so the app looks for changes every 2 seconds.',
    });
    await nfs.close();
    expect(fileSystemWithoutEvents(0x01021997)).toContain('WSL');
    expect(fileSystemWithoutEvents(0xff534d42)).toContain('SMB');
    expect(fileSystemWithoutEvents(0xef53)).toBeUndefined(); // ext4
    const ext4 = await start({ fileSystemType: () => 0xef53 });
    expect(ext4.watching).toEqual({ mode: 'events' });
    expect(changes).toEqual([]);
  });

  /** Watches folders as the watcher would, keeping each folder watcher and whether it was closed. */
  const trackedFolders = () => {
    const folders: { dir: string; watcher: FolderWatcher; closed: boolean }[] = [];
    const watchFolder = (dir: string, listener: (event: string, name: string | null) => void) => {
      const watcher = fsWatch(dir, listener);
      const entry = { dir, watcher, closed: false };
      const close = watcher.close.bind(watcher);
      watcher.close = () => {
        entry.closed = true;
        close();
      };
      folders.push(entry);
      return watcher;
    };
    return { folders, watchFolder };
  };

  it('switches to polling when the system’s watcher fails, says so, and keeps reporting changes', async () => {
    const instances: FSWatcher[] = [];
    const { folders, watchFolder } = trackedFolders();
    const started = await start({
      pollMs: 100,
      watchFolder,
      createWatcher: (paths, options) => {
        const instance = chokidarWatch(paths, options);
        instances.push(instance);
        return instance;
      },
    });
    expect(started.watching).toEqual({ mode: 'events' });
    // The campaign folder and its characters folder, each for the system's events; nothing polls.
    expect(folders.map((f) => path.relative(folder, f.dir))).toEqual(['', 'characters']);
    expect(instances).toHaveLength(0);

    folders[0]!.watcher.emit(
      'error',
      Object.assign(new Error('ENOSPC: System limit for number of file watchers reached'), { code: 'ENOSPC' }),
    );
    const watching = {
      mode: 'polling',
      intervalMs: 100,
      message:
        "The system stopped reporting changes in this folder (the system's limit on watched folders was reached), so the app now looks for changes every 0.1 seconds.",
    };
    expect(changes).toEqual([{ kind: 'watching', watching }]);
    expect(started.watching).toEqual(watching);
    expect(folders.every((f) => f.closed)).toBe(true);
    expect(instances).toHaveLength(1);
    expect(instances[0]!.options.usePolling).toBe(true);

    const revision = await write('campaign.json', stableStringify(makeCampaign({ name: 'Watched by Polling' })));
    await eventually('the outside edit', () => changes.length >= 2);
    expect(changes).toEqual([
      { kind: 'watching', watching },
      { kind: 'change', file: 'campaign.json', revision },
    ]);
  });

  it('follows a characters folder taken away and put back (a checkout, a sync tool), reporting what the new one holds', async () => {
    await start();
    const characters = path.join(folder, 'characters');
    await fs.rename(characters, path.join(folder, 'characters-old'));
    await eventually('both characters gone', () => changes.filter((c) => c.kind === 'unlink').length >= 2);
    await fs.mkdir(characters);
    const revision = await write('characters/aria.json', stableStringify(makeCharacter('aria', 9)));
    await eventually('Aria back', () => changes.some((c) => c.kind === 'add'));
    // A later edit in the new folder is seen too: its watcher is the new folder's.
    const edited = await write('characters/aria.json', stableStringify(makeCharacter('aria', 10)));
    await eventually('the edit in the new folder', () => changes.some((c) => c.kind === 'change'));
    // The two files gone are read side by side, so either may be reported first.
    const files = changes.filter((c) => c.kind !== 'conflict-copies');
    expect(
      files
        .slice(0, 2)
        .map((c) => `${c.kind} ${'file' in c ? c.file : ''}`)
        .sort(),
    ).toEqual(['unlink characters/aria.json', 'unlink characters/bron.json']);
    expect(files.slice(2)).toEqual([
      { kind: 'add', file: 'characters/aria.json', characterId: 'aria', revision },
      { kind: 'change', file: 'characters/aria.json', characterId: 'aria', revision: edited },
    ]);
  });

  it('awaits beforeReport, with the revision the store knew and the file now on disk, before reporting and before updating known', async () => {
    const log: string[] = [];
    await start({
      onChange: (change) => {
        changes.push(change);
        log.push(`report ${change.kind} ${'file' in change ? change.file : ''}`);
      },
      beforeReport: async (relFile, previous, now) => {
        log.push(`before ${relFile} ${previous} ${now?.revision} known ${known.get(relFile)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        log.push(`backed up ${relFile}`);
      },
    });
    const aria = known.get('characters/aria.json');
    const bron = known.get('characters/bron.json');

    const revision = await write('characters/aria.json', stableStringify(makeCharacter('aria', 6)));
    await eventually('the outside edit', () => changes.length >= 1);
    await fs.rm(path.join(folder, 'characters', 'bron.json'));
    await eventually('the deletion', () => changes.length >= 2);
    expect(log).toEqual([
      `before characters/aria.json ${aria} ${revision} known ${aria}`,
      'backed up characters/aria.json',
      'report change characters/aria.json',
      `before characters/bron.json ${bron} undefined known ${bron}`,
      'backed up characters/bron.json',
      'report unlink characters/bron.json',
    ]);
    expect(known.get('characters/aria.json')).toBe(revision);
    expect(known.has('characters/bron.json')).toBe(false);
  });

  it('reports nothing once closed: not an edit waiting out its quiet time, not later edits, not new copies', async () => {
    const { folders, watchFolder } = trackedFolders();
    const started = await start({ watchFolder });
    await write('characters/aria.json', stableStringify(makeCharacter('aria', 7)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await started.close();
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.every((f) => f.closed)).toBe(true);

    await write('characters/bron.json', stableStringify(makeCharacter('bron', 7)));
    await write('characters/aria (conflicted copy).json', stableStringify(makeCharacter('aria', 8)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes).toEqual([]);
  });
});
