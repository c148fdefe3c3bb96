import { z } from 'zod';
import { Identifier } from '../../../model/schemas';
import { ev } from '../../core/reading';
import { LIST_ITEMS, METRICS } from './tables';

/** The file shapes HURSAGMU reads: campaign settings, the creation object, and each event. */

const Name = z.string().trim().min(1, 'must not be empty').max(80);
const Reason = z.string().trim().min(1, 'must give a reason').max(2000);

/** A trait the campaign adds to the book's list. */
export const CampaignTrait = z.strictObject({ id: Identifier, name: Name });
/** A gift the campaign adds to the book's list, at a flat cost (or per limb). */
export const CampaignGift = z.strictObject({
  id: Identifier,
  name: Name,
  cost: z.number().int().min(0).max(10000),
  perLimb: z.boolean().optional(),
});

/** What The Master sets per campaign; where each default comes from, the book's lists or the project's numbers, is in setting-origins.ts. */
export const HursagmuSettings = z.strictObject({
  /** Character points a new character is built with. */
  startingCharacterPoints: z.number().int().min(0).max(100000).default(60),
  /** Highest level a trait may have at creation; null for no limit. */
  maxStartingTraitLevel: z.number().int().min(0).max(1000).nullable().default(10),
  addedTraits: z.array(CampaignTrait).default([]),
  /** Ids of book traits this campaign does without. */
  droppedTraits: z.array(Identifier).default([]),
  addedGifts: z.array(CampaignGift).default([]),
  droppedGifts: z.array(Identifier).default([]),
  /** Use the revised Encounters chapter (Athlete, Rider, Intuition, the 6 to 21 ladder). */
  revisedEncounters: z.boolean().default(false),
  /** Copper coins a new character has to buy starting equipment; the rest stays in the purse. */
  startingCoins: z.number().int().min(0).max(100_000_000).default(1000),
});
export type HursagmuSettings = z.infer<typeof HursagmuSettings>;

export const MetricId = z.enum(METRICS);
const ListItemId = z.enum(Object.keys(LIST_ITEMS) as [string, ...string[]]);

/** One piece of equipment, bought with the builder or from the book's lists. `id` names it on this character. */
export const EquipmentItem = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('weapon'),
    id: Identifier,
    name: Name,
    size: z.enum(['small', 'medium', 'large']),
    throwable: z.boolean().optional(),
    missile: z.boolean().optional(),
    mechanical: z.boolean().optional(),
    /** Made only for war, like swords: ten times the price. */
    warOnly: z.boolean().optional(),
  }),
  z.strictObject({
    kind: z.literal('armor'),
    id: Identifier,
    name: Name.optional(),
    points: z.number().int().min(1).max(100),
  }),
  z.strictObject({ kind: z.literal('shield'), id: Identifier, material: z.enum(['wooden', 'steel']) }),
  z.strictObject({
    kind: z.literal('focus'),
    id: Identifier,
    name: Name,
    /** Length (or width) in feet; 2 feet gives 8 levels. */
    length: z.number().min(0.25).max(100000),
    power: z.number().int().min(0).max(1000),
    negation: z.number().int().min(0).max(1000),
  }),
  z.strictObject({
    kind: z.literal('gear'),
    id: Identifier,
    item: ListItemId,
    quantity: z.number().int().min(1).max(100000),
  }),
]);
export type EquipmentItem = z.infer<typeof EquipmentItem>;

/** A gift chosen at creation; `limbs` only for a gift priced per limb. */
export const GiftChoice = z.strictObject({ gift: Identifier, limbs: z.number().int().min(1).max(100).optional() });
export type GiftChoice = z.infer<typeof GiftChoice>;

/** Everything chosen when the character was made. */
export const HursagmuCreation = z.strictObject({
  /** Trait levels by trait id; traits not listed are at 0 (human average). */
  traits: z.record(Identifier, z.number().int().min(0).max(1000)),
  gifts: z.array(GiftChoice),
  /** Starting equipment, paid from the campaign's starting coins. */
  equipment: z.array(EquipmentItem),
});
export type HursagmuCreation = z.infer<typeof HursagmuCreation>;

/** Coins in any mix of gold, silver and copper. */
export const Coins = z
  .strictObject({
    gc: z.number().int().min(0).max(1_000_000).optional(),
    sc: z.number().int().min(0).max(10_000_000).optional(),
    cc: z.number().int().min(0).max(100_000_000).optional(),
  })
  .refine((c) => (c.gc ?? 0) + (c.sc ?? 0) + (c.cc ?? 0) > 0, 'must name at least one coin');

export const AwardEvent = ev('award', { points: z.number().int().min(1).max(100000) });
export const RaiseEvent = ev('raise', { trait: Identifier, to: z.number().int().min(1).max(1000) });
/** A gift bought with experience: The Master's approval is its reason. */
export const GiftEvent = ev('gift', {
  gift: Identifier,
  limbs: z.number().int().min(1).max(100).optional(),
  reason: Reason,
});
export const DamageEvent = ev('damage', { metric: MetricId, amount: z.number().int().min(1).max(10000) });
export const RecoverEvent = ev('recover', { metric: MetricId, amount: z.number().int().min(1).max(10000) });
/** Equipment gained; `paid` takes its price from the purse. */
export const AcquireEvent = ev('acquire', { item: EquipmentItem, paid: z.boolean() });
export const DropEvent = ev('drop', { item: Identifier });
/** Coins spent: an `amount`, or an `item` from the food, clothing, shelter and gear lists priced by `quantity`. */
export const PayEvent = ev('pay', {
  amount: Coins.optional(),
  item: ListItemId.optional(),
  quantity: z.number().int().min(1).max(100000).optional(),
  for: z.string().trim().min(1, 'must say what was paid for').max(200).optional(),
});
export const EarnEvent = ev('earn', { amount: Coins, from: z.string().trim().min(1).max(200).optional() });

/** The character's trait names converted to a chapter's: Athletics and Riding (the book's) or Athlete and Rider (revised). */
export const TraitNamesEvent = ev('trait-names', { chapter: z.enum(['book', 'revised']) });

export const HursagmuEvent = z.discriminatedUnion('type', [
  AwardEvent,
  RaiseEvent,
  GiftEvent,
  DamageEvent,
  RecoverEvent,
  AcquireEvent,
  DropEvent,
  PayEvent,
  EarnEvent,
  TraitNamesEvent,
]);
export type HursagmuEvent = z.infer<typeof HursagmuEvent>;
export const HURSAGMU_EVENT_TYPES = HursagmuEvent.options.map((o) => o.shape.type.value) as HursagmuEvent['type'][];
