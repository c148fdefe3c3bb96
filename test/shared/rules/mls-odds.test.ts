import { actAgainstTraitOdds, personalityCheckOdds, secondaryCheckOdds, skillOdds } from '../../../shared/rules/systems/mls';

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

  it('sums every outcome to 216', () => {
    for (let s = -10; s <= 12; s++) {
      const o = skillOdds(s);
      expect(o.critical.outcomes + o.success.outcomes + o.failure.outcomes + o.fumble.outcomes).toBe(216);
    }
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
