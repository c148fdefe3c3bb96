import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { explainCharacter, type CharacterInput } from '../../../shared/rules/core';
import { SYMBAROUM_BOOK as B, symbaroum } from '../../../shared/rules/systems/symbaroum';
import { explanationAt, explanationsOf } from './game-helpers';

/**
 * Why each of a Symbaroum character's abilities, the campaign's lists, the creation's budget and its armor are what
 * they are, worked out by hand for the reference characters (test/fixtures/symbaroum/reference) from the book's
 * prices ("Abilities": novice 10 experience, adept 20 more, master 30 more) and the campaign's lists (its abilities:
 * Medicus, Recovery, Witchsight and Iron Fist; its armor: the project's light 2, medium 3, heavy 4).
 */
const reference = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/symbaroum/reference');
const campaign = JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: unknown };
const character = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterInput;
const NAMES = ['brand', 'orm', 'saga', 'tyra', 'ylva'] as const;

const explain = (input: CharacterInput, settings: unknown = campaign.settings) =>
  explanationsOf(symbaroum, input, settings);

const at = explanationAt;

const PRICES = 'novice costs 10 experience, adept 20 more, master 30 more';
/** The reference campaign lists abilities of its own, so the list is its house rule. */
const ABILITY_LIST =
  'the campaign’s list of abilities (this campaign’s house rule; the project’s default is Medicus and Recovery in the project’s words, the book names these two but describes neither in this text)';
const ARMOR_LIST = 'the campaign’s list of armor (the project’s default; the book lists none)';

