import { z } from 'zod';
import { Identifier } from '../../../model/schemas';
import { DiceRecord } from '../../core/dice';
import { ev } from '../../core/reading';
import {
  FATE_POINT_USES,
  HUMAN_AVERAGE,
  PERSONALITY_PAIRS,
  PRIMARY_TRAITS,
  STARTING_CP_READINGS,
  type PersonalityPairId,
  type PersonalityTrait,
  type Race,
} from './tables';

/** The file shapes the Nutshell MLS reads: campaign settings, the creation object, and each event. */

export const PrimaryTraitId = z.enum(PRIMARY_TRAITS);
export const RaceId = z.enum([
  'human',
  'elf-halfling',
  'dwarf-gnome',
  'ork',
  'goblin',
] as const satisfies readonly Race[]);
export const PersonalityTraitId = z.enum(
  PERSONALITY_PAIRS.flat() as unknown as [PersonalityTrait, ...PersonalityTrait[]],
);

const averageOf = z.number().int().min(-10).max(20);
const averageShape = Object.fromEntries(PRIMARY_TRAITS.map((t) => [t, averageOf.default(HUMAN_AVERAGE)])) as Record<
  (typeof PRIMARY_TRAITS)[number],
  z.ZodDefault<typeof averageOf>
>;
/** Racial averages for one race; the book gives 2 for every human trait, used for every race unless the GM sets others. */
export const RacialAverages = z.strictObject(averageShape);
export type RacialAverages = z.infer<typeof RacialAverages>;

const averagesWithDefaults = RacialAverages.prefault({});

/** Where a secondary or negative trait's base comes from. */
export const BaseFormula = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('primary'), trait: PrimaryTraitId }),
  /** "a Reverse Primary Trait (2-the Primary Trait)" */
  z.strictObject({ kind: z.literal('reverse'), trait: PrimaryTraitId }),
  /** "a combination of Primary Traits (average traits, round ALL fractions DOWN)" */
  z.strictObject({ kind: z.literal('average'), traits: z.array(PrimaryTraitId).min(2) }),
]);
export type BaseFormula = z.infer<typeof BaseFormula>;

export const SecondaryKind = z.enum(['trained', 'natural', 'inherent']);
export type SecondaryKind = z.infer<typeof SecondaryKind>;

const TraitName = z.string().trim().min(1, 'must not be empty').max(80);
const Level = z.number().int().min(-10).max(20);

/** A secondary trait the builder offers ready-made: its name, kind and base, the level chosen when it is added. */
export const TraitTemplate = z.strictObject({
  name: TraitName,
  kind: SecondaryKind,
  base: BaseFormula,
  /** A Priest magic skill, which lets the character pray CPs into favour. */
  priest: z.boolean().optional(),
  /** A combat or magic skill used to attack ("Combat Rounds"): half of it, rounded down, is its attacks per turn. */
  combat: z.boolean().optional(),
});
export type TraitTemplate = z.infer<typeof TraitTemplate>;

/** What a game master sets per campaign. */
export const MlsSettings = z.strictObject({
  /** Racial average of every primary trait, per race. */
  racialAverages: z
    .strictObject({
      human: averagesWithDefaults,
      'elf-halfling': averagesWithDefaults,
      'dwarf-gnome': averagesWithDefaults,
      ork: averagesWithDefaults,
      goblin: averagesWithDefaults,
    })
    .prefault({}),
  /** The campaign's occupations (house rules), offered in the builder beside any the player types. */
  occupations: z.array(TraitTemplate).max(200).default([]),
  /** The campaign's secondary traits (house rules), offered beside the rulebook's examples. */
  skills: z.array(TraitTemplate).max(500).default([]),
  /**
   * The app rolls a new character's hit points when the character is added; otherwise (the default) they
   * are rolled, or a roll made at the table entered, when the player asks in the builder.
   */
  rollHitPointsForNewCharacters: z.boolean().default(false),
  /**
   * Starting CPs for each increment past base + 22: 1 ("Racial Differences", the default) or 2 ("Character
   * Generation": "+2 CPs per year after that"). A human of 45 starts with 109 or 114.
   */
  startingCpPast22Increments: z.enum(STARTING_CP_READINGS).default('racial-differences'),
});
export type MlsSettings = z.infer<typeof MlsSettings>;

/** A secondary trait chosen at creation; `level` is relative to base (-2 = an untrained Natural trait). */
export const SecondaryChoice = z.strictObject({
  id: Identifier,
  name: TraitName,
  kind: SecondaryKind,
  base: BaseFormula,
  level: Level,
  /** The character's occupation: a package skill at double cost. */
  occupation: z.boolean().optional(),
  /** A Priest magic skill, which lets the character pray CPs into favour. */
  priest: z.boolean().optional(),
  /** A combat or magic skill used to attack ("Combat Rounds"). */
  combat: z.boolean().optional(),
});
export type SecondaryChoice = z.infer<typeof SecondaryChoice>;

/** A negative trait chosen at creation, `level` 0..4 above base. */
export const NegativeChoice = z.strictObject({ id: Identifier, name: TraitName, base: BaseFormula, level: Level });
export type NegativeChoice = z.infer<typeof NegativeChoice>;

