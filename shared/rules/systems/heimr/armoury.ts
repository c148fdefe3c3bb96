import type { Odds } from '../../core/probability';
import { chanceToMeet, MOST_CONSISTENCY } from './challenge';
import { dodgeChance } from './combat';
import type { AbilitySheet, HeimrCampaign, HeimrSheet, HeldItem } from './sheet';
import {
  SHIELDS,
  WEAPONS,
  type Hand,
  type ShieldId,
  type ShieldRow,
  type WeaponId,
  type WeaponRow,
  type Wielding,
} from './tables';

/*
 * The medieval armoury module (002_660a93111b0de833.txt, "Medieval armoury module", "Editor note: Work in
 * progress.", the Weapons and Shields tables) with "Defence": which hand may hold what, and the chances of an attack
 * with a weapon, a parry with it and a block with a shield.
 */

export function weaponRow(id: WeaponId): WeaponRow {
  return WEAPONS.find((w) => w.id === id)!;
}

export function shieldRow(id: ShieldId): ShieldRow {
  return SHIELDS.find((s) => s.id === id)!;
}

/** The row of the table a held item comes from. */
export function rowOf(item: Pick<HeldItem, 'kind' | 'id'>): WeaponRow | ShieldRow {
  return item.kind === 'weapon' ? weaponRow(item.id as WeaponId) : shieldRow(item.id as ShieldId);
}

/** The hands the book's "Wielding" allows: "One or two hands" is either hand alone, or both (a reading). */
export const HANDS_ALLOWED: Readonly<Record<Wielding, readonly Hand[]>> = {
  'either-hand': ['sword', 'off'],
  'one-or-two-hands': ['sword', 'off', 'both'],
  'two-hands': ['both'],
  'sword-hand': ['sword'],
  'off-hand': ['off'],
};

/** "in either hand": the book's wielding in a sentence. */
export const WIELDING_WORDS: Readonly<Record<Wielding, string>> = {
  'either-hand': 'in either hand',
  'one-or-two-hands': 'in one hand or in both',
  'two-hands': 'in both hands',
  'sword-hand': 'in the sword hand',
  'off-hand': 'in the off hand',
};

export const HAND_WORDS: Readonly<Record<Hand, string>> = {
  sword: 'in the sword hand',
  off: 'in the off hand',
  both: 'in both hands',
};

/** "a great weapon", "a tower shield", the player's name after it when there is one. */
export function itemWords(item: Pick<HeldItem, 'kind' | 'id' | 'name'>): string {
  const type = rowOf(item).name.toLowerCase();
  const article = /^[aeiou]/.test(type) ? 'an' : 'a';
  return item.name === undefined ? `${article} ${type}` : `${article} ${type} (${item.name})`;
}

const handsOf = (hand: Hand): ('sword' | 'off')[] => (hand === 'both' ? ['sword', 'off'] : [hand]);

/** What the character holds in one hand (a two-handed hold is in both), or undefined. */
export function heldIn(held: readonly HeldItem[], hand: 'sword' | 'off'): HeldItem | undefined {
  return held.find((h) => handsOf(h.hand).includes(hand));
}

/**
 * Why `item` cannot be taken up with `held` in hand, as a sentence for a player, or undefined when it can: the
 * book's "Wielding" must allow the hand (a shield is "off-hand", a great weapon "Two hands"), and a hand holds one
 * thing (so two two-handed weapons never go together).
 */
export function wieldingProblem(held: readonly HeldItem[], item: HeldItem): string | undefined {
  const row = rowOf(item);
  const what = itemWords(item);
  if (!HANDS_ALLOWED[row.wielding].includes(item.hand)) {
    const capital = what.charAt(0).toUpperCase() + what.slice(1);
    return `${capital} is held ${WIELDING_WORDS[row.wielding]}, not ${HAND_WORDS[item.hand]}; take it up ${WIELDING_WORDS[row.wielding]}.`;
  }
  for (const hand of handsOf(item.hand)) {
    const there = heldIn(held, hand);
    if (there === undefined) continue;
    const where = there.hand === 'both' ? 'Both hands already hold' : `The ${hand} hand already holds`;
    return `${where} ${itemWords(there)}; put it down before taking up ${what}.`;
  }
  return undefined;
}

/** What a take-up entry says of the item: a weapon or shield id, the hand, the ability, the player's name. */
export type TakeUpLike =
  | { weapon: WeaponId; hand: Hand; ability: string; name?: string | undefined }
  | { shield: ShieldId; hand: Hand; ability: string; name?: string | undefined };

/** The held item a take-up entry describes; the entry's other fields are left behind. */
export function heldItemOf(entry: TakeUpLike): HeldItem {
  const item: HeldItem =
    'weapon' in entry
      ? { kind: 'weapon', id: entry.weapon, hand: entry.hand, ability: entry.ability }
      : { kind: 'shield', id: entry.shield, hand: entry.hand, ability: entry.ability };
  if (entry.name !== undefined) item.name = entry.name;
  return item;
}

/** The take-up entry's own fields for a held item: `weapon` or `shield` with the row's id, then hand, ability, name. */
export function takeUpOf(item: HeldItem): TakeUpLike {
  const named = item.name === undefined ? {} : { name: item.name };
  return item.kind === 'weapon'
    ? { weapon: item.id, hand: item.hand, ability: item.ability, ...named }
    : { shield: item.id, hand: item.hand, ability: item.ability, ...named };
}

/** Why the campaign refuses weapons and shields, when it does not use the module. */
export const ARMOURY_OFF =
  'This campaign does not use the medieval armoury module; ask the game master to switch it on in the campaign’s settings, or leave weapons and shields off the sheet.';