describe('Symbaroum explains each ability by how it was bought', () => {
  const ylva = explain(character('ylva'));
  const tyra = explain(character('tyra'));
  const saga = explain(character('saga'));
  const orm = explain(character('orm'));

  it('names the level bought at creation, and what play added, with the book’s prices', () => {
    // Ylva: Medicus novice at creation (10); Witchsight adept at creation, master in play (e2): 10 + 20 + 30.
    expect(at(ylva, 'sheet.abilities.medicus')).toMatchObject({
      value: 'novice',
      formula: `Medicus at novice: bought at novice at creation (creation.abilities.medicus); ${PRICES}: 10 in all`,
      settings: ['settings.abilities.0'],
      sources: [B.abilityCosts, B.experienceTraded, B.medicus],
    });
    expect(at(ylva, 'sheet.abilities.witchsight')).toMatchObject({
      value: 'master',
      formula: `Witchsight at master: bought at adept at creation (creation.abilities.witchsight), raised to master in play; ${PRICES}: 60 in all`,
      settings: ['settings.abilities.2'],
      sources: [B.abilityCosts, B.experienceTraded],
    });
    // Tyra learns Medicus in play, novice to master (e7 to e9); Orm buys it at master at creation.
    expect(at(tyra, 'sheet.abilities.medicus').formula).toBe(
      `Medicus at master: learned in play, one level at a time, up to master; ${PRICES}: 60 in all`,
    );
    expect(at(orm, 'sheet.abilities.medicus').formula).toBe(
      `Medicus at master: bought at master at creation (creation.abilities.medicus); ${PRICES}: 60 in all`,
    );
    // Saga: Recovery novice at creation, adept in play (e2), and the book's words on Recovery.
    expect(at(saga, 'sheet.abilities.recovery')).toMatchObject({
      formula: `Recovery at adept: bought at novice at creation (creation.abilities.recovery), raised to adept in play; ${PRICES}: 30 in all`,
      settings: ['settings.abilities.1'],
      sources: [B.abilityCosts, B.experienceTraded, B.recovery],
    });
  });

  it('gives each of the campaign’s abilities its level and the next level’s price', () => {
    // Ylva's rows: Medicus at novice (adept next, 20), Recovery not learned (novice next, 10), Witchsight at master.
    expect(at(ylva, 'sheet.abilityRows.0.next.level').formula).toBe('The next level of Medicus, after novice: adept');
    expect(at(ylva, 'sheet.abilityRows.0.next.cost')).toMatchObject({
      value: 20,
      formula: `Medicus at adept costs 20 experience (${PRICES})`,
      settings: ['settings.abilities.0'],
      sources: [B.abilityCosts, B.experienceTraded, B.medicus],
    });
    expect(at(ylva, 'sheet.abilityRows.1.level')).toMatchObject({
      value: null,
      formula: 'Recovery: not learned, neither at creation nor in play',
      sources: [B.abilityCosts, B.experienceTraded, B.recovery],
    });
    expect(at(ylva, 'sheet.abilityRows.1.next.level').formula).toBe(
      'The next level of Recovery, to start with: novice',
    );
    expect(at(ylva, 'sheet.abilityRows.1.next.cost').formula).toBe(
      `Recovery at novice costs 10 experience (${PRICES})`,
    );
    expect(at(ylva, 'sheet.abilityRows.2.next')).toMatchObject({
      value: null,
      formula: 'Witchsight is at master, the highest level: nothing more to learn',
      settings: ['settings.abilities.2'],
    });
    expect(ylva.has('sheet.abilityRows.2.next.level')).toBe(false);
  });

  it('says where each of the campaign’s abilities and armor comes from, and that the list is the campaign’s', () => {
    for (const prefix of ['sheet.abilityRows.3', 'sheet.campaign.abilities.3']) {
      expect(at(ylva, `${prefix}.id`)).toMatchObject({
        value: 'iron-fist',
        formula: `Iron Fist’s id in ${ABILITY_LIST}: "iron-fist"`,
        settings: ['settings.abilities.3.id'],
        sources: [B.experienceTraded],
      });
      expect(at(ylva, `${prefix}.name`)).toMatchObject({
        formula: `Iron Fist, as named in ${ABILITY_LIST}`,
        settings: ['settings.abilities.3.name'],
      });
      expect(at(ylva, `${prefix}.description`)).toMatchObject({
        formula: `Iron Fist in the campaign’s own words, not the book’s, from ${ABILITY_LIST}`,
        settings: ['settings.abilities.3.description'],
      });
    }
    expect(at(ylva, 'sheet.campaign.abilities.0.id').sources).toEqual([B.experienceTraded, B.medicus]);
    expect(at(ylva, 'sheet.campaign.armor.2.id')).toMatchObject({
      value: 'heavy',
      formula: `Heavy armor’s id in ${ARMOR_LIST}: "heavy"`,
      settings: ['settings.armor.2.id'],
      sources: [B.defenseFormula, B.defense],
    });
    expect(at(ylva, 'sheet.campaign.armor.1.name').formula).toBe(`Medium armor, as named in ${ARMOR_LIST}`);
    expect(at(ylva, 'sheet.campaign.armor.0.impeding')).toMatchObject({
      value: 2,
      formula: `Light armor’s Impeding 2, from ${ARMOR_LIST}; Defense is Quick less this`,
      settings: ['settings.armor.0.impeding'],
    });
  });

  it('explains each item of the creation’s budget: the starting experience, or a dead character’s, and each purchase', () => {
    for (const key of ['label', 'amount', 'path']) {
      expect(at(ylva, `sheet.creationItems.0.${key}`)).toMatchObject({
        formula:
          'Creation’s budget, item 1: +50, the campaign’s starting experience (settings.startingExperience; the project’s default; the book sets none)',
        settings: ['settings.startingExperience'],
        sources: [B.experienceAwarded, B.seeCharacterCreation],
      });
      expect(at(ylva, `sheet.creationItems.2.${key}`)).toMatchObject({
        formula: `Creation’s budget, item 3: Witchsight (adept) bought at creation (creation.abilities.witchsight) for 30 experience (${PRICES})`,
        settings: [],
        sources: [B.abilityCosts],
      });
      expect(at(saga, `sheet.creationItems.0.${key}`)).toMatchObject({
        formula: 'Creation’s budget, item 1: +90, all the experience of Brand (creation.inherited)',
        settings: [],
        sources: [B.deadCharacters],
      });
    }
    expect(at(saga, 'sheet.creationItems.0.amount').reading).toMatch(/^The project’s reading: “all the Experience/);
    expect(at(ylva, 'sheet.creationItems.0.amount').reading).toMatch(
      /^The project’s reading: the book gives no starting/,
    );
    expect(at(ylva, 'sheet.creationItems.2.amount').reading).toBeUndefined();
  });

  it('explains experience from the campaign’s or a dead character’s, and an overspent creation', () => {
    // Saga starts with Brand's 90 ("Dead Player Characters"): no setting took part.
    expect(at(saga, 'sheet.experience.starting').formula).toBe(
      'Starting experience = all the experience of Brand, 90 (creation.inherited), in place of the campaign’s',
    );
    expect(at(saga, 'sheet.experience.inheritedFrom')).toMatchObject({
      value: 'Brand',
      formula: 'Made with the experience of Brand, who died (creation.inherited.from)',
    });
    expect(at(saga, 'sheet.totals.unspent').settings).toEqual([]);
    expect(at(ylva, 'sheet.experience.inheritedFrom')).toMatchObject({
      value: null,
      formula: 'Not made with a dead character’s experience: the character starts with the campaign’s',
    });
    expect(at(ylva, 'sheet.experience.inheritedFrom').reading).toBeUndefined();
    expect(at(ylva, 'sheet.totals.unspent').settings).toEqual(['settings.startingExperience']);
    // Orm buys Medicus at master, 60 of the 50: the rest is what the checker names an error.
    expect(at(orm, 'sheet.totals.unspent')).toMatchObject({
      value: -10,
      formula:
        'Experience unspent = earned 50 - spent 60 = -10, spent beyond what was earned through purchases the Game Master accepted or a creation over its budget',
    });
    // Tyra bought nothing at creation.
    expect(at(tyra, 'sheet.experience.atCreation').formula).toBe(
      `Experience spent at creation = no abilities = 0 (${PRICES})`,
    );
  });
});