/** A hit or magic points roll that a later one replaced. */
export const ReplacedRoll = z.strictObject({ points: z.enum(['hit', 'magic']), roll: DiceRecord });
export type ReplacedRoll = z.infer<typeof ReplacedRoll>;

/** One personality pair, stored once as the value of its first trait; the second is 20 minus it. */
export const PersonalityChoice = z.strictObject({
  value: z.number().int().min(0).max(20),
  /** Present when the player rolled 3d6 for one trait of the pair instead of choosing. */
  roll: z.strictObject({ trait: z.enum(['first', 'second']), dice: DiceRecord }).optional(),
});
export type PersonalityChoice = z.infer<typeof PersonalityChoice>;

export const PAIR_IDS = PERSONALITY_PAIRS.map(([a, b]) => `${a}-${b}` as PersonalityPairId);
const personalityShape = Object.fromEntries(PAIR_IDS.map((id) => [id, PersonalityChoice])) as Record<
  PersonalityPairId,
  typeof PersonalityChoice
>;

/** Everything chosen or rolled when the character was made. */
export const MlsCreation = z.strictObject({
  race: RaceId,
  /** Age at creation in whole increments past the racial base age. */
  ageIncrements: z.number().int().min(0).max(1000),
  /** Each primary trait relative to the racial average, so changing a campaign's averages keeps these choices. */
  primaries: z.strictObject(
    Object.fromEntries(PRIMARY_TRAITS.map((t) => [t, Level])) as Record<(typeof PRIMARY_TRAITS)[number], typeof Level>,
  ),
  secondaries: z.array(SecondaryChoice),
  negatives: z.array(NegativeChoice),
  personality: z.strictObject(personalityShape),
  /** (Size + Body - 2)d6; null only when that is zero dice or fewer. */
  hitPointsRoll: DiceRecord.nullable(),
  /** Whether the character needs Total Magic Points. */
  usesMagic: z.boolean(),
  /** Aura d6, when `usesMagic`. */
  magicPointsRoll: DiceRecord.nullable(),
  /**
   * Hit and magic point rolls a later roll replaced, oldest first: a roll made again (or entered over it)
   * never disappears, so the game master can see every reroll.
   */
  replacedRolls: z.array(ReplacedRoll).max(1000).optional(),
  extraFatePoints: z.number().int().min(0).max(100),
});
export type MlsCreation = z.infer<typeof MlsCreation>;
export type MlsRace = MlsCreation['race'];

/** A secondary trait acquired in play; the occupation is chosen only at creation. */
export const SecondaryDefinition = SecondaryChoice.omit({ level: true, occupation: true });

export const AgeEvent = ev('age', { reduce: PrimaryTraitId.optional() });
export const AwardEvent = ev('award', {
  adventure: z.enum(['minor', 'average', 'major']),
  role: z.enum(['minor', 'major']),
  /** false records an adventure that was not completed: no CPs, but checks may still be rolled after it. */
  completed: z.boolean().optional(),
  roll: DiceRecord.optional(),
});
export const AcquireEvent = ev('acquire', { trait: SecondaryDefinition, untrained: z.boolean().optional() });
export const RaiseEvent = ev('raise', { trait: Identifier });
export const LowerEvent = ev('lower', { trait: Identifier });
export const RaisePersonalityEvent = ev('raise-personality', { trait: PersonalityTraitId });
export const TrainEvent = ev('train', { trait: PrimaryTraitId });
export const ConvertEvent = ev('convert', {
  into: z.enum(['money', 'favour']),
  points: z.number().int().min(1).max(1000),
  roll: DiceRecord.optional(),
});
export const CheckEvent = ev('check', { trait: Identifier, roll: DiceRecord });
export const CheckPersonalityEvent = ev('check-personality', { trait: PersonalityTraitId, roll: DiceRecord });
/** Damage taken in play, subtracted from CHP ("CHP"). */
export const DamageEvent = ev('damage', { amount: z.number().int().min(1).max(10000) });
/** Hit points healed in play; CHP "can never rise above" THP. */
export const HealEvent = ev('heal', { amount: z.number().int().min(1).max(10000) });
/** A fate point spent: a failed Shock Roll against death made a success, or damage removed to prevent certain death. */
export const SpendFateEvent = ev('spend-fate', { use: z.enum(FATE_POINT_USES) });
/** An extra fate point bought for 5 CPs ("Fate Points"). */
export const BuyFateEvent = ev('buy-fate', {});

export const MlsEvent = z.discriminatedUnion('type', [
  AgeEvent,
  AwardEvent,
  AcquireEvent,
  RaiseEvent,
  LowerEvent,
  RaisePersonalityEvent,
  TrainEvent,
  ConvertEvent,
  CheckEvent,
  CheckPersonalityEvent,
  DamageEvent,
  HealEvent,
  SpendFateEvent,
  BuyFateEvent,
]);
export type MlsEvent = z.infer<typeof MlsEvent>;
export type MlsEventType = MlsEvent['type'];
export const MLS_EVENT_TYPES = MlsEvent.options.map((o) => o.shape.type.value) as MlsEventType[];
