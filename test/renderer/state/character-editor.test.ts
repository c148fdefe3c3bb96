import { runInAction } from 'mobx';
import { stableStringify, type CharacterFile } from '../../../shared/model';
import { enteredRoll } from '../../../shared/rules/core';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { MlsCreation } from '../../../shared/rules/systems/mls/schemas';
import { AppStore } from '../../../src-renderer/state/app-store';
import { CharacterEditorStore, type CharacterWriter } from '../../../src-renderer/state/character-editor';
import { character, FakeApi, TODAY } from '../fake-api';

const system = getRuleSystem('mls')!;

function mlsCharacter(id = 'aria-aaaaaa', name = 'Aria'): CharacterFile {
  return character(id, name, { creation: system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown> });
}

function withStrength(file: CharacterFile, level: number): MlsCreation {
  const creation = file.creation as MlsCreation;
  return { ...creation, primaries: { ...creation.primaries, strength: level } };
}

/** A writer that records what it was given and answers from a queue (true by default). */
function recordingWriter(answers: boolean[] = []) {
  const written: CharacterFile[] = [];
  const writer: CharacterWriter = {
    save: async (file) => {
      written.push(file);
      return answers.shift() ?? true;
    },
  };
  return { writer, written };
}

function editorWith(writer: CharacterWriter, file = mlsCharacter()) {
  return new CharacterEditorStore<MlsCreation>({
    system,
    file,
    campaignSettings: {},
    writer,
    today: () => TODAY,
    randomSeed: () => 11,
  });
}

describe('character editor saving', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a burst of quick edits once, half a second after the last', async () => {
    const { writer, written } = recordingWriter();
    const editor = editorWith(writer);
    editor.updateCreation('Strength to +1', withStrength(editor.file, 1));
    await vi.advanceTimersByTimeAsync(300);
    editor.updateCreation('Strength to +2', withStrength(editor.file, 2));
    await vi.advanceTimersByTimeAsync(300);
    editor.rename('Aria Vell');
    expect(editor.saveState).toBe('pending');
    expect(written).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(499);
    expect(written).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ name: 'Aria Vell', creation: { primaries: { strength: 2 } } });
    expect(editor.saveState).toBe('saved');
  });

  it('saves at once on flush, and not again afterwards', async () => {
    const { writer, written } = recordingWriter();
    const editor = editorWith(writer);
    editor.updateCreation('Strength to +1', withStrength(editor.file, 1));
    await editor.flush();
    expect(written).toHaveLength(1);
    expect(editor.saveState).toBe('saved');
    await vi.advanceTimersByTimeAsync(2000);
    expect(written).toHaveLength(1);
  });

  it('writes edits made during a write in a second write', async () => {
    let release!: () => void;
    const written: CharacterFile[] = [];
    const writer: CharacterWriter = {
      save: (file) => {
        written.push(file);
        return written.length === 1
          ? new Promise<boolean>((resolve) => (release = () => resolve(true)))
          : Promise.resolve(true);
      },
    };
    const editor = editorWith(writer);
    editor.updateCreation('Strength to +1', withStrength(editor.file, 1));
    await vi.advanceTimersByTimeAsync(500);
    expect(editor.saveState).toBe('saving');
    editor.updateCreation('Strength to +2', withStrength(editor.file, 2));
    await vi.advanceTimersByTimeAsync(500);
    expect(written).toHaveLength(1);
    release();
    await editor.flush();
    expect(written).toHaveLength(2);
    expect((written[1]!.creation as MlsCreation).primaries.strength).toBe(2);
    expect(editor.saveState).toBe('saved');
  });

  it('shows the host’s error and saves again when asked', async () => {
    const message =
      'Could not save characters/aria-aaaaaa.json (ENOSPC). The disk is full; free some space and try again.';
    const written: CharacterFile[] = [];
    let fail = true;
    const writer: CharacterWriter = {
      save: async (file) => {
        written.push(file);
        return fail ? { kind: 'error', message } : true;
      },
    };
    const editor = editorWith(writer);
    editor.updateCreation('Strength to +1', withStrength(editor.file, 1));
    await editor.flush();
    expect(editor.saveState).toBe('error');
    expect(editor.saveMessage).toBe(message);
    fail = false;
    await editor.flush();
    expect(editor.saveState).toBe('saved');
    expect(written).toHaveLength(2);
  });
});

describe('character editor undo and redo', () => {
  it('restores the file exactly, step by step', () => {
    const { writer } = recordingWriter();
    const start = mlsCharacter();
    const editor = editorWith(writer, start);
    const original = stableStringify(editor.file);
    editor.updateCreation('Strength to +1', withStrength(editor.file, 1));
    const afterStrength = stableStringify(editor.file);
    editor.rename('Aria Vell');
    expect(editor.undoLabel).toBe('Undo: rename to Aria Vell');

    editor.undo();
    expect(stableStringify(editor.file)).toBe(afterStrength);
    editor.undo();
    expect(stableStringify(editor.file)).toBe(original);
    expect(editor.canUndo).toBe(false);
    expect(editor.redoLabel).toBe('Redo: Strength to +1');
    editor.redo();
    editor.redo();
    expect(editor.file.name).toBe('Aria Vell');
    expect((editor.file.creation as MlsCreation).primaries.strength).toBe(1);
    editor.dispose();
  });

  it('sets up a file with an empty creation object as the game’s new character, undoably', () => {
    const { writer } = recordingWriter();
    const editor = editorWith(writer, character('old-aaaaaa', 'Old'));
    expect(editor.creation?.race).toBe('human');
    expect(editor.sheet).toBeDefined();
    expect(editor.undoLabel).toBe('Undo: set up the character');
    editor.undo();
    expect(editor.file.creation).toEqual({});
    editor.dispose();
  });
});

