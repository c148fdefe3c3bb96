import type { Odds } from '../../../../shared/rules/core/probability';
import { formatCoins } from '../../../../shared/rules/systems/hursagmu';

/** "costs 4 CPs", "gives back 4 CPs" or "no CPs": what a change does to the character points. */
export function cpPhrase(cp: number): string {
  if (cp === 0) return 'no CPs';
  const n = Math.abs(cp);
  return `${cp > 0 ? 'costs' : 'gives back'} ${n} CP${n === 1 ? '' : 's'}`;
}

/** "costs 2 gc", "gives back 5 sc" or "free": what a change does to the purse. */
export function coinPhrase(cc: number): string {
  if (cc === 0) return 'free';
  return `${cc > 0 ? 'costs' : 'gives back'} ${formatCoins(Math.abs(cc))}`;
}

/** Pounds as a player reads them: "12 lb", "0.5 lb". */
export function pounds(lb: number): string {
  return `${Number.isInteger(lb) ? lb : lb.toFixed(1)} lb`;
}

/** A probability as a whole percentage, with one decimal below 1% so rare outcomes never read as 0%. */
export function percent(odds: Odds): string {
  const p = odds.probability * 100;
  if (p > 0 && p < 1) return `${p.toFixed(1)}%`;
  return `${Math.round(p)}%`;
}

/** "+2", "-3", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

const LOAD_NAMES = { none: 'unencumbered', heavy: 'heavy', 'very-heavy': 'very heavy', immobile: 'cannot move' } as const;

/** The encumbrance level in words. */
export function loadName(level: keyof typeof LOAD_NAMES): string {
  return LOAD_NAMES[level];
}
