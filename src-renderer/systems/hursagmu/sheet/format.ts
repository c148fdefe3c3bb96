import {
  ENCUMBRANCE_LEVELS,
  type EncumbranceLevel,
  type MetricStatus,
} from '../../../../shared/rules/systems/hursagmu';
import { signed } from '../../../base/format';

const STATUS_WORDS: Record<MetricStatus, string> = {
  well: 'well',
  'barely-conscious': 'barely conscious (−10 to all trait rolls)',
  'knocked-out': 'knocked out',
  incapacitated: 'incapacitated',
  dead: 'dead',
  raving: 'a raving lunatic',
  catatonic: 'catatonic',
};

/** The state a damage metric leaves the character in, in the book's words ("TRAITS" > Cost). */
export function statusText(status: MetricStatus): string {
  return STATUS_WORDS[status];
}

const LOAD_WORDS: Record<EncumbranceLevel, string> = {
  none: 'Unencumbered',
  heavy: 'Heavy load',
  'very-heavy': 'Very heavy load',
  immobile: 'Cannot move',
};

/** The encumbrance level's name and what it does, with the share of lift where it starts (the book's Encumbrance table). */
export function loadText(level: EncumbranceLevel): { name: string; effect: string } {
  const row = ENCUMBRANCE_LEVELS.find((r) => r.level === level)!;
  const next = ENCUMBRANCE_LEVELS[ENCUMBRANCE_LEVELS.indexOf(row) + 1];
  if (row.movementDivisor === null)
    return {
      name: LOAD_WORDS[level],
      effect: `carrying ${row.fromPercent}% of lift or more: no movement, and the agile traits cannot be used`,
    };
  if (row.penalty === 0)
    return { name: LOAD_WORDS[level], effect: `carrying under ${next?.fromPercent ?? 100}% of lift: no effect` };
  const divided = row.movementDivisor === 2 ? 'halved' : 'quartered';
  return {
    name: LOAD_WORDS[level],
    effect: `carrying ${row.fromPercent}% of lift or more: movement ${divided}, ${signed(row.penalty)} to the agile traits`,
  };
}
