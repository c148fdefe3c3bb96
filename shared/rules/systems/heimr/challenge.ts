import type { KeepPool } from '../../core/pools';
import { poolDistribution } from '../../core/probability';
import { odds, type Odds } from '../../core/probability';
import { poolResult } from '../../core/pools';

/*
 * The dice challenge (002_660a93111b0de833.txt, "Dice challenges"): one d6 and |C| d10; for a positive
 * consistency the highest die, plus one for every extra 10; for a negative one the lowest die, less one for every
 * extra 1; at zero the d6 alone; then the potential is added. "Fatigue": a roll based on a physical attribute
 * must reach the character's fatigue before the potential is added, or it fails whatever the requirement.
 */

/** The most dice a consistency may roll: the odds are counted exactly up to 15 d10 and a d6. */
export const MOST_CONSISTENCY = 15;

/** The pool of a dice challenge of consistency `c` and potential `p`, with its d6 first. */
export function challengePool(c: number, p: number): KeepPool {
  if (!Number.isInteger(c) || Math.abs(c) > MOST_CONSISTENCY)
    throw new Error(`A consistency is a whole number from -${MOST_CONSISTENCY} to ${MOST_CONSISTENCY}, not ${c}.`);
  const groups =
    c === 0
      ? [{ count: 1, sides: 6 }]
      : [
          { count: 1, sides: 6 },
          { count: Math.abs(c), sides: 10 },
        ];
  return { kind: 'keep', keep: c < 0 ? 'lowest' : 'highest', groups, countExtras: true, modifier: p };
}

/** The result of a challenge for the dice rolled (the d6 first, then the d10s), and the roll before the potential. */
export function challengeResult(c: number, p: number, dice: readonly number[]): { result: number; roll: number } {
  const roll = poolResult(challengePool(c, 0), dice);
  return { result: roll + p, roll };
}

/** The chance of each roll before the potential, by consistency: worked out once for each consistency. */
const rolls = new Map<number, { lowest: number; atLeast: number[]; of: number }>();

/** Forgets every distribution worked out so far, so the next chart is computed from nothing (the benchmark's cold sheet). */
export function forgetChallengeOdds(): void {
  rolls.clear();
}

function rollsOf(c: number): { lowest: number; atLeast: number[]; of: number } {
  let known = rolls.get(c);
  if (known === undefined) {
    const { lowest, counts, of } = poolDistribution(challengePool(c, 0));
    // atLeast[i]: outcomes whose roll is lowest + i or more.
    const atLeast = counts.slice();
    for (let i = atLeast.length - 2; i >= 0; i--) atLeast[i]! += atLeast[i + 1]!;
    known = { lowest, atLeast, of };
    rolls.set(c, known);
  }
  return known;
}

/**
 * The exact chance of meeting a challenge requirement `cr` (equal or higher) with consistency `c` and potential `p`;
 * `fatigue`, for a roll on a physical attribute, is what the roll must reach before the potential is added.
 */
export function chanceToMeet(c: number, p: number, cr: number, fatigue: number | null = null): Odds {
  const { lowest, atLeast, of } = rollsOf(c);
  const needed = Math.max(cr - p, fatigue ?? -Infinity);
  const i = Math.max(0, Math.ceil(needed) - lowest);
  return odds(i >= atLeast.length ? 0 : atLeast[i]!, of);
}

/** The lowest and highest result a challenge can give. */
export function resultRange(c: number, p: number): { lowest: number; highest: number } {
  const { lowest, atLeast } = rollsOf(c);
  return { lowest: lowest + p, highest: lowest + atLeast.length - 1 + p };
}

/** One point of a chance chart: a challenge requirement and the chance to meet it. */
export interface ChancePoint {
  cr: number;
  chance: Odds;
}

/** Below this a chance is shown as past the useful range of a chart. */
const USEFUL = 0.01;

/**
 * The chances to meet every challenge requirement across the useful range: from the highest requirement met for
 * certain (or 1, the least a requirement asks) up to the last one with at least a 1% chance.
 */
export function chanceChart(c: number, p: number, fatigue: number | null = null): ChancePoint[] {
  const { lowest } = resultRange(c, p);
  const points: ChancePoint[] = [];
  for (let cr = Math.max(1, lowest); ; cr++) {
    const chance = chanceToMeet(c, p, cr, fatigue);
    if (chance.probability < USEFUL && points.length > 0) break;
    points.push({ cr, chance });
    if (chance.outcomes === 0) break;
  }
  return points;
}

/** The most re-rolls the odds show: one and two, as the table asks most often; willpower may allow fewer. */
export const MOST_REROLLS_SHOWN = 2;

/** The re-rolls the odds offer a character with `willpower` left: one willpower each, at most `MOST_REROLLS_SHOWN`. */
export function rerollsOffered(willpower: number): number {
  return Math.max(0, Math.min(MOST_REROLLS_SHOWN, Math.floor(willpower)));
}

/**
 * The chance of meeting a CR with up to `rerolls` re-rolls of a failed roll ("Challenge requirements": "re-roll a
 * failed CR at the cost of one willpower for each roll"), each a fresh roll of the same dice: 1 − (1 − p)^(n+1).
 */
export function chanceWithRerolls(c: number, p: number, cr: number, fatigue: number | null, rerolls: number): number {
  if (!Number.isInteger(rerolls) || rerolls < 0)
    throw new Error(`A number of re-rolls is a whole number from 0 up, not ${rerolls}.`);
  const once = chanceToMeet(c, p, cr, fatigue).probability;
  return 1 - (1 - once) ** (rerolls + 1);
}
