import { enteredRoll, rollDice } from '../../../shared/rules/core';
import { mls, previewCreation, previewCreationStep } from '../../../shared/rules/systems/mls';
import { errorCodes, run, settings, soldier } from './mls-helpers';

describe('MLS creation: budget', () => {
  it('gives a new 18-year-old human 60 CPs and charges 2 for the occupation at base', () => {
    const r = run(soldier());
    expect(r.legal).toBe(true);
    expect(r.budget).toMatchObject({ earned: 60, spent: 2, left: 58 });
  });

  it('itemises the budget and reports overspending with the amount', () => {
    const r = run(
      soldier((c) => {
        c.primaries.strength = 2;
        c.primaries.body = 2;
        c.primaries.mind = 1;
        c.secondaries.push({
          id: 'sword',
          name: 'Sword',
          kind: 'trained',
          base: { kind: 'primary', trait: 'dexterity' },
          level: 4,
        });
        c.secondaries.push({
          id: 'bow',
          name: 'Bow',
          kind: 'trained',
          base: { kind: 'primary', trait: 'dexterity' },
          level: 4,
        });
        c.secondaries.push({
          id: 'lore',
          name: 'Lore',
          kind: 'trained',
          base: { kind: 'primary', trait: 'mind' },
          level: 3,
        });
        c.extraFatePoints = 2;
      }),
    );
    // 5 + 5 + 2 + 2 (occupation) + 15 + 15 + 10 + 10 (fate) = 64
    expect(r.budget).toMatchObject({ earned: 60, spent: 64, left: -4 });
    expect(r.budget!.items.map((i) => i.amount)).toEqual([60, -5, -5, -2, -2, -15, -15, -10, -10]);
    const over = r.findings.find((f) => f.code === 'mls.cp.overspent')!;
    expect(over.message).toContain('4 CPs over');
    expect(r.legal).toBe(false);
  });

  it('adds the yields of reduced primaries and negative traits', () => {
    const r = run(
      soldier((c) => {
        c.primaries.aura = -2;
        c.primaries.mind = -1;
        c.negatives = [{ id: 'bad-temper', name: 'Bad Temper', base: { kind: 'reverse', trait: 'mind' }, level: 2 }];
      }),
    );
    expect(r.budget).toMatchObject({ earned: 60 + 7 + 3 + 6, spent: 2 });
    // Reverse primary: 2 - Mind (1) = 1, plus level 2.
    expect(r.sheet!.negatives[0]).toMatchObject({ baseValue: 1, value: 3 });
  });

  it('gives a 45-year-old human 60 + 44 + 5 = 109 CPs', () => {
    const r = run(soldier((c) => (c.ageIncrements = 27)));
    expect(r.budget!.earned).toBe(109);
    expect(r.sheet!.age).toEqual({ years: 45, months: 0 });
  });

  it('refuses a starting age past base + 36 increments', () => {
    expect(errorCodes(run(soldier((c) => (c.ageIncrements = 37))).findings)).toContain('mls.age.too-old');
    expect(errorCodes(run(soldier((c) => (c.ageIncrements = 36))).findings)).not.toContain('mls.age.too-old');
  });
});

