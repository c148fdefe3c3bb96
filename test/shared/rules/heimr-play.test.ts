import { divideAward, evaluate } from '../../../shared/rules/core';
import { heimr, type HeimrCreation, type HeimrSheet } from '../../../shared/rules/systems/heimr';
import { errorCodes, ev, runner } from './game-helpers';

const run = runner<HeimrCreation, HeimrSheet>(heimr);

/**
 * A scout in the project's default campaign: attributes adding up to 2 (the default), Survival consistency 1 (5 XP)
 * and Perception potential 2 (5 + 10 XP), so 20 of the 30 starting experience points are spent.
 */
function scout(change: (c: HeimrCreation) => void = () => {}): HeimrCreation {
  const c: HeimrCreation = {
    attributes: { strength: 1, dexterity: 1, stamina: 1, intelligence: 0, sociability: 0, empathy: -1 },
    training: { survival: { consistency: 1, potential: 0 }, perception: { consistency: 0, potential: 2 } },
  };
  change(c);
  return c;
}

const ability = (s: HeimrSheet, id: string) => s.abilities.find((a) => a.id === id)!;
const attribute = (s: HeimrSheet, id: string) => s.attributes.find((a) => a.id === id)!;
const train = (ab: string, aspect: 'consistency' | 'potential', attr?: string) =>
  ev({ type: 'train', ability: ab, aspect, ...(attr ? { attribute: attr } : {}) });

