import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stableStringify } from '../../../shared/model';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { FolderLooks, LinkRefused } from '../../../src-main/store/contained';
import { createCampaignService } from '../../../src-main/store/service';
import { listTree, makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

/** What a file outside the campaign holds: it must never show in a message, a backup or a listing. */
const SECRET = 'TOP SECRET: the password is swordfish';

describe('links inside a campaign folder', () => {
  let root: string;
  let folder: string;
  let outside: string;
  let service: CampaignService;
  beforeEach(async () => {
    root = await makeTempFolder();
    folder = path.join(root, 'Border Watch');
    outside = path.join(root, 'outside');
    await writeCampaignFolder(folder, [makeCharacter('aria', 1)]);
    await fs.mkdir(outside);
    await fs.writeFile(path.join(outside, 'secret.json'), SECRET);
    service = createCampaignService({ recentFile: path.join(root, 'recent.json'), watch: false });
  });
  afterEach(async () => {
    await service.dispose();
    await removeTempFolder(root);
  });

  const outsideTree = () => listTree(outside);
  const open = async () => {
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    return opened.value;
  };

  it('reports a characters folder that is a link once, lists nothing through it, and refuses writes and deletions', async () => {
    await fs.rename(path.join(folder, 'characters'), path.join(outside, 'characters'));
    await fs.symlink(path.join(outside, 'characters'), path.join(folder, 'characters'));
    const before = await outsideTree();

    const opened = await open();
    expect(opened.characters).toEqual([]);
    expect(opened.problems).toEqual([
      expect.objectContaining({
        code: 'link',
        file: 'characters',
        message: expect.stringMatching(/^The campaign's characters folder is a link to somewhere else/),
      }),
    ]);
    const write = await service.writeCharacter({ handle: opened.handle, character: makeCharacter('bron') });
    expect(write).toMatchObject({
      ok: false,
      error: { code: 'file-problem', message: expect.stringContaining('is a link') },
    });
    expect(await service.deleteCharacter({ handle: opened.handle, id: 'aria' })).toMatchObject({
      ok: false,
      error: { code: 'file-problem' },
    });
    expect(await service.readCharacter({ handle: opened.handle, id: 'aria' })).toMatchObject({
      ok: false,
      error: { code: 'file-problem' },
    });
    expect(await outsideTree()).toEqual(before);
  });

  it('refuses to save or delete when .backups is a link, before anything moves', async () => {
    await fs.mkdir(path.join(outside, 'backups'));
    await fs.symlink(path.join(outside, 'backups'), path.join(folder, '.backups'));
    const aria = await fs.readFile(path.join(folder, 'characters', 'aria.json'), 'utf8');

    const opened = await open();
    expect(opened.problems).toEqual([expect.objectContaining({ code: 'link', file: '.backups' })]);
    const write = await service.writeCharacter({
      handle: opened.handle,
      character: makeCharacter('aria', 2),
      baseRevision: opened.characters[0]!.revision,
    });
    expect(write).toMatchObject({
      ok: false,
      error: { code: 'file-problem', message: expect.stringContaining('.backups') },
    });
    expect(await service.deleteCharacter({ handle: opened.handle, id: 'aria' })).toMatchObject({
      ok: false,
      error: { code: 'file-problem' },
    });
    expect(await fs.readFile(path.join(folder, 'characters', 'aria.json'), 'utf8')).toBe(aria);
    expect(await outsideTree()).toEqual(['secret.json']);
    expect((await fs.readdir(path.join(folder, 'characters'))).sort()).toEqual(['aria.json']);
  });

  it('never reads, overwrites, backs up or deletes a character file that is a link, nor leaks what it points to', async () => {
    await fs.symlink(path.join(outside, 'secret.json'), path.join(folder, 'characters', 'spy.json'));

    const opened = await open();
    expect(opened.characters.map((c) => c.id)).toEqual(['aria']);
    const problem = opened.problems.find((p) => p.file === 'characters/spy.json');
    expect(problem).toMatchObject({
      code: 'link',
      message: expect.stringMatching(/^characters\/spy\.json is a link to somewhere else/),
    });
    const read = await service.readCharacter({ handle: opened.handle, id: 'spy' });
    const write = await service.writeCharacter({
      handle: opened.handle,
      character: makeCharacter('spy'),
      overwrite: true,
    });
    const deleted = await service.deleteCharacter({ handle: opened.handle, id: 'spy' });
    for (const result of [read, write, deleted]) {
      expect(result).toMatchObject({ ok: false, error: { code: 'file-problem' } });
      expect(JSON.stringify(result)).not.toContain('swordfish');
    }
    expect(JSON.stringify(opened)).not.toContain('swordfish');
    expect(await fs.readFile(path.join(outside, 'secret.json'), 'utf8')).toBe(SECRET);
    expect((await fs.lstat(path.join(folder, 'characters', 'spy.json'))).isSymbolicLink()).toBe(true);
    const backups = (await listTree(folder)).filter((file) => file.startsWith('.backups/'));
    for (const file of backups) expect(await fs.readFile(path.join(folder, file), 'utf8')).not.toContain('swordfish');
  });

  it('refuses a save whose own backup folder is a link to elsewhere', async () => {
    await fs.mkdir(path.join(folder, '.backups', 'characters'), { recursive: true });
    await fs.symlink(outside, path.join(folder, '.backups', 'characters', 'aria'));
    const opened = await open();
    const write = await service.writeCharacter({
      handle: opened.handle,
      character: makeCharacter('aria', 2),
      baseRevision: opened.characters[0]!.revision,
    });
    expect(write).toMatchObject({
      ok: false,
      error: { code: 'file-problem', message: expect.stringContaining('.backups/characters/aria') },
    });
    expect(await outsideTree()).toEqual(['secret.json']);
    expect(await fs.readFile(path.join(folder, 'characters', 'aria.json'), 'utf8')).toBe(
      stableStringify(makeCharacter('aria', 1)),
    );
  });
});

describe('the folders one piece of work looks at', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempFolder();
  });
  afterEach(async () => {
    await removeTempFolder(root);
  });

  it('looks at each folder once for the work it is kept for, and a new piece of work looks again', async () => {
    const folder = path.join(root, 'Border Watch');
    await fs.mkdir(folder);
    const looks = new FolderLooks(folder);
    await looks.make('.backups/characters/aria');
    expect((await fs.lstat(path.join(folder, '.backups', 'characters', 'aria'))).isDirectory()).toBe(true);
    // A link put in its place afterwards is for the next piece of work to find, not this one.
    await fs.rm(path.join(folder, '.backups', 'characters', 'aria'), { recursive: true });
    await fs.mkdir(path.join(root, 'elsewhere'));
    await fs.symlink(path.join(root, 'elsewhere'), path.join(folder, '.backups', 'characters', 'aria'));
    await looks.make('.backups/characters/aria');
    await expect(new FolderLooks(folder).make('.backups/characters/aria')).rejects.toThrow(LinkRefused);
  });

  it('looks again after a look that failed', async () => {
    const folder = path.join(root, 'Border Watch');
    await fs.mkdir(folder);
    await fs.mkdir(path.join(root, 'elsewhere'));
    await fs.symlink(path.join(root, 'elsewhere'), path.join(folder, 'characters'));
    const looks = new FolderLooks(folder);
    await expect(looks.make('characters')).rejects.toThrow(LinkRefused);
    await fs.rm(path.join(folder, 'characters'));
    await looks.make('characters');
    expect((await fs.lstat(path.join(folder, 'characters'))).isDirectory()).toBe(true);
  });
});
