import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CAMPAIGN_LOCK_NAME } from '../../../src-main/store/folder-lock';
import { createCampaignService } from '../../../src-main/store/service';
import { makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

/*
 * A process killed while it took or let go of a lock leaves a folder beside the lock: `<lock>.<hex>.new` (a lock
 * being made, holding its maker's record) or `<lock>.<hex>.gone` (a lock being removed). They are made here by
 * hand exactly as such a process leaves them, and must be gone after the next save, not only after an opening a
 * minute later; what a running process is still using must stay.
 */

/** The id of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const record = (pid: number, host = os.hostname()) => `owner-${pid}-${encodeURIComponent(host)}`;

/** Makes `<lockPath>.<hex>.<kind>`, holding the record of `pid` on `host` when given; returns its name. */
async function leftover(
  lockPath: string,
  hex: string,
  kind: 'new' | 'gone',
  owner?: { pid: number; host?: string },
  ageMs = 0,
): Promise<string> {
  const made = `${lockPath}.${hex}.${kind}`;
  await fs.mkdir(made);
  if (owner) await fs.mkdir(path.join(made, record(owner.pid, owner.host)));
  if (ageMs > 0) {
    const then = new Date(Date.now() - ageMs);
    await fs.utimes(made, then, then);
  }
  return path.basename(made);
}

describe('what a process killed while taking or letting go of a lock leaves', () => {
  let root: string;
  let folder: string;
  beforeEach(async () => {
    root = await makeTempFolder();
    folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(folder, [makeCharacter('aria', 1)]);
  });
  afterEach(async () => {
    await removeTempFolder(root);
  });

  const lockLeftovers = async (dir: string, lockName: string) =>
    (await fs.readdir(dir)).filter((name) => name.startsWith(`${lockName}.`)).sort();

  it('is gone after the next save, and what a running process is still using stays', async () => {
    const service = createCampaignService({ recentFile: path.join(root, '.recent.json'), watch: false });
    try {
      const opened = await service.openFolder(folder);
      if (!opened.ok) throw new Error(opened.error.message);
      const lockPath = path.join(folder, CAMPAIGN_LOCK_NAME);
      const dead = await deadPid();
      // Killed after making its lock folder and record, before the rename: the most common leftover.
      await leftover(lockPath, '00000000000a', 'new', { pid: dead });
      // Killed after moving its lock aside, before or while removing it.
      await leftover(lockPath, '00000000000b', 'gone', { pid: dead });
      await leftover(lockPath, '00000000000c', 'gone');
      // Killed between making the folder and its record, some seconds ago.
      await leftover(lockPath, '00000000000d', 'new', undefined, 10_000);
      // Another program of this machine (this very process stands in for it) making its lock right now, and a
      // waiter that has not yet written its record: both still in use.
      const live = await leftover(lockPath, '00000000000e', 'new', { pid: process.pid });
      const fresh = await leftover(lockPath, '00000000000f', 'new');
      // A folder of a process on another computer sharing the campaign: its process cannot be looked up.
      const otherComputer = await leftover(lockPath, '000000000010', 'new', { pid: 1, host: 'another-computer' });
      const otherComputerLongAgo = await leftover(
        lockPath,
        '000000000011',
        'gone',
        { pid: 1, host: 'another-computer' },
        5 * 60_000,
      );
      expect(await lockLeftovers(folder, CAMPAIGN_LOCK_NAME)).toHaveLength(8);

      const [aria] = opened.value.characters;
      const saved = await service.writeCharacter({
        handle: opened.value.handle,
        character: makeCharacter('aria', 2),
        baseRevision: aria!.revision,
      });
      expect(saved.ok).toBe(true);

      const left = await lockLeftovers(folder, CAMPAIGN_LOCK_NAME);
      expect(left).toEqual([live, fresh, otherComputer].sort());
      expect(left).not.toContain(otherComputerLongAgo);
    } finally {
      await service.dispose();
    }
  });

  it('beside the recent list is gone after the next time the list is written', async () => {
    const recentFile = path.join(root, '.recent.json');
    const dead = await deadPid();
    const lockPath = `${recentFile}.lock`;
    await leftover(lockPath, '0000000000aa', 'new', { pid: dead });
    await leftover(lockPath, '0000000000bb', 'gone', { pid: dead });
    const service = createCampaignService({ recentFile, watch: false });
    try {
      const opened = await service.openFolder(folder);
      expect(opened.ok).toBe(true);
      expect(await lockLeftovers(root, '.recent.json.lock')).toEqual([]);
      expect(JSON.parse(await fs.readFile(recentFile, 'utf8')).recent).toHaveLength(1);
    } finally {
      await service.dispose();
    }
  });

  it('of a backup being written (beside where it is kept) is gone after the next opening, and the backups stay', async () => {
    const backups = path.join(folder, '.backups', 'characters', 'aria');
    await fs.mkdir(backups, { recursive: true });
    const kept = '2026-11-20T10-00-00-000Z-0123456789abcdef.json';
    await fs.writeFile(path.join(backups, kept), '{}\n');
    await fs.writeFile(path.join(backups, `.${kept}.0123456789ab.tmp`), '{"torn');
    const service = createCampaignService({ recentFile: path.join(root, '.recent.json'), watch: false });
    try {
      expect((await service.openFolder(folder)).ok).toBe(true);
      expect(await fs.readdir(backups)).toEqual([kept]);
    } finally {
      await service.dispose();
    }
  });
});
