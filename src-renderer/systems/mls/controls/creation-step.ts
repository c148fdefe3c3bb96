import { isStandingError } from '../../../../shared/rules/core/findings';
import {
  previewCreation,
  previewCreationStep,
  type CreationStep,
  type MlsCreation,
  type MlsSettings,
  type MlsSheet,
} from '../../../../shared/rules/systems/mls';
import { creationOption, explainCreation, type PricedChange } from '../../../components/builder/creation-option';
import { refusal } from '../../../components/refusal';
import type { StepOption } from '../../../components/step-buttons';
import type { CharacterEditor } from '../../../contract/character-editor';
import { cpPhrase } from './format';
import { cps } from '../../../base/format';
import { creationSheet as sheetOfCreation } from '../../../components/builder/creation-sheet';

/** The editor as the MLS screens see it. */
export type MlsEditor = CharacterEditor<MlsCreation, MlsSheet, MlsSettings>;

/** The sheet the creation choices alone make, which the builder shows and changes (see creation-sheet.ts). */
export function creationSheet(editor: MlsEditor): MlsSheet {
  return sheetOfCreation(editor)!;
}

/**
 * What a changed creation costs and why it may not be taken: the first error
 * it would bring, or overspending further when the budget is already over
 * (`blocked` is undefined when the change is allowed). The reason is the
 * rules' finding about the character as the change would leave it, so it is
 * told after the change's own words when `step` gives them ("Raise Dexterity
 * to 5: a primary trait must stay within racial average ±2."). With
 * `budgetOnly`, only spending beyond the CPs left stops it: removing a choice
 * is always the player's call, and the review then says what is missing.
 */
export function whyNot(
  current: MlsCreation,
  next: MlsCreation,
  settings: MlsSettings,
  options: { budgetOnly?: boolean; step?: string } = {},
): { cp: number; blocked?: string; priced: boolean } {
  const preview = previewCreation(current, next, settings);
  const refusals = preview.newErrors.filter((f) => !FOLLOW_UPS.has(f.code));
  const errors = options.budgetOnly ? refusals.filter((f) => f.code === OVERSPENT) : refusals;
  const first = errors[0];
  const told = (message: string) => (options.step === undefined ? message : refusal(options.step, [message]));
  // A step refused only for want of CPs still has a meaningful price; one beyond a rule's limit has none.
  const priced = errors.every((f) => f.code === OVERSPENT);
  if (first) return { cp: preview.cp, blocked: told(first.message), priced };
  if (preview.cp > 0 && preview.left < 0) {
    const over = preview.findings.find((f) => f.code === OVERSPENT && isStandingError(f));
    return {
      cp: preview.cp,
      blocked: told(
        over?.message ??
          `It needs ${cps(preview.cp)} and would overspend by ${cps(-preview.left)}; free some CPs first.`,
      ),
      priced,
    };
  }
  return { cp: preview.cp, priced };
}

const OVERSPENT = 'mls.cp.overspent';

/**
 * Errors a change leaves to be dealt with in another step rather than
 * refusing it: raising Size, Body or Aura changes the number of dice, so the
 * hit or magic points must be rolled again (the review says so).
 */
const FOLLOW_UPS = new Set(['mls.points.roll-invalid', 'mls.points.roll-missing']);

/**
 * A button for one step of a creation choice, priced by the rules package
 * before it is taken. `action` is e.g. "Raise Strength to 3"; the cost or
 * yield is appended. `undoLabel` names the step in Undo and the history.
 */
export function creationStepOption(
  editor: MlsEditor,
  step: CreationStep,
  action: string,
  undoLabel: string,
): StepOption {
  const current = editor.creation!;
  const { next } = previewCreationStep(current, step, editor.settings);
  return changeOption(editor, next, action, undoLabel);
}

/**
 * A button for any change to the creation choices, priced, checked and explained as `pricedChange` says.
 */
export function changeOption(
  editor: MlsEditor,
  next: MlsCreation,
  action: string,
  undoLabel: string,
  options: { budgetOnly?: boolean } = {},
): StepOption {
  return creationOption(
    editor,
    next,
    action,
    undoLabel,
    pricedChange(editor, next, action, { ...options, step: action }),
  );
}

/**
 * What the rules say of a change to the creation choices, for a button or a typed value (`creationLevelCheck`): its
 * price in CPs, checked like a step, and its "Why?", explained from the lines of the CP budget the change moves,
 * which add up to the same price, worded as the price is ("yields 3 CPs"); a change that costs and yields nothing
 * ("no CPs") moves no line, so no rule of the book would explain it, and has none. `action` words the change
 * ("Raise Archery to base +2"); `step`, when given, is told before a refusal's reason.
 */
export function pricedChange(
  editor: MlsEditor,
  next: MlsCreation,
  action: string,
  options: { budgetOnly?: boolean; step?: string } = {},
): PricedChange {
  const { cp, blocked, priced } = whyNot(editor.creation!, next, editor.settings, options);
  return {
    price: cpPhrase(cp),
    priced,
    blocked,
    ...(cp === 0 ? {} : { explain: () => explainCreation(editor, next, action, cpPhrase) }),
  };
}
