import { gatheredReads } from '../../../src-main/store/locked-reads';

/** A lock that counts its holds and lets the test say when the next one is granted. */
function fakeLock() {
  const grants: (() => void)[] = [];
  let holds = 0;
  let held = false;
  return {
    get holds() {
      return holds;
    },
    grant: () => grants.shift()?.(),
    refuseNext: undefined as Error | undefined,
    async run(task: () => Promise<void>): Promise<void> {
      await new Promise<void>((resolve) => grants.push(resolve));
      if (this.refuseNext) {
        const refused = this.refuseNext;
        this.refuseNext = undefined;
        throw refused;
      }
      if (held) throw new Error('two holds at once');
      held = true;
      holds++;
      try {
        await task();
      } finally {
        held = false;
      }
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reads gathered under one hold of the lock', () => {
  it('reads every file asked for while the lock is waited for in one hold, each file once', async () => {
    const lock = fakeLock();
    const read: string[] = [];
    const reader = gatheredReads(
      (task) => lock.run(task),
      async (file) => {
        read.push(file);
        return `contents of ${file}`;
      },
    );
    const asked = [
      reader('characters/aria.json'),
      reader('characters/bron.json'),
      reader('characters/aria.json'),
      reader('campaign.json'),
    ];
    await settle();
    lock.grant();
    expect(await Promise.all(asked)).toEqual([
      'contents of characters/aria.json',
      'contents of characters/bron.json',
      'contents of characters/aria.json',
      'contents of campaign.json',
    ]);
    expect(lock.holds).toBe(1);
    expect(read.sort()).toEqual(['campaign.json', 'characters/aria.json', 'characters/bron.json']);
  });

  it('leaves a read asked for once the lock is held to the next hold, so it sees the file as it is then', async () => {
    const lock = fakeLock();
    let version = 1;
    let during: Promise<string> | undefined;
    const reader = gatheredReads(
      (task) => lock.run(task),
      async (file) => {
        // Asked for while this hold reads: it must not take this hold's answer.
        during ??= reader(file);
        return `${file} v${version++}`;
      },
    );
    const first = reader('campaign.json');
    await settle();
    lock.grant();
    expect(await first).toBe('campaign.json v1');
    await settle();
    lock.grant();
    expect(await during).toBe('campaign.json v2');
    expect(lock.holds).toBe(2);
  });

  it('fails only the reads of a file that could not be read, and every read of a hold the lock refused', async () => {
    const lock = fakeLock();
    const reader = gatheredReads(
      (task) => lock.run(task),
      async (file) => {
        if (file === 'characters/broken.json') throw new Error('EIO');
        return file;
      },
    );
    const good = reader('campaign.json');
    const bad = reader('characters/broken.json');
    await settle();
    lock.grant();
    expect(await good).toBe('campaign.json');
    await expect(bad).rejects.toThrow('EIO');

    lock.refuseNext = new Error('The campaign folder is busy.');
    const refused = [reader('campaign.json'), reader('characters/aria.json')];
    await settle();
    lock.grant();
    for (const read of refused) await expect(read).rejects.toThrow('The campaign folder is busy.');
    // The next read takes a new hold.
    const after = reader('campaign.json');
    await settle();
    lock.grant();
    expect(await after).toBe('campaign.json');
  });
});
