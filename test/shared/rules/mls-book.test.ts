import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  ADVENTURE_AWARDS,
  ATTACK_ROUNDS,
  CERTAIN_DEATH_BELOW_PERCENT,
  CHECK_DIE_SIDES,
  COMBAT_ROUNDS,
  CP_PER_INCREMENT_OLD,
  CP_PER_INCREMENT_YOUNG,
  CRITICAL_DAM_FACTOR,
  CRITICAL_FROM,
  DAM_PER_D6,
  DEATH_ROLL_BELOW,
  EXTRA_DAM_FOR_D3,
  FATE_POINT_COST,
  fatePointsForTrait,
  FAVOUR_PER_CP,
  FIRST_REDUCTION_INCREMENTS,
  FLORINS_PER_PIP,
  FUMBLE_AT_MOST,
  HIT_POINT_BASE_OFFSET,
  HUMAN_AVERAGE,
  INHERENT_DISCOUNT,
  LATER_REDUCTION_EVERY,
  MONEY_DIE_SIDES,
  NATURAL_CRITICAL,
  NATURAL_FUMBLE,
  NEGATIVE_LOWER_COST,
  NOTICEABLE_FROM,
  OCCUPATION_COST_FACTOR,
  OLD_AGE_INCREMENTS,
  OLDEST_START_INCREMENTS,
  PERSONALITY_CHECK_DIE_SIDES,
  PERSONALITY_CHOSEN_MAX,
  PERSONALITY_CHOSEN_MIN,
  PERSONALITY_MAX,
  PERSONALITY_MIN,
  PERSONALITY_PAIR_SUM,
  PERSONALITY_PAIRS,
  PERSONALITY_ROLL,
  PERSONALITY_STRONG,
  PERSONALITY_STRONG_MAX_COUNT,
  personalityRaiseCost,
  PLUS_TWO_ALLOWANCE,
  POINT_BASE_MULTIPLIER,
  POINT_DIE_SIDES,
  PRIMARY_COST,
  PRIMARY_MAX,
  PRIMARY_MIN,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  RACES,
  reductionAges,
  REVERSE_FROM,
  SECOND_REDUCTION_INCREMENTS,
  SECONDARY_CHECK_TABLE,
  SECONDARY_CREATION_COST,
  SECONDARY_PLAY_MAX,
  SECONDARY_RAISE_COST,
  SECONDARY_START_MAX,
  SHOCK_ROLL_BELOW_PERCENT,
  SKILL_PER_ATTACK,
  SKILL_ROLL,
  STARTING_CP,
  SUCCESS_FROM,
  TRAINING_BONUS,
  TRAINING_COST,
  TRAINING_MAX,
  UNACQUIRED_LEVEL,
  UNCONSCIOUS_TURNS_FROM,
  type Race,
} from '../../../shared/rules/systems/mls';

/*
 * Every number of shared/rules/systems/mls/tables.ts, read from the rulebook itself: each test finds the
 * book's sentence (or table row) in 000_b1f49531b5bdabb6.txt and takes the number from it, so a number
 * changed in the code, or a sentence the code no longer matches, fails here. The seeds folder sits beside
 * the repository (../shared/seeds).
 */
const BOOK_PATH = resolve(import.meta.dirname, '../../../../shared/seeds/000_b1f49531b5bdabb6.txt');
const book = readFileSync(BOOK_PATH, 'utf8').replace(/\s+/g, ' ');

/** The numbers a pattern captures in the book, which must match exactly once. */
function numbers(pattern: RegExp): number[] {
  const all = [...book.matchAll(new RegExp(pattern.source, 'g'))];
  if (all.length !== 1) throw new Error(`The rulebook has ${all.length} matches of ${pattern.source}, not one.`);
  return all[0]!.slice(1).map((n) => (n === undefined ? NaN : Number(n.replace('½', '.5'))));
}

/** The words the book gives as numbers. */
const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, double: 2, doubles: 2, half: 2 };

/** An ordinal such as "3rd" as its number. */
const ordinal = (s: string) => Number(s.replace(/(st|nd|rd|th)$/, ''));

