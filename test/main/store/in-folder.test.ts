import fs, { promises as fsp } from 'node:fs';
import path from 'node:path';
import { writeTempFile } from '../../../src-main/store/atomic-write';
import { backupVersion } from '../../../src-main/store/backups';
import { LinkRefused, makeFolderInside } from '../../../src-main/store/contained';
import { inFolder, rememberCampaignFolder } from '../../../src-main/store/in-folder';
import { snapshot } from './link-swapper';
import { makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

describe('changes made from inside a campaign folder', () => {
  let root: string;
  let folder: string;
  let outside: string;
  beforeEach(async () => {
    root = await makeTempFolder();
    folder = path.join(root, 'Border Watch');
    outside = path.join(root, 'outside');
    await writeCampaignFolder(folder, [makeCharacter('aria', 1)]);
    await fsp.mkdir(outside);
    await fsp.writeFile(path.join(outside, 'someone-elses.json'), 'not the app’s');
    rememberCampaignFolder(folder);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await removeTempFolder(root);
  });

  it('leaves the working folder as it was, after a change and after a refusal', async () => {
    const before = process.cwd();
    await writeTempFile(path.join(folder, 'characters', 'aria.json'), 'x');
    expect(process.cwd()).toBe(before);
    await fsp.rename(path.join(folder, 'characters'), path.join(outside, 'characters'));
    await fsp.symlink(path.join(outside, 'characters'), path.join(folder, 'characters'));
    await expect(writeTempFile(path.join(folder, 'characters', 'aria.json'), 'x')).rejects.toBeInstanceOf(LinkRefused);
    expect(process.cwd()).toBe(before);
  });

  it('refuses a folder swapped for a link between the look at it and the step into it, and writes nothing there', async () => {
    const outsideBefore = await snapshot(outside);
    const look = fs.lstatSync;
    let swapped = false;
    // Another program acts at the worst moment: just after the folder was looked at and found to be a real one.
    vi.spyOn(fs, 'lstatSync').mockImplementation(((name: fs.PathLike, options?: fs.StatSyncOptions) => {
      const seen = look(name, options as never);
      if (name === 'characters' && !swapped) {
        swapped = true;
        fs.renameSync(path.join(folder, 'characters'), path.join(folder, 'characters.real'));
        fs.symlinkSync(outside, path.join(folder, 'characters'));
      }
      return seen;
    }) as typeof fs.lstatSync);

    await expect(writeTempFile(path.join(folder, 'characters', 'aria.json'), 'the new version')).rejects.toBeInstanceOf(
      LinkRefused,
    );
    expect(swapped).toBe(true);
    expect(await snapshot(outside)).toEqual(outsideBefore);
  });

  it('never makes a folder, writes a backup or rotates backups through a link', async () => {
    await fsp.mkdir(path.join(outside, 'characters', 'aria'), { recursive: true });
    for (let n = 0; n < 12; n++)
      await fsp.writeFile(
        path.join(
          outside,
          'characters',
          'aria',
          `2020-01-01T00-00-00-${String(n).padStart(3, '0')}Z-${'0'.repeat(16)}.json`,
        ),
        '{}',
      );
    await fsp.symlink(outside, path.join(folder, '.backups'));
    const outsideBefore = await snapshot(outside);

    await expect(makeFolderInside(folder, '.backups/characters/bron')).rejects.toBeInstanceOf(LinkRefused);
    await expect(
      backupVersion(folder, 'characters/aria.json', '{"v":1}', new Date('2026-11-21T10:00:00Z')),
    ).rejects.toBeInstanceOf(LinkRefused);
    expect(await snapshot(outside)).toEqual(outsideBefore);
  });

  it('makes missing folders as real folders inside the campaign', async () => {
    await makeFolderInside(folder, '.backups/characters/aria');
    const made = await fsp.lstat(path.join(folder, '.backups', 'characters', 'aria'));
    expect(made.isDirectory()).toBe(true);
    expect(inFolder(path.join(folder, '.backups', 'characters'), () => fs.readdirSync('.'))).toEqual(['aria']);
  });
});
