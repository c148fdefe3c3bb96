import fc from 'fast-check';
import {
  chanceToMeet,
  chanceWithRerolls,
  explainChanceWithRerolls,
  heimr,
  HEIMR_BOOK,
  rerollsOffered,
  type HeimrCreation,
  type HeimrSheet,
} from '../../../shared/rules/systems/heimr';
import { oddsPercent } from '../../../shared/rules/core/explain';
import { errorCodes, ev, runner } from './game-helpers';

const run = runner<HeimrCreation, HeimrSheet>(heimr);

/** A character of the project's default campaign (willpower 3, "Characters" leaves it to the LARP documents). */
const creation: HeimrCreation = {
  attributes: { strength: 1, dexterity: 1, stamina: 0, intelligence: 0, sociability: 0, empathy: 0 },
  training: {},
};

const spend = (amount: number, reason?: string) =>
  ev({ type: 'spend-willpower', amount, ...(reason === undefined ? {} : { reason }) });
const regain = (amount: number, reason?: string) =>
  ev({ type: 'regain-willpower', amount, ...(reason === undefined ? {} : { reason }) });

const willpowerAfterEach = (events: Record<string, unknown>[], settings: unknown = {}) =>
  run(creation, events, settings).sheets!.map((s) => heimr.sheetOf(s).willpower.current);

describe('Heimr willpower spent and regained', () => {
  it('keeps willpower now as the campaign’s willpower less what is spent, plus what is regained', () => {
    // 3 by default; a re-roll of a failed CR costs one ("Challenge requirements"), a Drain loses one ("Effects").
    const r = run(creation, [
      spend(1, 're-roll of a failed Climbing challenge'),
      spend(1, 'Drain'),
      regain(1, 'a night in the longhouse'),
    ]);
    expect(r.findings).toEqual([]);
    expect(r.sheets!.map((s) => heimr.sheetOf(s).willpower)).toEqual([
      { full: 3, current: 3 },
      { full: 3, current: 2 },
      { full: 3, current: 1 },
      { full: 3, current: 2 },
    ]);
  });

  it('follows the campaign’s willpower when the game master sets another', () => {
    expect(willpowerAfterEach([spend(2), spend(3), regain(4)], { willpower: 5 })).toEqual([5, 3, 0, 4]);
  });

  it('gives initiative the willpower the character has now as its potential', () => {
    const r = run(creation, [spend(2)]);
    const sheet = heimr.sheetOf(r.sheet!);
    expect(sheet.initiative).toEqual({ consistency: 1, potential: 1 });
  });

  it('refuses spending more willpower than is left, and changes nothing', () => {
    const r = run(creation, [spend(2), spend(2, 're-roll'), spend(1), spend(1)]);
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      ['heimr.willpower.not-enough', 'events.1.amount', 'The character has 1 willpower left, not 2; spend at most 1.'],
      [
        'heimr.willpower.not-enough',
        'events.3.amount',
        'The character has no willpower left, so cannot spend 1 willpower; record willpower regained first, if the game master allows it.',
      ],
    ]);
    expect(r.sheets!.map((s) => heimr.sheetOf(s).willpower.current)).toEqual([3, 1, 1, 0, 0]);
  });

  it('refuses regaining more than was spent, so willpower never rises above the character’s', () => {
    const r = run(creation, [regain(1), spend(2), regain(3), regain(2)]);
    expect(r.findings.map((f) => [f.code, f.path, f.message])).toEqual([
      [
        'heimr.willpower.more-than-spent',
        'events.0.amount',
        "The character's willpower is already full (3), so 1 willpower cannot be regained.",
      ],
      [
        'heimr.willpower.more-than-spent',
        'events.2.amount',
        'The character has spent 2 willpower of 3, not 3; regain at most 2.',
      ],
    ]);
    expect(errorCodes(r.findings)).toHaveLength(2);
    expect(r.sheets!.map((s) => heimr.sheetOf(s).willpower.current)).toEqual([3, 3, 1, 1, 3]);
  });

  it('reads an entry with a reason, and refuses one with an empty reason or no amount', () => {
    expect(run(creation, [spend(1, '  Drain  ')]).findings).toEqual([]);
    expect(errorCodes(run(creation, [spend(1, '   ')]).findings)).toEqual(['heimr.event.malformed']);
    expect(errorCodes(run(creation, [ev({ type: 'regain-willpower' })]).findings)).toEqual(['heimr.event.malformed']);
    expect(errorCodes(run(creation, [spend(0)]).findings)).toEqual(['heimr.event.malformed']);
  });

  it('says why willpower now is what it is, with the book’s re-roll and Drain and the reading on regaining', () => {
    const r = run(creation, [spend(2)]);
    const sheet = heimr.sheetOf(r.sheet!);
    const all = heimr.explain!(sheet, heimr.defaultSettings());
    const at = (path: string) => all.find((e) => e.path === path)!;
    expect(at('sheet.willpower.current').formula).toBe('Willpower now = 3 - 2 spent and not regained = 1');
    expect(at('sheet.willpower.current').sources).toContainEqual(HEIMR_BOOK.reroll);
    expect(at('sheet.willpower.current').sources).toContainEqual(HEIMR_BOOK.drain);
    expect(at('sheet.willpowerSpent').reading).toMatch(/^The project’s reading: .*LARP documents.*game master’s call/);
    expect(at('sheet.initiative.potential').formula).toMatch(/- 2 spent and not regained = 1, the willpower/);
  });
});