describe('MLS tables read from the rulebook: "Character Generation"', () => {
  it('names the eight primary traits, all average 2 for humans', () => {
    const m = /Primary Traits: ([A-Za-z, ]+); all average (\d+) for humans/.exec(book)!;
    expect(m[1]!.split(', ')).toEqual(PRIMARY_TRAITS.map((t) => PRIMARY_TRAIT_NAMES[t]));
    expect(HUMAN_AVERAGE).toBe(Number(m[2]));
  });

  it('starts at 60 CPs at base age 18, and no older than 54 (base + 36 increments for a human)', () => {
    const [cp, age, perYear] = numbers(
      /Players have (\d+) CPs with which to construct an (\d+)-year-old character, \+(\d+) CPs per year after that/,
    );
    expect(STARTING_CP).toBe(cp);
    expect(RACES.human.baseAge).toBe(age);
    expect(CP_PER_INCREMENT_YOUNG).toBe(perYear);
    const [youngest, oldest] = numbers(/PCs must begin no younger than (\d+) and no older than (\d+)\./);
    expect(RACES.human.baseAge).toBe(youngest);
    // A human's increment is a year, so the oldest start is 54 - 18 = 36 increments past base age.
    expect(OLDEST_START_INCREMENTS).toBe(oldest! - youngest!);
    expect(numbers(/At this age starting characters have (\d+) CPs/)).toEqual([STARTING_CP]);
  });

  it('prices primary traits: +1 costs 2, +2 costs 5, -1 yields 3, -2 yields 7', () => {
    const [plusOne, plusTwo, minusOne, minusTwo] = numbers(
      /Racial Average \+1 costs (\d+) CPs, \+2 costs (\d+) CPs\. RAv-1 yields (\d+) CPs, -2 yields (\d+) CPs/,
    );
    expect(PRIMARY_COST).toEqual({ 1: plusOne, 2: plusTwo, [-1]: -minusOne!, [-2]: -minusTwo!, 0: 0 });
  });

  it('allows 2 traits at +2, 1 from 40 and none from 50, at base + 22 and + 32 increments for a human', () => {
    const [allowed, forty, fromForty, fifty] = numbers(
      /May have up to (\d+) traits at \+2, with one extra for each trait reduced below RAv\. If (\d+) or older only (\d+) trait may be at \+2, if (\d+) or older no trait/,
    );
    const human = RACES.human.baseAge;
    expect(PLUS_TWO_ALLOWANCE).toEqual([
      { fromIncrements: 0, allowed },
      { fromIncrements: forty! - human, allowed: fromForty },
      { fromIncrements: fifty! - human, allowed: 0 },
    ]);
  });

  it('keeps primary traits within average ±2, secondary and negative traits at most base +4 at creation and +6 in play, personality 0 to 20', () => {
    const [max, min] = numbers(
      /No Primary Trait may ever naturally exceed the RAv\+(\d+), or drop below the RAv-(\d+)\./,
    );
    expect([PRIMARY_MAX, PRIMARY_MIN]).toEqual([max, -min!]);
    const [start, play] = numbers(/may begin above base\+(\d+), or through play rise above base\+(\d+)\./);
    expect([SECONDARY_START_MAX, SECONDARY_PLAY_MAX]).toEqual([start, play]);
    const [high, low] = numbers(/No Personality Trait may every rise above (\d+) or drop below (\d+),/);
    expect([PERSONALITY_MAX, PERSONALITY_MIN]).toEqual([high, low]);
  });

  it('makes a reverse primary trait 2 minus the trait, and charges the occupation double', () => {
    expect(numbers(/a Reverse Primary Trait \((\d+)-the Primary Trait\)/)).toEqual([REVERSE_FROM]);
    const factor = /This is at Base Level automatically, and costs (\w+) the costs of single skills\./.exec(book)![1]!;
    expect(OCCUPATION_COST_FACTOR).toBe(WORDS[factor]);
  });

  it('prices secondary traits 1, 3, 6, 10, 15 at creation, Inherent 1 less, and says which are there unacquired', () => {
    const [...costs] = numbers(
      /cost (\d+)CP for base, (\d+)CPs for base\+1, (\d+)CPs for base\+2, (\d+)CPs for base\+3, and (\d+) CPs for base\+4\. Inherent skills cost (\d+)CP less/,
    );
    expect([...SECONDARY_CREATION_COST, INHERENT_DISCOUNT]).toEqual(costs);
    const [natural] = numbers(
      /not available if Trained, available at base-(\d+) if Natural, and available at base if Inherent\./,
    );
    expect(UNACQUIRED_LEVEL).toEqual({ trained: null, natural: -natural!, inherent: 0 });
  });

  it('rolls Size + Body - 2 d6 for hit points, at least the base x 3', () => {
    const [offset, sides, times] = numbers(
      /Uses a base of Size\+Body-(\d+)\. This is the number of d(\d+)s rolled\. THP equals the roll OR the base x(\d+),/,
    );
    expect([HIT_POINT_BASE_OFFSET, POINT_DIE_SIDES, POINT_BASE_MULTIPLIER]).toEqual([-offset!, sides, times]);
  });

  it('chooses personality traits from 5 to 15 in pairs of 20, up to 5 at 16/4, or rolls 3d6', () => {
    const [min, max, sum, count, strong, weak] = numbers(
      /May be chosen as desired from (\d+) to (\d+), the opposing trait must be (\d+) minus this\. Up to (\d+) traits may be at (\d+)\/(\d+)\./,
    );
    expect([
      PERSONALITY_CHOSEN_MIN,
      PERSONALITY_CHOSEN_MAX,
      PERSONALITY_PAIR_SUM,
      PERSONALITY_STRONG_MAX_COUNT,
      PERSONALITY_STRONG,
    ]).toEqual([min, max, sum, count, strong]);
    expect(PERSONALITY_PAIR_SUM - PERSONALITY_STRONG).toBe(weak);
    const [dice, sides] = numbers(/a player may roll (\d+)d(\d+) for a trait/);
    expect(PERSONALITY_ROLL).toEqual({ count: dice, sides });
  });

  it('names the fifteen personality pairs in the book’s order', () => {
    const list = /Personality Traits are ([A-Za-z/, ]+)\./.exec(book)![1]!;
    const pairs = list.split(', ').map((pair) => pair.toLowerCase().split('/'));
    expect(PERSONALITY_PAIRS.map((p) => [...p])).toEqual(pairs);
  });

  it('gives a fate point per trait at 16 or 17 and two at 18, and sells extra ones at 5 CPs', () => {
    const [a, b, two, cost] = numbers(
      /equal to the number of personality traits at (\d+) or (\d+)\. A trait at (\d+) provides two Fate Points\. Extra Fate Points may be bought at a cost of (\d+) CPs each\./,
    );
    expect([fatePointsForTrait(a!), fatePointsForTrait(b!), fatePointsForTrait(two!)]).toEqual([1, 1, 2]);
    // Below 16 a trait gives none: the book counts only traits at 16, 17 and 18.
    expect(fatePointsForTrait(a! - 1)).toBe(0);
    expect(FATE_POINT_COST).toBe(cost);
  });

  it('calls a personality trait of 16 or more noticeable', () => {
    expect(numbers(/If the trait is (\d+) or higher it is Noticeable/)).toEqual([NOTICEABLE_FROM]);
  });
});

