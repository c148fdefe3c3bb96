import { countOf, pricePhrase } from '../../base/format';
import type { PointsVocabulary } from '../../contract/game-screens';

/**
 * Heimr's currencies in the book's words ("Experience points": "experience points (XP)"; "Attribute progress").
 * Experience buys training; progress is counted per attribute and never bought.
 */

/** "5 XP", "1 XP". */
export function xp(n: number): string {
  return countOf(n, 'XP', 'XP');
}

/** "costs 10 XP", "gives back 5 XP" or "free". */
export function xpPhrase(n: number): string {
  return pricePhrase(n, xp);
}

/** "1 progress", "4 progress". */
export function progress(n: number): string {
  return countOf(n, 'progress', 'progress');
}

export const EXPERIENCE: PointsVocabulary = {
  format: xp,
  short: 'Experience',
  long: 'Experience points (XP)',
  overspentAdvice: 'Train less, or undo a training bought with experience, or ask the game master for an award.',
};
