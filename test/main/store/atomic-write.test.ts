import { promises as fs } from 'node:fs';
import path from 'node:path';
import { atomicWrite, FolderFlushes } from '../../../src-main/store/atomic-write';
import { makeTempFolder, removeTempFolder } from './store-fixtures';

describe('atomicWrite', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await makeTempFolder();
  });
  afterEach(async () => {
    await removeTempFolder(folder);
  });

  it('replaces the whole target, leaving no temp file behind', async () => {
    const target = path.join(folder, 'aria.json');
    await fs.writeFile(target, 'x'.repeat(10_000));
    await atomicWrite(target, '{"short":true}\n');
    expect(await fs.readFile(target, 'utf8')).toBe('{"short":true}\n');
    expect(await fs.readdir(folder)).toEqual(['aria.json']);
  });

  it('keeps the old file and removes the temp file when the rename fails', async () => {
    const target = path.join(folder, 'aria.json');
    await fs.writeFile(target, 'old\n');
    const failure = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    await expect(atomicWrite(target, 'new\n', { ops: { rename: () => Promise.reject(failure) } })).rejects.toThrow(
      'no space left',
    );
    expect(await fs.readFile(target, 'utf8')).toBe('old\n');
    expect(await fs.readdir(folder)).toEqual(['aria.json']);
  });

  it('retries a rename held by a virus scanner and then succeeds', async () => {
    const target = path.join(folder, 'aria.json');
    let attempts = 0;
    const lockedTwice = async (from: string, to: string) => {
      attempts += 1;
      if (attempts <= 2) throw Object.assign(new Error('resource busy'), { code: 'EBUSY' });
      await fs.rename(from, to);
    };
    await atomicWrite(target, 'new\n', { ops: { rename: lockedTwice }, retryDelayMs: 1 });
    expect(attempts).toBe(3);
    expect(await fs.readFile(target, 'utf8')).toBe('new\n');
    expect(await fs.readdir(folder)).toEqual(['aria.json']);
  });

  it('gives up on a rename that stays locked and cleans up', async () => {
    const target = path.join(folder, 'aria.json');
    const alwaysLocked = () => Promise.reject(Object.assign(new Error('operation not permitted'), { code: 'EPERM' }));
    await expect(
      atomicWrite(target, 'new\n', { ops: { rename: alwaysLocked }, renameRetries: 2, retryDelayMs: 1 }),
    ).rejects.toThrow();
    expect(await fs.readdir(folder)).toEqual([]);
  });
});

describe('the folder flushes of one request', () => {
  /** Flushes that start when asked and end when the test says, each named by its folder and its place. */
  function watchedFlushes() {
    const started: string[] = [];
    const ends: (() => void)[] = [];
    const flushes = new FolderFlushes((dir) => {
      started.push(path.basename(dir));
      return new Promise<void>((resolve) => ends.push(resolve));
    });
    return { flushes, started, end: (n: number) => ends[n]!() };
  }
  const settled = async <T>(promise: Promise<T>) =>
    (await Promise.race([promise.then(() => true), new Promise((r) => setTimeout(r, 10, false))])) as boolean;

  it('flushes a folder asked for while its flush runs once more, after it, for all that asked', async () => {
    const { flushes, started, end } = watchedFlushes();
    const first = flushes.sync('/campaign/characters');
    const second = flushes.sync('/campaign/characters');
    const third = flushes.sync('/campaign/characters');
    // The flush under way may have begun before their changes: they wait for the next one.
    expect(started).toEqual(['characters']);
    end(0);
    await first;
    expect(await settled(second)).toBe(false);
    expect(started).toEqual(['characters', 'characters']);
    end(1);
    await Promise.all([second, third]);
    expect(started).toHaveLength(2);
  });

  it('flushes each folder on its own, and a folder asked for once its flush is done afresh', async () => {
    const { flushes, started, end } = watchedFlushes();
    const characters = flushes.sync('/campaign/characters');
    const backups = flushes.sync('/campaign/.backups/characters/aria');
    expect(started).toEqual(['characters', 'aria']);
    end(0);
    end(1);
    await Promise.all([characters, backups]);
    const again = flushes.sync('/campaign/characters');
    expect(started).toEqual(['characters', 'aria', 'characters']);
    end(2);
    await again;
  });
});
