import fc from 'fast-check';
import { rollDice } from '../../../shared/rules/core/dice';
import {
  SYMBAROUM_BOOK,
  SYMBAROUM_READINGS,
  rollSymbaroumTies,
  symbaroumTieRollProblem,
  symbaroumTurnOrder,
  type SymbaroumCombatant,
} from '../../../shared/rules/systems/symbaroum';

/*
 * The turn order of a fight (001_747545f513491440.txt, "Turn Order"): the highest Quick first; the same Quick, the
 * higher Vigilant; the same Vigilant too, the higher 1D20; 1D20s equal too, the project's reading: roll again.
 */
const who = (name: string, quick: number, vigilant: number): SymbaroumCombatant => ({
  id: name.toLowerCase(),
  name,
  quick,
  vigilant,
});

// The reference party (test/fixtures/symbaroum/reference), in its list's order.
const brand = who('Brand', 10, 13);
const orm = who('Orm', 10, 10);
const saga = who('Saga', 10, 10);
const tyra = who('Tyra', 12, 9);
const ylva = who('Ylva', 13, 8);
const party = [brand, orm, saga, tyra, ylva];

describe('Symbaroum’s turn order', () => {
  it('puts the highest Quick first, then compares Vigilant, and asks for 1D20 where both are the same', () => {
    expect(SYMBAROUM_BOOK.turnOrderTie.quote).toBe('If two persons have the same Quick value, then compare Vigilant.');
    expect(SYMBAROUM_BOOK.turnOrderRoll.quote).toMatch(/roll 1D20: the highest outcome goes first/);
    const { turns, toRoll } = symbaroumTurnOrder(party);
    expect(turns.map((t) => t.combatant.name)).toEqual(['Ylva', 'Tyra', 'Brand', 'Orm', 'Saga']);
    expect(turns.map((t) => t.tie)).toEqual([
      undefined,
      undefined,
      undefined,
      'same Quick 10: Brand first, Vigilant 13 against 10',
      'same Quick 10 and Vigilant 10: Orm and Saga roll 1D20, the highest goes first',
    ]);
    expect(toRoll.map((r) => [r.combatant.name, r.roll])).toEqual([
      ['Orm', 1],
      ['Saga', 1],
    ]);
  });

  it('puts the higher Vigilant first on the same Quick, whatever the party’s order', () => {
    // Alrik comes first in the list, but his Vigilant 9 is below Orm's 10 and Brand's 13.
    const alrik = who('Alrik', 10, 9);
    const { turns } = symbaroumTurnOrder([alrik, orm, brand]);
    expect(turns.map((t) => t.combatant.name)).toEqual(['Brand', 'Orm', 'Alrik']);
    expect(turns[2]!.tie).toBe('same Quick 10: Orm first, Vigilant 10 against 9');
    // And the higher Quick before either, whatever the Vigilant.
    expect(symbaroumTurnOrder([brand, ylva]).turns.map((t) => t.combatant.name)).toEqual(['Ylva', 'Brand']);
  });

  it('lets the higher 1D20 go first', () => {
    const { turns, toRoll } = symbaroumTurnOrder(party, { orm: [4], saga: [17] });
    expect(turns.map((t) => t.combatant.name)).toEqual(['Ylva', 'Tyra', 'Brand', 'Saga', 'Orm']);
    expect(turns[3]!.tie).toBe('same Quick 10: Brand first, Vigilant 13 against 10');
    expect(turns[4]!.tie).toBe('same Quick 10 and Vigilant 10: Saga first, 1D20 17 against 4');
    expect(toRoll).toEqual([]);
  });

  it('has those whose 1D20s are equal roll again, and keeps apart those the first roll told apart', () => {
    expect(SYMBAROUM_READINGS.turnOrderReroll).toMatch(/^The project’s reading: two whose 1D20s are equal too roll/);
    const a = who('Arvid', 11, 11);
    const b = who('Berit', 11, 11);
    const c = who('Cora', 11, 11);
    const first = symbaroumTurnOrder([a, b, c], { arvid: [15], berit: [7], cora: [7] });
    expect(first.turns.map((t) => t.combatant.name)).toEqual(['Arvid', 'Berit', 'Cora']);
    expect(first.turns[1]!.tie).toBe('same Quick 11 and Vigilant 11: Arvid first, 1D20 15 against 7');
    expect(first.turns[2]!.tie).toBe(
      'same Quick 11 and Vigilant 11, and 1D20 7 each: Berit and Cora roll 1D20 again, the highest goes first',
    );
    expect(first.toRoll.map((r) => [r.combatant.name, r.roll])).toEqual([
      ['Berit', 2],
      ['Cora', 2],
    ]);
    // Cora's 18 on the second roll beats Berit's 3, but not Arvid, who won the first.
    const second = symbaroumTurnOrder([a, b, c], { arvid: [15], berit: [7, 3], cora: [7, 18] });
    expect(second.turns.map((t) => t.combatant.name)).toEqual(['Arvid', 'Cora', 'Berit']);
    expect(second.turns[2]!.tie).toBe('same Quick 11 and Vigilant 11: Cora first, 1D20 again 18 against 3');
    expect(second.toRoll).toEqual([]);
    // Only Cora has rolled again: Berit still has to.
    const waiting = symbaroumTurnOrder([a, b, c], { arvid: [15], berit: [7], cora: [7, 18] });
    expect(waiting.toRoll.map((r) => [r.combatant.name, r.roll])).toEqual([['Berit', 2]]);
  });

  it('rolls 1D20 for those still equal only, again while they are equal, from the seeds given', () => {
    // Seeds whose 1D20s are the same, then different: the first two rolls tie, the second two settle it.
    const faces = Array.from({ length: 400 }, (_, seed) => rollDice('1d20', seed).total);
    const s1 = 0;
    const s2 = faces.findIndex((f, i) => i > 0 && f === faces[s1]);
    const s3 = 1;
    const s4 = faces.findIndex((f) => f !== faces[s3]);
    const seeds = [s1, s2, s3, s4];
    const rolls = rollSymbaroumTies(party, {}, () => seeds.shift()!);
    expect(seeds).toEqual([]);
    expect(Object.keys(rolls).sort()).toEqual(['orm', 'saga']);
    expect(rolls.orm).toEqual([faces[s1], faces[s3]]);
    expect(rolls.saga).toEqual([faces[s2], faces[s4]]);
    const { turns, toRoll } = symbaroumTurnOrder(party, rolls);
    expect(toRoll).toEqual([]);
    const winner = faces[s3]! > faces[s4]! ? 'Orm' : 'Saga';
    expect(turns[3]!.combatant.name).toBe(winner);
    expect(turns[4]!.tie).toMatch(/: (Orm|Saga) first, 1D20 again \d+ against \d+$/);
  });

  it('refuses a typed 1D20 that is not a face of the die', () => {
    expect(symbaroumTieRollProblem('Orm', 1)).toBeUndefined();
    expect(symbaroumTieRollProblem('Orm', 20)).toBeUndefined();
    expect(symbaroumTieRollProblem('Orm', 21)).toBe(
      'Orm’s 1D20 shows a whole number from 1 to 20, not 21: type the die as it landed.',
    );
    expect(symbaroumTieRollProblem('Orm', 0)).toMatch(/from 1 to 20, not 0/);
  });

  it('orders any party as a permutation by Quick, then Vigilant, and the app’s rolls settle every tie', () => {
    const members = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        quick: fc.integer({ min: 5, max: 8 }),
        vigilant: fc.integer({ min: 5, max: 7 }),
      }),
      { selector: (c) => c.id, maxLength: 12 },
    );
    fc.assert(
      fc.property(members, fc.integer({ min: 0, max: 0xffffffff }), (list, start) => {
        const combatants = list.map((m) => ({ ...m, name: m.id }));
        let seed = start;
        const rolls = rollSymbaroumTies(combatants, {}, () => seed++ >>> 0);
        const { turns, toRoll } = symbaroumTurnOrder(combatants, rolls);
        expect(toRoll).toEqual([]);
        expect(turns.map((t) => t.combatant.id).sort()).toEqual(list.map((m) => m.id).sort());
        for (let i = 1; i < turns.length; i++) {
          const [a, b] = [turns[i - 1]!, turns[i]!];
          const keys = [a.combatant.quick - b.combatant.quick, a.combatant.vigilant - b.combatant.vigilant];
          expect(keys[0]! > 0 || (keys[0] === 0 && keys[1]! >= 0)).toBe(true);
          if (keys[0] === 0 && keys[1] === 0) {
            // The first 1D20 that differs is the higher for the one first; every roll is a face of the die.
            const at = a.rolls.findIndex((r, j) => r !== b.rolls[j]);
            expect(a.rolls[at]!).toBeGreaterThan(b.rolls[at]!);
          }
          for (const r of b.rolls) expect(r >= 1 && r <= 20).toBe(true);
          expect(b.tie !== undefined).toBe(keys[0] === 0);
        }
        // Nobody rolls who shares neither Quick nor Vigilant with another.
        for (const t of turns) {
          const alone = !list.some(
            (m) => m.id !== t.combatant.id && m.quick === t.combatant.quick && m.vigilant === t.combatant.vigilant,
          );
          if (alone) expect(t.rolls).toEqual([]);
        }
      }),
    );
  });
});
