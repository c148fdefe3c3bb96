import { oddsEnding, type BookSource, type OddsExplanation } from '../../core/explain';
import { sumCounts } from '../../core/probability';
import { MLS_BOOK as B, MLS_CHECK_ROWS } from './book';
import { MLS_READINGS as R } from './readings';
import {
  CHECK_DIE_SIDES,
  CRITICAL_FROM,
  FUMBLE_AT_MOST,
  NATURAL_CRITICAL,
  NATURAL_FUMBLE,
  PERSONALITY_CHECK_DIE_SIDES,
  SECONDARY_CHECK_TABLE,
  SKILL_ROLL,
  SUCCESS_FROM,
} from './tables';
import { atLevel, signed } from './explain-words';

/*
 * The odds the page shows, explained (src-renderer/systems/mls/controls/odds-display.tsx, the sheet's secondary
 * traits, the printed sheet, the checks panel): each formula counts the ways from the totals of 3d6, or the faces of
 * 1d8 and 1d20, and ends with the chance as the page rounds it (`percent` in src-renderer/base/format.ts).
 */

/** The outcome of a skill roll a figure shows: any success, a critical, or a fumble. */
export type SkillOutcome = 'anySuccess' | 'critical' | 'fumble';

/** How many of the 216 rolls of 3d6 show each total from 3 to 18. */
const WAYS = sumCounts(SKILL_ROLL.count, SKILL_ROLL.sides);
const ALL_ROLLS = SKILL_ROLL.sides ** SKILL_ROLL.count;

/** The ways of rolling a total of the dice from `low` to `high`, both included, between the two naturals. */
function waysBetween(low: number, high: number): number {
  let ways = 0;
  for (let d = Math.max(low, NATURAL_FUMBLE + 1); d <= Math.min(high, NATURAL_CRITICAL - 1); d++) ways += WAYS[d]!;
  return ways;
}

/** "the dice 13 to 17" or "no total of the dice" for the totals between the naturals that count. */
function totalsWords(low: number, high: number): string {
  const from = Math.max(low, NATURAL_FUMBLE + 1);
  const to = Math.min(high, NATURAL_CRITICAL - 1);
  if (from > to) return 'no other total of the dice';
  return from === to ? `a total of ${from} on the dice` : `the dice totalling ${from} to ${to}`;
}

/** What is added to 3d6: "skill 4" or "skill 4 − 2 modifier". */
function rollWords(skill: number, modifier: number): string {
  return `3d6 + skill ${skill}${modifier === 0 ? '' : ` + modifier ${signed(modifier)}`}`;
}

/** The rule and its count for one outcome: which totals of the dice give it, and the naturals. */
function outcomeRule(outcome: SkillOutcome, added: number): { rule: string; ways: number; sources: BookSource[] } {
  const n18 = `a natural ${NATURAL_CRITICAL}`;
  const n3 = `a natural ${NATURAL_FUMBLE}`;
  if (outcome === 'fumble') {
    const high = FUMBLE_AT_MOST - added;
    return {
      rule: `a fumble at ${FUMBLE_AT_MOST} or less, or ${n3} (never ${n18}): ${n3} (1 way) or ${totalsWords(NATURAL_FUMBLE + 1, high)}`,
      ways: 1 + waysBetween(NATURAL_FUMBLE + 1, high),
      sources: [B.useOfSkills, B.skillFailure, B.natural3],
    };
  }
  const from = outcome === 'critical' ? CRITICAL_FROM : SUCCESS_FROM;
  const low = from - added;
  const what = outcome === 'critical' ? 'a critical' : 'a success (critical or not)';
  return {
    rule: `${what} at ${from} or more, or ${n18} (never ${n3}): ${n18} (1 way) or ${totalsWords(low, NATURAL_CRITICAL - 1)}`,
    ways: 1 + waysBetween(low, NATURAL_CRITICAL - 1),
    sources: [B.useOfSkills, B.skillSuccess, B.natural18],
  };
}

