import { ENCUMBRANCE_LEVELS, type EncumbranceLevel, type MetricStatus } from '../../../../shared/rules/systems/hursagmu';

/** "4 XP": experience points as a player reads them. */
export function xp(n: number): string {
  return `${n} XP`;
}

/** "+2", "-3", "0": a modifier with its sign. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}

/** "12 lb", "0.5 lb". */
export function pounds(n: number): string {
  return `${Number.isInteger(n) ? n : n.toFixed(1).replace(/\.0$/, '')} lb`;
}

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
  if (row.movementDivisor === null) return { name: LOAD_WORDS[level], effect: `carrying ${row.fromPercent}% of lift or more: no movement, and the agile traits cannot be used` };
  if (row.penalty === 0) return { name: LOAD_WORDS[level], effect: `carrying under ${next?.fromPercent ?? 100}% of lift: no effect` };
  const divided = row.movementDivisor === 2 ? 'halved' : 'quartered';
  return { name: LOAD_WORDS[level], effect: `carrying ${row.fromPercent}% of lift or more: movement ${divided}, ${signed(row.penalty)} to the agile traits` };
}

/** A number as printed on the sheet, with a true minus sign: "−1", "6". */
export function numberText(n: number): string {
  return n < 0 ? `\u2212${-n}` : String(n);
}
