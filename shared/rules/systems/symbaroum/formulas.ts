import { rollUnderOdds, type Odds } from '../../core/probability';
import {
  ADVANTAGE,
  LEAST_TOUGHNESS,
  MODIFIER_BASE,
  SHIELD_DEFENSE,
  SUCCESS_DIE,
  type AbilityLevel,
  ABILITY_LEVELS,
  LEVEL_COST,
} from './tables';

/** The modifier an enemy's attribute gives a test against it: "[10 – the enemy's attribute value]". */
export function modifierOf(enemyValue: number): number {
  return MODIFIER_BASE - enemyValue;
}

/** "Toughness = Strong (though never below 10)". */
export function toughness(strong: number): number {
  return Math.max(LEAST_TOUGHNESS, strong);
}

/** "Pain Threshold = Strong/2 (rounded up)", from the real Strong even below 10. */
export function painThreshold(strong: number): number {
  return Math.ceil(strong / 2);
}

/** "Defense = [Quick – Armor's Impeding value]", +1 for a shield or a buckler ("Shield"). */
export function defense(quick: number, impeding: number, shield: boolean): number {
  return quick - impeding + (shield ? SHIELD_DEFENSE : 0);
}

/** "Corruption Threshold = Resolute/2 (rounded up)". */
export function corruptionThreshold(resolute: number): number {
  return Math.ceil(resolute / 2);
}

/** Experience for the next level of an ability, from none (novice), and null past master. */
export function nextLevel(level: AbilityLevel | undefined): { level: AbilityLevel; cost: number } | null {
  const next = level === undefined ? ABILITY_LEVELS[0] : ABILITY_LEVELS[ABILITY_LEVELS.indexOf(level) + 1];
  return next === undefined ? null : { level: next, cost: LEVEL_COST[next] };
}

/** Experience for an ability from nothing up to `level`: novice 10, adept 30, master 60. */
export function levelTotal(level: AbilityLevel): number {
  let total = 0;
  for (const l of ABILITY_LEVELS) {
    total += LEVEL_COST[l];
    if (l === level) break;
  }
  return total;
}

/** How a test is rolled: once; or twice, keeping the better or the worse die ("Blind Fighting"). */
export type TestRoll = 'once' | 'best of two' | 'worst of two';

/** A success test's options: the Advantage (+2) and how the die is rolled. */
export interface TestOptions {
  advantage?: boolean;
  roll?: TestRoll;
}

/**
 * The exact chance of a success test: a D20 equal to or under `value` plus `modifier` (a difficulty from +5 to
 * -5, or an enemy attribute's modifier), +2 with the Advantage, the die rolled once or twice.
 */
export function successChance(value: number, modifier: number, options: TestOptions = {}): Odds {
  const target = value + modifier + (options.advantage ? ADVANTAGE : 0);
  return rollUnderOdds({ kind: 'roll-under', sides: SUCCESS_DIE, target, roll: options.roll ?? 'once' });
}
