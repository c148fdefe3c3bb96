import type { Odds } from '../../core/probability';
import { modifierOf, successChance, type TestOptions } from './formulas';
import { EASIEST_DIFFICULTY, HARDEST_DIFFICULTY, HIGHEST_TABLE_ATTRIBUTE, LOWEST_TABLE_ATTRIBUTE } from './tables';

/** One point of an attribute's chart: what modifies the test, and the chance of success. */
export interface TestChance {
  /** The Game Master's difficulty, or the enemy's attribute value. */
  against: number;
  modifier: number;
  chance: Odds;
}

/**
 * The chances of an attribute's success tests: against each of the Game Master's difficulties from +5 to -5
 * ("Success Test"), and against an enemy attribute from 5 to 15 (the modifier table), with the Advantage and
 * blind fighting's two dice as options.
 */
export function testChances(
  value: number,
  options: TestOptions = {},
): { difficulties: TestChance[]; enemies: TestChance[] } {
  const difficulties: TestChance[] = [];
  for (let d = EASIEST_DIFFICULTY; d >= HARDEST_DIFFICULTY; d--)
    difficulties.push({ against: d, modifier: d, chance: successChance(value, d, options) });
  const enemies: TestChance[] = [];
  for (let e = LOWEST_TABLE_ATTRIBUTE; e <= HIGHEST_TABLE_ATTRIBUTE; e++) {
    const modifier = modifierOf(e);
    enemies.push({ against: e, modifier, chance: successChance(value, modifier, options) });
  }
  return { difficulties, enemies };
}
