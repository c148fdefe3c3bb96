import {
  actAgainstTraitOdds,
  personalityCheckOdds,
  secondaryCheckOdds,
  skillOdds,
} from '../../../shared/rules/systems/mls';

// 000_b1f49531b5bdabb6.txt, "Use of Skills", "Natural 18s", "Natural 3s".
describe('MLS skill roll odds', () => {
  it('gives a skill of 0 a success on 15 or more: 20 of 216 (the natural 18 a critical)', () => {
    const o = skillOdds(0);
    expect(o.anySuccess.outcomes).toBe(20);
    expect(o.critical.outcomes).toBe(1);
    // 9 or less on the dice: 1 + 3 + 6 + 10 + 15 + 21 + 25 = 81 ways (the natural 3 among them).
    expect(o.fumble.outcomes).toBe(81);
    // 10 to 14: 27 + 27 + 25 + 21 + 15 = 115 ways.
    expect(o.failure.outcomes).toBe(115);
  });

  it('gives a skill of 5 a success on 10 or more on the dice, a critical on 15 or more, a fumble on 4 or less', () => {
    const o = skillOdds(5);
    expect(o.critical.outcomes).toBe(20);
    expect(o.anySuccess.outcomes).toBe(216 - 81); // dice 10 or more
    expect(o.fumble.outcomes).toBe(1 + 3); // natural 3, and dice of 4 (3 ways) make 9
  });

  it('keeps the natural 3 a fumble and the natural 18 a critical whatever the skill', () => {
    expect(skillOdds(20).fumble.outcomes).toBe(1);
    expect(skillOdds(20).critical.outcomes).toBe(215);
    expect(skillOdds(-20).critical.outcomes).toBe(1);
    expect(skillOdds(-20).fumble.outcomes).toBe(215);
  });

  it('adds the referee modifier to the skill', () => {
    expect(skillOdds(3, -2)).toEqual(skillOdds(1));
  });

  /*
   * Ways of rolling each total on 3d6 (of 216): 3:1, 4:3, 5:6, 6:10, 7:15, 8:21, 9:25, 10:27, 11:27, 12:25,
   * 13:21, 14:15, 15:10, 16:6, 17:3, 18:1. Each count below is the sum of the totals the book's lines take in.
   */
  it('counts each outcome of a skill of +3 from the totals of 3d6', () => {
    // Critical, 20 or more: dice 17 or 18, 3 + 1 = 4. Success, 15 to 19: dice 12 to 16, 25 + 21 + 15 + 10 + 6 = 77.
    // Failure, 10 to 14: dice 7 to 11, 15 + 21 + 25 + 27 + 27 = 115. Fumble, 9 or less: dice 3 to 6, 1 + 3 + 6 + 10 = 20.
    const o = skillOdds(3);
    expect([
      o.critical.outcomes,
      o.success.outcomes,
      o.failure.outcomes,
      o.fumble.outcomes,
      o.anySuccess.outcomes,
    ]).toEqual([4, 77, 115, 20, 81]);
    expect(o.anySuccess).toMatchObject({ outcomes: 81, of: 216 });
  });

  it('counts each outcome of a skill of -2, where only the natural 18 is a critical', () => {
    // Critical needs dice 22: only the natural 18, 1. Success: dice 17, 3. Failure: dice 12 to 16, 25 + 21 + 15 + 10 + 6 = 77.
    // Fumble: dice 3 to 11, 1 + 3 + 6 + 10 + 15 + 21 + 25 + 27 + 27 = 135.
    const o = skillOdds(-2);
    expect([o.critical.outcomes, o.success.outcomes, o.failure.outcomes, o.fumble.outcomes]).toEqual([1, 3, 77, 135]);
  });

  it('counts each outcome of a skill of +8, where only the natural 3 is a fumble', () => {
    // Critical: dice 12 to 18, 25 + 21 + 15 + 10 + 6 + 3 + 1 = 81. Success: dice 7 to 11, 115. Failure: dice 4 to 6
    // (12 to 14), 3 + 6 + 10 = 19. Fumble: the natural 3 alone (it would make 11, a failure), 1.
    const o = skillOdds(8);
    expect([o.critical.outcomes, o.success.outcomes, o.failure.outcomes, o.fumble.outcomes]).toEqual([81, 115, 19, 1]);
  });

  it('draws each line at its number: 15 succeeds and 14 fails, 20 is a critical and 19 not, 9 fumbles and 10 not', () => {
    // Skill +6: dice 9 make 15 and dice 8 make 14; dice 14 make 20, dice 13 make 19; dice 3 make 9 (the natural 3 too).
    // Critical: dice 14 to 18, 15 + 10 + 6 + 3 + 1 = 35. Success: dice 9 to 13, 25 + 27 + 27 + 25 + 21 = 125.
    // Failure: dice 4 to 8, 3 + 6 + 10 + 15 + 21 = 55. Fumble: dice 3, 1.
    const o = skillOdds(6);
    expect([o.critical.outcomes, o.success.outcomes, o.failure.outcomes, o.fumble.outcomes]).toEqual([35, 125, 55, 1]);
    expect([o.natural18, o.natural3].map((n) => n.outcomes)).toEqual([1, 1]);
  });
});

describe('MLS check odds', () => {
  it('raises a checked secondary trait at base on 3-8: 6 in 8', () => {
    expect(secondaryCheckOdds(0)).toMatchObject({ outcomes: 6, of: 8 });
    expect(secondaryCheckOdds(-2)).toMatchObject({ outcomes: 7, of: 8 });
    expect(secondaryCheckOdds(5)).toMatchObject({ outcomes: 1, of: 8 });
    expect(secondaryCheckOdds(6).outcomes).toBe(0);
    expect(secondaryCheckOdds(null).outcomes).toBe(0);
  });
  it('raises a checked personality trait at 14 on 15-20: 6 in 20', () => {
    expect(personalityCheckOdds(14)).toMatchObject({ outcomes: 6, of: 20 });
    expect(actAgainstTraitOdds(16).outcomes).toBe(4);
  });
});
