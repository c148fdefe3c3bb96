import { dieAbove, odds, type Odds } from '../../core/probability';
import {
  CHECK_DIE_SIDES,
  CRITICAL_FROM,
  FUMBLE_AT_MOST,
  NATURAL_CRITICAL,
  NATURAL_FUMBLE,
  PERSONALITY_CHECK_DIE_SIDES,
  SKILL_ROLL,
  SUCCESS_FROM,
} from './tables';
import { checkRow } from './apply-checks';

/** Exact chances of each outcome of 3d6 + skill + modifier ("Use of Skills", "Natural 18s", "Natural 3s"). */
export interface SkillOdds {
  /** Total 20 or more, or a natural 18. */
  critical: Odds;
  /** Total 15 to 19 (not a natural 3): a plain success. */
  success: Odds;
  /** critical + success: any success. */
  anySuccess: Odds;
  /** Total 10 to 14 (not a natural 18). */
  failure: Odds;
  /** Total 9 or less, or a natural 3. */
  fumble: Odds;
  natural18: Odds;
  natural3: Odds;
}

/** Exact odds of a skill roll: 3d6 + `skill` + `modifier` against 15 success, 20 critical, 9 or less fumble. */
export function skillOdds(skill: number, modifier = 0): SkillOdds {
  const { count, sides } = SKILL_ROLL;
  const of = sides ** count;
  let critical = 0;
  let success = 0;
  let failure = 0;
  let fumble = 0;
  // Enumerate all 216 ordered outcomes so the naturals are exact.
  for (let a = 1; a <= sides; a++)
    for (let b = 1; b <= sides; b++)
      for (let c = 1; c <= sides; c++) {
        const dice = a + b + c;
        if (dice === NATURAL_CRITICAL) critical++;
        else if (dice === NATURAL_FUMBLE) fumble++;
        else {
          const total = dice + skill + modifier;
          if (total >= CRITICAL_FROM) critical++;
          else if (total >= SUCCESS_FROM) success++;
          else if (total <= FUMBLE_AT_MOST) fumble++;
          else failure++;
        }
      }
  return {
    critical: odds(critical, of),
    success: odds(success, of),
    anySuccess: odds(critical + success, of),
    failure: odds(failure, of),
    fumble: odds(fumble, of),
    natural18: odds(1, of),
    natural3: odds(1, of),
  };
}

/** Chance that a checked secondary trait at `level` goes up on its 1d8 roll; zero when it cannot. */
export function secondaryCheckOdds(level: number | null): Odds {
  const row = checkRow(level);
  if (!row) return odds(0, CHECK_DIE_SIDES);
  return odds(CHECK_DIE_SIDES - row.needs + 1, CHECK_DIE_SIDES);
}

/** Chance that a checked personality trait at `value` goes up: 1d20 must roll higher. */
export function personalityCheckOdds(value: number): Odds {
  return dieAbove(PERSONALITY_CHECK_DIE_SIDES, value);
}

/** Chance that a player acts against a noticeable trait at `value` (1d20 higher than it; "Behaviour"). */
export const actAgainstTraitOdds = personalityCheckOdds;
