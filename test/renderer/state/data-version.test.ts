import type { CharacterFile } from '../../../shared/model';
import type { AnyRuleSystem, DataMigration } from '../../../shared/rules/core/system';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { MlsCreation } from '../../../shared/rules/systems/mls/schemas';
import { CharacterEditorStore } from '../../../src-renderer/state/character-editor';
import { character, TODAY } from '../fake-api';

/*
 * The Nutshell MLS as if its data were at version 2, where version 1 named a damage entry "hurt": what the editor
 * does with a file of each version. The rules are the real ones; only the version and the step are made up.
 */
const mls = getRuleSystem('mls')!;
const rename: DataMigration = {
  from: 1,
  what: 'A damage entry is "damage", no longer "hurt"',
  character: ({ creation, events }) => ({
    creation,
    events: events.map((e) => (e.type === 'hurt' ? { ...e, type: 'damage' } : e)),
  }),
};
const version2: AnyRuleSystem = { ...mls, dataVersion: 2, migrations: [rename] };

function open(system: AnyRuleSystem, extra: Partial<CharacterFile>) {
  const saved: CharacterFile[] = [];
  const creation = mls.newCharacter(mls.defaultSettings(), 7) as MlsCreation;
  creation.hitPointsRoll = { dice: '2d6', total: 9, source: 'entered' };
  const file = character('aria', 'Aria', { creation: creation as unknown as Record<string, unknown>, ...extra });
  const editor = new CharacterEditorStore<MlsCreation>({
    system,
    file,
    campaignSettings: {},
    writer: { save: async (f) => (saved.push(f), true) },
    today: () => TODAY,
    randomSeed: () => 11,
    saveDelay: 0,
  });
  return { editor, saved };
}

const hurt = { id: 'e1', type: 'hurt', date: TODAY, amount: 3 };

describe('a character file of another data version', () => {
  it('reads an older file as the current version, says so, and writes the upgrade with the next change', async () => {
    const { editor, saved } = open(version2, { events: [hurt] });
    expect(editor.file.events.map((e) => e.type)).toEqual(['damage']);
    expect(editor.file.dataVersion).toBe(2);
    expect(editor.notice).toBe(
      'This character was saved with The Nutshell MLS data version 1 and is read as version 2; the file is updated when you next change it.',
    );
    expect(editor.readOnly).toBe(false);
    // Nothing is written until the player changes something.
    await editor.flush();
    expect(saved).toEqual([]);
    editor.rename('Aria Vale');
    await editor.flush();
    expect(saved.map((f) => [f.name, f.dataVersion, f.events.map((e) => e.type)])).toEqual([
      ['Aria Vale', 2, ['damage']],
    ]);
  });

  it('shows a file of a newer version without changing it, and says why nothing can be recorded', async () => {
    const { editor, saved } = open(mls, { dataVersion: 2, events: [hurt] });
    expect(editor.readOnly).toBe(true);
    expect(editor.creationEditable).toBe(false);
    expect(editor.sheet).toBeUndefined();
    const message =
      'This character was saved by a newer version of the app, with The Nutshell MLS data version 2; this version reads up to 1. Update the app to open it; the file is left as it is.';
    expect(editor.notice).toBe(message);
    expect(editor.findings.map((f) => f.code)).toEqual(['ledger.data-newer']);
    const tried = editor.record('took damage', { type: 'damage', amount: 1 });
    expect([tried.accepted, tried.findings.map((f) => f.message)]).toEqual([false, [message]]);
    editor.rename('Someone else');
    await editor.flush();
    expect(saved).toEqual([]);
    expect(editor.file.name).toBe('Aria');
  });

  it('reads a file of the current version as it is, with no note', () => {
    const { editor } = open(mls, { events: [{ id: 'e1', type: 'damage', date: TODAY, amount: 3 }] });
    expect(editor.notice).toBeUndefined();
    expect(editor.readOnly).toBe(false);
    expect(editor.file.dataVersion).toBeUndefined();
  });
});
