import { countOf, MINUS, figure } from '../../../components/format';

/**
 * The Nutshell MLS's own words for numbers: its character points are "CPs" throughout the rulebook, and
 * trait levels are counted from a base or a racial average. Figures, chances and signs come from the
 * renderer's formatting module.
 */

/** "2 CPs", "1 CP", "12,000 CPs": the rulebook's word for character points. */
export function cps(n: number): string {
  return countOf(n, 'CP', 'CPs');
}

/** "costs 2 CPs", "yields 3 CPs" or "no CPs": what a step does to the budget, in the player's words. */
export function cpPhrase(cp: number): string {
  if (cp === 0) return 'no CPs';
  return `${cp > 0 ? 'costs' : 'yields'} ${cps(Math.abs(cp))}`;
}

/** A level relative to base or racial average, always with its sign: "+0", "+2", "−1". */
export function offset(n: number): string {
  return n >= 0 ? `+${figure(n)}` : `${MINUS}${figure(-n)}`;
}

/** A level relative to base as a player reads it: "base", "base +2", "base −2". */
export function levelText(level: number): string {
  return level === 0 ? 'base' : `base ${offset(level)}`;
}

/** "chaste" → "Chaste". */
export function capitalise(word: string): string {
  return word.length === 0 ? word : word[0]!.toUpperCase() + word.slice(1);
}
