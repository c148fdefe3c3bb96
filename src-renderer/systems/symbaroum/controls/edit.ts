import {
  createSymbaroumState,
  type SymbaroumCreation,
  type SymbaroumSettings,
  type SymbaroumSheet,
} from '../../../../shared/rules/systems/symbaroum';
import { gameCreation } from '../../../components/builder/creation-preview';
import type { CharacterEditor } from '../../../contract/character-editor';
import { experiencePhrase } from '../points';

/** The editor as the Symbaroum screens see it. */
export type SymbaroumEditor = CharacterEditor<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>;

/** Symbaroum's creation, priced in the starting experience (or a dead character's) its abilities spend. */
export const { previewCreation, changeOption } = gameCreation(
  {
    create: createSymbaroumState,
    spent: (s) => s.experience.atCreation,
    left: (s) => s.experience.starting - s.experience.atCreation,
    overspent: 'symbaroum.xp.overspent',
  },
  experiencePhrase,
);
