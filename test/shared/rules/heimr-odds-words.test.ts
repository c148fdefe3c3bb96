import {
  explainChanceToMeet,
  explainChanceWithRerolls,
  HEIMR_BOOK as B,
  HEIMR_READINGS as R,
} from '../../../shared/rules/systems/heimr';

/**
 * The chance to meet a CR in words, each count worked out by hand from the book's dice ("Dice challenges": 1d6 and as
 * many d10 as the consistency, the highest die kept, +1 for every 10 after the first; a negative consistency keeps the
 * lowest, −1 for every 1 after the first; consistency 0 rolls the d6 alone; "Fatigue": a physical roll must also
 * reach the fatigue).
 */

const CR_SOURCES = [B.addPotential, B.meetCr];

describe('Heimr counts the rolls of consistency 0: the d6 alone', () => {
  it('counts the faces that reach, at each end of the die', () => {
    expect(explainChanceToMeet(0, 0, 4)).toEqual({
      formula:
        'Consistency 0: 1d6 alone; CR 4 − potential 0 = 4 or more before the potential: the faces 4 to 6 of the d6, 3 of the 6 rolls → 50%',
      settings: [],
      sources: [B.diceRoll, B.zeroConsistency, ...CR_SOURCES],
      chance: 0.5,
    });
    expect(explainChanceToMeet(0, 0, 6).formula).toMatch(/: only the face 6 of the d6, 1 of the 6 rolls → 17%$/);
    expect(explainChanceToMeet(0, 0, 7).formula).toMatch(/: no face of the d6 does, 0 of the 6 rolls → 0%$/);
    expect(explainChanceToMeet(0, 2, 3).formula).toMatch(
      /= 1 or more before the potential: every face of the d6 does, 6 of the 6 rolls → 100%$/,
    );
  });
});

describe('Heimr counts the rolls of a positive consistency: the highest die', () => {
  const POSITIVE = [B.diceRoll, B.keptDie, B.extraTens, ...CR_SOURCES];

  it('takes away the rolls with every die under what is needed', () => {
    // 1d6 and 1d10 under 4: 3 × 3 = 9 of the 60 rolls miss.
    expect(explainChanceToMeet(1, 0, 4, null, 'Brawl')).toEqual({
      formula:
        'Brawl: Consistency +1: 1d6 and 1d10, the highest die, +1 for every 10 after the first; CR 4 − potential 0 = 4 or more before the potential: every roll but those with all dice under 4 (3 × 3^1 = 9), 51 of the 60 rolls → 85%',
      settings: [],
      sources: POSITIVE,
      chance: 51 / 60,
    });
    // Under 10: the d6 always is, and 9 faces of the d10: 6 × 9 = 54 miss.
    expect(explainChanceToMeet(1, 0, 10).formula).toMatch(
      /: every roll but those with all dice under 10 \(6 × 9\^1 = 54\), 6 of the 60 rolls → 10%$/,
    );
    expect(explainChanceToMeet(1, 3, 4).formula).toMatch(
      /= 1 or more before the potential: every roll does, 60 of the 60 rolls → 100%$/,
    );
  });

  it('counts the 10s past 10: 11 takes two of 2d10, 12 takes three', () => {
    expect(explainChanceToMeet(2, 0, 11).formula).toMatch(
      /: the rolls with 2 or more 10s among the 2d10, 6 of the 600 rolls → 1%$/,
    );
    expect(explainChanceToMeet(2, 0, 12).formula).toMatch(
      /: no roll does: it takes 3 10s of 2d10, 0 of the 600 rolls → 0%$/,
    );
  });
});

