import type { Odds } from '../../../../shared/rules/core/probability';
import { formatLevel } from '../../../../shared/rules/systems/mls';

/** "costs 2 CPs", "yields 3 CPs" or "no CPs": what a step does to the budget, in the player's words. */
export function cpPhrase(cp: number): string {
  if (cp === 0) return 'no CPs';
  const n = Math.abs(cp);
  return `${cp > 0 ? 'costs' : 'yields'} ${n} CP${n === 1 ? '' : 's'}`;
}

/** "2 CPs", "1 CP". */
export function cps(n: number): string {
  return `${n} CP${Math.abs(n) === 1 ? '' : 's'}`;
}

/** A level relative to base as a player reads it: "base", "base +2", "base -2". */
export function levelText(level: number): string {
  return level === 0 ? 'base' : `base ${formatLevel(level)}`;
}

/** A probability as a whole percentage, with one decimal below 1% so rare outcomes never read as 0%. */
export function percent(odds: Odds): string {
  const p = odds.probability * 100;
  if (p > 0 && p < 1) return `${p.toFixed(1)}%`;
  return `${Math.round(p)}%`;
}

/** "chaste" → "Chaste". */
export function capitalise(word: string): string {
  return word.length === 0 ? word : word[0]!.toUpperCase() + word.slice(1);
}
