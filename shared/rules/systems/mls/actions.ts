import type { MlsSheet } from './sheet';
import {
  ATTACK_ROUNDS,
  CERTAIN_DEATH_BELOW_PERCENT,
  COMBAT_ROUNDS,
  CRITICAL_DAM_FACTOR,
  DAM_PER_D6,
  DEATH_ROLL_BELOW,
  EXTRA_DAM_FOR_D3,
  SHOCK_ROLL_BELOW_PERCENT,
  SKILL_PER_ATTACK,
} from './tables';

/*
 * The play values of the "Actions" chapter (000_b1f49531b5bdabb6.txt) that follow from a character's sheet:
 * attacks per turn from a combat or magic skill, damage dice from a Dam rating, and what the current hit
 * points mean. The rolls themselves are made at the table.
 */

/**
 * Attacks per turn with a combat or magic skill of `skill` ("Combat Rounds": "equals half the skill rounded
 * down"), never more than the five rounds of a turn and never fewer than none. `skill` is the trait's value,
 * base + level, as added to 3d6.
 */
export function attacksPerTurn(skill: number): number {
  if (skill < SKILL_PER_ATTACK) return 0;
  return Math.min(COMBAT_ROUNDS, Math.floor(skill / SKILL_PER_ATTACK));
}

/** The combat rounds (1 to 5) in which `attacks` attacks are made ("Combat Rounds"); none for no attacks. */
export function attackRounds(attacks: number): readonly number[] {
  if (attacks <= 0) return [];
  return ATTACK_ROUNDS[Math.min(attacks, COMBAT_ROUNDS) as 1 | 2 | 3 | 4 | 5];
}

/** The dice a PC rolls for a Dam rating ("Damage"): 1d6 per 4 points of Dam, 1d3 more for 2 or 3 points over. */
export interface DamageDice {
  dam: number;
  d6: number;
  d3: number;
  /** "2d6+1d3", "1d3", or "none" when the Dam is under 2. */
  text: string;
  /** The most the roll can give; damage done is the roll or the Dam, whichever is greater. */
  highest: number;
}

/** The damage dice for `dam` points of Dam rating ("Damage"). */
export function damageDice(dam: number): DamageDice {
  const whole = Math.max(0, Math.floor(dam));
  const d6 = Math.floor(whole / DAM_PER_D6);
  const d3 = whole % DAM_PER_D6 >= EXTRA_DAM_FOR_D3 ? 1 : 0;
  const parts: string[] = [];
  if (d6 > 0) parts.push(`${d6}d6`);
  if (d3 > 0) parts.push(`${d3}d3`);
  return {
    dam: whole,
    d6,
    d3,
    text: parts.length > 0 ? parts.join('+') : 'none',
    highest: Math.max(whole, d6 * 6 + d3 * 3),
  };
}

/** The damage dice of a Critical: "A Critical roll doubles the attacker's Dam". */
export function criticalDamageDice(dam: number): DamageDice {
  return damageDice(dam * CRITICAL_DAM_FACTOR);
}

/**
 * The current hit points at which the "Actions" chapter's rules apply, for `thp` Total Hit Points. Each is
 * the highest CHP that is below the book's line: "below 50% THP" for THP 25 is below 12.5, so 12 or less.
 */
export interface HitPointThresholds {
  /** "Unconsciousness": a Shock Roll when damage takes CHP to this or less (below 50% THP). */
  shockRollAtOrBelow: number;
  /** "Death": a Shock Roll against death at this or less (below 0). */
  deathRollAtOrBelow: number;
  /** "Certain Death": dead without a roll at this or less (below -50% THP). */
  certainDeathAtOrBelow: number;
}

/** The highest whole number below `percent`% of `thp`. */
function highestBelow(percent: number, thp: number): number {
  return Math.ceil((percent * thp) / 100) - 1;
}

export function hitPointThresholds(thp: number): HitPointThresholds {
  return {
    shockRollAtOrBelow: highestBelow(SHOCK_ROLL_BELOW_PERCENT, thp),
    deathRollAtOrBelow: DEATH_ROLL_BELOW - 1,
    certainDeathAtOrBelow: highestBelow(CERTAIN_DEATH_BELOW_PERCENT, thp),
  };
}

/**
 * What the current hit points mean: `unhurt` at THP, `hurt` below it but not below 50% THP, `shock-roll`
 * below 50% (a Shock Roll against unconsciousness when the damage was taken), `death-roll` below 0 (a Shock
 * Roll against death), `dead` below -50% THP (certain death, no roll).
 */
export type WoundState = 'unhurt' | 'hurt' | 'shock-roll' | 'death-roll' | 'dead';

/** The wound state of `chp` current hit points out of `thp`. */
export function woundStateOf(chp: number, thp: number): WoundState {
  const t = hitPointThresholds(thp);
  if (chp <= t.certainDeathAtOrBelow) return 'dead';
  if (chp <= t.deathRollAtOrBelow) return 'death-roll';
  if (chp <= t.shockRollAtOrBelow) return 'shock-roll';
  return chp < thp ? 'hurt' : 'unhurt';
}

/** CHP: THP less the damage not yet healed ("CHP": it "begins at THP and can never rise above it"). */
export function currentHitPoints(sheet: Pick<MlsSheet, 'hitPoints' | 'damage'>): number {
  return sheet.hitPoints.total - sheet.damage;
}

/** The wound state of a sheet's current hit points. */
export function woundState(sheet: Pick<MlsSheet, 'hitPoints' | 'damage'>): WoundState {
  return woundStateOf(currentHitPoints(sheet), sheet.hitPoints.total);
}
