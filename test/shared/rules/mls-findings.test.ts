import { enteredRoll } from '../../../shared/rules/core';
import { describeBase, mls, previewCreationStep, type MlsCreation } from '../../../shared/rules/systems/mls';
import { errorCodes, ev, run, settings, soldier } from './mls-helpers';

/*
 * Every finding the MLS rules give, each with its code, the field it points at and its whole sentence: the
 * sentence is what a player reads, so a changed word, number or condition in the rules shows here.
 */

/** A soldier with Sword (Dexterity, base), Greed (Mind, +2) and a Deity skill: 60 + 6 - 2 - 1 - 1 = 62 CPs left. */
const kitted = (change: (c: MlsCreation) => void = () => {}) =>
  soldier((c) => {
    c.secondaries.push(
      { id: 'sword', name: 'Sword', kind: 'trained', base: { kind: 'primary', trait: 'dexterity' }, level: 0 },
      { id: 'deity', name: 'Deity', kind: 'trained', base: { kind: 'primary', trait: 'aura' }, level: 0, priest: true },
    );
    c.negatives = [{ id: 'greed', name: 'Greed', base: { kind: 'primary', trait: 'mind' }, level: 2 }];
    change(c);
  });

/** The one finding with `code`, as code, path and message. */
function only(findings: readonly { code: string; path: string; message: string }[], code: string) {
  const found = findings.filter((f) => f.code === code);
  expect(found, code).toHaveLength(1);
  const { path, message } = found[0]!;
  return { code, path, message };
}