/** Why a weapon or shield cannot be taken up: a finding's code, the field it is about (none: the whole), its sentence. */
export interface TakeUpProblem {
  code: 'heimr.armoury.off' | 'heimr.ability.unknown' | 'heimr.wielding';
  field?: 'ability' | 'hand';
  message: string;
}

/**
 * Why `item` cannot be taken up with `held` in hand, in the order the checks are made, or undefined when it can: the
 * campaign uses the module, the ability is one of the campaign's, and the book's wielding allows the hand
 * (`wieldingProblem`). The same checks for an entry of play and for a choice at creation.
 */
export function takeUpProblem(
  campaign: Pick<HeimrCampaign, 'armoury' | 'abilities'>,
  held: readonly HeldItem[],
  item: HeldItem,
): TakeUpProblem | undefined {
  if (!campaign.armoury) return { code: 'heimr.armoury.off', message: ARMOURY_OFF };
  if (!campaign.abilities.some((a) => a.id === item.ability))
    return {
      code: 'heimr.ability.unknown',
      field: 'ability',
      message: `This campaign has no ability "${item.ability}"; choose one of its abilities, or ask the game master to add it.`,
    };
  const problem = wieldingProblem(held, item);
  return problem === undefined ? undefined : { code: 'heimr.wielding', field: 'hand', message: problem };
}

/** The held items once the hand's item is put down; undefined when the hand holds nothing. */
export function putDownFrom(held: readonly HeldItem[], hand: 'sword' | 'off'): HeldItem[] | undefined {
  const there = heldIn(held, hand);
  return there === undefined ? undefined : held.filter((h) => h !== there);
}

/** The stamina penalty a shield gives in this campaign: the book's, or the campaign's where the book says "TODO". */
export function shieldPenalty(campaign: Pick<HeimrCampaign, 'shieldPenalties'>, id: ShieldId): number {
  const penalty = shieldRow(id).penalty;
  if (penalty.kind === 'stamina') return penalty.amount;
  if (penalty.kind === 'none') return 0;
  return id === 'small' ? campaign.shieldPenalties.small : campaign.shieldPenalties.medium;
}

/**
 * The chance an attack with a weapon meets `cr` (a defence score or a CR): its ability's consistency `c` and
 * potential `p`, plus the weapon's potential bonus; `fatigue` for an ability on a physical attribute. Null beyond the
 * consistency the odds count.
 */
export function weaponChance(
  c: number,
  p: number,
  bonus: number,
  cr: number,
  fatigue: number | null = null,
): Odds | null {
  if (Math.abs(c) > MOST_CONSISTENCY) return null;
  return chanceToMeet(c, p + bonus, cr, fatigue);
}

/**
 * The chance a parry with a melee weapon meets `attack` ("To parry an attack you must wield a weapon and roll the
 * ability you use for that weapon"): the same roll as the weapon's attack, with no penalty for use (reading
 * `parryPenalty`: one parry for each melee weapon between turns).
 */
export function parryChance(
  c: number,
  p: number,
  bonus: number,
  attack: number,
  fatigue: number | null = null,
): Odds | null {
  return weaponChance(c, p, bonus, attack, fatigue);
}

/**
 * The chance a block meets `attack` ("To block an oncoming attack, you need some kind of shield and roll the ability
 * needed to use your shield"): the shield's ability with the shield's potential bonus, less two consistency for each
 * block before it since the character's last turn ("For dodging and blocking").
 */
export function blockChance(
  c: number,
  p: number,
  bonus: number,
  attack: number,
  earlier: number,
  fatigue: number | null = null,
): Odds | null {
  return dodgeChance(c, p + bonus, attack, earlier, fatigue);
}

/** A held weapon or shield on the sheet: its row, the ability it is used with, and the roll it makes. */
export interface ArmouryLine {
  item: HeldItem;
  row: WeaponRow | ShieldRow;
  /** The ability of the campaign it is used with, or undefined when the campaign no longer has it. */
  ability: AbilitySheet | undefined;
  consistency: number;
  /** The ability's potential plus the item's bonus. */
  potential: number;
  /** What the roll must reach before the potential: the base fatigue for an ability on a physical attribute. */
  fatigue: number | null;
  /** A shield's stamina penalty in this campaign; 0 for a weapon. */
  penalty: number;
}

/** The character's held weapons and shields, each with its roll; none when the campaign does not use the module. */
export function armouryLines(
  sheet: Pick<HeimrSheet, 'held' | 'abilities' | 'campaign' | 'baseFatigue'>,
): ArmouryLine[] {
  if (!sheet.campaign.armoury) return [];
  return sheet.held.map((item) => {
    const row = rowOf(item);
    const ability = sheet.abilities.find((a) => a.id === item.ability);
    return {
      item,
      row,
      ability,
      consistency: ability?.consistency ?? 0,
      potential: (ability?.potential ?? 0) + row.bonus,
      fatigue: ability?.physical ? sheet.baseFatigue : null,
      penalty: item.kind === 'shield' ? shieldPenalty(sheet.campaign, item.id) : 0,
    };
  });
}

/** The book's abilities for a row, matched to the campaign's by name (case and "Swordmanship"/"Swordsmanship" aside). */
export function bookAbilitiesIn<A extends { id: string; name: string }>(
  row: WeaponRow | ShieldRow,
  abilities: readonly A[],
): A[] {
  const key = (name: string) => name.toLowerCase().replace('swordsmanship', 'swordmanship');
  const wanted = new Set(row.abilities.map(key));
  return abilities.filter((a) => wanted.has(key(a.name)));
}
