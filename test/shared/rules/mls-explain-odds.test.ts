import fc from 'fast-check';
import { oddsPercent } from '../../../shared/rules/core';
import {
  explainPersonalityCheckOdds,
  explainSecondaryCheckOdds,
  explainSkillOdds,
  MLS_BOOK,
  MLS_CHECK_ROWS,
  MLS_READINGS,
  personalityCheckOdds,
  secondaryCheckOdds,
  skillOdds,
  type SkillOutcome,
} from '../../../shared/rules/systems/mls';
import { percent } from '../../../src-renderer/base/format';

/*
 * The odds the page shows for the Nutshell MLS, explained. Every count below is worked by hand from the ways 3d6
 * gives each total ("Use of Skills": 3d6 + skill; 15 or more a success, 20 or more a critical, 9 or less a fumble;
 * "Natural 18s", "Natural 3s"):
 *   total  3  4  5  6   7   8   9  10  11  12  13  14  15  16  17  18
 *   ways   1  3  6  10  15  21  25  27  27  25  21  15  10  6   3   1     (216 in all)
 */

describe('MLS odds explained', () => {
  it('gives a skill of 4 a success on 11 or more on the dice, or a natural 18: 108 of 216, 50%', () => {
    // Dice 11 to 17: 27 + 25 + 21 + 15 + 10 + 6 + 3 = 107 ways, and the natural 18.
    const e = explainSkillOdds(4);
    expect(e.chance).toBe(108 / 216);
    expect(e.formula).toBe(
      '3d6 + skill 4 against a success (critical or not) at 15 or more, or a natural 18 (never a natural 3): a natural 18 (1 way) or the dice totalling 11 to 17: 108 of the 216 rolls of 3d6 → 50%',
    );
    expect(e.sources).toEqual([MLS_BOOK.useOfSkills, MLS_BOOK.skillSuccess, MLS_BOOK.natural18]);
    expect(e.reading).toBe(MLS_READINGS.naturals);
  });

  it('takes the referee’s modifier from the skill: 4 − 2 succeeds on 13 or more, 56 of 216, 26%', () => {
    // Dice 13 to 17: 21 + 15 + 10 + 6 + 3 = 55 ways, and the natural 18: 56 / 216 = 25.9%.
    const e = explainSkillOdds(4, -2);
    expect(e.chance).toBe(56 / 216);
    expect(e.formula).toMatch(/^3d6 \+ skill 4 \+ modifier -2 against .* 56 of the 216 rolls of 3d6 → 26%$/);
  });

  it('counts a critical and a fumble of a skill of 4: 10 of 216 each, 5%', () => {
    // Critical: dice 16 and 17 (6 + 3 ways) and the natural 18. Fumble: dice 4 and 5 (3 + 6) and the natural 3.
    const critical = explainSkillOdds(4, 0, 'critical');
    expect(critical.chance).toBe(10 / 216);
    expect(critical.formula).toMatch(/the dice totalling 16 to 17: 10 of the 216 rolls of 3d6 → 5%$/);
    const fumble = explainSkillOdds(4, 0, 'fumble');
    expect(fumble.chance).toBe(10 / 216);
    expect(fumble.formula).toMatch(
      /a natural 3 \(1 way\) or the dice totalling 4 to 5: 10 of the 216 rolls of 3d6 → 5%$/,
    );
    expect(fumble.sources).toContain(MLS_BOOK.natural3);
  });

  it('keeps the naturals whatever the skill, and shows a rare chance with its decimal', () => {
    // Skill 20: every total but the natural 3 succeeds, 215 of 216 = 99.5%; the natural 3 alone fumbles, 0.5%.
    expect(explainSkillOdds(20).formula).toMatch(/215 of the 216 rolls of 3d6 → 99\.5%$/);
    expect(explainSkillOdds(20, 0, 'fumble').formula).toMatch(
      /a natural 3 \(1 way\) or no other total of the dice: 1 of the 216 rolls of 3d6 → 0\.5%$/,
    );
    // Skill -10: only the natural 18 succeeds.
    expect(explainSkillOdds(-10).chance).toBe(1 / 216);
  });

  it('reads a secondary trait’s check from the 1d8 table: base +1 needs 4 to 8, 5 of 8, 63%', () => {
    const e = explainSecondaryCheckOdds(1);
    expect(e.chance).toBe(5 / 8);
    expect(e.formula).toBe(
      'A trait at base +1 needs 4 or more on 1d8 to go up to base +2: the faces 4 to 8, 5 of the 8 faces of 1d8 → 63%',
    );
    expect(e.sources).toEqual([MLS_BOOK.secondaryCheck, MLS_CHECK_ROWS.from, MLS_CHECK_ROWS.needs, MLS_CHECK_ROWS.to]);
    // "-2": "2-8", 7 of 8; "+5": "8", 1 of 8.
    expect(explainSecondaryCheckOdds(-2).formula).toMatch(/7 of the 8 faces of 1d8 → 88%$/);
    expect(explainSecondaryCheckOdds(5).formula).toMatch(/the face 8, 1 of the 8 faces of 1d8 → 13%$/);
  });

  it('gives no chance to a trait the table has no column for, and says why', () => {
    for (const level of [6, -1, null]) {
      const e = explainSecondaryCheckOdds(level);
      expect(e.chance).toBe(0);
      expect(e.formula).toMatch(/has no column in the 1d8 table, so no roll raises it: 0 of the 8 faces of 1d8 → 0%$/);
      expect(e.reading).toBe(MLS_READINGS.uncheckable);
    }
  });

  it('raises a personality trait of 14 on a 1d20 higher than it: 15 to 20, 6 of 20, 30%', () => {
    const e = explainPersonalityCheckOdds(14);
    expect(e.chance).toBe(6 / 20);
    expect(e.formula).toBe('1d20 higher than the trait’s 14: the faces 15 to 20, 6 of the 20 faces of 1d20 → 30%');
    expect(e.sources).toEqual([MLS_BOOK.personalityRoll, MLS_BOOK.personalityCheck]);
    expect(explainPersonalityCheckOdds(19).formula).toMatch(/only the face 20, 1 of the 20 faces of 1d20 → 5%$/);
    expect(explainPersonalityCheckOdds(20).chance).toBe(0);
    expect(explainPersonalityCheckOdds(0).formula).toMatch(/every face is higher, 20 of the 20 faces of 1d20 → 100%$/);
  });

  it('ends every formula with the chance the odds functions give, rounded as the page rounds it', () => {
    const outcomes: SkillOutcome[] = ['anySuccess', 'critical', 'fumble'];
    fc.assert(
      fc.property(
        fc.integer({ min: -25, max: 30 }),
        fc.integer({ min: -10, max: 10 }),
        fc.constantFrom(...outcomes),
        (skill, modifier, outcome) => {
          const e = explainSkillOdds(skill, modifier, outcome);
          const o = skillOdds(skill, modifier)[outcome];
          expect(e.chance).toBe(o.probability);
          expect(e.formula.endsWith(`→ ${percent(o)}`)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -4, max: 8 })), (level) => {
        const o = secondaryCheckOdds(level);
        expect(explainSecondaryCheckOdds(level).chance).toBe(o.probability);
        expect(explainSecondaryCheckOdds(level).formula.endsWith(`→ ${percent(o)}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 23 }), (value) => {
        const o = personalityCheckOdds(value);
        expect(explainPersonalityCheckOdds(value).chance).toBe(o.probability);
        expect(explainPersonalityCheckOdds(value).formula.endsWith(`→ ${percent(o)}`)).toBe(true);
      }),
    );
  });

  it('rounds a chance as the page does, to the tenth near 0% and 100%', () => {
    expect([0, 1 / 216, 0.0004, 0.5, 0.625, 0.9865, 0.9973, 0.99996, 1].map(oddsPercent)).toEqual([
      '0%',
      '0.5%',
      '<0.1%',
      '50%',
      '63%',
      '99%',
      '99.7%',
      '>99.9%',
      '100%',
    ]);
    // The page's chances are these same words (src-renderer/base/format.ts, `percent`).
    expect(percent({ probability: 0.9973 })).toBe('99.7%');
  });
});
