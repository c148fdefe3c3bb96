import { enteredRoll } from '../../../shared/rules/core';
import { errorCodes, ev, run, soldier } from './mls-helpers';

/*
 * Steps that once passed without a word, and limits a one-line change to the rules slipped past: each now
 * has its finding, and each boundary the book draws is tried on both sides.
 */

const withSword = () =>
  soldier((c) =>
    c.secondaries.push({
      id: 'sword',
      name: 'Sword',
      kind: 'trained',
      base: { kind: 'primary', trait: 'dexterity' },
      level: 0,
    }),
  );

describe('MLS messages: an age reduction due when none is possible', () => {
  it('says no trait can be reduced further when every primary trait but Size is at racial average -2', () => {
    const c = soldier((c) => {
      c.ageIncrements = 21;
      for (const t of ['strength', 'body', 'dexterity', 'agility', 'mind', 'aura', 'awareness'] as const)
        c.primaries[t] = -2;
      // Size 2 + Body 0 - 2 = 0 dice: no hit points roll to keep.
      c.hitPointsRoll = null;
    });
    const r = run(c, [ev({ type: 'age' })]);
    expect(r.steps[0]!.accepted).toBe(true);
    const said = r.findings.find((f) => f.code === 'mls.age.no-reduction-possible')!;
    expect(said).toMatchObject({ severity: 'warning', path: 'events.0.reduce' });
    expect(said.message).toContain('base age + 22 increments');
    expect(said.message).toContain('no trait can be reduced further');
    expect(r.sheet!.ageIncrements).toBe(22);
  });

  it('still asks for a reduction when a single trait but Size can take it', () => {
    const c = soldier((c) => {
      c.ageIncrements = 21;
      for (const t of ['strength', 'body', 'dexterity', 'agility', 'mind', 'aura'] as const) c.primaries[t] = -2;
      c.hitPointsRoll = null;
    });
    const r = run(c, [ev({ type: 'age' })]);
    expect(errorCodes(r.findings)).toEqual(['mls.age.reduction-missing']);
    expect(r.findings.some((f) => f.code === 'mls.age.no-reduction-possible')).toBe(false);
  });
});

describe('MLS messages: a check before any adventure', () => {
  it('refuses a secondary trait check recorded before any adventure, naming the trait', () => {
    const r = run(withSword(), [ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 8) })]);
    expect(r.steps[0]!.accepted).toBe(false);
    const refused = r.findings.find((f) => f.code === 'mls.check.before-adventure')!;
    expect(refused.path).toBe('events.0');
    expect(refused.message).toMatch(/^Sword cannot be rolled for yet: a check is rolled after an adventure/);
    expect(r.sheet!.secondaries[1]!.level).toBe(0);
  });

  it('accepts the check after an adventure, also one not completed', () => {
    const r = run(withSword(), [
      ev({ type: 'award', adventure: 'major', role: 'major', completed: false }),
      ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 3) }),
    ]);
    expect(r.steps.map((s) => s.accepted)).toEqual([true, true]);
    // From base the table needs 3: Sword goes to base +1.
    expect(r.sheet!.secondaries[1]!.level).toBe(1);
  });
});

describe('MLS messages: the same primary trait twice in an averaged base', () => {
  it('refuses a secondary or negative trait at creation whose average names a trait twice', () => {
    const r = run(
      soldier((c) => {
        c.secondaries.push({
          id: 'lore',
          name: 'Lore',
          kind: 'trained',
          base: { kind: 'average', traits: ['mind', 'mind', 'aura'] },
          level: 0,
        });
        c.negatives = [
          { id: 'dread', name: 'Dread', base: { kind: 'average', traits: ['aura', 'body', 'aura'] }, level: 0 },
        ];
      }),
    );
    const repeated = r.findings.filter((f) => f.code === 'mls.base.repeated-trait');
    expect(repeated.map((f) => f.path)).toEqual([
      'creation.secondaries.1.base.traits',
      'creation.negatives.0.base.traits',
    ]);
    expect(repeated[0]!.message).toBe(
      'An averaged base names each primary trait once; the base of Lore names Mind more than once, which would count it twice. Choose two or more different primary traits.',
    );
    expect(repeated[1]!.message).toContain('the base of Dread names Aura more than once');
    expect(r.legal).toBe(false);
  });

  it('refuses to acquire a trait whose averaged base names a trait twice, and acquires it with two different traits', () => {
    const twice = {
      id: 'lore',
      name: 'Lore',
      kind: 'trained',
      base: { kind: 'average', traits: ['mind', 'aura', 'mind'] },
    };
    const refused = run(soldier(), [ev({ type: 'acquire', trait: twice })]);
    expect(refused.findings).toMatchObject([{ code: 'mls.base.repeated-trait', path: 'events.0.trait.base.traits' }]);
    expect(refused.sheet!.secondaries.map((s) => s.id)).toEqual(['soldier']);
    const once = run(soldier(), [
      ev({ type: 'acquire', trait: { ...twice, base: { kind: 'average', traits: ['mind', 'aura'] } } }),
    ]);
    expect(once.legal).toBe(true);
  });
});

