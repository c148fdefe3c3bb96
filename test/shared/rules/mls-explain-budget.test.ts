import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import {
  budgetLineExplained,
  evaluate,
  explainCreationChange,
  lineWords,
  type BudgetItem,
  type CharacterInput,
} from '../../../shared/rules/core';
import {
  MLS_BOOK,
  MLS_READINGS,
  mls,
  previewCreation,
  type MlsCreation,
  type MlsSettings,
  type MlsSheet,
} from '../../../shared/rules/systems/mls';
import { creationArb } from './mls-arbitraries';
import { ev, run, settings, soldier } from './mls-helpers';

/*
 * Every line of the Nutshell MLS's budgets, character points and fate points, explained by the book's rule, and the
 * builder's prices explained from the lines they move. The amounts pinned below are read by hand from the book's
 * tables ("Character Generation", "Character Advancement", "Racial Differences"), never from the code's output.
 */

const reference = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/mls/reference');
const campaignSettings = (JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: unknown })
  .settings;
const names = readdirSync(join(reference, 'characters'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

function referenceSheet(name: string): { sheet: MlsSheet; settings: MlsSettings } {
  const input = JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterInput;
  const sheet = evaluate(mls, input, campaignSettings).sheet;
  if (!sheet) throw new Error(`The reference character ${name} has no sheet.`);
  return { sheet, settings: mls.parseSettings(campaignSettings).settings };
}

const formatOf = (currency: string) => mls.currencies.find((c) => c.id === currency)!.format;

/** Every line of every budget of a sheet, with its currency. */
function linesOf(sheet: MlsSheet): { currency: string; item: BudgetItem }[] {
  const budgets = mls.budgets(sheet);
  return mls.currencies.flatMap((c) => budgets[c.id]!.items.map((item) => ({ currency: c.id, item })));
}

/** One line of a sheet's budget in `currency` by its label, explained and worded. */
function explainLine(sheet: MlsSheet, currency: string, label: string, s: MlsSettings = settings) {
  const item = mls.budgets(sheet)[currency]!.items.find((i) => i.label === label);
  if (!item) throw new Error(`No ${currency} line "${label}".`);
  const rule = mls.explainBudgetLine(sheet, currency, item, s);
  return { rule, worded: budgetLineExplained(rule, formatOf(currency)) };
}

const OWN_READING = /^The project’s reading: .+ Other reading: .+/;

describe('every line of the Nutshell MLS’s budgets explains itself', () => {
  it.each(names)('%s: each line has a source, its price, and a formula ending with its amount', (name) => {
    const { sheet, settings: s } = referenceSheet(name);
    const lines = linesOf(sheet);
    expect(lines.length).toBeGreaterThan(3);
    for (const { currency, item } of lines) {
      const rule = mls.explainBudgetLine(sheet, currency, item, s);
      const worded = budgetLineExplained(rule, formatOf(currency));
      expect(rule.sources.length, `${currency} ${item.label}`).toBeGreaterThan(0);
      expect(rule.amount).toBe(-item.amount);
      expect(worded.formula.startsWith(`${item.label}: `)).toBe(true);
      expect(worded.formula.endsWith(`→ ${lineWords(-item.amount, formatOf(currency))}`)).toBe(true);
      expect(rule.rule).not.toMatch(/not one the rules/);
      if (rule.reading !== undefined) expect(rule.reading).toMatch(OWN_READING);
    }
  });

  it('covers both currencies and the lines of play among the reference characters', () => {
    const kinds = new Set(
      names.flatMap((n) =>
        linesOf(referenceSheet(n).sheet).map(
          (l) => `${l.currency} ${l.item.path.split('.')[1] ?? l.item.path} ${Math.sign(l.item.amount)}`,
        ),
      ),
    );
    for (const kind of [
      'cp ageIncrements 1',
      'cp primaries -1',
      'cp primaries 1',
      'cp secondaries -1',
      'cp negatives 1',
    ])
      expect(kinds).toContain(kind);
    for (const kind of [
      'cp extraFatePoints -1',
      'cp events 1',
      'cp events -1',
      'fate personality 1',
      'fate extraFatePoints 1',
    ])
      expect(kinds).toContain(kind);
  });

  it('works out Aldric’s creation lines from the tables of “Character Generation”', () => {
    const { sheet } = referenceSheet('aldric');
    // "Primary Traits": "Primary Trait at Racial Average +1 costs 2 CPs"; Aldric's Strength is average +1.
    const strength = explainLine(sheet, 'cp', 'Strength at average +1');
    expect(strength.worded.formula).toBe(
      'Strength at average +1: chosen at creation (creation.primaries.strength): the “Primary Traits” table prices racial average +1 at 2 CPs → costs 2 CPs',
    );
    expect(strength.rule.sources).toEqual([MLS_BOOK.primaryCost]);
    // "RAv-1 yields 3 CPs": Aura at average -1.
    expect(explainLine(sheet, 'cp', 'Aura at average -1').worded.formula).toMatch(
      /gives 3 CPs for racial average -1 → gives 3 CPs$/,
    );
    // "Secondary Traits": "3CPs for base+1"; "Occupation": "costs double the costs of single skills": 3 x 2 = 6.
    const soldierLine = explainLine(sheet, 'cp', 'Soldier (occupation) at base +1');
    expect(soldierLine.worded.formula).toBe(
      'Soldier (occupation) at base +1: Soldier (Trained): the table gives 3 CPs for a Trained or Natural skill at base +1, doubled for the occupation: 3 x 2 = 6 → costs 6 CPs',
    );
    expect(soldierLine.rule.sources).toEqual([MLS_BOOK.creationCost, MLS_BOOK.occupation, MLS_BOOK.occupationCost]);
    expect(soldierLine.rule.reading).toBe(MLS_READINGS.occupation);
    // "Inherent skills cost 1CP less than these": Stamina, Inherent, at base +1: 3 - 1 = 2.
    expect(explainLine(sheet, 'cp', 'Stamina at base +1').worded.formula).toMatch(/: 3 - 1 = 2 → costs 2 CPs$/);
    // "Negative traits can be acquired yielding CPs at the same rate as the cost for a Trained skill": base +1, 3 CPs.
    expect(explainLine(sheet, 'cp', 'Negative trait Fear of the Dark at base +1').worded.formula).toMatch(
      /yields what a Trained skill at base \+1 costs, 3 CPs → gives 3 CPs$/,
    );
    // "Extra Fate Points may be bought at a cost of 5 CPs each": one, 5 CPs of the CPs, one point of the fate points.
    expect(explainLine(sheet, 'cp', '1 extra Fate Point').worded.formula).toMatch(/1 x 5 → costs 5 CPs$/);
    expect(explainLine(sheet, 'fate', 'Bought at creation').worded.formula).toMatch(/→ gives 1 fate point$/);
  });

  it('works out starting CPs from “Racial Differences”, past base + 22 by the campaign’s reading', () => {
    // Pip, a Goblin made at base + 33 increments: 60 + 2 x 22 = 104, + 1 x 11 ("after which 1 CP is gained each
    // increment") = 115 CPs.
    const { sheet } = referenceSheet('pip');
    const label = 'Starting CPs at base age 8 + 33 increments';
    const pip = explainLine(sheet, 'cp', label);
    expect(pip.worded.formula).toMatch(
      /^Starting CPs at base age 8 \+ 33 increments: 60 at base age 8 \+ 2 x 22 increments \+ 1 x 11 increments past base \+ 22 .+ → gives 115 CPs$/,
    );
    expect(pip.rule.settings).toEqual(['settings.startingCpPast22Increments']);
    expect(pip.rule.reading).toBe(MLS_READINGS.startingCp);
    // Elowen, an Elf at base + 10: 60 + 2 x 10 = 80; no increment past base + 22, so the setting takes no part.
    const elowen = explainLine(referenceSheet('elowen').sheet, 'cp', 'Starting CPs at base age 25 + 10 increments');
    expect(elowen.worded.formula).toBe(
      'Starting CPs at base age 25 + 10 increments: 60 at base age 25 + 2 x 10 increments → gives 80 CPs',
    );
    expect(elowen.rule.settings ?? []).toEqual([]);
  });

  it('shows the campaign’s house rule for starting CPs past base + 22 as a setting that took part', () => {
    // "Character Generation": "+2 CPs per year after that": a human of 45 (base + 27) starts with 60 + 2 x 27 = 114.
    const raw = { startingCpPast22Increments: 'character-generation' };
    const house = mls.parseSettings(raw).settings;
    const r = run(
      soldier((c) => (c.ageIncrements = 27)),
      [],
      raw,
    );
    const line = explainLine(r.sheet!, 'cp', 'Starting CPs at base age 18 + 27 increments', house);
    expect(line.rule.amount).toBe(-114);
    expect(line.rule.settings).toContain('settings.startingCpPast22Increments');
    expect(line.worded.formula).toContain(
      '+ 2 x 5 increments past base + 22 (settings.startingCpPast22Increments: character-generation; this campaign’s house rule',
    );
  });

  it('explains play’s lines as sums of the ledger’s entries, by the rules of “Character Advancement”', () => {
    // A soldier of 18 ages one increment (2 CPs, "Racial Differences"), has a minor role in a minor adventure (1 CP,
    // "Minor Adventure": "Minor Role 1 CP"), prays 2 CPs into favour and buys a fate point (5 CPs); 8 damage of his 7 hit points leave him at -1, and the
    // fate point makes his failed Shock Roll a success ("Death").
    const r = run(
      soldier((c) => {
        c.secondaries.push({
          id: 'prayer',
          name: 'Prayer',
          kind: 'trained',
          base: { kind: 'primary', trait: 'aura' },
          level: 0,
          priest: true,
        });
      }),
      [
        ev({ type: 'age' }),
        ev({ type: 'award', adventure: 'minor', role: 'minor' }),
        ev({ type: 'convert', into: 'favour', points: 2 }),
        ev({ type: 'buy-fate' }),
        ev({ type: 'damage', amount: 8 }),
        ev({ type: 'spend-fate', use: 'shock' }),
      ],
    );
    expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const sheet = r.sheet!;
    const gained = explainLine(sheet, 'cp', 'Gained in play (age and adventures)');
    expect(gained.worded.formula).toBe(
      'Gained in play (age and adventures): the ledger’s entries that give CPs add up: age entries, 1 increment from base + 0 to base + 1 at 2 CPs each up to base + 22 and 1 after: 2 CPs; award entries, 1 adventure by the table of the adventure and the role in it: 1 CP → gives 3 CPs',
    );
    expect(gained.rule.sources).toContain(MLS_BOOK.cpByIncrement);
    expect(gained.rule.sources).toContain(MLS_BOOK.minorAdventure);
    const spent = explainLine(sheet, 'cp', 'Spent in play');
    expect(spent.worded.formula).toBe(
      'Spent in play: the ledger’s purchases add up, each at its price in “Character Advancement”: 5 CPs on 1 fate point at 5 each; 2 CPs prayed into 10 favour → costs 7 CPs',
    );
    expect(explainLine(sheet, 'fate', 'Bought in play').worded.formula).toMatch(
      /1 fate point bought in play .+ → gives 1 fate point$/,
    );
    const spentFate = explainLine(sheet, 'fate', 'Spent in play');
    expect(spentFate.worded.formula).toMatch(/1 fate point spent, .+ → costs 1 fate point$/);
    expect(spentFate.rule.sources).toEqual([MLS_BOOK.deathFate, MLS_BOOK.certainDeathFate]);
  });

  it('still explains a line the rules never make, without a source', () => {
    const { sheet } = referenceSheet('aldric');
    const stray = { label: 'A gift of the gods', amount: 4, path: 'creation.gifts' };
    const rule = mls.explainBudgetLine(sheet, 'cp', stray, settings);
    expect(rule).toMatchObject({ what: 'A gift of the gods', amount: -4, sources: [] });
    expect(rule.rule).toMatch(/not one the rules of the Nutshell MLS make/);
    expect(mls.explainBudgetLine(sheet, 'florins', stray, settings).sources).toEqual([]);
  });
});

describe('the builder’s prices are explained from the budget lines they move', () => {
  const withFate = fc
    .tuple(creationArb, fc.integer({ min: 0, max: 3 }))
    .map(([c, extraFatePoints]): MlsCreation => ({ ...c, extraFatePoints }));

  it('a change between two creations costs what the builder prices it: the CPs left before less after', () => {
    fc.assert(
      fc.property(withFate, withFate, (current, next) => {
        const e = explainCreationChange(mls, current, next, settings, 'Change the character');
        expect(e.amount).toBe(previewCreation(current, next, settings).cp);
        expect(e.formula.startsWith('Change the character: ')).toBe(true);
        if (e.amount !== 0) expect(e.sources.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  it('raising a primary trait from average +1 to +2 costs the difference of the two prices', () => {
    // "Primary Traits": +1 costs 2 CPs, +2 costs 5 CPs: raising Strength from +1 to +2 costs 5 - 2 = 3 CPs.
    const current = soldier((c) => (c.primaries.strength = 1));
    const next = soldier((c) => (c.primaries.strength = 2));
    const e = explainCreationChange(mls, current, next, settings, 'Raise Strength to 4');
    expect(e.amount).toBe(3);
    expect(e.formula).toBe(
      'Raise Strength to 4: Strength at average +2: chosen at creation (creation.primaries.strength): the “Primary Traits” table prices racial average +2 at 5 CPs, costs 5 CPs, in place of Strength at average +1, which cost 2 CPs → costs 3 CPs',
    );
    expect(e.sources).toEqual([MLS_BOOK.primaryCost]);
  });
});
