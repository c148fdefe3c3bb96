import { z } from 'zod';
import { Identifier } from '../../../model/schemas';
import { ev } from '../../core/reading';
import {
  ATTRIBUTE_GROUPS,
  DEFAULT_ARMOURY,
  DEFAULT_ATTRIBUTE_POINTS,
  DEFAULT_HIGHEST_ATTRIBUTE,
  DEFAULT_HIT_POINTS,
  DEFAULT_LOWEST_ATTRIBUTE,
  DEFAULT_STARTING_EXPERIENCE,
  DEFAULT_TODO_SHIELD_PENALTY,
  DEFAULT_WILLPOWER,
  HANDS,
  HIGHEST_BASE_CONSISTENCY,
  LOWEST_BASE_CONSISTENCY,
  STANDARD_ABILITIES,
  SHIELD_IDS,
  STANDARD_ATTRIBUTES,
  WEAPON_IDS,
} from './tables';

/** The file shapes Heimr reads: campaign settings, the creation object, and each event. */

const Name = z.string().trim().min(1, 'must not be empty').max(80);
/** An attribute value: the book's tables run from -2 to "4 or more"; the project allows -10 to 10. */
const AttributeValue = z.number().int().min(-10).max(10);

/** An attribute of the campaign: the book's six, renamed, folded or joined by the campaign's own. */
export const CampaignAttribute = z.strictObject({
  id: Identifier,
  name: Name,
  short: z.string().trim().min(1, 'must not be empty').max(6),
  group: z.enum(ATTRIBUTE_GROUPS),
});
export type CampaignAttribute = z.infer<typeof CampaignAttribute>;

/** An ability of the campaign, with the attribute or attributes it is based on and its base consistency. */
export const CampaignAbility = z.strictObject({
  id: Identifier,
  name: Name,
  attributes: z.array(Identifier).min(1, 'must name at least one attribute').max(6),
  baseConsistency: z.number().int().min(LOWEST_BASE_CONSISTENCY).max(HIGHEST_BASE_CONSISTENCY),
  description: z.string().trim().max(500).optional(),
});
export type CampaignAbility = z.infer<typeof CampaignAbility>;

/**
 * What the game master sets per campaign. The attributes and abilities default to the book's; everything else the
 * book leaves to the LARP documents, so those defaults are the project's.
 */
export const HeimrSettings = z.strictObject({
  attributes: z
    .array(CampaignAttribute)
    .min(1, 'must list at least one attribute')
    .max(30)
    .default(() => STANDARD_ATTRIBUTES.map((a) => ({ ...a }))),
  abilities: z
    .array(CampaignAbility)
    .max(200)
    .default(() => STANDARD_ABILITIES.map((a) => ({ ...a, attributes: [...a.attributes] }))),
  /** A new character's attribute values add up to at most this. */
  attributePoints: z.number().int().min(-60).max(60).default(DEFAULT_ATTRIBUTE_POINTS),
  /** The lowest and highest value an attribute may start at. */
  lowestAttribute: AttributeValue.default(DEFAULT_LOWEST_ATTRIBUTE),
  highestAttribute: AttributeValue.default(DEFAULT_HIGHEST_ATTRIBUTE),
  /** Experience points a new character has to train abilities with. */
  startingExperience: z.number().int().min(0).max(100000).default(DEFAULT_STARTING_EXPERIENCE),
  hitPoints: z.number().int().min(1).max(100).default(DEFAULT_HIT_POINTS),
  willpower: z.number().int().min(0).max(100).default(DEFAULT_WILLPOWER),
  /** The attribute base fatigue comes from ("4 – stamina"), and the one initiative rolls as its consistency. */
  fatigueAttribute: Identifier.default('stamina'),
  initiativeAttribute: Identifier.default('dexterity'),
  /** The medieval armoury module ("Work in progress"): weapons and shields taken up in play, with their chances. */
  armoury: z.boolean().default(DEFAULT_ARMOURY),
  /** The stamina penalty of a small and of a medium shield, which the module leaves "TODO". */
  smallShieldPenalty: z.number().int().min(0).max(5).default(DEFAULT_TODO_SHIELD_PENALTY),
  mediumShieldPenalty: z.number().int().min(0).max(5).default(DEFAULT_TODO_SHIELD_PENALTY),
});
export type HeimrSettings = z.infer<typeof HeimrSettings>;

/** Training in one ability: points of trained consistency and of trained potential. */
export const Training = z.strictObject({
  consistency: z.number().int().min(0).max(20),
  potential: z.number().int().min(0).max(20),
});
export type Training = z.infer<typeof Training>;

