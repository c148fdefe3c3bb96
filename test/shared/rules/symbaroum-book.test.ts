import fc from 'fast-check';
import { createRng, evaluate, withoutLastEvent, type CharacterInput } from '../../../shared/rules/core';
import {
  corruptionThreshold,
  defense,
  levelTotal,
  modifierOf,
  nextLevel,
  painThreshold,
  successChance,
  symbaroum,
  testChances,
  toughness,
  type SymbaroumCreation,
  type SymbaroumSheet,
} from '../../../shared/rules/systems/symbaroum';
import { errorCodes, ev, runner } from './game-helpers';
import { ledgerArb } from './symbaroum-arbitraries';

const run = runner<SymbaroumCreation, SymbaroumSheet>(symbaroum);

/** 80 points: Accurate 13, Cunning 10, Discreet 9, Persuasive 7, Quick 11, Resolute 10, Strong 9, Vigilant 11. */
function scout(change: (c: SymbaroumCreation) => void = () => {}): SymbaroumCreation {
  const c: SymbaroumCreation = {
    attributes: {
      accurate: 13,
      cunning: 10,
      discreet: 9,
      persuasive: 7,
      quick: 11,
      resolute: 10,
      strong: 9,
      vigilant: 11,
    },
    abilities: {},
    armor: null,
    shield: 'none',
  };
  change(c);
  return c;
}

describe('Symbaroum attributes and their modifiers', () => {
  it('reads the modifier table: 5 gives +5, 10 gives 0, 15 gives -5, one step for each point between', () => {
    // 001_747545f513491440.txt, the table at the end: 5 +5, 6 +4, 7 +3, 8 +2, 9 +1, 10 0, 11 -1, 12 -2, 13 -3, 14 -4, 15 -5.
    const table = [5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5];
    expect([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map(modifierOf)).toEqual(table);
  });

  it('works out Toughness, Pain Threshold, Defense and the Corruption Threshold at their edges', () => {
    // "Toughness = Strong (though never below 10)"; "Pain Threshold = Strong/2 (rounded up)", from the real Strong.
    expect([5, 9, 10, 11, 15].map(toughness)).toEqual([10, 10, 10, 11, 15]);
    expect([5, 9, 10, 11, 15].map(painThreshold)).toEqual([3, 5, 5, 6, 8]);
    // "Corruption Threshold = Resolute/2 (rounded up)": odd rounds up, even halves.
    expect([7, 8, 13, 14].map(corruptionThreshold)).toEqual([4, 4, 7, 7]);
    // "Defense = [Quick – Armor's Impeding value]", +1 for a shield or a buckler ("Shield").
    expect(defense(11, 0, false)).toBe(11);
    expect(defense(11, 3, false)).toBe(8);
    expect(defense(11, 3, true)).toBe(9);
  });

  it('shows the derived values on the sheet, with the armor worn and the shield carried', () => {
    const r = run(scout((c) => ((c.armor = 'medium'), (c.shield = 'buckler'))));
    const s = r.sheet!;
    expect(r.findings).toEqual([]);
    expect(s.toughness).toEqual({ max: 10, current: 10 });
    expect([s.painThreshold, s.defense, s.corruptionThreshold]).toEqual([5, 11 - 3 + 1, 5]);
    expect(s.attributes.map((a) => [a.name, a.value, a.modifier])).toEqual([
      ['Accurate', 13, -3],
      ['Cunning', 10, 0],
      ['Discreet', 9, 1],
      ['Persuasive', 7, 3],
      ['Quick', 11, -1],
      ['Resolute', 10, 0],
      ['Strong', 9, 1],
      ['Vigilant', 11, -1],
    ]);
    expect(s.initiative).toEqual({ quick: 11, vigilant: 11 });
  });

  it('refuses a creation outside the campaign’s range and points, naming the attribute and the fix', () => {
    const r = run(scout((c) => ((c.attributes.strong = 16), (c.attributes.persuasive = 4))));
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'symbaroum.attribute.below-start',
        'creation.attributes.persuasive',
        'Persuasive starts at 5 at the least, not 4; raise it.',
      ],
      [
        'symbaroum.attribute.above-start',
        'creation.attributes.strong',
        'Strong starts at 15 at most, not 16; lower it.',
      ],
      [
        'symbaroum.attribute.over-points',
        'creation.attributes',
        'The attributes add up to 84, 4 more than the 80 this campaign gives; lower some.',
      ],
    ]);
    const missing = run(scout((c) => delete c.attributes.vigilant));
    expect(missing.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'symbaroum.attribute.missing',
        'creation.attributes.vigilant',
        'Vigilant has no value yet; give it one from 5 to 15.',
      ],
    ]);
  });
});

