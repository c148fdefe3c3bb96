import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CampaignChange } from '../../../shared/api';
import { stableStringify } from '../../../shared/model';
import { backupFolderOf, listBackups } from '../../../src-main/store/backups';
import { revisionOf } from '../../../src-main/store/revision';
import { createCampaignService } from '../../../src-main/store/service';
import { makeCampaign, makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

/** The two texts with git's markers around the lines where they differ, as `git merge` leaves a file both sides changed. */
function gitMarked(ours: string, theirs: string): string {
  const a = ours.split(/(?<=\n)/);
  const b = theirs.split(/(?<=\n)/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return [
    ...a.slice(0, start),
    '<<<<<<< HEAD\n',
    ...a.slice(start, a.length - end),
    '=======\n',
    ...b.slice(start, b.length - end),
    '>>>>>>> origin/main\n',
    ...a.slice(a.length - end),
  ].join('');
}

describe('a character file git left with conflict markers', () => {
  let root: string;
  afterEach(async () => removeTempFolder(root));

  it('is split on opening: this side under its name, the other beside it to merge, the marked file in .backups', async () => {
    root = await makeTempFolder();
    const folder = path.join(root, 'Border Watch');
    const ours = stableStringify(makeCharacter('aria', 1, { name: 'Aria Vell' }));
    const theirs = stableStringify(makeCharacter('aria', 2, { name: 'Aria Vell' }));
    const marked = gitMarked(ours, theirs);
    await writeCampaignFolder(folder, [makeCharacter('bran', 0)]);
    await fs.writeFile(path.join(folder, 'characters', 'aria.json'), marked);
    const service = createCampaignService({
      recentFile: path.join(root, 'recent.json'),
      watch: false,
      today: () => '2026-11-23',
      now: () => new Date('2026-11-23T10:00:00Z'),
    });
    try {
      const opened = await service.openFolder(folder);
      if (!opened.ok) throw new Error(opened.error.message);
      expect(opened.value.problems).toEqual([]);
      expect(opened.value.characters.map((c) => c.id).sort()).toEqual(['aria', 'bran']);
      const copy = 'characters/aria (git conflict, theirs 2026-11-23).json';
      expect(opened.value.conflictCopies).toEqual([
        {
          file: copy,
          original: 'characters/aria.json',
          characterId: 'aria',
          tool: 'git',
          date: '2026-11-23',
          revision: revisionOf(theirs),
          name: 'Aria Vell',
        },
      ]);
      expect(await fs.readFile(path.join(folder, 'characters', 'aria.json'), 'utf8')).toBe(ours);
      const backups = await listBackups(folder, 'characters/aria.json');
      expect(
        await fs.readFile(path.join(backupFolderOf(folder, 'characters/aria.json'), backups.at(-1)!), 'utf8'),
      ).toBe(marked);

      // The two sides differ only in their ledgers: kept both, the file holds every entry of each.
      const kept = await service.resolveConflictCopy({
        handle: opened.value.handle,
        file: copy,
        keep: 'both',
        copyRevision: revisionOf(theirs),
      });
      expect(kept.ok).toBe(true);
      const merged = JSON.parse(await fs.readFile(path.join(folder, 'characters', 'aria.json'), 'utf8')) as {
        events: { id: string }[];
      };
      expect(merged.events.map((e) => e.id)).toEqual(['award-1', 'award-2']);
    } finally {
      await service.dispose();
    }
  });

  it('is left as it is, among the problems, when a side is not JSON', async () => {
    root = await makeTempFolder();
    const folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, []);
    const marked = '{\n<<<<<<< HEAD\n  "name": "Aria",\n=======\n  "name": \n>>>>>>> x\n}\n';
    await fs.writeFile(path.join(folder, 'characters', 'aria.json'), marked);
    const service = createCampaignService({ recentFile: path.join(root, 'recent.json'), watch: false });
    try {
      const opened = await service.openFolder(folder);
      if (!opened.ok) throw new Error(opened.error.message);
      expect(opened.value.problems.map((p) => [p.file, p.code])).toEqual([['characters/aria.json', 'corrupt-json']]);
      expect(await fs.readFile(path.join(folder, 'characters', 'aria.json'), 'utf8')).toBe(marked);
      expect(await fs.readdir(path.join(folder, 'characters'))).toEqual(['aria.json']);
    } finally {
      await service.dispose();
    }
  });

  it('is split while the campaign is open, as soon as git leaves it, and the other side is offered as another version', async () => {
    root = await makeTempFolder();
    const folder = path.join(root, 'Border Watch');
    const ours = stableStringify(makeCharacter('aria', 1, { name: 'Aria Vell' }));
    const theirs = stableStringify(makeCharacter('aria', 2, { name: 'Aria Vell' }));
    await writeCampaignFolder(folder, [makeCharacter('bran', 0)]);
    const ariaPath = path.join(folder, 'characters', 'aria.json');
    await fs.writeFile(ariaPath, ours);
    const service = createCampaignService({
      recentFile: path.join(root, 'recent.json'),
      watchDebounceMs: 30,
      today: () => '2026-11-23',
      now: () => new Date('2026-11-23T10:00:00Z'),
    });
    const changes: CampaignChange[] = [];
    service.onChange((change) => changes.push(change));
    try {
      const opened = await service.openFolder(folder);
      if (!opened.ok) throw new Error(opened.error.message);
      expect(opened.value.conflictCopies).toEqual([]);
      // `git pull` rewrites the file in place with both sides.
      const marked = gitMarked(ours, theirs);
      await fs.writeFile(ariaPath, marked);

      const copy = 'characters/aria (git conflict, theirs 2026-11-23).json';
      const deadline = Date.now() + 5_000;
      while (!changes.some((c) => c.kind === 'conflict-copies' && c.copies.length > 0)) {
        if (Date.now() > deadline)
          throw new Error(`No conflict copy was reported; changes: ${JSON.stringify(changes)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(changes.filter((c) => c.kind === 'conflict-copies').at(-1)).toMatchObject({
        copies: [{ file: copy, characterId: 'aria', tool: 'git', revision: revisionOf(theirs) }],
      });
      // The marked file never reached the app as a change: on disk it is this side again, as the app knew it.
      expect(changes.filter((c) => c.kind === 'change' && c.characterId === 'aria')).toEqual([]);
      expect(await fs.readFile(ariaPath, 'utf8')).toBe(ours);
      const backups = await listBackups(folder, 'characters/aria.json');
      expect(
        await fs.readFile(path.join(backupFolderOf(folder, 'characters/aria.json'), backups.at(-1)!), 'utf8'),
      ).toBe(marked);
    } finally {
      await service.dispose();
    }
  });
});

describe('campaign.json git left with conflict markers', () => {
  let root: string;
  afterEach(async () => removeTempFolder(root));

  it('is split on opening like a character: this side as campaign.json, the other beside it, the marked file in .backups', async () => {
    root = await makeTempFolder();
    const folder = path.join(root, 'Border Watch');
    // Each machine added a session; git cannot merge the two lines of the same list.
    const ours = stableStringify(
      makeCampaign({ sessions: [{ id: '2026-11-22-the-barrow-k3x9q2', name: 'The Barrow', date: '2026-11-22' }] }),
    );
    const theirs = stableStringify(
      makeCampaign({ sessions: [{ id: '2026-11-22-the-ship-p0p0p0', name: 'The Ship', date: '2026-11-22' }] }),
    );
    const marked = gitMarked(ours, theirs);
    await writeCampaignFolder(folder, [makeCharacter('bran', 0)]);
    await fs.writeFile(path.join(folder, 'campaign.json'), marked);
    const service = createCampaignService({
      recentFile: path.join(root, 'recent.json'),
      watch: false,
      today: () => '2026-11-23',
      now: () => new Date('2026-11-23T10:00:00Z'),
    });
    try {
      const opened = await service.openFolder(folder);
      if (!opened.ok) throw new Error(opened.error.message);
      expect(opened.value.campaign.sessions.map((s) => s.name)).toEqual(['The Barrow']);
      const copy = 'campaign (git conflict, theirs 2026-11-23).json';
      expect(opened.value.conflictCopies.map((c) => [c.file, c.original, c.tool])).toEqual([
        [copy, 'campaign.json', 'git'],
      ]);
      expect(await fs.readFile(path.join(folder, copy), 'utf8')).toBe(theirs);
      const backups = await listBackups(folder, 'campaign.json');
      expect(await fs.readFile(path.join(backupFolderOf(folder, 'campaign.json'), backups.at(-1)!), 'utf8')).toBe(
        marked,
      );
    } finally {
      await service.dispose();
    }
  });
});
