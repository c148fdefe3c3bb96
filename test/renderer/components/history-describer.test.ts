import { describe, expect, it } from 'vitest';
import { describeEntry, describerByType } from '../../../src-renderer/components/history-describer';
import type { LedgerEvent } from '../../../shared/model';

const entry = (type: string, fields: Record<string, unknown> = {}): LedgerEvent =>
  ({ id: 'e1', type, date: '2026-11-27', ...fields }) as LedgerEvent;

describe('a describer made from a sentence per entry type', () => {
  const describer = describerByType<{ hp: number }>({
    points: (n) => `${n} XP`,
    awardNoun: 'experience',
    types: { damage: (e, before) => `Lost ${String(e.amount)} of ${before?.hp ?? '?'}` },
    changes: (before, after) => (before.hp === after.hp ? [] : [`HP ${before.hp} → ${after.hp}`]),
  });

  it('words an award by its amount, or by the noun when the amount is not a number', () => {
    expect(describer.describe(entry('award', { points: 5 }), undefined)).toBe('Awarded 5 XP');
    expect(describer.describe(entry('award', { points: 'five' }), undefined)).toBe('Awarded experience');
    expect(describeEntry(describer, entry('award', { points: 5, note: 'for the bridge' }), undefined)).toBe(
      'Awarded 5 XP for the bridge',
    );
  });

  it("gives the game's own types the sheet before them, and names any other type as it is stored", () => {
    expect(describer.describe(entry('damage', { amount: 2 }), { hp: 3 })).toBe('Lost 2 of 3');
    expect(describer.describe(entry('teleport'), undefined)).toBe('teleport');
    // A type that is a property of every object is still only a name.
    expect(describer.describe(entry('constructor'), undefined)).toBe('constructor');
    expect(describer.describe(entry('toString'), undefined)).toBe('toString');
  });

  it('keeps the game master as the game names one, and the game’s changes', () => {
    expect(describer.gameMaster).toBeUndefined();
    expect(
      describerByType({ ...{ points: String, awardNoun: 'x', types: {}, changes: () => [] }, gameMaster: 'The Master' })
        .gameMaster,
    ).toBe('The Master');
    expect(describer.changes({ hp: 3 }, { hp: 1 })).toEqual(['HP 3 → 1']);
  });
});
