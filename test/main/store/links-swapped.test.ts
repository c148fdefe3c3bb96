import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { createCampaignService } from '../../../src-main/store/service';
import { saveUntil, snapshot, startLinkSwapper, SWAP_IDS } from './link-swapper';
import { makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

/*
 * Another program replaces a folder of the campaign by a link to a folder outside it, and back, again and again,
 * while characters are saved. Whatever the timing, nothing the app writes, moves or deletes may land outside the
 * campaign folder: the outside folder must come out exactly as it went in. (Saves may fail meanwhile, with a
 * sentence; that is fine.) The longer run, 1,500 saves and more, is in bench/store-bench.ts.
 */

const SAVING_MS = 800;

/** Saves every character side by side, over and over, for SAVING_MS; resolves to how many saves succeeded. */
async function saveForAWhile(service: CampaignService, handle: string): Promise<number> {
  const until = Date.now() + SAVING_MS;
  return (await saveUntil(service, handle, () => Date.now() >= until)).saved;
}

/*
 * A version set aside goes to .backups by a rename through the folder's descriptor where the system has one
 * (Linux), and as a copy elsewhere: both ways are run here, the second by letting the store believe it is on macOS.
 */
const REAL_PLATFORM = process.platform;
const WAYS = {
  'renamed into .backups through the folder itself (Linux)': process.platform,
  'copied into .backups (macOS, Windows)': 'darwin',
} as const;

describe.each(Object.entries(WAYS))(
  'a folder of the campaign swapped for a link while saves run, versions %s',
  (_way, platform) => {
    let root: string;
    let folder: string;
    let outside: string;
    let service: CampaignService;
    beforeEach(async () => {
      root = await makeTempFolder();
      folder = path.join(root, 'Border Watch');
      outside = path.join(root, 'outside');
      await writeCampaignFolder(
        folder,
        SWAP_IDS.map((id) => makeCharacter(id, 1)),
      );
      await fs.mkdir(outside);
      service = createCampaignService({ recentFile: path.join(root, 'recent.json'), watch: false });
      Object.defineProperty(process, 'platform', { value: platform, configurable: true });
    });
    afterEach(async () => {
      Object.defineProperty(process, 'platform', { value: REAL_PLATFORM, configurable: true });
      await service.dispose();
      await removeTempFolder(root);
    });

    const open = async () => {
      const opened = await service.openFolder(folder);
      if (!opened.ok) throw new Error(opened.error.message);
      return opened.value.handle;
    };

    it('writes nothing outside the campaign when characters/ is swapped', async () => {
      const handle = await open();
      const before = await snapshot(outside);
      const swapper = await startLinkSwapper(folder, 'characters', outside);
      let saved: number;
      try {
        saved = await saveForAWhile(service, handle);
      } finally {
        const { swaps } = await swapper.stop();
        expect(swaps).toBeGreaterThan(0);
      }
      expect(await snapshot(outside)).toEqual(before);
      expect(saved).toBeGreaterThan(0);
      // With the folder left alone, saves go on as before, into the campaign.
      const after = await service.writeCharacter({ handle, character: makeCharacter('aria', 1_000), overwrite: true });
      expect(after.ok).toBe(true);
      expect(JSON.parse(await fs.readFile(path.join(folder, 'characters', 'aria.json'), 'utf8'))).toEqual(
        makeCharacter('aria', 1_000),
      );
    });

    it('writes, moves and deletes nothing outside the campaign when .backups/ is swapped', async () => {
      const handle = await open();
      // Files outside named as backups are: a backup rotation through the link would delete them.
      await fs.mkdir(path.join(outside, 'characters', 'aria'), { recursive: true });
      for (let n = 0; n < 12; n++) {
        await fs.writeFile(
          path.join(
            outside,
            'characters',
            'aria',
            `2020-01-01T00-00-00-${String(n).padStart(3, '0')}Z-${'0'.repeat(15)}${n % 10}.json`,
          ),
          'not the app’s',
        );
      }
      await fs.mkdir(path.join(folder, '.backups'));
      const before = await snapshot(outside);
      const swapper = await startLinkSwapper(folder, '.backups', outside);
      try {
        await saveForAWhile(service, handle);
      } finally {
        const { swaps } = await swapper.stop();
        expect(swaps).toBeGreaterThan(0);
      }
      expect(await snapshot(outside)).toEqual(before);
    });
  },
);
