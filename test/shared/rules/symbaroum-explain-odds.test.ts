import fc from 'fast-check';
import {
  explainDifficultyChance,
  explainEnemyChance,
  modifierOf,
  successChance,
  SYMBAROUM_BOOK,
  SYMBAROUM_MODIFIER_ROWS,
  SYMBAROUM_READINGS,
  type TestOptions,
} from '../../../shared/rules/systems/symbaroum';
import { percent } from '../../../src-renderer/base/format';

/*
 * Symbaroum's chances explained. Each count is worked by hand from the D20 ("Success Test": a D20 "equal to or
 * lower than the character's attribute value", modified by the difficulty or "[10 –the enemy's attribute value]"):
 * a target t gives t of the 20 faces; rolled twice keeping the better ("Blind Fighting", the enemy blinded) it fails
 * only when both dice are over t, 400 − (20 − t)²; keeping the worse, both must be at or under t, t².
 */

describe('Symbaroum odds explained', () => {
  it('counts Accurate 13 at difficulty −2 as 11 of the 20 faces, 55%', () => {
    const e = explainDifficultyChance(13, -2, {}, 'Accurate');
    expect(e.chance).toBe(11 / 20);
    expect(e.formula).toBe(
      'D20 ≤ Accurate 13 − 2 (difficulty -2) = 11: 11 faces at or under it, 11 of the 20 faces → 55%',
    );
    expect(e.sources).toEqual([SYMBAROUM_BOOK.successTest, SYMBAROUM_BOOK.successTestDie, SYMBAROUM_BOOK.difficulty]);
    expect(e.reading).toBe(SYMBAROUM_READINGS.testEnds);
  });

  it('rolls twice when one side fights blind: 319 of 400 keeping the better, 121 keeping the worse', () => {
    // 400 − 9 × 9 = 319 (79.75%); 11 × 11 = 121 (30.25%).
    const better = explainDifficultyChance(13, -2, { roll: 'best of two' });
    expect(better.chance).toBe(319 / 400);
    expect(better.formula).toMatch(/20 × 20 − 9 × 9 = 319 of the 400 pairs of dice → 80%$/);
    expect(better.sources).toContain(SYMBAROUM_BOOK.blindFighting);
    const worse = explainDifficultyChance(13, -2, { roll: 'worst of two' });
    expect(worse.chance).toBe(121 / 400);
    expect(worse.formula).toMatch(/11 × 11 = 121 of the 400 pairs of dice → 30%$/);
  });

  it('adds the Advantage’s +2 and quotes it', () => {
    const e = explainDifficultyChance(13, -2, { advantage: true });
    expect(e.chance).toBe(13 / 20);
    expect(e.formula).toMatch(/^D20 ≤ 13 − 2 \(difficulty -2\) \+ the Advantage \+2 = 13: .* → 65%$/);
    expect(e.sources).toContain(SYMBAROUM_BOOK.advantage);
  });

  it('takes an enemy’s attribute as 10 less it, with the table’s row: 12 against 13 is 9 of 20, 45%', () => {
    const e = explainEnemyChance(12, 13);
    expect(e.chance).toBe(9 / 20);
    expect(e.formula).toBe('D20 ≤ 12 − 3 (10 − the enemy’s 13) = 9: 9 faces at or under it, 9 of the 20 faces → 45%');
    expect(e.sources).toContain(SYMBAROUM_MODIFIER_ROWS[13]);
    expect(e.sources).toContain(SYMBAROUM_BOOK.modifierFormula);
    // Beyond the table the formula goes on, and the explanation says it is the project's reading.
    const beyond = explainEnemyChance(12, 18);
    expect(beyond.chance).toBe(4 / 20);
    expect(beyond.reading).toContain(SYMBAROUM_READINGS.modifierBeyondTable);
  });

  it('never counts more than the die’s faces, nor fewer than none', () => {
    expect(explainDifficultyChance(15, 5).formula).toMatch(/= 20: 20 faces at or under it, 20 of the 20 faces → 100%$/);
    expect(explainEnemyChance(5, 15).formula).toMatch(/= 0: 0 faces at or under it, 0 of the 20 faces → 0%$/);
    expect(explainDifficultyChance(25, 0).chance).toBe(1);
  });

  it('ends every formula with the chance successChance gives, rounded as the page rounds it', () => {
    const options = fc.record(
      { advantage: fc.boolean(), roll: fc.constantFrom<TestOptions['roll']>('once', 'best of two', 'worst of two') },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 30 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 0, max: 25 }),
        options,
        (value, difficulty, enemy, opts) => {
          const byDifficulty = successChance(value, difficulty, opts);
          const d = explainDifficultyChance(value, difficulty, opts);
          expect(d.chance).toBe(byDifficulty.probability);
          expect(d.formula.endsWith(`→ ${percent(byDifficulty)}`)).toBe(true);
          const byEnemy = successChance(value, modifierOf(enemy), opts);
          const x = explainEnemyChance(value, enemy, opts);
          expect(x.chance).toBe(byEnemy.probability);
          expect(x.formula.endsWith(`→ ${percent(byEnemy)}`)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