describe('MLS tables read from the rulebook: "Character Advancement"', () => {
  it('prices secondary traits 1 to acquire, then 2 to 7 per level', () => {
    const costs = numbers(
      /at a cost of (\d+) CP to acquire at base, (\d+) CPs to go from base to \+1, (\d+) CPs to go from \+1 to \+2, (\d+) CPs to go from \+2 to \+3, (\d+) CPs to go from \+3 to \+4, (\d+) CPs to go from \+4 to \+5 and (\d+) CPs to go from \+5 to \+6\./,
    );
    expect([...SECONDARY_RAISE_COST]).toEqual(costs);
  });

  it('lowers negative traits for 5, 4, 3, 2 and removes them for 1', () => {
    const [from4, from3, from2, from1, remove] = numbers(
      /from \+4 to \+3 at a cost of (\d+) CPs, \+3 to \+2 at a cost of (\d+) CPs, \+2 to \+1 at a cost of (\d+) CPs, \+1 to base at a cost of (\d+) CPs, and removed from base level at a cost of (\d+) CP\./,
    );
    // Indexed by the level the trait is at: 0 (base, removed), 1, 2, 3, 4.
    expect([...NEGATIVE_LOWER_COST]).toEqual([remove, from1, from2, from3, from4]);
  });

  it('raises a personality trait for 1 to 15, 5 to 16 or 17, 10 to 18 or 19, never to 20', () => {
    const [low, lowCost, a, b, midCost, c, d, highCost, never] = numbers(
      /by one level to (\d+) or less at a cost of (\d+) CP, by one level to (\d+) or (\d+) at a cost of (\d+) CPs, and by one level to (\d+) or (\d+) at a cost of (\d+) CPs\. Personality traits may NOT be increased to (\d+) by CPs\./,
    );
    expect([low, a, b, c, d, never].map((v) => personalityRaiseCost(v!))).toEqual([
      lowCost,
      midCost,
      midCost,
      highCost,
      highCost,
      undefined,
    ]);
    // The band edges: 1 is the cheapest level (first band), 15 still 1 CP, 16 the first at 5.
    expect(personalityRaiseCost(1)).toBe(lowCost);
  });

  it('awards adventures by size and role as the book lists them', () => {
    const [minorMinor, minorMajor] = numbers(/Minor Adventure: .{0,60}Minor Role (\d+) CP, Major Role 1d(\d+) CPs\./);
    const [averageMinor, averageMajor] = numbers(
      /Average Adventure: .{0,80}Minor Role 1d(\d+) CPs, Major Role 1d(\d+) CPs\./,
    );
    const [majorMinor, majorMajor] = numbers(
      /Major Adventure: .{0,120}Minor Role 1d(\d+) CPs, Major Role 1d(\d+) CPs\./,
    );
    expect(ADVENTURE_AWARDS).toEqual({
      minor: { minor: { fixed: minorMinor }, major: { sides: minorMajor } },
      average: { minor: { sides: averageMinor }, major: { sides: averageMajor } },
      major: { minor: { sides: majorMinor }, major: { sides: majorMajor } },
    });
  });

  it('trains a primary trait up one level for 5 CPs, to at most average +3', () => {
    const [cost] = numbers(
      /At a cost of (\d+) CPs one Primary Trait \(and all Secondary traits based on it\) may be temporarily increased by one level\./,
    );
    expect(TRAINING_COST).toBe(cost);
    expect(TRAINING_BONUS).toBe(WORDS.one);
    expect(numbers(/Traits may be increased to RAv\+(\d+)\./)).toEqual([TRAINING_MAX]);
  });

  it('converts a CP into 1d20 x 10 florins, or 5 favour for a priest', () => {
    expect(numbers(/at a rate of 1d(\d+) x (\d+) florins per CP/)).toEqual([MONEY_DIE_SIDES, FLORINS_PER_PIP]);
    expect(numbers(/at a rate of (\d+) favor points per CP/)).toEqual([FAVOUR_PER_CP]);
  });

  it('has the 1d8 check table of "Checks on Secondary Traits" row by row', () => {
    expect(numbers(/the player may roll 1d(\d+) for each Secondary trait that has received a check/)).toEqual([
      CHECK_DIE_SIDES,
    ]);
    const row = (label: string) =>
      new RegExp(`${label}: \\|((?: [^|:]+ \\|)+)`)
        .exec(book)![1]!
        .split('|')
        .map((c) => c.trim())
        .filter((c) => c !== '');
    const level = (c: string) => (c === 'base' ? 0 : Number(c));
    const from = row('Trait is currently at').map(level);
    const needs = row('requires a roll of').map((c) => Number(c.split('-')[0]));
    const to = row('to go up to').map(level);
    expect(from).toHaveLength(7);
    expect(SECONDARY_CHECK_TABLE.map((r) => [r.from, r.needs, r.to])).toEqual(from.map((f, i) => [f, needs[i], to[i]]));
  });

  it('rolls 1d20 on a checked personality trait', () => {
    expect(
      numbers(/After each adventure the player rolls 1d(\d+) on every Personality trait that has been checked/),
    ).toEqual([PERSONALITY_CHECK_DIE_SIDES]);
  });

  it('reduces a primary trait at base + 22 and + 32 increments and every 10 after', () => {
    const [first, second, every] = numbers(
      /Reduction in Primary Traits is done at Base Age \+ (\d+) increments \(40 human years\), \+(\d+) increments \(50 human years\), and every (\d+) increments thereafter/,
    );
    expect([FIRST_REDUCTION_INCREMENTS, SECOND_REDUCTION_INCREMENTS, LATER_REDUCTION_EVERY]).toEqual([
      first,
      second,
      every,
    ]);
    const [young, until, old] = numbers(
      /the character gets (\d+) CPs, until Base Age \+ (\d+) increments, after which (\d+) CP is gained each increment\./,
    );
    expect([CP_PER_INCREMENT_YOUNG, OLD_AGE_INCREMENTS, CP_PER_INCREMENT_OLD]).toEqual([young, until, old]);
  });
});

