import fc from 'fast-check';
import {
  HEIMR_BOOK,
  HEIMR_FATIGUE_BOOK,
  HEIMR_READINGS,
  chanceFailsOnFatigue,
  chanceFatigueRises,
  explainFatigueFailure,
  explainFatigueRise,
  fatigueAfterBreather,
  fatigueAfterPhysicalRoll,
  fatigueAfterRest,
  sceneFatigueStart,
} from '../../../shared/rules/systems/heimr';
import { percent } from '../../../src-renderer/base/format';
import { sourceProblem } from './book-sources';

/*
 * Fatigue in play (002_660a93111b0de833.txt, "Fatigue", "Base fatigue", "Fatigue during combat", "List of combat
 * actions"). Every value below is worked out by hand from the book's sentences: "If the value of the D6 is lower
 * then the fatigue of a character, the fatigue is increased by one. Fatigue can not be higher then twenty or lower
 * then one."; "Your fatigue can only increase by one every turn."; the breather: "Reduce your fatigue by two.
 * Fatigue can not be lower then the base fatigue."; and outside combat it "returns to it's standard level".
 */

/** The roll before the potential of one throw, by "Dice challenges", counted here apart from the rules' dice model. */
function bookRoll(c: number, dice: readonly number[]): number {
  if (c === 0) return dice[0]!;
  if (c > 0) return Math.max(...dice) + Math.max(0, dice.filter((d) => d === 10).length - 1);
  return Math.min(...dice) - Math.max(0, dice.filter((d) => d === 1).length - 1);
}

/** Of every throw of 1d6 and |c| d10, how many have a roll before the potential below the fatigue. */
function failingThrows(c: number, fatigue: number): { failing: number; all: number } {
  const n = Math.abs(c);
  let failing = 0;
  let all = 0;
  const walk = (dice: number[]) => {
    if (dice.length === n + 1) {
      all++;
      if (bookRoll(c, dice) < fatigue) failing++;
      return;
    }
    const sides = dice.length === 0 ? 6 : 10;
    for (let face = 1; face <= sides; face++) walk([...dice, face]);
  };
  walk([]);
  return { failing, all };
}

