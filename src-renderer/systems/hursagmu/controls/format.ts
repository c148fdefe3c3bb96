import {
  bookTraitName,
  formatCoins,
  REVISED_WEAPON_DAMAGE_SHIFT,
  type HursagmuSheet,
  type WeaponStats,
} from '../../../../shared/rules/systems/hursagmu';
import { joinNames } from '../print/print-words';
import { figure, pricePhrase } from '../../../base/format';

/** "costs 2 gc", "gives back 5 sc" or "free": what a change does to the purse. */
export function coinPhrase(cc: number): string {
  return pricePhrase(cc, formatCoins);
}

const LOAD_NAMES = {
  none: 'unencumbered',
  heavy: 'heavy',
  'very-heavy': 'very heavy',
  immobile: 'cannot move',
} as const;

/** The encumbrance level in words. */
export function loadName(level: keyof typeof LOAD_NAMES): string {
  return LOAD_NAMES[level];
}

/**
 * How a weapon's damage is made up: "weapon 10 + Strength 2"; a mechanical weapon adds no Strength; with the
 * revised encounters "weapon 6 + Strength 2; the book gives this weapon 10, and the revised encounters take 4
 * from every weapon's damage" (tables.ts, REVISED_WEAPON_DAMAGE_SHIFT).
 */
export function weaponDamageWords(
  w: Pick<WeaponStats, 'damage' | 'bookDamage' | 'addsStrength'>,
  strength: number,
): string {
  const sum = w.addsStrength
    ? `weapon ${figure(w.damage)} + Strength ${figure(strength)}`
    : `weapon ${figure(w.damage)}; mechanical, so Strength is not added`;
  if (w.damage === w.bookDamage) return sum;
  const shift = REVISED_WEAPON_DAMAGE_SHIFT;
  const change = shift < 0 ? `take ${figure(-shift)} from` : `add ${figure(shift)} to`;
  return `${sum}; the book gives this weapon ${figure(w.bookDamage)}, and the revised encounters ${change} every weapon's damage`;
}

/** "Athlete as Athletics and Rider as Riding": each name written once, with the campaign's trait it counts as. */
export function otherNamesPhrase(sheet: Pick<HursagmuSheet, 'otherChapterNames'>): string {
  const seen = new Map<string, string>();
  for (const n of sheet.otherChapterNames) seen.set(n.written, n.trait);
  return joinNames(
    [...seen].map(([written, trait]) => `${bookTraitName(written) ?? written} as ${bookTraitName(trait) ?? trait}`),
  );
}
