import fc from 'fast-check';
import { evaluate, priceWords } from '../../../shared/rules/core';
import {
  HEIMR_BOOK,
  heimr,
  type HeimrCreation,
  type HeimrPurchase,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';
import { ledgerArb, proposalArb } from './heimr-arbitraries';
import { ev, runner } from './game-helpers';

/**
 * The price of each Heimr purchase in experience points, explained. Every price below is read by hand from the
 * table under "Experience points": "New height of ability training 1 2 3 4 5 6 7" over "XP cost 5 10 (5+5)
 * 15 (5+10) 25 (10+15) 40 (15+25) 65 (25+40) 105 (40+65)".
 */
const SEED = '002_660a93111b0de833.txt';
const OWN_READING = /^The project’s reading: .+ Other reading: .+/;
const settings = heimr.defaultSettings();
const run = runner<HeimrCreation, HeimrSheet>(heimr);

/** A scout with Perception potential 2 and Survival consistency 1 from creation, and 100 XP awarded. */
function scout(): HeimrSheet {
  const r = run(
    {
      attributes: { strength: 1, dexterity: 1, stamina: 1, intelligence: 0, sociability: 0, empathy: -1 },
      training: { survival: { consistency: 1, potential: 0 }, perception: { consistency: 0, potential: 2 } },
    },
    [ev({ type: 'award', points: 100 })],
  );
  expect(r.legal).toBe(true);
  return r.sheet!;
}

const explain = (purchase: HeimrPurchase, sheet = scout()) => heimr.explainCost(sheet, purchase, settings);

describe('Heimr explains its prices', () => {
  it('prices a point of training by the table’s column for the new height', () => {
    // Perception potential 2 → 3: the column "3" costs 15 (5+10).
    const e = explain({ type: 'train', ability: 'perception', aspect: 'potential' });
    expect(e.formula).toBe(
      'Train Perception potential from 2 to 3: the table’s new height 3: the costs of the two heights before, 5 + 10 = 15 XP → costs 15 XP',
    );
    expect(e.amount).toBe(15);
    expect(e.sources).toEqual([
      HEIMR_BOOK.xpSpent,
      HEIMR_BOOK.trainingCost,
      HEIMR_BOOK.trainingHeights,
      HEIMR_BOOK.trainingCosts,
    ]);
    expect(new Set(e.sources.map((s) => `${s.seed} ${s.section}`))).toEqual(new Set([`${SEED} Experience points`]));
  });

  it('prices each aspect by its own height, the project’s reading', () => {
    // Perception consistency 0 → 1: the column "1" costs 5, whatever the potential trained.
    const first = explain({ type: 'train', ability: 'perception', aspect: 'consistency' });
    expect(first.formula).toBe(
      'Train Perception consistency from 0 to 1: the table’s new height 1: the first point costs 5 XP, as the table starts → costs 5 XP',
    );
    expect(first.reading).toMatch(OWN_READING);
    // Survival consistency 1 → 2: the column "2" costs 10 (5+5).
    expect(explain({ type: 'train', ability: 'survival', aspect: 'consistency' }).amount).toBe(10);
  });

  it('explains an award as a gain, and names the book’s rule that refuses a rest when injured', () => {
    expect(explain({ type: 'award', points: 12 }).formula).toBe(
      'An award of 12 XP: experience points for an encounter overcome → gains 12 XP',
    );
    // "Short Rest": "You can only be restored by a short rest, if your character has one or more hit points remaining."
    const injured = run(
      {
        attributes: { strength: 1, dexterity: 1, stamina: 1, intelligence: 0, sociability: 0, empathy: -1 },
        training: {},
      },
      [ev({ type: 'damage', amount: 3 })],
    ).sheet!;
    const rest = explain({ type: 'rest' }, injured);
    expect(rest.amount).toBe(0);
    expect(rest.refused).toMatch(/a short rest restores only a character with 1 or more/);
    expect(rest.sources).toContainEqual(HEIMR_BOOK.restOnlyUninjured);
    // Too few XP is no rule of the book: the price stands alone.
    const poor = { ...injured, experience: { ...injured.experience, spent: injured.experience.starting } };
    const train = explain({ type: 'train', ability: 'brawl', aspect: 'potential' }, poor);
    expect(heimr.costOf(poor, { type: 'train', ability: 'brawl', aspect: 'potential' }, settings).allowed).toBe(false);
    expect(train.amount).toBe(5);
    expect(train.refused).toBeUndefined();
  });

  it('names the same price as costOf for any purchase on any character, and ends its formula with it', () => {
    fc.assert(
      fc.property(ledgerArb, proposalArb, ({ creation, events }, proposal) => {
        const folded = evaluate(heimr, { creation, events }, {}, { keepSheets: true });
        for (const s of (folded.sheets ?? []) as HeimrSheet[]) {
          const cost = heimr.costOf(s, proposal as HeimrPurchase, settings);
          const e = heimr.explainCost(s, proposal as HeimrPurchase, settings);
          expect(e.amount).toBe(cost.amount);
          expect(e.formula.endsWith(`→ ${priceWords(cost.amount, heimr.currencies[0]!.format)}`)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
