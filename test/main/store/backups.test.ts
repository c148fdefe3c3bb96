import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stableStringify } from '../../../shared/model';
import { backupFolderOf, backupSetAside, backupVersion, listBackups } from '../../../src-main/store/backups';
import { revisionOf } from '../../../src-main/store/revision';
import { makeCharacter, makeTempFolder, removeTempFolder } from './store-fixtures';

/*
 * A version set aside is renamed into the backups through its folder's descriptor where the system has one
 * (Linux), and copied elsewhere (macOS, Windows): both ways are run, the second by letting the store believe it
 * is on macOS.
 */
const REAL_PLATFORM = process.platform;
const WAYS = { 'this system': process.platform, 'a system without folder descriptor paths': 'darwin' } as const;

describe.each(Object.entries(WAYS))('backups, on %s', (_way, platform) => {
  let folder: string;
  beforeEach(async () => {
    folder = await makeTempFolder();
    await fs.mkdir(path.join(folder, 'characters'));
    Object.defineProperty(process, 'platform', { value: platform, configurable: true });
  });
  afterEach(async () => {
    Object.defineProperty(process, 'platform', { value: REAL_PLATFORM, configurable: true });
    await removeTempFolder(folder);
  });

  it('keeps the newest 10 of 15 versions, named by UTC time and revision', async () => {
    const versions = Array.from({ length: 15 }, (_, n) => stableStringify(makeCharacter('aria', n)));
    // All in the same millisecond: names must still sort in the order the versions were saved.
    const now = new Date('2026-11-21T10:00:00.000Z');
    for (const version of versions) await backupVersion(folder, 'characters/aria.json', version, now);

    const names = await listBackups(folder, 'characters/aria.json');
    expect(names).toHaveLength(10);
    expect(names[0]).toMatch(/^2026-11-21T10-00-00-\d{3}Z-[0-9a-f]{16}\.json$/);
    const kept = await Promise.all(
      names.map((name) => fs.readFile(path.join(backupFolderOf(folder, 'characters/aria.json'), name), 'utf8')),
    );
    expect(kept).toEqual(versions.slice(5));
    expect(names.map((name) => name.slice(-21, -5))).toEqual(versions.slice(5).map((v) => revisionOf(v)));
  });

  it('puts campaign.json backups in their own folder', async () => {
    await backupVersion(folder, 'campaign.json', '{"a":1}\n', new Date('2026-11-21T10:00:00.000Z'));
    expect(await fs.readdir(path.join(folder, '.backups', 'campaign'))).toHaveLength(1);
  });

  it('moves a deleted file, set aside, into the backups byte for byte', async () => {
    const bytes = stableStringify(makeCharacter('bron', 2));
    const aside = path.join(folder, 'characters', '.bron.json.0123456789ab.old');
    await fs.writeFile(aside, bytes);
    const moved = await backupSetAside(
      folder,
      'characters/bron.json',
      { aside, bytes: Buffer.from(bytes) },
      new Date('2026-11-21T10:00:00.000Z'),
      'deleted',
    );
    expect(path.basename(moved)).toBe('2026-11-21T10-00-00-000Z-deleted.json');
    expect(await fs.readFile(moved, 'utf8')).toBe(bytes);
    expect(await fs.readdir(path.join(folder, 'characters'))).toEqual([]);
  });

  it('moves a replaced version into the backups under its revision, and not twice', async () => {
    const bytes = stableStringify(makeCharacter('aria', 3));
    const now = new Date('2026-11-21T10:00:00.000Z');
    for (const hex of ['0123456789ab', 'ba9876543210']) {
      const aside = path.join(folder, 'characters', `.aria.json.${hex}.old`);
      await fs.writeFile(aside, bytes);
      await backupSetAside(folder, 'characters/aria.json', { aside, bytes: Buffer.from(bytes) }, now);
    }
    expect(await listBackups(folder, 'characters/aria.json')).toEqual([
      `2026-11-21T10-00-00-000Z-${revisionOf(bytes)}.json`,
    ]);
    expect(await fs.readdir(path.join(folder, 'characters'))).toEqual([]);
  });

  it('keeps the newest 10 versions set aside, byte for byte, leaving nothing behind', async () => {
    const versions = Array.from({ length: 12 }, (_, n) => stableStringify(makeCharacter('aria', n)));
    for (const [n, version] of versions.entries()) {
      const aside = path.join(folder, 'characters', `.aria.json.${String(n).padStart(12, '0')}.old`);
      await fs.writeFile(aside, version);
      await backupSetAside(
        folder,
        'characters/aria.json',
        { aside, bytes: Buffer.from(version) },
        new Date('2026-11-21T10:00:00.000Z'),
      );
    }
    const names = await listBackups(folder, 'characters/aria.json');
    const kept = await Promise.all(
      names.map((name) => fs.readFile(path.join(backupFolderOf(folder, 'characters/aria.json'), name), 'utf8')),
    );
    expect(kept).toEqual(versions.slice(2));
    expect(await fs.readdir(path.join(folder, 'characters'))).toEqual([]);
    expect(await fs.readdir(backupFolderOf(folder, 'characters/aria.json'))).toEqual(names);
  });
});