describe('Symbaroum abilities and experience', () => {
  it('prices abilities as the book does: novice 10, adept 20 more, master 30 more', () => {
    // "Improving Your Character".
    expect([nextLevel(undefined), nextLevel('novice'), nextLevel('adept'), nextLevel('master')]).toEqual([
      { level: 'novice', cost: 10 },
      { level: 'adept', cost: 20 },
      { level: 'master', cost: 30 },
      null,
    ]);
    expect([levelTotal('novice'), levelTotal('adept'), levelTotal('master')]).toEqual([10, 30, 60]);
  });

  it('spends the starting experience at creation and experience awarded in play, level by level', () => {
    const r = run(
      scout((c) => (c.abilities = { medicus: 'adept' })),
      [
        ev({ type: 'award', points: 15 }),
        ev({ type: 'learn', ability: 'medicus' }),
        ev({ type: 'learn', ability: 'recovery' }),
      ],
    );
    // 50 - 30 = 20; +15 = 35; master 30 leaves 5; Recovery at novice costs 10: refused.
    expect(r.steps.map((s) => [s.accepted, s.left])).toEqual([
      [true, 35],
      [true, 5],
      [false, 5],
    ]);
    expect(r.findings.map((f) => [f.code, f.message])).toEqual([
      [
        'symbaroum.xp.insufficient',
        'Recovery at novice costs 10 experience but only 5 is unspent; earn more experience first.',
      ],
    ]);
    expect(r.budget).toMatchObject({ earned: 65, spent: 60, left: 5 });
    // Master at creation takes 60 of a campaign's 60.
    const again = run(
      scout((c) => (c.abilities = { medicus: 'master' })),
      [ev({ type: 'learn', ability: 'medicus' })],
      { startingExperience: 60 },
    );
    expect(errorCodes(again.findings)).toEqual(['symbaroum.ability.mastered']);
  });

  it('starts a character with all the experience of a dead one instead of the campaign’s', () => {
    // "Dead Player Characters": "using all the Experience accumulated by the last character".
    const r = run(scout((c) => (c.inherited = { from: 'Ergar', experience: 135 })));
    expect(r.budget!.items[0]).toEqual({ label: 'Experience of Ergar', amount: 135, path: 'creation.inherited' });
    expect(r.sheet!.totals.unspent).toBe(135);
  });
});

describe('Symbaroum damage, healing and the death test', () => {
  it('lowers Toughness to 0 at the most and heals by days, herbal cures and the Medicus roll', () => {
    const r = run(scout(), [
      ev({ type: 'damage', amount: 4 }),
      ev({ type: 'heal', means: 'natural', days: 2 }),
      ev({ type: 'heal', means: 'herbal' }),
      ev({ type: 'damage', amount: 30 }),
      ev({ type: 'heal', means: 'medicus', roll: 3 }),
    ]);
    expect(r.sheets!.slice(1).map((s) => symbaroum.sheetOf(s).toughness.current)).toEqual([6, 8, 9, 0, 3]);
    expect(r.findings).toEqual([]);
  });

  it('says what a heal needs and what it does not', () => {
    const r = run(scout(), [
      ev({ type: 'damage', amount: 2 }),
      ev({ type: 'heal', means: 'medicus' }),
      ev({ type: 'heal', means: 'herbal', days: 2 }),
    ]);
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      ['symbaroum.heal.field-missing', 'events.1.roll', 'Medicus heals 1D4 Toughness: say the roll of the 1D4.'],
      ['symbaroum.heal.field-not-needed', 'events.2.days', 'An herbal cure needs no days; remove it.'],
    ]);
  });

  it('reads the death test: 1 wakes with 1D4, 2 to 10 nothing, 11 to 19 a step closer and the third kills, 20 kills', () => {
    const dying = [ev({ type: 'damage', amount: 10 })];
    const steps = run(scout(), [
      ...dying,
      ev({ type: 'death-test', roll: 2 }),
      ev({ type: 'death-test', roll: 10 }),
      ev({ type: 'death-test', roll: 11 }),
      ev({ type: 'death-test', roll: 19 }),
    ]);
    expect(steps.sheet!.dying).toBe(true);
    expect(steps.sheet!.deathSteps).toBe(2);
    const third = run(scout(), [
      ...dying,
      ev({ type: 'death-test', roll: 11 }),
      ev({ type: 'death-test', roll: 15 }),
      ev({ type: 'death-test', roll: 19 }),
    ]);
    expect([third.sheet!.dead, third.sheet!.dying]).toEqual([true, false]);
    expect(run(scout(), [...dying, ev({ type: 'death-test', roll: 20 })]).sheet!.dead).toBe(true);
    const wakes = run(scout(), [
      ...dying,
      ev({ type: 'death-test', roll: 14 }),
      ev({ type: 'death-test', roll: 1, wake: 3 }),
    ]);
    expect([wakes.sheet!.toughness.current, wakes.sheet!.deathSteps, wakes.sheet!.dying]).toEqual([3, 0, false]);
  });

  it('tests only a dying character, and a dead one takes no more entries', () => {
    const r = run(scout(), [ev({ type: 'death-test', roll: 5 })]);
    expect(r.findings.map((f) => f.code)).toEqual(['symbaroum.death-test.not-dying']);
    const dead = run(scout(), [
      ev({ type: 'damage', amount: 10 }),
      ev({ type: 'death-test', roll: 20 }),
      ev({ type: 'award', points: 5 }),
    ]);
    expect(dead.findings.map((f) => [f.code, f.message])).toEqual([
      [
        'symbaroum.dead',
        'The character is dead. Start a new character with its experience, as "Dead Player Characters" allows.',
      ],
    ]);
  });
});