describe('Heimr creation', () => {
  it('works out consistency and potential from the base values and the training', () => {
    const r = run(scout());
    expect(r.findings).toEqual([]);
    const s = r.sheet!;
    // Survival: base consistency 2 (the project's default) + 1 trained; potential = stamina 1.
    expect(ability(s, 'survival')).toMatchObject({
      consistency: 3,
      potential: 1,
      trained: true,
      basedOn: ['Stamina'],
      physical: true,
    });
    // Perception: base consistency 1; potential = intelligence 0 + 2 trained.
    expect(ability(s, 'perception')).toMatchObject({ consistency: 1, potential: 2, trained: true, physical: false });
    // Untrained abilities are on the sheet too: Insight at base consistency 0, potential = empathy -1.
    expect(ability(s, 'insight')).toMatchObject({ consistency: 0, potential: -1, trained: false });
    // The next point of Survival consistency is the second: 10; of Perception potential the third: 15.
    expect(ability(s, 'survival').nextCost).toEqual({ consistency: 10, potential: 5 });
    expect(ability(s, 'perception').nextCost).toEqual({ consistency: 5, potential: 15 });
    expect(r.budget).toMatchObject({ earned: 30, spent: 20, left: 10 });
    expect(r.budget!.items.map((i) => [i.label, i.amount])).toEqual([
      ['Starting experience', 30],
      ['Survival consistency 1', -5],
      ['Perception potential 2', -15],
    ]);
  });

  it('gives training bought at creation no attribute progress', () => {
    const s = run(scout()).sheet!;
    expect(s.attributes.map((a) => a.progress)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(heimr.budgets(s).progress).toMatchObject({ earned: 0, spent: 0, left: 0, items: [] });
  });

  it('works out base fatigue, initiative and hit points from the campaign’s settings', () => {
    const s = run(scout()).sheet!;
    // 4 - stamina 1 = 3; initiative rolls dexterity 1 as consistency and willpower 3 (the project's default) as potential.
    expect(s.baseFatigue).toBe(3);
    expect(s.initiative).toEqual({ consistency: 1, potential: 3 });
    expect(s.health).toEqual({ max: 3, current: 3, injury: null });
    const tough = run(
      scout((c) => ((c.attributes.stamina = 3), (c.attributes.strength = -1))),
      [],
      { hitPoints: 5, willpower: 2 },
    ).sheet!;
    expect(tough.baseFatigue).toBe(1);
    expect(tough.initiative).toEqual({ consistency: 1, potential: 2 });
    expect(tough.health.max).toBe(5);
  });

  it('refuses attributes outside the campaign’s range and points, naming the attribute and the fix', () => {
    const r = run(scout((c) => ((c.attributes.strength = 4), (c.attributes.empathy = -3), (c.attributes.luck = 1))));
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'heimr.attribute.above-start',
        'creation.attributes.strength',
        'Strength starts at 3 at most in this campaign, not 4; lower it.',
      ],
      [
        'heimr.attribute.below-start',
        'creation.attributes.empathy',
        'Empathy starts at -2 at the least in this campaign, not -3; raise it.',
      ],
      [
        'heimr.attribute.unknown',
        'creation.attributes.luck',
        'This campaign has no attribute "luck"; remove it or choose one of the campaign\'s attributes.',
      ],
      // 4 + 1 + 1 + 0 + 0 - 3: an attribute the campaign lacks counts for nothing.
      [
        'heimr.attribute.over-points',
        'creation.attributes',
        'The attributes add up to 3, 1 more than the 2 this campaign allows; lower one, or lower one below 0 to raise another.',
      ],
    ]);
    const over = run(scout((c) => (c.attributes.intelligence = 2)));
    expect(over.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'heimr.attribute.over-points',
        'creation.attributes',
        'The attributes add up to 4, 2 more than the 2 this campaign allows; lower one, or lower one below 0 to raise another.',
      ],
    ]);
  });

  it('refuses training the campaign does not have, or more than the starting experience', () => {
    const r = run(scout((c) => (c.training.sailing = { consistency: 1, potential: 0 })));
    expect(r.findings.map((f) => [f.code, f.path])).toEqual([['heimr.ability.unknown', 'creation.training.sailing']]);
    // Survival consistency 3 (30) + Perception potential 2 (15) = 45 of 30.
    const over = run(scout((c) => (c.training.survival = { consistency: 3, potential: 0 })));
    expect(over.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'heimr.xp.overspent',
        'creation.training',
        'Training at creation costs 45 experience points of the 30 to start with, 15 over; train less.',
      ],
    ]);
  });

  it('uses a campaign’s own attributes and abilities, folded, renamed or added', () => {
    const settings = {
      attributes: [
        { id: 'body', name: 'Body', short: 'bod', group: 'physical' },
        { id: 'mind', name: 'Mind', short: 'mnd', group: 'mental' },
      ],
      abilities: [
        { id: 'fight', name: 'Fight', attributes: ['body'], baseConsistency: 2 },
        {
          id: 'sailing',
          name: 'Sailing',
          attributes: ['body', 'mind'],
          baseConsistency: -1,
          description: 'Handle a boat.',
        },
      ],
      fatigueAttribute: 'body',
      initiativeAttribute: 'mind',
      startingExperience: 20,
      attributePoints: 3,
    };
    const r = run(
      { attributes: { body: 3, mind: 0 }, training: { sailing: { consistency: 2, potential: 0 } } },
      [],
      settings,
    );
    expect(r.findings).toEqual([]);
    const s = r.sheet!;
    expect(s.attributes.map((a) => [a.name, a.value])).toEqual([
      ['Body', 3],
      ['Mind', 0],
    ]);
    // Sailing: base potential floor((3 + 0) / 2) = 1; consistency -1 + 2 = 1; physical, being based on Body.
    expect(ability(s, 'sailing')).toMatchObject({
      consistency: 1,
      potential: 1,
      basedOn: ['Body', 'Mind'],
      physical: true,
      description: 'Handle a boat.',
    });
    expect(ability(s, 'fight')).toMatchObject({ consistency: 2, potential: 3, trained: false });
    expect(s.baseFatigue).toBe(1);
    expect(s.initiative.consistency).toBe(0);
    expect(r.budget).toMatchObject({ earned: 20, spent: 15, left: 5 });
  });

  it('warns about settings that cannot mean what the game master meant', () => {
    const { findings } = heimr.parseSettings({
      attributes: [
        { id: 'body', name: 'Body', short: 'bod', group: 'physical' },
        { id: 'body', name: 'Body again', short: 'bo2', group: 'physical' },
      ],
      abilities: [
        { id: 'fight', name: 'Fight', attributes: ['body', 'spirit'], baseConsistency: 0 },
        { id: 'fight', name: 'Fight again', attributes: ['body'], baseConsistency: 0 },
      ],
      fatigueAttribute: 'body',
      lowestAttribute: 2,
      highestAttribute: 1,
    });
    expect(findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'heimr.settings.attribute-twice',
        'settings.attributes.1.id',
        'The attribute "body" is listed twice; give each attribute its own id.',
      ],
      [
        'heimr.settings.ability-twice',
        'settings.abilities.1.id',
        'The ability "fight" is listed twice; give each ability its own id.',
      ],
      [
        'heimr.settings.ability-attribute-unknown',
        'settings.abilities.0.attributes.1',
        'Fight is based on "spirit", which is not an attribute of this campaign; correct it.',
      ],
      [
        'heimr.settings.initiative-attribute-unknown',
        'settings.initiativeAttribute',
        'Initiative uses "dexterity", which is not an attribute of this campaign, so it counts as 0; choose one of the campaign\'s attributes.',
      ],
      [
        'heimr.settings.attribute-range',
        'settings.lowestAttribute',
        'No attribute can start between 2 and 1; make the lowest value no more than the highest.',
      ],
    ]);
  });

  it('refuses a base consistency outside -2 to +3', () => {
    const { findings, settings } = heimr.parseSettings({
      abilities: [{ id: 'luck', name: 'Luck', attributes: ['empathy'], baseConsistency: 4 }],
    });
    expect(
      findings.some((f) => f.severity === 'error' && f.path.startsWith('settings.abilities.0.baseConsistency')),
    ).toBe(true);
    // The defaults stand in for settings that do not parse.
    expect(settings.abilities.map((a) => a.id)).toEqual([
      'brawl',
      'agility',
      'survival',
      'perception',
      'persuasion',
      'insight',
    ]);
  });
});

