import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stableStringify } from '../../../shared/model';
import type { CampaignService } from '../../../src-main/store/campaign-service';
import { createCampaignService } from '../../../src-main/store/service';
import { listTree, makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

describe('opening a campaign folder', () => {
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

  it('lists every character and gives each a revision', async () => {
    await writeCampaignFolder(folder, [makeCharacter('aria'), makeCharacter('bron', 3)]);
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.campaign.name).toBe('The Border Watch');
    expect(opened.value.characters.map((c) => [c.id, c.name, c.file])).toEqual([
      ['aria', 'Aria', 'characters/aria.json'],
      ['bron', 'Bron', 'characters/bron.json'],
    ]);
    expect(opened.value.problems).toEqual([]);
    expect(opened.value.handle).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('reports a corrupt file and one without a name while the other characters open; a deeper problem when the file is read', async () => {
    await writeCampaignFolder(folder, [makeCharacter('aria')]);
    await fs.writeFile(path.join(folder, 'characters', 'bron.json'), '{"formatVersion": 1, "id": "bron",');
    await fs.writeFile(
      path.join(folder, 'characters', 'dara.json'),
      stableStringify({ ...makeCharacter('dara'), name: '' }),
    );
    const invalid = { ...makeCharacter('cora'), events: [{ id: 'e1', type: 'award', date: 'last tuesday' }] };
    await fs.writeFile(path.join(folder, 'characters', 'cora.json'), stableStringify(invalid));

    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    // Opening reads each character's id, name and game: Cora's bad date is found when her file is read in full.
    expect(opened.value.characters.map((c) => c.id)).toEqual(['aria', 'cora']);
    const [bron, dara] = opened.value.problems;
    expect(bron).toMatchObject({ code: 'corrupt-json', file: 'characters/bron.json' });
    expect(bron?.message).toContain('characters/bron.json');
    expect(dara).toMatchObject({ code: 'invalid', file: 'characters/dara.json', field: 'name' });
    expect(opened.value.problems).toHaveLength(2);

    const read = await service.readCharacter({ handle: opened.value.handle, id: 'cora' });
    expect(read).toMatchObject({
      ok: false,
      error: {
        code: 'file-problem',
        problem: { code: 'invalid', file: 'characters/cora.json', field: 'events.0.date' },
      },
    });
    expect(read.ok ? '' : read.error.message).toMatch(/characters\/cora\.json.*events\.0\.date/);
  });

  it('reports a file whose id disagrees with its file name', async () => {
    await writeCampaignFolder(folder, []);
    await fs.writeFile(path.join(folder, 'characters', 'copy.json'), stableStringify(makeCharacter('aria')));
    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.characters).toEqual([]);
    expect(opened.value.problems[0]).toMatchObject({ file: 'characters/copy.json', field: 'id' });
  });

  it('refuses a file from a newer version of the app and never changes its bytes', async () => {
    await writeCampaignFolder(folder, [makeCharacter('aria')]);
    const newer = '{"formatVersion": 99, "id": "bron", "name": "Bron", "hologram": true}\n';
    const bronPath = path.join(folder, 'characters', 'bron.json');
    await fs.writeFile(bronPath, newer);

    const opened = await service.openFolder(folder);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.characters.map((c) => c.id)).toEqual(['aria']);
    const problem = opened.value.problems[0];
    expect(problem).toMatchObject({ code: 'newer-version', file: 'characters/bron.json' });
    expect(problem?.message).toMatch(/characters\/bron\.json.*newer version.*Update the app/);

    const { handle } = opened.value;
    const attempts = [
      await service.writeCharacter({ handle, character: makeCharacter('bron'), overwrite: true }),
      await service.writeCharacter({ handle, character: makeCharacter('bron') }),
      await service.deleteCharacter({ handle, id: 'bron' }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ ok: false, error: { code: 'file-problem' } });
      if (!attempt.ok) expect(attempt.error.message).toMatch(/characters\/bron\.json.*Update the app/);
    }
    expect(await fs.readFile(bronPath, 'utf8')).toBe(newer);
    expect((await listTree(folder)).filter((file) => file.startsWith('.backups'))).toEqual([]);
  });

  it('refuses to open a folder whose campaign.json is broken, saying which file', async () => {
    await writeCampaignFolder(folder, [makeCharacter('aria')]);
    await fs.writeFile(path.join(folder, 'campaign.json'), '');
    const opened = await service.openFolder(folder);
    expect(opened).toMatchObject({ ok: false, error: { code: 'file-problem', problem: { file: 'campaign.json' } } });
  });

  it('says when a folder is not a campaign', async () => {
    await fs.mkdir(folder);
    const opened = await service.openFolder(folder);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error.message).toContain('has no campaign.json');
  });

  it('removes temp files left by a writer killed before the campaign was opened', async () => {
    await writeCampaignFolder(folder, [makeCharacter('aria')]);
    const stale = path.join(folder, 'characters', '.aria.json.0123456789ab.tmp');
    await fs.writeFile(stale, '{"torn');
    const old = new Date(Date.now() - 5_000);
    await fs.utimes(stale, old, old);
    const opened = await service.openFolder(folder);
    expect(opened.ok && opened.value.problems).toEqual([]);
    expect(await listTree(folder)).toEqual(['campaign.json', 'characters/aria.json']);
  });
});
