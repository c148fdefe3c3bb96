import fc from 'fast-check';
import { GIFTS, LIST_ITEMS, type HursagmuCreation } from '../../../shared/rules/systems/hursagmu';

/** Random creations and random proposed events for property tests. Proposals may well be illegal. */

const traitIds = ['archery', 'fighting', 'strength', 'athletics', 'stealth', 'command'];
export const creationArb: fc.Arbitrary<HursagmuCreation> = fc.record({
  traits: fc.dictionary(fc.constantFrom(...traitIds), fc.integer({ min: 0, max: 9 }), { maxKeys: 4 }),
  gifts: fc.constant([]),
  equipment: fc.constant([]),
});
const metric = fc.constantFrom('stamina', 'health', 'sanity');
const gearIds = ['g1', 'g2', 'g3'];
/** One proposed ledger step, without its envelope. */
export const proposalArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ type: fc.constant('award'), points: fc.integer({ min: 1, max: 20 }) }),
  fc.record({
    type: fc.constant('raise'),
    trait: fc.constantFrom(...traitIds, 'unknown'),
    to: fc.integer({ min: 1, max: 14 }),
  }),
  fc.record({
    type: fc.constant('gift'),
    gift: fc.constantFrom(...Object.keys(GIFTS).filter((g) => !GIFTS[g]!.perLimb)),
    reason: fc.constant('approved'),
  }),
  fc.record({
    type: fc.constant('gift'),
    gift: fc.constant('extra-limbs'),
    limbs: fc.integer({ min: 1, max: 3 }),
    reason: fc.constant('approved'),
  }),
  fc.record({ type: fc.constantFrom('damage', 'recover'), metric, amount: fc.integer({ min: 1, max: 12 }) }),
  fc.record({
    type: fc.constant('acquire'),
    item: fc.record({
      kind: fc.constant('gear'),
      id: fc.constantFrom(...gearIds),
      item: fc.constantFrom(...Object.keys(LIST_ITEMS)),
      quantity: fc.integer({ min: 1, max: 30 }),
    }),
    paid: fc.boolean(),
  }),
  fc.record({ type: fc.constant('drop'), item: fc.constantFrom(...gearIds) }),
  fc.record({
    type: fc.constantFrom('pay', 'earn'),
    amount: fc.record({ sc: fc.integer({ min: 1, max: 50 }) }),
    for: fc.constant('supplies'),
  }),
);
/** A creation and a list of proposed steps, each wrapped in an envelope. */
export const ledgerArb = fc
  .record({ creation: creationArb, events: fc.array(proposalArb, { maxLength: 16 }) })
  .map(({ creation, events }) => ({
    creation,
    events: events.map((e, i): Record<string, unknown> => ({ id: `e${i}`, date: '2026-01-01', ...e })),
  }));
