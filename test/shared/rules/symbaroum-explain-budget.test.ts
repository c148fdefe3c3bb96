import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import {
  budgetLineExplained,
  evaluate,
  lineWords,
  mainBudget,
  priceWords,
  type BookSource,
  type CharacterInput,
} from '../../../shared/rules/core';
import { explainCreationChange } from '../../../shared/rules/core/explain-creation';
import {
  SYMBAROUM_BOOK,
  SYMBAROUM_READINGS,
  symbaroum,
  type SymbaroumCreation,
  type SymbaroumSettings,
  type SymbaroumSheet,
} from '../../../shared/rules/systems/symbaroum';
import { previewCreation } from '../../../src-renderer/systems/symbaroum/controls/edit';
import { creationArb } from './symbaroum-arbitraries';

/**
 * Each line of a Symbaroum budget explained from the book, and the builder's prices as the lines they change. The
 * prices are those of "Improving Your Character": "Purchasing a new ability at novice level costs 10 Experience, to
 * increase from novice to the adept level costs 20 Experience and increasing from adept to master costs 30
 * Experience." The characters are the reference ones (test/fixtures/symbaroum/reference), in their campaign.
 */
const reference = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/symbaroum/reference');
const campaign = JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: unknown };
const settingsOf = (raw: unknown): SymbaroumSettings => symbaroum.parseSettings(raw).settings!;
const settings = settingsOf(campaign.settings);
const names = readdirSync(join(reference, 'characters')).map((f) => f.replace(/\.json$/, ''));
const experience = (n: number) => `${n} experience`;

function sheetOf(name: string, raw: unknown = campaign.settings): SymbaroumSheet {
  const file = JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterInput;
  return evaluate(symbaroum, file, raw).sheet as SymbaroumSheet;
}

/** Every line of every currency of a sheet, explained, with the item it explains. */
function linesOf(sheet: SymbaroumSheet, s: SymbaroumSettings = settings) {
  return Object.entries(symbaroum.budgets(sheet)).flatMap(([currency, budget]) =>
    budget.items.map((item) => ({ currency, item, rule: symbaroum.explainBudgetLine(sheet, currency, item, s) })),
  );
}

/** One line of a sheet's experience by its label, explained, with its formula. */
function line(sheet: SymbaroumSheet, label: string, s: SymbaroumSettings = settings) {
  const found = linesOf(sheet, s).find((l) => l.item.label === label);
  if (!found) throw new Error(`No line "${label}".`);
  return { ...found.rule, formula: budgetLineExplained(found.rule, experience).formula };
}

const BOOK_QUOTES = new Set(Object.values(SYMBAROUM_BOOK).map((s: BookSource) => s.quote));

