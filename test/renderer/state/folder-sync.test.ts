import { stableStringify, type CharacterFile } from '../../../shared/model';
import { FolderSync, type FileFollower } from '../../../src-renderer/state/folder-sync';
import { SaveStatus } from '../../../src-renderer/state/save-status';
import { character, FakeApi, type FakeCampaign } from '../fake-api';

const ARIA = 'characters/aria.json';

/** A folder sync on the Wolves campaign, with an editor for each id in `editors` and a record of what it told the rest of the campaign. */
async function openWolves(editors: Record<string, FileFollower> = {}) {
  const api = new FakeApi();
  const folder = api.addCampaign({ name: 'Wolves', characters: [character('aria', 'Aria')] });
  const opened = await api.openCampaign({ key: folder.key });
  if (!opened.ok) throw new Error(opened.error.message);
  const status = new SaveStatus();
  const told = { forgotten: [] as string[], copies: [] as number[] };
  const sync = new FolderSync(api, opened.value, status, {
    editorOf: (id) => editors[id],
    forgotten: (id) => told.forgotten.push(id),
    conflictCopies: (copies) => told.copies.push(copies.length),
  });
  // The app store hands the host's changes to the open campaign.
  api.onCampaignChange((change) => void sync.applyChange(change));
  return { api, folder, sync, status, told };
}

/** An editor with or without an edit still to be written, keeping the versions it was told to take. */
function follower(hasUnsavedEdits: boolean): FileFollower & { taken: CharacterFile[] } {
  const taken: CharacterFile[] = [];
  return { hasUnsavedEdits, taken, takeDiskVersion: (file) => taken.push(file) };
}

const nameIn = (text: string | undefined) => (JSON.parse(text!) as { name: string }).name;

/** Another program renames the campaign before the watcher has said so. */
function renameCampaignSilently(api: FakeApi, folder: FakeCampaign, name: string): void {
  folder.files.set('campaign.json', stableStringify({ ...api.campaignFileOf(folder), name }));
}

