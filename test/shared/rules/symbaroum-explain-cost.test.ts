import fc from 'fast-check';
import { evaluate, priceWords } from '../../../shared/rules/core';
import {
  SYMBAROUM_BOOK,
  symbaroum,
  type SymbaroumCreation,
  type SymbaroumPurchase,
  type SymbaroumSheet,
} from '../../../shared/rules/systems/symbaroum';
import { ledgerArb, proposalArb } from './symbaroum-arbitraries';
import { ev, runner } from './game-helpers';

/**
 * The price of each Symbaroum purchase in experience, explained. Every price below is read by hand from "Improving
 * Your Character": "Purchasing a new ability at novice level costs 10 Experience, to increase from novice to the
 * adept level costs 20 Experience and increasing from adept to master costs 30 Experience."
 */
const SEED = '001_747545f513491440.txt';
const settings = symbaroum.defaultSettings();
const run = runner<SymbaroumCreation, SymbaroumSheet>(symbaroum);

/** A character with every attribute at 10, Medicus at novice and Recovery at adept, and 100 experience awarded. */
function healer(
  events: Record<string, unknown>[] = [],
  abilities: SymbaroumCreation['abilities'] = { medicus: 'novice', recovery: 'adept' },
): SymbaroumSheet {
  const r = run(
    {
      attributes: {
        accurate: 10,
        cunning: 10,
        discreet: 10,
        persuasive: 10,
        quick: 10,
        resolute: 10,
        strong: 10,
        vigilant: 10,
      },
      abilities,
      armor: null,
      shield: 'none',
    },
    [ev({ type: 'award', points: 100 }), ...events],
  );
  expect(r.legal).toBe(true);
  return r.sheet!;
}

const explain = (purchase: SymbaroumPurchase, sheet = healer()) => symbaroum.explainCost(sheet, purchase, settings);

describe('Symbaroum explains its prices', () => {
  it('prices each level of an ability from the book’s sentence', () => {
    const adept = explain({ type: 'learn', ability: 'medicus' });
    expect(adept.formula).toBe(
      'Raise Medicus from novice to adept: to increase from novice to adept costs 20 Experience → costs 20 experience',
    );
    expect(adept.amount).toBe(20);
    expect(adept.sources).toEqual([SYMBAROUM_BOOK.experienceTraded, SYMBAROUM_BOOK.abilityCosts]);
    expect(adept.sources.map((s) => [s.seed, s.section])).toEqual([
      [SEED, 'Improving Your Character'],
      [SEED, 'Improving Your Character'],
    ]);
    expect(explain({ type: 'learn', ability: 'recovery' }).amount).toBe(30);
    const novice = explain({ type: 'learn', ability: 'medicus' }, healer([], {}));
    expect(novice.formula).toBe(
      'Learn Medicus at novice: a new ability at novice level costs 10 Experience → costs 10 experience',
    );
  });

  it('explains an award as a gain, and names the book’s rule that refuses a level past master', () => {
    expect(explain({ type: 'award', points: 15 }).formula).toBe(
      'An award of 15 experience: the Game Master awards Experience after an adventure → gains 15 experience',
    );
    const mastered = healer([ev({ type: 'learn', ability: 'recovery' })]);
    const past = explain({ type: 'learn', ability: 'recovery' }, mastered);
    expect(past.amount).toBe(0);
    expect(past.refused).toBe('Recovery is already at master, the highest level; choose another ability.');
    expect(past.formula).toMatch(/^Raise Recovery past master: not possible: .+ → costs 0 experience$/);
    // Too little experience is no rule of the book: the price stands alone.
    const poor = { ...mastered, experience: { ...mastered.experience, spent: 10_000 } };
    const dear = explain({ type: 'learn', ability: 'medicus' }, poor);
    expect(symbaroum.costOf(poor, { type: 'learn', ability: 'medicus' }, settings).allowed).toBe(false);
    expect(dear.amount).toBe(20);
    expect(dear.refused).toBeUndefined();
  });

  it('names the same price as costOf for any purchase on any character, and ends its formula with it', () => {
    fc.assert(
      fc.property(ledgerArb, proposalArb, ({ creation, events }, proposal) => {
        const folded = evaluate(symbaroum, { creation, events }, {}, { keepSheets: true });
        for (const s of (folded.sheets ?? []) as SymbaroumSheet[]) {
          const cost = symbaroum.costOf(s, proposal as SymbaroumPurchase, settings);
          const e = symbaroum.explainCost(s, proposal as SymbaroumPurchase, settings);
          expect(e.amount).toBe(cost.amount);
          expect(e.formula.endsWith(`→ ${priceWords(cost.amount, symbaroum.currencies[0]!.format)}`)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
