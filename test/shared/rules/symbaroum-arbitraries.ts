import fc from 'fast-check';
import {
  ATTRIBUTES,
  DEFAULT_ABILITIES,
  DEFAULT_ARMOR,
  type SymbaroumCreation,
} from '../../../shared/rules/systems/symbaroum';

/** Random creations and random proposed events for property tests. Proposals may well be illegal. */

const abilityIds = DEFAULT_ABILITIES.map((a) => a.id);
const armorIds = DEFAULT_ARMOR.map((a) => a.id);
export const creationArb: fc.Arbitrary<SymbaroumCreation> = fc.record({
  attributes: fc
    .tuple(...ATTRIBUTES.map(() => fc.integer({ min: 5, max: 15 })))
    .map((values) => Object.fromEntries(ATTRIBUTES.map((id, i) => [id, values[i]!]))),
  abilities: fc.dictionary(fc.constantFrom(...abilityIds), fc.constantFrom('novice', 'adept', 'master'), {
    maxKeys: 2,
  }),
  armor: fc.option(fc.constantFrom(...armorIds), { nil: null }),
  shield: fc.constantFrom('none', 'shield', 'buckler'),
});
/** One proposed ledger step, without its envelope. */
export const proposalArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ type: fc.constant('award'), points: fc.integer({ min: 1, max: 40 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('learn'), ability: fc.constantFrom(...abilityIds, 'unknown') }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('damage'), amount: fc.integer({ min: 1, max: 8 }) }) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.record({ type: fc.constant('heal'), means: fc.constant('natural'), days: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ type: fc.constant('heal'), means: fc.constant('herbal') }),
      fc.record({ type: fc.constant('heal'), means: fc.constant('medicus'), roll: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ type: fc.constant('heal'), means: fc.constant('other'), amount: fc.integer({ min: 1, max: 6 }) }),
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 1, max: 20 })
      .chain((roll) =>
        roll === 1
          ? fc.record({ type: fc.constant('death-test'), roll: fc.constant(1), wake: fc.integer({ min: 1, max: 4 }) })
          : fc.constant({ type: 'death-test', roll }),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('equip'),
      armor: fc.option(fc.constantFrom(...armorIds, 'plate'), { nil: null }),
      shield: fc.constantFrom('none', 'shield', 'buckler'),
    }),
  },
);
/** A creation and a list of proposed steps, each wrapped in an envelope. */
export const ledgerArb = fc
  .record({ creation: creationArb, events: fc.array(proposalArb, { maxLength: 24 }) })
  .map(({ creation, events }) => ({
    creation,
    events: events.map((e, i): Record<string, unknown> => ({ id: `e${i}`, date: '2026-01-01', ...e })),
  }));
