import fc from 'fast-check';
import { attempt } from '../../../shared/rules/core';
import {
  ADVENTURE_AWARDS,
  mls,
  PERSONALITY_PAIRS,
  PRIMARY_TRAITS,
  type MlsSheet,
} from '../../../shared/rules/systems/mls';
import { ledgerArb } from './mls-arbitraries';

const settings = mls.defaultSettings();
const RUNS = { numRuns: 1000 };

/** The key under which a CP purchase counts against "one level per increment", if it is one. */
function raiseKey(event: Record<string, unknown>, before: MlsSheet, after: MlsSheet): string | undefined {
  if (after.cp.spent === before.cp.spent) return undefined;
  if (event.type === 'raise' || event.type === 'acquire')
    return `secondary:${event.type === 'acquire' ? (event.trait as { id: string }).id : String(event.trait)}`;
  if (event.type === 'lower') return `negative:${String(event.trait)}`;
  if (event.type === 'raise-personality') return `personality:${String(event.trait)}`;
  return undefined;
}

/** CPs an accepted event should earn, straight from the book's numbers. */
function earnedBy(event: Record<string, unknown>, before: MlsSheet): number {
  if (event.type === 'age') return before.ageIncrements + 1 <= 22 ? 2 : 1;
  if (event.type === 'award') {
    const award = ADVENTURE_AWARDS[event.adventure as 'minor'][event.role as 'minor'];
    return 'fixed' in award ? award.fixed : (event.roll as { total: number }).total;
  }
  return 0;
}

describe('MLS properties over random ledgers', () => {
  it('keeps every limit: pairs at 20, CPs balanced, traits in range, one level per increment', () => {
    fc.assert(
      fc.property(ledgerArb, ({ creation, proposals }) => {
        const created = mls.create(creation, settings);
        let sheet = created.sheet;
        const creationOverspent = created.sheet.cp.spent > created.sheet.cp.earned;
        let earned = sheet.cp.earned;
        let raisedThisIncrement = new Set<string>();
        proposals.forEach((event, i) => {
          const before = sheet;
          const tried = attempt(mls, sheet, event, settings, `events.${i}`);
          if (!tried.accepted) return;
          sheet = tried.sheet;
          earned += earnedBy(event, before);
          if (event.type === 'age') raisedThisIncrement = new Set();
          const key = raiseKey(event, before, sheet);
          if (key) {
            expect(raisedThisIncrement.has(key)).toBe(false);
            raisedThisIncrement.add(key);
          }
          // Each pair sums to 20, and no trait leaves 0..20.
          for (const [a, b] of PERSONALITY_PAIRS) {
            expect(sheet.personality[a] + sheet.personality[b]).toBe(20);
            expect(sheet.personality[a]).toBeGreaterThanOrEqual(0);
            expect(sheet.personality[a]).toBeLessThanOrEqual(20);
          }
          // Noticeable traits are exactly those at 16 or more.
          expect([...sheet.noticeable].sort()).toEqual(
            PERSONALITY_PAIRS.flat()
              .filter((t) => sheet.personality[t] >= 16)
              .sort(),
          );
          // CPs earned are exactly what age and adventures gave; spent plus left is earned.
          expect(sheet.cp.earned).toBe(earned);
          const budget = mls.budgets(sheet).cp!;
          expect(budget.spent + budget.left).toBe(budget.earned);
          if (!creationOverspent) expect(budget.left).toBeGreaterThanOrEqual(0);
          for (const t of PRIMARY_TRAITS) {
            const p = sheet.primaries[t];
            expect(p.natural - p.average).toBeGreaterThanOrEqual(-2);
            expect(p.natural - p.average).toBeLessThanOrEqual(2);
            expect(p.value - p.average).toBeLessThanOrEqual(3);
          }
          expect(
            PRIMARY_TRAITS.filter((t) => sheet.primaries[t].value !== sheet.primaries[t].natural).length,
          ).toBeLessThanOrEqual(1);
          for (const s of sheet.secondaries) if (s.level !== null) expect(s.level).toBeLessThanOrEqual(6);
          for (const n of sheet.negatives) if (n.level !== null) expect(n.level).toBeLessThanOrEqual(4);
          // "CHP ... can never rise above" THP; no fate point is spent that was not there.
          expect(sheet.damage).toBeGreaterThanOrEqual(0);
          expect(sheet.fatePoints.left).toBe(sheet.fatePoints.total - sheet.fatePoints.spent);
          expect(sheet.fatePoints.left).toBeGreaterThanOrEqual(0);
        });
      }),
      RUNS,
    );
  });
});
