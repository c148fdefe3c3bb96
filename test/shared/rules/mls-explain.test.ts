import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { explainCharacter, type CharacterInput, type Explanation } from '../../../shared/rules/core';
import { MLS_BOOK, MLS_RACE_ROWS, mls } from '../../../shared/rules/systems/mls';
import { explanationAt } from './game-helpers';

/**
 * Why each value of a Nutshell MLS sheet is what it is. The numbers are the book's ("Character Generation",
 * "Character Advancement", "Racial Differences") worked out by hand for the reference characters
 * (test/fixtures/mls/reference, whose expected files show the same arithmetic).
 */
const reference = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/mls/reference');
const character = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterInput;

function explain(name: string, settings: unknown = {}): Map<string, Explanation> {
  const { explanations } = explainCharacter(mls, character(name), settings);
  return new Map((explanations ?? []).map((e) => [e.path, e]));
}

const at = explanationAt;

const OWN_READING = /^The project’s reading: .+ Other reading: .+/;
const SEED = '000_b1f49531b5bdabb6.txt';

describe('the Nutshell MLS explains its sheet', () => {
  // Aldric: a human of 18, Size 2, Body 2, 2d6 rolled 9; Strength 3, Agility 2, Dexterity 3, Aura 1.
  const aldric = explain('aldric');

  it('works out hit and magic points from their dice: the roll or the base x 3, whichever is greater', () => {
    const dice = at(aldric, 'sheet.hitPoints.dice');
    expect(dice.value).toBe(2);
    expect(dice.formula).toBe('THP dice = Size 2 + Body 2 - 2 = 2, Size and Body as at creation (average + chosen)');
    const total = at(aldric, 'sheet.hitPoints.total');
    expect(total.value).toBe(9);
    expect(total.formula).toBe('THP = the roll 9 or base 2 x 3 = 6, whichever is greater → 9');
    expect(total.sources).toContainEqual({
      seed: SEED,
      section: 'Total Hit Points (THP)',
      quote: 'THP equals the roll OR the base x3, whichever is the greater.',
    });
    // Brindle: Size 2 + Body 3 - 2 = 3 dice rolled 5, less than 3 x 3 = 9.
    expect(at(explain('brindle'), 'sheet.hitPoints.total')).toMatchObject({
      value: 9,
      formula: 'THP = the roll 5 or base 3 x 3 = 9, whichever is greater → 9',
    });
    // Elowen uses magic: Aura 2 + 2 = 4 dice, rolled 16, more than 12.
    const elowen = explain('elowen');
    expect(at(elowen, 'sheet.magicPoints.dice').formula).toBe(
      'TMP dice = Aura 4 as at creation (average + chosen) = 4',
    );
    expect(at(elowen, 'sheet.magicPoints.total').formula).toBe(
      'TMP = the roll 16 or base 4 x 3 = 12, whichever is greater → 16',
    );
    expect(at(elowen, 'sheet.magicPoints.total').sources).toContain(MLS_BOOK.tmp);
    expect(at(aldric, 'sheet.magicPoints')).toMatchObject({ value: null, sources: [MLS_BOOK.tmp] });
  });

  it('works out a base from its formula: an average rounded down, a reverse primary as 2 minus it', () => {
    // Soldier on the average of Strength 3 and Agility 2: 2½, rounded DOWN to 2.
    const soldier = at(aldric, 'sheet.secondaries.0.baseValue');
    expect(soldier.value).toBe(2);
    expect(soldier.formula).toBe('Base of Soldier = (Strength 3 + Agility 2) ÷ 2, rounded down = 2');
    expect(soldier.sources.map((s) => s.quote)).toEqual([
      'Base is always a Primary Trait, or a Reverse Primary Trait (2-the Primary Trait), or a combination of Primary Traits (average traits, round ALL fractions DOWN).',
    ]);
    expect(soldier.reading).toBeUndefined();
    // Fear of the Dark on the reverse of Aura 1: 2 - 1 = 1, the project's reading of "2-the Primary Trait".
    const fear = at(aldric, 'sheet.negatives.0.baseValue');
    expect(fear).toMatchObject({ value: 1, formula: 'Base of Fear of the Dark = 2 - Aura 1 = 1' });
    expect(fear.reading).toMatch(OWN_READING);
    expect(fear.reading).toContain('2 minus the trait’s current value');
    expect(at(aldric, 'sheet.secondaries.1.value').formula).toBe(
      'Sword = base 3 + level +4 = 7, the number added to 3d6',
    );
  });

  it('names the entries that moved a value: a check and a raise, and not a check that failed', () => {
    // Sword from +2: the 1d8 check rolled 5, which takes +2 to +3 ("5-8"); then a raise for 4 CPs to +4.
    const sword = at(aldric, 'sheet.secondaries.1.level');
    expect(sword).toMatchObject({ value: 4, entries: ['e2', 'e3'] });
    expect(sword.formula).toMatch(
      /^Sword at base \+4: at creation Sword at base \+2 for 6 CPs \(creation\.secondaries\.1\)/,
    );
    expect(sword.sources).toContain(MLS_BOOK.secondaryCheck);
    // Elowen's Kind 13: 1d20 rolled 12, not higher, then 18, higher: Kind 14 and Selfish 6.
    const elowen = explain('elowen');
    const kind = at(elowen, 'sheet.personality.kind');
    expect(kind).toMatchObject({ value: 14, entries: ['e5'] });
    expect(kind.formula).toMatch(/^Kind 14 = 20 - Selfish 6: a pair always adds up to 20;/);
    expect(at(elowen, 'sheet.personality.selfish')).toMatchObject({ value: 6, entries: ['e5'] });
    expect(kind.sources).toContain(MLS_BOOK.personalityCheck);
    // Nothing in play moves the hit points.
    expect(at(aldric, 'sheet.hitPoints.total').entries).toEqual([]);
  });

  it('counts CPs by age: 60 at base age, 2 an increment to base + 22, then 1, and adventures by their die', () => {
    // Mira, a human of 38: 60 + 2 x 20 = 100 and 3 for Body -1; increments 21 and 22 give 2 each, 23 gives 1; a
    // major role in a major adventure rolled 7 on 1d10.
    const mira = explain('mira');
    expect(at(mira, 'sheet.cp.earned')).toMatchObject({
      value: 115,
      formula:
        'CPs earned = at creation 103 (starting CPs 100 + yields of traits below average and negative traits 3) + in play 12 (age increments 5 + adventures 7) = 115',
      entries: ['e1', 'e3', 'e5', 'e6'],
    });
    // Mira turned 3 CPs into money: 3d20 rolled 31, x 10 florins.
    expect(at(mira, 'sheet.florins')).toMatchObject({
      value: 310,
      formula: 'Florins = 10 x the 1d20 rolled for each CP turned into money = 10 x 31 = 310',
      entries: ['e7'],
    });
    // Brindle, a dwarf made at base + 25 increments: 60 + 2 x 22 + 1 x 3 = 107.
    const start = at(explain('brindle'), 'sheet.creationItems.0.amount');
    expect(start.value).toBe(107);
    expect(start.formula).toContain('Starting CPs = 60 + 2 x 22 increments + 1 x 3 increments past base + 22');
    expect(start.formula).toContain('the project’s default');
    expect(start.formula).toMatch(/= 107$/);
    expect(start.reading).toMatch(OWN_READING);
    expect(start.sources).toContain(MLS_BOOK.cpByIncrement);
    // Aldric starts at base age: no increment past base + 22, so the reading takes no part.
    const young = at(aldric, 'sheet.creationItems.0.amount');
    expect(young).toMatchObject({
      value: 60,
      formula: 'Starting CPs at base age 18 + 0 increments: Starting CPs = 60 + 2 x 0 increments = 60',
    });
    expect(young.reading).toBeUndefined();
  });

  it('says a campaign’s setting is a house rule, with the project’s default and the book’s beside it', () => {
    // "+2 CPs per year after that": 60 + 2 x 25 = 110 for Brindle.
    const start = at(
      explain('brindle', { startingCpPast22Increments: 'character-generation' }),
      'sheet.creationItems.0.amount',
    );
    expect(start.value).toBe(110);
    expect(start.formula).toContain(
      '+ 2 x 3 increments past base + 22 (settings.startingCpPast22Increments: character-generation; this campaign’s house rule; the project’s default is 1 (“Racial Differences”)',
    );
    expect(start.settings).toEqual(['settings.startingCpPast22Increments']);
    // A racial average of 3: Aldric's Strength chosen at +1 is 4.
    const strong = explain('aldric', { racialAverages: { human: { strength: 3 } } });
    expect(at(strong, 'sheet.primaries.strength.average')).toMatchObject({
      value: 3,
      formula:
        'Racial average of Strength for a Human = 3 (settings.racialAverages.human.strength; this campaign’s house rule; the project’s default is 2, the book gives 2 for humans)',
      settings: ['settings.racialAverages.human.strength'],
    });
    expect(at(strong, 'sheet.primaries.strength.natural').formula).toBe(
      'Strength natural = average 3 + chosen +1 - lost to age 0 = 4',
    );
    expect(at(aldric, 'sheet.primaries.strength.average').formula).toContain('the project’s default; the book gives 2');
  });

  it('ages by the table of races: base age plus increments, with the race’s row quoted', () => {
    const brindle = explain('brindle');
    const years = at(brindle, 'sheet.age.years');
    expect(years).toMatchObject({
      value: 200,
      formula: 'Age = base age 40 years + 32 increments x 5 years = 200 years',
    });
    expect(years.sources).toContain(MLS_RACE_ROWS['dwarf-gnome']);
    expect(MLS_RACE_ROWS['dwarf-gnome'].quote).toBe('Dwarf or Gnome | 40 | 5 years | 150 | 200 | 250 | 300 |');
    // Pip, a goblin: 8 years + 33 increments of 6 months.
    expect(at(explain('pip'), 'sheet.age.months')).toMatchObject({
      value: 6,
      formula: 'Age = base age 8 years + 33 increments x 6 months = 24 years 6 months',
    });
    // Brindle's Strength: chosen +2, one level lost to age at base + 32 increments (e10).
    expect(at(brindle, 'sheet.primaries.strength.natural')).toMatchObject({
      value: 3,
      formula: 'Strength natural = average 2 + chosen +2 - lost to age 1 = 3',
      entries: ['e10'],
    });
    expect(at(brindle, 'sheet.primaries.strength.reductions').reading).toMatch(OWN_READING);
  });

  it('counts fate points: one per trait at 16 or 17, two at 18, and 5 CPs for each bought', () => {
    expect(at(aldric, 'sheet.fatePoints.fromPersonality')).toMatchObject({
      value: 2,
      formula:
        'Fate points from personality = one for each trait at 16 or 17, two for a trait at 18 (Lustful 17 (1), Honest 16 (1)) = 2, counted at creation (creation.personality)',
    });
    expect(at(aldric, 'sheet.fatePoints.total')).toMatchObject({
      value: 3,
      formula: 'Fate points had = from personality 2 + bought at creation 1 + bought in play 0 = 3',
    });
    expect(at(aldric, 'sheet.fatePoints.bought').sources).toEqual([MLS_BOOK.fateBought]);
  });

  it('explains a trait left untrained at base -2 and an occupation at double cost by the project’s readings', () => {
    const observe = at(aldric, 'sheet.secondaries.2.level');
    expect(observe.value).toBe(-2);
    expect(observe.reading).toMatch(OWN_READING);
    expect(observe.reading).toContain('base -2 (free)');
    const item = at(aldric, 'sheet.creationItems.4.amount');
    // Soldier at base +1: 3 CPs for a single skill, doubled for the occupation.
    expect(item).toMatchObject({ value: -6 });
    expect(item.formula).toBe(
      'Soldier (occupation) at base +1 (creation.secondaries.0) costs 6 CPs: 1, 3, 6, 10, 15 CPs for base to base +4, Inherent 1 less, double for the occupation',
    );
    expect(item.sources).toContain(MLS_BOOK.occupationCost);
    expect(item.reading).toMatch(OWN_READING);
    expect(at(aldric, 'sheet.secondaries.1.value').reading).toBeUndefined();
  });
});
