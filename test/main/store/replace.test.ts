import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeTempFile } from '../../../src-main/store/atomic-write';
import { replaceIfUnchanged, type ReplaceStep } from '../../../src-main/store/replace';
import { makeTempFolder, removeTempFolder } from './store-fixtures';

/** Another program's atomic save: a temp file renamed over the target, as editors and sync tools do. */
async function outsideSave(target: string, text: string): Promise<void> {
  const temp = `${target}.outside-tmp`;
  await fs.writeFile(temp, text);
  await fs.rename(temp, target);
}

describe('replaceIfUnchanged', () => {
  let folder: string;
  let target: string;
  beforeEach(async () => {
    folder = await makeTempFolder();
    target = path.join(folder, 'aria.json');
  });
  afterEach(async () => {
    await removeTempFolder(folder);
  });

  const names = async () => (await fs.readdir(folder)).sort();

  it('replaces the file that still holds what was read, and hands back the exact bytes replaced', async () => {
    await fs.writeFile(target, 'old\n');
    const temp = await writeTempFile(target, 'new\n');
    const result = await replaceIfUnchanged(target, temp, Buffer.from('old\n'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await fs.readFile(target, 'utf8')).toBe('new\n');
    expect(result.replaced?.bytes.toString()).toBe('old\n');
    expect(await fs.readFile(result.replaced!.aside, 'utf8')).toBe('old\n');
    // Only the target and the version set aside remain; no temp file.
    expect(await names()).toEqual([path.basename(result.replaced!.aside), 'aria.json'].sort());
  });

  it('creates a new file only where none exists', async () => {
    const temp = await writeTempFile(target, 'new\n');
    expect(await replaceIfUnchanged(target, temp, undefined)).toEqual({ ok: true });
    expect(await fs.readFile(target, 'utf8')).toBe('new\n');

    const second = await writeTempFile(target, 'second\n');
    expect(await replaceIfUnchanged(target, second, undefined)).toEqual({ ok: false });
    expect(await fs.readFile(target, 'utf8')).toBe('new\n');
  });

  it('replaces nothing when its temp file is gone, and gives the version moved aside its name back', async () => {
    await fs.writeFile(target, 'old\n');
    const temp = await writeTempFile(target, 'new\n');
    // Tidied away, as opening the campaign does with a temp file it takes for a leftover.
    const result = await replaceIfUnchanged(target, temp, Buffer.from('old\n'), {
      at: async (step) => void (step === 'before-put-in-place' && (await fs.rm(temp))),
    });
    expect(result).toEqual({ ok: false, tempGone: true });
    expect(await fs.readFile(target, 'utf8')).toBe('old\n');
    expect(await names()).toEqual(['aria.json']);

    const created = await writeTempFile(path.join(folder, 'bron.json'), 'new\n');
    await fs.rm(created);
    expect(await replaceIfUnchanged(path.join(folder, 'bron.json'), created, undefined)).toEqual({
      ok: false,
      tempGone: true,
    });
    expect(await names()).toEqual(['aria.json']);
  });

  // An outside program saves at each moment between the steps; its version must survive every time.
  const steps: ReplaceStep[] = ['before-move-aside', 'moved-aside', 'before-put-in-place'];
  it.each(steps)('keeps a version another program saved at %s, and says so', async (step) => {
    await fs.writeFile(target, 'old\n');
    const temp = await writeTempFile(target, 'mine\n');
    const result = await replaceIfUnchanged(target, temp, Buffer.from('old\n'), {
      at: async (at) => {
        if (at === step) await outsideSave(target, 'theirs\n');
      },
    });
    expect(result.ok).toBe(false);
    expect(await fs.readFile(target, 'utf8')).toBe('theirs\n');
    // Whatever left the name is handed back to be backed up, byte for byte.
    if (!result.ok && result.setAside)
      expect(await fs.readFile(result.setAside.aside, 'utf8')).toBe(result.setAside.bytes.toString());
    // Saved before the old version was set aside: it is given its name back. Saved after: the old version goes to the backups.
    if (step === 'before-move-aside') expect(result).toEqual({ ok: false });
    else expect(result).toMatchObject({ ok: false, setAside: { bytes: Buffer.from('old\n') } });
  });

  it('hands back a version longer than the one expected whole', async () => {
    await fs.writeFile(target, 'old, and a good deal longer since\n');
    const temp = await writeTempFile(target, 'mine\n');
    const result = await replaceIfUnchanged(target, temp, Buffer.from('old\n'), {
      at: async (at) => void (at === 'moved-aside' && (await outsideSave(target, 'theirs\n'))),
    });
    expect(result).toMatchObject({
      ok: false,
      setAside: { bytes: Buffer.from('old, and a good deal longer since\n') },
    });
    expect(await fs.readFile(target, 'utf8')).toBe('theirs\n');
  });

  it('refuses when the file was deleted meanwhile, and creates nothing', async () => {
    await fs.writeFile(target, 'old\n');
    const temp = await writeTempFile(target, 'mine\n');
    const result = await replaceIfUnchanged(target, temp, Buffer.from('old\n'), {
      at: async (at) => void (at === 'before-move-aside' && (await fs.rm(target))),
    });
    expect(result).toEqual({ ok: false });
    await expect(fs.access(target)).rejects.toThrow();
  });

  it('puts back a version changed just before it was set aside', async () => {
    await fs.writeFile(target, 'old\n');
    const temp = await writeTempFile(target, 'mine\n');
    const result = await replaceIfUnchanged(target, temp, Buffer.from('something else\n'));
    expect(result).toEqual({ ok: false });
    expect(await fs.readFile(target, 'utf8')).toBe('old\n');
    expect(await names()).toEqual([path.basename(temp), 'aria.json'].sort());
  });
});