describe('MLS creation: primary traits', () => {
  const plusTwo = (n: number, age: number, reduced = 0) =>
    run(
      soldier((c) => {
        c.ageIncrements = age;
        (['strength', 'agility', 'dexterity'] as const).slice(0, n).forEach((t) => (c.primaries[t] = 2));
        (['mind', 'aura'] as const).slice(0, reduced).forEach((t) => (c.primaries[t] = -1));
      }),
    );

  it('allows two traits at +2 for a young character, not three', () => {
    expect(errorCodes(plusTwo(2, 0).findings)).toEqual([]);
    expect(errorCodes(plusTwo(3, 0).findings)).toEqual(['mls.primary.too-many-plus-two']);
  });
  it('allows a third +2 for each trait reduced below average', () => {
    expect(errorCodes(plusTwo(3, 0, 1).findings)).toEqual([]);
  });
  it('allows only one +2 from 40 and none from 50, still raised by reduced traits', () => {
    expect(errorCodes(plusTwo(2, 22).findings)).toEqual(['mls.primary.too-many-plus-two']);
    expect(errorCodes(plusTwo(1, 22).findings)).toEqual([]);
    expect(errorCodes(plusTwo(1, 32).findings)).toEqual(['mls.primary.too-many-plus-two']);
    expect(errorCodes(plusTwo(1, 32, 1).findings)).toEqual([]);
  });
  it('never lets a trait start beyond average +2 or below average -2', () => {
    const r = run(soldier((c) => (c.primaries.mind = 3)));
    expect(r.findings.find((f) => f.code === 'mls.primary.out-of-range')?.path).toBe('creation.primaries.mind');
    expect(errorCodes(run(soldier((c) => (c.primaries.mind = -3))).findings)).toContain('mls.primary.out-of-range');
  });
  it('keeps choices relative to the campaign average', () => {
    const elves = { racialAverages: { 'elf-halfling': { agility: 3, size: 1 } } };
    const r = run(
      soldier((c) => {
        c.race = 'elf-halfling';
        c.primaries.agility = 1;
        c.hitPointsRoll = enteredRoll('1d6', 4);
      }),
      [],
      elves,
    );
    expect(r.sheet!.primaries.agility).toMatchObject({ average: 3, chosen: 1, value: 4 });
    expect(r.sheet!.hitPoints).toEqual({ dice: 1, roll: 4, total: 4 });
    expect(r.legal).toBe(true);
  });
});

describe('MLS creation: secondary traits and occupation', () => {
  it('requires exactly one occupation', () => {
    expect(errorCodes(run(soldier((c) => (c.secondaries = []))).findings)).toEqual(['mls.occupation.missing']);
    const two = soldier((c) => c.secondaries.push({ ...c.secondaries[0]!, id: 'sailor', name: 'Sailor' }));
    expect(errorCodes(run(two).findings)).toEqual(['mls.occupation.too-many']);
  });
  it('rounds averaged bases down, also below zero, and reverses a primary as 2 minus it', () => {
    const r = run(
      soldier((c) => {
        c.primaries.strength = 1; // 3
        c.primaries.mind = -2; // 0
        c.primaries.aura = -2; // 0
        c.secondaries.push({
          id: 'brawl',
          name: 'Brawl',
          kind: 'natural',
          base: { kind: 'average', traits: ['strength', 'agility'] },
          level: 0,
        });
        c.secondaries.push({
          id: 'calm',
          name: 'Calm',
          kind: 'inherent',
          base: { kind: 'reverse', trait: 'strength' },
          level: 0,
        });
        c.secondaries.push({
          id: 'odd',
          name: 'Odd',
          kind: 'natural',
          base: { kind: 'average', traits: ['mind', 'aura', 'awareness'] },
          level: -2,
        });
      }),
    );
    const byId = Object.fromEntries(r.sheet!.secondaries.map((s) => [s.id, s]));
    expect(byId.brawl).toMatchObject({ baseValue: 2, value: 2 }); // (3 + 2) / 2 = 2.5 -> 2
    expect(byId.calm).toMatchObject({ baseValue: -1, value: -1 }); // 2 - 3
    expect(byId.odd).toMatchObject({ baseValue: 0, level: -2, value: -2 }); // (0 + 0 + 2) / 3 -> 0
    // Below zero, down is away from zero: with a human average of 0, Mind -2 and Aura -1 average -1.5, so -2.
    const low = run(
      soldier((c) => {
        c.primaries.mind = -2;
        c.primaries.aura = -1;
        c.secondaries.push({
          id: 'odd',
          name: 'Odd',
          kind: 'natural',
          base: { kind: 'average', traits: ['mind', 'aura'] },
          level: 0,
        });
      }),
      [],
      { racialAverages: { human: { mind: 0, aura: 0 } } },
    );
    expect(low.sheet!.secondaries[1]).toMatchObject({ baseValue: -2, value: -2 });
    expect(errorCodes(r.findings)).toEqual([]);
    // Natural untrained and Inherent at base cost nothing; Brawl at base costs 1.
    expect(r.budget!.spent).toBe(2 + 1 + 2);
  });
  it('does not let a Trained trait be listed below base, nor any trait above base +4', () => {
    const low = run(
      soldier((c) =>
        c.secondaries.push({
          id: 'sword',
          name: 'Sword',
          kind: 'trained',
          base: { kind: 'primary', trait: 'dexterity' },
          level: -2,
        }),
      ),
    );
    expect(errorCodes(low.findings)).toEqual(['mls.secondary.below-base']);
    const high = run(
      soldier((c) =>
        c.secondaries.push({
          id: 'sword',
          name: 'Sword',
          kind: 'trained',
          base: { kind: 'primary', trait: 'dexterity' },
          level: 5,
        }),
      ),
    );
    expect(errorCodes(high.findings)).toEqual(['mls.secondary.above-start-limit']);
  });
});