describe('Symbaroum success tests', () => {
  it('counts a D20 at or under the modified value, against difficulties and enemy attributes', () => {
    // A value of 13: at +0, 13 of 20; at +5, 18; at -5, 8; against an enemy's 15 (modifier -5), 8 of 20.
    expect(successChance(13, 0).probability).toBe(13 / 20);
    const chart = testChances(13);
    expect(chart.difficulties.map((d) => [d.against, d.chance.outcomes])).toEqual(
      [5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5].map((d) => [d, 13 + d]),
    );
    expect(chart.enemies.map((e) => [e.against, e.chance.outcomes])).toEqual(
      [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((e) => [e, Math.min(20, 13 + 10 - e)]),
    );
    // Never below nothing nor above certain.
    expect([successChance(3, -5).probability, successChance(18, 5).probability]).toEqual([0, 1]);
  });

  it('adds 2 with the Advantage, and rolls twice for blind fighting, keeping the worse or the better die', () => {
    // "Advantage": +2. "Blind Fighting": the worse of two at 13 succeeds (13/20)^2, the better 1 - (7/20)^2.
    expect(successChance(13, 0, { advantage: true }).outcomes).toBe(15);
    expect(successChance(13, 0, { roll: 'worst of two' })).toEqual({ outcomes: 169, of: 400, probability: 0.4225 });
    expect(successChance(13, 0, { roll: 'best of two' })).toEqual({ outcomes: 351, of: 400, probability: 0.8775 });
  });

  it('agrees with a seeded simulation of the same tests', () => {
    const random = createRng(20261124);
    const d20 = () => 1 + Math.floor(random() * 20);
    const rolls = 200_000;
    let worst = 0;
    let best = 0;
    for (let i = 0; i < rolls; i++) {
      const a = d20();
      const b = d20();
      if (Math.max(a, b) <= 11) worst++;
      if (Math.min(a, b) <= 11) best++;
    }
    expect(Math.abs(worst / rolls - successChance(11, 0, { roll: 'worst of two' }).probability)).toBeLessThan(0.003);
    expect(Math.abs(best / rolls - successChance(11, 0, { roll: 'best of two' }).probability)).toBeLessThan(0.003);
  });
});

describe('Symbaroum experience bookkeeping', () => {
  it('keeps earned less spent equal to what is left, and undo equal to a fold without the last entry', () => {
    fc.assert(
      fc.property(ledgerArb, ({ creation, events }) => {
        const input: CharacterInput = { creation: creation as unknown as Record<string, unknown>, events };
        const r = evaluate(symbaroum, input, {});
        if (!r.sheet) return;
        expect(r.budget!.earned - r.budget!.spent).toBe(r.budget!.left);
        expect(r.sheet.totals.unspent).toBe(r.budget!.left);
        if (events.length > 0) {
          const undone = evaluate(symbaroum, withoutLastEvent(input), {});
          expect(undone.steps).toEqual(r.steps.slice(0, -1));
        }
      }),
      { numRuns: 200 },
    );
  });
});
