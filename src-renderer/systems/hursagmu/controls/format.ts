import { formatCoins } from '../../../../shared/rules/systems/hursagmu';

/** "costs 2 gc", "gives back 5 sc" or "free": what a change does to the purse. */
export function coinPhrase(cc: number): string {
  if (cc === 0) return 'free';
  return `${cc > 0 ? 'costs' : 'gives back'} ${formatCoins(Math.abs(cc))}`;
}

const LOAD_NAMES = { none: 'unencumbered', heavy: 'heavy', 'very-heavy': 'very heavy', immobile: 'cannot move' } as const;

/** The encumbrance level in words. */
export function loadName(level: keyof typeof LOAD_NAMES): string {
  return LOAD_NAMES[level];
}
