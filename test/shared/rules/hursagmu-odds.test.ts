import { flatOdds, ladderOdds, opposedOdds } from '../../../shared/rules/systems/hursagmu';

/**
 * Exact odds of the trait roll (003 "The Trait Roll": 2d6 + trait, the higher wins). The expected counts are
 * worked by hand from two dice:
 * - 2d6 totals 2..12 come up 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 ways in 36; at least 2..12: 36, 35, 33, 30, 26,
 *   21, 15, 10, 6, 3, 1.
 * - The difference d of two 2d6 rolls (1296 pairs) is the sum over totals k of ways(k) x ways(k - d):
 *   d = 0: 146; |d| = 1: 140; 2: 125; 3: 104; 4: 80; 5: 56; 6: 35; 7: 20; 8: 10; 9: 4; 10: 1
 *   (146 + 2 x 575 = 1296, so d > 0 comes up 575 times).
 * 2d6 + a beats 2d6 + b when d > b - a.
 */
describe('HURSAGMU odds', () => {
  it('counts 2d6 + trait against 2d6 + trait exactly: equal traits tie 146 times in 1296', () => {
    const o = opposedOdds(0, 0);
    expect(o.tie).toMatchObject({ outcomes: 146, of: 1296 });
    expect(o.higher).toMatchObject({ outcomes: 575, of: 1296 });
    expect(o.lower).toMatchObject({ outcomes: 575, of: 1296 });
    // The same difference whatever the levels: 3 against 3 as 0 against 0.
    expect(opposedOdds(3, 3).tie.outcomes).toBe(146);
  });

  it('gives Juk (Fighting 7) against Lothar (Defense 9) a hit only when strictly higher, ties to the defender', () => {
    // Juk hits when d > 2: 104 + 80 + 56 + 35 + 20 + 10 + 4 + 1 = 310; a tie (d = 2, 125 ways) goes to Lothar.
    const o = opposedOdds(7, 9);
    expect(o.higher).toEqual({ outcomes: 310, of: 1296, probability: 310 / 1296 });
    expect(o.tie.outcomes).toBe(125);
    expect(o.lower.outcomes).toBe(1296 - 310 - 125);
    // Lothar attacking Juk hits when d > -2: 575 + 146 + 140 = 861.
    expect(opposedOdds(9, 7).higher.outcomes).toBe(861);
    // Beyond the dice: a gap of 10 leaves one way to tie (double six against double one), 11 none.
    expect(opposedOdds(0, 10)).toMatchObject({ higher: { outcomes: 0 }, tie: { outcomes: 1 } });
    expect(opposedOdds(0, 11)).toMatchObject({
      higher: { outcomes: 0 },
      tie: { outcomes: 0 },
      lower: { outcomes: 1296 },
    });
  });

  it('shows the book ladder 0 to 20 rolled like a trait', () => {
    const rungs = ladderOdds(5, false);
    expect(rungs.map((r) => [r.difficulty, r.level])).toEqual([
      ['Fair', 0],
      ['Moderate', 5],
      ['Great', 10],
      ['Incredible', 15],
      ['Inconceivable', 20],
    ]);
    // 2d6 + 5 against 2d6 + level: higher when d > level - 5.
    // Fair: d > -5, all but d <= -5 (56 + 35 + 20 + 10 + 4 + 1 = 126): 1170; a tie at d = -5: 56.
    // Moderate: d > 0: 575, tie 146. Great: d > 5: 35 + 20 + 10 + 4 + 1 = 70, tie 56.
    // Incredible: d > 10 never, a tie at d = 10 once. Inconceivable: neither.
    expect(rungs.map((r) => [r.higher.outcomes, r.tie.outcomes, r.lower.outcomes, r.higher.of])).toEqual([
      [1170, 56, 70, 1296],
      [575, 146, 575, 1296],
      [70, 56, 1170, 1296],
      [0, 1, 1295, 1296],
      [0, 0, 1296, 1296],
    ]);
  });

  it('shows the revised ladder 6 to 21 as flat numbers', () => {
    const rungs = ladderOdds(0, true);
    expect(rungs.map((r) => [r.difficulty, r.level])).toEqual([
      ['Trivial', 6],
      ['Fair', 9],
      ['Moderate', 12],
      ['Great', 15],
      ['Incredible', 18],
      ['Inconceivable', 21],
    ]);
    // 2d6 + 0 against a flat number: higher means at least one more. Trivial: 7 or more, 21 ways; 6 exactly, 5.
    // Fair: 10 or more, 6; 9 exactly, 4. Moderate: a tie on double six only. Beyond: nothing.
    expect(rungs.map((r) => [r.higher.outcomes, r.tie.outcomes, r.lower.outcomes, r.higher.of])).toEqual([
      [21, 5, 10, 36],
      [6, 4, 26, 36],
      [0, 1, 35, 36],
      [0, 0, 36, 36],
      [0, 0, 36, 36],
      [0, 0, 36, 36],
    ]);
    // Athlete 10 against Great 15: 2d6 of 6 or more is higher (26), 5 ties (4).
    expect(ladderOdds(10, true)[3]).toMatchObject({ higher: { outcomes: 26 }, tie: { outcomes: 4 } });
  });

  it('gives an attacker with Fighting 2 against a surprised target (flat 6) a hit on 5 or more', () => {
    // 2d6 + 2 > 6: 2d6 of 5 or more, 30 ways in 36; exactly 4 ties, 3 ways.
    expect(flatOdds(2, 6)).toMatchObject({
      higher: { outcomes: 30, of: 36 },
      tie: { outcomes: 3 },
      lower: { outcomes: 3 },
    });
    // A negative value (zero Stamina's -10): 2d6 - 4 > 6 needs 11 or 12, 3 ways.
    expect(flatOdds(-4, 6).higher.outcomes).toBe(3);
  });
});