describe('Heimr counts the rolls of a negative consistency: the lowest die', () => {
  const NEGATIVE = [B.diceRoll, B.keptDie, B.extraOnes, ...CR_SOURCES];

  it('counts the rolls with every die high enough, up to the d6’s 6', () => {
    // 2 or more on 1d6 and 1d10: 5 × 9 = 45.
    expect(explainChanceToMeet(-1, 0, 2)).toEqual({
      formula:
        'Consistency -1: 1d6 and 1d10, the lowest die, −1 for every 1 after the first; CR 2 − potential 0 = 2 or more before the potential: the rolls with every die 2 or more (5 × 9^1), 45 of the 60 rolls → 75%',
      settings: [],
      sources: NEGATIVE,
      chance: 45 / 60,
    });
    expect(explainChanceToMeet(-1, 0, 6).formula).toMatch(
      /: the rolls with every die 6 or more \(1 × 5\^1\), 5 of the 60 rolls → 8%$/,
    );
    expect(explainChanceToMeet(-1, 0, 7).formula).toMatch(
      /: no roll does: the d6 never shows 7, 0 of the 60 rolls → 0%$/,
    );
  });

  it('counts the 1s below 2: only two 1s make 0, so 59 of 60 reach 1', () => {
    expect(explainChanceToMeet(-1, 0, 1).formula).toMatch(
      /: the rolls with at most 1 dice showing 1, 59 of the 60 rolls → 98%$/,
    );
  });
});

describe('Heimr adds the fatigue of a physical ability to what must be reached', () => {
  it('asks no more when the fatigue is at most what the CR asks, and the fatigue when it is more', () => {
    const same = explainChanceToMeet(1, 0, 4, 4);
    expect(same.formula).toBe(
      'Consistency +1: 1d6 and 1d10, the highest die, +1 for every 10 after the first; CR 4 − potential 0 = 4 or more before the potential; fatigue 4 (a physical ability) asks no more: every roll but those with all dice under 4 (3 × 3^1 = 9), 51 of the 60 rolls → 85%',
    );
    expect(same.settings).toEqual(['settings.fatigueAttribute']);
    expect(same.sources).toEqual([B.diceRoll, B.keptDie, B.extraTens, ...CR_SOURCES, B.fatigue, B.meetFatigue]);
    expect(same.reading).toBe(R.fatigueRoll);
    // CR 4 less potential 2 asks 2, fatigue 3 asks 3: 2 × 2 = 4 of 60 miss.
    expect(explainChanceToMeet(1, 2, 4, 3).formula).toBe(
      'Consistency +1: 1d6 and 1d10, the highest die, +1 for every 10 after the first; CR 4 − potential +2 = 2 or more before the potential, and fatigue 3 (a physical ability) asks 3 or more before the potential: every roll but those with all dice under 3 (2 × 2^1 = 4), 56 of the 60 rolls → 93%',
    );
  });
});

describe('Heimr counts re-rolls of a failed roll, one willpower each', () => {
  it('fails only when every roll fails: 1 − (9/60)^2 with one re-roll, ^3 with two', () => {
    const one = explainChanceWithRerolls(1, 0, 4, null, 1);
    expect(one.formula).toBe(
      'Consistency +1: 1d6 and 1d10, the highest die, +1 for every 10 after the first; CR 4 − potential 0 = 4 or more before the potential: every roll but those with all dice under 4 (3 × 3^1 = 9), 51 of the 60 rolls → 85%; with one re-roll (1 willpower, one for each roll): every one of 2 rolls fails 9 of 60 times, so 1 − (9/60)^2 → 98%',
    );
    expect(one.chance).toBeCloseTo(1 - 0.15 ** 2, 12);
    expect(one.reading).toBe(R.reroll);
    expect(one.sources.at(-1)).toBe(B.reroll);
    const two = explainChanceWithRerolls(1, 0, 4, 2, 2);
    expect(two.formula).toMatch(
      /; with 2 re-rolls \(2 willpower, one for each roll\): every one of 3 rolls fails 9 of 60 times, so 1 − \(9\/60\)\^3 → 99\.7%$/,
    );
    expect(two.reading).toBe(`${R.fatigueRoll} ${R.reroll}`);
  });
});
