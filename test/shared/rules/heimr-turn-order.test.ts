import fc from 'fast-check';
import {
  HEIMR_BOOK,
  HEIMR_READINGS,
  heimrInitiativeProblem,
  heimrTurnOrder,
  rollHeimrInitiative,
  type HeimrCombatant,
} from '../../../shared/rules/systems/heimr';

/*
 * The turn order of a fight (002_660a93111b0de833.txt, "Initiative"): the highest score first, down to the lowest;
 * the same score, the higher willpower first; the same willpower too, the project's reading: the two decide, and the
 * list keeps the party's order meanwhile.
 */
const who = (name: string, consistency: number, willpower: number): HeimrCombatant => ({
  id: name.toLowerCase(),
  name,
  consistency,
  willpower,
});

// The party in its list's order (by name).
const asa = who('Asa', 2, 3);
const bjorn = who('Bjorn', 0, 4);
const cid = who('Cid', 1, 3);
const dag = who('Dag', -1, 3);
const hild = who('Hild', 1, 3);

describe('Heimr’s turn order', () => {
  it('starts with the highest score and breaks the same score by the higher willpower, as the book says', () => {
    expect(HEIMR_BOOK.initiativeOrder.quote).toMatch(/highest score starts/);
    expect(HEIMR_BOOK.initiativeTie.quote).toMatch(/highest willpower goes first/);
    // Hild rolled 12, Asa and Bjorn 9 each, Dag 4: Bjorn's willpower 4 beats Asa's 3.
    const order = heimrTurnOrder([
      { combatant: asa, score: 9 },
      { combatant: bjorn, score: 9 },
      { combatant: dag, score: 4 },
      { combatant: hild, score: 12 },
    ]);
    expect(order.map((t) => [t.combatant.name, t.score])).toEqual([
      ['Hild', 12],
      ['Bjorn', 9],
      ['Asa', 9],
      ['Dag', 4],
    ]);
    expect(order.map((t) => t.tie)).toEqual([
      undefined,
      undefined,
      'same score 9: Bjorn first, willpower 4 against 3',
      undefined,
    ]);
  });

  it('keeps the party’s order for the same score and the same willpower, and says the two decide', () => {
    expect(HEIMR_READINGS.initiativeTie).toMatch(/^The project’s reading: the book does not say/);
    // Asa, Bjorn and Cid rolled 9; Bjorn goes first on willpower; Asa and Cid, both at willpower 3, stay as listed.
    const order = heimrTurnOrder([
      { combatant: asa, score: 9 },
      { combatant: bjorn, score: 9 },
      { combatant: cid, score: 9 },
    ]);
    expect(order.map((t) => t.combatant.name)).toEqual(['Bjorn', 'Asa', 'Cid']);
    expect(order[2]!.tie).toBe(
      'same score 9 and willpower 3: the book does not say who goes first, so Asa and Cid decide between them (listed in the party’s order)',
    );
    // Listed the other way round, the party's order is the other way round too.
    expect(
      heimrTurnOrder([
        { combatant: cid, score: 9 },
        { combatant: asa, score: 9 },
      ]).map((t) => t.combatant.name),
    ).toEqual(['Cid', 'Asa']);
  });

  it('rolls the dice challenge of the dexterity and the willpower: the highest die, one more for each extra 10, then the potential', () => {
    for (let seed = 0; seed < 200; seed++) {
      const { score, dice } = rollHeimrInitiative(asa, seed);
      // Consistency +2: a d6 and two d10s.
      expect(dice).toHaveLength(3);
      const [d6, ...d10s] = dice;
      expect(d6).toBeGreaterThanOrEqual(1);
      expect(d6).toBeLessThanOrEqual(6);
      for (const d of d10s) expect(d).toBeGreaterThanOrEqual(1);
      const highest = Math.max(...dice);
      const extraTens = highest === 10 ? d10s.filter((d) => d === 10).length - 1 : 0;
      expect(score).toBe(highest + extraTens + 3);
    }
    // Consistency -1: the lowest of a d6 and a d10, one less for an extra 1.
    for (let seed = 0; seed < 200; seed++) {
      const { score, dice } = rollHeimrInitiative(dag, seed);
      const lowest = Math.min(...dice);
      expect(score).toBe(lowest - (lowest === 1 && dice[0] === 1 && dice[1] === 1 ? 1 : 0) + 3);
    }
    // The same seed, the same dice.
    expect(rollHeimrInitiative(asa, 7)).toEqual(rollHeimrInitiative(asa, 7));
  });

  it('refuses a typed initiative the dice cannot give, saying what the dice can give', () => {
    // Consistency +2, potential +3: 1 + 3 = 4 at the least, 10 + 1 (two 10s) + 3 = 14 at the most.
    expect(heimrInitiativeProblem(asa, 4)).toBeUndefined();
    expect(heimrInitiativeProblem(asa, 14)).toBeUndefined();
    expect(heimrInitiativeProblem(asa, 15)).toBe(
      'Asa’s initiative at consistency +2 and potential +3 is from 4 to 14, not 15: check the dice and type it again.',
    );
    // Consistency 0: the d6 alone, so Bjorn (potential +4) rolls 5 to 10.
    expect(heimrInitiativeProblem(bjorn, 4)).toMatch(/from 5 to 10, not 4/);
    // Consistency -1: two 1s give 1 - 1 = 0, so 3 at the least; the lowest die is 6 at the most, so 9.
    expect(heimrInitiativeProblem(dag, 3)).toBeUndefined();
    expect(heimrInitiativeProblem(dag, 9)).toBeUndefined();
    expect(heimrInitiativeProblem(dag, 10)).toMatch(/from 3 to 9, not 10/);
    expect(heimrInitiativeProblem(asa, 7.5)).toBe(
      'Asa’s initiative is a whole number: type the result of the dice with the potential added.',
    );
  });

  it('orders any party as a permutation, by score and then willpower, keeping the party’s order among the equal', () => {
    const party = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        score: fc.integer({ min: -5, max: 20 }),
        willpower: fc.integer({ min: 0, max: 6 }),
      }),
      { selector: (c) => c.id, maxLength: 12 },
    );
    fc.assert(
      fc.property(party, (members) => {
        const rolled = members.map((m) => ({ combatant: who(m.id, 1, m.willpower), score: m.score }));
        const order = heimrTurnOrder(rolled);
        expect(order.map((t) => t.combatant.name).sort()).toEqual(members.map((m) => m.id).sort());
        for (let i = 1; i < order.length; i++) {
          const [a, b] = [order[i - 1]!, order[i]!];
          const keys = [b.score - a.score, b.combatant.willpower - a.combatant.willpower];
          // Never a lower score, nor on the same score a lower willpower, before a higher one.
          expect(keys[0]! < 0 || (keys[0] === 0 && keys[1]! <= 0)).toBe(true);
          if (keys[0] === 0 && keys[1] === 0)
            expect(rolled.findIndex((r) => r.combatant === a.combatant)).toBeLessThan(
              rolled.findIndex((r) => r.combatant === b.combatant),
            );
          expect(b.tie !== undefined).toBe(a.score === b.score);
        }
      }),
    );
  });
});