describe('MLS creation: hit, magic and fate points', () => {
  it('takes the roll when it beats base x 3', () => {
    const r = run(soldier((c) => (c.hitPointsRoll = enteredRoll('2d6', 11))));
    expect(r.sheet!.hitPoints).toEqual({ dice: 2, roll: 11, total: 11 });
  });
  it('takes base x 3 when the roll is lower', () => {
    const r = run(soldier((c) => (c.hitPointsRoll = enteredRoll('2d6', 4))));
    expect(r.sheet!.hitPoints).toEqual({ dice: 2, roll: 4, total: 6 });
  });
  it('rolls Size + Body - 2 dice', () => {
    const c = soldier((c) => {
      c.primaries.size = 2;
      c.primaries.body = 1;
    });
    // The 2d6 roll was made before Size and Body rose: a new roll is still to do.
    expect(run(c).findings.filter((f) => f.severity === 'error')).toMatchObject([{ code: 'mls.points.roll-missing' }]);
    c.hitPointsRoll = rollDice('5d6', 99);
    expect(run(c).sheet!.hitPoints.dice).toBe(5);
    expect(run(c).legal).toBe(true);
  });
  it('rolls Aura dice for magic points when the character uses magic', () => {
    const c = soldier((c) => {
      c.usesMagic = true;
      c.primaries.aura = 1;
    });
    expect(errorCodes(run(c).findings)).toEqual(['mls.points.roll-missing']);
    c.magicPointsRoll = enteredRoll('3d6', 8);
    expect(run(c).sheet!.magicPoints).toEqual({ dice: 3, roll: 8, total: 9 });
  });
  it('counts fate points from personality and bought ones', () => {
    const c = soldier((c) => {
      c.personality['chaste-lustful'] = { value: 16 };
      c.personality['honest-deceitful'] = { value: 4 };
      c.personality['valorous-cowardly'] = { value: 2, roll: { trait: 'second', dice: enteredRoll('3d6', 18) } };
      c.extraFatePoints = 1;
    });
    const r = run(c);
    expect(r.legal).toBe(true);
    // Chaste 16 and Deceitful 16 (Honest 4) give one each, Cowardly rolled 18 gives two; one more bought.
    expect(r.sheet!.fatePoints).toEqual({
      fromPersonality: 1 + 1 + 2,
      bought: 1,
      boughtInPlay: 0,
      total: 5,
      spent: 0,
      left: 5,
    });
    expect(r.sheet!.noticeable).toEqual(['chaste', 'deceitful', 'cowardly']);
    expect(r.budget!.spent).toBe(2 + 5);
  });
  it('detects a generated roll that was edited by hand', () => {
    const roll = rollDice('2d6', 5);
    const c = soldier((c) => (c.hitPointsRoll = { ...roll, rolls: [6, 6], total: 12 }));
    expect(run(c).findings.find((f) => f.code === 'mls.points.roll-invalid')?.message).toContain('changed by hand');
  });
});

