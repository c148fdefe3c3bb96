import { rollPool } from '../../core/pools';
import { challengePool, MOST_CONSISTENCY, resultRange } from './challenge';

/*
 * The order of a fight's turns (002_660a93111b0de833.txt, "Initiative"): "The character with the highest score
 * starts, down to the character with the lowest score, who goes last. The initiative roll uses the character's
 * dexterity as his consistency, and the number of willpower a character has as it's potential. When players roll
 * the same initiative, the player with the highest willpower goes first." Two with the same score and the same
 * willpower: the book is silent; the project's reading is `HEIMR_READINGS.initiativeTie`.
 */

/** One character taking part: its initiative's consistency, and its willpower (the initiative's potential). */
export interface HeimrCombatant {
  id: string;
  name: string;
  consistency: number;
  willpower: number;
}

/** One place in the order: the character, its initiative score, and why it follows the one before on the same score. */
export interface HeimrTurn {
  combatant: HeimrCombatant;
  score: number;
  tie?: string;
}

/** An initiative rolled by the app: the dice challenge of the character's consistency and willpower, the d6 first. */
export function rollHeimrInitiative(combatant: HeimrCombatant, seed: number): { score: number; dice: number[] } {
  const roll = rollPool(challengePool(combatant.consistency, combatant.willpower), seed);
  return { score: roll.result, dice: roll.dice };
}

/** True when the app can roll this character's initiative: its consistency is within the dice the odds count. */
export function canRollHeimrInitiative(combatant: HeimrCombatant): boolean {
  return Number.isInteger(combatant.consistency) && Math.abs(combatant.consistency) <= MOST_CONSISTENCY;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * Why a typed initiative cannot be this character's, as a sentence saying what to do, or undefined when it can: a
 * whole number the dice challenge of its consistency and willpower can give.
 */
export function heimrInitiativeProblem(combatant: HeimrCombatant, score: number): string | undefined {
  const { name, consistency, willpower } = combatant;
  if (!Number.isInteger(score))
    return `${name}’s initiative is a whole number: type the result of the dice with the potential added.`;
  if (!canRollHeimrInitiative(combatant)) return undefined;
  const { lowest, highest } = resultRange(consistency, willpower);
  if (score < lowest || score > highest)
    return `${name}’s initiative at consistency ${signed(consistency)} and potential ${signed(willpower)} is from ${lowest} to ${highest}, not ${score}: check the dice and type it again.`;
  return undefined;
}

/** Why `next` follows `before`, which rolled the same score, in words. */
function tieWords(before: HeimrTurn, next: HeimrTurn): string {
  const a = before.combatant;
  const b = next.combatant;
  if (a.willpower !== b.willpower)
    return `same score ${next.score}: ${a.name} first, willpower ${a.willpower} against ${b.willpower}`;
  return `same score ${next.score} and willpower ${b.willpower}: the book does not say who goes first, so ${a.name} and ${b.name} decide between them (listed in the party’s order)`;
}

/**
 * The turn order of the characters given, each with its initiative score: the highest score first; on the same
 * score the higher willpower first; on the same willpower too, the order given (the party's), for the players to
 * settle. Each place that follows one with the same score says how the tie was broken.
 */
export function heimrTurnOrder(rolled: readonly { combatant: HeimrCombatant; score: number }[]): HeimrTurn[] {
  const order: HeimrTurn[] = rolled
    .map(({ combatant, score }) => ({ combatant, score }))
    .sort((a, b) => b.score - a.score || b.combatant.willpower - a.combatant.willpower);
  return order.map((turn, i) => {
    const before = order[i - 1];
    return before && before.score === turn.score ? { ...turn, tie: tieWords(before, turn) } : turn;
  });
}
