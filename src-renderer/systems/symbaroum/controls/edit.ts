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

/**
 * Symbaroum's creation, priced in the starting experience (or a dead character's) its abilities spend. A change is
 * priced as the creation's budget lines count it (explain-budget.ts): the experience its abilities spend less the
 * experience it starts with, so a change of the experience started with is priced as well, and every price is the
 * sum of the lines it changes.
 */
export const { previewCreation, changeOption, leftAtCreation } = gameCreation(
  {
    create: createSymbaroumState,
    spent: (s) => s.experience.atCreation - s.experience.starting,
    left: (s) => s.experience.starting - s.experience.atCreation,
    overspent: 'symbaroum.xp.overspent',
  },
  experiencePhrase,
);
