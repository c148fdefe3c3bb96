import fc from 'fast-check';
import {
  combatOf,
  explainChallengeOdds,
  explainHitOdds,
  flatOdds,
  HURSAGMU_BOOK,
  HURSAGMU_LADDER_ROWS,
  HURSAGMU_READINGS,
  HURSAGMU_REVISED_LADDER_ROWS,
  opposedOdds,
  type ContestOutcome,
} from '../../../shared/rules/systems/hursagmu';
import { percent } from '../../../src-renderer/base/format';

/*
 * HURSAGMU's chances explained. Each count is worked by hand from 2d6 ("The Trait Roll": "2d6 + Trait", "The higher
 * roll wins"):
 *   total  2  3  4  5  6  7  8  9  10  11  12
 *   ways   1  2  3  4  5  6  5  4  3   2   1     (36 in all)
 * Two rolls of 2d6 against each other (1,296 pairs) come out equal Σ ways² = 146 times, the first one higher by
 * exactly 1 in 1·2 + 2·3 + … = 140 pairs and by exactly 2 in 125, so higher at all in (1296 − 146) / 2 = 575 pairs
 * and higher by more than 2 in 575 − 140 − 125 = 310.
 */

describe('HURSAGMU odds explained', () => {
  it('rolls the book’s Moderate like a trait: 2d6 + 5 against 2d6 + 5, higher 575 of 1,296 and tie 146', () => {
    const higher = explainChallengeOdds(5, 5, false);
    expect(higher.chance).toBe(575 / 1296);
    expect(higher.formula).toBe(
      '2d6 + 5 against 2d6 + 5 (Moderate): higher when the first 2d6 less the second comes out more than 0: 575 of the 1,296 pairs of rolls of 2d6 → 44%',
    );
    expect(higher.sources).toContain(HURSAGMU_LADDER_ROWS[5]);
    expect(higher.sources).toContain(HURSAGMU_BOOK.higherWins);
    expect(higher.settings).toEqual(['settings.revisedEncounters']);
    expect(higher.reading).toBe(HURSAGMU_READINGS.challengeTies);
    const tie = explainChallengeOdds(5, 5, false, 'tie');
    expect(tie.chance).toBe(146 / 1296);
    expect(tie.formula).toMatch(
      /tie when the first 2d6 less the second comes out exactly 0: 146 of the 1,296 .* → 11%$/,
    );
  });

  it('gives Lanky (Burglary 8) against the book’s challenge of seven the 721 pairs not lower by 1 or more', () => {
    // Higher by more than -1: 575 higher + 146 equal = 721 (55.6%).
    const e = explainChallengeOdds(8, 7, false);
    expect(e.chance).toBe(721 / 1296);
    expect(e.formula).toMatch(/^2d6 \+ 8 against 2d6 \+ 7: higher .* more than -1: 721 of the 1,296 .* → 56%$/);
    expect(e.sources).toContain(HURSAGMU_BOOK.lanky);
  });

  it('counts the revised Moderate as a flat 12: 2d6 + 5 must show more than 7, 15 of 36; a tie on 7, 6 of 36', () => {
    const higher = explainChallengeOdds(5, 12, true);
    expect(higher.chance).toBe(15 / 36);
    expect(higher.formula).toBe(
      '2d6 + 5 against a flat 12 (Moderate): higher when 2d6 comes out more than 7: 15 of the 36 rolls of 2d6 → 42%',
    );
    expect(higher.sources).toContain(HURSAGMU_REVISED_LADDER_ROWS[12]);
    expect(higher.reading).toContain(HURSAGMU_READINGS.revisedLadder);
    expect(explainChallengeOdds(5, 12, true, 'tie').formula).toMatch(/exactly 7: 6 of the 36 rolls of 2d6 → 17%$/);
  });

  it('gives Juk (Fighting 7) a hit on Lothar (Defense 9) in 310 of 1,296, ties to the defender', () => {
    const e = explainHitOdds(7, 9, false);
    expect(e.chance).toBe(310 / 1296);
    expect(e.formula).toBe(
      'A hit, a tie going to the defender: 2d6 + 7 against 2d6 + 9: higher when the first 2d6 less the second comes out more than 2: 310 of the 1,296 pairs of rolls of 2d6 → 24%',
    );
    expect(e.sources).toContain(HURSAGMU_BOOK.tiesToDefender);
    expect(e.reading).toBe(HURSAGMU_READINGS.ties);
  });

  it('gives Fighting 2 against a surprised target’s flat 6 a hit on 5 or more: 30 of 36', () => {
    // 2d6 more than 4: 36 − (1 + 2 + 3) = 30.
    const e = explainHitOdds(2, 6, true);
    expect(e.chance).toBe(30 / 36);
    expect(e.formula).toMatch(
      /2d6 \+ 2 against a flat 6: higher when 2d6 comes out more than 4: 30 of the 36 rolls of 2d6 → 83%$/,
    );
    expect(e.reading).toContain(HURSAGMU_READINGS.revisedDefense);
    // Beyond the dice: a sure hit and a sure miss.
    expect(explainHitOdds(12, 6, true).formula).toMatch(/36 of the 36 rolls of 2d6 → 100%$/);
    expect(explainHitOdds(-2, 12, false).chance).toBe(0);
  });

  it('ends every formula with the chance the odds functions give, rounded as the page rounds it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -15, max: 30 }),
        fc.integer({ min: -15, max: 30 }),
        fc.boolean(),
        fc.constantFrom<ContestOutcome>('higher', 'tie'),
        (trait, level, revised, outcome) => {
          const o = (revised ? flatOdds(trait, level) : opposedOdds(trait, level))[outcome];
          const e = explainChallengeOdds(trait, level, revised, outcome);
          expect(e.chance).toBe(o.probability);
          expect(e.formula.endsWith(`→ ${percent(o)}`)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('agrees with every chance to hit on the combat values, in both chapters', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -12, max: 20 }),
        fc.integer({ min: -12, max: 20 }),
        fc.boolean(),
        (defense, fighting, revised) => {
          const c = combatOf({
            revised,
            traits: [
              { id: 'defense', name: 'Defense', level: defense, modifier: 0 },
              { id: 'fighting', name: 'Fighting', level: fighting, modifier: 0 },
            ],
            gifts: [],
            movement: 10,
          });
          const guarded = revised ? c.defenseValue! : c.defense;
          for (const a of c.attackers) {
            expect(explainHitOdds(a.level, guarded, revised).chance).toBe(a.hit.probability);
            expect(explainHitOdds(a.level, c.surprisedDefense, revised).chance).toBe(a.hitSurprised.probability);
          }
          for (const f of c.fixedObject) {
            const e = explainHitOdds(f.value, c.fixedObjectDefense, revised);
            expect(e.chance).toBe(f.hit.probability);
            expect(e.formula.endsWith(`→ ${percent(f.hit)}`)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