describe('MLS findings: creation', () => {
  it('refuses a starting age past base + 36 increments, naming the race', () => {
    expect(only(run(soldier((c) => (c.ageIncrements = 37))).findings, 'mls.age.too-old')).toEqual({
      code: 'mls.age.too-old',
      path: 'creation.ageIncrements',
      message: 'A new Human may start at most 36 increments past base age; choose a younger starting age.',
    });
  });

  it('says how many primary traits may be at +2: two, one, or none', () => {
    const plusTwo = (age: number, n: number) =>
      run(
        soldier((c) => {
          c.ageIncrements = age;
          (['strength', 'agility', 'dexterity'] as const).slice(0, n).forEach((t) => (c.primaries[t] = 2));
        }),
      );
    const tail =
      ' at average +2 (2, or 1 from base age + 22 increments, or none from + 32, plus one per trait below average); keep the others at +1 or less, or reduce another trait below average.';
    expect(only(plusTwo(0, 3).findings, 'mls.primary.too-many-plus-two')).toEqual({
      code: 'mls.primary.too-many-plus-two',
      path: 'creation.primaries',
      message: `This character may have at most 2 primary traits${tail}`,
    });
    expect(only(plusTwo(22, 2).findings, 'mls.primary.too-many-plus-two').message).toBe(
      `This character may have at most 1 primary trait${tail}`,
    );
    expect(only(plusTwo(32, 1).findings, 'mls.primary.too-many-plus-two').message).toBe(
      `This character may have no primary trait${tail}`,
    );
  });

  it('refuses two secondary or two negative traits with one id', () => {
    const r = run(
      kitted((c) => {
        c.secondaries.push({ ...c.secondaries[1]!, name: 'Sabre' });
        c.negatives.push({ ...c.negatives[0]!, name: 'Avarice' });
      }),
    );
    expect(only(r.findings, 'mls.secondary.duplicate')).toEqual({
      code: 'mls.secondary.duplicate',
      path: 'creation.secondaries.3.id',
      message: 'Two secondary traits share the id "sword"; give each its own id.',
    });
    expect(only(r.findings, 'mls.negative.duplicate')).toEqual({
      code: 'mls.negative.duplicate',
      path: 'creation.negatives.1.id',
      message: 'Two negative traits share the id "greed"; give each its own id.',
    });
  });

  it('says where each kind of secondary trait may start', () => {
    const trained = run(kitted((c) => (c.secondaries[1]!.level = -1)));
    expect(only(trained.findings, 'mls.secondary.below-base')).toEqual({
      code: 'mls.secondary.below-base',
      path: 'creation.secondaries.1.level',
      message: 'A trained trait starts at base or above; choose a level there for Sword.',
    });
    const natural = run(
      kitted((c) =>
        c.secondaries.push({
          id: 'climb',
          name: 'Climb',
          kind: 'natural',
          base: { kind: 'primary', trait: 'agility' },
          level: -1,
        }),
      ),
    );
    expect(only(natural.findings, 'mls.secondary.below-base').message).toBe(
      'A natural trait starts at base or above (or at base -2 if not acquired); choose a level there for Climb.',
    );
    // An Inherent trait is at base without acquiring it; it cannot be listed below.
    const inherent = run(
      kitted((c) =>
        c.secondaries.push({
          id: 'sense',
          name: 'Sense',
          kind: 'inherent',
          base: { kind: 'primary', trait: 'awareness' },
          level: -2,
        }),
      ),
    );
    expect(errorCodes(inherent.findings)).toEqual(['mls.secondary.below-base']);
    expect(only(run(kitted((c) => (c.secondaries[1]!.level = 5))).findings, 'mls.secondary.above-start-limit')).toEqual(
      {
        code: 'mls.secondary.above-start-limit',
        path: 'creation.secondaries.1.level',
        message: 'No secondary trait may begin above base +4; Sword can start at base +4 at most and rise in play.',
      },
    );
  });

  it('keeps the occupation at base or above, even a Natural one', () => {
    const r = run(
      soldier((c) => {
        c.secondaries[0]!.kind = 'natural';
        c.secondaries[0]!.level = -2;
      }),
    );
    expect(errorCodes(r.findings)).toEqual(['mls.occupation.below-base']);
    expect(only(r.findings, 'mls.occupation.below-base')).toEqual({
      code: 'mls.occupation.below-base',
      path: 'creation.secondaries.0.level',
      message: 'The occupation Soldier is always at base level or above; set its level to base.',
    });
  });

  it('says what a missing or second occupation needs', () => {
    expect(only(run(soldier((c) => (c.secondaries = []))).findings, 'mls.occupation.missing')).toEqual({
      code: 'mls.occupation.missing',
      path: 'creation.secondaries',
      message:
        'Choose an occupation: add the occupation in the Occupation step (a package skill at base level or above, at double cost).',
    });
    const two = soldier((c) => c.secondaries.push({ ...c.secondaries[0]!, id: 'sailor', name: 'Sailor' }));
    expect(only(run(two).findings, 'mls.occupation.too-many').message).toBe(
      'A character has exactly one occupation, not 2; remove the others in the Occupation step.',
    );
  });

  it('keeps a negative trait between base and base +4', () => {
    expect(only(run(kitted((c) => (c.negatives[0]!.level = 5))).findings, 'mls.negative.out-of-range')).toEqual({
      code: 'mls.negative.out-of-range',
      path: 'creation.negatives.0.level',
      message: 'A negative trait begins between base and base +4; choose a level in that range for Greed.',
    });
    expect(errorCodes(run(kitted((c) => (c.negatives[0]!.level = -1))).findings)).toEqual([
      'mls.negative.out-of-range',
    ]);
    expect(errorCodes(run(kitted((c) => (c.negatives[0]!.level = 4))).findings)).toEqual([]);
  });

  it('refuses a personality roll on the wrong dice, naming the pair', () => {
    const r = run(
      soldier(
        (c) => (c.personality['kind-selfish'] = { value: 7, roll: { trait: 'first', dice: enteredRoll('2d6', 7) } }),
      ),
    );
    const found = only(r.findings, 'mls.personality.roll-invalid');
    expect(found.path).toBe('creation.personality.kind-selfish.roll');
    expect(found.message).toMatch(/^Kind\/Selfish: /);
  });

  it('warns about a magic points roll kept for a character that does not use magic', () => {
    const r = run(soldier((c) => (c.magicPointsRoll = enteredRoll('2d6', 7))));
    expect(r.legal).toBe(true);
    expect(r.findings).toEqual([
      expect.objectContaining({
        code: 'mls.magic-points.unused',
        severity: 'warning',
        path: 'creation.magicPointsRoll',
        message:
          'A magic points roll is stored but the character does not use magic; remove the roll or mark the character as using magic.',
      }),
    ]);
  });

  it('itemises the budget in the player’s words', () => {
    const r = run(
      kitted((c) => {
        c.primaries.strength = 2;
        c.primaries.mind = -1;
        c.secondaries[1]!.level = 2;
        c.extraFatePoints = 2;
      }),
      [ev({ type: 'age' }), ev({ type: 'raise', trait: 'sword' })],
    );
    expect(r.budget!.items.map((i) => [i.label, i.amount])).toEqual([
      ['Starting CPs at base age 18 + 0 increments', 60],
      ['Strength at average +2', -5],
      ['Mind at average -1', 3],
      ['Soldier (occupation) at base', -2],
      ['Sword at base +2', -6],
      ['Deity at base', -1],
      ['Negative trait Greed at base +2', 6],
      ['2 extra Fate Points', -10],
      ['Gained in play (age and adventures)', 2],
      // Sword from +2 to +3: 4 CPs.
      ['Spent in play', -4],
    ]);
    expect(run(kitted((c) => (c.extraFatePoints = 1))).budget!.items.at(-1)!.label).toBe('1 extra Fate Point');
  });
});

