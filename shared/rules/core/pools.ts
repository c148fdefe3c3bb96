import { createRng, formatDice, type DiceSpec } from './dice';

/**
 * Dice pools: every way the games roll dice, as one type. A pool is rolled
 * from a seed or read from dice rolled at the table; its exact odds are in
 * probability.ts.
 *
 * Notation (formatPool), for display:
 *   sum          "3d6", "2d6+1", "1d8-2"
 *   keep         "1d6+3d10 keep highest, +1 per extra 10, +2"
 *                "1d6+4d10 keep lowest, -1 per extra 1, -4"
 *                "2d20 keep highest" (extra dice not counted, no modifier)
 *   roll-under   "1d20 ≤ 12", "best of 2d20 ≤ 12", "worst of 2d20 ≤ 12"
 */

/** The sum of NdS plus a modifier, as MLS (3d6) and HURSAGMU (2d6) roll. */
export interface SumPool {
  kind: 'sum';
  count: number;
  sides: number;
  modifier: number;
}

/**
 * The highest or lowest die of one or more groups of dice (such as 1d6 and
 * 3d10) plus a modifier. When `countExtras` is set, each die beyond the first
 * that shows the pool's end face (the top face of its largest dice when
 * keeping the highest, a 1 when keeping the lowest) adds one to the result
 * (highest) or takes one away (lowest): Heimr's dice challenge.
 */
export interface KeepPool {
  kind: 'keep';
  keep: 'highest' | 'lowest';
  groups: DiceSpec[];
  countExtras: boolean;
  modifier: number;
}

/**
 * One die rolled under a target: it succeeds when the kept die is equal to or
 * lower than the target (Symbaroum's success test). Rolled twice, "best"
 * keeps the lower die and "worst" the higher.
 */
export interface RollUnderPool {
  kind: 'roll-under';
  sides: number;
  target: number;
  roll: 'once' | 'best of two' | 'worst of two';
}

/** Every way the games roll dice. */
export type DicePool = SumPool | KeepPool | RollUnderPool;

/** The most dice one pool may roll: more than any table rolls at once, and it keeps each pool's work small. */
export const MOST_DICE_IN_POOL = 100;

/** The most sides a die may have (a d1000); the exact odds walk every face. */
export const MOST_SIDES = 1000;

/** The dice a pool rolls, group by group, in the order poolResult reads them. */
export function poolDice(pool: DicePool): DiceSpec[] {
  switch (pool.kind) {
    case 'sum':
      return [{ count: pool.count, sides: pool.sides }];
    case 'keep':
      return pool.groups;
    case 'roll-under':
      return [{ count: pool.roll === 'once' ? 1 : 2, sides: pool.sides }];
  }
}

/** The keep pool a roll-under test reads: the lower of its dice for "best", the higher for "worst". */
export function rollUnderAsKeep(pool: RollUnderPool): KeepPool {
  return {
    kind: 'keep',
    keep: pool.roll === 'worst of two' ? 'highest' : 'lowest',
    groups: poolDice(pool),
    countExtras: false,
    modifier: 0,
  };
}

/** True when a roll-under test's result (its kept die) is equal to or lower than its target. */
export function rollUnderSucceeds(pool: RollUnderPool, result: number): boolean {
  return result <= pool.target;
}

/** Why a pool cannot be rolled, as a sentence, or undefined when it can. */
export function poolProblem(pool: DicePool): string | undefined {
  const groups = poolDice(pool);
  if (groups.length === 0) return 'A pool must roll at least one die; add a group of dice.';
  let dice = 0;
  for (const { count, sides } of groups) {
    if (!Number.isInteger(count) || count < 1)
      return `Each group of dice needs a whole number of dice, at least 1, not ${count}.`;
    if (!Number.isInteger(sides) || sides < 1 || sides > MOST_SIDES) {
      return `A die needs a whole number of sides from 1 to ${MOST_SIDES}, not ${sides}.`;
    }
    dice += count;
  }
  if (dice > MOST_DICE_IN_POOL) return `A pool rolls at most ${MOST_DICE_IN_POOL} dice, not ${dice}; roll fewer dice.`;
  if (pool.kind === 'roll-under') {
    return Number.isSafeInteger(pool.target)
      ? undefined
      : `A roll-under target must be a whole number, not ${pool.target}.`;
  }
  return Number.isSafeInteger(pool.modifier)
    ? undefined
    : `A pool's modifier must be a whole number, not ${pool.modifier}.`;
}

