import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import {
  budgetLineExplained,
  evaluate,
  explainCreationChange,
  lineWords,
  type CharacterInput,
} from '../../../shared/rules/core';
import {
  HEIMR_BOOK,
  HEIMR_READINGS,
  STANDARD_ABILITIES,
  heimr,
  type HeimrCreation,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';
import { creationArb } from './heimr-arbitraries';

/**
 * Each line of Heimr's two budgets, experience and attribute progress, explained from the book, and the builder's
 * prices explained from the lines a change moves. The numbers pinned here are read by hand from the book's tables
 * under "Experience points" ("XP cost 5 10 (5+5) 15 (5+10) ...", "Total cost 5 15 30 55 ...") and "Attribute
 * progress" ("New attribute value -2 -1 0 1 2 3 4 or more" over "Attribute progress required 8 6 4 6 8 10 12").
 */
const reference = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/heimr/reference');
const campaign = JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as {
  settings: Record<string, unknown>;
};
const settings = heimr.parseSettings(campaign.settings).settings;
const names = readdirSync(join(reference, 'characters')).map((f) => f.replace(/\.json$/, ''));
const character = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterInput;
const sheetOf = (name: string): HeimrSheet => evaluate(heimr, character(name), campaign.settings).sheet as HeimrSheet;
const formatOf = (currency: string) => heimr.currencies.find((c) => c.id === currency)!.format;

/** The line of a budget with this label, explained, with its formula. */
function line(sheet: HeimrSheet, currency: string, label: string, s = settings) {
  const item = heimr.budgets(sheet)[currency]!.items.find((i) => i.label === label);
  if (item === undefined) throw new Error(`No line "${label}" in the ${currency} budget.`);
  const rule = heimr.explainBudgetLine(sheet, currency, item, s);
  return { item, rule, explained: budgetLineExplained(rule, formatOf(currency)) };
}

describe('Heimr explains every line of its budgets', () => {
  it('explains each line of every reference character with the book, at the line’s own amount', () => {
    for (const name of names) {
      const sheet = sheetOf(name);
      const budgets = heimr.budgets(sheet);
      let lines = 0;
      for (const currency of heimr.currencies) {
        for (const item of budgets[currency.id]!.items) {
          const rule = heimr.explainBudgetLine(sheet, currency.id, item, settings);
          const explained = budgetLineExplained(rule, currency.format);
          const at = `${name}: ${item.label}`;
          expect(rule.what, at).toBe(item.label);
          expect(rule.sources.length, at).toBeGreaterThan(0);
          expect(rule.amount, at).toBe(-item.amount);
          expect(explained.formula.endsWith(` → ${lineWords(-item.amount, currency.format)}`), at).toBe(true);
          lines++;
        }
      }
      expect(lines, name).toBeGreaterThan(1);
    }
    expect(names.length).toBe(5);
  });

  it('prices a training bought at creation at the table’s total cost of its height', () => {
    // Bjorn: Brawl consistency 3 at creation. "Total cost 5 15 30": height 3 totals 30, 5 + 10 + 15.
    const { explained } = line(sheetOf('bjorn'), 'xp', 'Brawl consistency 3');
    expect(explained.formula).toBe(
      'Brawl consistency 3: trained to 3 at creation, each point at the cost of the height it reaches, the table’s total cost of height 3: 5 + 10 + 15 = 30 XP → costs 30 XP',
    );
    expect(explained.sources).toContain(HEIMR_BOOK.trainingTotals);
    expect(explained.reading).toBe(HEIMR_READINGS.aspectHeights);
  });

  it('adds up the training in play from the ledger, each point at its height’s cost', () => {
    // Hild trained Sailing consistency from 1 to 2 in play: "XP cost" under height 2 is 10 (5+5).
    const { explained } = line(sheetOf('hild'), 'xp', 'Training in play');
    expect(explained.formula).toBe(
      'Training in play: the ledger’s “train” entries added up, each point of training at the cost of the height it reaches: Sailing consistency to 2 (10) = 10 XP → costs 10 XP',
    );
    expect(explained.sources).toContain(HEIMR_BOOK.xpSpent);
  });

  it('adds up the awards from the ledger, and gives them', () => {
    // Ragna's one award is of 60 XP.
    const { explained } = line(sheetOf('ragna'), 'xp', 'Experience awarded');
    expect(explained.formula).toMatch(
      /^Experience awarded: the ledger’s “award” entries added up, .+: 60 XP in all → gives 60 XP$/,
    );
    expect(explained.sources).toEqual([HEIMR_BOOK.xpEarned, HEIMR_BOOK.xpDivided, HEIMR_BOOK.xpCarried]);
  });

  it('prices an attribute’s rise at the progress its new value requires', () => {
    // Ragna's Empathy rose from -1 to 0 in play: "New attribute value ... 0" requires 4 ("... 6 4 ...").
    const { explained } = line(sheetOf('ragna'), 'progress', 'Empathy: used in rises');
    expect(explained.formula).toBe(
      'Empathy: used in rises: Empathy rose from -1 at creation to 0, each rise using the progress its new value requires (0 needs 4), after which the progress starts again from zero: 4 progress → costs 4 progress',
    );
    expect(explained.sources).toEqual([
      HEIMR_BOOK.progressRise,
      HEIMR_BOOK.progressZero,
      HEIMR_BOOK.progressValues,
      HEIMR_BOOK.progressRequired,
    ]);
    // What training gave Empathy: the 4 its rise used and none held since.
    expect(line(sheetOf('ragna'), 'progress', 'Empathy: gained by training').explained.formula).toMatch(
      /Empathy: 4 used in rises \+ 0 held now = 4 progress → gives 4 progress$/,
    );
  });

  it('shows a house rule’s starting experience as the campaign’s, with the project’s default beside it', () => {
    const house = heimr.parseSettings({ ...campaign.settings, startingExperience: 45 }).settings;
    const sheet = evaluate(heimr, character('bjorn'), { ...campaign.settings, startingExperience: 45 })
      .sheet as HeimrSheet;
    const { rule, explained } = line(sheet, 'xp', 'Starting experience', house);
    expect(rule.settings).toEqual(['settings.startingExperience']);
    expect(explained.formula).toBe(
      'Starting experience: the campaign’s starting experience, 45 XP (this campaign’s house rule; the project’s default is 30 XP, the book sets none) → gives 45 XP',
    );
    expect(explained.reading).toBe(HEIMR_READINGS.startingExperience);
  });

  it('says plainly of a line the rules do not make that no rule explains it, rather than failing', () => {
    const sheet = sheetOf('bjorn');
    const odd = { label: 'Found in a chest', amount: 7, path: 'creation.chest' };
    for (const currency of ['xp', 'progress', 'gold']) {
      const rule = heimr.explainBudgetLine(sheet, currency, odd, settings);
      expect(rule.sources).toEqual([]);
      expect(rule.amount).toBe(-7);
      expect(rule.rule).toMatch(/not one the rules of Heimr make/);
    }
  });
});

/** The experience a creation's training costs, from the book's table: each known ability's two totals. */
function trainingAtCreation(c: HeimrCreation): number {
  const totals = [0, 5, 15, 30, 55, 95, 160, 265]; // "Total cost 5 15 30 55 95 160 265"
  return Object.entries(c.training)
    .filter(([id]) => STANDARD_ABILITIES.some((a) => a.id === id))
    .reduce((sum, [, t]) => sum + totals[t.consistency]! + totals[t.potential]!, 0);
}

describe('Heimr explains the builder’s prices from the budget lines they move', () => {
  const defaults = heimr.defaultSettings();

  it('explains one more point of training as its line before and after', () => {
    // Brawl consistency 1 → 2: "Total cost" 5 then 15, so the point costs 10, the table's "XP cost" of height 2.
    const from: HeimrCreation = { attributes: {}, training: { brawl: { consistency: 1, potential: 0 } } };
    const to: HeimrCreation = { attributes: {}, training: { brawl: { consistency: 2, potential: 0 } } };
    const e = explainCreationChange(heimr, from, to, defaults, 'Train Brawl consistency to 2');
    expect(e.amount).toBe(10);
    expect(e.formula).toBe(
      'Train Brawl consistency to 2: Brawl consistency 2: trained to 2 at creation, each point at the cost of the height it reaches, the table’s total cost of height 2: 5 + 10 = 15 XP, costs 15 XP, in place of Brawl consistency 1, which cost 5 XP → costs 10 XP',
    );
    expect(e.sources).toContain(HEIMR_BOOK.trainingTotals);
  });

  it('prices any change between two creations at the training spent after less before', () => {
    fc.assert(
      fc.property(creationArb, creationArb, (from, to) => {
        const e = explainCreationChange(heimr, from, to, defaults, 'Change');
        expect(e.amount).toBe(trainingAtCreation(to) - trainingAtCreation(from));
        // The builder prices a change as the experience its training spends after less before (controls/edit.ts).
        const spent = (c: HeimrCreation) => heimr.create(c, defaults).sheet.experience.atCreation;
        expect(e.amount).toBe(spent(to) - spent(from));
        if (e.amount !== 0) expect(e.sources.length).toBeGreaterThan(0);
      }),
    );
  });
});