/**
 * A skill roll's chance of one outcome explained ("Use of Skills", "Natural 18s", "Natural 3s"), as `skillOdds`
 * counts it: "3d6 + skill 4 against a success at 15 or more, or a natural 18 (never a natural 3): a natural 18
 * (1 way) or the dice totalling 11 to 17: 108 of the 216 rolls of 3d6 → 50%".
 */
export function explainSkillOdds(skill: number, modifier = 0, outcome: SkillOutcome = 'anySuccess'): OddsExplanation {
  const { rule, ways, sources } = outcomeRule(outcome, skill + modifier);
  return {
    formula: `${rollWords(skill, modifier)} against ${rule}: ${oddsEnding(ways, ALL_ROLLS, 'rolls of 3d6')}`,
    settings: [],
    sources,
    reading: R.naturals,
    chance: ways / ALL_ROLLS,
  };
}

/** The column of the 1d8 table a level stands in, for the explanation. */
function checkColumn(level: number | null) {
  return level === null ? undefined : SECONDARY_CHECK_TABLE.find((r) => r.from === level);
}

/**
 * A checked secondary trait's chance to go up on its 1d8 ("Checks on Secondary Traits"), as `secondaryCheckOdds`
 * counts it: "A trait at base +1 needs 4 or more on 1d8 to go up to base +2: the faces 4 to 8, 5 of the 8 faces
 * of 1d8 → 63%".
 */
export function explainSecondaryCheckOdds(level: number | null): OddsExplanation {
  const row = checkColumn(level);
  const sources = [B.secondaryCheck, MLS_CHECK_ROWS.from, MLS_CHECK_ROWS.needs, MLS_CHECK_ROWS.to];
  const faces = `faces of 1d${CHECK_DIE_SIDES}`;
  if (!row) {
    const at = level === null ? 'A Trained trait not acquired' : `A trait at ${atLevel(level)}`;
    return {
      formula: `${at} has no column in the 1d${CHECK_DIE_SIDES} table, so no roll raises it: ${oddsEnding(0, CHECK_DIE_SIDES, faces)}`,
      settings: [],
      sources,
      reading: R.uncheckable,
      chance: 0,
    };
  }
  const hits = CHECK_DIE_SIDES - row.needs + 1;
  const range =
    row.needs === CHECK_DIE_SIDES ? `the face ${CHECK_DIE_SIDES}` : `the faces ${row.needs} to ${CHECK_DIE_SIDES}`;
  return {
    formula: `A trait at ${atLevel(row.from)} needs ${row.needs} or more on 1d${CHECK_DIE_SIDES} to go up to ${atLevel(row.to)}: ${range}, ${oddsEnding(hits, CHECK_DIE_SIDES, faces)}`,
    settings: [],
    sources,
    chance: hits / CHECK_DIE_SIDES,
  };
}

/**
 * A checked personality trait's chance to go up on its 1d20 ("Checks on Personality Traits"), as
 * `personalityCheckOdds` counts it: "1d20 higher than the trait's 14: the faces 15 to 20, 6 of the 20 faces of
 * 1d20 → 30%".
 */
export function explainPersonalityCheckOdds(value: number): OddsExplanation {
  const sides = PERSONALITY_CHECK_DIE_SIDES;
  const lowest = Math.floor(value) + 1;
  const hits = Math.min(sides, Math.max(0, sides - lowest + 1));
  let range: string;
  if (hits === 0) range = 'no face is higher';
  else if (hits === sides) range = 'every face is higher';
  else range = hits === 1 ? `only the face ${sides}` : `the faces ${Math.max(1, lowest)} to ${sides}`;
  return {
    formula: `1d${sides} higher than the trait’s ${value}: ${range}, ${oddsEnding(hits, sides, `faces of 1d${sides}`)}`,
    settings: [],
    sources: [B.personalityRoll, B.personalityCheck],
    chance: hits / sides,
  };
}
