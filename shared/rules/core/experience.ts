import { overspentByOverride } from './checks';
import type { Finding } from './findings';
import type { Budget, BudgetItem } from './system';

/**
 * Experience as a game with one pool of it keeps it (Heimr's, Symbaroum's): what the character started with,
 * spent at creation, was awarded, and spent in play.
 */
export interface ExperienceFlow {
  starting: number;
  atCreation: number;
  awarded: number;
  spent: number;
}

/**
 * Experience gained, spent and left: creation's purchases item by item (`creationItems`, the starting experience
 * among them), play as two totals, awarded and spent (`inPlay`, e.g. "Training in play").
 */
export function experienceBudget(creationItems: readonly BudgetItem[], x: ExperienceFlow, inPlay: string): Budget {
  const items: BudgetItem[] = creationItems.slice();
  if (x.awarded !== 0) items.push({ label: 'Experience awarded', amount: x.awarded, path: 'events' });
  if (x.spent !== 0) items.push({ label: inPlay, amount: -x.spent, path: 'events' });
  const earned = x.starting + x.awarded;
  const spent = x.atCreation + x.spent;
  return { earned, spent, left: earned - spent, items };
}

/** Experience earned (started with and awarded), spent (at creation and in play) and unspent. */
export function experienceTotals(x: ExperienceFlow): { earned: number; spent: number; unspent: number } {
  const earned = x.starting + x.awarded;
  const spent = x.atCreation + x.spent;
  return { earned, spent, unspent: earned - spent };
}

/** The experience a state has left to spend: a game's `pointsLeft`. */
export function unspentOf(state: { experience: ExperienceFlow }): number {
  return experienceTotals(state.experience).unspent;
}

/**
 * The warning for experience spent past what was earned through purchases a game master accepted, while creation
 * kept within the starting experience (see overspentByOverride).
 */
export function experienceOverspent(
  code: string,
  x: ExperienceFlow,
  words: { unit: string; through: string; later: string },
): Finding[] {
  return overspentByOverride(code, x.atCreation <= x.starting ? -experienceTotals(x).unspent : 0, words);
}