describe('MLS findings: advancement', () => {
  it('words the age reductions refused', () => {
    expect(only(run(soldier(), [ev({ type: 'age', reduce: 'mind' })]).findings, 'mls.age.reduction-not-due')).toEqual({
      code: 'mls.age.reduction-not-due',
      path: 'events.0.reduce',
      message:
        'No primary trait is reduced at base age + 1 increment (only at + 22, + 32 and every 10 after); remove the reduction.',
    });
    const at39 = soldier((c) => (c.ageIncrements = 21));
    expect(only(run(at39, [ev({ type: 'age', reduce: 'size' })]).findings, 'mls.age.reduce-size').message).toBe(
      'Size is never reduced by age; choose another primary trait.',
    );
    expect(only(run(at39, [ev({ type: 'age' })]).findings, 'mls.age.reduction-missing').message).toBe(
      'At this age (base age + 22 increments) one primary trait other than Size must go down a level; choose which.',
    );
    const lowMind = soldier((c) => {
      c.ageIncrements = 21;
      c.primaries.mind = -2;
    });
    expect(
      only(run(lowMind, [ev({ type: 'age', reduce: 'mind' })]).findings, 'mls.age.reduce-below-limit').message,
    ).toBe('Mind is already at racial average -2 and cannot be reduced further; choose another trait.');
  });

  it('asks for the award roll with the die the adventure gives', () => {
    expect(
      only(
        run(soldier(), [ev({ type: 'award', adventure: 'average', role: 'major' })]).findings,
        'mls.award.roll-missing',
      ),
    ).toEqual({
      code: 'mls.award.roll-missing',
      path: 'events.0.roll',
      message: 'A major role in an average adventure earns 1d6 CPs; roll it or enter the result.',
    });
    expect(
      only(
        run(soldier(), [ev({ type: 'award', adventure: 'minor', role: 'major' })]).findings,
        'mls.award.roll-missing',
      ).message,
    ).toBe('A major role in a minor adventure earns 1d3 CPs; roll it or enter the result.');
    expect(
      only(
        run(soldier(), [ev({ type: 'award', adventure: 'minor', role: 'minor', roll: enteredRoll('1d3', 2) })])
          .findings,
        'mls.award.roll-not-needed',
      ).message,
    ).toBe('A minor role in a minor adventure earns a fixed 1 CP; remove the roll.');
  });

  it('refuses to acquire a trait twice or a Trained one untrained', () => {
    const again = run(kitted(), [
      ev({
        type: 'acquire',
        trait: { id: 'sword', name: 'Sword', kind: 'trained', base: { kind: 'primary', trait: 'dexterity' } },
      }),
    ]);
    expect(only(again.findings, 'mls.acquire.duplicate')).toEqual({
      code: 'mls.acquire.duplicate',
      path: 'events.0.trait.id',
      message: 'The character already has a secondary trait with the id "sword"; raise that one instead.',
    });
    const untrained = run(soldier(), [
      ev({
        type: 'acquire',
        trait: { id: 'ride', name: 'Ride', kind: 'inherent', base: { kind: 'primary', trait: 'agility' } },
        untrained: true,
      }),
    ]);
    expect(only(untrained.findings, 'mls.acquire.untrained-not-natural')).toEqual({
      code: 'mls.acquire.untrained-not-natural',
      path: 'events.0.untrained',
      message: 'Only a Natural trait can be used untrained (at base -2); Ride is inherent, so acquire it at base.',
    });
  });

  it('refuses to lower a negative trait already removed, or one outside the table', () => {
    const atBase = kitted((c) => (c.negatives[0]!.level = 0));
    const removed = run(atBase, [
      ev({ type: 'lower', trait: 'greed' }),
      ev({ type: 'age' }),
      ev({ type: 'lower', trait: 'greed' }),
    ]);
    expect(removed.steps.map((s) => s.accepted)).toEqual([true, true, false]);
    expect(only(removed.findings, 'mls.negative.already-removed')).toEqual({
      code: 'mls.negative.already-removed',
      path: 'events.2.trait',
      message: 'Greed has already been removed; nothing is left to lower.',
    });
    const beyond = run(
      kitted((c) => (c.negatives[0]!.level = 5)),
      [ev({ type: 'lower', trait: 'greed' })],
    );
    expect(
      only(
        beyond.findings.filter((f) => f.path.startsWith('events')),
        'mls.negative.out-of-range',
      ).message,
    ).toBe("Greed is at base +5, outside the book's table (base to +4); correct the creation choice.");
    expect(only(run(kitted(), [ev({ type: 'lower', trait: 'sloth' })]).findings, 'mls.trait.unknown').message).toBe(
      'The character has no negative trait "sloth"; check the trait\'s id.',
    );
  });

  it('names the purchase and the CPs in every refusal for want of CPs', () => {
    // 62 CPs left; all converted to money first.
    const broke = (purchase: Record<string, unknown>) =>
      run(kitted(), [
        ev({ type: 'convert', into: 'money', points: 62, roll: enteredRoll('62d20', 620) }),
        ev(purchase),
      ]).findings.map((f) => f.message);
    const tail = 'but only 0 are left; earn more CPs (age, adventures) first.';
    expect(broke({ type: 'raise', trait: 'sword' })).toEqual([`Raising Sword to base +1 costs 2 CPs ${tail}`]);
    expect(broke({ type: 'raise', trait: 'soldier' })).toEqual([`Raising Soldier to base +1 costs 4 CPs ${tail}`]);
    expect(broke({ type: 'lower', trait: 'greed' })).toEqual([`Lowering Greed to base +1 costs 3 CPs ${tail}`]);
    expect(broke({ type: 'raise-personality', trait: 'valorous' })).toEqual([
      `Raising Valorous to 11 costs 1 CP ${tail}`,
    ]);
    expect(
      broke({
        type: 'acquire',
        trait: { id: 'ride', name: 'Ride', kind: 'trained', base: { kind: 'primary', trait: 'agility' } },
      }),
    ).toEqual([`Acquiring Ride at base costs 1 CP ${tail}`]);
    expect(broke({ type: 'convert', into: 'favour', points: 3 })).toEqual([
      `Praying 3 CPs into favour costs 3 CPs ${tail}`,
    ]);
    expect(broke({ type: 'convert', into: 'money', points: 1, roll: enteredRoll('1d20', 4) })).toEqual([
      `Converting 1 CP to money costs 1 CP ${tail}`,
    ]);
    // With one CP left, the sentence says "1 is left".
    const one = run(kitted(), [
      ev({ type: 'convert', into: 'money', points: 61, roll: enteredRoll('61d20', 610) }),
      ev({ type: 'raise', trait: 'sword' }),
    ]);
    expect(one.findings[0]!.message).toBe(
      'Raising Sword to base +1 costs 2 CPs but only 1 is left; earn more CPs (age, adventures) first.',
    );
    // Removing a negative trait at base: Greed at base yields 1, so 60 + 1 - 4 = 57 CPs to convert first.
    const atBase = kitted((c) => (c.negatives[0]!.level = 0));
    const remove = run(atBase, [
      ev({ type: 'convert', into: 'money', points: 57, roll: enteredRoll('57d20', 570) }),
      ev({ type: 'lower', trait: 'greed' }),
    ]);
    expect(remove.findings[0]!.message).toBe(`Removing Greed costs 1 CP ${tail}`);
  });

  it('words the limits on raising: base +6, personality to 20, one level an increment, one trait trained', () => {
    const atSix = run(
      kitted((c) => (c.secondaries[1]!.level = 4)),
      [
        ev({ type: 'raise', trait: 'sword' }),
        ev({ type: 'age' }),
        ev({ type: 'raise', trait: 'sword' }),
        ev({ type: 'age' }),
        ev({ type: 'raise', trait: 'sword' }),
      ],
    );
    expect(only(atSix.findings, 'mls.secondary.above-play-limit')).toEqual({
      code: 'mls.secondary.above-play-limit',
      path: 'events.4.trait',
      message: 'Sword is at base +6; no secondary trait may rise above base +6.',
    });
    // Cowardly rolled 18: one raise makes 19 (10 CPs), the next would make 20.
    const eighteen = soldier(
      (c) =>
        (c.personality['valorous-cowardly'] = { value: 2, roll: { trait: 'second', dice: enteredRoll('3d6', 18) } }),
    );
    const toTwenty = run(eighteen, [
      ev({ type: 'raise-personality', trait: 'cowardly' }),
      ev({ type: 'age' }),
      ev({ type: 'raise-personality', trait: 'cowardly' }),
    ]);
    expect(toTwenty.steps.map((s) => s.accepted)).toEqual([true, true, false]);
    expect(toTwenty.budget!.spent).toBe(2 + 10);
    expect(only(toTwenty.findings, 'mls.personality.not-to-twenty')).toEqual({
      code: 'mls.personality.not-to-twenty',
      path: 'events.2.trait',
      message: 'Cowardly is at 19; personality traits cannot be raised to 20 with CPs (only through checks).',
    });
    const twice = run(kitted(), [ev({ type: 'raise', trait: 'sword' }), ev({ type: 'raise', trait: 'sword' })]);
    expect(only(twice.findings, 'mls.increment.already-changed')).toEqual({
      code: 'mls.increment.already-changed',
      path: 'events.1',
      message:
        'Sword was already changed through CPs during this age increment; a trait moves at most one level per increment, so wait for the next age increment.',
    });
    const trainTwo = run(kitted(), [ev({ type: 'train', trait: 'mind' }), ev({ type: 'train', trait: 'aura' })]);
    expect(only(trainTwo.findings, 'mls.train.one-at-a-time')).toEqual({
      code: 'mls.train.one-at-a-time',
      path: 'events.1.trait',
      message:
        'Mind is already trained up; only one primary trait can be trained at a time, so wait for the next age increment.',
    });
    expect(
      only(
        run(kitted(), [ev({ type: 'train', trait: 'mind' }), ev({ type: 'train', trait: 'mind' })]).findings,
        'mls.train.already-trained',
      ).message,
    ).toBe(
      'Mind is already trained up this increment and can go up only one level; renew it after the next age increment.',
    );
  });

  it('words the money and prayer refusals', () => {
    expect(
      only(run(kitted(), [ev({ type: 'convert', into: 'money', points: 2 })]).findings, 'mls.convert.roll-missing'),
    ).toEqual({
      code: 'mls.convert.roll-missing',
      path: 'events.0.roll',
      message: 'Converting 2 CPs to money needs a roll of 2d20; roll it or enter the result.',
    });
    expect(
      only(
        run(kitted(), [ev({ type: 'convert', into: 'money', points: 2, roll: enteredRoll('1d20', 7) })]).findings,
        'mls.convert.roll-invalid',
      ).path,
    ).toBe('events.0.roll');
    expect(
      only(
        run(kitted(), [ev({ type: 'convert', into: 'favour', points: 2, roll: enteredRoll('2d20', 7) })]).findings,
        'mls.convert.roll-not-needed',
      ),
    ).toEqual({
      code: 'mls.convert.roll-not-needed',
      path: 'events.0.roll',
      message: 'Prayer gives a fixed 5 favour per CP; remove the roll.',
    });
    expect(
      only(run(soldier(), [ev({ type: 'convert', into: 'favour', points: 1 })]).findings, 'mls.convert.not-a-priest'),
    ).toEqual({
      code: 'mls.convert.not-a-priest',
      path: 'events.0.into',
      message:
        'Only a character with a Priest magic skill can pray CPs into favour; acquire one first or convert to money.',
    });
  });
});

