import fc from 'fast-check';
import { attempt, evaluate } from '../../../shared/rules/core';
import {
  heimr,
  progressRequired,
  trainingTotal,
  type HeimrCreation,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';
import { proposalArb } from './heimr-arbitraries';

const settings = heimr.defaultSettings();

/** A legal creation: attributes adding up to 2 at most, and at most 20 of the 30 starting experience in training. */
const creationArb: fc.Arbitrary<HeimrCreation> = fc
  .record({
    strength: fc.integer({ min: -2, max: 1 }),
    dexterity: fc.integer({ min: -2, max: 1 }),
    stamina: fc.integer({ min: -2, max: 0 }),
    empathy: fc.integer({ min: -2, max: 0 }),
    brawl: fc.integer({ min: 0, max: 2 }),
    insight: fc.integer({ min: 0, max: 1 }),
  })
  .map(({ brawl, insight, ...attributes }) => ({
    attributes,
    training: { brawl: { consistency: brawl, potential: 0 }, insight: { consistency: 0, potential: insight } },
  }));

/**
 * A step the player takes: any proposed entry, training in three abilities often enough for attributes to rise,
 * a large award, or undo of the newest.
 */
const stepArb = fc.oneof(
  { weight: 3, arbitrary: proposalArb },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('train'),
      ability: fc.constantFrom('brawl', 'insight', 'agility'),
      aspect: fc.constantFrom('consistency', 'potential'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('award'), points: fc.integer({ min: 50, max: 300 }) }) },
  { weight: 2, arbitrary: fc.constant('undo' as const) },
);

/** An attribute's progress gained and used, as the progress budget itemises it. */
function flowOf(sheet: HeimrSheet, name: string): { gained: number; used: number } {
  const items = heimr.budgets(sheet).progress!.items;
  const amount = (label: string) => items.find((i) => i.label === `${name}: ${label}`)?.amount ?? 0;
  return { gained: amount('gained by training'), used: 0 - amount('used in rises') };
}

/** What the training, values and progress must be, worked out from the book's tables rather than from the fold. */
function expectBookkeeping(sheet: HeimrSheet, creation: HeimrCreation): void {
  let spent = 0;
  for (const [id, t] of Object.entries(sheet.training)) {
    const at = creation.training[id] ?? { consistency: 0, potential: 0 };
    spent +=
      trainingTotal(t.consistency) -
      trainingTotal(at.consistency) +
      trainingTotal(t.potential) -
      trainingTotal(at.potential);
  }
  expect(sheet.experience.spent).toBe(spent);
  expect(sheet.totals.unspent).toBe(sheet.totals.earned - sheet.totals.spent);
  expect(sheet.totals.earned).toBe(30 + sheet.experience.awarded);

  let gained = 0;
  for (const a of sheet.attributes) {
    const start = creation.attributes[a.id] ?? 0;
    const flow = flowOf(sheet, a.name);
    let used = 0;
    for (let v = start + 1; v <= a.value; v++) used += progressRequired(v);
    expect(flow.used).toBe(used);
    expect(a.progress).toBe(flow.gained - used);
    expect(a.progress).toBeGreaterThanOrEqual(0);
    expect(a.progress).toBeLessThan(progressRequired(a.value + 1));
    gained += flow.gained;
  }
  // One progress for each point of training bought in play.
  const points = Object.entries(sheet.training).reduce((n, [id, t]) => {
    const at = creation.training[id] ?? { consistency: 0, potential: 0 };
    return n + t.consistency - at.consistency + t.potential - at.potential;
  }, 0);
  expect(gained).toBe(points);
  const budgets = heimr.budgets(sheet);
  expect(budgets.progress!.left).toBe(sheet.attributes.reduce((n, a) => n + a.progress, 0));
  expect(budgets.xp!.left).toBe(sheet.totals.unspent);
}

describe('Heimr experience and progress bookkeeping over random purchases and undos', () => {
  it('keeps totals, progress and attributes equal to a fold from scratch and to the book’s tables', () => {
    fc.assert(
      fc.property(creationArb, fc.array(stepArb, { maxLength: 40 }), (creation, steps) => {
        const created = heimr.create(creation, settings);
        expect(created.findings).toEqual([]);
        const sheets: HeimrSheet[] = [heimr.sheetOf(created.sheet)];
        const ledger: Record<string, unknown>[] = [];
        steps.forEach((step, i) => {
          if (step === 'undo') {
            if (ledger.length === 0) return;
            ledger.pop();
            sheets.pop();
          } else {
            const entry = { id: `e${i}`, date: '2026-01-01', ...step };
            const tried = attempt(heimr, sheets[sheets.length - 1]!, entry, settings, `events.${ledger.length}`);
            if (!tried.accepted) {
              expect(tried.sheet).toBe(sheets[sheets.length - 1]);
              return;
            }
            ledger.push(entry);
            sheets.push(tried.sheet);
          }
          const now = sheets[sheets.length - 1]!;
          const folded = evaluate(
            heimr,
            { creation: creation as unknown as Record<string, unknown>, events: ledger },
            {},
          );
          expect(folded.sheet).toEqual(now);
          expect(folded.legal).toBe(true);
          expectBookkeeping(now, creation);
        });
      }),
      { numRuns: 200 },
    );
  });
});
