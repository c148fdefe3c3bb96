import { attempt, enteredRoll, rollDice } from '../../../shared/rules/core';
import { costOf, mls, type MlsCreation } from '../../../shared/rules/systems/mls';
import { errorCodes, ev, run, settings, soldier } from './mls-helpers';

const withSword = (change: (c: MlsCreation) => void = () => {}) =>
  soldier((c) => {
    c.secondaries.push({
      id: 'sword',
      name: 'Sword',
      kind: 'trained',
      base: { kind: 'primary', trait: 'dexterity' },
      level: 0,
    });
    c.negatives = [{ id: 'greed', name: 'Greed', base: { kind: 'primary', trait: 'mind' }, level: 2 }];
    change(c);
  });

describe('MLS advancement: CPs from age and adventures', () => {
  it('gives 2 CPs per increment, then 1 after base + 22 increments', () => {
    const r = run(
      soldier((c) => (c.ageIncrements = 20)),
      [ev({ type: 'age' }), ev({ type: 'age', reduce: 'mind' }), ev({ type: 'age' })],
    );
    const left = r.steps.map((s) => s.left);
    // 60 + 40 = 100 earned, 2 spent: 98, then +2 (to 21), +2 (to 22), +1 (to 23)
    expect(left).toEqual([100, 102, 103]);
  });

  it('awards 1 CP for a minor role in a minor adventure and the roll otherwise', () => {
    const r = run(soldier(), [
      ev({ type: 'award', adventure: 'minor', role: 'minor' }),
      ev({ type: 'award', adventure: 'major', role: 'major', roll: enteredRoll('1d10', 9) }),
      ev({ type: 'award', adventure: 'average', role: 'minor', roll: rollDice('1d3', 4) }),
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, true, true]);
    expect(r.budget!.earned).toBe(60 + 1 + 9 + rollDice('1d3', 4).total);
  });

  it('rejects an award rolled on the wrong die', () => {
    const r = run(soldier(), [
      ev({ type: 'award', adventure: 'average', role: 'major', roll: enteredRoll('1d10', 8) }),
    ]);
    expect(errorCodes(r.findings)).toEqual(['mls.award.roll-invalid']);
    expect(r.budget!.earned).toBe(60);
  });
});

describe('MLS advancement: secondary traits', () => {
  it('raises a trait for 2, then 3, ... one level per increment', () => {
    const r = run(withSword(), [
      ev({ type: 'raise', trait: 'sword' }),
      ev({ type: 'raise', trait: 'sword' }),
      ev({ type: 'age' }),
      ev({ type: 'raise', trait: 'sword' }),
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, false, true, true]);
    expect(r.steps[1]!.findings[0]!.code).toBe('mls.increment.already-changed');
    expect(r.sheet!.secondaries[1]).toMatchObject({ level: 2, value: 4 });
    // 60 + 6 (Greed +2) - 2 - 1 = 63; +2 at age; then 2 + 3 spent
    expect(r.budget!.left).toBe(63 + 2 - 2 - 3);
  });

  it('charges an occupation double in play', () => {
    const r = run(soldier(), [ev({ type: 'raise', trait: 'soldier' })]);
    expect(r.budget!.spent).toBe(2 + 4);
  });

  it('never raises a trait above base +6', () => {
    const c = withSword((c) => (c.secondaries[1]!.level = 4));
    const events = [
      ev({ type: 'raise', trait: 'sword' }),
      ev({ type: 'age' }),
      ev({ type: 'raise', trait: 'sword' }),
      ev({ type: 'age' }),
      ev({ type: 'raise', trait: 'sword' }),
    ];
    const r = run(c, events);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, true, true, true, false]);
    expect(errorCodes(r.findings)).toEqual(['mls.secondary.above-play-limit']);
    expect(r.sheet!.secondaries[1]!.level).toBe(6);
  });

  it('acquires a trait at base for 1 CP, an Inherent one for nothing, and a Natural one untrained for nothing', () => {
    const r = run(soldier(), [
      ev({
        type: 'acquire',
        trait: { id: 'ride', name: 'Ride', kind: 'trained', base: { kind: 'primary', trait: 'agility' } },
      }),
      ev({
        type: 'acquire',
        trait: { id: 'sense', name: 'Sense', kind: 'inherent', base: { kind: 'primary', trait: 'awareness' } },
      }),
      ev({
        type: 'acquire',
        trait: { id: 'climb', name: 'Climb', kind: 'natural', base: { kind: 'primary', trait: 'agility' } },
        untrained: true,
      }),
    ]);
    expect(r.sheet!.secondaries.map((s) => [s.id, s.level])).toEqual([
      ['soldier', 0],
      ['ride', 0],
      ['sense', 0],
      ['climb', -2],
    ]);
    expect(r.budget!.spent).toBe(2 + 1);
  });

  it('refuses to raise a trait the character does not have', () => {
    const r = run(soldier(), [ev({ type: 'raise', trait: 'flying' })]);
    expect(r.findings[0]).toMatchObject({ code: 'mls.trait.unknown', path: 'events.0.trait' });
  });
});

