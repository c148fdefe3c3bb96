import fc from 'fast-check';
import { enteredRoll, rollDice, type DiceRecord } from '../../../shared/rules/core';
import {
  ADVENTURE_AWARDS,
  PAIR_IDS,
  PERSONALITY_PAIRS,
  PRIMARY_TRAITS,
  RACE_IDS,
  type MlsCreation,
} from '../../../shared/rules/systems/mls';

/** Random creations and random proposed events for property tests. Proposals may well be illegal. */

const SECONDARY_IDS = ['sword', 'bow', 'lore', 'climb', 'sense'] as const;
const NEGATIVE_IDS = ['greed', 'sloth'] as const;
const trait = fc.constantFrom(...PRIMARY_TRAITS);
const base = fc.oneof(
  trait.map((t) => ({ kind: 'primary' as const, trait: t })),
  trait.map((t) => ({ kind: 'reverse' as const, trait: t })),
  fc.uniqueArray(trait, { minLength: 2, maxLength: 3 }).map((ts) => ({ kind: 'average' as const, traits: ts })),
);

const roll = (count: number, sides: number): fc.Arbitrary<DiceRecord> =>
  fc.oneof(
    fc.nat().map((seed) => rollDice({ count, sides }, seed)),
    fc.integer({ min: count, max: count * sides }).map((t) => enteredRoll({ count, sides }, t)),
    // Now and then a roll on the wrong dice, which must be refused.
    fc.integer({ min: 1, max: 30 }).map((t) => enteredRoll({ count: 1, sides: 30 }, t)),
  );

export const creationArb: fc.Arbitrary<MlsCreation> = fc
  .record({
    race: fc.constantFrom(...RACE_IDS),
    ageIncrements: fc.integer({ min: 0, max: 36 }),
    primaries: fc.record(
      Object.fromEntries(PRIMARY_TRAITS.map((t) => [t, fc.integer({ min: -2, max: 2 })])) as Record<
        (typeof PRIMARY_TRAITS)[number],
        fc.Arbitrary<number>
      >,
    ),
    levels: fc.tuple(...SECONDARY_IDS.map(() => fc.integer({ min: 0, max: 4 }))),
    kinds: fc.tuple(
      ...SECONDARY_IDS.map(() => fc.constantFrom('trained' as const, 'natural' as const, 'inherent' as const)),
    ),
    bases: fc.tuple(...SECONDARY_IDS.map(() => base)),
    count: fc.integer({ min: 1, max: SECONDARY_IDS.length }),
    negatives: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 })),
    personality: fc.tuple(...PAIR_IDS.map(() => fc.integer({ min: 5, max: 15 }))),
    hitSeed: fc.nat(),
    priest: fc.boolean(),
  })
  .map((r) => {
    const averages = 2;
    const hitDice = averages * 2 + r.primaries.size + r.primaries.body - 2;
    return {
      race: r.race,
      ageIncrements: r.ageIncrements,
      primaries: r.primaries,
      secondaries: SECONDARY_IDS.slice(0, r.count).map((id, i) => ({
        id,
        name: id,
        kind: r.kinds[i]!,
        base: r.bases[i]!,
        level: r.levels[i]!,
        ...(i === 0 ? { occupation: true } : {}),
        ...(i === 1 && r.priest ? { priest: true } : {}),
      })),
      negatives: NEGATIVE_IDS.map((id, i) => ({
        id,
        name: id,
        base: { kind: 'primary' as const, trait: 'mind' as const },
        level: r.negatives[i]!,
      })),
      personality: Object.fromEntries(
        PAIR_IDS.map((id, i) => [id, { value: r.personality[i]! }]),
      ) as MlsCreation['personality'],
      hitPointsRoll: hitDice > 0 ? rollDice({ count: hitDice, sides: 6 }, r.hitSeed) : null,
      usesMagic: false,
      magicPointsRoll: null,
      extraFatePoints: 0,
    };
  });

const personalityTrait = fc.constantFrom(...PERSONALITY_PAIRS.flat());
const secondaryId = fc.constantFrom(...SECONDARY_IDS, 'ride', 'unknown');

/** One proposed ledger step, without its envelope. */
export const proposalArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.oneof(
      { weight: 4, arbitrary: fc.constant<Record<string, unknown>>({ type: 'age' }) },
      { weight: 1, arbitrary: trait.map((t): Record<string, unknown> => ({ type: 'age', reduce: t })) },
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ adventure: fc.constantFrom('minor', 'average', 'major'), role: fc.constantFrom('minor', 'major') })
      .chain(({ adventure, role }): fc.Arbitrary<Record<string, unknown>> => {
        const award: { fixed: number } | { sides: number } = ADVENTURE_AWARDS[adventure][role];
        if ('fixed' in award) return fc.constant({ type: 'award', adventure, role });
        return roll(1, award.sides).map((r) => ({ type: 'award', adventure, role, roll: r }));
      }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('acquire'),
      trait: fc.record(
        {
          id: secondaryId,
          name: fc.constant('New'),
          kind: fc.constantFrom('trained', 'natural', 'inherent'),
          base,
          combat: fc.boolean(),
        },
        { requiredKeys: ['id', 'name', 'kind', 'base'] },
      ),
    }),
  },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('raise'), trait: secondaryId }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('lower'), trait: fc.constantFrom(...NEGATIVE_IDS) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('raise-personality'), trait: personalityTrait }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('train'), trait }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 3 }).chain((points) =>
      fc.oneof(
        roll(points, 20).map((r) => ({ type: 'convert', into: 'money', points, roll: r })),
        fc.constant({ type: 'convert', into: 'favour', points }),
      ),
    ),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('check'), trait: secondaryId, roll: roll(1, 8) }) },
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('check-personality'), trait: personalityTrait, roll: roll(1, 20) }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('damage'), amount: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('heal'), amount: fc.integer({ min: 1, max: 30 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('spend-fate'), use: fc.constantFrom('shock', 'certain-death') }),
  },
  { weight: 1, arbitrary: fc.constant<Record<string, unknown>>({ type: 'buy-fate' }) },
);

/** A creation and a list of proposed steps, each wrapped in an envelope. */
export const ledgerArb = fc.record({
  creation: creationArb,
  proposals: fc
    .array(proposalArb, { maxLength: 40 })
    .map((ps) => ps.map((p, i): Record<string, unknown> => ({ id: `e${i}`, date: '2026-05-01', ...p }))),
});
