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