describe('Symbaroum explains attributes and armor by the campaign’s bounds', () => {
  it('calls an attribute outside the range, or a sum over the points, a rule error', () => {
    // Orm: Accurate 16 over the highest 15, Cunning 4 under the lowest 5; the eight add up to 80, the points.
    const orm = explain(character('orm'));
    expect(at(orm, 'sheet.attributes.0.value').formula).toBe(
      'Accurate 16, chosen at creation (creation.attributes.accurate): outside the campaign’s range 5 to 15 (the project’s default; the book sets none), the eight adding up to 80, at most the 80 points (the project’s default; the book sets none): a rule error, which the checker names',
    );
    expect(at(orm, 'sheet.attributes.0.modifier').formula).toBe(
      'Modifier against Accurate = 10 - Accurate 16 = -6, beyond the table’s 5 to 15',
    );
    // Brand's Strong two higher: the eight add up to 82, over the 80 points, and Strong 17 is out of range too.
    const brand = character('brand');
    const creation = brand.creation as { attributes: Record<string, number> };
    const stronger = explain({
      ...brand,
      creation: { ...creation, attributes: { ...creation.attributes, strong: 17 } },
    });
    expect(at(stronger, 'sheet.values.quick').formula).toBe(
      'Quick 10, chosen at creation (creation.attributes.quick): within the campaign’s range 5 to 15 (the project’s default; the book sets none), the eight adding up to 82, more than the 80 points (the project’s default; the book sets none): a rule error, which the checker names',
    );
    // Within both, nothing is called an error: Brand's eight add up to 80.
    const within = at(explain(brand), 'sheet.values.strong').formula;
    expect(within).toBe(
      'Strong 15, chosen at creation (creation.attributes.strong): within the campaign’s range 5 to 15 (the project’s default; the book sets none), the eight adding up to 80, at most the 80 points (the project’s default; the book sets none)',
    );
    expect(at(explain(brand), 'sheet.attributes.0.id').formula).toBe(
      'Attribute 1 of 8: Accurate (id "accurate"), as the book lists them',
    );
    expect(at(explain(brand), 'sheet.attributes.7.name').formula).toBe('Vigilant: the book’s name for this attribute');
  });

  it('explains the armor worn from the campaign’s list, or none', () => {
    // Ylva wears the campaign's light armor (its first) and carries a buckler.
    const ylva = explain(character('ylva'));
    expect(at(ylva, 'sheet.armor')).toMatchObject({
      value: 'light',
      formula:
        'Armor worn: Light armor (the campaign’s armor "light"), chosen at creation (creation.armor) or by the latest change of armor',
      settings: ['settings.armor.0'],
    });
    expect(at(ylva, 'sheet.armorWorn.impeding')).toMatchObject({
      value: 2,
      formula:
        'Impeding of the armor worn = 2: Light armor, as the campaign lists it (settings.armor.0); Defense is Quick less this',
      settings: ['settings.armor.0.impeding'],
    });
    expect(at(ylva, 'sheet.armorWorn.name').settings).toEqual(['settings.armor.0.name']);
    expect(at(ylva, 'sheet.armorWorn.id').settings).toEqual(['settings.armor.0.id']);
    expect(at(ylva, 'sheet.defense')).toMatchObject({
      formula: 'Defense = Quick 13 - Light armor’s Impeding 2 + 1 for the buckler = 12',
      sources: [B.defenseFormula, B.defense, B.buckler],
    });
    expect(at(ylva, 'sheet.shield').formula).toBe(
      'Shield carried: buckler, chosen at creation (creation.shield) or by the latest change of armor; a shield or a buckler gives +1 to Defense',
    );
    // Orm's "plate" is not in the campaign's list, so none is worn.
    const orm = explain(character('orm'));
    expect(at(orm, 'sheet.armor')).toMatchObject({
      value: null,
      formula: 'No armor worn: none chosen at creation (creation.armor), or taken off by the latest change of armor',
      settings: [],
    });
    expect(at(orm, 'sheet.armorWorn').formula).toBe('No armor worn, so nothing impedes Defense');
    expect(at(orm, 'sheet.defense')).toMatchObject({
      formula: 'Defense = Quick 10 - no armor (Impeding 0), no shield = 10',
      settings: [],
      sources: [B.defenseFormula, B.defense],
    });
  });

  it('explains the condition and the turn order in words with the character’s values', () => {
    // Tyra: 4 damage (e4), then a death test of 12 (e6) while not dying changes nothing.
    const tyra = explain(character('tyra'));
    expect(at(tyra, 'sheet.dying').formula).toBe('Dying = at 0 Toughness and not dead: Toughness 6 → no');
    expect(at(tyra, 'sheet.dead').formula).toBe('Dead = a death test of 20, or the third of 11 to 19 → no');
    expect(at(tyra, 'sheet.deathSteps').formula).toBe(
      'Steps toward death = death tests of 11 to 19 since the character fell or was last healed = 0 of 3',
    );
    expect(at(tyra, 'sheet.initiative.quick').formula).toBe(
      'Turn order: the highest Quick acts first; this character’s Quick is 12',
    );
    expect(at(tyra, 'sheet.initiative.vigilant').formula).toBe(
      'Turn order between equal Quick: compare Vigilant; this character’s Vigilant is 9',
    );
    expect(at(tyra, 'sheet.corruptionThreshold').sources).toEqual([B.corruptionFormula]);
  });
});

describe('every Symbaroum explanation, for every reference character', () => {
  // The settings and entries each names, and the numbers in its formula: explain-references.test.ts, for every game.
  const settings = symbaroum.parseSettings(campaign.settings).settings;
  it.each(NAMES)('%s: every value explained, each with a formula and a source', (name) => {
    const { explanations = [], evaluation } = explainCharacter(symbaroum, character(name), campaign.settings);
    const paths = symbaroum.explain(evaluation.sheet!, settings).map((e) => e.path);
    expect(explanations.map((e) => e.path).sort()).toEqual([...paths].sort());
    for (const e of explanations)
      expect([e.path, e.formula.length > 0, e.sources.length > 0]).toEqual([e.path, true, true]);
  });
});
