import { isStandingError, type Finding } from '../../../../shared/rules/core/findings';
import { createHeimrState, type HeimrCreation, type HeimrSettings, type HeimrSheet, type HeimrState } from '../../../../shared/rules/systems/heimr';
import { creationOption } from '../../../components/builder/creation-option';
import { refusal } from '../../../components/refusal';
import type { StepOption } from '../../../components/step-buttons';
import type { CharacterEditor } from '../../types';
import { xpPhrase } from '../points';

/** The editor as the Heimr screens see it. */
export type HeimrEditor = CharacterEditor<HeimrCreation, HeimrSheet, HeimrSettings>;

/** What a change to the creation choices does, as the rules package counts it. */
export interface CreationPreview {
  /** Experience it spends (negative: gives back). */
  xp: number;
  /** The first reason the change may not be taken, or undefined. */
  blocked?: string;
  /** False when a rule (not the experience) refuses it: such a change has no meaningful price. */
  priced: boolean;
}

const OVERSPENT = 'heimr.xp.overspent';

// Every button of a step prices itself against the same current choices: create their state once.
const created = new WeakMap<HeimrCreation, { settings: HeimrSettings; result: { sheet: HeimrState; findings: Finding[] } }>();
function createdFrom(creation: HeimrCreation, settings: HeimrSettings): { sheet: HeimrState; findings: Finding[] } {
  const hit = created.get(creation);
  if (hit && hit.settings === settings) return hit.result;
  const result = createHeimrState(creation, settings);
  created.set(creation, { settings, result });
  return result;
}

const key = (f: Finding) => `${f.code}@${f.path}@${f.message}`;

/**
 * Prices a change to the creation choices with the rules package and says why it may not be taken: the first
 * error it brings that the current choices do not have, or spending more experience than there is. With
 * `budgetOnly` (a lower value, a point of training given back) only that counts: taking back is the player's call.
 */
export function previewCreation(current: HeimrCreation, next: HeimrCreation, settings: HeimrSettings, options: { budgetOnly?: boolean; step?: string } = {}): CreationPreview {
  const before = createdFrom(current, settings);
  const after = createHeimrState(next, settings);
  const xp = after.sheet.experience.atCreation - before.sheet.experience.atCreation;
  const known = new Set(before.findings.map(key));
  const fresh = after.findings.filter((f) => isStandingError(f) && !known.has(key(f)) && f.code !== OVERSPENT);
  const told = (message: string) => (options.step === undefined ? message : refusal(options.step, [message]));
  const first = options.budgetOnly ? undefined : fresh[0];
  if (first) return { xp, blocked: told(first.message), priced: false };
  const left = after.sheet.experience.starting - after.sheet.experience.atCreation;
  if (xp > 0 && left < 0) {
    const over = after.findings.find((f) => f.code === OVERSPENT);
    return { xp, blocked: told(over?.message ?? 'It would spend more experience than the character starts with; train less first.'), priced: true };
  }
  return { xp, priced: true };
}

/** A button for a change to the creation choices, priced and checked before it is pressed. */
export function changeOption(
  editor: HeimrEditor,
  next: HeimrCreation,
  action: string,
  undoLabel: string,
  options: { budgetOnly?: boolean; price?: (p: CreationPreview) => string } = {},
): StepOption {
  const preview = previewCreation(editor.creation!, next, editor.settings, { ...options, step: action });
  const price = options.price ?? ((p: CreationPreview) => xpPhrase(p.xp));
  return creationOption(editor, next, action, undoLabel, { price: price(preview), priced: preview.priced, blocked: preview.blocked });
}
