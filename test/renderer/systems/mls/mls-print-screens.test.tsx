import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CharacterFile } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import type { MlsCreation } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { mlsScreens } from '../../../../src-renderer/systems/mls';

const system = getRuleSystem('mls')!;

function editorFor(file: CharacterFile) {
  return new CharacterEditorStore({
    system,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

function fresh(): CharacterFile {
  return {
    formatVersion: 1,
    id: 'new-hero',
    name: 'New Hero',
    system: 'mls',
    createdAt: '2026-11-21',
    creation: system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>,
    events: [],
  };
}

describe('the Nutshell MLS character page', () => {
  it('offers Build, Sheet and Advance, in that order', () => {
    expect(mlsScreens.id).toBe('mls');
    expect(mlsScreens.sections.map((s) => s.label)).toEqual(['Build', 'Sheet', 'Advance']);
  });

  it('opens a new character on the builder, and one with an occupation or a ledger on the sheet', () => {
    expect(mlsScreens.initialSection(editorFor(fresh()))).toBe('build');

    const withOccupation = fresh();
    const creation = withOccupation.creation as unknown as MlsCreation;
    creation.secondaries = [
      {
        id: 'soldier',
        name: 'Soldier',
        kind: 'trained',
        base: { kind: 'primary', trait: 'strength' },
        level: 0,
        occupation: true,
      },
    ];
    expect(mlsScreens.initialSection(editorFor(withOccupation))).toBe('sheet');

    const played = { ...fresh(), events: [{ id: 'e1', type: 'age', date: '2026-11-21' }] };
    expect(mlsScreens.initialSection(editorFor(played))).toBe('sheet');

    const aldric = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../fixtures/mls/reference/characters/aldric.json'), 'utf8'),
    ) as CharacterFile;
    expect(mlsScreens.initialSection(editorFor(aldric))).toBe('sheet');
  });

  it('opens a character whose creation cannot be read on the builder, where its problems are listed', () => {
    expect(mlsScreens.initialSection(editorFor({ ...fresh(), creation: { race: 'dragon' } }))).toBe('build');
  });
});
