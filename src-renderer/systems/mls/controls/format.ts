import { cps, offset, pricePhrase } from '../../../base/format';

/**
 * The Nutshell MLS's own words for numbers: trait levels are counted from a base or a racial average, and a
 * step "yields" CPs rather than giving them back. Figures, chances, signs and the word "CPs" come from the
 * renderer's formatting module.
 */

/** "costs 2 CPs", "yields 3 CPs" or "no CPs": what a step does to the budget, in the player's words. */
export function cpPhrase(cp: number): string {
  return pricePhrase(cp, cps, { back: 'yields', none: 'no CPs' });
}

/** A level relative to base as a player reads it: "base", "base +2", "base −2". */
export function levelText(level: number): string {
  return level === 0 ? 'base' : `base ${offset(level)}`;
}