describe('MLS findings: checks and overrides', () => {
  it('words the check refusals: once per adventure, a roll on the wrong die, a trait at base +6', () => {
    const once = run(kitted(), [
      ev({ type: 'award', adventure: 'minor', role: 'minor' }),
      ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 1) }),
      ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 8) }),
    ]);
    expect(only(once.findings, 'mls.check.once-per-adventure')).toEqual({
      code: 'mls.check.once-per-adventure',
      path: 'events.2.trait',
      message: 'Sword was already rolled for after this adventure; only one roll per trait per adventure.',
    });
    const wrongDie = run(kitted(), [
      ev({ type: 'award', adventure: 'minor', role: 'minor' }),
      ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d6', 6) }),
    ]);
    expect(only(wrongDie.findings, 'mls.check.roll-invalid').path).toBe('events.1.roll');
    const atSix = run(
      kitted((c) => (c.secondaries[1]!.level = 4)),
      [
        ev({ type: 'raise', trait: 'sword' }),
        ev({ type: 'age' }),
        ev({ type: 'raise', trait: 'sword' }),
        ev({ type: 'award', adventure: 'minor', role: 'minor' }),
        ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 8) }),
      ],
    );
    expect(only(atSix.findings, 'mls.check.at-maximum')).toEqual({
      code: 'mls.check.at-maximum',
      path: 'events.4.trait',
      message: 'Sword is at base +6 and cannot go higher through checks.',
    });
    expect(
      only(
        run(kitted(), [ev({ type: 'check', trait: 'bow', roll: enteredRoll('1d8', 8) })]).findings,
        'mls.trait.unknown',
      ).message,
    ).toBe('The character has no secondary trait "bow"; acquire it (or list it untrained) first.');
  });

  it('raises a checked trait on the lowest roll the table needs and not one below', () => {
    // From base +2 the table needs 5: a 4 leaves Sword at +2, a 5 takes it to +3.
    const at2 = kitted((c) => (c.secondaries[1]!.level = 2));
    const four = run(at2, [
      ev({ type: 'award', adventure: 'minor', role: 'minor' }),
      ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 4) }),
    ]);
    const five = run(at2, [
      ev({ type: 'award', adventure: 'minor', role: 'minor' }),
      ev({ type: 'check', trait: 'sword', roll: enteredRoll('1d8', 5) }),
    ]);
    expect([four.sheet!.secondaries[1]!.level, five.sheet!.secondaries[1]!.level]).toEqual([2, 3]);
    // An untrained Natural trait at -2 goes to base on 2, not on 1.
    const climb = kitted((c) =>
      c.secondaries.push({
        id: 'climb',
        name: 'Climb',
        kind: 'natural',
        base: { kind: 'primary', trait: 'agility' },
        level: -2,
      }),
    );
    const rolls = [1, 2].map(
      (n) =>
        run(climb, [
          ev({ type: 'award', adventure: 'minor', role: 'minor' }),
          ev({ type: 'check', trait: 'climb', roll: enteredRoll('1d8', n) }),
        ]).sheet!.secondaries[3]!.level,
    );
    expect(rolls).toEqual([-2, 0]);
  });

  it('raises a personality trait on a roll above it only, and never past 20', () => {
    // Valorous 10: a 10 leaves it, an 11 raises it.
    const ten = run(soldier(), [ev({ type: 'check-personality', trait: 'valorous', roll: enteredRoll('1d20', 10) })]);
    expect(ten.sheet!.personality.valorous).toBe(10);
    // Cowardly rolled 18, checked up to 20 on 19 and 20; a roll of 21 (not on a d20) would take it past 20.
    const high = soldier(
      (c) =>
        (c.personality['valorous-cowardly'] = { value: 2, roll: { trait: 'second', dice: enteredRoll('3d6', 18) } }),
    );
    const r = run(high, [
      ev({ type: 'check-personality', trait: 'cowardly', roll: enteredRoll('1d20', 19) }),
      ev({ type: 'check-personality', trait: 'cowardly', roll: enteredRoll('1d20', 20) }),
      ev({ type: 'check-personality', trait: 'cowardly', roll: enteredRoll('1d20', 21) }),
    ]);
    expect(r.sheets![2]!.personality).toMatchObject({ cowardly: 20, valorous: 0 });
    expect(r.steps[2]!.accepted).toBe(false);
    const above = only(r.findings, 'mls.personality.above-twenty');
    expect(above).toEqual({
      code: 'mls.personality.above-twenty',
      path: 'events.2.roll',
      message: 'Cowardly is already at 20; no personality trait rises above 20.',
    });
  });

  it('refuses an override of a code that is not this game’s, and warns when accepted purchases overspend', () => {
    expect(
      only(
        run(soldier(), [ev({ type: 'override', code: 'hursagmu.trait.cost', path: 'events.0', reason: 'Why not' })])
          .findings,
        'ledger.override-unknown-code',
      ),
    ).toEqual({
      code: 'ledger.override-unknown-code',
      path: 'events.0.code',
      message: '"hursagmu.trait.cost" is not a finding code of this game; copy the code from the finding to override.',
    });
    // 58 CPs left; 60 converted with the game master's leave: 2 over.
    const r = run(soldier(), [
      ev({ type: 'override', code: 'mls.cp.insufficient', path: 'events.1', reason: 'A loan from the guild' }),
      ev({ type: 'convert', into: 'money', points: 60, roll: enteredRoll('60d20', 600) }),
    ]);
    expect(r.legal).toBe(true);
    expect(only(r.findings, 'mls.cp.overspent-by-override')).toEqual({
      code: 'mls.cp.overspent-by-override',
      path: 'events',
      message:
        'The ledger has spent 2 CPs more than earned, through purchases a game master accepted; later purchases need CPs earned first.',
    });
  });

  it('reports a malformed event with its field', () => {
    const r = run(soldier(), [ev({ type: 'damage', amount: 0 })]);
    const found = only(r.findings, 'mls.event.malformed');
    expect(found.path).toBe('events.0.amount');
    expect(found.message).toMatch(/^Field "events\.0\.amount" .*; correct or remove the event\.$/);
  });
});

