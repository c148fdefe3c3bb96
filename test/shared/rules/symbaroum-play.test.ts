import { evaluate } from '../../../shared/rules/core';
import { symbaroum, type SymbaroumCreation, type SymbaroumSheet } from '../../../shared/rules/systems/symbaroum';
import { errorCodes, ev, runner } from './game-helpers';

const run = runner<SymbaroumCreation, SymbaroumSheet>(symbaroum);

/** 78 points: Accurate 10, Cunning 12, Discreet 8, Persuasive 9, Quick 10, Resolute 13, Strong 11, Vigilant 5. */
function mystic(change: (c: SymbaroumCreation) => void = () => {}): SymbaroumCreation {
  const c: SymbaroumCreation = {
    attributes: {
      accurate: 10,
      cunning: 12,
      discreet: 8,
      persuasive: 9,
      quick: 10,
      resolute: 13,
      strong: 11,
      vigilant: 5,
    },
    abilities: { medicus: 'novice' },
    armor: 'light',
    shield: 'none',
  };
  change(c);
  return c;
}

describe('Symbaroum campaign settings', () => {
  it('uses the campaign’s own abilities, armor, points and starting experience', () => {
    const settings = {
      attributePoints: 78,
      startingExperience: 40,
      abilities: [{ id: 'witchsight', name: 'Witchsight', description: 'Sees the shadows of souls.' }],
      armor: [{ id: 'robe', name: 'Order robe', impeding: 0 }],
    };
    const r = run(
      mystic((c) => ((c.abilities = { witchsight: 'adept' }), (c.armor = 'robe'))),
      [],
      settings,
    );
    expect(r.findings).toEqual([]);
    // 40 - 30 for Witchsight at adept.
    expect(r.budget).toMatchObject({ earned: 40, spent: 30, left: 10 });
    expect(r.sheet!.abilityRows.map((a) => [a.name, a.level, a.next])).toEqual([
      ['Witchsight', 'adept', { level: 'master', cost: 30 }],
    ]);
    expect(r.sheet!.defense).toBe(10);
  });

  it('refuses an ability or armor the campaign does not have', () => {
    const r = run(mystic((c) => ((c.abilities = { witchsight: 'novice' }), (c.armor = 'plate'))));
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'symbaroum.ability.unknown',
        'creation.abilities.witchsight',
        'This campaign has no ability "witchsight"; choose one of its abilities, or ask the Game Master to add it.',
      ],
      [
        'symbaroum.armor.unknown',
        'creation.armor',
        'This campaign has no armor "plate"; choose one of its armor, or none.',
      ],
    ]);
  });

  it('refuses abilities that cost more than the starting experience', () => {
    const r = run(mystic((c) => (c.abilities = { medicus: 'adept', recovery: 'adept' })));
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'symbaroum.xp.overspent',
        'creation.abilities',
        'The abilities cost 60 experience of the 50 to start with, 10 over; take fewer or lower levels.',
      ],
    ]);
  });

  it('warns about settings that cannot mean what the Game Master meant', () => {
    const { findings } = symbaroum.parseSettings({
      lowestAttribute: 12,
      highestAttribute: 10,
      abilities: [
        { id: 'medicus', name: 'Medicus', description: '' },
        { id: 'medicus', name: 'Medicus again', description: '' },
      ],
    });
    expect(findings.map((f) => [f.code, f.path])).toEqual([
      ['symbaroum.settings.ability-twice', 'settings.abilities.1.id'],
      ['symbaroum.settings.attribute-range', 'settings.lowestAttribute'],
      ['symbaroum.settings.points-too-few', 'settings.attributePoints'],
    ]);
  });
});

describe('Symbaroum play', () => {
  it('puts armor on and off and carries a shield, moving Defense with them', () => {
    const r = run(mystic(), [
      ev({ type: 'equip', armor: 'heavy', shield: 'shield' }),
      ev({ type: 'equip', armor: null, shield: 'none' }),
      ev({ type: 'equip', armor: 'plate', shield: 'none' }),
    ]);
    // Quick 10: light armor 8; heavy with a shield 10 - 4 + 1 = 7; nothing 10.
    expect(r.sheets!.map((s) => symbaroum.sheetOf(s).defense)).toEqual([8, 7, 10, 10]);
    expect(errorCodes(r.findings)).toEqual(['symbaroum.armor.unknown']);
  });

  it('needs the 1D4 to wake on a 1, and no 1D4 on any other roll', () => {
    const r = run(mystic(), [
      ev({ type: 'damage', amount: 11 }),
      ev({ type: 'death-test', roll: 1 }),
      ev({ type: 'death-test', roll: 7, wake: 2 }),
    ]);
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'symbaroum.death-test.wake-missing',
        'events.1.wake',
        'A 1 wakes the character with 1D4 Toughness; say the roll of the 1D4.',
      ],
      [
        'symbaroum.death-test.wake-not-needed',
        'events.2.wake',
        'Only a 1 wakes the character; a 7 has no 1D4, so remove it.',
      ],
    ]);
  });

  it('heals only what was lost, and nothing when nothing was', () => {
    const r = run(mystic(), [
      ev({ type: 'heal', means: 'herbal' }),
      ev({ type: 'damage', amount: 2 }),
      ev({ type: 'heal', means: 'medicus', roll: 4 }),
    ]);
    expect(r.findings.map((f) => [f.code, f.message])).toEqual([
      ['symbaroum.heal.unhurt', 'The character has lost no Toughness; there is nothing to heal.'],
    ]);
    expect(r.sheet!.toughness).toEqual({ max: 11, current: 11 });
  });

  it('heals by another power only with its amount', () => {
    const r = run(mystic(), [
      ev({ type: 'damage', amount: 5 }),
      ev({ type: 'heal', means: 'other' }),
      ev({ type: 'heal', means: 'other', amount: 3 }),
    ]);
    expect(errorCodes(r.findings)).toEqual(['symbaroum.heal.field-missing']);
    expect(r.sheet!.toughness.current).toBe(9);
  });

  it('words the warning after the Game Master accepted an ability beyond the experience', () => {
    const over = run(mystic(), [
      ev({ type: 'learn', ability: 'medicus' }),
      ev({ type: 'learn', ability: 'medicus' }),
      ev({ type: 'override', code: 'symbaroum.xp.insufficient', path: 'events.1', reason: 'A gift of the order' }),
    ]);
    // 50 - 10 = 40; adept 20 leaves 20; master 30 is 10 over.
    expect(over.findings.find((f) => f.code === 'symbaroum.xp.overspent-by-override')?.message).toBe(
      'The ledger has spent 10 experience more than earned, through abilities the Game Master accepted; later abilities need experience earned first.',
    );
  });

  it('writes the sheet as text for the command-line checker', () => {
    const r = evaluate(
      symbaroum,
      {
        creation: mystic() as unknown as Record<string, unknown>,
        events: [ev({ type: 'damage', amount: 11 }), ev({ type: 'death-test', roll: 12 })],
      },
      {},
    );
    expect(symbaroum.sheetText(r.sheet!)).toEqual([
      'Attributes (value, modifier against it):',
      '  Accurate     10  0',
      '  Cunning      12  -2',
      '  Discreet      8  +2',
      '  Persuasive    9  +1',
      '  Quick        10  0',
      '  Resolute     13  -3',
      '  Strong       11  -1',
      '  Vigilant      5  +5',
      'Abilities: Medicus (novice)',
      'Toughness: 0 of 11 (dying, 1 of 3 steps toward death)   Pain Threshold: 6   Corruption Threshold: 7',
      'Defense: 8 (Light armor, impeding 2)',
    ]);
  });
});
