import {
  CP_PER_INCREMENT_OLD,
  CP_PER_INCREMENT_YOUNG,
  FIRST_REDUCTION_INCREMENTS,
  LATER_REDUCTION_EVERY,
  OLD_AGE_INCREMENTS,
  PLUS_TWO_ALLOWANCE,
  RACES,
  SECOND_REDUCTION_INCREMENTS,
  STARTING_CP,
  type Race,
  type StartingCpReading,
} from './tables';

/**
 * Age is kept as whole increments since the racial base age (a human's
 * increment is a year, an Ork's nine months), so every rule that depends on
 * age works the same for every race.
 */

/** CPs for completing the `k`-th increment after base age (k >= 1). */
export function cpForIncrement(k: number): number {
  return k <= OLD_AGE_INCREMENTS ? CP_PER_INCREMENT_YOUNG : CP_PER_INCREMENT_OLD;
}

/**
 * CPs a new character has at `increments` past base age: 60, +2 per increment, then per increment past
 * base + 22 either 1 ("Racial Differences", the default) or still 2 ("Character Generation": "+2 CPs per
 * year after that").
 */
export function startingCp(increments: number, reading: StartingCpReading = 'racial-differences'): number {
  const young = Math.min(increments, OLD_AGE_INCREMENTS);
  const old = Math.max(0, increments - OLD_AGE_INCREMENTS);
  const perOld = reading === 'character-generation' ? CP_PER_INCREMENT_YOUNG : CP_PER_INCREMENT_OLD;
  return STARTING_CP + young * CP_PER_INCREMENT_YOUNG + old * perOld;
}

/** True when reaching `increments` past base age costs a primary trait level (Effects of Age). */
export function isReductionIncrement(increments: number): boolean {
  if (increments === FIRST_REDUCTION_INCREMENTS || increments === SECOND_REDUCTION_INCREMENTS) return true;
  return (
    increments > SECOND_REDUCTION_INCREMENTS && (increments - SECOND_REDUCTION_INCREMENTS) % LATER_REDUCTION_EVERY === 0
  );
}

/** The next increment past `increments` at which age costs a primary trait level ("who ages next"). */
export function nextReductionIncrement(increments: number): number {
  if (increments < FIRST_REDUCTION_INCREMENTS) return FIRST_REDUCTION_INCREMENTS;
  if (increments < SECOND_REDUCTION_INCREMENTS) return SECOND_REDUCTION_INCREMENTS;
  return (
    SECOND_REDUCTION_INCREMENTS +
    (Math.floor((increments - SECOND_REDUCTION_INCREMENTS) / LATER_REDUCTION_EVERY) + 1) * LATER_REDUCTION_EVERY
  );
}

/** How many primary traits may start at average +2 for a character of this age with `reduced` traits below average. */
export function plusTwoAllowance(increments: number, reduced: number): number {
  let allowed = 0;
  for (const step of PLUS_TWO_ALLOWANCE) if (increments >= step.fromIncrements) allowed = step.allowed;
  return allowed + reduced;
}

/** Age as whole years and months for display. */
export function ageOf(race: Race, increments: number): { years: number; months: number } {
  const total = RACES[race].baseAge * 12 + increments * RACES[race].incrementMonths;
  return { years: Math.floor(total / 12), months: total % 12 };
}

/** Age in years (fractional for Orks and Goblins) at `increments` past base age. */
export function ageInYears(race: Race, increments: number): number {
  return RACES[race].baseAge + (increments * RACES[race].incrementMonths) / 12;
}

/** Ages in years of the first `count` primary trait reductions: the "-1 trait ... -4 traits" columns. */
export function reductionAges(race: Race, count = 4): number[] {
  const out: number[] = [];
  for (let n = 1; out.length < count; n++) if (isReductionIncrement(n)) out.push(ageInYears(race, n));
  return out;
}

/** Human-readable age, e.g. "28 years 6 months". */
export function formatAge(race: Race, increments: number): string {
  const { years, months } = ageOf(race, increments);
  return months === 0 ? `${years} years` : `${years} years ${months} months`;
}
