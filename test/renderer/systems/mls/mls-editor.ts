import { FORMAT_VERSION } from '../../../../shared/model';
import { getRuleSystem } from '../../../../shared/rules/registry';
import { mls, type MlsCreation, type MlsSettings, type MlsSheet } from '../../../../shared/rules/systems/mls';
import { CharacterEditorStore } from '../../../../src-renderer/state/character-editor';

/** An editor of a new MLS character, Aria, with the book's settings; `change` edits its creation first. */
export function mlsEditor(change: (c: MlsCreation) => void = () => {}, options: { randomSeed?: () => number } = {}) {
  const creation = mls.newCharacter(mls.defaultSettings(), 7);
  change(creation);
  return new CharacterEditorStore<MlsCreation, MlsSheet, MlsSettings>({
    system: getRuleSystem('mls')!,
    file: {
      formatVersion: FORMAT_VERSION,
      id: 'aria',
      name: 'Aria',
      system: 'mls',
      createdAt: '2026-11-21',
      creation,
      events: [],
    },
    campaignSettings: {},
    writer: { save: async () => true },
    today: () => '2026-11-21',
    ...options,
  });
}
