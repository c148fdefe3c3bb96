import type { HursagmuSettings } from './schemas';
import {
  BOOK_TRAIT_IDS,
  GIFTS,
  INTUITION_GIFT,
  REVISED_DROPPED_TRAITS,
  REVISED_RENAMES,
  TRAITS,
  type GiftDefinition,
} from './tables';

/** A trait as a campaign offers it. */
export interface TraitListing {
  id: string;
  name: string;
  /** Added by the campaign rather than listed in the book. */
  campaign: boolean;
}

/** A gift as a campaign offers it. */
export interface GiftListing extends GiftDefinition {
  id: string;
  campaign: boolean;
}

/** A campaign's lists, worked out once per settings object (settings are read once and never changed in place). */
const traitLists = new WeakMap<HursagmuSettings, readonly TraitListing[]>();
const giftLists = new WeakMap<HursagmuSettings, readonly GiftListing[]>();
const giftMaps = new WeakMap<HursagmuSettings, ReadonlyMap<string, GiftListing>>();

/**
 * The traits a campaign uses: the book's 28, renamed and trimmed by the revised chapter when that
 * option is on, less those The Master dropped, plus the campaign's own.
 */
export function availableTraits(settings: HursagmuSettings): readonly TraitListing[] {
  let list = traitLists.get(settings);
  if (list === undefined) traitLists.set(settings, (list = traitsOf(settings)));
  return list;
}

function traitsOf(settings: HursagmuSettings): TraitListing[] {
  const out: TraitListing[] = [];
  for (const id of BOOK_TRAIT_IDS) {
    if (settings.droppedTraits.includes(id)) continue;
    if (settings.revisedEncounters) {
      if ((REVISED_DROPPED_TRAITS as readonly string[]).includes(id)) continue;
      const renamed = REVISED_RENAMES[id];
      if (renamed) {
        if (!settings.droppedTraits.includes(renamed.id)) out.push({ ...renamed, campaign: false });
        continue;
      }
    }
    out.push({ id, name: TRAITS[id], campaign: false });
  }
  for (const t of settings.addedTraits)
    if (!out.some((o) => o.id === t.id)) out.push({ id: t.id, name: t.name, campaign: true });
  return out;
}

/** The gifts a campaign offers: the book's, Intuition with the revised chapter, less dropped, plus the campaign's own. */
export function availableGifts(settings: HursagmuSettings): readonly GiftListing[] {
  let list = giftLists.get(settings);
  if (list === undefined) giftLists.set(settings, (list = giftsOf(settings)));
  return list;
}

/** The campaign's gift with this id, or undefined when it offers none. */
export function giftListing(settings: HursagmuSettings, id: string): GiftListing | undefined {
  let byId = giftMaps.get(settings);
  if (byId === undefined) giftMaps.set(settings, (byId = new Map(availableGifts(settings).map((g) => [g.id, g]))));
  return byId.get(id);
}

function giftsOf(settings: HursagmuSettings): GiftListing[] {
  const out: GiftListing[] = [];
  for (const [id, g] of Object.entries(GIFTS))
    if (!settings.droppedGifts.includes(id)) out.push({ id, ...g, campaign: false });
  if (settings.revisedEncounters && !settings.droppedGifts.includes('intuition'))
    out.push({ id: 'intuition', ...INTUITION_GIFT, campaign: false });
  for (const g of settings.addedGifts) {
    if (out.some((o) => o.id === g.id)) continue;
    const listing: GiftListing = { id: g.id, name: g.name, cost: g.cost, campaign: true };
    if (g.perLimb) listing.perLimb = true;
    out.push(listing);
  }
  return out;
}

/** The chapter of encounters a campaign plays, in words: "the book's encounters" or "the revised encounters". */
export function chapterWords(revised: boolean): string {
  return revised ? 'the revised encounters' : "the book's encounters";
}

/** A trait's name by its id in either chapter ("athlete" is Athlete), or undefined for an id neither book has. */
export function bookTraitName(id: string): string | undefined {
  if (id in TRAITS) return TRAITS[id as keyof typeof TRAITS];
  return Object.values(REVISED_RENAMES).find((r) => r.id === id)?.name;
}

/**
 * The campaign's trait that an id of the other Encounters chapter names: "athlete" is Athletics where the campaign
 * plays the book's chapter, "athletics" is Athlete where it plays the revised one (004_103a540a1ecd82a2.txt,
 * "Movement": "10 + Athlete - armor" and "a Rider roll (mounted)" where 003_ec97e9f49afae471.txt, "ENCOUNTERS" >
 * Movement, has "10 + Athletics" and "a Riding roll (mounted)"). Undefined when the id is no such name, or the
 * campaign dropped the trait.
 */
export function otherChapterTrait(
  id: string,
  settings: HursagmuSettings,
  listing: readonly TraitListing[] = availableTraits(settings),
): TraitListing | undefined {
  const same = settings.revisedEncounters
    ? REVISED_RENAMES[id]?.id
    : Object.entries(REVISED_RENAMES).find(([, r]) => r.id === id)?.[0];
  return same === undefined ? undefined : listing.find((t) => t.id === same);
}

/**
 * The finding's sentence about a trait named as the other chapter names it: which trait it counts as, and what to do.
 * `where` starts it: "The creation names" or "This raise names".
 */
export function otherChapterMessage(where: string, written: string, trait: string, revised: boolean): string {
  const campaign = chapterWords(revised);
  const name = bookTraitName(trait) ?? trait;
  return `${where} ${bookTraitName(written) ?? written}, the name ${chapterWords(!revised)} give ${name}; this campaign plays ${campaign}, so it counts as ${name}. Convert the character's trait names to those of ${campaign}.`;
}

/** Why a trait id is not in the campaign, as a sentence that says what to use instead. */
export function unknownTraitMessage(id: string, settings: HursagmuSettings): string {
  const name = bookTraitName(id);
  const same = otherChapterTrait(id, settings);
  if (same)
    return `${name} and ${same.name} are one trait in ${chapterWords(settings.revisedEncounters)}, and the character names both; keep only ${same.name}.`;
  if (settings.revisedEncounters && (REVISED_DROPPED_TRAITS as readonly string[]).includes(id)) {
    return 'With the revised encounters Mysticism is replaced by the Intuition gift (Perception rolls to sense sorcery); take that gift instead.';
  }
  if (name !== undefined && !(id in TRAITS) && !settings.revisedEncounters)
    return `${name} is a trait of the revised encounters, which this campaign does not play; choose another trait.`;
  if (name !== undefined)
    return `The Master dropped ${name} from this campaign; choose another trait or ask Him to restore it.`;
  return `"${id}" is not a trait of this campaign; pick one from the list or ask The Master to add it to the campaign's traits.`;
}

/** Why a gift id is not in the campaign, as a sentence. */
export function unknownGiftMessage(id: string, settings: HursagmuSettings): string {
  if (id === 'intuition' && !settings.revisedEncounters)
    return 'Intuition is a gift of the revised encounters, which this campaign does not use; roll Mysticism instead.';
  if (id in GIFTS)
    return `The Master dropped ${GIFTS[id]!.name} from this campaign; choose another gift or ask Him to restore it.`;
  return `"${id}" is not a gift of this campaign; pick one from the list or ask The Master to add it to the campaign's gifts.`;
}
