import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { explainCharacter, type Explanation, type CharacterInput } from '../../../shared/rules/core';
import { SYMBAROUM_BOOK, symbaroum } from '../../../shared/rules/systems/symbaroum';
import { explanationAt } from './game-helpers';

/**
 * Why each value of a Symbaroum sheet is what it is. The numbers and formulas are the book's ("Secondary
 * Attributes", the modifier table, "Dying Characters") worked out by hand for the reference characters
 * (test/fixtures/symbaroum/reference, whose expected files show the same arithmetic).
 */
const reference = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/symbaroum/reference');
const campaign = JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: unknown };
const character = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterInput;

function explain(name: string, settings: unknown = campaign.settings): Map<string, Explanation> {
  const { explanations } = explainCharacter(symbaroum, character(name), settings);
  return new Map((explanations ?? []).map((e) => [e.path, e]));
}

const at = explanationAt;

const OWN_READING = /^The project’s reading: .+ Other reading: .+/;

describe('Symbaroum explains its sheet', () => {
  // Brand: Strong 15, Quick 10, Resolute 10, heavy armor (Impeding 4) and a shield.
  const brand = explain('brand');

  it('works out the Secondary Attributes with the character’s inputs and quotes the book’s formula', () => {
    const pain = at(brand, 'sheet.painThreshold');
    expect(pain.value).toBe(8);
    expect(pain.formula).toBe('Pain Threshold = Strong 15 ÷ 2, rounded up → 8');
    expect(pain.sources).toContainEqual({
      seed: '001_747545f513491440.txt',
      section: 'Secondary Attributes',
      quote: 'Pain Threshold = Strong/2 (rounded up)',
    });
    expect(at(brand, 'sheet.toughness.max').formula).toBe('Toughness = Strong 15, never below 10 → 15');
    expect(at(brand, 'sheet.corruptionThreshold').formula).toBe(
      'Corruption Threshold = Resolute 10 ÷ 2, rounded up → 5',
    );
    const defense = at(brand, 'sheet.defense');
    expect(defense.value).toBe(7);
    expect(defense.formula).toBe('Defense = Quick 10 - Heavy armor’s Impeding 4 + 1 for the shield = 7');
    expect(defense.settings).toEqual(['settings.armor.2.impeding']);
    expect(defense.sources.map((s) => s.quote)).toEqual([
      'Defense = [Quick – Armor’s Impeding value]',
      'The character’s Defense is usually based on Quick, then modified by such things as armor qualities and whether or not the character carries a shield.',
      'Anyone can defend themselves with a shield, providing +1 to Defense.',
    ]);
    // The book lists no armor: the Impeding values are the campaign's, and the explanation says so.
    expect(defense.reading).toMatch(OWN_READING);
    // What exceeding it brings, and "exceeds" read as more than it, not equal to it.
    expect(pain.sources.map((s) => s.quote)).toEqual([
      'Pain Threshold = Strong/2 (rounded up)',
      'A character’s Pain Threshold is half of its Strong value, rounded up. The actual Strong value is used to calculate this figure, even if it is lower than 10.',
      'When a creature suffers damage that exceeds its Pain Threshold, from a single attack and after Armor has been subtracted from the damage value, one of the following things happens.',
      'Note that it is the player who decides between the two, both for the character when it suffers the damage, as well as the enemy if it is the character that inflicts the pain.',
      'The affected creature is knocked down and has to get up (see Special Actions).',
      'The one who deals the damage is allowed to perform an immediate Free Attack against the affected creature.',
    ]);
    expect(pain.reading).toBe(
      'The project’s reading: the book says “exceeds”, so only damage above the Pain Threshold brings its choice, and damage equal to it does not; each damage entry is the damage of one attack after Armor. Other reading: damage that reaches the Pain Threshold brings it too.',
    );
  });

  it('names the entries that moved a value, and no entry that did not', () => {
    // 20 damage stops at 0 of 15 (e1); a death test of 14 is a step closer (e2); a 1 wakes with the 1D4's 3 (e3).
    expect(at(brand, 'sheet.damage')).toMatchObject({ value: 12, entries: ['e1', 'e3'] });
    expect(at(brand, 'sheet.toughness.current')).toMatchObject({ value: 3, entries: ['e1', 'e3'] });
    expect(at(brand, 'sheet.deathSteps')).toMatchObject({ value: 0, entries: ['e2', 'e3'] });
    expect(at(brand, 'sheet.dying')).toMatchObject({ value: false, entries: ['e1', 'e3'] });
    expect(at(brand, 'sheet.toughness.current').reading).toMatch(OWN_READING);
    // Nothing in play changes Strong or the Pain Threshold.
    expect(at(brand, 'sheet.painThreshold').entries).toEqual([]);

    // Tyra: her first ability is not the campaign's and her first heal finds nothing lost (both refused); Medicus
    // is bought three times, novice, adept, master (e7-e9), and a fourth is refused, Medicus being at master.
    const tyra = explain('tyra');
    expect(at(tyra, 'sheet.abilities.medicus')).toMatchObject({ value: 'master', entries: ['e7', 'e8', 'e9'] });
    expect(at(tyra, 'sheet.experience.awarded')).toMatchObject({ value: 10, entries: ['e2'] });
    expect(at(tyra, 'sheet.damage')).toMatchObject({ value: 4, entries: ['e4'] });
  });

  it('explains an attribute chosen at creation by the rule that bounds it, and its modifier by the table’s row', () => {
    // Ylva: Quick 13, so an enemy's test against it is modified by 10 - 13 = -3, the table's row "13 | -3".
    const ylva = explain('ylva');
    const quick = at(ylva, 'sheet.attributes.4.value');
    expect(quick.value).toBe(13);
    expect(quick.entries).toEqual([]);
    expect(quick.formula).toContain('creation.attributes.quick');
    expect(quick.formula).toContain('range 5 to 15');
    expect(quick.settings).toEqual([
      'settings.lowestAttribute',
      'settings.highestAttribute',
      'settings.attributePoints',
    ]);
    expect(quick.reading).toMatch(OWN_READING);
    const modifier = at(ylva, 'sheet.attributes.4.modifier');
    expect(modifier).toMatchObject({
      value: -3,
      formula: 'Modifier against Quick = 10 - Quick 13 = -3, as the table’s row for 13',
    });
    expect(modifier.sources.map((s) => s.quote)).toContain('13 | -3 |');
    expect(at(ylva, 'sheet.values.quick').formula).toBe(quick.formula);
  });

  it('keeps to the formula beyond the modifier table’s 5 to 15, said to be the project’s reading', () => {
    // Orm's Accurate 16: 10 - 16 = -6, one step past the table's last row (15 | -5).
    const orm = explain('orm');
    const modifier = at(orm, 'sheet.attributes.0.modifier');
    expect(modifier.value).toBe(-6);
    expect(modifier.reading).toMatch(
      /^The project’s reading: .*Other reading: it stops at the table’s ends, \+5 and -5\./,
    );
    expect(at(orm, 'sheet.attributes.0.value').formula).toContain('outside the campaign’s range 5 to 15');
  });

  it('explains experience: the campaign’s, or all of a dead character’s, and each award and purchase', () => {
    // Ylva: the campaign's 50, Medicus novice 10 and Witchsight adept 30 at creation; 20 awarded (e1), master 30 (e2).
    const ylva = explain('ylva');
    expect(at(ylva, 'sheet.experience.starting')).toMatchObject({
      value: 50,
      settings: ['settings.startingExperience'],
    });
    expect(at(ylva, 'sheet.experience.atCreation').formula).toBe(
      'Experience spent at creation = Medicus (novice) 10 + Witchsight (adept) 30 = 40 (novice costs 10 experience, adept 20 more, master 30 more)',
    );
    expect(at(ylva, 'sheet.totals.unspent')).toMatchObject({
      value: 0,
      entries: ['e1', 'e2'],
      formula: 'Experience unspent = earned 70 - spent 70 = 0',
    });
    // Saga starts with Brand's 90 ("Dead Player Characters"), not the campaign's 50.
    const saga = explain('saga');
    const starting = at(saga, 'sheet.experience.starting');
    expect(starting).toMatchObject({ value: 90, settings: [] });
    expect(starting.sources).toEqual([SYMBAROUM_BOOK.deadCharacters]);
    expect(starting.reading).toMatch(/^The project’s reading: .*Other reading: only the experience it had not spent\./);
  });

  it('says a campaign’s setting is a house rule, with the project’s default beside it', () => {
    const settings = { ...(campaign.settings as object), attributePoints: 90, startingExperience: 60 };
    const ylva = explain('ylva', settings);
    expect(at(ylva, 'sheet.attributes.0.value').formula).toContain(
      'at most the 90 points (this campaign’s house rule; the project’s default is 80, the book sets none)',
    );
    expect(at(ylva, 'sheet.experience.starting').formula).toBe(
      'Starting experience = the campaign’s 60 (settings.startingExperience; this campaign’s house rule; the project’s default is 50, the book sets none)',
    );
    expect(at(brand, 'sheet.experience.starting').formula).toContain('the project’s default; the book sets none');
  });

  it('gives every value of the sheet, each with a formula and a source', () => {
    // Every path the game explains is a value of the sheet, and every value has a formula and a source.
    const paths = symbaroum
      .explain(
        explainCharacter(symbaroum, character('saga'), campaign.settings).evaluation.sheet!,
        symbaroum.parseSettings(campaign.settings).settings,
      )
      .map((e) => e.path);
    const saga = explain('saga');
    expect([...paths].sort()).toEqual([...saga.keys()].sort());
    expect([...saga.values()].filter((e) => e.formula === '' || e.sources.length === 0)).toEqual([]);
  });

  it('explains every value of a new character in a campaign that lists no abilities and no armor', () => {
    const settings = { abilities: [], armor: [] };
    const creation = symbaroum.newCharacter(symbaroum.parseSettings(settings).settings, 1);
    const { explanations = [] } = explainCharacter(symbaroum, { creation, events: [] }, settings);
    const byPath = new Map(explanations.map((e) => [e.path, e]));
    // Eight attributes at 10 each: modifier 0, the table's row "10 | 0 |"; Toughness 10, Pain Threshold 5, Defense 10.
    expect(at(byPath, 'sheet.attributes.6.modifier').sources.map((s) => s.quote)).toContain('10 | 0 |');
    expect(at(byPath, 'sheet.defense').formula).toBe('Defense = Quick 10 - no armor (Impeding 0), no shield = 10');
    expect(at(byPath, 'sheet.abilities')).toMatchObject({ value: {}, entries: [] });
    expect(at(byPath, 'sheet.campaign.armor').settings).toEqual(['settings.armor']);
    expect(at(byPath, 'sheet.armorWorn').value).toBeNull();
    expect(explanations.filter((e) => e.formula === '' || e.sources.length === 0)).toEqual([]);
  });
});
