import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CharacterFile } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';
import { findSystemScreens } from '../../../../src-renderer/systems';
import { hursagmuScreens } from '../../../../src-renderer/systems/hursagmu';

const system = getRuleSystem('hursagmu')!;

function editorFor(file: CharacterFile) {
  return new CharacterEditorStore({
    system,
    file,
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
  });
}

function fresh(
  creation: Record<string, unknown> = system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>,
): CharacterFile {
  return {
    formatVersion: 1,
    id: 'new-hero',
    name: 'New Hero',
    system: 'hursagmu',
    createdAt: '2026-11-21',
    creation,
    events: [],
  };
}

describe('the HURSAGMU character page', () => {
  it('is offered by the app with Build, Sheet and Advance, a printable sheet, campaign settings and its own history wording', () => {
    expect(findSystemScreens('hursagmu')).toBe(hursagmuScreens);
    expect(hursagmuScreens.sections.map((s) => s.label)).toEqual(['Build', 'Sheet', 'Advance']);
    expect(hursagmuScreens.SettingsForm).toBeDefined();
    const award = { id: 'e1', type: 'award', date: '2026-11-21', points: 5 };
    expect(findSystemScreens('hursagmu')?.history?.describe(award, undefined)).toBe('Awarded 5 experience points');
  });

  it('opens a character with nothing chosen on the builder, and one with choices or a ledger on the sheet', () => {
    expect(hursagmuScreens.initialSection(editorFor(fresh()))).toBe('build');
    expect(hursagmuScreens.initialSection(editorFor(fresh({ traits: { sorcery: 0 }, gifts: [], equipment: [] })))).toBe(
      'build',
    );
    expect(hursagmuScreens.initialSection(editorFor(fresh({ traits: { sorcery: 4 }, gifts: [], equipment: [] })))).toBe(
      'sheet',
    );
    expect(
      hursagmuScreens.initialSection(editorFor(fresh({ traits: {}, gifts: [{ gift: 'starvision' }], equipment: [] }))),
    ).toBe('sheet');
    expect(
      hursagmuScreens.initialSection(
        editorFor({ ...fresh(), events: [{ id: 'e1', type: 'award', date: '2026-11-21', points: 3 }] }),
      ),
    ).toBe('sheet');

    const ninsun = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../fixtures/hursagmu/reference/characters/ninsun.json'), 'utf8'),
    ) as CharacterFile;
    expect(hursagmuScreens.initialSection(editorFor(ninsun))).toBe('sheet');
  });

  it('opens a character whose creation cannot be read on the builder, where its problems are listed', () => {
    expect(hursagmuScreens.initialSection(editorFor(fresh({ traits: 'all of them' })))).toBe('build');
  });
});
