import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareLedgers,
  FORMAT_VERSION,
  mergeCharacters,
  type CharacterFile,
  type LedgerEvent,
} from '../../../shared/model';

const character = (events: LedgerEvent[], change: Partial<CharacterFile> = {}): CharacterFile => ({
  formatVersion: FORMAT_VERSION,
  id: 'ragna',
  name: 'Ragna',
  system: 'heimr',
  createdAt: '2026-11-01',
  creation: { attributes: { strength: 1 }, training: {} },
  events,
  ...change,
});

const entry = (id: string, date: string, fields: Record<string, unknown> = {}): LedgerEvent => ({
  id,
  type: 'award',
  date,
  points: 5,
  ...fields,
});

/** Ids as the app writes them: a count and a random tail, unique among everything generated. */
const dateArb = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
const entryArb = (prefix: string) =>
  fc
    .record({
      n: fc.nat({ max: 99 }),
      tail: fc.stringMatching(/^[a-z0-9]{4}$/),
      date: dateArb,
      points: fc.integer({ min: 1, max: 50 }),
    })
    .map((e) => entry(`${prefix}${e.n}-${e.tail}`, e.date, { points: e.points }));
const ledgerArb = (prefix: string, max: number) =>
  fc.uniqueArray(entryArb(prefix), { selector: (e) => e.id, maxLength: max });

/** A ledger both versions share, then entries each added on its own, and some of the shared ones each dropped (an undo). */
const divergedArb = fc
  .record({
    shared: ledgerArb('s', 8),
    ownFirst: ledgerArb('a', 6),
    ownSecond: ledgerArb('b', 6),
    keepFirst: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    keepSecond: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  })
  .map(({ shared, ownFirst, ownSecond, keepFirst, keepSecond }) => ({
    first: [...shared.filter((_, i) => keepFirst[i]), ...ownFirst],
    second: [...shared.filter((_, i) => keepSecond[i]), ...ownSecond],
  }));

const ids = (events: readonly LedgerEvent[]) => events.map((e) => e.id);
const isSubsequence = (part: readonly string[], whole: readonly string[]) => {
  let at = 0;
  for (const id of whole) if (id === part[at]) at++;
  return at === part.length;
};

describe('merging two versions of a character entry by entry', () => {
  it('adds what each machine recorded after the shared entries, in date order, and says how many came from each', () => {
    const shared = [entry('e1-aaaa', '2026-11-01'), entry('e2-bbbb', '2026-11-02')];
    const mine = character([...shared, entry('e3-cccc', '2026-11-05', { points: 3 })]);
    const theirs = character([
      ...shared,
      entry('e3-dddd', '2026-11-04', { points: 7 }),
      entry('e4-eeee', '2026-11-06'),
    ]);
    const merged = mergeCharacters(mine, theirs);
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(ids(merged.merged.events)).toEqual(['e1-aaaa', 'e2-bbbb', 'e3-dddd', 'e3-cccc', 'e4-eeee']);
    expect(merged.added).toEqual({ first: 1, second: 2 });
    expect(merged.entries.map((c) => c.side)).toEqual(['both', 'both', 'second', 'first', 'second']);
    // Everything but the ledger is the kept version's.
    expect({ ...merged.merged, events: [] }).toEqual({ ...mine, events: [] });
  });

  it('refuses to guess: the same entry with other contents, another name or other creation choices', () => {
    const a = character([entry('e1-aaaa', '2026-11-01', { points: 5 })]);
    const b = character([entry('e1-aaaa', '2026-11-01', { points: 6 })]);
    const entryClash = mergeCharacters(a, b);
    expect(entryClash.ok).toBe(false);
    if (!entryClash.ok) expect(entryClash.collisions.map((c) => c.what)).toEqual(['entry e1-aaaa']);
    const renamed = mergeCharacters(a, character(a.events, { name: 'Ragna the Red' }));
    expect(renamed.ok ? [] : renamed.collisions.map((c) => c.message)).toEqual([
      'The name differs ("Ragna" and "Ragna the Red"): choose which to keep.',
    ]);
    const rebuilt = mergeCharacters(
      a,
      character(a.events, { creation: { attributes: { strength: 2 }, training: {} } }),
    );
    expect(rebuilt.ok ? [] : rebuilt.collisions.map((c) => c.what)).toEqual(['creation']);
    const twice = mergeCharacters(character([entry('e1-aaaa', '2026-11-01'), entry('e1-aaaa', '2026-11-01')]), a);
    expect(twice.ok ? [] : twice.collisions.map((c) => c.what)).toEqual(['entry e1-aaaa']);
  });

  it('never loses an entry either version had, and has each once', () => {
    fc.assert(
      fc.property(divergedArb, ({ first, second }) => {
        const merged = mergeCharacters(character(first), character(second));
        expect(merged.ok).toBe(true);
        if (!merged.ok) return;
        const out = ids(merged.merged.events);
        expect(new Set(out).size).toBe(out.length);
        expect(new Set(out)).toEqual(new Set([...ids(first), ...ids(second)]));
      }),
      { numRuns: 300 },
    );
  });

  it('is the same whichever version is given first, and keeps each version’s own order', () => {
    fc.assert(
      fc.property(divergedArb, ({ first, second }) => {
        const ab = compareLedgers(first, second);
        const ba = compareLedgers(second, first);
        expect(ids(ab.map((c) => c.event))).toEqual(ids(ba.map((c) => c.event)));
        const swapped = { both: 'both', first: 'second', second: 'first' } as const;
        expect(ab.map((c) => c.side)).toEqual(ba.map((c) => swapped[c.side]));
        expect(isSubsequence(ids(first), ids(ab.map((c) => c.event)))).toBe(true);
        expect(isSubsequence(ids(second), ids(ab.map((c) => c.event)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('changes nothing when both versions are the same, and orders crossed entries by date then id either way', () => {
    fc.assert(
      fc.property(ledgerArb('e', 10), (ledger) => {
        const merged = mergeCharacters(character(ledger), character(ledger));
        expect(merged.ok && merged.merged.events).toEqual(ledger);
      }),
    );
    const x = entry('x1-aaaa', '2026-11-02');
    const y = entry('y1-aaaa', '2026-11-01');
    expect(ids(compareLedgers([x, y], [y, x]).map((c) => c.event))).toEqual(['y1-aaaa', 'x1-aaaa']);
    expect(ids(compareLedgers([y, x], [x, y]).map((c) => c.event))).toEqual(['y1-aaaa', 'x1-aaaa']);
  });
});
