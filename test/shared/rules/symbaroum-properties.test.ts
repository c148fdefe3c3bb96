import fc from 'fast-check';
import { attempt, evaluate } from '../../../shared/rules/core';
import {
  symbaroum,
  type AbilityLevel,
  type SymbaroumCreation,
  type SymbaroumSheet,
} from '../../../shared/rules/systems/symbaroum';
import { proposalArb } from './symbaroum-arbitraries';

const settings = symbaroum.defaultSettings();

// "Improving Your Character": novice 10, adept 20 more, master 30 more, so a level from nothing costs 10, 30, 60.
const FROM_NOTHING: Record<AbilityLevel, number> = { novice: 10, adept: 30, master: 60 };
const total = (level: AbilityLevel | undefined) => (level === undefined ? 0 : FROM_NOTHING[level]);

/** A legal creation: 80 points over the eight attributes and at most 40 of the 50 starting experience. */
const creationArb: fc.Arbitrary<SymbaroumCreation> = fc
  .record({ medicus: fc.constantFrom(undefined, 'novice', 'adept'), recovery: fc.constantFrom(undefined, 'novice') })
  .map(({ medicus, recovery }) => ({
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
    abilities: { ...(medicus ? { medicus } : {}), ...(recovery ? { recovery } : {}) } as SymbaroumCreation['abilities'],
    armor: null,
    shield: 'none',
  }));

const stepArb = fc.oneof(
  { weight: 4, arbitrary: proposalArb },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('learn'), ability: fc.constantFrom('medicus', 'recovery') }) },
  { weight: 2, arbitrary: fc.constant('undo' as const) },
);

describe('Symbaroum experience bookkeeping over random purchases and undos', () => {
  it('keeps experience spent equal to the book’s prices of the levels learned, and every state equal to a fold from scratch', () => {
    fc.assert(
      fc.property(creationArb, fc.array(stepArb, { maxLength: 30 }), (creation, steps) => {
        const created = symbaroum.create(creation, settings);
        expect(created.findings).toEqual([]);
        const sheets: SymbaroumSheet[] = [symbaroum.sheetOf(created.sheet)];
        const ledger: Record<string, unknown>[] = [];
        let awarded = 0;
        const awards: number[] = [];
        steps.forEach((step, i) => {
          if (step === 'undo') {
            if (ledger.length === 0) return;
            const dropped = ledger.pop()!;
            if (dropped.type === 'award') awarded -= awards.pop()!;
            sheets.pop();
          } else {
            const entry = { id: `e${i}`, date: '2026-01-01', ...step };
            const tried = attempt(symbaroum, sheets[sheets.length - 1]!, entry, settings, `events.${ledger.length}`);
            if (!tried.accepted) return;
            ledger.push(entry);
            const points = (step as Record<string, unknown>).points;
            if (step.type === 'award' && typeof points === 'number') {
              awarded += points;
              awards.push(points);
            }
            sheets.push(tried.sheet);
          }
          const now = sheets[sheets.length - 1]!;
          expect(
            evaluate(symbaroum, { creation: creation as unknown as Record<string, unknown>, events: ledger }, {}).sheet,
          ).toEqual(now);
          const atCreation = Object.values(creation.abilities).reduce((n, level) => n + total(level), 0);
          const inPlay = Object.keys(now.abilities).reduce(
            (n, id) => n + total(now.abilities[id]) - total(creation.abilities[id]),
            0,
          );
          expect(now.totals).toEqual({
            earned: 50 + awarded,
            spent: atCreation + inPlay,
            unspent: 50 + awarded - atCreation - inPlay,
          });
          expect(now.totals.unspent).toBeGreaterThanOrEqual(0);
        });
      }),
      { numRuns: 200 },
    );
  });
});