describe('MLS advancement: negative traits and personality', () => {
  it('lowers a negative trait for 3 from +2, 2 from +1, and removes it for 1', () => {
    const r = run(withSword(), [
      ev({ type: 'lower', trait: 'greed' }),
      ev({ type: 'age' }),
      ev({ type: 'lower', trait: 'greed' }),
      ev({ type: 'age' }),
      ev({ type: 'lower', trait: 'greed' }),
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, true, true, true, true]);
    expect(r.sheet!.negatives[0]!.level).toBeNull();
    expect(r.budget!.spent).toBe(3 + 3 + 2 + 1);
  });

  it('raises a personality trait for 1 to 15, 5 to 16, and keeps the pair at 20', () => {
    const c = soldier((c) => (c.personality['valorous-cowardly'] = { value: 14 }));
    const r = run(c, [
      ev({ type: 'raise-personality', trait: 'valorous' }),
      ev({ type: 'age' }),
      ev({ type: 'raise-personality', trait: 'valorous' }),
    ]);
    expect(r.sheet!.personality).toMatchObject({ valorous: 16, cowardly: 4 });
    expect(r.sheet!.noticeable).toContain('valorous');
    expect(r.budget!.spent).toBe(2 + 1 + 5);
  });

  it('never raises a personality trait to 20 with CPs', () => {
    // Cowardly rolled 18 at creation, then a check takes it to 19.
    const c = soldier(
      (c) =>
        (c.personality['valorous-cowardly'] = { value: 2, roll: { trait: 'second', dice: enteredRoll('3d6', 18) } }),
    );
    const r = run(c, [
      ev({ type: 'check-personality', trait: 'cowardly', roll: enteredRoll('1d20', 19) }),
      ev({ type: 'raise-personality', trait: 'cowardly' }),
    ]);
    expect(r.sheet!.personality.cowardly).toBe(19);
    expect(errorCodes(r.findings)).toEqual(['mls.personality.not-to-twenty']);
  });
});

