import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stableStringify } from '../../../shared/model';
import { readDiskFile } from '../../../src-main/store/disk-file';
import { conflictCopyOriginal, parseConflictCopyName } from '../../../shared/model';
import { listConflictCopies } from '../../../src-main/store/conflict-copies';
import { revisionOf } from '../../../src-main/store/revision';
import { makeCampaign, makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';

describe('recognising the copies sync tools leave beside a file', () => {
  it.each([
    ['aria.sync-conflict-20261123-101010-ABCDEFG.json', 'aria.json', 'Syncthing', '2026-11-23'],
    ['campaign.sync-conflict-20261201-235959-7QXWZ2K.json', 'campaign.json', 'Syncthing', '2026-12-01'],
    ['aria.sync-conflict-20261123-101010.json', 'aria.json', 'Syncthing', '2026-11-23'],
    ['aria (conflicted copy).json', 'aria.json', 'Dropbox', undefined],
    ['aria (conflicted copy 2026-11-23).json', 'aria.json', 'Dropbox', '2026-11-23'],
    ["aria (Bob's conflicted copy 2026-11-23).json", 'aria.json', 'Dropbox', '2026-11-23'],
    ['aria (Bob’s conflicted copy 2026-11-23).json', 'aria.json', 'Dropbox', '2026-11-23'],
    ["aria (Bob's MacBook Pro's conflicted copy 2026-11-23).json", 'aria.json', 'Dropbox', '2026-11-23'],
    ["aria (Bob's conflicted copy 2026-11-23 (1)).json", 'aria.json', 'Dropbox', '2026-11-23'],
    ["aria (Bob's conflicted copy 2026-11-23) (2).json", 'aria.json', 'Dropbox', '2026-11-23'],
    ['aria (conflicted copy) (1).json', 'aria.json', 'Dropbox', undefined],
    ["old notes (draft) (Bob's conflicted copy 2026-11-23).json", 'old notes (draft).json', 'Dropbox', '2026-11-23'],
    ['aria (conflicted copy 2026-11-23 101010).json', 'aria.json', 'Nextcloud or ownCloud', '2026-11-23'],
    ['aria (conflicted copy Bob Smith 2026-11-24 081500).json', 'aria.json', 'Nextcloud or ownCloud', '2026-11-24'],
    ['campaign_conflict-20261123-101010.json', 'campaign.json', 'Nextcloud or ownCloud', '2026-11-23'],
    ['aria_conflict-bob-20261123-101010.json', 'aria.json', 'Nextcloud or ownCloud', '2026-11-23'],
    ['aria (SFConflict bob@example.com 2026-11-23-10-10-10).json', 'aria.json', 'Seafile', '2026-11-23'],
    // A copy of a copy is another version of the first original; its own name gives the tool and date.
    ["aria (conflicted copy) (Bob's conflicted copy 2026-11-24).json", 'aria.json', 'Dropbox', '2026-11-24'],
    [
      'aria.sync-conflict-20261123-101010-ABCDEFG.sync-conflict-20261125-090000-HIJKLMN.json',
      'aria.json',
      'Syncthing',
      '2026-11-25',
    ],
  ])('%s is a copy of %s made by %s', (name, originalName, tool, date) => {
    expect(parseConflictCopyName(name)).toEqual(
      date === undefined ? { originalName, tool } : { originalName, tool, date },
    );
  });

  it('keeps a copy whose name holds no real day, without a date', () => {
    expect(parseConflictCopyName('aria.sync-conflict-20261399-101010-ABCDEFG.json')).toEqual({
      originalName: 'aria.json',
      tool: 'Syncthing',
    });
  });

  it.each([
    'aria.json',
    'aria (1).json',
    'aria (2) (1).json',
    'aria (copy).json',
    'aria copy.json',
    'aria (conflicted copy) notes.json',
    'aria (conflicted copy).txt',
    'aria (conflicted copy).json.bak',
    ' (conflicted copy).json',
    '.aria (conflicted copy).json',
    '.aria.json.0123456789ab.tmp',
    'aria.sync-conflict.json',
    'aria.sync-conflict-2026-11-23.json',
    'aria-conflict-20261123-101010.json',
    'aria (Conflict 2026-11-23).json',
    'aria (SFConflict 2026-11-23).json',
  ])('%s is not a copy', (name) => {
    expect(parseConflictCopyName(name)).toBeUndefined();
  });

  it('names the original inside the campaign: campaign.json at the top, a character file in characters/', () => {
    expect(conflictCopyOriginal('', 'campaign (conflicted copy).json')).toBe('campaign.json');
    expect(conflictCopyOriginal('', 'aria (conflicted copy).json')).toBeUndefined();
    expect(conflictCopyOriginal('characters', 'aria (conflicted copy).json')).toBe('characters/aria.json');
    expect(conflictCopyOriginal('characters', 'Aria (conflicted copy).json')).toBeUndefined();
    expect(conflictCopyOriginal('characters', 'aria (1).json')).toBeUndefined();
  });
});

describe('listing the conflict copies in a campaign', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await makeTempFolder();
    await writeCampaignFolder(folder, [makeCharacter('aria', 1), makeCharacter('bron', 1)]);
  });
  afterEach(() => removeTempFolder(folder));

  const write = async (relFile: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(folder, relFile)), { recursive: true });
    await fs.writeFile(path.join(folder, relFile), text);
    return revisionOf(text);
  };

  it('lists every copy, sorted by file name, with whose version it is or why it cannot be opened, reading only through the reader given', async () => {
    const bold = await write(
      'characters/aria.sync-conflict-20261123-101010-ABCDEFG.json',
      stableStringify(makeCharacter('aria', 2, { name: 'Aria the Bold' })),
    );
    const broken = await write('characters/aria (conflicted copy).json', '{"formatVersion": 1, "id": "aria",');
    const campaign = await write(
      "campaign (Bob's conflicted copy 2026-11-20).json",
      stableStringify(makeCampaign({ name: 'The Border Watch, Bob’s notes' })),
    );
    const stranger = await write(
      'characters/bron (conflicted copy 2026-11-21).json',
      stableStringify(makeCharacter('cora')),
    );
    // Look-alikes, copies of files the campaign does not use, and anything in a dot folder are not copies.
    await write('characters/aria (1).json', stableStringify(makeCharacter('aria', 3)));
    await write('notes (conflicted copy).json', '{}');
    await write('.backups/aria (conflicted copy).json', '{}');
    await write('characters/Aria (conflicted copy).json', '{}');
    // The day a copy without a date in its name was last changed, in UTC.
    await fs.utimes(
      path.join(folder, 'characters/aria (conflicted copy).json'),
      new Date('2026-11-22T23:30:00Z'),
      new Date('2026-11-22T23:30:00Z'),
    );

    const read: string[] = [];
    const copies = await listConflictCopies({
      folder,
      today: '2026-11-25',
      read: (relFile) => {
        read.push(relFile);
        return readDiskFile(folder, relFile);
      },
    });

    expect(copies).toEqual([
      {
        file: "campaign (Bob's conflicted copy 2026-11-20).json",
        original: 'campaign.json',
        tool: 'Dropbox',
        date: '2026-11-20',
        revision: campaign,
        name: 'The Border Watch, Bob’s notes',
      },
      {
        file: 'characters/aria (conflicted copy).json',
        original: 'characters/aria.json',
        characterId: 'aria',
        tool: 'Dropbox',
        date: '2026-11-22',
        revision: broken,
        problem: expect.stringMatching(/^characters\/aria \(conflicted copy\)\.json is not valid JSON/),
      },
      {
        file: 'characters/aria.sync-conflict-20261123-101010-ABCDEFG.json',
        original: 'characters/aria.json',
        characterId: 'aria',
        tool: 'Syncthing',
        date: '2026-11-23',
        revision: bold,
        name: 'Aria the Bold',
      },
      {
        file: 'characters/bron (conflicted copy 2026-11-21).json',
        original: 'characters/bron.json',
        characterId: 'bron',
        tool: 'Dropbox',
        date: '2026-11-21',
        revision: stranger,
        problem: expect.stringContaining('holds the character "cora", not "bron"'),
      },
    ]);
    expect(read.sort()).toEqual(copies.map((copy) => copy.file).sort());
  });

  it('lists folders through the lister given, and leaves out a copy that is gone or refused by the reader', async () => {
    const kept = await write(
      'characters/aria (conflicted copy 2026-11-23).json',
      stableStringify(makeCharacter('aria', 2)),
    );
    const listed: string[] = [];
    const copies = await listConflictCopies({
      folder,
      today: '2026-11-25',
      listNames: async (relDir) => {
        listed.push(relDir);
        return relDir === ''
          ? ['campaign.json', 'characters', 'campaign (conflicted copy).json']
          : ['aria (conflicted copy 2026-11-23).json', 'bron (conflicted copy).json'];
      },
      read: async (relFile) => {
        if (relFile === 'characters/bron (conflicted copy).json')
          throw new Error('characters/bron (conflicted copy).json is a link');
        return readDiskFile(folder, relFile);
      },
    });
    expect(listed).toEqual(['', 'characters']);
    // campaign (conflicted copy).json is listed but not on disk.
    expect(copies).toEqual([
      {
        file: 'characters/aria (conflicted copy 2026-11-23).json',
        original: 'characters/aria.json',
        characterId: 'aria',
        tool: 'Dropbox',
        date: '2026-11-23',
        revision: kept,
        name: 'Aria',
      },
    ]);
  });

  it('finds none in a campaign without copies, or without a characters folder', async () => {
    expect(await listConflictCopies({ folder, today: '2026-11-25' })).toEqual([]);
    await fs.rm(path.join(folder, 'characters'), { recursive: true });
    expect(await listConflictCopies({ folder, today: '2026-11-25' })).toEqual([]);
  });
});
