import fc from 'fast-check';
import { enteredRoll, evaluate, priceWords, type CostExplanation } from '../../../shared/rules/core';
import { MLS_BOOK, mls, type MlsPurchase, type MlsSheet } from '../../../shared/rules/systems/mls';
import { ledgerArb, proposalArb } from './mls-arbitraries';
import { ev, run, settings, soldier } from './mls-helpers';

/**
 * The price of each Nutshell MLS purchase, explained. Every price below is read by hand from the book's tables in
 * "Character Advancement" (the row named beside it), never from the code's own output.
 */
const SEED = '000_b1f49531b5bdabb6.txt';
const OWN_READING = /^The project’s reading: .+ Other reading: .+/;

/** A soldier of 18 with Soldier at base +4, Greed (a negative trait) at base +2, and Climbing untrained. */
function veteran(): MlsSheet {
  const c = soldier((c) => {
    c.secondaries[0]!.level = 4;
    c.secondaries.push({
      id: 'climb',
      name: 'Climbing',
      kind: 'natural',
      base: { kind: 'primary', trait: 'agility' },
      level: -2,
    });
    c.negatives = [{ id: 'greed', name: 'Greed', base: { kind: 'primary', trait: 'mind' }, level: 2 }];
    c.personality['chaste-lustful'] = { value: 4 }; // Chaste 4, Lustful 16
  });
  const r = run(c, [ev({ type: 'age' })]);
  expect(r.legal).toBe(true);
  return r.sheet!;
}

const explain = (sheet: MlsSheet, purchase: MlsPurchase): CostExplanation => mls.explainCost(sheet, purchase, settings);

