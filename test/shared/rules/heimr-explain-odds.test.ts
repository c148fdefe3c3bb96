import fc from 'fast-check';
import {
  chanceToMeet,
  explainChanceToMeet,
  HEIMR_BOOK,
  HEIMR_READINGS,
  MOST_CONSISTENCY,
} from '../../../shared/rules/systems/heimr';
import { percent } from '../../../src-renderer/base/format';

/*
 * Heimr's chances explained. Each count is worked by hand from "Dice challenges" (one d6 and |C| d10, the highest
 * die for a positive consistency with +1 for every extra 10, the lowest for a negative one with −1 for every extra
 * 1, then the potential), "Challenge requirements" (the result "equal to or higher then the CR") and "Fatigue" (a
 * physical roll must reach the fatigue "on the result before adding potential"). A consistency of 3 has 6 × 10³ =
 * 6,000 rolls.
 */

describe('Heimr odds explained', () => {
  it('counts consistency +3, potential +2 against CR 6: every roll but all dice under 4, 5,919 of 6,000', () => {
    // The dice must give 6 − 2 = 4; they give less only when the d6 shows 1 to 3 and each d10 1 to 3: 3 × 3³ = 81.
    const e = explainChanceToMeet(3, 2, 6, null, 'Brawl');
    expect(e.chance).toBe(5919 / 6000);
    expect(e.formula).toBe(
      'Brawl: Consistency +3: 1d6 and 3d10, the highest die, +1 for every 10 after the first; CR 6 − potential +2 = 4 or more before the potential: every roll but those with all dice under 4 (3 × 3^3 = 81), 5,919 of the 6,000 rolls → 99%',
    );
    expect(e.sources).toEqual([
      HEIMR_BOOK.diceRoll,
      HEIMR_BOOK.keptDie,
      HEIMR_BOOK.extraTens,
      HEIMR_BOOK.addPotential,
      HEIMR_BOOK.meetCr,
    ]);
    expect(e.settings).toEqual([]);
  });

  it('agrees with the book’s side note for consistency 5, 9 or 10 as the highest die “(67%)”', () => {
    // 1 − (6 × 8⁵) / (6 × 10⁵) = 1 − 0.32768 = 67.232%.
    const e = explainChanceToMeet(5, 0, 9);
    expect(e.chance).toBeCloseTo(0.67232, 10);
    expect(e.formula).toMatch(/→ 67%$/);
  });

  it('needs extra 10s past a roll of 10: two 10s of 2d10 for an 11, 6 of 600', () => {
    expect(explainChanceToMeet(2, 0, 11).formula).toMatch(
      /the rolls with 2 or more 10s among the 2d10, 6 of the 600 rolls → 1%$/,
    );
    // One d10 can give at most 10.
    expect(explainChanceToMeet(1, 0, 11).formula).toMatch(
      /no roll does: it takes 2 10s of 1d10, 0 of the 60 rolls → 0%$/,
    );
  });

  it('keeps the lowest die for a negative consistency, less one for every extra 1', () => {
    // Consistency -1 against CR 2: both dice 2 or more, 5 × 9 = 45 of 60.
    expect(explainChanceToMeet(-1, 0, 2).chance).toBe(45 / 60);
    // Against CR 1: every roll but the two 1s (1 − 1 = 0), 59 of 60.
    const e = explainChanceToMeet(-1, 0, 1);
    expect(e.chance).toBe(59 / 60);
    expect(e.formula).toMatch(
      /the lowest die, −1 for every 1 after the first; .* at most 1 dice showing 1, 59 of the 60 rolls → 98%$/,
    );
    expect(e.sources).toContain(HEIMR_BOOK.extraOnes);
    // The side note's -5: the lowest die 3 or more in 4 × 8⁵ of 6 × 10⁵ rolls, 21.85%, so a 1 or 2 in 78.15%.
    expect(explainChanceToMeet(-5, 0, 3).chance).toBe((4 * 8 ** 5) / (6 * 10 ** 5));
  });

  it('rolls the d6 alone at consistency 0', () => {
    const e = explainChanceToMeet(0, 0, 4);
    expect(e.chance).toBe(3 / 6);
    expect(e.formula).toBe(
      'Consistency 0: 1d6 alone; CR 4 − potential 0 = 4 or more before the potential: the faces 4 to 6 of the d6, 3 of the 6 rolls → 50%',
    );
    expect(e.sources).toContain(HEIMR_BOOK.zeroConsistency);
  });

  it('makes a physical roll reach the fatigue before the potential, and says the project’s reading', () => {
    // Consistency 3, potential 5, CR 6: 1 or more would do, but fatigue 3 asks 3 or more: 6,000 − 2 × 2³ = 5,984.
    const e = explainChanceToMeet(3, 5, 6, 3);
    expect(e.chance).toBe(5984 / 6000);
    expect(e.formula).toMatch(
      /fatigue 3 \(a physical ability\) asks 3 or more before the potential: .* 5,984 of the 6,000 rolls → 99\.7%$/,
    );
    expect(e.sources).toContain(HEIMR_BOOK.meetFatigue);
    expect(e.settings).toEqual(['settings.fatigueAttribute']);
    expect(e.reading).toBe(HEIMR_READINGS.fatigueRoll);
    expect(explainChanceToMeet(3, 5, 6).chance).toBe(1);
  });

  it('refuses a consistency beyond what is counted, saying the range', () => {
    expect(() => explainChanceToMeet(MOST_CONSISTENCY + 1, 0, 5)).toThrow(/whole number from -15 to 15/);
  });

  it('ends every formula with the chance chanceToMeet gives, rounded as the page rounds it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -6, max: 8 }),
        fc.integer({ min: -12, max: 30 }),
        fc.option(fc.integer({ min: 1, max: 20 })),
        (c, p, cr, fatigue) => {
          const o = chanceToMeet(c, p, cr, fatigue);
          const e = explainChanceToMeet(c, p, cr, fatigue);
          expect(e.chance).toBe(o.probability);
          expect(e.formula.endsWith(`→ ${percent(o)}`)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    // The ends of the counted range, exactly.
    for (const c of [-MOST_CONSISTENCY, MOST_CONSISTENCY])
      for (const cr of [-20, -3, 0, 1, 2, 5, 10, 12, 20, 26])
        expect(explainChanceToMeet(c, 0, cr).chance).toBe(chanceToMeet(c, 0, cr).probability);
  });
});
