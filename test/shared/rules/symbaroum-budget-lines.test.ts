import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { evaluate, type CharacterInput } from '../../../shared/rules/core';
import {
  SYMBAROUM_BOOK as B,
  symbaroum,
  type SymbaroumSettings,
  type SymbaroumSheet,
} from '../../../shared/rules/systems/symbaroum';

/**
 * The lines of a Symbaroum budget at their edges: a campaign or a dead character that gives no experience, an
 * ability the campaign does not list, an ability learned in play over several levels, and lines the rules do not
 * make. The prices are the book's ("Improving Your Character": novice 10, to adept 20, to master 30), worked out by
 * hand for the reference characters (test/fixtures/symbaroum/reference).
 */
const reference = join(resolve(import.meta.dirname, '../../..'), 'test/fixtures/symbaroum/reference');
const campaign = JSON.parse(readFileSync(join(reference, 'campaign.json'), 'utf8')) as { settings: unknown };
const settingsOf = (raw: unknown): SymbaroumSettings => symbaroum.parseSettings(raw).settings!;
const settings = settingsOf(campaign.settings);
const file = (name: string) =>
  JSON.parse(readFileSync(join(reference, 'characters', `${name}.json`), 'utf8')) as CharacterInput;
const sheetOf = (input: CharacterInput, raw: unknown = campaign.settings) =>
  evaluate(symbaroum, input, raw).sheet as SymbaroumSheet;

/** The experience budget's line of `path`, explained. */
function lineAt(sheet: SymbaroumSheet, path: string, s: SymbaroumSettings = settings) {
  const item = symbaroum.budgets(sheet).xp!.items.find((i) => i.path === path);
  if (!item) throw new Error(`No line at ${path}.`);
  return { item, rule: symbaroum.explainBudgetLine(sheet, 'xp', item, s) };
}

describe('Symbaroum explains the lines of its budget at their edges', () => {
  it('explains a starting experience of 0, and a dead character who had earned none, by their own rules', () => {
    const raw = { ...(campaign.settings as object), startingExperience: 0 };
    const tyra = lineAt(sheetOf(file('tyra'), raw), 'settings.startingExperience', settingsOf(raw));
    expect(tyra.item.amount).toBe(0);
    expect(tyra.rule).toMatchObject({ amount: 0, settings: ['settings.startingExperience'] });
    expect(tyra.rule.rule).toMatch(/^the campaign’s starting experience, which buys abilities at creation/);
    const saga = file('saga');
    const creation = saga.creation as Record<string, unknown>;
    const poor = sheetOf({ ...saga, creation: { ...creation, inherited: { from: 'Brand', experience: 0 } } });
    const inherited = lineAt(poor, 'creation.inherited');
    expect(inherited.rule).toMatchObject({ amount: 0, sources: [B.deadCharacters, B.notFarBehind] });
    expect(inherited.rule.rule).toBe(
      'all the Experience accumulated by Brand, who died (creation.inherited), in place of the campaign’s starting experience',
    );
  });

  it('names an ability’s line whose ability the campaign does not list by its id, with no setting', () => {
    const item = { label: 'Shadow magic (adept)', amount: -30, path: 'creation.abilities.shadow-magic' };
    const bought = symbaroum.explainBudgetLine(sheetOf(file('ylva')), 'xp', item, settings);
    expect(bought).toMatchObject({ amount: 30, settings: [], sources: [B.experienceTraded, B.abilityCosts] });
    expect(bought.rule).toBe(
      '"shadow-magic" bought at adept at creation (creation.abilities.shadow-magic): a new ability at novice level costs 10 Experience, from novice to adept 20 more: 10 + 20 = 30 Experience',
    );
  });

  it('adds up an ability learned in play over several levels, new to master, at the book’s three prices', () => {
    // Tyra learns Medicus in play, novice, adept and master (e7 to e9): 10 + 20 + 30.
    const tyra = sheetOf(file('tyra'));
    const spent = symbaroum.budgets(tyra).xp!.items.filter((i) => i.path === 'events');
    expect(spent.map((i) => i.amount).sort((a, b) => a - b)).toEqual([-60, 10]);
    const rule = symbaroum.explainBudgetLine(
      tyra,
      'xp',
      spent.find((i) => i.amount < 0)!,
      settings,
    );
    expect(rule.rule).toBe(
      'the ledger’s “learn” entries added up, each the next level’s price (a new ability at novice 10 Experience, to adept 20, to master 30): Medicus new to master (10 + 20 + 30) = 60',
    );
    expect(rule.settings).toEqual(['settings.abilities.0']);
  });

  it('says of a line the rules do not make, in experience, where it comes from', () => {
    const sheet = sheetOf(file('ylva'));
    const odd = (item: { label: string; amount: number; path: string }) =>
      symbaroum.explainBudgetLine(sheet, 'xp', item, settings);
    // An ability's line at a price no level has (15 is neither 10, 30 nor 60).
    expect(odd({ label: 'Medicus', amount: -15, path: 'creation.abilities.medicus' })).toMatchObject({
      rule: 'not a line the rules of Symbaroum know (creation.abilities.medicus), counted as the budget shows it',
      amount: 15,
      sources: [],
    });
    // The ledger's sums of nothing are neither an award nor abilities learned.
    expect(odd({ label: 'Nothing', amount: 0, path: 'events' }).rule).toBe(
      'not a line the rules of Symbaroum know (events), counted as the budget shows it',
    );
    expect(
      symbaroum.explainBudgetLine(sheet, 'silver', { label: 'Silver', amount: 3, path: 'events' }, settings).rule,
    ).toBe('not a line the rules of Symbaroum know: Symbaroum counts only experience, not “silver”');
  });
});