describe('Heimr training and attribute progress', () => {
  it('prices each point by the height it reaches, for consistency and potential apart', () => {
    const r = run(scout(), [
      ev({ type: 'award', points: 40 }),
      train('survival', 'consistency'),
      train('survival', 'potential'),
      train('survival', 'consistency'),
    ]);
    expect(r.findings).toEqual([]);
    // Consistency 2 costs 10, potential 1 costs 5, consistency 3 costs 15: 30 of the 10 + 40 unspent.
    expect(r.sheet!.experience).toEqual({ starting: 30, atCreation: 20, awarded: 40, spent: 30 });
    expect(r.sheet!.totals).toEqual({ earned: 70, spent: 50, unspent: 20 });
    expect(ability(r.sheet!, 'survival')).toMatchObject({
      trainedConsistency: 3,
      trainedPotential: 1,
      consistency: 5,
      potential: 2,
    });
  });

  it('adds one progress to the attribute for each point, and raises it at the progress its new value needs', () => {
    // Empathy -1 rises to 0 at 4 progress ("Attribute progress": 0 needs 4); Insight follows it.
    const r = run(scout(), [
      ev({ type: 'award', points: 40 }),
      train('insight', 'consistency'),
      train('insight', 'potential'),
      train('insight', 'consistency'),
      train('insight', 'potential'),
    ]);
    expect(r.findings).toEqual([]);
    const progress = r.sheets!.map((s) => {
      const e = attribute(heimr.sheetOf(s), 'empathy');
      return [e.value, e.progress, e.needed];
    });
    expect(progress).toEqual([
      [-1, 0, 4],
      [-1, 0, 4],
      [-1, 1, 4],
      [-1, 2, 4],
      [-1, 3, 4],
      [0, 0, 6],
    ]);
    // Base potential follows the attribute: 0 + 2 trained.
    expect(ability(r.sheet!, 'insight')).toMatchObject({ basePotential: 0, potential: 2 });
    expect(heimr.budgets(r.sheet!).progress!.items.map((i) => [i.label, i.amount])).toEqual([
      ['Empathy: gained by training', 4],
      ['Empathy: used in rises', -4],
    ]);
  });

  it('lets the player choose the attribute of an ability based on several, and asks when it is not said', () => {
    const settings = {
      abilities: [{ id: 'sailing', name: 'Sailing', attributes: ['dexterity', 'stamina'], baseConsistency: 0 }],
    };
    const r = run(
      { attributes: { dexterity: 1, stamina: 1 }, training: {} },
      [
        train('sailing', 'consistency'),
        train('sailing', 'potential', 'strength'),
        train('sailing', 'potential', 'stamina'),
      ],
      settings,
    );
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'heimr.train.attribute-missing',
        'events.0.attribute',
        'Sailing is based on Dexterity and Stamina; say which attribute gains the progress.',
      ],
      [
        'heimr.train.attribute-not-of-ability',
        'events.1.attribute',
        'Sailing is based on Dexterity and Stamina, not on "strength"; choose one of those.',
      ],
    ]);
    expect(attribute(r.sheet!, 'stamina').progress).toBe(1);
    expect(attribute(r.sheet!, 'dexterity').progress).toBe(0);
  });

  it('refuses training the campaign does not list, and training beyond the unspent experience', () => {
    const r = run(scout(), [
      train('sailing', 'consistency'),
      train('survival', 'potential'),
      train('survival', 'potential'),
    ]);
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'heimr.ability.unknown',
        'events.0.ability',
        'This campaign has no ability "sailing"; choose one of its abilities, or ask the game master to add it.',
      ],
      [
        'heimr.xp.insufficient',
        'events.2',
        'Training Survival potential to 2 costs 10 experience points but only 5 are unspent; earn more experience first.',
      ],
    ]);
    expect(r.budget!.left).toBe(5);
  });

  it('counts one experience point and one hit point in the singular', () => {
    // Survival potential 1 (5 XP) leaves 5 of the scout's experience; Brawl consistency 1 (5 XP) spends them; an award of 1 leaves 1.
    const r = run(scout(), [
      train('survival', 'potential'),
      train('brawl', 'consistency'),
      ev({ type: 'award', points: 1 }),
      train('brawl', 'potential'),
      ev({ type: 'damage', amount: 1 }),
      ev({ type: 'heal', amount: 2 }),
    ]);
    expect(r.findings.map((f) => f.message)).toEqual([
      'Training Brawl potential to 1 costs 5 experience points but only 1 is unspent; earn more experience first.',
      'The character has lost 1 hit point, not 2; heal at most 1.',
    ]);
  });

  it('words the warning after a game master accepted training beyond the experience', () => {
    const over = run(scout(), [
      train('survival', 'potential'),
      train('survival', 'potential'),
      ev({ type: 'override', code: 'heimr.xp.insufficient', path: 'events.1', reason: 'Taught by the old hunter' }),
    ]);
    // 10 unspent; potential 1 costs 5 and potential 2 costs 10: 5 over.
    expect(over.findings.find((f) => f.code === 'heimr.xp.overspent-by-override')?.message).toBe(
      'The ledger has spent 5 experience points more than earned, through training the game master accepted; later training needs experience earned first.',
    );
  });

  it('previews the cost of a step without recording it', () => {
    const state = heimr.create(scout(), heimr.defaultSettings()).sheet;
    const settings = heimr.defaultSettings();
    expect(heimr.costOf(state, { type: 'train', ability: 'survival', aspect: 'consistency' }, settings)).toMatchObject({
      amount: 10,
      allowed: true,
    });
    expect(heimr.costOf(state, { type: 'train', ability: 'survival', aspect: 'potential' }, settings)).toMatchObject({
      amount: 5,
      allowed: true,
    });
    const tooMuch = heimr.costOf(state, { type: 'train', ability: 'perception', aspect: 'potential' }, settings);
    expect(tooMuch).toMatchObject({ amount: 15, allowed: false });
    expect(heimr.costOf(state, { type: 'award', points: 7 }, settings)).toMatchObject({ amount: -7, allowed: true });
  });
});

