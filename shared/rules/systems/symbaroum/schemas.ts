import { z } from 'zod';
import { Identifier } from '../../../model/schemas';
import { ev } from '../../core/reading';
import {
  ABILITY_LEVELS,
  ATTRIBUTES,
  DEFAULT_ABILITIES,
  DEFAULT_ARMOR,
  DEFAULT_ATTRIBUTE_POINTS,
  DEFAULT_HIGHEST_ATTRIBUTE,
  DEFAULT_LOWEST_ATTRIBUTE,
  DEFAULT_STARTING_EXPERIENCE,
  DEATH_TEST_DIES,
  MEDICUS_DIE,
  WAKE_DIE,
} from './tables';

/** The file shapes Symbaroum reads: campaign settings, the creation object, and each event. */

const Name = z.string().trim().min(1, 'must not be empty').max(80);
const AttributeValue = z.number().int().min(1).max(30);

/** An ability of the campaign, with the short description the campaign writes. */
export const CampaignAbility = z.strictObject({ id: Identifier, name: Name, description: z.string().trim().max(500) });
export type CampaignAbility = z.infer<typeof CampaignAbility>;
/** Armor of the campaign, with its impeding value. */
export const CampaignArmor = z.strictObject({ id: Identifier, name: Name, impeding: z.number().int().min(0).max(10) });
export type CampaignArmor = z.infer<typeof CampaignArmor>;

/** What the game master sets per campaign; the text leaves character creation to a chapter it lacks, so these defaults are the project's. */
export const SymbaroumSettings = z.strictObject({
  /** The eight attributes of a new character add up to at most this. */
  attributePoints: z.number().int().min(8).max(240).default(DEFAULT_ATTRIBUTE_POINTS),
  lowestAttribute: AttributeValue.default(DEFAULT_LOWEST_ATTRIBUTE),
  highestAttribute: AttributeValue.default(DEFAULT_HIGHEST_ATTRIBUTE),
  /** Experience a new character has for abilities. */
  startingExperience: z.number().int().min(0).max(100000).default(DEFAULT_STARTING_EXPERIENCE),
  abilities: z
    .array(CampaignAbility)
    .max(300)
    .default(() => DEFAULT_ABILITIES.map((a) => ({ ...a }))),
  armor: z
    .array(CampaignArmor)
    .max(50)
    .default(() => DEFAULT_ARMOR.map((a) => ({ ...a }))),
});
export type SymbaroumSettings = z.infer<typeof SymbaroumSettings>;

export const AttributeId = z.enum(ATTRIBUTES);
export const AbilityLevelId = z.enum(ABILITY_LEVELS);
export const ShieldKind = z.enum(['none', 'shield', 'buckler']);
export type ShieldKind = z.infer<typeof ShieldKind>;

/** Everything chosen when the character was made. */
export const SymbaroumCreation = z.strictObject({
  /** The eight attribute values; an attribute not listed is missing and must be set. */
  attributes: z.partialRecord(AttributeId, AttributeValue),
  /** Abilities bought with the starting experience, by id, at their level. */
  abilities: z.record(Identifier, AbilityLevelId),
  /** The armor worn, by the campaign's id; null for none. */
  armor: Identifier.nullable(),
  shield: ShieldKind,
  /** "Dead Player Characters": a new character made with all the experience of a dead one, instead of the campaign's. */
  inherited: z.strictObject({ from: Name, experience: z.number().int().min(0).max(1_000_000) }).optional(),
});
export type SymbaroumCreation = z.infer<typeof SymbaroumCreation>;

export const AwardEvent = ev('award', { points: z.number().int().min(1).max(100000) });
/** The next level of an ability: novice for a new one, then adept, then master. */
export const LearnEvent = ev('learn', { ability: Identifier });
export const DamageEvent = ev('damage', { amount: z.number().int().min(1).max(1000) });
/** Toughness healed: by days of rest, an herbal cure, the Medicus ability (its 1D4), or another power (its amount). */
export const HealEvent = ev('heal', {
  means: z.enum(['natural', 'herbal', 'medicus', 'other']),
  days: z.number().int().min(1).max(1000).optional(),
  roll: z.number().int().min(1).max(MEDICUS_DIE).optional(),
  amount: z.number().int().min(1).max(1000).optional(),
});
/** A death test of a dying character: the D20, and the D4 of Toughness it wakes with on a 1. */
export const DeathTestEvent = ev('death-test', {
  roll: z.number().int().min(1).max(DEATH_TEST_DIES),
  wake: z.number().int().min(1).max(WAKE_DIE).optional(),
});
/** Armor put on or taken off, and the shield carried. */
export const EquipEvent = ev('equip', { armor: Identifier.nullable(), shield: ShieldKind });

export const SymbaroumEvent = z.discriminatedUnion('type', [
  AwardEvent,
  LearnEvent,
  DamageEvent,
  HealEvent,
  DeathTestEvent,
  EquipEvent,
]);
export type SymbaroumEvent = z.infer<typeof SymbaroumEvent>;
