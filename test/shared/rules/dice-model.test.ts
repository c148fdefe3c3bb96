import fc from 'fast-check';
import {
  atLeast,
  createRng,
  odds,
  formatPool,
  MOST_COUNTED_OUTCOMES,
  MOST_DICE_IN_POOL,
  MOST_SIDES,
  poolAtLeast,
  poolDice,
  poolDistribution,
  poolProblem,
  poolResult,
  rollDice,
  rollPool,
  rollUnderAsKeep,
  rollUnderOdds,
  rollUnderSucceeds,
  sumCounts,
  topFace,
  type DicePool,
  type DiceSpec,
  type KeepPool,
  type PoolDistribution,
  type RollUnderPool,
} from '../../../shared/rules/core';

/**
 * Heimr's dice challenge as a pool (002_660a93111b0de833.txt, "Dice challenges"): one d6 and |C| d10,
 * the highest die with a bonus per extra 10 when C > 0, the lowest with a penalty per extra 1 when C < 0,
 * 1d6 when C = 0; plus the potential. The game's own helper lives with the game; this one is the test's.
 */
function heimrChallenge(consistency: number, potential: number): DicePool {
  if (consistency === 0) return { kind: 'sum', count: 1, sides: 6, modifier: potential };
  return {
    kind: 'keep',
    keep: consistency > 0 ? 'highest' : 'lowest',
    groups: [
      { count: 1, sides: 6 },
      { count: Math.abs(consistency), sides: 10 },
    ],
    countExtras: true,
    modifier: potential,
  };
}

/** The Heimr rule written out a second way, straight from the book's three bullet points, to check poolResult against. */
function heimrByTheBook(consistency: number, potential: number, dice: number[]): number {
  if (consistency === 0) return dice[0]! + potential;
  if (consistency > 0) return Math.max(...dice) + Math.max(0, dice.filter((die) => die === 10).length - 1) + potential;
  return Math.min(...dice) - Math.max(0, dice.filter((die) => die === 1).length - 1) + potential;
}

const sum = (count: number, sides: number, modifier = 0): DicePool => ({ kind: 'sum', count, sides, modifier });
const keep = (which: 'highest' | 'lowest', groups: DiceSpec[], countExtras: boolean, modifier = 0): KeepPool => ({
  kind: 'keep',
  keep: which,
  groups,
  countExtras,
  modifier,
});
const rollUnder = (sides: number, target: number, roll: RollUnderPool['roll'] = 'once'): RollUnderPool => ({
  kind: 'roll-under',
  sides,
  target,
  roll,
});

/** Every outcome of a pool, walked one by one with poolResult: the slow, obvious count the fast one must equal. */
function enumerate(pool: DicePool): PoolDistribution {
  const faces = poolDice(pool).flatMap(({ count, sides }) => new Array<number>(count).fill(sides));
  const dice = faces.map(() => 1);
  const byResult = new Map<number, number>();
  let of = 0;
  for (;;) {
    const result = poolResult(pool, dice);
    byResult.set(result, (byResult.get(result) ?? 0) + 1);
    of++;
    let i = 0;
    while (i < dice.length && dice[i] === faces[i]) dice[i++] = 1;
    if (i === dice.length) break;
    dice[i]!++;
  }
  const lowest = Math.min(...byResult.keys());
  const highest = Math.max(...byResult.keys());
  const counts: number[] = [];
  for (let result = lowest; result <= highest; result++) counts.push(byResult.get(result) ?? 0);
  return { lowest, counts, of };
}

/** n choose k, exactly. */
function choose(n: number, k: number): bigint {
  let ways = 1n;
  for (let i = 0; i < k; i++) ways = (ways * BigInt(n - i)) / BigInt(i + 1);
  return ways;
}