describe('Heimr party experience', () => {
  it('divides an encounter’s experience among those present, rounded down, and carries the rest to the next award', () => {
    const division = heimr.partyAwards!.division;
    // "10XP divided among four characters, means 2XP per character with 2 remaining".
    expect(divideAward(division, 10, ['a', 'b', 'c', 'd'], 0)).toEqual({
      shares: { a: 2, b: 2, c: 2, d: 2 },
      remainder: 2,
    });
    // The 2 carried join the next award: 7 + 2 among three is 3 each, nothing left.
    expect(divideAward(division, 7, ['a', 'b', 'c'], 2)).toEqual({ shares: { a: 3, b: 3, c: 3 }, remainder: 0 });
    expect(heimr.partyAwards!.share(3)).toEqual({ type: 'award', points: 3 });
  });
});

describe('Heimr health', () => {
  it('loses hit points, names the injury at 0 and below, rests only while unhurt by injury, and heals what was lost', () => {
    const r = run(scout(), [
      ev({ type: 'damage', amount: 2 }),
      ev({ type: 'rest' }),
      ev({ type: 'damage', amount: 4 }),
      ev({ type: 'rest' }),
      ev({ type: 'heal', amount: 5 }),
      ev({ type: 'damage', amount: 2 }),
      ev({ type: 'heal', amount: 6 }),
    ]);
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'heimr.rest.injured',
        'events.3',
        'With -1 hit points the character is injured, and a short rest restores only a character with 1 or more; treat the injury first.',
      ],
      ['heimr.heal.more-than-lost', 'events.4.amount', 'The character has lost 4 hit points, not 5; heal at most 4.'],
    ]);
    expect(r.sheets!.map((s) => heimr.sheetOf(s).health)).toEqual([
      { max: 3, current: 3, injury: null },
      { max: 3, current: 1, injury: null },
      { max: 3, current: 3, injury: null },
      { max: 3, current: -1, injury: 'bloodied' },
      { max: 3, current: -1, injury: 'bloodied' },
      { max: 3, current: -1, injury: 'bloodied' },
      { max: 3, current: -3, injury: 'mangled' },
      { max: 3, current: 3, injury: null },
    ]);
  });
});

