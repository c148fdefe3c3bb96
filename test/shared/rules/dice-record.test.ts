import fc from 'fast-check';
import { diceRecordProblem, formatDice, rollDice, type DiceRecord } from '../../../shared/rules/core';

const spec = fc.record({ count: fc.integer({ min: 1, max: 12 }), sides: fc.integer({ min: 1, max: 30 }) });

/** Dice names close to a spec's: itself, with leading zeros, spaces, the numbers swapped or changed, or nothing like it. */
const nameNear = (s: { count: number; sides: number }) =>
  fc.oneof(
    fc.constant(formatDice(s)),
    fc.constantFrom(
      `0${s.count}d${s.sides}`,
      `${s.count}d0${s.sides}`,
      `${s.count}d${s.sides} `,
      ` ${s.count}d${s.sides}`,
      `${s.sides}d${s.count}`,
      `${s.count}D${s.sides}`,
      `d${s.sides}`,
      `${s.count}d`,
    ),
    fc.tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 31 })).map(([c, d]) => `${c}d${d}`),
    fc.string({ maxLength: 6 }),
  );

describe('checking a stored roll', () => {
  it('takes a roll as for the needed dice exactly when its dice name is that of the spec', () => {
    fc.assert(
      fc.property(
        spec.chain((s) => fc.tuple(fc.constant(s), nameNear(s))),
        ([s, name]) => {
          const record: DiceRecord = { dice: name, total: s.count, source: 'entered' };
          const problem = diceRecordProblem(record, s);
          expect(problem?.startsWith('The roll is for') ?? false).toBe(name !== formatDice(s));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('accepts every roll made from a seed, and refuses it once one die was changed by hand', () => {
    fc.assert(
      fc.property(
        spec.filter((s) => s.sides > 1),
        fc.nat(),
        fc.nat(),
        (s, seed, which) => {
          const roll = rollDice(s, seed);
          expect(diceRecordProblem(roll, s)).toBeUndefined();
          const rolls = roll.rolls!.slice();
          const i = which % rolls.length;
          const changed = rolls[i]! === s.sides ? rolls[i]! - 1 : rolls[i]! + 1;
          const total = roll.total - rolls[i]! + changed;
          rolls[i] = changed;
          expect(diceRecordProblem({ ...roll, rolls, total }, s)).toMatch(/does not match its seed/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