describe('the Nutshell MLS explains its prices', () => {
  const sheet = veteran();

  it('prices an occupation’s next level from the advancement table, doubled as the occupation’s rule says', () => {
    // "Secondary Traits" (advancement): "6 CPs to go from +4 to +5"; "Occupation": "costs double the costs of single
    // skills": 6 x 2 = 12, the price on the Advance page's button.
    const e = explain(sheet, { type: 'raise', trait: 'soldier' });
    expect(e.amount).toBe(12);
    expect(e.formula).toBe(
      'Raise Soldier from base +4 to base +5: the table gives 6 CPs to go from +4 to +5, doubled for the occupation: 6 x 2 = 12 → costs 12 CPs',
    );
    expect(e.sources).toEqual([MLS_BOOK.raiseCost, MLS_BOOK.occupationCost]);
    expect(e.sources.map((s) => [s.seed, s.section])).toEqual([
      [SEED, 'Secondary Traits'],
      [SEED, 'Occupation'],
    ]);
    expect(e.reading).toMatch(OWN_READING);
    expect(e.amount).toBe(mls.costOf(sheet, { type: 'raise', trait: 'soldier' }, settings).amount);
  });

  it('prices an untrained Natural trait’s first level as acquiring it at base', () => {
    // "Secondary Traits": "a cost of 1 CP to acquire at base".
    const e = explain(sheet, { type: 'raise', trait: 'climb' });
    expect(e.formula).toBe('Raise Climbing from base -2 to base: the table gives 1 CP to acquire at base → costs 1 CP');
    expect(e.amount).toBe(1);
  });

  it('prices lowering a negative trait, a personality trait and a trained attribute from their own sentences', () => {
    // "Decrease Negative Traits": "+2 to +1 at a cost of 3 CPs".
    const lower = explain(sheet, { type: 'lower', trait: 'greed' });
    expect(lower.formula).toBe(
      'Lower Greed from base +2 to base +1: the book gives 3 CPs to go from +2 to +1 → costs 3 CPs',
    );
    expect(lower.sources.map((s) => s.section)).toEqual(['Decrease Negative Traits']);
    // "Increase a Personality Trait": "by one level to 16 or 17 at a cost of 5 CPs" (Lustful 16 → 17).
    const lustful = explain(sheet, { type: 'raise-personality', trait: 'lustful' });
    expect(lustful.formula).toBe('Raise Lustful from 16 to 17: one level to 16 or 17 costs 5 CPs → costs 5 CPs');
    // Chaste 4 → 5: "to 15 or less at a cost of 1 CP".
    expect(explain(sheet, { type: 'raise-personality', trait: 'chaste' }).amount).toBe(1);
    // "Training Up an Attribute": "At a cost of 5 CPs".
    const train = explain(sheet, { type: 'train', trait: 'strength' });
    expect(train.amount).toBe(5);
    expect(train.sources.map((s) => s.section)).toEqual(['Training Up an Attribute', 'Training Up an Attribute']);
    // "Fate Points": "5 CPs each".
    expect(explain(sheet, { type: 'buy-fate' }).formula).toBe(
      'Buy a fate point: extra fate points cost 5 CPs each → costs 5 CPs',
    );
  });

  it('explains what age and adventures give as gains', () => {
    // "Racial Differences": 2 CPs each increment until base age + 22; the second increment gives 2.
    const age = explain(sheet, { type: 'age' });
    expect(age.formula).toBe(
      'Age to base age + 2 increments: up to base age + 22 increments each increment gives 2 CPs → gains 2 CPs',
    );
    expect(age.amount).toBe(-2);
    // "Major Adventure": "Major Role 1d10 CPs", rolled 7.
    const award = explain(sheet, {
      type: 'award',
      adventure: 'major',
      role: 'major',
      roll: enteredRoll('1d10', 7),
    });
    expect(award.formula).toBe('A major role in a major adventure: the table gives 1d10 CPs, rolled 7 → gains 7 CPs');
    expect(award.sources.map((s) => s.section)).toEqual(['Adventures', 'Major Adventure']);
  });

  it('costs no CPs for damage and healing, one hit point healed named as one', () => {
    const hurt = run(soldier(), [ev({ type: 'damage', amount: 3 })]).sheet!;
    expect(explain(hurt, { type: 'heal', amount: 1 }).formula).toBe(
      '1 hit point healed: hit points change, not CPs → costs 0 CPs',
    );
    expect(explain(hurt, { type: 'heal', amount: 2 }).formula).toBe(
      '2 hit points healed: hit points change, not CPs → costs 0 CPs',
    );
    expect(explain(hurt, { type: 'damage', amount: 2 }).formula).toBe(
      '2 damage: hit points change, not CPs → costs 0 CPs',
    );
  });

  it('names the book’s limit that refuses a purchase, and gives just the price for too few CPs', () => {
    // Soldier raised once this increment: "Traits may never be increased by more than one level each year through CPs."
    const raised = run(
      soldier((c) => (c.secondaries[0]!.level = 4)),
      [ev({ type: 'age' }), ev({ type: 'raise', trait: 'soldier' })],
    );
    const again = explain(raised.sheet!, { type: 'raise', trait: 'soldier' });
    expect(again.amount).toBe(14); // "7 CPs to go from +5 to +6", doubled
    expect(again.refused).toMatch(/already changed through CPs during this age increment/);
    expect(again.sources).toContainEqual(MLS_BOOK.oneLevelAYear);

    // At +6 nothing is priced: "No Secondary Trait ... may ... through play rise above base+6."
    const top = run(
      soldier((c) => (c.secondaries[0]!.level = 4)),
      [
        ev({ type: 'age' }),
        ev({ type: 'raise', trait: 'soldier' }),
        ev({ type: 'age' }),
        ev({ type: 'raise', trait: 'soldier' }),
        ev({ type: 'age' }),
      ],
    );
    const past = explain(top.sheet!, { type: 'raise', trait: 'soldier' });
    expect(past.amount).toBe(0);
    expect(past.formula).toMatch(/^Raise Soldier from base \+6 to base \+7: not possible: .+ → costs 0 CPs$/);
    expect(past.sources).toContainEqual(MLS_BOOK.secondaryLimits);
    expect(past.refused).toBeDefined();

    // A fate point with too few CPs: the price stands, with no rule of the book named.
    const poor = run(
      soldier((c) => (c.secondaries[0]!.level = 4)),
      [],
    ).sheet!;
    const spent: MlsSheet = { ...poor, cp: { earned: poor.cp.earned, spent: poor.cp.earned - 2 } };
    const fate = explain(spent, { type: 'buy-fate' });
    expect(mls.costOf(spent, { type: 'buy-fate' }, settings).allowed).toBe(false);
    expect(fate.amount).toBe(5);
    expect(fate.refused).toBeUndefined();
  });

  it('names the same price as costOf for any purchase on any character, and ends its formula with it', () => {
    fc.assert(
      fc.property(ledgerArb, proposalArb, ({ creation, proposals }, proposal) => {
        const folded = evaluate(mls, { creation, events: proposals }, {}, { keepSheets: true });
        for (const s of (folded.sheets ?? []) as MlsSheet[]) {
          const cost = mls.costOf(s, proposal as MlsPurchase, settings);
          const e = mls.explainCost(s, proposal as MlsPurchase, settings);
          expect(e.amount).toBe(cost.amount);
          expect(e.formula.endsWith(`→ ${priceWords(cost.amount, mls.currencies[0]!.format)}`)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
