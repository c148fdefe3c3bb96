import { oddsEnding, type BookSource, type OddsExplanation } from '../../core/explain';
import { sumCounts } from '../../core/probability';
import { HURSAGMU_BOOK as B, HURSAGMU_LADDER_ROWS, HURSAGMU_REVISED_LADDER_ROWS } from './book';
import { HURSAGMU_READINGS as R } from './readings';
import { BOOK_LADDER, REVISED_LADDER, TRAIT_ROLL } from './tables';

/*
 * The chances the page shows, explained: a trait against a challenge level (higher and tie, in the builder's
 * traits step: src-renderer/systems/hursagmu/controls/trait-odds.tsx) and the chances to hit on the sheet's and the
 * printed sheet's combat values (combat-words.ts, `chanceWords`: "15 in 36 (42%)"). Each counts the ways from the
 * totals of 2d6, or from the difference of two rolls of 2d6, and ends with the chance as the page rounds it
 * (`percent` in src-renderer/base/format.ts).
 */

/** The outcome of a trait roll against a challenge that a figure shows. */
export type ContestOutcome = 'higher' | 'tie';

const DICE = `${TRAIT_ROLL.count}d${TRAIT_ROLL.sides}`;
/** How many of the 36 rolls of 2d6 show each total from 2 to 12. */
const WAYS = sumCounts(TRAIT_ROLL.count, TRAIT_ROLL.sides);
const ROLLS = TRAIT_ROLL.sides ** TRAIT_ROLL.count;
const LOWEST = TRAIT_ROLL.count;
const HIGHEST = TRAIT_ROLL.count * TRAIT_ROLL.sides;

/** How many of the 1,296 pairs of rolls of 2d6 give each difference, first less second, from -10 to 10 (index + 10). */
const DIFFERENCES: number[] = (() => {
  const spread = HIGHEST - LOWEST;
  const counts = new Array<number>(2 * spread + 1).fill(0);
  for (let a = LOWEST; a <= HIGHEST; a++)
    for (let b = LOWEST; b <= HIGHEST; b++) counts[a - b + spread]! += WAYS[a]! * WAYS[b]!;
  return counts;
})();

/** The pairs of rolls whose difference (first less second) is more than `k`, or exactly `k`. */
function pairsBeyond(k: number, outcome: ContestOutcome): number {
  const spread = HIGHEST - LOWEST;
  if (outcome === 'tie') return DIFFERENCES[k + spread] ?? 0;
  let ways = 0;
  for (let d = Math.max(-spread, Math.floor(k) + 1); d <= spread; d++) ways += DIFFERENCES[d + spread]!;
  return ways;
}

/** The rolls of 2d6 that are more than `k`, or exactly `k`. */
function rollsBeyond(k: number, outcome: ContestOutcome): number {
  if (outcome === 'tie') return WAYS[k] ?? 0;
  let ways = 0;
  for (let t = Math.max(LOWEST, Math.floor(k) + 1); t <= HIGHEST; t++) ways += WAYS[t]!;
  return ways;
}

const roll = (n: number) => `${DICE} ${n < 0 ? `− ${-n}` : `+ ${n}`}`;

/** A trait's roll against a rolled level or a flat number (`named` after it), counted, in words. */
function counted(trait: number, against: number, flat: boolean, outcome: ContestOutcome, named = '') {
  const k = against - trait;
  const how = outcome === 'tie' ? `exactly ${k}` : `more than ${k}`;
  if (flat) {
    const ways = rollsBeyond(k, outcome);
    return {
      words: `${roll(trait)} against a flat ${against}${named}: ${outcome} when ${DICE} comes out ${how}: ${oddsEnding(ways, ROLLS, `rolls of ${DICE}`)}`,
      chance: ways / ROLLS,
    };
  }
  const ways = pairsBeyond(k, outcome);
  const of = ROLLS * ROLLS;
  return {
    words: `${roll(trait)} against ${roll(against)}${named}: ${outcome} when the first ${DICE} less the second comes out ${how}: ${oddsEnding(ways, of, `pairs of rolls of ${DICE}`)}`,
    chance: ways / of,
  };
}

/** The ladder's row for a level, and the book's words for it, when the level is one the chapter names. */
function ladderRow(level: number, revised: boolean): { name?: string; source?: BookSource } {
  const ladder: readonly { difficulty: string; level: number }[] = revised ? REVISED_LADDER : BOOK_LADDER;
  const rows = revised ? HURSAGMU_REVISED_LADDER_ROWS : HURSAGMU_LADDER_ROWS;
  const row = ladder.find((r) => r.level === level);
  return row ? { name: row.difficulty, source: rows[level] } : {};
}

/**
 * A trait against a challenge level explained ("The Trait Roll", "Challenge Levels"), as `opposedOdds(trait,
 * level)` (the book: the level rolled like a trait) or `flatOdds(trait, level)` (the revised chapter: a flat number)
 * count it: "2d6 + 5 against 2d6 + 5 (Moderate): higher when the first 2d6 less the second comes out more than 0:
 * 575 of the 1,296 pairs of rolls of 2d6 → 44%".
 */
export function explainChallengeOdds(
  trait: number,
  level: number,
  revised: boolean,
  outcome: ContestOutcome = 'higher',
): OddsExplanation {
  const { name, source } = ladderRow(level, revised);
  const named = name === undefined ? '' : ` (${name})`;
  const { words, chance } = counted(trait, level, revised, outcome, named);
  const sources = [B.traitRoll, B.higherWins, B.challenge, ...(revised ? [] : [B.lanky]), ...(source ? [source] : [])];
  return {
    formula: words,
    settings: ['settings.revisedEncounters'],
    sources,
    reading: revised ? `${R.revisedLadder} ${R.challengeTies}` : R.challengeTies,
    chance,
  };
}

/**
 * A chance to hit explained ("The Trait Roll", the combat values), as the sheet's `hitOdds` counts it, a tie going
 * to the defender: "2d6 + 7 against 2d6 + 9: higher when the first 2d6 less the second comes out more than 2: 310
 * of the 1,296 pairs of rolls of 2d6 → 24%", the book's Juk against Lothar.
 */
export function explainHitOdds(attack: number, defense: number, revised: boolean): OddsExplanation {
  const { words, chance } = counted(attack, defense, revised, 'higher');
  return {
    formula: `A hit, a tie going to the defender: ${words}`,
    settings: ['settings.revisedEncounters'],
    sources: [B.traitRoll, B.opposed, B.tiesToDefender, ...(revised ? [B.revisedSurprised] : [])],
    reading: revised ? `${R.ties} ${R.revisedDefense}` : R.ties,
    chance,
  };
}