describe('Symbaroum explains every line of its budget', () => {
  it('explains every line of every reference character from the book, at the line’s amount', () => {
    for (const name of names) {
      const lines = linesOf(sheetOf(name));
      expect(lines.length).toBeGreaterThan(1);
      for (const { item, rule } of lines) {
        const formula = budgetLineExplained(rule, experience).formula;
        const where = `${name}: ${item.label}`;
        expect([where, rule.amount, rule.what, rule.sources.length > 0]).toEqual([
          where,
          -item.amount,
          item.label,
          true,
        ]);
        for (const s of rule.sources) expect(BOOK_QUOTES).toContain(s.quote);
        expect([where, formula.startsWith(`${item.label}: `)]).toEqual([where, true]);
        expect([where, formula.endsWith(`→ ${lineWords(-item.amount, experience)}`)]).toEqual([where, true]);
      }
    }
  });

  it('prices an ability bought at creation from the book’s three prices, added up to its level', () => {
    // Orm bought Medicus at master: novice 10 + adept 20 + master 30 = 60 ("Improving Your Character").
    const medicus = line(sheetOf('orm'), 'Medicus (master)');
    expect(medicus.formula).toBe(
      'Medicus (master): Medicus bought at master at creation (creation.abilities.medicus): a new ability at novice level costs 10 Experience, from novice to adept 20 more, from adept to master 30 more: 10 + 20 + 30 = 60 Experience → costs 60 experience',
    );
    expect(medicus.amount).toBe(60);
    expect(medicus.sources).toEqual([SYMBAROUM_BOOK.experienceTraded, SYMBAROUM_BOOK.abilityCosts]);
    // Medicus is the first of the campaign's abilities.
    expect(medicus.settings).toEqual(['settings.abilities.0']);
    // Ylva bought Witchsight at adept: novice 10 + adept 20 = 30.
    const witchsight = line(sheetOf('ylva'), 'Witchsight (adept)');
    expect(witchsight.amount).toBe(30);
    expect(witchsight.formula).toMatch(/: 10 \+ 20 = 30 Experience → costs 30 experience$/);
    // Brand bought Iron Fist at novice: the book's 10 alone.
    const ironFist = line(sheetOf('brand'), 'Iron Fist (novice)');
    expect(ironFist.formula).toMatch(/: a new ability at novice level costs 10 Experience → costs 10 experience$/);
  });

  it('gives the campaign’s starting experience, said to be the project’s where the book gives none', () => {
    const starting = line(sheetOf('ylva'), 'Starting experience');
    expect(starting.amount).toBe(-50);
    expect(starting.formula).toBe(
      'Starting experience: the campaign’s starting experience, which buys abilities at creation (settings.startingExperience; the project’s default; the book gives none) → gives 50 experience',
    );
    expect(starting.settings).toEqual(['settings.startingExperience']);
    expect(starting.reading).toBe(SYMBAROUM_READINGS.startingExperience);
    expect(starting.sources).toContainEqual(SYMBAROUM_BOOK.seeCharacterCreation);
  });

  it('gives a dead character’s experience in place of the campaign’s, as Dead Player Characters allows', () => {
    // Saga was made with all the 90 experience Brand earned.
    const inherited = line(sheetOf('saga'), 'Experience of Brand');
    expect(inherited.amount).toBe(-90);
    expect(inherited.formula).toBe(
      'Experience of Brand: all the Experience accumulated by Brand, who died (creation.inherited), in place of the campaign’s starting experience → gives 90 experience',
    );
    expect(inherited.sources).toContainEqual(SYMBAROUM_BOOK.deadCharacters);
    expect(inherited.settings ?? []).toEqual([]);
    expect(inherited.reading).toBe(SYMBAROUM_READINGS.inherited);
  });

  it('adds up the ledger’s awards and its abilities learned in play, each learned level at the book’s price', () => {
    const ylva = sheetOf('ylva');
    // Ylva was awarded 20 experience in play, and raised Witchsight from adept to master: 30.
    const awarded = line(ylva, 'Experience awarded');
    expect(awarded.amount).toBe(-20);
    expect(awarded.formula).toMatch(
      /^Experience awarded: the ledger’s “award” entries added up: .+ → gives 20 experience$/,
    );
    expect(awarded.sources).toEqual([SYMBAROUM_BOOK.afterAdventure, SYMBAROUM_BOOK.experienceAwarded]);
    expect(line(ylva, 'Abilities in play').formula).toMatch(
      /: Witchsight from adept to master \(30\) = 30 → costs 30 experience$/,
    );
    // Saga raised Medicus from adept to master (30) and Recovery from novice to adept (20), and learned Witchsight
    // at novice (10): 60 in all.
    const saga = line(sheetOf('saga'), 'Abilities in play');
    expect(saga.formula).toMatch(
      /: Medicus from adept to master \(30\) \+ Recovery from novice to adept \(20\) \+ Witchsight new to novice \(10\) = 60 → costs 60 experience$/,
    );
    expect(saga.sources).toEqual([SYMBAROUM_BOOK.experienceTraded, SYMBAROUM_BOOK.abilityCosts]);
  });

  it('names a house rule among the settings of the lines it takes part in', () => {
    const house = {
      ...(campaign.settings as object),
      startingExperience: 80,
      abilities: [{ id: 'medicus', name: 'Field Surgery', description: '' }, ...settings.abilities.slice(1)],
    };
    const s = settingsOf(house);
    const sheet = sheetOf('ylva', house);
    const starting = line(sheet, 'Starting experience', s);
    expect(starting.amount).toBe(-80);
    expect(starting.settings).toContain('settings.startingExperience');
    expect(starting.formula).toContain('this campaign’s house rule; the project’s default is 50');
    const medicus = line(sheet, 'Field Surgery (novice)', s);
    expect(medicus.settings).toContain('settings.abilities.0');
    expect(medicus.formula).toContain('Field Surgery bought at novice at creation');
  });

  it('says plainly of a line it does not know that the rules do not make it, and quotes nothing', () => {
    const sheet = sheetOf('ylva');
    const odd = symbaroum.explainBudgetLine(
      sheet,
      'xp',
      { label: 'Gold', amount: -5, path: 'creation.gold' },
      settings,
    );
    expect(odd).toMatchObject({ what: 'Gold', amount: 5, sources: [] });
    expect(odd.rule).toMatch(/not a line the rules of Symbaroum know/);
    const other = symbaroum.explainBudgetLine(
      sheet,
      'coins',
      { label: 'Starting experience', amount: 50, path: 'settings.startingExperience' },
      settings,
    );
    expect(other).toMatchObject({ amount: -50, sources: [] });
    expect(other.rule).toMatch(/counts only experience/);
  });
});

