import {
  MECHANICAL_DAMAGE,
  MECHANICAL_PRICE_FACTOR,
  MISSILE_DAMAGE,
  MISSILE_HANDS,
  MISSILE_PRICE_FACTOR,
  MISSILE_RANGE_PER_DAMAGE,
  RANGE_INCREMENT,
  REVISED_WEAPON_DAMAGE_SHIFT,
  THROWABLE_DAMAGE,
  UNTHROWABLE_PENALTY,
  WAR_PRICE_FACTOR,
  WEAPON_SIZE_PRICE,
  WEAPON_SIZES,
  type WeaponSize,
} from './tables';

/** The options of the weapon builder ("EQUIPMENT" > Weapons). */
export interface WeaponOptions {
  size: WeaponSize;
  throwable: boolean;
  missile: boolean;
  mechanical: boolean;
  /** Made only for war (swords and the like): ten times the price. */
  warOnly: boolean;
}

/** A built weapon's numbers, before the wielder's Strength. */
export interface WeaponStats {
  /** Damage on the campaign's scale: `bookDamage`, less 4 with the revised encounters. */
  damage: number;
  /** Damage by the book's builder: base 10, +/- 2 for size, -2 throwable, -2 missile, +2 mechanical. */
  bookDamage: number;
  weight: number;
  hands: number;
  /** Penalty to conceal it; null when it cannot be concealed. */
  concealment: number | null;
  /** Range increment in spaces ("ENCOUNTERS" > Range): melee 0, thrown 1, missile 5. */
  rangeIncrement: number;
  /** A missile weapon's reach: 30 spaces per point of the book's damage, in either chapter. */
  maxRange: number | null;
  /** Penalty to hit when thrown (-6 unless throwable). */
  thrownPenalty: number;
  /** Mechanical weapons do not add Strength to damage. */
  addsStrength: boolean;
  /** Mechanical weapons take an action to reload. */
  reloadAction: boolean;
  /** Price in cc. */
  price: number;
}

/** Why a combination of options cannot be built, as a sentence, or undefined; `name` is the weapon's, when it has one. */
export function weaponProblem(o: WeaponOptions, name?: string): string | undefined {
  // "A weapon with this option cannot be missile or mechanical."
  if (o.throwable && (o.missile || o.mechanical))
    return `A throwable weapon cannot also be a missile or mechanical weapon; drop one of the options${name ? ` of ${name}` : ''}.`;
  return undefined;
}

/**
 * Price in cc: the size's price, x10 missile, x10 mechanical, and x10 for a weapon made only for war unless it
 * is already mechanical (the book's crossbow, 400 x 10 x 10 = 40000cc, carries no third factor; its sword is
 * 200 x 10 = 2000cc). The same in either chapter.
 */
export function weaponPrice(o: WeaponOptions): number {
  let price = WEAPON_SIZE_PRICE[o.size];
  if (o.missile) price *= MISSILE_PRICE_FACTOR;
  if (o.mechanical) price *= MECHANICAL_PRICE_FACTOR;
  else if (o.warOnly) price *= WAR_PRICE_FACTOR;
  return price;
}

/**
 * Builds a weapon from its options by the book's Weapons section; with the revised encounters (`revised`) its
 * damage is on that chapter's scale, 4 below the book's (see REVISED_WEAPON_DAMAGE_SHIFT).
 */
export function buildWeapon(o: WeaponOptions, revised: boolean): WeaponStats {
  const size = WEAPON_SIZES[o.size];
  let bookDamage = size.damage;
  if (o.throwable) bookDamage += THROWABLE_DAMAGE;
  if (o.missile) bookDamage += MISSILE_DAMAGE;
  if (o.mechanical) bookDamage += MECHANICAL_DAMAGE;
  return {
    damage: revised ? bookDamage + REVISED_WEAPON_DAMAGE_SHIFT : bookDamage,
    bookDamage,
    weight: size.weight,
    hands: o.missile ? MISSILE_HANDS : size.hands,
    concealment: size.concealment,
    rangeIncrement: o.missile ? RANGE_INCREMENT.missile : o.throwable ? RANGE_INCREMENT.thrown : RANGE_INCREMENT.melee,
    maxRange: o.missile ? bookDamage * MISSILE_RANGE_PER_DAMAGE : null,
    thrownPenalty: o.throwable ? 0 : UNTHROWABLE_PENALTY,
    addsStrength: !o.mechanical,
    reloadAction: o.mechanical,
    price: weaponPrice(o),
  };
}

/** Damage in play: the weapon's damage plus Strength where the book adds it (not for mechanical weapons). */
export function weaponDamage(stats: Pick<WeaponStats, 'damage' | 'addsStrength'>, strength: number): number {
  return stats.damage + (stats.addsStrength ? strength : 0);
}
