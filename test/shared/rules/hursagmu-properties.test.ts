import fc from 'fast-check';
import { attempt } from '../../../shared/rules/core';
import {
  focusLevels,
  hursagmu,
  lift,
  raiseCost,
  traitCost,
  type HursagmuSheet,
} from '../../../shared/rules/systems/hursagmu';
import { ledgerArb } from './hursagmu-arbitraries';
import { defaults, fighter, run } from './hursagmu-helpers';
import { book, pipeTable } from './hursagmu-seeds';

const RUNS = { numRuns: 1000 };

describe('HURSAGMU cost properties', () => {
  it('makes every higher trait level cost more, and doubles two levels lower beyond the table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), (level) => {
        expect(traitCost(level)).toBeGreaterThan(traitCost(level - 1));
        if (level > 12) expect(traitCost(level)).toBe(2 * traitCost(level - 2));
      }),
      RUNS,
    );
  });

  it('charges a raise in steps exactly what it costs in one go', () => {
    // The book's cost table ("TRAITS" > Cost), read from the seed; a raise costs cost(new) - cost(old).
    const bookCost = pipeTable(book, '| Trait level | cost |')
      .slice(0, -1)
      .map(([, c]) => Number(c));
    const raised = (from: number, steps: number[]) =>
      run(
        fighter((c) => (c.traits.archery = from)),
        [
          { id: 'a', type: 'award', date: '2026-01-01', points: 1000 },
          ...steps.map((to, i) => ({ id: `r${i}`, type: 'raise', date: '2026-01-01', trait: 'archery', to })),
        ],
        { startingCharacterPoints: 1000, maxStartingTraitLevel: null },
      ).sheet!.experience.spent;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        (a, up1, up2) => {
          const b = a + up1;
          const c = b + up2;
          expect(raiseCost(a, c)).toBe(bookCost[c]! - bookCost[a]!);
          // Two raises recorded in the ledger spend what one raise to the same level does.
          expect(raised(a, [b, c])).toBe(bookCost[c]! - bookCost[a]!);
          expect(raised(a, [c])).toBe(bookCost[c]! - bookCost[a]!);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lifts more with more Strength and doubles Lift(L - 2) beyond the table', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 60 }), (s) => {
        expect(lift(s + 1)).toBeGreaterThanOrEqual(lift(s));
        if (s > 10) expect(lift(s)).toBe(2 * lift(s - 2));
      }),
      RUNS,
    );
  });

  it('never gives a longer focus fewer levels', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.25, max: 10000, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (length, factor) => {
          expect(focusLevels(length * factor)).toBeGreaterThanOrEqual(focusLevels(length));
          expect(focusLevels(length * 2)).toBe(focusLevels(length) + 2);
        },
      ),
      RUNS,
    );
  });
});

describe('HURSAGMU properties over random ledgers', () => {
  it('keeps spent plus unspent equal to earned, and earned equal to points left from creation plus awards', () => {
    fc.assert(
      fc.property(ledgerArb, ({ creation, events }) => {
        let sheet: HursagmuSheet = hursagmu.sheetOf(hursagmu.create(creation, defaults).sheet);
        const fromCreation = sheet.experience.fromCreation;
        let awarded = 0;
        events.forEach((event, i) => {
          const tried = attempt(hursagmu, sheet, event, defaults, `events.${i}`);
          if (!tried.accepted) return;
          if (event.type === 'award') awarded += event.points as number;
          sheet = tried.sheet;
          const x = sheet.experience;
          expect(x.spent + x.unspent).toBe(x.earned);
          expect(x.earned).toBe(fromCreation + awarded);
          expect(x.unspent).toBeGreaterThanOrEqual(0);
          expect(sheet.coins).toBeGreaterThanOrEqual(0);
          const m = sheet.metrics;
          expect(m.stamina.max).toBe(Math.min(20, m.health.current, m.sanity.current));
          expect(m.stamina.current).toBeLessThanOrEqual(m.stamina.max);
        });
      }),
      RUNS,
    );
  });
});
