import os from 'node:os';
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { CAMPAIGN_LOCK_NAME, FolderLocks, LockTimeout } from '../../../src-main/store/folder-lock';
import { createCampaignService } from '../../../src-main/store/service';
import { makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

/*
 * The wait for a campaign's lock is the limit for one request in all, however many requests of this process are
 * queued for it: when another program keeps the lock, every one of them is refused when the first one's wait is
 * up, not one limit after another. Nothing here measures speed: the bounds are whole multiples of the limit.
 */

const LIMIT_MS = 500;

/** Makes `asks` requests at once; resolves to how many were refused with the lock's timeout. */
async function refusals(asks: number, run: () => Promise<unknown>): Promise<number> {
  const answers = await Promise.allSettled(Array.from({ length: asks }, run));
  return answers.filter((answer) => answer.status === 'rejected' && answer.reason instanceof LockTimeout).length;
}

describe('waiting for a lock another program holds', () => {
  let folder: string;
  let lockPath: string;
  beforeEach(async () => {
    folder = await makeTempFolder();
    lockPath = path.join(folder, CAMPAIGN_LOCK_NAME);
  });
  afterEach(async () => {
    await removeTempFolder(folder);
  });

  it('refuses four queued requests together, within one limit, not one limit after another', async () => {
    // The lock as a running program of this machine holds it: this very process, through its record.
    await fs.mkdir(lockPath);
    await fs.mkdir(path.join(lockPath, `owner-${process.pid}-${encodeURIComponent(os.hostname())}`));
    const locks = new FolderLocks({ waitMs: LIMIT_MS });
    const settled: number[] = [];
    const started = Date.now();
    const requests = Array.from({ length: 4 }, () =>
      locks
        .run(lockPath, async () => 'ran')
        .catch((error: unknown) => {
          settled.push(Date.now() - started);
          throw error;
        }),
    );
    const answers = await Promise.allSettled(requests);

    for (const answer of answers) {
      expect(answer.status).toBe('rejected');
      expect((answer as PromiseRejectedResult).reason).toBeInstanceOf(LockTimeout);
    }
    // Each waited the limit (no sooner), and all were answered before twice the limit (one after another: 4 limits).
    expect(Math.min(...settled)).toBeGreaterThanOrEqual(LIMIT_MS - 5);
    expect(Math.max(...settled)).toBeLessThan(2 * LIMIT_MS);
  });

  it('gives a request made after the refusal its own full wait, and the lock once it is free', async () => {
    const holder = new FolderLocks();
    let release!: () => void;
    const held = holder.run(lockPath, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const locks = new FolderLocks({ waitMs: LIMIT_MS });
    expect(await refusals(2, () => locks.run(lockPath, async () => 'ran'))).toBe(2);

    const later = locks.run(lockPath, async () => 'ran');
    await new Promise((resolve) => setTimeout(resolve, LIMIT_MS / 5));
    release();
    await held;
    expect(await later).toBe('ran');
  });
});

describe('saves of one campaign while another program holds its lock', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempFolder();
  });
  afterEach(async () => {
    await removeTempFolder(root);
  });

  it('answers four saves together with the lock message, within one limit of the first', async () => {
    const folder = path.join(root, 'Border Watch');
    await writeCampaignFolder(
      folder,
      ['aria', 'bron', 'cass', 'dara'].map((id) => makeCharacter(id, 1)),
    );
    const service = createCampaignService({
      recentFile: path.join(root, 'recent.json'),
      watch: false,
      lockWaitMs: LIMIT_MS,
    });
    const other = new FolderLocks();
    let release!: () => void;
    try {
      const opened = await service.openFolder(folder);
      if (!opened.ok) throw new Error(opened.error.message);
      const { handle, characters } = opened.value;
      const held = other.run(
        path.join(folder, CAMPAIGN_LOCK_NAME),
        () => new Promise<void>((resolve) => (release = resolve)),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));

      const started = Date.now();
      const answered: number[] = [];
      const saves = characters.map((listed) =>
        service
          .writeCharacter({ handle, character: makeCharacter(listed.id, 2), baseRevision: listed.revision })
          .then((result) => {
            answered.push(Date.now() - started);
            return result;
          }),
      );
      const results = await Promise.all(saves);
      release();
      await held;

      expect(results).toHaveLength(4);
      for (const result of results) {
        expect(result).toMatchObject({
          ok: false,
          error: {
            code: 'io',
            message: expect.stringMatching(/^Another program .* still holds its lock, so nothing was saved\./),
          },
        });
      }
      expect(Math.max(...answered)).toBeLessThan(2 * LIMIT_MS);
      // Nothing was written meanwhile: each character is still as it was.
      for (const id of ['aria', 'bron', 'cass', 'dara']) {
        expect(JSON.parse(await fs.readFile(path.join(folder, 'characters', `${id}.json`), 'utf8'))).toEqual(
          makeCharacter(id, 1),
        );
      }
    } finally {
      release?.();
      await service.dispose();
    }
  });
});