describe('Heimr fatigue in play', () => {
  it('raises fatigue 4 to 5 when the D6 shows 3, as the book’s example', () => {
    expect(fatigueAfterPhysicalRoll(4, 3)).toBe(5);
    // "lower then the fatigue": a 4 against fatigue 4 is not lower, nor a 6.
    expect(fatigueAfterPhysicalRoll(4, 4)).toBe(4);
    expect(fatigueAfterPhysicalRoll(4, 6)).toBe(4);
    expect(fatigueAfterPhysicalRoll(4, 1)).toBe(5);
  });

  it('raises a fatigue above six on every roll, never past twenty, and never a fatigue of 1', () => {
    for (let d6 = 1; d6 <= 6; d6++) {
      expect(fatigueAfterPhysicalRoll(7, d6)).toBe(8);
      expect(fatigueAfterPhysicalRoll(19, d6)).toBe(20);
      expect(fatigueAfterPhysicalRoll(20, d6)).toBe(20);
      expect(fatigueAfterPhysicalRoll(1, d6)).toBe(1);
    }
  });

  it('raises fatigue only once a turn in combat', () => {
    // Fatigue 5 rose this turn; another D6 of 2 leaves it at 5 until the start of the next turn.
    expect(fatigueAfterPhysicalRoll(5, 2, true)).toBe(5);
    expect(fatigueAfterPhysicalRoll(5, 2, false)).toBe(6);
  });

  it('lowers fatigue by two with a breather in combat, never below base, and back to base with a rest', () => {
    expect(fatigueAfterBreather(8, 4)).toBe(6);
    expect(fatigueAfterBreather(5, 4)).toBe(4);
    expect(fatigueAfterBreather(4, 4)).toBe(4);
    expect(fatigueAfterBreather(20, 1)).toBe(18);
    expect(fatigueAfterRest(4)).toBe(4);
    expect(sceneFatigueStart(6)).toBe(6);
  });

  it('gives the chance the next physical roll raises fatigue from the faces of the D6 lower than it', () => {
    const sixths = (f: number) => chanceFatigueRises(f).outcomes;
    // Fatigue 1: no face is lower; 2: the 1; 4: 1, 2 and 3; 6: 1 to 5; 7 and on: every face; 20: no higher.
    expect([1, 2, 3, 4, 5, 6, 7, 12, 19, 20].map(sixths)).toEqual([0, 1, 2, 3, 4, 5, 6, 6, 6, 0]);
    expect(chanceFatigueRises(4).of).toBe(6);
    expect(chanceFatigueRises(4).probability).toBe(0.5);
  });

  it('fails a physical roll on the fatigue alone when its dice fall short, whatever the potential', () => {
    // Consistency 0 rolls the d6 alone: fatigue 4 fails on 1, 2 and 3, three of six.
    expect(chanceFailsOnFatigue(0, 4)).toMatchObject({ outcomes: 3, of: 6 });
    // The book's example: fatigue 7 and a roll of 6 fails; the d6 alone never reaches 7.
    expect(chanceFailsOnFatigue(0, 7)).toMatchObject({ outcomes: 6, of: 6 });
    // Consistency +1 at fatigue 5: both dice under 5, 4 × 4 = 16 of 60.
    expect(chanceFailsOnFatigue(1, 5)).toMatchObject({ outcomes: 16, of: 60 });
    // Consistency +1 at fatigue 7: only a d10 of 7 to 10 reaches it, 6 × 4 = 24, so 36 of 60 fail.
    expect(chanceFailsOnFatigue(1, 7)).toMatchObject({ outcomes: 36, of: 60 });
    // Consistency −1 at fatigue 1: two 1s give 1 − 1 = 0, below 1: one throw of 60.
    expect(chanceFailsOnFatigue(-1, 1)).toMatchObject({ outcomes: 1, of: 60 });
  });

  it('agrees with every throw counted from the book’s rule', () => {
    for (let c = -3; c <= 3; c++)
      for (let fatigue = 1; fatigue <= 20; fatigue++) {
        const { failing, all } = failingThrows(c, fatigue);
        expect([c, fatigue, chanceFailsOnFatigue(c, fatigue).outcomes, chanceFailsOnFatigue(c, fatigue).of]).toEqual([
          c,
          fatigue,
          failing,
          all,
        ]);
      }
  });

  it('refuses a fatigue or a D6 the book does not allow, saying what it can be', () => {
    expect(() => fatigueAfterPhysicalRoll(0, 3)).toThrow('A fatigue is a whole number from 1 to 20, not 0.');
    expect(() => fatigueAfterPhysicalRoll(21, 3)).toThrow('A fatigue is a whole number from 1 to 20, not 21.');
    expect(() => fatigueAfterPhysicalRoll(4, 7)).toThrow(
      'A D6 shows a whole number from 1 to 6, not 7; type the face it showed.',
    );
    expect(() => fatigueAfterBreather(4, 2.5)).toThrow('A base fatigue is a whole number from 1 to 20, not 2.5.');
    expect(() => chanceFailsOnFatigue(16, 4)).toThrow(/A consistency is a whole number from -15 to 15/);
  });
});

