import fc from 'fast-check';
import {
  HANDS,
  SHIELD_IDS,
  STANDARD_ABILITIES,
  STANDARD_ATTRIBUTES,
  WEAPON_IDS,
  type HeimrCreation,
} from '../../../shared/rules/systems/heimr';

/** Random creations and random proposed events for property tests. Proposals may well be illegal. */

const attributeIds = STANDARD_ATTRIBUTES.map((a) => a.id);
const abilityIds = STANDARD_ABILITIES.map((a) => a.id);
const training = fc.record({ consistency: fc.integer({ min: 0, max: 2 }), potential: fc.integer({ min: 0, max: 2 }) });
/** A weapon or shield chosen at creation, in a hand the table may not allow, with an ability the campaign may lack. */
const heldChoiceArb = fc.oneof(
  fc.record(
    {
      kind: fc.constant('weapon' as const),
      id: fc.constantFrom(...WEAPON_IDS),
      hand: fc.constantFrom(...HANDS),
      ability: fc.constantFrom(...abilityIds, 'unknown'),
      name: fc.constantFrom('Father’s sword', 'Wolf-tooth'),
    },
    { requiredKeys: ['kind', 'id', 'hand', 'ability'] },
  ),
  fc.record(
    {
      kind: fc.constant('shield' as const),
      id: fc.constantFrom(...SHIELD_IDS),
      hand: fc.constantFrom(...HANDS),
      ability: fc.constantFrom(...abilityIds, 'unknown'),
      name: fc.constantFrom('Linden board'),
    },
    { requiredKeys: ['kind', 'id', 'hand', 'ability'] },
  ),
);
export const creationArb: fc.Arbitrary<HeimrCreation> = fc.record(
  {
    attributes: fc.dictionary(fc.constantFrom(...attributeIds), fc.integer({ min: -3, max: 4 }), { maxKeys: 4 }),
    training: fc.dictionary(fc.constantFrom(...abilityIds), training, { maxKeys: 2 }),
    held: fc.array(heldChoiceArb, { maxLength: 3 }),
  },
  { requiredKeys: ['attributes', 'training'] },
);
/** One proposed ledger step, without its envelope. */
export const proposalArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ type: fc.constant('award'), points: fc.integer({ min: 0, max: 60 }) }) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        type: fc.constant('train'),
        ability: fc.constantFrom(...abilityIds, 'unknown'),
        aspect: fc.constantFrom('consistency', 'potential'),
        attribute: fc.constantFrom(...attributeIds),
      },
      { requiredKeys: ['type', 'ability', 'aspect'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constantFrom('damage', 'heal'), amount: fc.integer({ min: 1, max: 5 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'rest' }) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        type: fc.constantFrom('spend-willpower', 'regain-willpower'),
        amount: fc.integer({ min: 1, max: 4 }),
        reason: fc.constantFrom('Drain', 're-roll of a failed CR'),
      },
      { requiredKeys: ['type', 'amount'] },
    ),
  },
  {
    // The medieval armoury module: a weapon or shield taken up in a hand the table may not allow, or put down.
    weight: 1,
    arbitrary: fc.oneof(
      fc.record({
        type: fc.constant('take-up-weapon'),
        weapon: fc.constantFrom(...WEAPON_IDS),
        hand: fc.constantFrom(...HANDS),
        ability: fc.constantFrom(...abilityIds),
      }),
      fc.record({
        type: fc.constant('take-up-shield'),
        shield: fc.constantFrom(...SHIELD_IDS),
        hand: fc.constantFrom(...HANDS),
        ability: fc.constantFrom(...abilityIds),
      }),
      fc.record({ type: fc.constant('put-down'), hand: fc.constantFrom('sword', 'off') }),
    ),
  },
);
/** A creation and a list of proposed steps, each wrapped in an envelope. */
export const ledgerArb = fc
  .record({ creation: creationArb, events: fc.array(proposalArb, { maxLength: 24 }) })
  .map(({ creation, events }) => ({
    creation,
    events: events.map((e, i): Record<string, unknown> => ({ id: `e${i}`, date: '2026-01-01', ...e })),
  }));