describe('Heimr sheet as text', () => {
  it('writes the sheet as text for the command-line checker', () => {
    const r = evaluate(
      heimr,
      { creation: scout() as unknown as Record<string, unknown>, events: [ev({ type: 'damage', amount: 4 })] },
      {},
    );
    expect(heimr.sheetText(r.sheet!)).toEqual([
      'Attributes (value, progress toward the next):',
      '  Strength          +1   progress 0 of 8',
      '  Dexterity         +1   progress 0 of 8',
      '  Stamina           +1   progress 0 of 8',
      '  Intelligence      +0   progress 0 of 6',
      '  Sociability       +0   progress 0 of 6',
      '  Empathy           -1   progress 0 of 4',
      'Trained abilities (consistency, potential):',
      '  Survival         C  +3  P  +1   (trained 1 / 0)',
      '  Perception       C  +1  P  +2   (trained 0 / 2)',
      'Hit points: -1 of 3 (Bloodied)   Willpower: 3 of 3   Base fatigue: 3   Initiative: consistency +1, potential +3',
    ]);
  });
});

describe('Heimr refusals keep the character', () => {
  it('changes nothing on a refused entry', () => {
    const before = run(scout()).sheet!;
    const after = run(scout(), [train('survival', 'potential', 'strength'), ev({ type: 'heal', amount: 1 })]);
    expect(errorCodes(after.findings)).toEqual(['heimr.train.attribute-not-of-ability', 'heimr.heal.more-than-lost']);
    expect(after.sheet).toEqual(before);
  });
});
