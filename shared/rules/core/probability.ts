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
      if (w === 0) continue;
      for (let f = 1; f <= sides; f++) next[t + f]! += w;
    }
    ways = next;
  }
  return ways;
}

/** Probability that `count`d`sides` totals at least `target`. */
export function atLeast(count: number, sides: number, target: number): Odds {
  const ways = sumCounts(count, sides);
  let hits = 0;
  for (let t = Math.max(0, target); t < ways.length; t++) hits += ways[t]!;
  return odds(hits, sides ** count);
}

/** Probability that one die with `sides` faces rolls strictly higher than `value`. */
export function dieAbove(sides: number, value: number): Odds {
  const hits = Math.min(sides, Math.max(0, sides - Math.floor(value)));
  return odds(hits, sides);
}
