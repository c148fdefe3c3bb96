import { flatOdds, ladderOdds, opposedOdds } from '../../../shared/rules/systems/hursagmu';

describe('HURSAGMU odds', () => {
  it('counts 2d6 + trait against 2d6 + trait exactly: equal traits tie 146 times in 1296', () => {
    const o = opposedOdds(0, 0);
    expect(o.tie).toMatchObject({ outcomes: 146, of: 1296 });
    expect(o.higher.outcomes).toBe(575);
    expect(o.lower.outcomes).toBe(575);
  });

  it("gives Juk (Fighting 7) against Lothar (Defense 9) a hit only when strictly higher, ties to the defender", () => {
    const o = opposedOdds(7, 9);
    expect(o.higher.outcomes + o.tie.outcomes + o.lower.outcomes).toBe(1296);
    expect(o.higher.probability).toBeLessThan(o.lower.probability);
    // Reversed, Lothar's chance to beat Juk is Juk's chance to lose.
    expect(opposedOdds(9, 7).higher.outcomes).toBe(o.lower.outcomes);
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
    expect(rungs[1]!.higher).toEqual(opposedOdds(5, 5).higher);
    for (let i = 1; i < rungs.length; i++) expect(rungs[i]!.higher.probability).toBeLessThanOrEqual(rungs[i - 1]!.higher.probability);
    expect(rungs[0]!.higher.probability).toBeGreaterThan(0.9);
    expect(rungs[4]!.higher.outcomes).toBe(0);
  });

  it('shows the revised ladder 6 to 21 as flat numbers', () => {
    const rungs = ladderOdds(0, true);
    expect(rungs.map((r) => r.level)).toEqual([6, 9, 12, 15, 18, 21]);
    expect(rungs[0]).toMatchObject({ difficulty: 'Trivial', higher: { outcomes: 21, of: 36 }, tie: { outcomes: 5, of: 36 } });
    expect(rungs[5]!.higher.outcomes).toBe(0);
  });

  it('gives an attacker with Fighting 2 against a surprised target (flat 6) a hit on 5 or more', () => {
    expect(flatOdds(2, 6).higher).toMatchObject({ outcomes: 30, of: 36 });
  });
});
