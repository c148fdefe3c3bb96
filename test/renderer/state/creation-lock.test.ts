import type { CharacterFile } from '../../../shared/model';
import { getRuleSystem } from '../../../shared/rules/registry';
import type { MlsCreation } from '../../../shared/rules/systems/mls/schemas';
import { CharacterEditorStore, type CharacterWriter } from '../../../src-renderer/state/character-editor';
import { mlsHistoryDescriber } from '../../../src-renderer/systems/mls/history-describer';
import { describeEntry } from '../../../src-renderer/components/history-describer';
import { character, TODAY } from '../fake-api';

const system = getRuleSystem('mls')!;
const writer: CharacterWriter = { save: async () => true };

function editorFor(events: CharacterFile['events'] = []) {
  const file = character('aria', 'Aria', {
    creation: system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>,
    events,
  });
  return new CharacterEditorStore<MlsCreation>({
    system,
    file,
    campaignSettings: {},
    writer,
    today: () => TODAY,
    randomSeed: () => 11,
  });
}

function strength(editor: CharacterEditorStore<MlsCreation>): number {
  return (editor.file.creation as MlsCreation).primaries.strength;
}

function raiseStrength(editor: CharacterEditorStore<MlsCreation>, to: number): void {
  const creation = editor.file.creation as MlsCreation;
  editor.updateCreation(`Strength to +${to}`, { ...creation, primaries: { ...creation.primaries, strength: to } });
}

const award = {
  id: 'e1',
  type: 'award',
  date: TODAY,
  adventure: 'average',
  role: 'major',
  roll: { dice: '1d6', total: 4, source: 'entered' },
};

describe('creation kept apart from play', () => {
  it('closes the creation choices when the character is finished, and records that once in the history', () => {
    const editor = editorFor();
    expect(editor.creationEditable).toBe(true);
    editor.finishCreation();
    expect(editor.finished).toBe(true);
    expect(editor.creationEditable).toBe(false);
    expect(editor.file.events.map((e) => e.type)).toEqual(['finish']);
    expect(describeEntry(mlsHistoryDescriber, editor.file.events[0]!, undefined)).toBe('Finished the character');
    expect(editor.undoLabel).toBe('Undo: finish the character');

    raiseStrength(editor, 1);
    expect(strength(editor)).toBe(0);
  });

  it('reopens a finished character before play without asking why, and finishing again adds nothing', () => {
    const editor = editorFor();
    editor.finishCreation();
    expect(editor.reopenCreation()).toBe(true);
    raiseStrength(editor, 1);
    expect(strength(editor)).toBe(1);
    expect(editor.file.events.map((e) => e.type)).toEqual(['finish']);
    editor.finishCreation();
    expect(editor.creationEditable).toBe(false);
    expect(editor.file.events.map((e) => e.type)).toEqual(['finish']);
  });

  it('once play has begun, asks for a reason and records every change of creation with it', () => {
    const editor = editorFor([award]);
    expect(editor.played).toBe(true);
    expect(editor.creationEditable).toBe(false);
    raiseStrength(editor, 1);
    expect(strength(editor)).toBe(0);

    expect(editor.reopenCreation('  ')).toBe(false);
    expect(editor.reopenCreation('The GM allowed a late swap')).toBe(true);
    const before = editor.file.creation;
    raiseStrength(editor, 1);
    expect(strength(editor)).toBe(1);
    const change = editor.file.events.at(-1)!;
    expect(change).toMatchObject({
      type: 'amend-creation',
      reason: 'The GM allowed a late swap',
      change: 'Strength to +1',
      before,
      date: TODAY,
    });
    expect(describeEntry(mlsHistoryDescriber, change, undefined)).toBe(
      'Changed creation: Strength to +1 (because: The GM allowed a late swap)',
    );
    // The change is an accepted entry that costs nothing of itself; the sheet is folded from the new choices.
    expect(editor.ledger.at(-1)).toMatchObject({ accepted: true });
    expect(editor.sheet).toBeDefined();
  });

  it('puts the choices back when the recorded change is removed, and undo restores both together', () => {
    const editor = editorFor([award]);
    editor.reopenCreation('The GM allowed a late swap');
    raiseStrength(editor, 1);
    editor.removeLastEvent();
    expect(strength(editor)).toBe(0);
    expect(editor.file.events.map((e) => e.type)).toEqual(['award']);
    editor.undo();
    expect(strength(editor)).toBe(1);
    expect(editor.file.events.map((e) => e.type)).toEqual(['award', 'amend-creation']);
    editor.undo();
    expect(strength(editor)).toBe(0);
    expect(editor.file.events.map((e) => e.type)).toEqual(['award']);
  });

  it('closes reopened choices without recording anything', () => {
    const editor = editorFor([award]);
    editor.reopenCreation('A typo in the occupation');
    editor.closeCreation();
    expect(editor.creationEditable).toBe(false);
    expect(editor.file.events).toHaveLength(1);
  });
});
