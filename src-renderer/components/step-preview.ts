import { isStandingError } from '../../shared/rules/core/findings';
import type { Cost } from '../../shared/rules/core/system';

/** A step of play previewed on the current sheet: its price, and why it is refused (if it is). */
export interface StepPreview {
  amount: number;
  /** Every standing error's message, or undefined when the step is allowed. */
  blocked: string | undefined;
  /** False when the rules cannot price the step at all (an unknown ability, a level past the highest). */
  priced: boolean;
}

/**
 * Prices one step of play through the game's `costOf` without recording it. `shortOf` names the codes that
 * only say the character cannot afford it yet: such a step still has a price to show.
 */
export function previewStep<Sheet, Purchase, Settings>(
  costOf: (sheet: Sheet, purchase: Purchase, settings: Settings) => Cost,
  shortOf: readonly string[],
  sheet: Sheet,
  purchase: Purchase,
  settings: Settings,
): StepPreview {
  const cost = costOf(sheet, purchase, settings);
  const errors = cost.findings.filter(isStandingError);
  const blocked = cost.allowed
    ? undefined
    : errors.map((f) => f.message).join(' ') || 'The rules do not allow this now.';
  const priced = cost.allowed || errors.every((f) => shortOf.includes(f.code));
  return { amount: cost.amount, blocked, priced };
}