/** The player's own name for a weapon or shield ("Father's sword"). */
const ItemName = z.string().trim().min(1, 'must not be empty').max(80);

/** A hand (`both` for two hands), one of the campaign's abilities, and the player's name: what every held item has. */
const inHandShape = { hand: z.enum(HANDS), ability: Identifier, name: ItemName.optional() };

/**
 * A weapon or shield chosen in the builder, in hand when play begins: the table's row by `kind` and `id`, as the
 * sheet's held items have it (a take-up entry names the row by `weapon` or `shield` instead). One key says which
 * table, so a reader tells the two apart by it alone, and the readers' compiled check picks the option by it.
 */
export const HeldChoice = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('weapon'), id: z.enum(WEAPON_IDS), ...inHandShape }),
  z.strictObject({ kind: z.literal('shield'), id: z.enum(SHIELD_IDS), ...inHandShape }),
]);
export type HeldChoice = z.infer<typeof HeldChoice>;

/** A character has two hands; the list leaves room for a choice the rules refuse beside them. */
export const MOST_HELD_AT_CREATION = 4;

/** Everything chosen when the character was made. */
export const HeimrCreation = z.strictObject({
  /** Attribute values by attribute id; an attribute not listed starts at 0. */
  attributes: z.record(Identifier, AttributeValue),
  /** Training bought with the starting experience, by ability id. */
  training: z.record(Identifier, Training),
  /**
   * Weapons and shields in hand when play begins (the medieval armoury module), in the order taken up; absent in
   * files made before the builder offered them, and when nothing is held.
   */
  held: z.array(HeldChoice).max(MOST_HELD_AT_CREATION).optional(),
});
export type HeimrCreation = z.infer<typeof HeimrCreation>;

export const TRAINING_ASPECTS = ['consistency', 'potential'] as const;
export type TrainingAspect = (typeof TRAINING_ASPECTS)[number];

/** Experience points gained: an encounter overcome, or a share of one divided among the party. */
export const AwardEvent = ev('award', { points: z.number().int().min(0).max(100000) });
/** One point of trained consistency or potential; `attribute` says which attribute gains the progress. */
export const TrainEvent = ev('train', {
  ability: Identifier,
  aspect: z.enum(TRAINING_ASPECTS),
  attribute: Identifier.optional(),
});
export const DamageEvent = ev('damage', { amount: z.number().int().min(1).max(1000) });
/** Hit points given back by treatment (a skill or medical attention). */
export const HealEvent = ev('heal', { amount: z.number().int().min(1).max(1000) });
/** A short rest: hit points back to their maximum, for a character who is not injured. */
export const RestEvent = ev('rest', {});

/** Why willpower was spent or regained, in the player's or game master's words: "re-roll of a failed Climbing CR". */
const WillpowerReason = z.string().trim().min(1, 'must not be empty').max(200).optional();
/** Willpower spent or lost: a re-roll of a failed CR ("Challenge requirements"), a Drain, a skill. */
export const SpendWillpowerEvent = ev('spend-willpower', {
  amount: z.number().int().min(1).max(100),
  reason: WillpowerReason,
});
/** Willpower given back: the book leaves how to the LARP documents, so it is the game master's call. */
export const RegainWillpowerEvent = ev('regain-willpower', {
  amount: z.number().int().min(1).max(100),
  reason: WillpowerReason,
});

/**
 * A weapon of the medieval armoury module taken up in a hand (`both` for two hands), used with one of the campaign's
 * abilities; `name` is the player's own ("Father's sword").
 */
export const TakeUpWeaponEvent = ev('take-up-weapon', { weapon: z.enum(WEAPON_IDS), ...inHandShape });
/** A shield taken up in a hand, used with one of the campaign's abilities. */
export const TakeUpShieldEvent = ev('take-up-shield', { shield: z.enum(SHIELD_IDS), ...inHandShape });
/** What the hand holds put down (for a weapon in both hands, either hand puts it down). */
export const PutDownEvent = ev('put-down', { hand: z.enum(['sword', 'off']) });

export const HeimrEvent = z.discriminatedUnion('type', [
  AwardEvent,
  TrainEvent,
  DamageEvent,
  HealEvent,
  RestEvent,
  SpendWillpowerEvent,
  RegainWillpowerEvent,
  TakeUpWeaponEvent,
  TakeUpShieldEvent,
  PutDownEvent,
]);
export type HeimrEvent = z.infer<typeof HeimrEvent>;