/** A random creation, sometimes made with a dead character's experience. */
const creationWithInheritanceArb: fc.Arbitrary<SymbaroumCreation> = fc
  .tuple(creationArb, fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }))
  .map(([creation, inherited]) =>
    inherited === undefined ? creation : { ...creation, inherited: { from: 'Brand', experience: inherited } },
  );

describe('Symbaroum explains the builder’s prices from the budget lines they change', () => {
  const defaults = symbaroum.defaultSettings();
  const left = (c: SymbaroumCreation) =>
    mainBudget(symbaroum, symbaroum.sheetOf(symbaroum.create(c, defaults).sheet)).left;

  it('explains raising Medicus from novice to adept as the two lines it changes: 30 in place of 10', () => {
    const current = (level: 'novice' | 'adept'): SymbaroumCreation => ({
      ...symbaroum.newCharacter(defaults, 1),
      abilities: { medicus: level },
    });
    const e = explainCreationChange(symbaroum, current('novice'), current('adept'), defaults, 'Learn Medicus at adept');
    // "to increase from novice to the adept level costs 20 Experience": 30 for adept less the 10 of novice.
    expect(e.amount).toBe(20);
    expect(e.formula).toBe(
      'Learn Medicus at adept: Medicus (adept): Medicus bought at adept at creation (creation.abilities.medicus): a new ability at novice level costs 10 Experience, from novice to adept 20 more: 10 + 20 = 30 Experience, costs 30 experience, in place of Medicus (novice), which cost 10 experience → costs 20 experience',
    );
    expect(e.sources).toContainEqual(SYMBAROUM_BOOK.abilityCosts);
    expect(previewCreation(current('novice'), current('adept'), defaults).amount).toBe(20);
  });

  it('prices any change as the builder does, the experience left falling by the price', () => {
    fc.assert(
      fc.property(creationWithInheritanceArb, creationWithInheritanceArb, (current, next) => {
        const e = explainCreationChange(symbaroum, current, next, defaults, 'The change');
        expect(e.amount).toBe(previewCreation(current, next, defaults).amount);
        expect(e.amount).toBe(left(current) - left(next));
        // The change's price as the builder's buttons word it: "costs 20 experience", "gives back 10 experience".
        const words =
          e.amount === 0
            ? 'costs nothing'
            : e.amount < 0
              ? `gives back ${experience(-e.amount)}`
              : priceWords(e.amount, experience);
        expect(e.formula.endsWith(`→ ${words}`)).toBe(true);
        if (e.amount !== 0) expect(e.sources.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