describe('MLS tables read from the rulebook: "Racial Differences"', () => {
  const rows: [Race, string][] = [
    ['human', 'Human'],
    ['elf-halfling', 'Elf or Halfling'],
    ['dwarf-gnome', 'Dwarf or Gnome'],
    ['ork', 'Ork'],
    ['goblin', 'Goblin'],
  ];
  for (const [race, name] of rows) {
    it(`has the ${name} row: base age, increment and the ages of the four reductions`, () => {
      const m = new RegExp(
        `${name} \\| (\\d+) \\| (\\d+) (years?|months) \\| ([\\d½]+) \\| ([\\d½]+) \\| ([\\d½]+) \\| ([\\d½]+) \\|`,
      ).exec(book)!;
      expect(m, name).not.toBeNull();
      const months = Number(m[2]) * (m[3]!.startsWith('year') ? 12 : 1);
      expect({
        name: RACES[race].name,
        baseAge: RACES[race].baseAge,
        incrementMonths: RACES[race].incrementMonths,
      }).toEqual({
        name,
        baseAge: Number(m[1]),
        incrementMonths: months,
      });
      expect(reductionAges(race)).toEqual(m.slice(4, 8).map((a) => Number(a.replace('½', '.5'))));
    });
  }
});

describe('MLS tables read from the rulebook: "Actions"', () => {
  it('rolls 3d6 + skill: 15 or more a success, 20 or more a critical, 9 or less a fumble; natural 18 and 3', () => {
    const [count, sides] = numbers(/the player rolls (\d+)d(\d+) and adds the appropriate skill/);
    expect(SKILL_ROLL).toEqual({ count, sides });
    const [success, critical, failure, fumble] = numbers(
      /A result of (\d+) or higher is a success, (\d+) or higher a critical success\. (\d+) or less is a failure, (\d+) or less is a fumble\./,
    );
    expect([SUCCESS_FROM, CRITICAL_FROM, SUCCESS_FROM - 1, FUMBLE_AT_MOST]).toEqual([
      success,
      critical,
      failure,
      fumble,
    ]);
    expect(numbers(/If a natural (\d+) is rolled \(three 6s\)/)).toEqual([NATURAL_CRITICAL]);
    expect(numbers(/If a natural (\d+) is rolled \(three 1s\)/)).toEqual([NATURAL_FUMBLE]);
  });

  it('gives half the skill, rounded down, in attacks over five combat rounds, in the rounds the book lists', () => {
    const rounds = /Turns are broken into (\w+) Combat Rounds/.exec(book)![1]!;
    expect(COMBAT_ROUNDS).toBe(WORDS[rounds]);
    expect(book).toContain('and equals half the skill rounded down');
    expect(SKILL_PER_ATTACK).toBe(WORDS.half);
    const list = /which are (One attack: .+?, and Five attacks all rounds)\./.exec(book)![1]!;
    const byCount = Object.fromEntries(
      list
        .replace(/, and Five attacks all rounds$/, '')
        .split(/, (?=[A-Z])/)
        .map((entry) => {
          const [count, when] = entry.split(': ');
          return [WORDS[count!.split(' ')[0]!.toLowerCase()]!, when!.split(/, | and /).map(ordinal)];
        }),
    );
    byCount[5] = [1, 2, 3, 4, 5];
    expect(ATTACK_ROUNDS).toEqual(byCount);
  });

  it('rolls 1d6 per 4 points of Dam and 1d3 for 2 or 3 more, and doubles the Dam on a critical', () => {
    const [per, a, b] = numbers(
      /roll 1d6 for every (\d+) points of Dam, plus an extra 1d3 if there are (\d+) or (\d+) extra points of Dam\./,
    );
    expect(DAM_PER_D6).toBe(per);
    expect(EXTRA_DAM_FOR_D3).toBe(a);
    // 2 or 3 extra points are every remainder from 2 up to the last before another whole d6.
    expect(DAM_PER_D6 - 1).toBe(b);
    const doubles = /A Critical roll (\w+) the attacker’s Dam/.exec(book)![1]!;
    expect(CRITICAL_DAM_FACTOR).toBe(WORDS[doubles]);
  });

  it('calls for a Shock Roll below 50% THP and below 0, and certain death below -50% THP', () => {
    const [shock, turns] = numbers(
      /CHP falls below (\d+)% THP then the character must make a Shock Roll\. Failure renders the character unconscious for a number of Turns equal to (\d+) minus the score\./,
    );
    expect([SHOCK_ROLL_BELOW_PERCENT, UNCONSCIOUS_TURNS_FROM]).toEqual([shock, turns]);
    expect(numbers(/CHP falls below (\d+) then the character must make a Shock Roll/)).toEqual([DEATH_ROLL_BELOW]);
    expect(numbers(/CHP falls below -(\d+)% THP then the character is Dead/)).toEqual([-CERTAIN_DEATH_BELOW_PERCENT]);
  });
});