describe('MLS advancement: training, money and favour', () => {
  it('trains one primary up by one until the next increment, and its secondary traits follow', () => {
    const r = run(withSword(), [
      ev({ type: 'train', trait: 'dexterity' }),
      ev({ type: 'train', trait: 'strength' }),
      ev({ type: 'age' }),
    ]);
    const during = r.sheets![1]!;
    expect(during.primaries.dexterity.value).toBe(3);
    expect(during.secondaries[1]).toMatchObject({ baseValue: 3, value: 3 });
    expect(r.steps[1]!.findings[0]!.code).toBe('mls.train.one-at-a-time');
    expect(r.sheet!.primaries.dexterity.value).toBe(2);
    expect(r.sheet!.training).toBeNull();
  });

  it('converts CPs to 1d20 x 10 florins each', () => {
    const r = run(soldier(), [ev({ type: 'convert', into: 'money', points: 2, roll: enteredRoll('2d20', 23) })]);
    expect(r.sheet!.florins).toBe(230);
    expect(r.budget!.spent).toBe(4);
  });

  it('lets only priests pray CPs into 5 favour each', () => {
    expect(errorCodes(run(soldier(), [ev({ type: 'convert', into: 'favour', points: 2 })]).findings)).toEqual([
      'mls.convert.not-a-priest',
    ]);
    const priest = soldier((c) =>
      c.secondaries.push({
        id: 'prayer',
        name: 'Priest Magic',
        kind: 'trained',
        base: { kind: 'primary', trait: 'aura' },
        level: 0,
        priest: true,
      }),
    );
    expect(run(priest, [ev({ type: 'convert', into: 'favour', points: 2 })]).sheet!.favour).toBe(10);
  });

  it('refuses purchases beyond the CPs left, and says how many are left', () => {
    const r = run(
      soldier((c) => (c.primaries.strength = 2)),
      [ev({ type: 'convert', into: 'money', points: 54, roll: enteredRoll('54d20', 540) })],
    );
    expect(r.findings[0]!.message).toContain('only 53 are left');
  });
});

describe('MLS advancement: checks', () => {
  it('raises a checked secondary trait on 3-8 from base, once per trait per adventure', () => {
    const r = run(withSword(), [
      ev({ type: 'award', adventure: 'minor', role: 'minor' }),
      ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 2) }),
      ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 8) }),
      ev({ type: 'award', adventure: 'minor', role: 'minor' }),
      ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 3) }),
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, true, false, true, true]);
    expect(r.steps[2]!.findings[0]!.code).toBe('mls.check.once-per-adventure');
    expect(r.sheet!.secondaries[1]!.level).toBe(1);
  });

  it('takes an untrained Natural trait from base -2 to base on 2 or more, on top of a CP raise', () => {
    const c = soldier((c) =>
      c.secondaries.push({
        id: 'climb',
        name: 'Climb',
        kind: 'natural',
        base: { kind: 'primary', trait: 'agility' },
        level: -2,
      }),
    );
    const r = run(c, [
      ev({ type: 'award', adventure: 'minor', role: 'minor' }),
      ev({ type: 'check', trait: 'climb', roll: enteredRoll('1d8', 2) }),
      ev({ type: 'raise', trait: 'climb' }),
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, true, true]);
    expect(r.sheets![2]!.secondaries[1]!.level).toBe(0);
    expect(r.sheet!.secondaries[1]!.level).toBe(1);
  });

  it('raises a checked personality trait when 1d20 rolls higher, lowering its opposite', () => {
    const r = run(soldier(), [
      ev({ type: 'check-personality', trait: 'cautious', roll: enteredRoll('1d20', 10) }),
      ev({ type: 'check-personality', trait: 'cautious', roll: enteredRoll('1d20', 11) }),
    ]);
    expect(r.sheets![1]!.personality.cautious).toBe(10);
    expect(r.sheet!.personality).toMatchObject({ cautious: 11, reckless: 9 });
  });
});

describe('MLS advancement: effects of age', () => {
  it('makes the player reduce a primary other than Size at base + 22 increments, and the secondary traits follow', () => {
    const c = withSword((c) => (c.ageIncrements = 21));
    expect(errorCodes(run(c, [ev({ type: 'age' })]).findings)).toEqual(['mls.age.reduction-missing']);
    expect(errorCodes(run(c, [ev({ type: 'age', reduce: 'size' })]).findings)).toEqual(['mls.age.reduce-size']);
    const r = run(c, [ev({ type: 'age', reduce: 'dexterity' })]);
    expect(r.legal).toBe(true);
    expect(r.sheet!.primaries.dexterity).toMatchObject({ reductions: 1, value: 1 });
    expect(r.sheet!.secondaries[1]).toMatchObject({ baseValue: 1, value: 1 });
  });

  it('refuses a reduction when none is due and one below average -2', () => {
    expect(errorCodes(run(soldier(), [ev({ type: 'age', reduce: 'mind' })]).findings)).toEqual([
      'mls.age.reduction-not-due',
    ]);
    const c = soldier((c) => {
      c.ageIncrements = 31;
      c.primaries.mind = -2;
    });
    expect(errorCodes(run(c, [ev({ type: 'age', reduce: 'mind' })]).findings)).toEqual(['mls.age.reduce-below-limit']);
  });
});