describe('MLS creation steps and words for bases', () => {
  it('never steps the starting age or the fate points bought below 0', () => {
    const c = soldier();
    expect(previewCreationStep(c, { kind: 'age', delta: -1 }, settings).next.ageIncrements).toBe(0);
    expect(previewCreationStep(c, { kind: 'fate', delta: -1 }, settings).next.extraFatePoints).toBe(0);
    expect(previewCreationStep(c, { kind: 'fate', delta: 1 }, settings).next.extraFatePoints).toBe(1);
  });

  it('steps a personality pair and drops its roll', () => {
    const rolled = soldier(
      (c) => (c.personality['kind-selfish'] = { value: 12, roll: { trait: 'first', dice: enteredRoll('3d6', 12) } }),
    );
    expect(
      previewCreationStep(rolled, { kind: 'personality', pair: 'kind-selfish', delta: -1 }, settings).next.personality[
        'kind-selfish'
      ],
    ).toEqual({ value: 11 });
    const neg = kitted();
    expect(
      previewCreationStep(neg, { kind: 'negative', id: 'greed', delta: -1 }, settings).next.negatives[0]!.level,
    ).toBe(1);
  });

  it('describes a base in words', () => {
    expect(describeBase({ kind: 'primary', trait: 'strength' })).toBe('Strength');
    expect(describeBase({ kind: 'reverse', trait: 'mind' })).toBe('2 - Mind');
    expect(describeBase({ kind: 'average', traits: ['strength', 'agility'] })).toBe('average of Strength, Agility');
  });

  it('starts a new character as a human at base age with every trait at average and pairs at 10/10', () => {
    const c = mls.newCharacter(settings, 5);
    expect(c).toMatchObject({
      race: 'human',
      ageIncrements: 0,
      secondaries: [],
      negatives: [],
      hitPointsRoll: null,
      usesMagic: false,
      magicPointsRoll: null,
      extraFatePoints: 0,
    });
    expect(Object.values(c.primaries)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Object.values(c.personality).every((p) => p.value === 10)).toBe(true);
  });
});
