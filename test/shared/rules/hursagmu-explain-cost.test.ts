import fc from 'fast-check';
import { evaluate, priceWords } from '../../../shared/rules/core';
import {
  HURSAGMU_BOOK,
  HURSAGMU_GIFT_COSTS,
  hursagmu,
  type HursagmuPurchase,
  type HursagmuSettings,
  type HursagmuSheet,
} from '../../../shared/rules/systems/hursagmu';
import { ledgerArb, proposalArb } from './hursagmu-arbitraries';
import { defaults, ev, fighter, run, settingsWith } from './hursagmu-helpers';

/**
 * The price of each HURSAGMU purchase in experience points, explained. Every price below is read by hand from the
 * book: the cost chart under "TRAITS" > "Cost" (rows named beside each) and each gift's own "Cost:" line.
 */
const SEED = '003_ec97e9f49afae471.txt';
const OWN_READING = /^The project’s reading: .+ Other reading: .+/;

/** The fighter (Fighting 6, Defense 5, Strength 2, Athletics 3) with 200 experience points and Starvision. */
function veteran(): HursagmuSheet {
  const r = run(fighter(), [
    ev({ type: 'award', points: 200 }),
    ev({ type: 'gift', gift: 'starvision', reason: 'ok' }),
  ]);
  expect(r.legal).toBe(true);
  return r.sheet!;
}

const explain = (purchase: HursagmuPurchase, settings: HursagmuSettings = defaults, sheet = veteran()) =>
  hursagmu.explainCost(sheet, purchase, settings);

describe('HURSAGMU explains its prices', () => {
  it('prices a raise as the difference of two rows of the cost chart, as the book’s Archery example does', () => {
    // "Cost": "| 7 | 12 |" less "| 6 | 8 |" = 4, the example's "12 for level 7, minus the 8 already spent".
    const e = explain({ type: 'raise', trait: 'fighting', to: 7 });
    expect(e.formula).toBe(
      'Raise Fighting from 6 to 7: the cost chart’s cost(7) = 12 less cost(6) = 8 already spent: 12 - 8 = 4 → costs 4 points',
    );
    expect(e.amount).toBe(4);
    expect(e.sources).toContainEqual({ seed: SEED, section: 'Cost', quote: '| 7 | 12 |' });
    expect(e.sources).toContainEqual({ seed: SEED, section: 'Cost', quote: '| 6 | 8 |' });
    expect(e.sources).toContainEqual(HURSAGMU_BOOK.costExample);
    expect(e.reading).toMatch(OWN_READING);
  });

  it('prices a raise past the chart by its formula, cost(L) = 2 x cost(L - 2)', () => {
    // The chart ends at "| 12 | 64 |"; cost(14) = 2 x 64 = 128, less cost(6) = 8: 120.
    const e = explain({ type: 'raise', trait: 'fighting', to: 14 });
    expect(e.formula).toBe(
      'Raise Fighting from 6 to 14: the cost chart’s cost(14) = 2 x cost(12) = 2 x 64 = 128 less cost(6) = 8 already spent: 128 - 8 = 120 → costs 120 points',
    );
    expect(e.sources).toContainEqual(HURSAGMU_BOOK.costFormula);
    expect(e.sources).toContainEqual(HURSAGMU_BOOK.openEnded);
  });

  it('prices a gift from its own section, per limb where the book says so', () => {
    // "Extra Limbs": "Cost: 4 per limb", two limbs: 8.
    const limbs = explain({ type: 'gift', gift: 'extra-limbs', limbs: 2, reason: 'approved' });
    expect(limbs.formula).toBe('Buy the gift Extra Limbs: 4 a limb (the book’s cost) x 2 limbs = 8 → costs 8 points');
    expect(limbs.sources.map((s) => s.section)).toEqual(['OVERVIEW', 'GIFTS', 'Extra Limbs']);
    // "Phosphorescence": "Cost: 4".
    const glow = explain({ type: 'gift', gift: 'phosphorescence', reason: 'approved' });
    expect(glow.amount).toBe(4);
    expect(glow.sources).toContainEqual(HURSAGMU_GIFT_COSTS.phosphorescence);
  });

  it('shows a campaign’s own gift as its house rule, and Intuition’s cost as the project’s', () => {
    const settings = settingsWith({ addedGifts: [{ id: 'wings', name: 'Wings', cost: 12 }], revisedEncounters: true });
    const wings = explain({ type: 'gift', gift: 'wings', reason: 'approved' }, settings);
    expect(wings.formula).toBe(
      'Buy the gift Wings: a flat 12 (this campaign’s house rule: a gift the campaign adds at a cost it sets; the book has no such gift) → costs 12 points',
    );
    expect(wings.settings).toEqual(['settings.addedGifts.0.cost']);
    expect(wings.sources).toContainEqual(HURSAGMU_BOOK.giftsAddDrop);
    const intuition = explain({ type: 'gift', gift: 'intuition', reason: 'approved' }, settings);
    expect(intuition.amount).toBe(8);
    expect(intuition.settings).toEqual(['settings.revisedEncounters']);
    expect(intuition.reading).toMatch(/Intuition costs 8/);
  });

  it('names the book’s rule that refuses a gift already had, and prices awards and purchases with coins', () => {
    // "GIFTS": "they are all-or-nothing".
    const again = explain({ type: 'gift', gift: 'starvision', reason: 'again' });
    expect(again.amount).toBe(0);
    expect(again.refused).toBe('The character already has Starvision; a gift is all-or-nothing.');
    expect(again.sources).toContainEqual(HURSAGMU_BOOK.gifts);
    expect(explain({ type: 'award', points: 5 }).formula).toBe(
      'An award of 5 points: The Master gives experience points → gains 5 points',
    );
    // "On the other hand": a wooden shield "cost 200cc", paid from the purse, not with experience.
    const shield = explain({ type: 'acquire', item: { kind: 'shield', id: 's1', material: 'wooden' }, paid: true });
    expect(shield.formula).toBe(
      'Acquire Wooden shield: paid from the purse, 2 gc, not with experience → costs 0 points',
    );
    expect(shield.sources).toContainEqual(HURSAGMU_BOOK.shieldPrice);
  });

  it('names the same price as costOf for any purchase on any character, and ends its formula with it', () => {
    fc.assert(
      fc.property(ledgerArb, proposalArb, ({ creation, events }, proposal) => {
        const folded = evaluate(hursagmu, { creation, events }, {}, { keepSheets: true });
        for (const s of (folded.sheets ?? []) as HursagmuSheet[]) {
          const cost = hursagmu.costOf(s, proposal as HursagmuPurchase, defaults);
          const e = hursagmu.explainCost(s, proposal as HursagmuPurchase, defaults);
          expect(e.amount).toBe(cost.amount);
          expect(e.formula.endsWith(`→ ${priceWords(cost.amount, hursagmu.currencies[0]!.format)}`)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
