import { countOf, pricePhrase } from '../../base/format';
import type { PointsVocabulary } from '../../contract/game-screens';

/**
 * HURSAGMU's two currencies in the book's own words, and only these ("OVERVIEW"): a character is built with
 * character points, and grows with the experience points The Master awards. The same scale prices both
 * ("TRAITS" > "Cost": Archery 6 "requires 8 character points", raising it to 7 "will cost 4 experience
 * points"). The book never shortens them, so neither does the app: no "CP", "XP" or bare "points".
 */

/** "1 character point", "40 character points". */
export function characterPoints(n: number): string {
  return countOf(n, 'character point', 'character points');
}

/** "1 experience point", "26 experience points". */
export function experiencePoints(n: number): string {
  return countOf(n, 'experience point', 'experience points');
}

/** "costs 4 character points", "gives back 4 character points" or "free": what a change to the creation does to the points. */
export function characterPointsPhrase(cp: number): string {
  return pricePhrase(cp, characterPoints);
}

/**
 * The budget while the character is being built: character points, as the book builds a character. What is
 * left carries into play as experience (docs/rules/hursagmu.md).
 */
export const CHARACTER_POINTS: PointsVocabulary = {
  format: characterPoints,
  short: 'Character points',
  long: 'Character points',
  overspentAdvice: 'Lower a trait or give up a gift to bring the total back to zero or more.',
};

/** The budget in play: experience points, awarded and spent, with what was left from creation counted in. */
export const EXPERIENCE_POINTS: PointsVocabulary = {
  format: experiencePoints,
  short: 'Experience points',
  long: 'Experience points',
  overspentAdvice: 'Undo a raise or a gift bought with experience, or ask The Master for an award.',
};
