import {
  ENCUMBRANCE_LEVELS,
  type EncumbranceLevel,
  type MetricStatus,
} from '../../../../shared/rules/systems/hursagmu';
import { signed } from '../../../base/format';

/** Words and number formats of the printed HURSAGMU sheet. */

const STATUS_WORDS: Record<MetricStatus, string> = {
  well: 'well',
  'barely-conscious': 'barely conscious: −10 to all trait rolls',
  'knocked-out': 'knocked out',
  incapacitated: 'incapacitated',
  dead: 'dead',
  raving: 'a raving lunatic',
  catatonic: 'catatonic',
};

/** The state a damage metric leaves the character in, in the book's words ("TRAITS" > Cost). */
export function statusWords(status: MetricStatus): string {
  return STATUS_WORDS[status];
}

const LOAD_NAMES: Record<EncumbranceLevel, string> = {
  none: 'Unencumbered',
  heavy: 'Heavy',
  'very-heavy': 'Very heavy',
  immobile: 'Cannot move',
};

const DIVIDED: Record<number, string> = { 2: 'halved', 4: 'quartered' };

/** The encumbrance level's name and, from the book's table, what it does. */
export function loadWords(level: EncumbranceLevel): { name: string; effect: string } {
  const row = ENCUMBRANCE_LEVELS.find((r) => r.level === level)!;
  const next = ENCUMBRANCE_LEVELS[ENCUMBRANCE_LEVELS.indexOf(row) + 1];
  const name = LOAD_NAMES[level];
  if (row.movementDivisor === null || row.penalty === null)
    return { name, effect: `${row.fromPercent}% of lift or more: no movement, agile traits unusable` };
  if (row.penalty === 0) return { name, effect: `under ${next?.fromPercent ?? 100}% of lift: no effect` };
  const divisor: number = row.movementDivisor;
  const divided = DIVIDED[divisor] ?? `divided by ${divisor}`;
  return {
    name,
    effect: `${row.fromPercent}% of lift or more: movement ${divided}, ${signed(row.penalty)} to agile traits`,
  };
}

/** A weapon's range in the book's terms ("ENCOUNTERS" > Range): touch, or increments of spaces and a missile's reach. */
export function rangeWords(rangeIncrement: number, maxRange: number | null): string {
  if (rangeIncrement === 0) return 'touch';
  const increment = `+1 per ${rangeIncrement} space${rangeIncrement === 1 ? '' : 's'}`;
  return maxRange === null ? increment : `${increment}, up to ${maxRange}`;
}

/** "Acrobatics, Climbing and Stealth". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