/** Every roll of 1d6 and one d10 (consistency +1): the highest die; one d10 has no extra 10s. */
function rollsOfConsistencyOne(): number[] {
  const out: number[] = [];
  for (let d6 = 1; d6 <= 6; d6++) for (let d10 = 1; d10 <= 10; d10++) out.push(Math.max(d6, d10));
  return out;
}

describe('Heimr re-rolls of a failed CR ("Challenge requirements")', () => {
  it('counts the chance with one and two re-rolls from every pair and triple of rolls', () => {
    // Consistency +1, potential +1, CR 7: the kept die must be 6 or more. Count every first roll, and every re-roll
    // after a failed one, rather than using the formula.
    const rolls = rollsOfConsistencyOne();
    const meets = (roll: number) => roll + 1 >= 7;
    let once = 0;
    let twice = 0;
    let thrice = 0;
    for (const a of rolls) {
      if (meets(a)) once++;
      for (const b of rolls) {
        if (meets(a) || meets(b)) twice++;
        for (const c of rolls) if (meets(a) || meets(b) || meets(c)) thrice++;
      }
    }
    // 1 − (5/6 × 5/10) = 35/60; then 1 − (25/60)^2 and 1 − (25/60)^3.
    expect(once).toBe(35);
    expect(chanceToMeet(1, 1, 7).probability).toBeCloseTo(once / 60, 12);
    expect(chanceWithRerolls(1, 1, 7, null, 0)).toBeCloseTo(35 / 60, 12);
    expect(chanceWithRerolls(1, 1, 7, null, 1)).toBeCloseTo(twice / 60 ** 2, 12);
    expect(chanceWithRerolls(1, 1, 7, null, 2)).toBeCloseTo(thrice / 60 ** 3, 12);
    expect(twice / 60 ** 2).toBeCloseTo(1 - (25 / 60) ** 2, 12);
  });

  it('counts a physical roll that fails on the fatigue as a failed CR to re-roll', () => {
    // Consistency 0, potential +4, CR 6, fatigue 3: the d6 must show 3 or more (4 of 6), CR asks only 2.
    expect(chanceWithRerolls(0, 4, 6, 3, 1)).toBeCloseTo(1 - (2 / 6) ** 2, 12);
  });

  it('offers no more re-rolls than the willpower left, and two at most', () => {
    expect([0, 1, 2, 3, 7].map(rerollsOffered)).toEqual([0, 1, 2, 2, 2]);
    expect(rerollsOffered(-1)).toBe(0);
  });

  it('explains the chance with re-rolls from one roll’s count, ending with the figure shown', () => {
    const x = explainChanceWithRerolls(1, 1, 7, null, 2, 'Agility');
    expect(x.formula).toMatch(
      /^Agility: Consistency \+1: 1d6 and 1d10.*; with 2 re-rolls \(2 willpower, one for each roll\): every one of 3 rolls fails 25 of 60 times, so 1 − \(25\/60\)\^3 → 93%$/,
    );
    expect(oddsPercent(x.chance)).toBe('93%');
    expect(x.sources).toContainEqual(HEIMR_BOOK.reroll);
    expect(x.reading).toMatch(/^The project’s reading: a re-roll is a fresh roll/);
  });

  it('refuses a number of re-rolls that is not a whole number from 0 up', () => {
    expect(() => chanceWithRerolls(1, 1, 7, null, -1)).toThrow(/whole number from 0 up/);
  });
});

const stepArb = fc.oneof(
  fc.record({ type: fc.constant('spend-willpower'), amount: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ type: fc.constant('regain-willpower'), amount: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ type: fc.constant('damage'), amount: fc.integer({ min: 1, max: 3 }) }),
);

describe('Heimr willpower properties', () => {
  it('keeps willpower now from 0 to the campaign’s willpower over any entries, and a refused one changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(stepArb, { maxLength: 15 }), (full, steps) => {
        const r = run(
          creation,
          steps.map((s) => ev(s)),
          { willpower: full },
        );
        const sheets = r.sheets!.map((s) => heimr.sheetOf(s).willpower);
        const refused = new Set(r.findings.filter((f) => f.code.startsWith('heimr.willpower.')).map((f) => f.path));
        sheets.forEach((w, i) => {
          expect(w.full).toBe(full);
          expect(w.current).toBeGreaterThanOrEqual(0);
          expect(w.current).toBeLessThanOrEqual(full);
          if (i > 0 && refused.has(`events.${i - 1}.amount`)) expect(w.current).toBe(sheets[i - 1]!.current);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('never lowers the chance with one more re-roll', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -4, max: 4 }),
        fc.integer({ min: -3, max: 5 }),
        fc.integer({ min: 1, max: 16 }),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
        fc.integer({ min: 0, max: 3 }),
        (c, p, cr, fatigue, n) => {
          const fewer = chanceWithRerolls(c, p, cr, fatigue, n);
          const more = chanceWithRerolls(c, p, cr, fatigue, n + 1);
          expect(more).toBeGreaterThanOrEqual(fewer);
          expect(more).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
