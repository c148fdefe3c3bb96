import { createRng } from '../../../shared/rules/core';
import {
  baseFatigue,
  basePotential,
  chanceChart,
  chanceToMeet,
  challengeResult,
  injuryAt,
  progressRequired,
  STANDARD_ABILITIES,
  trainingCost,
  trainingTotal,
} from '../../../shared/rules/systems/heimr';
import { seedText, wordsShared } from './book-sources';

describe('Heimr dice challenges, from the book’s own examples', () => {
  // 002_660a93111b0de833.txt, "Dice challenges": "Some examples".
  it('keeps the highest die for a positive consistency, plus one for each extra 10, then adds the potential', () => {
    // "C: 3, P:3. You roll: 1, 4, 9, 10. So the result is: 10+0+3 = 13"
    expect(challengeResult(3, 3, [1, 4, 9, 10]).result).toBe(13);
    // "C:4, P:3. You roll: 1, 1, 2, 4, 6. So the result is: 6+0+3 = 9"
    expect(challengeResult(4, 3, [1, 1, 2, 4, 6]).result).toBe(9);
    // "C: 2, P: -3. You roll: 3, 10, 10. So the result is: 10+1-3 = 8"
    expect(challengeResult(2, -3, [3, 10, 10]).result).toBe(8);
  });

  it('follows the rule where the book’s printed result does not: two 10s of five d10 give 10 + 1 + 6 = 17, not 18', () => {
    // "C: 5, P: 6. You roll: 1, 3, 5, 7, 10, 10. So the result is: 10+1+6 = 18": 10 + 1 + 6 is 17.
    expect(challengeResult(5, 6, [1, 3, 5, 7, 10, 10]).result).toBe(17);
  });

  it('rolls the d6 alone at a consistency of 0', () => {
    // "C:0, P:0. You roll: 3. So the result is: 3+0 = 3"
    expect(challengeResult(0, 0, [3]).result).toBe(3);
  });

  it('keeps the lowest die for a negative consistency, less one for each extra 1: three 1s give 1 - 2 - 4 = -5, not the printed -2', () => {
    // "C: -4, P: -4. You roll: 1, 1, 1, 4, 9. So the result is: 1-2-4 = -2": the rule's 1 - 2 - 4 is -5.
    expect(challengeResult(-4, -4, [1, 1, 1, 4, 9])).toEqual({ result: -5, roll: -1 });
  });

  it('agrees with the side note for a consistency of 5 and follows the rule for -5 (78.15%, not the printed 89%)', () => {
    // "A consistency of 5 is very likely to get a 9 or 10 as the highest die. (67%)": 1 - 0.8^5 = 67.232%.
    const five = chanceToMeet(5, 0, 9);
    expect([five.outcomes, five.of]).toEqual([6 * 10 ** 5 - 6 * 8 ** 5, 6 * 10 ** 5]);
    expect(five.probability).toBeCloseTo(1 - 0.8 ** 5, 12);
    // "A consistency of -5 is very likely to get a 1 or 2 as the lowest die. (89%)": the lowest die is 3 or more
    // only when the d6 shows 3 to 6 and every d10 3 to 10, (4/6)(8/10)^5, so a 1 or 2 (or less) is 78.15%.
    expect(1 - chanceToMeet(-5, 0, 3).probability).toBeCloseTo(1 - (4 / 6) * 0.8 ** 5, 12);
    // "If the consistency is less then zero, your can't roll 7 or higher as the lowest die".
    expect(chanceToMeet(-1, 0, 7).outcomes).toBe(0);
  });

  it('fails a physical roll below the fatigue whatever the potential', () => {
    // "Fatigue": "if a character has a fatigue of 7 and rolls 6 (not counting potential) this means the action
    // automatically fails": a d6 alone never reaches 7, so nothing succeeds, however low the requirement.
    expect(chanceToMeet(0, 10, 1, 7).outcomes).toBe(0);
    // With the fatigue at 4, the d6 alone needs 4, 5 or 6: 3 of 6, even against a requirement the potential meets.
    expect(chanceToMeet(0, 10, 1, 4)).toEqual({ outcomes: 3, of: 6, probability: 0.5 });
  });

  it('counts every challenge exactly, and a seeded million rolls agree within 0.2 percentage points', () => {
    const random = createRng(20261124);
    const cases = [
      { c: 3, p: 1, fatigue: null },
      { c: -2, p: 2, fatigue: null },
      { c: 5, p: 0, fatigue: 5 },
      { c: 1, p: -1, fatigue: null },
    ];
    const rolls = 250_000;
    for (const { c, p, fatigue } of cases) {
      const counts = new Map<number, number>();
      let beforeFatigue = 0;
      for (let i = 0; i < rolls; i++) {
        const dice = [1 + Math.floor(random() * 6)];
        for (let d = 0; d < Math.abs(c); d++) dice.push(1 + Math.floor(random() * 10));
        const { result, roll } = challengeResult(c, p, dice);
        if (fatigue !== null && roll < fatigue) {
          beforeFatigue++;
          continue;
        }
        counts.set(result, (counts.get(result) ?? 0) + 1);
      }
      for (const point of chanceChart(c, p, fatigue)) {
        let met = 0;
        for (const [result, n] of counts) if (result >= point.cr) met += n;
        expect([c, p, point.cr, Math.abs(met / rolls - point.chance.probability) < 0.002]).toEqual([
          c,
          p,
          point.cr,
          true,
        ]);
      }
      if (fatigue !== null) expect(beforeFatigue).toBeGreaterThan(0);
    }
  });

  it('charts the useful range: from a requirement met for certain to the last with a 1% chance', () => {
    // C 2, P 1: the highest of 1d6 and 2d10, plus one for two 10s, plus 1: from 2 (certain) to 12 (two 10s, 1%).
    const chart = chanceChart(2, 1);
    expect(chart.map((p) => p.cr)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(chart[0]!.chance.probability).toBe(1);
    // 12 needs both d10 at 10: 6 of 600.
    expect(chart.at(-1)!.chance).toEqual({ outcomes: 6, of: 600, probability: 0.01 });
    // 11 needs a 10 on either d10: 1 - 0.9^2 = 19%.
    expect(chart.at(-2)!.chance.probability).toBeCloseTo(0.19, 12);
  });
});

describe('Heimr tables', () => {
  it('prices a point of training as the sum of the two before, starting at 5, as the book’s table', () => {
    // "Experience points" (table): 5, 10, 15, 25, 40, 65, 105; totals 5, 15, 30, 55, 95, 160, 265; on by the rule.
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(trainingCost)).toEqual([5, 10, 15, 25, 40, 65, 105, 170]);
    expect([1, 2, 3, 4, 5, 6, 7].map(trainingTotal)).toEqual([5, 15, 30, 55, 95, 160, 265]);
    expect(trainingTotal(0)).toBe(0);
    expect(() => trainingCost(0)).toThrow('A height of training is a whole number from 1, not 0.');
  });

  it('asks the book’s attribute progress for each new value, and continues its steps below -2', () => {
    // "Attribute progress" (table): -2: 8, -1: 6, 0: 4, 1: 6, 2: 8, 3: 10, 4 or more: 12.
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 9].map(progressRequired)).toEqual([8, 6, 4, 6, 8, 10, 12, 12, 12]);
    // The project's reading below the table: steps of 2 away from 0, at most 12.
    expect([-3, -4, -5].map(progressRequired)).toEqual([10, 12, 12]);
  });

  it('averages several attributes into a base potential, rounded down', () => {
    // "Potential of abilities": "with an attribute of 0 and 3, the average is 1.5, rounded down, so ... 1".
    expect(basePotential([0, 3])).toBe(1);
    expect(basePotential([2])).toBe(2);
    // Rounded down, not toward 0: -1 and 0 average -0.5, which is -1.
    expect(basePotential([-1, 0])).toBe(-1);
  });

  it('works out base fatigue as 4 less stamina, never below 1', () => {
    // "Base fatigue": stamina 3 gives 1, stamina -2 gives 6, and "even if you have a stamina of 4, base fatigue is still 1".
    expect([3, -2, 4, 0].map(baseFatigue)).toEqual([1, 6, 1, 4]);
  });

  it('names the injury of each level of hit points', () => {
    // "Injuries": Bloodied 0 or -1, Mangled -2 or -3, Mutilated -4 or -5; below -5 the book names no worse level.
    expect([1, 0, -1, -2, -3, -4, -5, -6].map(injuryAt)).toEqual([
      null,
      'bloodied',
      'bloodied',
      'mangled',
      'mangled',
      'mutilated',
      'mutilated',
      'mutilated',
    ]);
  });
});

describe('Heimr standard abilities in the book’s words', () => {
  const book = seedText('002_660a93111b0de833.txt');

  it('describes each by words of its row of the "Standard abilities" table', () => {
    // "Brawl Str This ability is used to punch, kick and grapple. …": the project's summary of each ability shares
    // its telling words with the book's row.
    expect(STANDARD_ABILITIES.map((a) => a.name)).toEqual([
      'Brawl',
      'Agility',
      'Survival',
      'Perception',
      'Persuasion',
      'Insight',
    ]);
    for (const ability of STANDARD_ABILITIES) {
      const row = book
        .split('\n')
        .find((l) => l.startsWith(`${ability.name} `) && / (Str|Dex|Sta|Int|Soc|Emp) /.test(l));
      expect(row, ability.name).toBeDefined();
      expect([ability.name, wordsShared(ability.description ?? '', row!).length >= 2]).toEqual([ability.name, true]);
    }
  });
});
