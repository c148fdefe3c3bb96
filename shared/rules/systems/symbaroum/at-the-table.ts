import { successChance } from './formulas';
import { STAND_UP_DIFFICULTY } from './tables';
import type { Odds } from '../../core/probability';

/*
 * What happens at the table beside the sheet's values: who may stabilise a dying character ("Dying Characters",
 * "Healing Wounds"), what damage past the Pain Threshold brings ("Pain Threshold"), and the Quick test of standing
 * up ("Stand Up"). The words are the rules' own, so the history, the Advance page and the sheet say the same.
 */

/**
 * Why natural healing of a dying character is refused: the book's sentence ("Healing Wounds"), then what to do
 * instead.
 */
export const FIRST_AID_REFUSAL =
  'Performing first aid on a dying person requires the Medicus ability, an herbal cure or powers of healing. Days of rest do not stabilise a dying character: record an herbal cure, Medicus or mystical healing given by someone else, or the next death test.';

/** Who may stabilise a dying character, for the sheet and the Advance page ("Dying Characters"). */
export const WHO_STABILISES =
  'Someone else stabilises the character with an herbal cure, the Medicus ability or mystical healing; days of rest do not.';

/**
 * "When a creature suffers damage that exceeds its Pain Threshold, from a single attack and after Armor has been
 * subtracted": above it, not at it.
 */
export function exceedsPainThreshold(damage: number, painThreshold: number): boolean {
  return damage > painThreshold;
}

/** The two things the book says may follow, of which the player chooses one ("Pain Threshold"). */
export const PAIN_CHOICE =
  'the character is knocked down and has to get up, or the one who dealt the damage makes an immediate Free Attack against it; the player chooses which';

/**
 * What one attack's damage after Armor brings at the Pain Threshold: "9 damage exceeds the Pain Threshold of 8: the
 * character is knocked down …; the player chooses which.", or undefined when it does not exceed it.
 */
export function painThresholdWords(damage: number, painThreshold: number): string | undefined {
  if (!exceedsPainThreshold(damage, painThreshold)) return undefined;
  return `${damage} damage exceeds the Pain Threshold of ${painThreshold}: ${PAIN_CHOICE}.`;
}

/** The chance of getting up with a Movement Action: a success test against the character's own Quick ("Stand Up"). */
export function standUpChance(quick: number): Odds {
  return successChance(quick, STAND_UP_DIFFICULTY);
}
