import { createHeimrState, type HeimrCreation, type HeimrSettings, type HeimrSheet } from '../../../../shared/rules/systems/heimr';
import { creationPreviewer, type CreationPreview } from '../../../components/builder/creation-preview';
import type { StepOption } from '../../../components/step-buttons';
import type { CharacterEditor } from '../../types';
import { xpPhrase } from '../points';

/** The editor as the Heimr screens see it. */
export type HeimrEditor = CharacterEditor<HeimrCreation, HeimrSheet, HeimrSettings>;

/** Heimr's creation, priced in the starting experience its training spends. */
const creation = creationPreviewer({
  create: createHeimrState,
  spent: (state) => state.experience.atCreation,
  left: (state) => state.experience.starting - state.experience.atCreation,
  overspent: 'heimr.xp.overspent',
});

export const previewCreation = creation.preview;

/** A button for a change to the creation choices, priced in experience unless `price` words it otherwise. */
export function changeOption(
  editor: HeimrEditor,
  next: HeimrCreation,
  action: string,
  undoLabel: string,
  options: { budgetOnly?: boolean; price?: (p: CreationPreview) => string } = {},
): StepOption {
  return creation.option(editor, next, action, undoLabel, { ...options, price: options.price ?? ((p) => xpPhrase(p.amount)) });
}
