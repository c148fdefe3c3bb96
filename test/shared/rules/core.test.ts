import {
  applyOverrides,
  atLeast,
  createRng,
  diceRecordProblem,
  dieAbove,
  enteredRoll,
  error,
  isLegal,
  parseDice,
  rollDice,
  sumCounts,
  warning,
} from '../../../shared/rules/core';

describe('dice', () => {
  it('rolls the same dice from the same seed, and keeps the seed', () => {
    const a = rollDice('3d6', 1234);
    expect(rollDice('3d6', 1234)).toEqual(a);
    expect(a).toMatchObject({ dice: '3d6', source: 'generated', seed: 1234 });
    expect(a.rolls).toHaveLength(3);
    expect(a.total).toBe(a.rolls!.reduce((x, y) => x + y, 0));
  });

  it('covers every face of a die and nothing else', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(1 + Math.floor(rng() * 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('accepts a result entered at the table', () => {
    expect(diceRecordProblem(enteredRoll('3d6', 11), { count: 3, sides: 6 })).toBeUndefined();
    expect(diceRecordProblem(enteredRoll('3d6', 11, [5, 5, 1]), { count: 3, sides: 6 })).toBeUndefined();
  });

  it('explains an impossible or mismatched roll', () => {
    expect(diceRecordProblem(enteredRoll('3d6', 19), { count: 3, sides: 6 })).toMatch(/between 3 and 18/);
    expect(diceRecordProblem(enteredRoll('2d6', 7), { count: 3, sides: 6 })).toMatch(/needs 3d6/);
    expect(diceRecordProblem(enteredRoll('3d6', 12, [6, 6, 6]), { count: 3, sides: 6 })).toMatch(/do not add up/);
  });

  it('parses dice expressions', () => {
    expect(parseDice('10d20')).toEqual({ count: 10, sides: 20 });
    expect(parseDice('d6')).toBeUndefined();
  });
});

describe('probability', () => {
  it('counts the 216 ways of 3d6 exactly', () => {
    const ways = sumCounts(3, 6);
    expect(ways.reduce((a, b) => a + b, 0)).toBe(216);
    expect(ways[3]).toBe(1);
    expect(ways[10]).toBe(27);
    expect(ways[18]).toBe(1);
  });
  it('gives exact at-least odds', () => {
    expect(atLeast(3, 6, 15)).toMatchObject({ outcomes: 20, of: 216 });
    expect(atLeast(1, 8, 3)).toMatchObject({ outcomes: 6, of: 8 });
  });
  it('gives odds of rolling above a value on one die', () => {
    expect(dieAbove(20, 15).outcomes).toBe(5);
    expect(dieAbove(20, 20).outcomes).toBe(0);
    expect(dieAbove(20, 0).outcomes).toBe(20);
  });
});

describe('findings and overrides', () => {
  it('marks an accepted error and leaves others standing', () => {
    const found = [error('a.b', 'creation', 'x'), error('a.b', 'events.1', 'y'), warning('c', 'creation', 'z')];
    const marked = applyOverrides(found, [{ event: 'gm-1', code: 'a.b', path: 'events.1', reason: 'GM said so' }]);
    expect(marked[1]!.overridden).toEqual({ event: 'gm-1', reason: 'GM said so' });
    expect(marked[0]!.overridden).toBeUndefined();
    expect(isLegal(marked)).toBe(false);
    expect(isLegal(marked.slice(1))).toBe(true);
    expect(found[1]!.overridden).toBeUndefined();
  });
});