describe('MLS ledger: overrides, undo and previews', () => {
  it('lets a game master accept an error with a reason, shown on the sheet', () => {
    const events = [ev({ type: 'raise', trait: 'soldier' }), ev({ type: 'raise', trait: 'soldier' })];
    const refused = run(soldier(), events);
    expect(refused.legal).toBe(false);
    const override = ev({
      type: 'override',
      code: 'mls.increment.already-changed',
      path: 'events.1',
      reason: 'Trained all winter with the captain',
    });
    const accepted = run(soldier(), [...events, override]);
    expect(accepted.legal).toBe(true);
    expect(accepted.sheet!.secondaries[0]!.level).toBe(2);
    expect(accepted.overrides).toEqual([
      {
        event: override.id,
        code: 'mls.increment.already-changed',
        path: 'events.1',
        reason: 'Trained all winter with the captain',
      },
    ]);
    expect(accepted.findings.find((f) => f.code === 'mls.increment.already-changed')?.overridden?.reason).toBe(
      'Trained all winter with the captain',
    );
  });

  it('restores the previous sheet exactly when the last event is undone', () => {
    const events = [
      ev({ type: 'age' }),
      ev({ type: 'raise', trait: 'soldier' }),
      ev({ type: 'train', trait: 'strength' }),
    ];
    const all = run(soldier(), events);
    const undone = run(soldier(), events.slice(0, -1));
    expect(undone.sheet).toEqual(all.sheets![2]);
    expect(undone.sheet).not.toEqual(all.sheet);
  });

  it('previews the cost of the next step and why it is not allowed', () => {
    const sheet = run(withSword()).sheet!;
    expect(costOf(sheet, { type: 'raise', trait: 'sword' }, settings)).toMatchObject({ amount: 2, allowed: true });
    expect(costOf(sheet, { type: 'lower', trait: 'greed' }, settings)).toMatchObject({ amount: 3, allowed: true });
    const after = run(withSword(), [ev({ type: 'raise', trait: 'sword' })]).sheet!;
    const again = costOf(after, { type: 'raise', trait: 'sword' }, settings);
    expect(again.amount).toBe(3);
    expect(again.allowed).toBe(false);
    expect(again.findings[0]!.message).toMatch(/next age increment/);
  });

  it('reports an unknown event type with its path', () => {
    const r = run(soldier(), [ev({ type: 'level-up' })]);
    expect(r.findings[0]).toMatchObject({ code: 'mls.event.unknown-type', path: 'events.0.type' });
  });
});

describe('MLS ledger: trying a new event', () => {
  it('accepts a step only when its rules allow, and honours overrides already in the ledger', () => {
    const sheet = run(soldier(), [ev({ type: 'raise', trait: 'soldier' })]).sheet!;
    const again = ev({ type: 'raise', trait: 'soldier' });
    const refused = attempt(mls, sheet, again, settings, 'events.1');
    expect(refused.accepted).toBe(false);
    expect(refused.sheet).toBe(sheet);
    const allowed = attempt(mls, sheet, again, settings, 'events.1', [
      { event: 'gm', code: 'mls.increment.already-changed', path: 'events.1', reason: 'Tutor' },
    ]);
    expect(allowed.accepted).toBe(true);
    expect(allowed.sheet.secondaries[0]!.level).toBe(2);
  });
});

describe('MLS ledger: overrides that match nothing', () => {
  it('warns about an override whose code and path match no error', () => {
    const r = run(soldier(), [
      ev({ type: 'override', code: 'mls.cp.overspent', path: 'creation', reason: 'Just in case' }),
    ]);
    expect(r.legal).toBe(true);
    expect(r.findings).toEqual([
      expect.objectContaining({ code: 'ledger.override-unused', severity: 'warning', path: 'events.0' }),
    ]);
  });
});