describe('MLS messages: a hit points roll with no dice', () => {
  it('reports a roll kept for a base of no dice, which does not count', () => {
    // Size 0 + Body 0 - 2 = -2 dice: nothing to roll, so the 2d6 roll of 7 made before cannot count.
    const r = run(
      soldier((c) => {
        c.primaries.size = -2;
        c.primaries.body = -2;
      }),
    );
    const said = r.findings.find((f) => f.code === 'mls.points.roll-without-dice')!;
    expect(said).toMatchObject({ severity: 'warning', path: 'creation.hitPointsRoll' });
    expect(said.message).toContain(
      'a base of -2, so there are no dice to roll and the total is 0; the roll of 7 on 2d6 does not count',
    );
    expect(r.findings.some((f) => f.code === 'mls.points.no-dice')).toBe(false);
    expect(r.sheet!.hitPoints).toEqual({ dice: -2, roll: null, total: 0 });
  });

  it('says only that there is nothing to roll when no roll was kept', () => {
    const r = run(
      soldier((c) => {
        c.primaries.size = -1;
        c.primaries.body = -1;
        c.hitPointsRoll = null;
      }),
    );
    expect(r.findings.filter((f) => f.path === 'creation.hitPointsRoll').map((f) => f.code)).toEqual([
      'mls.points.no-dice',
    ]);
  });
});

describe('MLS limits on both sides of the book’s line', () => {
  it('refuses a chosen personality value of 3 or 17 in either trait and accepts 5 and 15', () => {
    // "May be chosen as desired from 5 to 15"; 16/4 is the only value outside it a player may choose.
    for (const value of [3, 17, 2, 18]) {
      expect(
        errorCodes(run(soldier((c) => (c.personality['kind-selfish'] = { value }))).findings),
        String(value),
      ).toEqual(['mls.personality.out-of-range']);
    }
    for (const value of [5, 15, 4, 16]) {
      expect(run(soldier((c) => (c.personality['kind-selfish'] = { value }))).legal, String(value)).toBe(true);
    }
    const refused = run(soldier((c) => (c.personality['kind-selfish'] = { value: 3 })));
    expect(refused.findings[0]).toMatchObject({ path: 'creation.personality.kind-selfish.value' });
    expect(refused.findings[0]!.message).toContain('choose Kind/Selfish in that range');
  });

  it('counts a chosen 4 as a pair at 16/4: six pairs at 4 are one too many', () => {
    const pairs = [
      'chaste-lustful',
      'temperate-indulgent',
      'forgiving-vengeful',
      'honest-deceitful',
      'generous-greedy',
      'kind-selfish',
    ] as const;
    expect(run(soldier((c) => pairs.slice(0, 5).forEach((p) => (c.personality[p] = { value: 4 })))).legal).toBe(true);
    expect(errorCodes(run(soldier((c) => pairs.forEach((p) => (c.personality[p] = { value: 4 })))).findings)).toEqual([
      'mls.personality.too-many-strong',
    ]);
  });

  it('gives no CPs for an adventure that was not completed, whatever its size and role', () => {
    // "Characters receive CPs according to the type of adventure successfully completed".
    for (const [adventure, role] of [
      ['minor', 'minor'],
      ['major', 'major'],
    ] as const) {
      const r = run(soldier(), [ev({ type: 'award', adventure, role, completed: false })]);
      expect(r.legal).toBe(true);
      expect(r.budget!.earned).toBe(60);
      expect(r.sheet!.adventures).toBe(1);
    }
    const rolled = run(soldier(), [
      ev({ type: 'award', adventure: 'average', role: 'major', completed: false, roll: enteredRoll('1d6', 4) }),
    ]);
    expect(rolled.findings).toMatchObject([{ code: 'mls.award.roll-not-needed', path: 'events.0.roll' }]);
    expect(rolled.budget!.earned).toBe(60);
  });

  it('charges 5 CPs to train a primary trait, refused with 4 left', () => {
    // "Training Up an Attribute": "At a cost of 5 CPs". 60 CPs - 2 for the occupation = 58.
    const trained = run(soldier(), [ev({ type: 'train', trait: 'mind' })]);
    expect(trained.budget!.spent).toBe(2 + 5);
    expect(trained.budget!.left).toBe(53);
    // Spend 54 of the 58 on money, leaving 4: training is then refused and says so.
    const poor = run(soldier(), [
      ev({ type: 'convert', into: 'money', points: 54, roll: enteredRoll('54d20', 540) }),
      ev({ type: 'train', trait: 'mind' }),
    ]);
    expect(poor.steps[1]!.accepted).toBe(false);
    expect(poor.findings[0]!.message).toBe(
      'Training up Mind costs 5 CPs but only 4 are left; earn more CPs (age, adventures) first.',
    );
    const enough = run(soldier(), [
      ev({ type: 'convert', into: 'money', points: 53, roll: enteredRoll('53d20', 530) }),
      ev({ type: 'train', trait: 'mind' }),
    ]);
    expect(enough.steps[1]!.accepted).toBe(true);
  });

  it('trains a primary trait to average +3 at most', () => {
    // "Traits may be increased to RAv+3": Strength at +2 trains to +3, never beyond.
    const r = run(
      soldier((c) => (c.primaries.strength = 2)),
      [ev({ type: 'train', trait: 'strength' })],
    );
    expect(r.legal).toBe(true);
    expect(r.sheet!.primaries.strength.value).toBe(2 + 3);
    // A Strength listed at +3 (itself refused at creation) cannot be trained to +4.
    const over = run(
      soldier((c) => (c.primaries.strength = 3)),
      [ev({ type: 'train', trait: 'strength' })],
    );
    expect(errorCodes(over.findings)).toEqual(['mls.primary.out-of-range', 'mls.train.above-limit']);
    expect(over.findings.find((f) => f.code === 'mls.train.above-limit')!.message).toBe(
      'Strength would go above racial average +3, the most training allows.',
    );
    const again = run(soldier(), [ev({ type: 'train', trait: 'strength' }), ev({ type: 'train', trait: 'strength' })]);
    expect(errorCodes(again.findings)).toEqual(['mls.train.already-trained']);
  });
});