describe('MLS creation: personality', () => {
  it('keeps each pair at 20 and accepts 5 to 15 chosen', () => {
    const r = run(soldier((c) => (c.personality['lawful-chaotic'] = { value: 5 })));
    expect(r.sheet!.personality.lawful).toBe(5);
    expect(r.sheet!.personality.chaotic).toBe(15);
    expect(r.legal).toBe(true);
  });
  it('allows up to five pairs at 16/4, not six', () => {
    const pairs = [
      'chaste-lustful',
      'temperate-indulgent',
      'forgiving-vengeful',
      'honest-deceitful',
      'generous-greedy',
      'kind-selfish',
    ] as const;
    const five = soldier((c) => pairs.slice(0, 5).forEach((p, i) => (c.personality[p] = { value: i % 2 ? 4 : 16 })));
    expect(run(five).legal).toBe(true);
    const six = soldier((c) => pairs.forEach((p) => (c.personality[p] = { value: 16 })));
    expect(errorCodes(run(six).findings)).toEqual(['mls.personality.too-many-strong']);
  });
  it('refuses a chosen 17 but accepts a rolled one', () => {
    expect(errorCodes(run(soldier((c) => (c.personality['kind-selfish'] = { value: 17 }))).findings)).toEqual([
      'mls.personality.out-of-range',
    ]);
    const rolled = soldier(
      (c) => (c.personality['kind-selfish'] = { value: 17, roll: { trait: 'first', dice: enteredRoll('3d6', 17) } }),
    );
    expect(run(rolled).legal).toBe(true);
  });
  it('requires a rolled trait to take the value rolled', () => {
    const c = soldier(
      (c) => (c.personality['kind-selfish'] = { value: 12, roll: { trait: 'first', dice: enteredRoll('3d6', 17) } }),
    );
    expect(errorCodes(run(c).findings)).toEqual(['mls.personality.roll-mismatch']);
  });
});

describe('MLS creation: malformed files', () => {
  it('reports a malformed creation object with the field path', () => {
    const c = soldier() as unknown as Record<string, unknown>;
    const r = run({ ...(c as object), ageIncrements: 'old' } as never);
    expect(r.findings[0]).toMatchObject({ code: 'mls.creation.malformed', path: 'creation.ageIncrements' });
    expect(r.sheet).toBeUndefined();
  });
  it('reports malformed settings and falls back to the defaults', () => {
    const r = run(soldier(), [], { racialAverages: { human: { strength: 'two' } } });
    expect(r.findings[0]).toMatchObject({
      code: 'mls.settings.malformed',
      path: 'settings.racialAverages.human.strength',
    });
    expect(r.sheet!.primaries.strength.average).toBe(2);
  });
});

describe('MLS creation previews', () => {
  it('says what the next step up of a primary costs and why it is not allowed', () => {
    const now = soldier((c) => {
      c.primaries.strength = 2;
      c.primaries.body = 2;
      c.primaries.mind = 1;
    });
    const next = structuredClone(now);
    next.primaries.mind = 2;
    const p = previewCreation(now, next, settings);
    expect(p.cp).toBe(3);
    expect(p.newErrors.map((f) => f.code)).toEqual(['mls.primary.too-many-plus-two']);
  });
  it('words a finding as the rule and the trait it is about, so it is also true of a step the builder refuses', () => {
    // The builder shows the findings of the changed creation as the reason a step is refused; a sentence
    // such as "Mind is at racial average +3" would describe a character that was never made.
    const now = soldier((c) => (c.primaries.mind = 2));
    const up = previewCreationStep(now, { kind: 'primary', trait: 'mind', delta: 1 }, settings);
    expect(up.newErrors.map((f) => f.message)).toEqual([
      'A primary trait must stay within racial average ±2; Mind can be from average -2 to average +2.',
    ]);
    const third = soldier((c) => {
      c.primaries.strength = 2;
      c.primaries.body = 2;
      c.primaries.mind = 1;
    });
    const again = previewCreationStep(third, { kind: 'primary', trait: 'mind', delta: 1 }, settings);
    expect(again.newErrors[0]!.message).toMatch(/^This character may have at most 2 primary traits at average \+2 /);
    const over = previewCreationStep(
      soldier((c) => (c.extraFatePoints = 12)),
      { kind: 'primary', trait: 'strength', delta: 1 },
      settings,
    );
    expect(over.findings.find((f) => f.code === 'mls.cp.overspent')?.message).toMatch(
      /^Spending \d+ CPs of the 60 available is \d+ CPs? over; /,
    );
  });

  it('builds a new character that needs only an occupation and its hit points rolled', () => {
    const c = mls.newCharacter(settings, 7);
    expect(errorCodes(run(c).findings)).toEqual(['mls.occupation.missing', 'mls.points.roll-missing']);
  });
});