describe('character editor entry ids', () => {
  it('gives each new entry its place and a random tail, so two machines adding entries at once never share an id', () => {
    const { writer } = recordingWriter();
    const first = editorWith(writer);
    const second = editorWith(writer);
    for (const editor of [first, second]) {
      for (const n of [10, 4])
        expect(
          editor.record('award', { type: 'award', adventure: 'major', role: 'major', roll: enteredRoll('1d10', n) })
            .accepted,
        ).toBe(true);
    }
    const ids = [...first.file.events, ...second.file.events].map((e) => e.id);
    expect(ids.map((id) => id.replace(/-[a-z0-9]{6}$/, ''))).toEqual(['e1', 'e2', 'e1', 'e2']);
    expect(new Set(ids).size).toBe(4);
    first.dispose();
    second.dispose();
  });
});

describe('character editor with the campaign', () => {
  async function openAria() {
    const api = new FakeApi();
    const aria = mlsCharacter();
    const folder = api.addCampaign({ name: 'Wolves', characters: [aria] });
    const store = new AppStore(api, { today: () => TODAY });
    const stop = store.start();
    await store.openCampaign(folder.key);
    const campaign = store.campaign!;
    const file = (await campaign.load(aria.id))!;
    const editor = new CharacterEditorStore<MlsCreation>({
      system,
      file,
      campaignSettings: {},
      writer: {
        save: (next, hooks) => campaign.saveCharacter(next, hooks),
        resolveConflict: (choice) => campaign.resolveConflict(choice),
      },
      today: () => TODAY,
      saveDelay: 10,
    });
    campaign.attachEditor(editor);
    return { api, folder, campaign, editor, aria, stop };
  }

  const onDisk = (api: FakeApi, folder: ReturnType<FakeApi['addCampaign']>) => api.characters(folder)[0]!;

  it('keeps mine after a conflict: my version on disk, theirs in the backups', async () => {
    const { api, folder, campaign, editor, aria, stop } = await openAria();
    api.editOutside(folder, { ...aria, name: 'Aria of the Marsh' }, { silently: true });
    editor.updateCreation('Strength to +1', withStrength(editor.file, 1));
    await vi.waitFor(() => expect(campaign.conflict).toBeDefined());
    expect(editor.saveState).toBe('conflict');
    await editor.resolveConflict('keep-mine');
    expect(campaign.conflict).toBeUndefined();
    expect(editor.saveState).toBe('saved');
    expect(onDisk(api, folder)).toMatchObject({ name: 'Aria', creation: { primaries: { strength: 1 } } });
    expect(folder.backups.map((b) => JSON.parse(b.text).name)).toContain('Aria of the Marsh');
    stop();
  });

  it('takes the disk version on reload, clearing undo with a note', async () => {
    const { api, folder, campaign, editor, aria, stop } = await openAria();
    api.editOutside(folder, { ...aria, name: 'Aria of the Marsh' }, { silently: true });
    editor.updateCreation('Strength to +1', withStrength(editor.file, 1));
    await vi.waitFor(() => expect(campaign.conflict).toBeDefined());
    campaign.resolveConflict('reload');
    await editor.flush();
    expect(editor.file.name).toBe('Aria of the Marsh');
    expect((editor.file.creation as MlsCreation).primaries.strength).toBe(0);
    expect(editor.canUndo).toBe(false);
    expect(editor.notice).toMatch(/undo history was cleared/);
    expect(onDisk(api, folder).name).toBe('Aria of the Marsh');
    stop();
  });

  it('reloads an outside change at once when nothing is pending', async () => {
    const { api, folder, editor, aria, stop } = await openAria();
    api.editOutside(folder, { ...aria, name: 'Aria the Grey' });
    await vi.waitFor(() => expect(editor.file.name).toBe('Aria the Grey'));
    expect(editor.saveState).toBe('saved');
    stop();
  });

  it('asks before an outside change replaces a pending edit', async () => {
    const { api, folder, campaign, editor, aria, stop } = await openAria();
    editor.updateCreation('Strength to +1', withStrength(editor.file, 1));
    api.editOutside(folder, { ...aria, name: 'Aria the Grey' });
    await vi.waitFor(() => expect(campaign.conflict).toBeDefined());
    expect(editor.file.name).toBe('Aria');
    expect(onDisk(api, folder).name).toBe('Aria the Grey');
    runInAction(() => campaign.resolveConflict('keep-mine'));
    await editor.flush();
    expect(onDisk(api, folder)).toMatchObject({ name: 'Aria', creation: { primaries: { strength: 1 } } });
    stop();
  });
});
