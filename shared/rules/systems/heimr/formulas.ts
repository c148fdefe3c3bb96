import {
  BASE_FATIGUE_FROM,
  FIRST_TRAINING_COSTS,
  INJURIES,
  LEAST_FATIGUE,
  PROGRESS_REQUIRED,
  PROGRESS_REQUIRED_FROM_4,
  type InjuryLevel,
} from './tables';

const costs: number[] = [0, ...FIRST_TRAINING_COSTS];

/** Experience points for one more point of training that reaches `height` (1 or more): 5, 10, 15, 25, 40, ... */
export function trainingCost(height: number): number {
  if (!Number.isInteger(height) || height < 1)
    throw new Error(`A height of training is a whole number from 1, not ${height}.`);
  for (let h = costs.length; h <= height; h++) costs.push(costs[h - 1]! + costs[h - 2]!);
  return costs[height]!;
}

/** Experience points for training from 0 up to `height`: 0, 5, 15, 30, 55, ... */
export function trainingTotal(height: number): number {
  let total = 0;
  for (let h = 1; h <= height; h++) total += trainingCost(h);
  return total;
}

/**
 * Attribute progress needed for an attribute to rise to `newValue`. The book's table runs from -2 to "4 or more";
 * below -2 the project continues its steps of 2 away from 0, up to the table's highest, 12.
 */
export function progressRequired(newValue: number): number {
  if (newValue >= 4) return PROGRESS_REQUIRED_FROM_4;
  const listed = PROGRESS_REQUIRED[newValue];
  if (listed !== undefined) return listed;
  return Math.min(PROGRESS_REQUIRED_FROM_4, PROGRESS_REQUIRED[-2]! + 2 * (-2 - newValue));
}

/** An ability's base potential: its attribute, or the average of several rounded down ("Potential of abilities"). */
export function basePotential(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.floor(values.reduce((a, b) => a + b, 0) / values.length);
}

/** "4 – stamina = base fatigue", never below 1. */
export function baseFatigue(stamina: number): number {
  return Math.max(LEAST_FATIGUE, BASE_FATIGUE_FROM - stamina);
}

/** The injury at `hitPoints` left, or null while above 0. Below -5 the book names no worse level: Mutilated stays. */
export function injuryAt(hitPoints: number): InjuryLevel | null {
  if (hitPoints > 0) return null;
  return INJURIES.find((i) => hitPoints >= i.lowest)?.level ?? 'mutilated';
}