describe('Heimr fatigue in play, as properties', () => {
  const action = fc.oneof(
    fc.record({ kind: fc.constant('roll' as const), d6: fc.integer({ min: 1, max: 6 }) }),
    fc.constant({ kind: 'breather' as const }),
    fc.constant({ kind: 'rest' as const }),
    fc.constant({ kind: 'turn' as const }),
  );

  it('keeps fatigue from 1 to 20, rising at most one a turn, and never below base after a breather', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(action, { maxLength: 60 }), (base, actions) => {
        let fatigue = sceneFatigueStart(base);
        let atTurnStart = fatigue;
        let risen = false;
        for (const a of actions) {
          if (a.kind === 'roll') {
            const after = fatigueAfterPhysicalRoll(fatigue, a.d6, risen);
            risen ||= after > fatigue;
            fatigue = after;
          } else if (a.kind === 'breather') {
            fatigue = fatigueAfterBreather(fatigue, base);
            expect(fatigue).toBeGreaterThanOrEqual(base);
          } else if (a.kind === 'rest') {
            fatigue = fatigueAfterRest(base);
            expect(fatigue).toBe(base);
          } else {
            risen = false;
            atTurnStart = fatigue;
          }
          expect(fatigue).toBeGreaterThanOrEqual(1);
          expect(fatigue).toBeLessThanOrEqual(20);
          expect(fatigue - atTurnStart).toBeLessThanOrEqual(1);
          if (fatigue < atTurnStart) atTurnStart = fatigue;
        }
      }),
    );
  });

  it('never lowers the chance fatigue rises as fatigue rises below twenty, nor raises the chance to reach it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 18 }), fc.integer({ min: -6, max: 6 }), (fatigue, c) => {
        expect(chanceFatigueRises(fatigue + 1).probability).toBeGreaterThanOrEqual(
          chanceFatigueRises(fatigue).probability,
        );
        expect(chanceFailsOnFatigue(c, fatigue + 1).probability).toBeGreaterThanOrEqual(
          chanceFailsOnFatigue(c, fatigue).probability,
        );
      }),
    );
  });
});

describe('Heimr fatigue in play, explained', () => {
  it('counts the faces of the D6 lower than the fatigue, and quotes the book', () => {
    const at4 = explainFatigueRise(4);
    expect(at4.formula).toBe(
      'Fatigue 4: the D6 raises it when it shows lower than 4: the faces 1 to 3: 3 of the 6 faces → 50%; in combat it rises at most once a turn',
    );
    expect(at4.sources).toContain(HEIMR_FATIGUE_BOOK.rises);
    expect(at4.sources).toContain(HEIMR_FATIGUE_BOOK.oncePerTurn);
    expect(at4.reading).toContain(HEIMR_READINGS.fatigueDie);
    expect(explainFatigueRise(1).formula).toMatch(
      /^Fatigue 1: no face of the D6 is lower than 1: 0 of the 6 faces → 0%/,
    );
    expect(explainFatigueRise(9).formula).toMatch(/a D6 never shows 7 or more\): 6 of the 6 faces → 100%/);
    expect(explainFatigueRise(9).sources).toContain(HEIMR_FATIGUE_BOOK.aboveSix);
    expect(explainFatigueRise(20).formula).toMatch(
      /can not be higher than 20, so it cannot rise: 0 of the 6 faces → 0%/,
    );
  });

  it('counts the rolls that fall short of the fatigue, and says the project’s reading', () => {
    const e = explainFatigueFailure(1, 5, 'Agility');
    expect(e.formula).toBe(
      'Agility at fatigue 5: Consistency +1: 1d6 and 1d10, the highest die, +1 for every 10 after the first; a physical roll’s dice must reach fatigue 5 before the potential; the rolls that reach it: every roll but those with all dice under 5 (4 × 4^1 = 16), 44 of 60; the rest fail on the fatigue alone, whatever the potential: 16 of the 60 rolls → 27%',
    );
    expect(e.sources).toEqual(expect.arrayContaining([HEIMR_BOOK.fatigue, HEIMR_FATIGUE_BOOK.failsExample]));
    expect(e.reading).toBe(HEIMR_READINGS.fatigueRoll);
  });

  it('ends every formula with the chance the rules give, rounded as the page rounds it, quoting the book', () => {
    for (let fatigue = 1; fatigue <= 20; fatigue++) {
      const rise = explainFatigueRise(fatigue);
      expect(rise.chance).toBe(chanceFatigueRises(fatigue).probability);
      expect(rise.formula).toContain(`→ ${percent(rise.chance)};`);
      for (let c = -4; c <= 4; c++) {
        const fail = explainFatigueFailure(c, fatigue);
        expect(fail.chance).toBe(chanceFailsOnFatigue(c, fatigue).probability);
        expect(fail.formula.endsWith(`→ ${percent(fail.chance)}`)).toBe(true);
      }
    }
    for (const s of Object.values(HEIMR_FATIGUE_BOOK)) expect(sourceProblem(s)).toBeUndefined();
  });
});
