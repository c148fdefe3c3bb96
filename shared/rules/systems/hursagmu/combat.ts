import type { Odds } from '../../core/probability';
import { hasteOptions, momentum } from './formulas';
import { flatOdds, opposedOdds } from './odds';
import type { CombatSheet, GiftSheet, RangeIncrementSheet, TraitSheet } from './sheet';
import {
  ATTACK_TRAITS,
  BOOK_FIXED_OBJECT_DEFENSE,
  BOOK_SURPRISED_DEFENSE,
  INITIATIVE_TRAIT,
  REVISED_FIXED_OBJECT_DEFENSE,
  REVISED_SURPRISE_DEFENSE,
  SENSE_RANGE_INCREMENT,
  SORCERY_RANGE_INCREMENT,
  SORCERY_SENSE_RANGE_INCREMENT,
  TRAIT_RANKS,
  type Sense,
} from './tables';

/** What the combat values are worked out from: the sheet's traits (with their modifiers), gifts and movement. */
export interface CombatBase {
  revised: boolean;
  traits: readonly Pick<TraitSheet, 'id' | 'name' | 'level' | 'modifier'>[];
  gifts: readonly Pick<GiftSheet, 'id' | 'name'>[];
  movement: number;
}

const SENSE_NAMES: Record<Sense, string> = { smell: 'Smell', hearing: 'Hearing', vision: 'Vision' };

/** A trait's level with its modifiers (shield, zero Stamina); 0, human average, when the campaign lacks it. */
function valueOf(base: CombatBase, id: string): number {
  const t = base.traits.find((x) => x.id === id);
  return t ? t.level + t.modifier : 0;
}

/**
 * The chance that 2d6 + `attack` beats a defense: a flat number in the revised chapter, 2d6 + the defense in
 * the book. A tie goes to the defender ("The Trait Roll"), so a hit is strictly higher.
 */
function hitOdds(attack: number, defense: number, revised: boolean): Odds {
  return (revised ? flatOdds(attack, defense) : opposedOdds(attack, defense)).higher;
}

/**
 * The character's combat values ("ENCOUNTERS"; the revised chapter's "Combat Values"): Defense as attackers
 * meet it, normally and when surprised; fixed objects; initiative and haste; a charge's momentum; and the range
 * increments of the character's sorcery and senses. Every chance is counted exactly from 2d6.
 */
export function combatOf(base: CombatBase): CombatSheet {
  const revised = base.revised;
  const defense = valueOf(base, 'defense');
  const guarded = revised ? REVISED_SURPRISE_DEFENSE + defense : defense;
  const surprised = revised ? REVISED_SURPRISE_DEFENSE : BOOK_SURPRISED_DEFENSE;
  const fixedObjectDefense = revised ? REVISED_FIXED_OBJECT_DEFENSE : BOOK_FIXED_OBJECT_DEFENSE;

  const attackers = TRAIT_RANKS.map((r) => ({
    level: r.level,
    rank: r.name,
    hit: hitOdds(r.level, guarded, revised),
    hitSurprised: hitOdds(r.level, surprised, revised),
  }));
  const fixedObject = ATTACK_TRAITS.flatMap((id) => {
    const t = base.traits.find((x) => x.id === id);
    if (!t) return [];
    const value = t.level + t.modifier;
    return [{ trait: id, name: t.name, value, hit: hitOdds(value, fixedObjectDefense, revised) }];
  });

  const sorceryRanges = base.gifts.flatMap((g) => {
    if (!g.id.startsWith('sorcery-')) return [];
    const increment = (SORCERY_RANGE_INCREMENT as Partial<Record<string, number>>)[g.id.slice('sorcery-'.length)];
    return increment === undefined ? [] : [{ id: g.id, name: g.name, increment }];
  });
  const senseRanges: RangeIncrementSheet[] = (Object.keys(SENSE_RANGE_INCREMENT) as Sense[]).map((s) => ({
    id: s,
    name: SENSE_NAMES[s],
    increment: SENSE_RANGE_INCREMENT[s],
  }));
  const sorcerySense = revised
    ? base.gifts.find((g) => g.id === 'intuition')
    : base.traits.find((t) => t.id === 'mysticism');
  if (sorcerySense)
    senseRanges.push({ id: sorcerySense.id, name: sorcerySense.name, increment: SORCERY_SENSE_RANGE_INCREMENT });

  const quickness = base.traits.some((t) => t.id === INITIATIVE_TRAIT) ? valueOf(base, INITIATIVE_TRAIT) : null;
  return {
    defense,
    defenseValue: revised ? guarded : null,
    surprisedDefense: surprised,
    fixedObjectDefense,
    flat: revised,
    attackers,
    fixedObject,
    initiative: quickness,
    haste: hasteOptions(revised),
    chargeMomentum: momentum(base.movement),
    sorceryRanges,
    senseRanges,
  };
}
