import fc from 'fast-check';
import { explainCharacter } from '../../../shared/rules/core/explain-character';
import {
  armouryLines,
  chanceToMeet,
  deriveHeimrSheet,
  dodgeAbility,
  dodgeChance,
  heimr,
  heimrSheetText,
  HEIMR_ARMOURY_BOOK,
  HEIMR_ATTRIBUTE_ROWS,
  HEIMR_READINGS,
  HEIMR_SHIELD_ROWS,
  stateOf,
  STANDARD_ABILITIES,
  type HeimrCreation,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';
import { errorCodes, ev, runner } from './game-helpers';

/*
 * A held shield's stamina penalty (002_660a93111b0de833.txt, "Medieval armoury module", "Shields": "Tower shield P+5
 * Sta -1 off-hand Sword and shield"; the small and medium shields' "TODO" is the campaign's), taken from the
 * campaign's stamina while the shield is in hand (reading `shieldStamina`), with "Base fatigue": "4 – stamina = base
 * fatigue", never below 1. Survival is the standard ability on stamina (base consistency 2).
 */

const run = runner<HeimrCreation, HeimrSheet>(heimr);

/** Stamina 3 and strength -1: 2 points, the default campaign's most. */
const hardy: HeimrCreation = { attributes: { stamina: 3, strength: -1 }, training: {} };

const shield = (id: string, ability = 'brawl') => ev({ type: 'take-up-shield', shield: id, hand: 'off', ability });
const putDown = () => ev({ type: 'put-down', hand: 'off' });

function sheetAfter(events: Record<string, unknown>[], settings: Record<string, unknown> = {}, creation = hardy) {
  const r = run(creation, events, settings);
  expect(errorCodes(r.findings)).toEqual([]);
  return heimr.sheetOf(r.sheet!);
}

const ability = (s: HeimrSheet, id: string) => s.abilities.find((a) => a.id === id)!;
const attribute = (s: HeimrSheet, id: string) => s.attributes.find((a) => a.id === id)!;

describe('a held shield’s stamina penalty on the sheet', () => {
  it('takes the tower shield’s Sta -1 from Stamina 3: base fatigue 1 becomes 2, Survival’s potential 3 becomes 2', () => {
    const before = sheetAfter([]);
    // 4 - 3 = 1; Survival is based on stamina alone, so its base potential is 3.
    expect(before.baseFatigue).toBe(1);
    expect([ability(before, 'survival').basePotential, ability(before, 'survival').potential]).toEqual([3, 3]);
    expect(attribute(before, 'stamina').withShield).toBeUndefined();

    const held = sheetAfter([shield('tower')]);
    // Stamina counts 3 - 1 = 2 while the tower shield is held: 4 - 2 = 2, and Survival's base potential is 2.
    expect(held.baseFatigue).toBe(2);
    expect([ability(held, 'survival').basePotential, ability(held, 'survival').potential]).toEqual([2, 2]);
    // The attribute itself stays 3 (what progress and the budget count), shown beside the 2 it counts.
    expect(attribute(held, 'stamina')).toMatchObject({ value: 3, withShield: 2, needed: 12 });
    expect(held.values.stamina).toBe(3);
    // Brawl is on strength, untouched: -1; consistency is never moved.
    expect([ability(held, 'brawl').potential, ability(held, 'survival').consistency]).toEqual([-1, 2]);
    expect(heimr.budgets(held)).toEqual(heimr.budgets(before));
  });

  it('gives the command-line checker’s text sheet Stamina as it counts with the shield beside its value', () => {
    const line = (sheet: HeimrSheet) => heimrSheetText(sheet).find((l) => l.trimStart().startsWith('Stamina'));
    expect(line(sheetAfter([]))).toBe('  Stamina           +3   progress 0 of 12');
    expect(line(sheetAfter([shield('tower')]))).toBe(
      '  Stamina           +3   progress 0 of 12   (counts +2 with a tower shield in hand)',
    );
  });

  it('restores base fatigue and the abilities when the shield is put down', () => {
    const before = sheetAfter([]);
    expect(sheetAfter([shield('tower')]).baseFatigue).toBe(2);
    const after = sheetAfter([shield('tower'), putDown()]);
    expect(after.baseFatigue).toBe(1);
    expect(ability(after, 'survival').potential).toBe(3);
    expect(after).toEqual(before);
  });

  it('applies the campaign’s penalties for the small and medium shields, which the book leaves “TODO”', () => {
    // The default penalty is 0: a small shield changes nothing.
    expect(sheetAfter([shield('small')]).baseFatigue).toBe(1);
    expect(attribute(sheetAfter([shield('small')]), 'stamina').withShield).toBeUndefined();
    // A small shield at 2: Stamina counts 3 - 2 = 1, base fatigue 4 - 1 = 3, Survival's potential 1.
    const small = sheetAfter([shield('small')], { smallShieldPenalty: 2 });
    expect([small.baseFatigue, ability(small, 'survival').potential, attribute(small, 'stamina').withShield]).toEqual([
      3, 1, 1,
    ]);
    // A medium shield at 1: 3 - 1 = 2, base fatigue 2; the buckler has no penalty ("-").
    const medium = sheetAfter([shield('medium')], { mediumShieldPenalty: 1, smallShieldPenalty: 4 });
    expect([medium.baseFatigue, ability(medium, 'survival').potential]).toEqual([2, 2]);
    expect(sheetAfter([shield('buckler')], { smallShieldPenalty: 4, mediumShieldPenalty: 4 }).baseFatigue).toBe(1);
  });

  it('keeps base fatigue at least 1 and lets it rise past 4 for a low stamina', () => {
    // Stamina 4 counts 3 with the tower shield: 4 - 3 = 1, as without it (4 - 4 = 0, less than 1, so 1).
    const strong = { attributes: { stamina: 4 }, training: {} };
    expect(sheetAfter([shield('tower')], { highestAttribute: 4, attributePoints: 4 }, strong).baseFatigue).toBe(1);
    // Stamina -2 counts -3 with a medium shield at 1: 4 - -3 = 7, above six, where every physical roll raises it.
    const weak = { attributes: { stamina: -2 }, training: {} };
    expect(sheetAfter([shield('medium')], { mediumShieldPenalty: 1 }, weak).baseFatigue).toBe(7);
  });

  it('lowers initiative’s consistency where initiative rolls stamina, and not where it rolls dexterity', () => {
    expect(sheetAfter([shield('tower')]).initiative.consistency).toBe(0);
    const onStamina = sheetAfter([shield('tower')], { initiativeAttribute: 'stamina' });
    expect(onStamina.initiative).toEqual({ consistency: 2, potential: 3 });
  });

  it('lowers the campaign’s fatigue attribute where the campaign folds stamina into “Physical”', () => {
    const settings = {
      attributes: [
        { id: 'physical', name: 'Physical', short: 'phy', group: 'physical' },
        { id: 'mind', name: 'Mind', short: 'min', group: 'mental' },
      ],
      abilities: [
        { id: 'brawl', name: 'Brawl', attributes: ['physical'], baseConsistency: 1 },
        { id: 'lore', name: 'Lore', attributes: ['physical', 'mind'], baseConsistency: 0 },
      ],
      fatigueAttribute: 'physical',
      initiativeAttribute: 'physical',
    };
    const creation = { attributes: { physical: 2, mind: 0 }, training: {} };
    const held = sheetAfter([shield('tower')], settings, creation);
    // Physical counts 2 - 1 = 1: base fatigue 3, Brawl's potential 1, Lore (1 + 0) ÷ 2 rounded down = 0 (was 1).
    expect([held.baseFatigue, ability(held, 'brawl').potential, ability(held, 'lore').potential]).toEqual([3, 1, 0]);
    expect(held.initiative.consistency).toBe(1);
    expect(attribute(held, 'physical')).toMatchObject({ value: 2, withShield: 1 });
  });

  it('takes nothing where the campaign switches the armoury module off', () => {
    const held = sheetAfter([shield('tower')]);
    expect(held.baseFatigue).toBe(2);
    // The same state with the module switched off: no penalty counts, whatever is in hand.
    const off = deriveHeimrSheet({ ...stateOf(held), campaign: { ...held.campaign, armoury: false } });
    expect(off.baseFatigue).toBe(1);
    expect(ability(off, 'survival').potential).toBe(3);
    expect(attribute(off, 'stamina').withShield).toBeUndefined();
    expect(armouryLines(off)).toEqual([]);
  });

  it('lowers the chances worked from stamina: Survival against CR 5 from 599 in 600 to 592 in 600', () => {
    const before = sheetAfter([]);
    const held = sheetAfter([shield('tower')]);
    const chance = (s: HeimrSheet) => {
      const a = ability(s, 'survival');
      return chanceToMeet(a.consistency, a.potential, 5, s.baseFatigue).probability;
    };
    // Consistency +2, potential 3: the highest of 1d6 and 2d10 must reach 2 and the fatigue 1; only three 1s fail.
    expect(chance(before)).toBeCloseTo(599 / 600, 12);
    // Potential 2 and fatigue 2: the dice must reach 3; all three dice under 3 on 2 × 2 × 2 of 600 rolls.
    expect(chance(held)).toBeCloseTo(592 / 600, 12);
  });
});

describe('a held shield’s stamina penalty, explained', () => {
  const explain = (events: Record<string, unknown>[], settings: Record<string, unknown> = {}) =>
    explainCharacter(heimr, { creation: hardy, events }, settings).explanations!;
  const at = (list: ReturnType<typeof explain>, path: string) => list.find((e) => e.path === path)!;

  it('names the tower shield and its row in every value the penalty moved', () => {
    const list = explain([shield('tower')]);
    expect(list.filter((e) => e.formula === '' || e.sources.length === 0).map((e) => e.path)).toEqual([]);
    const fatigue = at(list, 'sheet.baseFatigue');
    expect(fatigue.formula).toBe(
      'Base fatigue = 4 - Stamina 2 (3, less the tower shield’s stamina penalty 1 (the book’s “Sta -1”) while it is in hand) = 2',
    );
    expect(fatigue.sources).toContainEqual(HEIMR_SHIELD_ROWS.tower);
    expect(fatigue.sources).toContainEqual(HEIMR_ARMOURY_BOOK.shieldsHeader);
    expect(fatigue.reading).toBe(HEIMR_READINGS.shieldStamina);
    expect(fatigue.settings).toEqual(['settings.fatigueAttribute', 'settings.armoury']);
    expect(fatigue.entries).toHaveLength(1);

    const k = heimr.defaultSettings().attributes.findIndex((a) => a.id === 'stamina');
    const counted = at(list, `sheet.attributes.${k}.withShield`);
    expect(counted.value).toBe(2);
    expect(counted.formula).toMatch(
      /^Stamina counted while the tower shield is in hand = Stamina 3 - the tower shield’s stamina penalty 1 \(the book’s “Sta -1”\) = 2: /,
    );
    expect(counted.sources).toContainEqual(HEIMR_ATTRIBUTE_ROWS.stamina!);

    const j = heimr.defaultSettings().abilities.findIndex((a) => a.id === 'survival');
    const potential = at(list, `sheet.abilities.${j}.basePotential`);
    expect(potential.formula).toBe(
      'Survival’s base potential = Stamina 2 (3, less the tower shield’s stamina penalty 1 (the book’s “Sta -1”) while it is in hand) → 2',
    );
    expect(potential.sources).toContainEqual(HEIMR_SHIELD_ROWS.tower);
    expect(at(list, `sheet.abilities.${j}.potential`).reading).toBe(HEIMR_READINGS.shieldStamina);
    // Initiative rolls dexterity by default, untouched; where it rolls stamina, it counts the 2 too.
    expect(at(list, 'sheet.initiative.consistency').formula).toBe('Initiative’s consistency = Dexterity 0');
    expect(
      at(explain([shield('tower')], { initiativeAttribute: 'stamina' }), 'sheet.initiative.consistency').formula,
    ).toBe(
      'Initiative’s consistency = Stamina 2 (3, less the tower shield’s stamina penalty 1 (the book’s “Sta -1”) while it is in hand)',
    );
    // Brawl is on strength: its potential's formula says nothing of the shield.
    const brawl = at(list, 'sheet.abilities.0.basePotential');
    expect([brawl.formula, brawl.reading]).toEqual(['Brawl’s base potential = Strength -1 → -1', undefined]);
  });

  it('names the campaign’s setting for a small shield’s penalty, and nothing once the shield is put down', () => {
    const small = at(explain([shield('small')], { smallShieldPenalty: 2 }), 'sheet.baseFatigue');
    expect(small.formula).toBe(
      'Base fatigue = 4 - Stamina 1 (3, less the small shield’s stamina penalty 2 (settings.smallShieldPenalty; the book leaves it “TODO”) while it is in hand) = 3',
    );
    expect(small.settings).toContain('settings.smallShieldPenalty');
    expect(small.sources).toContainEqual(HEIMR_SHIELD_ROWS.small);
    const down = at(explain([shield('tower'), putDown()]), 'sheet.baseFatigue');
    expect([down.formula, down.reading]).toEqual(['Base fatigue = 4 - Stamina 3 = 1', undefined]);
  });

  it('records the reading of which attribute is stamina, with the other reading', () => {
    expect(HEIMR_READINGS.shieldStamina).toMatch(/^The project’s reading: .*fatigue.*Other reading: .*“stamina”/);
  });
});

describe('a held shield’s stamina penalty over random characters', () => {
  const settingsArb = fc.record({
    smallShieldPenalty: fc.integer({ min: 0, max: 5 }),
    mediumShieldPenalty: fc.integer({ min: 0, max: 5 }),
    initiativeAttribute: fc.constantFrom('dexterity', 'stamina'),
  });
  const creationArb = fc
    .record({
      stamina: fc.integer({ min: -2, max: 3 }),
      dexterity: fc.integer({ min: -2, max: 3 }),
      survival: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ stamina, dexterity, survival }): HeimrCreation => ({
      attributes: { stamina, dexterity, strength: -2 },
      training: { survival: { consistency: survival, potential: 0 } },
    }));
  // Agility, the dodge's ability, on dexterity and stamina, so that the dodge is moved too.
  const abilities = STANDARD_ABILITIES.map((a) =>
    a.id === 'agility' ? { ...a, attributes: ['dexterity', 'stamina'] } : a,
  );

  /** Every chance the sheet shows, against CRs and attack scores from -2 to 14: abilities, dodges and the rest. */
  function chances(s: HeimrSheet): number[] {
    const out: number[] = [];
    const dodge = dodgeAbility(s);
    for (let cr = -2; cr <= 14; cr++) {
      for (const a of s.abilities)
        out.push(chanceToMeet(a.consistency, a.potential, cr, a.physical ? s.baseFatigue : null).probability);
      out.push(chanceToMeet(s.initiative.consistency, s.initiative.potential, cr).probability);
      if (dodge)
        for (let earlier = 0; earlier < 3; earlier++)
          out.push(dodgeChance(dodge.consistency, dodge.potential, cr, earlier, s.baseFatigue)?.probability ?? 0);
    }
    return out;
  }

  /** A shield's stamina penalty: the book's "Sta -1" for the tower shield, "-" for the buckler, else the campaign's. */
  const penaltyOf = (id: string, set: { smallShieldPenalty: number; mediumShieldPenalty: number }) =>
    ({ buckler: 0, small: set.smallShieldPenalty, medium: set.mediumShieldPenalty, tower: 1 })[id]!;

  it('never raises any chance while a shield is held, and putting it down restores the sheet exactly', () => {
    fc.assert(
      fc.property(creationArb, settingsArb, fc.constantFrom('buckler', 'small', 'medium', 'tower'), (c, set, id) => {
        const settings = { ...set, abilities, highestAttribute: 3, attributePoints: 6 };
        const before = sheetAfter([], settings, c);
        const held = sheetAfter([shield(id)], settings, c);
        const down = sheetAfter([shield(id), putDown()], settings, c);
        const without = chances(before);
        chances(held).forEach((p, i) => expect(p).toBeLessThanOrEqual(without[i]!));
        // "4 – stamina = base fatigue", never below 1, with the stamina less the shield's penalty.
        const stamina = c.attributes.stamina! - penaltyOf(id, set);
        expect(held.baseFatigue).toBe(Math.max(1, 4 - stamina));
        expect(down).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });
});
