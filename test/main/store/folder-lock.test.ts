import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderLocks, LockTimeout } from '../../../src-main/store/folder-lock';
import { makeTempFolder, removeTempFolder } from './store-fixtures';

/** The id of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the lock on a folder', () => {
  let folder: string;
  let lockPath: string;
  beforeEach(async () => {
    folder = await makeTempFolder();
    lockPath = path.join(folder, '.ledger.lock');
  });
  afterEach(async () => {
    await removeTempFolder(folder);
  });

  it('never lets two holders (two processes, here two lock instances) work at once', async () => {
    const a = new FolderLocks();
    const b = new FolderLocks();
    let inside = 0;
    let most = 0;
    const task = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      inside -= 1;
    };
    await Promise.all(Array.from({ length: 40 }, (_, n) => (n % 2 ? a : b).run(lockPath, task)));
    expect(most).toBe(1);
    // Released: nothing of the lock is left in the folder.
    expect(await fs.readdir(folder)).toEqual([]);
  });

  it('says in the lock who holds it', async () => {
    await new FolderLocks().run(lockPath, async () => {
      expect(await fs.readdir(lockPath)).toEqual([`owner-${process.pid}-${encodeURIComponent(os.hostname())}`]);
    });
  });

  // The record as this version of the app makes it (a folder named after the owner), and as earlier ones did.
  const leftBy: Record<string, (pid: number) => Promise<void>> = {
    'this version': (pid) => fs.mkdir(path.join(lockPath, `owner-${pid}-${encodeURIComponent(os.hostname())}`)),
    'an earlier version': (pid) =>
      fs.writeFile(path.join(lockPath, 'owner.json'), JSON.stringify({ pid, host: os.hostname() })),
  };
  it.each(Object.keys(leftBy))(
    'takes over at once a lock that %s left from a process of this machine that no longer runs',
    async (version) => {
      await fs.mkdir(lockPath);
      await leftBy[version]!(await deadPid());
      const started = Date.now();
      await new FolderLocks({ staleMs: 10_000, waitMs: 5_000 }).run(lockPath, async () => undefined);
      expect(Date.now() - started).toBeLessThan(1_000);
    },
  );

  it('waits for a lock whose holder on this machine still runs', async () => {
    await fs.mkdir(lockPath);
    await leftBy['this version']!(process.pid);
    await expect(
      new FolderLocks({ staleMs: 10_000, waitMs: 300 }).run(lockPath, async () => undefined),
    ).rejects.toBeInstanceOf(LockTimeout);
  });

  it('takes over a lock its holder stopped refreshing, after the stale time', async () => {
    // Held by a live process (this one), but not refreshed for a minute: a holder that hung or lost its disk.
    await fs.mkdir(lockPath);
    await fs.writeFile(path.join(lockPath, 'owner.json'), JSON.stringify({ pid: process.pid, host: os.hostname() }));
    const old = new Date(Date.now() - 60_000);
    await fs.utimes(lockPath, old, old);
    let ran = false;
    await new FolderLocks({ staleMs: 2_000, waitMs: 5_000 }).run(lockPath, async () => void (ran = true));
    expect(ran).toBe(true);
  });

  it('gives up after the wait with a sentence saying what holds it and what to do, while the holder finishes', async () => {
    const holder = new FolderLocks();
    let release!: () => void;
    const held = holder.run(lockPath, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiting = new FolderLocks({ waitMs: 300 }).run(lockPath, async () => 'ran');
    await expect(waiting).rejects.toBeInstanceOf(LockTimeout);
    await expect(waiting).rejects.toThrow(
      /^Another program .* still holds its lock, so nothing was saved\. .*delete the folder .*\.ledger\.lock/,
    );
    release();
    await held;
  });
});