describe('the folder sync of an open campaign', () => {
  it('offers to keep both versions of a character whose ledgers alone differ, and writes every entry of each', async () => {
    const { api, folder, sync, status } = await openWolves();
    const entry = (id: string) => ({ id, type: 'age', date: '2026-11-20' });
    // Another program (the app on another machine) adds its entry; this one adds another before it has heard.
    api.editOutside(folder, character('aria', 'Aria', { events: [entry('e0-theirs')] }), { silently: true });
    const saving = sync.saveCharacter(character('aria', 'Aria', { events: [entry('e0-mine')] }));
    await vi.waitFor(() => expect(sync.conflict).toMatchObject({ characterId: 'aria', canMerge: true }));
    sync.resolveConflict('merge');
    const outcome = await saving;
    expect(outcome).toMatchObject({
      kind: 'reloaded',
      notice: expect.stringContaining('Kept both versions of Aria: one entry from the version on disk joined yours.'),
    });
    const onDisk = JSON.parse(folder.files.get(ARIA)!) as CharacterFile;
    expect(onDisk.events.map((e) => e.id).sort()).toEqual(['e0-mine', 'e0-theirs']);
    expect(folder.backups.filter((b) => b.file === ARIA).map((b) => nameIn(b.text))).toContain('Aria');
    expect(status.message).toContain('Kept both versions of Aria');
  });

  it('offers no merge when the two versions differ beyond their ledgers', async () => {
    const { api, folder, sync } = await openWolves();
    api.editOutside(folder, character('aria', 'Aria of the Marsh'), { silently: true });
    const saving = sync.saveCharacter(character('aria', 'Aria Vell'));
    await vi.waitFor(() => expect(sync.conflict).toMatchObject({ characterId: 'aria' }));
    expect(sync.conflict?.canMerge).toBeUndefined();
    sync.resolveConflict('reload');
    expect(await saving).toMatchObject({ kind: 'reloaded' });
  });

  it('keeps the newest of two outside changes when the read of the first answers after the second', async () => {
    const { api, folder, sync } = await openWolves();
    const read = api.readCharacter.bind(api);
    let release: (() => void) | undefined;
    let held = false;
    api.readCharacter = async (input) => {
      const result = await read(input);
      if (!held) {
        held = true;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return result;
    };
    api.editOutside(folder, character('aria', 'Aria once'));
    await vi.waitFor(() => expect(release).toBeDefined());
    api.editOutside(folder, character('aria', 'Aria twice'));
    await vi.waitFor(() => expect(sync.characters.get('aria')?.name).toBe('Aria twice'));
    release!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sync.characters.get('aria')?.name).toBe('Aria twice');
  });

  it('asks one question for a character and for the campaign file changed on disk, and "Keep mine" writes over the other version', async () => {
    const { api, folder, sync, status } = await openWolves();
    api.editOutside(folder, character('aria', 'Aria of the Marsh'), { silently: true });
    renameCampaignSilently(api, folder, 'Marsh Wolves');

    const saving = sync.saveCharacter(character('aria', 'Aria Vell'));
    await vi.waitFor(() => expect(sync.conflict).toMatchObject({ characterId: 'aria', characterName: 'Aria' }));
    expect(status.message).toBe(
      'Your change to Aria is not saved yet: choose "Reload from disk" or "Keep mine" above.',
    );
    sync.resolveConflict('keep-mine');
    expect(await saving).toEqual({ kind: 'saved' });
    expect(nameIn(folder.files.get(ARIA))).toBe('Aria Vell');
    const read = await api.readCharacter({ handle: folder.handle, id: 'aria' });
    expect(sync.characters.get('aria')?.revision).toBe(read.ok ? read.value.revision : 'unread');

    const writing = sync.changeCampaign((current) => ({ ...current, name: 'Wolves of Dunmore' }));
    await vi.waitFor(() => expect(sync.conflict).toMatchObject({ characterId: '', characterName: 'Wolves' }));
    // Both renamed the campaign since it was read: the two can be kept merged once the name is chosen.
    expect(status.message).toBe(
      'Your change to the campaign Wolves is not saved yet: choose "Reload from disk", "Keep mine" or "Keep both, merged" above.',
    );
    expect(sync.conflict?.fields).toEqual([
      { key: '["name"]', label: 'Name', first: 'Wolves of Dunmore', second: 'Marsh Wolves' },
    ]);
    sync.resolveConflict('keep-mine');
    expect(await writing).toBe(true);
    expect(sync.campaign.name).toBe('Wolves of Dunmore');
    expect(nameIn(folder.files.get('campaign.json'))).toBe('Wolves of Dunmore');
    expect((api.callsOf('writeCampaign') as { overwrite?: boolean }[]).map((w) => w.overwrite)).toEqual([
      undefined,
      true,
    ]);
    expect(folder.backups.map((b) => nameIn(b.text))).toEqual(['Aria of the Marsh', 'Marsh Wolves']);
  });

  it('"Reload from disk" takes the version on disk and writes nothing, for a character and for the campaign file', async () => {
    const { api, folder, sync, status } = await openWolves();
    api.editOutside(folder, character('aria', 'Aria of the Marsh'), { silently: true });
    const saving = sync.saveCharacter(character('aria', 'Aria Vell'));
    await vi.waitFor(() => expect(sync.conflict).toBeDefined());
    sync.resolveConflict('reload');
    expect(await saving).toMatchObject({ kind: 'reloaded', file: { name: 'Aria of the Marsh' } });
    expect(sync.characters.get('aria')?.name).toBe('Aria of the Marsh');
    expect(status.message).toBe('Reloaded Aria of the Marsh from disk; your change was not saved.');

    renameCampaignSilently(api, folder, 'Marsh Wolves');
    const writing = sync.changeCampaign((current) => ({ ...current, name: 'Wolves of Dunmore' }));
    await vi.waitFor(() => expect(sync.conflict).toBeDefined());
    sync.resolveConflict('reload');
    expect(await writing).toBe(false);
    expect(sync.campaign.name).toBe('Marsh Wolves');
    expect(status.message).toBe('Reloaded the campaign Marsh Wolves from disk; your change was not saved.');
    expect(api.callsOf('writeCampaign')).toHaveLength(1);
    expect(sync.conflict).toBeUndefined();
  });

  it('a second conflict answers the first with "Reload from disk"', async () => {
    const { api, folder, sync } = await openWolves();
    api.editOutside(folder, character('aria', 'Aria of the Marsh'), { silently: true });
    renameCampaignSilently(api, folder, 'Marsh Wolves');
    const saving = sync.saveCharacter(character('aria', 'Aria Vell'), { quiet: true });
    await vi.waitFor(() => expect(sync.conflict?.characterId).toBe('aria'));
    const writing = sync.changeCampaign((current) => ({ ...current, name: 'Wolves of Dunmore' }));
    expect(await saving).toMatchObject({ kind: 'reloaded' });
    expect(sync.conflict?.characterName).toBe('Wolves');
    sync.resolveConflict('keep-mine');
    expect(await writing).toBe(true);
  });

  it('reads campaign.json again through readCampaign when another program changed it, but not while its own edit is being written', async () => {
    const { api, folder, sync } = await openWolves();
    const release = api.holdWrites();
    const writing = sync.changeCampaign((current) => ({
      ...current,
      sessions: [...current.sessions, { id: '2026-11-29-the-ford-k3x9q2', name: 'The Ford', date: '2026-11-29' }],
    }));
    renameCampaignSilently(api, folder, 'Marsh Wolves');
    const change = {
      handle: folder.handle,
      kind: 'change' as const,
      file: 'campaign.json',
      revision: 'ffffffffffffffff',
    };
    await sync.applyChange(change);
    expect(sync.campaign.name).toBe('Wolves');
    expect(api.callsOf('readCampaign')).toHaveLength(0);
    release();
    // The write meets the rename as a conflict; reloading takes the version on disk.
    await vi.waitFor(() => expect(sync.conflict).toBeDefined());
    sync.resolveConflict('reload');
    expect(await writing).toBe(false);
    await sync.applyChange(change);
    expect(sync.campaign.name).toBe('Marsh Wolves');
  });

  it('writes changes of campaign.json asked for at once one after another, each from the campaign the one before left, with no conflict between them', async () => {
    const { api, folder, sync } = await openWolves();
    const release = api.holdWrites();
    const session = { id: '2026-11-29-the-ford-k3x9q2', name: 'The Ford', date: '2026-11-29' };
    const first = sync.changeCampaign((current) => ({ ...current, sessions: [...current.sessions, session] }));
    const second = sync.changeCampaign((current) => ({ ...current, name: 'Wolves of Dunmore' }));
    // Nothing answered yet: the second has not even been worked out, so it cannot be based on the first's revision.
    expect(api.callsOf('writeCampaign')).toHaveLength(0);
    release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    const written = api.callsOf('writeCampaign') as { baseRevision: string }[];
    expect(written).toHaveLength(2);
    expect(written[1]!.baseRevision).not.toBe(written[0]!.baseRevision);
    const onDisk = JSON.parse(folder.files.get('campaign.json')!) as { name: string; sessions: { id: string }[] };
    expect(onDisk.name).toBe('Wolves of Dunmore');
    expect(onDisk.sessions.map((s) => s.id)).toContain(session.id);
    expect(sync.conflict).toBeUndefined();
  });

  it('applies a character changed on disk to its editor unless an edit is still to be written, whose save then meets the conflict', async () => {
    const idle = follower(false);
    const { api, folder, sync } = await openWolves({ aria: idle });
    const before = sync.characters.get('aria')!.revision;
    api.editOutside(folder, character('aria', 'Aria of the Marsh'));
    await vi.waitFor(() => expect(idle.taken.map((f) => f.name)).toEqual(['Aria of the Marsh']));
    expect(sync.characters.get('aria')!.revision).not.toBe(before);

    const busy = follower(true);
    const second = await openWolves({ aria: busy });
    const seen = second.sync.characters.get('aria')!.revision;
    second.api.editOutside(second.folder, character('aria', 'Aria of the Fens'));
    await vi.waitFor(() => expect(second.api.callsOf('readCharacter')).toHaveLength(1));
    expect(busy.taken).toEqual([]);
    expect(second.sync.characters.get('aria')!.revision).toBe(seen);
  });

  it('forgets a character deleted or broken outside, listing the broken file among the problems, and passes the conflict copies on', async () => {
    const { api, folder, sync, told } = await openWolves();
    api.writeRawOutside(folder, ARIA, '{ "formatVersion": 1, ');
    await vi.waitFor(() => expect(sync.problems.map((p) => p.file)).toEqual([ARIA]));
    expect(sync.characters.has('aria')).toBe(false);
    api.deleteOutside(folder, ARIA);
    await vi.waitFor(() => expect(sync.problems).toEqual([]));
    expect(told.forgotten).toEqual(['aria', 'aria']);
    api.writeRawOutside(
      folder,
      'characters/aria.sync-conflict-20261123-101010-ABCDEFG.json',
      JSON.stringify(character('aria', 'Aria (laptop)')),
    );
    expect(told.copies).toEqual([1]);
  });
});
