import { countOf, pricePhrase } from '../../base/format';
import type { PointsVocabulary } from '../../contract/game-screens';

/** Symbaroum's one currency in the book's word ("Improving Your Character": "Experience"). */

/** "10 experience". */
export function experience(n: number): string {
  return countOf(n, 'experience', 'experience');
}

/** "costs 10 experience", "gives back 20 experience" or "free". */
export function experiencePhrase(n: number): string {
  return pricePhrase(n, experience);
}

export const EXPERIENCE: PointsVocabulary = {
  format: experience,
  short: 'Experience',
  long: 'Experience',
  overspentAdvice:
    'Take an ability at a lower level, or undo one learned in play, or ask the Game Master for experience.',
};
