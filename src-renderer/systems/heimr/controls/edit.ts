import {
  createHeimrState,
  type HeimrCreation,
  type HeimrSettings,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import { gameCreation } from '../../../components/builder/creation-preview';
import type { CharacterEditor } from '../../../contract/character-editor';
import { xpPhrase } from '../points';

/** The editor as the Heimr screens see it. */
export type HeimrEditor = CharacterEditor<HeimrCreation, HeimrSheet, HeimrSettings>;

/** Heimr's creation, priced in the starting experience its training spends. */
export const { previewCreation, changeOption, leftAtCreation } = gameCreation(
  {
    create: createHeimrState,
    spent: (s) => s.experience.atCreation,
    left: (s) => s.experience.starting - s.experience.atCreation,
    overspent: 'heimr.xp.overspent',
  },
  xpPhrase,
);