describe('MLS creation steps for the builder', () => {
  it('prices each step of a primary: +1 costs 2, +2 costs 3 more, -1 frees 3, -2 frees 4 more', () => {
    const at = (level: number) => soldier((c) => (c.primaries.mind = level));
    expect(previewCreationStep(at(0), { kind: 'primary', trait: 'mind', delta: 1 }, settings).cp).toBe(2);
    expect(previewCreationStep(at(1), { kind: 'primary', trait: 'mind', delta: 1 }, settings).cp).toBe(3);
    expect(previewCreationStep(at(0), { kind: 'primary', trait: 'mind', delta: -1 }, settings).cp).toBe(-3);
    expect(previewCreationStep(at(-1), { kind: 'primary', trait: 'mind', delta: -1 }, settings).cp).toBe(-4);
    const beyond = previewCreationStep(at(2), { kind: 'primary', trait: 'mind', delta: 1 }, settings);
    expect(beyond.newErrors.map((f) => f.code)).toEqual(['mls.primary.out-of-range']);
  });

  it('steps a Natural trait from untrained straight to base for 1 CP, and an occupation at double cost', () => {
    const c = soldier((c) =>
      c.secondaries.push({
        id: 'climb',
        name: 'Climb',
        kind: 'natural',
        base: { kind: 'primary', trait: 'agility' },
        level: -2,
      }),
    );
    const up = previewCreationStep(c, { kind: 'secondary', id: 'climb', delta: 1 }, settings);
    expect(up.cp).toBe(1);
    expect(up.next.secondaries[1]!.level).toBe(0);
    expect(
      previewCreationStep(up.next, { kind: 'secondary', id: 'climb', delta: -1 }, settings).next.secondaries[1]!.level,
    ).toBe(-2);
    expect(previewCreationStep(c, { kind: 'secondary', id: 'soldier', delta: 1 }, settings).cp).toBe(4);
  });

  it('prices a negative trait step as a yield, a fate point at 5, and a year of age as 2 CPs gained', () => {
    const c = soldier(
      (c) => (c.negatives = [{ id: 'greed', name: 'Greed', base: { kind: 'primary', trait: 'mind' }, level: 1 }]),
    );
    expect(previewCreationStep(c, { kind: 'negative', id: 'greed', delta: 1 }, settings).cp).toBe(-3);
    expect(previewCreationStep(c, { kind: 'fate', delta: 1 }, settings).cp).toBe(5);
    expect(previewCreationStep(c, { kind: 'age', delta: 1 }, settings).cp).toBe(-2);
  });

  it('says why a sixth pair at 16/4 is not allowed', () => {
    const pairs = [
      'chaste-lustful',
      'temperate-indulgent',
      'forgiving-vengeful',
      'honest-deceitful',
      'generous-greedy',
    ] as const;
    const c = soldier((c) => {
      pairs.forEach((p) => (c.personality[p] = { value: 16 }));
      c.personality['kind-selfish'] = { value: 15 };
    });
    const step = previewCreationStep(c, { kind: 'personality', pair: 'kind-selfish', delta: 1 }, settings);
    expect(step.cp).toBe(0);
    expect(step.newErrors[0]!.message).toContain('At most 5 chosen pairs may be at 16/4');
  });
});
