import {
  ADVENTURE_AWARDS,
  ageInYears,
  FATE_POINT_COST,
  fatePointsForTrait,
  negativeYield,
  NEGATIVE_LOWER_COST,
  personalityRaiseCost,
  PRIMARY_COST,
  RACES,
  reductionAges,
  SECONDARY_CHECK_TABLE,
  secondaryCreationCost,
  secondaryRaiseCost,
  startingCp,
  plusTwoAllowance,
  isReductionIncrement,
  nextReductionIncrement,
  formatAge,
} from '../../../shared/rules/systems/mls';

// Worked numbers from 000_b1f49531b5bdabb6.txt, one test each.
describe('Racial Differences table', () => {
  it('derives every reduction age in the table from base age and increment', () => {
    expect(reductionAges('human')).toEqual([40, 50, 60, 70]);
    expect(reductionAges('elf-halfling')).toEqual([113, 153, 193, 233]);
    expect(reductionAges('dwarf-gnome')).toEqual([150, 200, 250, 300]);
    expect(reductionAges('ork')).toEqual([28.5, 36, 43.5, 51]);
    expect(reductionAges('goblin')).toEqual([19, 24, 29, 34]);
  });

  it('has the base ages and increments of the table', () => {
    expect(Object.values(RACES).map((r) => [r.name, r.baseAge, r.incrementMonths])).toEqual([
      ['Human', 18, 12],
      ['Elf or Halfling', 25, 48],
      ['Dwarf or Gnome', 40, 60],
      ['Ork', 12, 9],
      ['Goblin', 8, 6],
    ]);
  });

  it('reduces at base + 22, + 32 and every 10 increments after', () => {
    const due = Array.from({ length: 80 }, (_, n) => n).filter(isReductionIncrement);
    expect(due).toEqual([22, 32, 42, 52, 62, 72]);
  });

  it('names the next reducing increment after any age, for who ages next', () => {
    // Effects of Age: base + 22, + 32, then every 10; an age at a reduction looks to the one after it.
    expect([0, 21, 22, 31, 32, 41, 42, 45, 71].map(nextReductionIncrement)).toEqual([
      22, 22, 32, 32, 42, 42, 52, 52, 72,
    ]);
  });

  it('starts humans at 18 and at most at 54 (base + 36 increments)', () => {
    expect(ageInYears('human', 0)).toBe(18);
    expect(ageInYears('human', 36)).toBe(54);
    expect(formatAge('ork', 3)).toBe('14 years 3 months');
  });
});

describe('Character Points by age', () => {
  it('gives 60 CPs at base age', () => expect(startingCp(0)).toBe(60));
  it('adds 2 CPs per increment up to base + 22 (a human of 40 has 104)', () => {
    expect(startingCp(1)).toBe(62);
    expect(startingCp(22)).toBe(104);
  });
  it('adds 1 CP per increment after base + 22 (a human of 54 has 118)', () => {
    expect(startingCp(23)).toBe(105);
    expect(startingCp(36)).toBe(118);
  });
});

describe('Primary trait costs', () => {
  it('charges 2 for +1 and 5 for +2, and yields 3 for -1 and 7 for -2', () => {
    expect(PRIMARY_COST).toEqual({ [-2]: -7, [-1]: -3, 0: 0, 1: 2, 2: 5 });
  });
  it('allows two traits at +2, one from base + 22 increments, none from + 32, plus one per reduced trait', () => {
    expect(plusTwoAllowance(0, 0)).toBe(2);
    expect(plusTwoAllowance(21, 0)).toBe(2);
    expect(plusTwoAllowance(22, 0)).toBe(1);
    expect(plusTwoAllowance(32, 0)).toBe(0);
    expect(plusTwoAllowance(32, 2)).toBe(2);
    expect(plusTwoAllowance(0, 1)).toBe(3);
  });
});

describe('Secondary and negative trait costs', () => {
  it('charges 1, 3, 6, 10, 15 for Trained and Natural traits at base to base +4', () => {
    expect([0, 1, 2, 3, 4].map((l) => secondaryCreationCost('trained', l))).toEqual([1, 3, 6, 10, 15]);
    expect([0, 1, 2, 3, 4].map((l) => secondaryCreationCost('natural', l))).toEqual([1, 3, 6, 10, 15]);
  });
  it('charges Inherent traits 1 CP less', () => {
    expect([0, 1, 2, 3, 4].map((l) => secondaryCreationCost('inherent', l))).toEqual([0, 2, 5, 9, 14]);
  });
  it('charges the occupation double', () => {
    expect([0, 1, 2, 3, 4].map((l) => secondaryCreationCost('trained', l, true))).toEqual([2, 6, 12, 20, 30]);
  });
  it('has no price above base +4 at creation', () => expect(secondaryCreationCost('trained', 5)).toBeUndefined());
  it('yields for negative traits at the Trained rate', () => {
    expect([0, 1, 2, 3, 4].map(negativeYield)).toEqual([1, 3, 6, 10, 15]);
  });
});

describe('Advancement costs', () => {
  it('charges 1 to acquire at base, then 2 to 7 for each level up to +6', () => {
    expect([null, 0, 1, 2, 3, 4, 5].map((l) => secondaryRaiseCost('trained', l))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(secondaryRaiseCost('trained', 6)).toBeUndefined();
  });
  it('adds up to the creation costs, so buying at creation or in play costs the same', () => {
    let total = 0;
    for (let level = 0; level <= 4; level++) {
      total += secondaryRaiseCost('natural', level === 0 ? -2 : level - 1)!;
      expect(total).toBe(secondaryCreationCost('natural', level));
    }
  });
  it('lowers negative traits for 5, 4, 3, 2 and removes them for 1', () => {
    expect([4, 3, 2, 1, 0].map((l) => NEGATIVE_LOWER_COST[l as 0 | 1 | 2 | 3 | 4])).toEqual([5, 4, 3, 2, 1]);
  });
  it('raises personality traits for 1 to 15, 5 to 16 or 17, 10 to 18 or 19, never to 20', () => {
    expect([6, 15, 16, 17, 18, 19, 20].map(personalityRaiseCost)).toEqual([1, 1, 5, 5, 10, 10, undefined]);
  });
  it('awards adventures by size and role', () => {
    expect(ADVENTURE_AWARDS).toEqual({
      minor: { minor: { fixed: 1 }, major: { sides: 3 } },
      average: { minor: { sides: 3 }, major: { sides: 6 } },
      major: { minor: { sides: 6 }, major: { sides: 10 } },
    });
  });
});

describe('Checks on Secondary Traits: the 1d8 table', () => {
  it('needs 2-8 from -2, 3-8 from base, ... 8 from +5', () => {
    expect(SECONDARY_CHECK_TABLE.map((r) => [r.from, r.needs, r.to])).toEqual([
      [-2, 2, 0],
      [0, 3, 1],
      [1, 4, 2],
      [2, 5, 3],
      [3, 6, 4],
      [4, 7, 5],
      [5, 8, 6],
    ]);
  });
});

describe('Fate points', () => {
  it('gives one per trait at 16 or 17, two at 18, and costs 5 CPs for each extra', () => {
    expect([15, 16, 17, 18].map(fatePointsForTrait)).toEqual([0, 1, 1, 2]);
    expect(FATE_POINT_COST).toBe(5);
  });
});
