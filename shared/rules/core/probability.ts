import {
  formatPool,
  poolDice,
  poolProblem,
  rollUnderAsKeep,
  rollUnderSucceeds,
  topFace,
  type DicePool,
  type KeepPool,
  type RollUnderPool,
} from './pools';

/**
 * Exact probability for dice: counts of outcomes over the total number of
 * equally likely outcomes, so odds shown to players are never rounded guesses.
 */

/** An exact probability as a fraction of equally likely outcomes. */
export interface Odds {
  outcomes: number;
  of: number;
  /** outcomes / of, for display. */
  probability: number;
}

/** Makes an Odds value. */
export function odds(outcomes: number, of: number): Odds {
  return { outcomes, of, probability: of === 0 ? 0 : outcomes / of };
}

/**
 * How many ways each total of `count` dice with `sides` faces can come up:
 * element t is the number of ways to roll a total of t (index 0 .. count*sides).
 */
export function sumCounts(count: number, sides: number): number[] {
  let ways = [1];
  for (let d = 0; d < count; d++) {
    const next = new Array<number>(ways.length + sides).fill(0);
    for (let t = 0; t < ways.length; t++) {
      const w = ways[t]!;
      for (let f = 1; f <= sides; f++) next[t + f]! += w;
    }
    ways = next;
  }
  return ways;
}

/** Probability that `count`d`sides` totals at least `target`. */
export function atLeast(count: number, sides: number, target: number): Odds {
  return oddsAtLeast(sumCounts(count, sides), 0, sides ** count, target);
}

/** The odds that a result is at least `target`, where `counts[i]` is the number of ways to get `lowest + i`. */
function oddsAtLeast(counts: readonly number[], lowest: number, of: number, target: number): Odds {
  let hits = 0;
  for (let i = Math.max(0, Math.ceil(target - lowest)); i < counts.length; i++) hits += counts[i]!;
  return odds(hits, of);
}

/** Probability that one die with `sides` faces rolls strictly higher than `value`. */
export function dieAbove(sides: number, value: number): Odds {
  const hits = Math.min(sides, Math.max(0, sides - Math.floor(value)));
  return odds(hits, sides);
}

/**
 * The most equally likely outcomes a pool's distribution may count: 2^53.
 * Every whole number up to 2^53 is exact as a JavaScript number, and every
 * count, product and partial sum below is a number of outcomes of some of the
 * pool's dice, never more than all its outcomes, so every step stays exact.
 * A Heimr challenge fits up to a consistency of 15 or -15 (6 * 10^15 outcomes).
 */
export const MOST_COUNTED_OUTCOMES = 2 ** 53;

/** Every result a pool can give and how many of its equally likely outcomes give it. */
export interface PoolDistribution {
  /** The lowest result the pool can give. */
  lowest: number;
  /** counts[i] is the number of outcomes giving the result lowest + i; the first and last are never zero. */
  counts: number[];
  /** The number of equally likely outcomes: every die's sides multiplied together. */
  of: number;
}

/** Why a pool's outcomes are too many to count exactly, as a sentence, or undefined when they can be counted. */
function countingProblem(pool: DicePool): string | undefined {
  let outcomes = 1n;
  for (const { count, sides } of poolDice(pool)) outcomes *= BigInt(sides) ** BigInt(count);
  if (outcomes <= BigInt(MOST_COUNTED_OUTCOMES)) return undefined;
  return `"${formatPool(pool)}" has ${outcomes} outcomes, more than the ${MOST_COUNTED_OUTCOMES} that can be counted exactly; use fewer dice.`;
}

/** `base` multiplied by itself `exponent` times, one exact multiplication at a time. */
function power(base: number, exponent: number): number {
  let product = 1;
  for (let i = 0; i < exponent; i++) product *= base;
  return product;
}

/**
 * Adds the outcomes of a keep pool by result, without walking the outcomes:
 * the kept die is a face other than the end face (the top face when keeping
 * the highest, 1 when keeping the lowest) in (no die beyond that face) minus
 * (no die beyond the face before it) outcomes; how many dice show the end
 * face is counted group by group, one die at a time.
 */
function addKeptCounts(pool: KeepPool, add: (result: number, count: number) => void): void {
  const highest = pool.keep === 'highest';
  const top = topFace(pool.groups);
  const endFace = highest ? top : 1;
  /** Outcomes in which every die is at most `face` (keeping the highest) or at least `face` (keeping the lowest). */
  const noneBeyond = (face: number): number =>
    pool.groups.reduce(
      (product, { count, sides }) =>
        product * power(highest ? Math.min(face, sides) : Math.max(0, sides - face + 1), count),
      1,
    );
  for (let face = 1; face <= top; face++) {
    if (face !== endFace) add(face + pool.modifier, noneBeyond(face) - noneBeyond(highest ? face - 1 : face + 1));
  }
  /** showing[j]: outcomes, of the dice so far, in which exactly j of them show the end face. */
  let showing = [1];
  for (const { count, sides } of pool.groups) {
    const endFaces = sides >= endFace ? 1 : 0;
    for (let i = 0; i < count; i++) {
      const next = [...showing.map((ways) => ways * (sides - endFaces)), 0];
      showing.forEach((ways, shown) => {
        next[shown + 1]! += ways * endFaces;
      });
      showing = next;
    }
  }
  showing.forEach((ways, shown) => {
    if (shown === 0) return;
    const extras = pool.countExtras ? shown - 1 : 0;
    add(endFace + (highest ? extras : -extras) + pool.modifier, ways);
  });
}

/** The exact distribution of a pool's result; throws a sentence for a pool that cannot be rolled or counted exactly. */
export function poolDistribution(pool: DicePool): PoolDistribution {
  const problem = poolProblem(pool) ?? countingProblem(pool);
  if (problem !== undefined) throw new Error(problem);
  const byResult = new Map<number, number>();
  const add = (result: number, count: number): void => {
    if (count > 0) byResult.set(result, (byResult.get(result) ?? 0) + count);
  };
  switch (pool.kind) {
    case 'sum':
      sumCounts(pool.count, pool.sides).forEach((count, total) => add(total + pool.modifier, count));
      break;
    case 'keep':
      addKeptCounts(pool, add);
      break;
    case 'roll-under':
      addKeptCounts(rollUnderAsKeep(pool), add);
      break;
  }
  const lowest = Math.min(...byResult.keys());
  const highestResult = Math.max(...byResult.keys());
  const counts: number[] = [];
  for (let result = lowest; result <= highestResult; result++) counts.push(byResult.get(result) ?? 0);
  const of = poolDice(pool).reduce((product, { count, sides }) => product * power(sides, count), 1);
  return { lowest, counts, of };
}

/** Probability that a pool's result is at least `target`. */
export function poolAtLeast(pool: DicePool, target: number): Odds {
  const { lowest, counts, of } = poolDistribution(pool);
  return oddsAtLeast(counts, lowest, of, target);
}

/** Probability that a roll-under test succeeds: its kept die equal to or lower than its target. */
export function rollUnderOdds(pool: RollUnderPool): Odds {
  const { lowest, counts, of } = poolDistribution(pool);
  let hits = 0;
  counts.forEach((count, i) => {
    if (rollUnderSucceeds(pool, lowest + i)) hits += count;
  });
  return odds(hits, of);
}