describe('Heimr\'s worked examples (002_660a93111b0de833.txt, "Dice challenges", "Some examples")', () => {
  // The book lists the dice in rising order; each list starts with a face a d6 can show, so it is read
  // as given, that first die being the d6 (poolResult reads the d6 first, then the d10s).
  it('"C: 3, P:3. You roll: 1, 4, 9, 10. So the result is: 10+0+3 = 13"', () => {
    expect(poolResult(heimrChallenge(3, 3), [1, 4, 9, 10])).toBe(13);
  });
  it('"C: 5, P: 6. You roll: 1, 3, 5, 7, 10, 10. So the result is: 10+1+6 = 18": the rule gives 17', () => {
    // Two 10s: the highest die 10, a bonus of 2 - 1 = 1, plus P 6. The book's own terms, 10+1+6, add up to
    // 17; its "= 18" is a slip in the sum, not another reading of the rule, so the rule's 17 is tested.
    expect(poolResult(heimrChallenge(5, 6), [1, 3, 5, 7, 10, 10])).toBe(17);
  });
  it('"C:0, P:0. You roll: 3. So the result is: 3+0 = 3"', () => {
    expect(poolResult(heimrChallenge(0, 0), [3])).toBe(3);
  });
  it('"C:4, P:3. You roll: 1, 1, 2, 4, 6. So the result is: 6+0+3 = 9" (extra 1s cost nothing when C > 0)', () => {
    expect(poolResult(heimrChallenge(4, 3), [1, 1, 2, 4, 6])).toBe(9);
  });
  it('"C: 2, P: -3. You roll: 3, 10, 10. So the result is: 10+1-3 = 8"', () => {
    expect(poolResult(heimrChallenge(2, -3), [3, 10, 10])).toBe(8);
  });
  it('"C: -4, P: -4. You roll: 1, 1, 1, 4, 9. So the result is: 1-2-4 = -2": the rule gives -5', () => {
    // Three 1s (the d6's among them): the lowest die 1, a penalty of 3 - 1 = 2, plus P -4. The book's own
    // terms, 1-2-4, come to -5; its "= -2" is a slip in the sum, so the rule's -5 is tested.
    expect(poolResult(heimrChallenge(-4, -4), [1, 1, 1, 4, 9])).toBe(-5);
    // Were the d6 not one of the dice, only two 1s would count: 1 - 1 - 4 = -4; -5 shows the d6's 1 counted.
  });
  it('counts extra 10s only on the top face: a d6 and a d10 both on 6 give no bonus', () => {
    expect(poolResult(heimrChallenge(1, 0), [6, 6])).toBe(6);
    expect(poolResult(heimrChallenge(-1, 0), [6, 6])).toBe(6);
    expect(poolResult(heimrChallenge(-2, 0), [2, 2, 2])).toBe(2);
  });
  it('agrees with the rule written out from the book for any consistency from -6 to 6 and any dice', () => {
    const challenge = fc.integer({ min: -6, max: 6 }).chain((consistency) =>
      fc.tuple(
        fc.constant(consistency),
        fc.integer({ min: -5, max: 5 }),
        fc.tuple(
          fc.integer({ min: 1, max: 6 }),
          fc.array(fc.integer({ min: 1, max: 10 }), {
            minLength: Math.abs(consistency),
            maxLength: Math.abs(consistency),
          }),
        ),
      ),
    );
    fc.assert(
      fc.property(challenge, ([consistency, potential, [d6, d10s]]) => {
        const dice = [d6, ...d10s];
        expect(poolResult(heimrChallenge(consistency, potential), dice)).toBe(
          heimrByTheBook(consistency, potential, dice),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('Heimr\'s side notes (002_660a93111b0de833.txt, "Dice challenges", "Side note")', () => {
  it('"A consistency of 5 is very likely to get a 9 or 10 as the highest die. (67%)": 1 - 0.8^5 = 67.232%, as printed', () => {
    // The d6 never shows 9 or 10, so the highest die is below 9 only when all five d10 are: 6 * 8^5 = 196608
    // of the 6 * 10^5 = 600000 outcomes. A highest die of 9 or 10 is exactly a result of 9 or more at P 0
    // (a 10 with extra 10s is more than 10). 600000 - 196608 = 403392; 403392 / 600000 = 1 - 0.8^5 = 0.67232.
    expect(poolAtLeast(heimrChallenge(5, 0), 9)).toEqual({ outcomes: 403392, of: 600000, probability: 0.67232 });
    expect(Math.round(poolAtLeast(heimrChallenge(5, 0), 9).probability * 100)).toBe(67);
  });
  it('"A consistency of -5 is very likely to get a 1 or 2 as the lowest die. (89%)": the rule gives 78.15%, not 89%', () => {
    // The lowest die is 3 or more only when the d6 shows 3-6 (4 of 6) and all five d10 show 3-10 (8 of 10):
    // 4 * 8^5 = 131072 of 600000 outcomes. At P 0 the result is 3 or more exactly then (a penalty comes only
    // with a lowest die of 1). So P(lowest is 1 or 2) = 1 - (4/6) * 0.8^5 = 468928 / 600000 = 0.781546...
    // The book prints 89%. That is 1 - (2/6) * 0.8^5 = 0.8908 (the d6's chance of a 1 or 2 used where its
    // chance of 3 or more belongs), or 1 - 0.8^10 = 0.8926 (ten d10s); neither is the rule, so the rule's
    // figure is the one tested.
    const lowestThreeOrMore = poolAtLeast(heimrChallenge(-5, 0), 3);
    expect(lowestThreeOrMore).toEqual({ outcomes: 131072, of: 600000, probability: 131072 / 600000 });
    expect(lowestThreeOrMore.of - lowestThreeOrMore.outcomes).toBe(468928);
    expect(Math.round((1 - lowestThreeOrMore.probability) * 10000)).toBe(7815);
  });
});

describe('exact distributions', () => {
  it('gives the 216 ways of 3d6 and shifts them by the modifier', () => {
    const ways = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    expect(poolDistribution(sum(3, 6))).toEqual({ lowest: 3, counts: ways, of: 216 });
    expect(poolDistribution(sum(3, 6, 2))).toEqual({ lowest: 5, counts: ways, of: 216 });
    expect(poolDistribution(sum(1, 8, -2))).toEqual({ lowest: -1, counts: [1, 1, 1, 1, 1, 1, 1, 1], of: 8 });
    expect(poolDistribution(sum(2, 6, 1))).toEqual({ lowest: 3, counts: [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1], of: 36 });
  });

  it('keeps the highest of 1d6+1d10: a result of 10 comes only from the d10, 6 ways; no second 10 can come up', () => {
    // Below 10 the highest die is m in (every die ≤ m) - (every die ≤ m-1) = min(m,6)·m - min(m-1,6)·(m-1) ways:
    // 1, 4-1 = 3, 9-4 = 5, 7, 9, 36-25 = 11, then 6·m - 6·(m-1) = 6 for 7, 8, 9. A 10 is the d10's, with any d6: 6.
    const expected = { lowest: 1, counts: [1, 3, 5, 7, 9, 11, 6, 6, 6, 6], of: 60 };
    expect(
      poolDistribution(
        keep(
          'highest',
          [
            { count: 1, sides: 6 },
            { count: 1, sides: 10 },
          ],
          true,
        ),
      ),
    ).toEqual(expected);
    expect(poolDistribution(heimrChallenge(1, 2))).toEqual({ ...expected, lowest: 3 });
  });

  it('keeps the lowest of 1d6+1d10, a 1 on both dice costing one', () => {
    // Lowest m ≥ 2: (7-m)(11-m) - (6-m)(10-m) ways while m ≤ 6 (45-32 = 13, 32-21 = 11, 21-12 = 9, 12-5 = 7, 5-0 = 5),
    // and none above 6. Exactly one 1: d6 alone 1·9 + d10 alone 5·1 = 14, result 1. Both 1: 1 way, result 1-1 = 0.
    expect(
      poolDistribution(
        keep(
          'lowest',
          [
            { count: 1, sides: 6 },
            { count: 1, sides: 10 },
          ],
          true,
        ),
      ),
    ).toEqual({
      lowest: 0,
      counts: [1, 14, 13, 11, 9, 7, 5],
      of: 60,
    });
    expect(poolDistribution(heimrChallenge(-1, -3))).toEqual({ lowest: -3, counts: [1, 14, 13, 11, 9, 7, 5], of: 60 });
  });

  it('keeps the highest or lowest of 2d6, with and without extra dice counted', () => {
    // Highest m below 6: m² - (m-1)² = 2m-1 ways. A 6: one six 2·5 = 10 ways, two sixes 1 way.
    expect(poolDistribution(keep('highest', [{ count: 2, sides: 6 }], false))).toEqual({
      lowest: 1,
      counts: [1, 3, 5, 7, 9, 11],
      of: 36,
    });
    expect(poolDistribution(keep('highest', [{ count: 2, sides: 6 }], true))).toEqual({
      lowest: 1,
      counts: [1, 3, 5, 7, 9, 10, 1],
      of: 36,
    });
    // Lowest m above 1: (7-m)² - (6-m)² = 13-2m ways. A 1: one 1 is 10 ways, two 1s 1 way.
    expect(poolDistribution(keep('lowest', [{ count: 2, sides: 6 }], false))).toEqual({
      lowest: 1,
      counts: [11, 9, 7, 5, 3, 1],
      of: 36,
    });
    expect(poolDistribution(keep('lowest', [{ count: 2, sides: 6 }], true, -4))).toEqual({
      lowest: -4,
      counts: [1, 10, 9, 7, 5, 3, 1],
      of: 36,
    });
  });

  it('keeps the highest of 2d10 with a bonus for the second 10', () => {
    // 2m-1 ways for m = 1..9 (81 in all), one 10 in 2·9 = 18 ways, two 10s (result 11) in 1.
    expect(poolDistribution(keep('highest', [{ count: 2, sides: 10 }], true))).toEqual({
      lowest: 1,
      counts: [1, 3, 5, 7, 9, 11, 13, 15, 17, 18, 1],
      of: 100,
    });
  });

  it('handles one-sided dice: always their only face, a 1 and the top face at once', () => {
    // 2d1 always show 1; the d6 adds a third 1 in 1 of 6 ways: 5 ways at 1-1 = 0, 1 way at 1-2 = -1.
    expect(
      poolDistribution(
        keep(
          'lowest',
          [
            { count: 2, sides: 1 },
            { count: 1, sides: 6 },
          ],
          true,
        ),
      ),
    ).toEqual({ lowest: -1, counts: [1, 5], of: 6 });
    // Three d1 show the top face 1 three times: 1 + 2 = 3, one outcome.
    expect(poolDistribution(keep('highest', [{ count: 3, sides: 1 }], true))).toEqual({
      lowest: 3,
      counts: [1],
      of: 1,
    });
    // Beside a d4 a d1 never shows the top face 4; the highest die is just the d4.
    expect(
      poolDistribution(
        keep(
          'highest',
          [
            { count: 1, sides: 1 },
            { count: 1, sides: 4 },
          ],
          true,
        ),
      ),
    ).toEqual({ lowest: 1, counts: [1, 1, 1, 1], of: 4 });
    expect(poolDistribution(sum(2, 1, 3))).toEqual({ lowest: 5, counts: [1], of: 1 });
  });

  it('adds up to sides^count for every pool', () => {
    const pools: [DicePool, number][] = [
      [sum(3, 6), 216],
      [sum(4, 10, 3), 10000],
      [heimrChallenge(3, 1), 6000],
      [heimrChallenge(-6, 0), 6000000],
      [heimrChallenge(10, 0), 6e10],
      [
        keep(
          'lowest',
          [
            { count: 2, sides: 4 },
            { count: 3, sides: 8 },
            { count: 1, sides: 12 },
          ],
          true,
        ),
        16 * 512 * 12,
      ],
      [rollUnder(20, 12, 'best of two'), 400],
    ];
    for (const [pool, of] of pools) {
      const distribution = poolDistribution(pool);
      expect(distribution.of).toBe(of);
      expect(distribution.counts.reduce((a, b) => a + b, 0)).toBe(of);
    }
  });

  it('counts Heimr challenges of consistency 15 and -15 exactly, 6 * 10^15 outcomes, by the closed forms', () => {
    // Highest die m ≤ 6: m^16 - (m-1)^16 ways; 7 to 9: 6(m^15 - (m-1)^15); j tens (result 9 + j): 6 · C(15,j) · 9^(15-j).
    const highest: bigint[] = [];
    for (let m = 1n; m <= 6n; m++) highest.push(m ** 16n - (m - 1n) ** 16n);
    for (let m = 7n; m <= 9n; m++) highest.push(6n * (m ** 15n - (m - 1n) ** 15n));
    for (let j = 1; j <= 15; j++) highest.push(6n * choose(15, j) * 9n ** BigInt(15 - j));
    expect(poolDistribution(heimrChallenge(15, 0))).toEqual({ lowest: 1, counts: highest.map(Number), of: 6e15 });
    expect(poolAtLeast(heimrChallenge(15, 0), 10).outcomes).toBe(6e15 - 6 * 9 ** 15);

    // j ones (result 2 - j): the d6 not 1 (5 ways) with j of the d10s, or the d6 a 1 with j-1 of them;
    // lowest m from 2 to 6: (7-m)(11-m)^15 - (6-m)(10-m)^15 ways.
    const lowest: bigint[] = [];
    for (let j = 16; j >= 1; j--)
      lowest.push(5n * choose(15, j) * 9n ** BigInt(Math.max(0, 15 - j)) + choose(15, j - 1) * 9n ** BigInt(16 - j));
    for (let m = 2n; m <= 6n; m++) lowest.push((7n - m) * (11n - m) ** 15n - (6n - m) * (10n - m) ** 15n);
    expect(poolDistribution(heimrChallenge(-15, 0))).toEqual({ lowest: -14, counts: lowest.map(Number), of: 6e15 });
  });

  it('counts up to 2^53 outcomes exactly (53d2 gives the binomial coefficients) and refuses more', () => {
    expect(MOST_COUNTED_OUTCOMES).toBe(9007199254740992);
    const binomials = Array.from({ length: 54 }, (_, k) => Number(choose(53, k)));
    expect(binomials[26]).toBe(973469712824056);
    expect(poolDistribution(sum(53, 2))).toEqual({ lowest: 53, counts: binomials, of: 9007199254740992 });
    expect(() => poolDistribution(sum(54, 2))).toThrow(
      '"54d2" has 18014398509481984 outcomes, more than the 9007199254740992 that can be counted exactly; use fewer dice.',
    );
    // 3 · 2^52 = 1.5 · 2^53: just over the limit, under twice it.
    expect(() =>
      poolDistribution(
        keep(
          'highest',
          [
            { count: 1, sides: 3 },
            { count: 52, sides: 2 },
          ],
          false,
        ),
      ),
    ).toThrow('has 13510798882111488 outcomes');
    expect(() => poolAtLeast(heimrChallenge(16, 0), 10)).toThrow(
      '"1d6+16d10 keep highest, +1 per extra 10" has 60000000000000000 outcomes, more than the 9007199254740992 that can be counted exactly; use fewer dice.',
    );
  });

  it('matches a walk through every outcome for small pools', () => {
    const sides = fc.constantFrom(1, 2, 3, 4, 6, 8, 10, 12, 20);
    const group = fc.record({ count: fc.integer({ min: 1, max: 3 }), sides });
    const pool: fc.Arbitrary<DicePool> = fc.oneof(
      fc.record({
        kind: fc.constant('sum' as const),
        count: fc.integer({ min: 1, max: 4 }),
        sides,
        modifier: fc.integer({ min: -5, max: 5 }),
      }),
      fc.record({
        kind: fc.constant('keep' as const),
        keep: fc.constantFrom('highest' as const, 'lowest' as const),
        groups: fc.array(group, { minLength: 1, maxLength: 3 }),
        countExtras: fc.boolean(),
        modifier: fc.integer({ min: -5, max: 5 }),
      }),
      fc.record({
        kind: fc.constant('roll-under' as const),
        sides,
        target: fc.integer({ min: -2, max: 22 }),
        roll: fc.constantFrom('once' as const, 'best of two' as const, 'worst of two' as const),
      }),
    );
    const small = pool.filter((p) => {
      const dice = poolDice(p);
      return dice.reduce((n, g) => n + g.count, 0) <= 5 && dice.reduce((n, g) => n * g.sides ** g.count, 1) <= 20000;
    });
    fc.assert(
      fc.property(small, fc.integer({ min: -8, max: 30 }), (p, target) => {
        const walked = enumerate(p);
        expect(poolDistribution(p)).toEqual(walked);
        const hits = walked.counts.reduce((n, count, i) => (walked.lowest + i >= target ? n + count : n), 0);
        expect(poolAtLeast(p, target)).toEqual({ outcomes: hits, of: walked.of, probability: hits / walked.of });
        if (p.kind === 'roll-under') {
          const successes = walked.counts.reduce((n, count, i) => (walked.lowest + i <= p.target ? n + count : n), 0);
          expect(rollUnderOdds(p)).toMatchObject({ outcomes: successes, of: walked.of });
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('at-least odds', () => {
  it('gives no chance at all when there are no outcomes', () => {
    expect(odds(0, 0)).toEqual({ outcomes: 0, of: 0, probability: 0 });
    expect(odds(3, 4)).toEqual({ outcomes: 3, of: 4, probability: 0.75 });
  });
  it('keeps the sums the games already use', () => {
    expect(atLeast(3, 6, 11)).toEqual({ outcomes: 108, of: 216, probability: 0.5 });
    expect(atLeast(2, 6, 8)).toEqual({ outcomes: 15, of: 36, probability: 15 / 36 });
    expect(atLeast(3, 6, 19)).toEqual({ outcomes: 0, of: 216, probability: 0 });
    expect(atLeast(2, 6, -5)).toMatchObject({ outcomes: 36, of: 36 });
    expect(atLeast(1, 20, 12)).toMatchObject({ outcomes: 9, of: 20 });
    expect(sumCounts(2, 6)).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
  });
  it('gives the same numbers for sum pools, a modifier moving the target', () => {
    expect(poolAtLeast(sum(3, 6), 11)).toEqual({ outcomes: 108, of: 216, probability: 0.5 });
    expect(poolAtLeast(sum(2, 6), 8)).toEqual({ outcomes: 15, of: 36, probability: 15 / 36 });
    expect(poolAtLeast(sum(2, 6, 3), 11)).toMatchObject({ outcomes: 15, of: 36 });
    expect(poolAtLeast(sum(3, 6), 10.5)).toMatchObject({ outcomes: 108, of: 216 });
    expect(poolAtLeast(sum(3, 6), 19)).toMatchObject({ outcomes: 0, of: 216 });
    expect(poolAtLeast(sum(3, 6), -100)).toMatchObject({ outcomes: 216, of: 216 });
    expect(poolAtLeast(heimrChallenge(-4, -4), -100)).toMatchObject({ outcomes: 60000, of: 60000 });
  });
});

describe('roll-under (001_747545f513491440.txt, "Success Test": a D20 equal to or lower than the attribute value)', () => {
  it('succeeds on 12 of 20 faces against 12', () => {
    expect(rollUnderOdds(rollUnder(20, 12))).toEqual({ outcomes: 12, of: 20, probability: 0.6 });
    expect(rollUnderSucceeds(rollUnder(20, 12), 12)).toBe(true);
    expect(rollUnderSucceeds(rollUnder(20, 12), 13)).toBe(false);
  });
  it('"rolls twice and picks the best result": fails only when both dice are over 12, 8·8 = 64 of 400', () => {
    expect(rollUnderOdds(rollUnder(20, 12, 'best of two'))).toEqual({ outcomes: 336, of: 400, probability: 0.84 });
  });
  it('"rolls twice and picks the worst result": succeeds only when both dice are 12 or less, 12·12 = 144 of 400', () => {
    expect(rollUnderOdds(rollUnder(20, 12, 'worst of two'))).toEqual({ outcomes: 144, of: 400, probability: 0.36 });
  });
  it('keeps the lower die for best, the higher for worst', () => {
    // Lower of two d6 is k in 2(6-k)+1 ways; the higher in 2k-1 ways.
    expect(poolDistribution(rollUnder(6, 3, 'best of two'))).toEqual({
      lowest: 1,
      counts: [11, 9, 7, 5, 3, 1],
      of: 36,
    });
    expect(poolDistribution(rollUnder(6, 3, 'worst of two'))).toEqual({
      lowest: 1,
      counts: [1, 3, 5, 7, 9, 11],
      of: 36,
    });
    expect(poolDistribution(rollUnder(6, 3))).toEqual({ lowest: 1, counts: [1, 1, 1, 1, 1, 1], of: 6 });
    expect(poolResult(rollUnder(20, 12, 'best of two'), [17, 4])).toBe(4);
    expect(poolResult(rollUnder(20, 12, 'worst of two'), [17, 4])).toBe(17);
    expect(poolResult(rollUnder(20, 12), [17])).toBe(17);
  });
  it('reads a roll-under test as the lower die kept for once and best, the higher for worst', () => {
    expect(rollUnderAsKeep(rollUnder(20, 12))).toEqual(keep('lowest', [{ count: 1, sides: 20 }], false));
    expect(rollUnderAsKeep(rollUnder(20, 12, 'best of two'))).toEqual(keep('lowest', [{ count: 2, sides: 20 }], false));
    expect(rollUnderAsKeep(rollUnder(20, 12, 'worst of two'))).toEqual(
      keep('highest', [{ count: 2, sides: 20 }], false),
    );
  });
  it('never succeeds against a target below 1 and always against one above 20', () => {
    expect(rollUnderOdds(rollUnder(20, 0))).toMatchObject({ outcomes: 0, of: 20 });
    expect(rollUnderOdds(rollUnder(20, -3, 'best of two'))).toMatchObject({ outcomes: 0, of: 400 });
    expect(rollUnderOdds(rollUnder(20, 1, 'worst of two'))).toMatchObject({ outcomes: 1, of: 400 });
    expect(rollUnderOdds(rollUnder(20, 20, 'worst of two'))).toMatchObject({ outcomes: 400, of: 400 });
    expect(rollUnderOdds(rollUnder(20, 25, 'worst of two'))).toMatchObject({ outcomes: 400, of: 400 });
    expect(rollUnderOdds(rollUnder(20, 21))).toMatchObject({ outcomes: 20, of: 20 });
  });
});

describe('rolling a pool from a seed', () => {
  it('rolls die by die with createRng, the d6 first, and reads the result from those dice', () => {
    const random = createRng(2024);
    const expected = [
      1 + Math.floor(random() * 6),
      1 + Math.floor(random() * 10),
      1 + Math.floor(random() * 10),
      1 + Math.floor(random() * 10),
    ];
    const roll = rollPool(heimrChallenge(3, 2), 2024);
    expect(roll).toEqual({ dice: expected, result: heimrByTheBook(3, 2, expected), seed: 2024 });
    expect(rollPool(heimrChallenge(3, 2), 2024)).toEqual(roll);
  });
  it('rolls a sum pool exactly as rollDice does, and keeps the seed as an unsigned number', () => {
    const roll = rollPool(sum(3, 6, 2), -1);
    const dice = rollDice('3d6', -1);
    expect(roll).toEqual({ dice: dice.rolls, result: dice.total + 2, seed: 4294967295 });
  });
  it('keeps every die within its faces, and gives poolResult of its dice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -3, max: 3 }),
        fc.nat(),
        (consistency, potential, seed) => {
          const pool = heimrChallenge(consistency, potential);
          const roll = rollPool(pool, seed);
          expect(roll.dice).toHaveLength(1 + Math.abs(consistency));
          roll.dice.forEach((die, i) => {
            expect(die).toBeGreaterThanOrEqual(1);
            expect(die).toBeLessThanOrEqual(i === 0 ? 6 : 10);
          });
          expect(roll.result).toBe(heimrByTheBook(consistency, potential, roll.dice));
          expect(roll.result).toBe(poolResult(pool, roll.dice));
        },
      ),
      { numRuns: 500 },
    );
    const under = rollPool(rollUnder(20, 12, 'best of two'), 99);
    expect(under.dice).toHaveLength(2);
    expect(under.result).toBe(Math.min(...under.dice));
  });
  it('refuses to roll a pool that cannot be rolled', () => {
    expect(() => rollPool(sum(0, 6), 1)).toThrow('Each group of dice needs a whole number of dice, at least 1, not 0.');
  });
});

describe('pool notation', () => {
  it('writes each kind of pool readably', () => {
    expect(formatPool(sum(3, 6))).toBe('3d6');
    expect(formatPool(sum(2, 6, 1))).toBe('2d6+1');
    expect(formatPool(sum(1, 8, -2))).toBe('1d8-2');
    expect(formatPool(sum(1, 6, 1500))).toBe('1d6+1500');
    expect(formatPool(heimrChallenge(3, 2))).toBe('1d6+3d10 keep highest, +1 per extra 10, +2');
    expect(formatPool(heimrChallenge(-4, -4))).toBe('1d6+4d10 keep lowest, -1 per extra 1, -4');
    expect(formatPool(heimrChallenge(2, 0))).toBe('1d6+2d10 keep highest, +1 per extra 10');
    expect(formatPool(keep('highest', [{ count: 2, sides: 20 }], false))).toBe('2d20 keep highest');
    expect(formatPool(keep('lowest', [{ count: 2, sides: 8 }], false, 1))).toBe('2d8 keep lowest, +1');
    expect(formatPool(rollUnder(20, 12))).toBe('1d20 ≤ 12');
    expect(formatPool(rollUnder(20, 12, 'best of two'))).toBe('best of 2d20 ≤ 12');
    expect(formatPool(rollUnder(20, -1, 'worst of two'))).toBe('worst of 2d20 ≤ -1');
  });
  it('names the dice each pool rolls and its top face', () => {
    expect(poolDice(sum(3, 6))).toEqual([{ count: 3, sides: 6 }]);
    expect(poolDice(rollUnder(20, 12))).toEqual([{ count: 1, sides: 20 }]);
    expect(poolDice(rollUnder(20, 12, 'worst of two'))).toEqual([{ count: 2, sides: 20 }]);
    expect(
      topFace([
        { count: 1, sides: 6 },
        { count: 3, sides: 10 },
        { count: 1, sides: 8 },
      ]),
    ).toBe(10);
  });
});

describe('pools that cannot be rolled', () => {
  it('explains each problem in a sentence', () => {
    expect(poolProblem(keep('highest', [], true))).toBe('A pool must roll at least one die; add a group of dice.');
    expect(poolProblem(sum(0, 6))).toBe('Each group of dice needs a whole number of dice, at least 1, not 0.');
    expect(poolProblem(sum(1.5, 6))).toBe('Each group of dice needs a whole number of dice, at least 1, not 1.5.');
    expect(poolProblem(sum(1, 0))).toBe(`A die needs a whole number of sides from 1 to ${MOST_SIDES}, not 0.`);
    expect(poolProblem(sum(1, 6.5))).toBe('A die needs a whole number of sides from 1 to 1000, not 6.5.');
    expect(poolProblem(sum(1, 1001))).toBe('A die needs a whole number of sides from 1 to 1000, not 1001.');
    expect(
      poolProblem(
        keep(
          'lowest',
          [
            { count: 60, sides: 1 },
            { count: 41, sides: 1 },
          ],
          true,
        ),
      ),
    ).toBe(`A pool rolls at most ${MOST_DICE_IN_POOL} dice, not 101; roll fewer dice.`);
    expect(poolProblem(sum(2, 6, 0.5))).toBe("A pool's modifier must be a whole number, not 0.5.");
    expect(poolProblem(rollUnder(20, 12.5))).toBe('A roll-under target must be a whole number, not 12.5.');
    expect(poolProblem(rollUnder(0, 12))).toBe('A die needs a whole number of sides from 1 to 1000, not 0.');
  });
  it('accepts the limits themselves', () => {
    expect(MOST_DICE_IN_POOL).toBe(100);
    expect(MOST_SIDES).toBe(1000);
    expect(poolProblem(sum(1, 1))).toBeUndefined();
    expect(poolProblem(sum(1, 1000, -7))).toBeUndefined();
    expect(poolProblem(rollUnder(20, -7, 'best of two'))).toBeUndefined();
    expect(
      poolDistribution(
        keep(
          'lowest',
          [
            { count: 60, sides: 1 },
            { count: 40, sides: 1 },
          ],
          true,
        ),
      ),
    ).toEqual({ lowest: -98, counts: [1], of: 1 });
    expect(poolDistribution(sum(1, 1000)).counts).toHaveLength(1000);
  });
  it('refuses dice that do not fit the pool', () => {
    const pool = heimrChallenge(2, 0);
    expect(() => poolResult(pool, [3, 10])).toThrow(
      '"1d6+2d10 keep highest, +1 per extra 10" rolls 3 dice, not 2; enter every die.',
    );
    expect(() => poolResult(pool, [10, 1, 1])).toThrow(
      'Die 1 of "1d6+2d10 keep highest, +1 per extra 10" is a d6 and cannot show 10; enter it again.',
    );
    expect(() => poolResult(pool, [1, 11, 1])).toThrow(
      'Die 2 of "1d6+2d10 keep highest, +1 per extra 10" is a d10 and cannot show 11; enter it again.',
    );
    expect(() => poolResult(pool, [1, 1, 0])).toThrow('Die 3 of');
    expect(() => poolResult(pool, [1, 2.5, 1])).toThrow('cannot show 2.5');
    expect(poolResult(pool, [6, 10, 1])).toBe(10);
    expect(() => poolResult(sum(1, 0), [1])).toThrow('A die needs a whole number of sides');
    expect(() => poolDistribution(sum(1, 0))).toThrow('A die needs a whole number of sides');
  });
});
