import { promises as fs } from 'node:fs';
import path from 'node:path';
import { MAX_FILE_BYTES, stableStringify, type CharacterFile } from '../../../shared/model';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { createCampaignService } from '../../../src-main/store/service';
import { makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

/*
 * The largest file the app opens (MAX_FILE_BYTES, 16 MB) is opened; a larger one found in a campaign folder is
 * named with its size and the limit, in the words the app uses for a save and for a request in browser mode.
 */
describe('a campaign file as large as the app opens, and larger', () => {
  let root: string;
  let folder: string;
  let service: CampaignService;
  beforeEach(async () => {
    root = await makeTempFolder();
    folder = path.join(root, 'Border Watch');
    service = createCampaignService({
      recentFile: path.join(root, 'recent.json'),
      watch: false,
      today: () => '2026-11-21',
    });
  });
  afterEach(async () => {
    await service.dispose();
    await removeTempFolder(root);
  });

  /** A character whose file takes exactly `bytes` bytes. */
  function characterOfSize(id: string, bytes: number): CharacterFile {
    const character = makeCharacter(id, 0, { creation: { notes: '' } });
    return { ...character, creation: { notes: 'x'.repeat(bytes - stableStringify(character).length) } };
  }

  it('opens and reads a character whose file is exactly 16 MB', async () => {
    await writeCampaignFolder(folder, [characterOfSize('aria', MAX_FILE_BYTES)]);
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.problems).toEqual([]);
    const read = await service.readCharacter({ handle: opened.value.handle, id: 'aria' });
    expect(read.ok).toBe(true);
  });

  it('names a character file over 16 MB with its size and what the app opens, and opens the others', async () => {
    await writeCampaignFolder(folder, [makeCharacter('bron'), characterOfSize('aria', 20 * 1024 * 1024)]);
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.characters.map((c) => c.id)).toEqual(['bron']);
    expect(opened.value.problems).toEqual([
      {
        code: 'invalid',
        file: 'characters/aria.json',
        message:
          "characters/aria.json is 20 MB; the app opens files up to 16 MB, so it was not read. The app writes no file that large: check what replaced it, and restore it from the campaign's .backups folder.",
      },
    ]);
  });

  it('says a file one byte over the limit is over it, never that it is the limit', async () => {
    await writeCampaignFolder(folder, [characterOfSize('aria', MAX_FILE_BYTES + 1)]);
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.problems[0]?.message).toMatch(
      /^characters\/aria\.json is 16\.1 MB; the app opens files up to 16 MB, so it was not read\./,
    );
  });

  it('refuses to save campaign.json over 16 MB in the same words, and leaves the one on disk', async () => {
    await writeCampaignFolder(folder, []);
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    const onDisk = await fs.readFile(path.join(folder, 'campaign.json'), 'utf8');
    const campaign = { ...opened.value.campaign, settings: { notes: 'x'.repeat(MAX_FILE_BYTES) } };
    const saved = await service.writeCampaign({
      handle: opened.value.handle,
      campaign,
      baseRevision: opened.value.campaignRevision,
    });
    expect(saved).toEqual({
      ok: false,
      error: {
        code: 'invalid-argument',
        message:
          'campaign.json would be 16.1 MB; the app opens files up to 16 MB, so it was not saved. Remove what made it so large (a very long note, perhaps) and save again.',
      },
    });
    expect(await fs.readFile(path.join(folder, 'campaign.json'), 'utf8')).toBe(onDisk);
  });
});
