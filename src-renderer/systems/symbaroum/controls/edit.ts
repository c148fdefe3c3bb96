import { createSymbaroumState, type SymbaroumCreation, type SymbaroumSettings, type SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { creationPreviewer, type CreationPreview } from '../../../components/builder/creation-preview';
import type { StepOption } from '../../../components/step-buttons';
import type { CharacterEditor } from '../../types';
import { experiencePhrase } from '../points';

/** The editor as the Symbaroum screens see it. */
export type SymbaroumEditor = CharacterEditor<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>;

/** Symbaroum's creation, priced in the starting experience its abilities spend. */
const creation = creationPreviewer({
  create: createSymbaroumState,
  spent: (state) => state.experience.atCreation,
  left: (state) => state.experience.starting - state.experience.atCreation,
  overspent: 'symbaroum.xp.overspent',
});

export const previewCreation = creation.preview;

/** A button for a change to the creation choices, priced in experience unless `price` words it otherwise. */
export function changeOption(
  editor: SymbaroumEditor,
  next: SymbaroumCreation,
  action: string,
  undoLabel: string,
  options: { budgetOnly?: boolean; price?: (p: CreationPreview) => string } = {},
): StepOption {
  return creation.option(editor, next, action, undoLabel, { ...options, price: options.price ?? ((p) => experiencePhrase(p.amount)) });
}