/** Throws the pool's problem, if it has one. */
function checkPool(pool: DicePool): void {
  const problem = poolProblem(pool);
  if (problem !== undefined) throw new Error(problem);
}

/** The highest face any die of these groups can show. */
export function topFace(groups: readonly DiceSpec[]): number {
  return Math.max(...groups.map((group) => group.sides));
}

/** The result of a pool for the faces its dice show, listed in the pool's group order (for a Heimr challenge: the d6 first). */
export function poolResult(pool: DicePool, dice: readonly number[]): number {
  checkPool(pool);
  const groups = poolDice(pool);
  const expected = groups.reduce((total, group) => total + group.count, 0);
  if (dice.length !== expected)
    throw new Error(`"${formatPool(pool)}" rolls ${expected} dice, not ${dice.length}; enter every die.`);
  let index = 0;
  for (const { count, sides } of groups) {
    for (let i = 0; i < count; i++, index++) {
      const face = dice[index]!;
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new Error(
          `Die ${index + 1} of "${formatPool(pool)}" is a d${sides} and cannot show ${face}; enter it again.`,
        );
      }
    }
  }
  switch (pool.kind) {
    case 'sum':
      return dice.reduce((total, face) => total + face, pool.modifier);
    case 'keep':
      return keptResult(pool, dice);
    case 'roll-under':
      return keptResult(rollUnderAsKeep(pool), dice);
  }
}

/** The kept die, with its extra dice counted when the pool counts them, plus the modifier. */
function keptResult(pool: KeepPool, dice: readonly number[]): number {
  const highest = pool.keep === 'highest';
  const kept = highest ? Math.max(...dice) : Math.min(...dice);
  const endFace = highest ? topFace(pool.groups) : 1;
  let extras = 0;
  if (pool.countExtras && kept === endFace) extras = dice.filter((face) => face === endFace).length - 1;
  return kept + (highest ? extras : -extras) + pool.modifier;
}

/** A pool rolled from a seed: its dice in group order, the result, and the seed. */
export interface PoolRoll {
  dice: number[];
  result: number;
  seed: number;
}

/** Rolls a pool from a seed with createRng, die by die in group order; the same seed always gives the same dice. */
export function rollPool(pool: DicePool, seed: number): PoolRoll {
  checkPool(pool);
  const random = createRng(seed);
  const dice: number[] = [];
  for (const { count, sides } of poolDice(pool)) {
    for (let i = 0; i < count; i++) dice.push(1 + Math.floor(random() * sides));
  }
  return { dice, result: poolResult(pool, dice), seed: seed >>> 0 };
}

/** A modifier with its sign, as the notation writes it: "+2", "-4". */
function signed(modifier: number): string {
  return modifier.toLocaleString('en-US', { signDisplay: 'exceptZero', useGrouping: false });
}

/** A pool in the notation described at the top of this file, such as "1d6+3d10 keep highest, +1 per extra 10, +2". */
export function formatPool(pool: DicePool): string {
  switch (pool.kind) {
    case 'sum':
      return formatDice(pool) + (pool.modifier === 0 ? '' : signed(pool.modifier));
    case 'keep': {
      const parts = [`${pool.groups.map(formatDice).join('+')} keep ${pool.keep}`];
      if (pool.countExtras)
        parts.push(pool.keep === 'highest' ? `+1 per extra ${topFace(pool.groups)}` : '-1 per extra 1');
      if (pool.modifier !== 0) parts.push(signed(pool.modifier));
      return parts.join(', ');
    }
    case 'roll-under': {
      const twice = { once: '', 'best of two': 'best of ', 'worst of two': 'worst of ' }[pool.roll];
      return `${twice}${formatDice(poolDice(pool)[0]!)} ≤ ${pool.target}`;
    }
  }
}
