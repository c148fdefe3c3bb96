import fc from 'fast-check';
import { isWellFormedEvent } from '../../../shared/rules/systems/mls/event-guard';
import { MlsEvent } from '../../../shared/rules/systems/mls';
import { proposalArb } from './mls-arbitraries';

const envelope = fc.record({
  id: fc.oneof(fc.constantFrom('e1', 'event-2', 'x'), fc.string()),
  date: fc.oneof(fc.constantFrom('2026-05-01', '2026-05-01T10:00:00Z'), fc.string()),
});

/** Events, most well formed, some broken in one place: a key removed, added, or given any value, at the top or one level down. */
const mutated = fc
  .tuple(envelope, proposalArb, fc.nat(), fc.constantFrom('none', 'delete', 'set', 'add', 'nested'), fc.anything())
  .map(([env, payload, pick, how, value]) => {
    const event: Record<string, unknown> = structuredClone({ ...env, ...payload });
    const keys = Object.keys(event);
    const key = keys[pick % keys.length]!;
    if (how === 'delete') delete event[key];
    if (how === 'set') event[key] = value;
    if (how === 'add') event[`extra${pick % 3}`] = value;
    if (how === 'nested') {
      const inner = Object.values(event).find((v) => typeof v === 'object' && v !== null) as Record<string, unknown> | undefined;
      if (inner) {
        const innerKeys = Object.keys(inner);
        inner[innerKeys[pick % innerKeys.length] ?? 'x'] = value;
      }
    }
    return event;
  });

describe('the fast event check', () => {
  it('accepts exactly the events the schema accepts unchanged', () => {
    fc.assert(
      fc.property(mutated, (event) => {
        const parsed = MlsEvent.safeParse(event);
        if (isWellFormedEvent(event)) {
          expect(parsed.success).toBe(true);
          expect(parsed.data).toEqual(event);
        } else if (parsed.success) {
          // The schema may accept by trimming a name or reason; then the event is not unchanged.
          expect(parsed.data).not.toEqual(event);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts the well-formed events of the property tests', () => {
    fc.assert(
      fc.property(proposalArb, (payload) => {
        const event = { id: 'e1', date: '2026-05-01', ...payload };
        expect(isWellFormedEvent(event)).toBe(MlsEvent.safeParse(event).success);
      }),
      { numRuns: 1000 },
    );
  });
});
