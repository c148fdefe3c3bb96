import { formatCoins, REVISED_WEAPON_DAMAGE_SHIFT, type WeaponStats } from '../../../../shared/rules/systems/hursagmu';
import { figure, pricePhrase, term } from '../../../base/format';

/** "costs 2 gc", "gives back 5 sc" or "free": what a change does to the purse. */
export function coinPhrase(cc: number): string {
  return pricePhrase(cc, formatCoins);
}

const LOAD_NAMES = { none: 'unencumbered', heavy: 'heavy', 'very-heavy': 'very heavy', immobile: 'cannot move' } as const;

/** The encumbrance level in words. */
export function loadName(level: keyof typeof LOAD_NAMES): string {
  return LOAD_NAMES[level];
}

/**
 * How a weapon's damage is made up: "weapon 10 + Strength 2"; a mechanical weapon adds no Strength; with the
 * revised encounters "weapon 6 + Strength 2; the book's 10 − 4 on the revised encounters' scale".
 */
export function weaponDamageWords(w: Pick<WeaponStats, 'damage' | 'bookDamage' | 'addsStrength'>, strength: number): string {
  const sum = w.addsStrength ? `weapon ${figure(w.damage)} + Strength ${figure(strength)}` : `weapon ${figure(w.damage)}; mechanical, so Strength is not added`;
  if (w.damage === w.bookDamage) return sum;
  return `${sum}; the book's ${figure(w.bookDamage)}${term(REVISED_WEAPON_DAMAGE_SHIFT)} on the revised encounters' scale`;
}
