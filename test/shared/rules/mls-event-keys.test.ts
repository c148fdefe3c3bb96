import fc from 'fast-check';
import { isWellFormedEvent } from '../../../shared/rules/systems/mls/event-guard';
import { MlsEvent } from '../../../shared/rules/systems/mls';
import { proposalArb } from './mls-arbitraries';

/** Every key some event's schema has, so an event can be given one that belongs to another type. */
const KEYS = [...new Set(MlsEvent.options.flatMap((o) => Object.keys(o.shape)))];

/** A well-formed event given one more key, taken with its value from an event of any type. */
const withBorrowedKey = fc.tuple(proposalArb, proposalArb, fc.constantFrom(...KEYS)).map(([payload, other, key]) => {
  const event: Record<string, unknown> = { id: 'e1', date: '2026-05-01', session: 's1', ...payload };
  const donor: Record<string, unknown> = { id: 'e2', date: '2026-05-02', note: 'a note', award: 'award-1', code: 'mls.x', path: 'events.0', reason: 'why', into: 'money', points: 1, untrained: true, completed: false, amount: 3, use: 'shock', ...other };
  if (!(key in event)) event[key] = donor[key] ?? 'x';
  return event;
});

describe('the fast event check on keys', () => {
  it('accepts a key only on the types of event whose schema has it', () => {
    expect(KEYS.length).toBeGreaterThan(15);
    fc.assert(
      fc.property(withBorrowedKey, (event) => {
        const parsed = MlsEvent.safeParse(event);
        if (isWellFormedEvent(event)) {
          expect(parsed.success).toBe(true);
          expect(parsed.data).toEqual(event);
        } else if (parsed.success) {
          expect(parsed.data).not.toEqual(event);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
