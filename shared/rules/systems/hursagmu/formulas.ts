import {
  ARMOR_POUNDS_PER_POINT,
  ARMOR_TABLE,
  BASE_MOVEMENT,
  MAX_ARMOR_POINTS,
  BOOK_HASTE,
  CC_PER_GC,
  CC_PER_SC,
  ENCUMBRANCE_LEVELS,
  FOCUS_BASE_LENGTH,
  FOCUS_BASE_LEVELS,
  FOCUS_IMMOBILE_FROM,
  FOCUS_LEVELS_PER_DOUBLING,
  FOCUS_POUNDS_PER_FOOT,
  LIFT_TABLE,
  LIFT_TABLE_LOWEST,
  REVISED_HASTE_MAX,
  SPACES_PER_MOMENTUM,
  TIME_MAX,
  TIME_STEP,
  TRAIT_COST_TABLE,
  type EncumbranceLevel,
} from './tables';

/**
 * The book's formulas, each a small pure function over the tables:
 * trait cost, lift, foci, armor, encumbrance, movement, momentum, coins and time.
 */

/**
 * Points needed to reach trait `level` from zero ("TRAITS" > "Cost"): the table up to 12, then
 * cost(L) = 2 x cost(L - 2), open-ended. Negative levels have no price in the book and are refused.
 */
export function traitCost(level: number): number {
  if (!Number.isInteger(level) || level < 0)
    throw new RangeError(`A trait level must be a whole number from 0 up, not ${level}.`);
  const fromTable = TRAIT_COST_TABLE[level];
  if (fromTable !== undefined) return fromTable;
  // Walk up two levels at a time from the last two table entries; this stays exact for any level.
  const top = TRAIT_COST_TABLE.length - 1;
  const start = (level - top) % 2 === 0 ? top : top - 1;
  let cost: number = TRAIT_COST_TABLE[start]!;
  for (let l = start + 2; l <= level; l += 2) cost = Math.floor(2 * cost);
  return cost;
}

/** Points to raise a trait from `from` to `to`: the difference of the costs ("Archery 6 to 7 costs 4"). */
export function raiseCost(from: number, to: number): number {
  return traitCost(to) - traitCost(from);
}

/**
 * Pounds a character of this Strength can lift ("TRAITS" > Strength): the table from -2 to 10, then
 * Lift(L) = 2 x Lift(L - 2); below -2 the same rule read backwards, fractions rounded down.
 */
export function lift(strength: number): number {
  const index = strength - LIFT_TABLE_LOWEST;
  const fromTable = LIFT_TABLE[index];
  if (fromTable !== undefined) return fromTable;
  if (index < 0) return Math.floor(lift(strength + 2) / 2);
  return 2 * lift(strength - 2);
}

/** Levels a focus of this length (feet) divides between power and negation: 8 at two feet, +2 per doubling, -2 per halving. */
export function focusLevels(lengthFeet: number): number {
  const doublings = Math.floor(Math.log2(lengthFeet / FOCUS_BASE_LENGTH) + 1e-9);
  return FOCUS_BASE_LEVELS + FOCUS_LEVELS_PER_DOUBLING * doublings;
}

/** A focus's weight in pounds (half its length, as the table's wand, scepter and staff), or null when immobile. */
export function focusWeight(lengthFeet: number): number | null {
  return lengthFeet >= FOCUS_IMMOBILE_FROM ? null : lengthFeet * FOCUS_POUNDS_PER_FOOT;
}

/** Price in cc of armor with this many points: the table for 1 to 5, doubling per point beyond. */
export function armorPrice(points: number): number {
  if (points <= 0) return 0;
  const row = ARMOR_TABLE[points - 1];
  if (row) return row.price;
  return 2 * armorPrice(points - 1);
}

/**
 * Why armor of this many points cannot be worn, as a sentence, or undefined: past MAX_ARMOR_POINTS the
 * doubling price leaves play behind.
 */
export function armorProblem(points: number): string | undefined {
  if (points <= MAX_ARMOR_POINTS) return undefined;
  return `Armor of ${points} points is heavier than any suit the app prices: past plate (5 points) each point doubles the price, and ${MAX_ARMOR_POINTS} points already weigh ${armorWeight(MAX_ARMOR_POINTS)} lb and cost ${formatCoins(armorPrice(MAX_ARMOR_POINTS))}. Choose ${MAX_ARMOR_POINTS} points or fewer.`;
}

/** Pounds of armor: ten per point. */
export function armorWeight(points: number): number {
  return points * ARMOR_POUNDS_PER_POINT;
}

/** The book's name for armor of this many points, when it has one. */
export function armorName(points: number): string | undefined {
  return ARMOR_TABLE[points - 1]?.name;
}

/** How encumbered a character is: the level, the movement divisor (null: no movement) and the agility penalty. */
export interface Encumbrance {
  level: EncumbranceLevel;
  /** Weight carried as a percentage of lift. */
  percent: number;
  movementDivisor: number | null;
  /** Penalty to traits requiring agility; null when the character cannot move at all ("NA"). */
  penalty: number | null;
}

/** Encumbrance from weight carried against maximum lift ("EQUIPMENT" > Encumbrance). */
export function encumbrance(carried: number, maxLift: number): Encumbrance {
  const percent = maxLift > 0 ? (carried / maxLift) * 100 : carried > 0 ? Infinity : 0;
  let row: (typeof ENCUMBRANCE_LEVELS)[number] = ENCUMBRANCE_LEVELS[0];
  for (const r of ENCUMBRANCE_LEVELS) if (percent >= r.fromPercent) row = r;
  return { level: row.level, percent, movementDivisor: row.movementDivisor, penalty: row.penalty };
}

/**
 * Spaces per action ("ENCOUNTERS" > Movement): 10 + Athletics (Athlete in the revised chapter) - armor,
 * then halved or quartered (rounded down) by encumbrance; never below zero.
 */
export function movement(athletics: number, armorPoints: number, load: Pick<Encumbrance, 'movementDivisor'>): number {
  if (load.movementDivisor === null) return 0;
  const base = Math.max(0, BASE_MOVEMENT + athletics - armorPoints);
  return Math.floor(base / load.movementDivisor);
}

/** Momentum damage from a charge: +1 per four spaces moved ("ENCOUNTERS" > Movement). */
export function momentum(spaces: number): number {
  return Math.floor(Math.max(0, spaces) / SPACES_PER_MOMENTUM);
}

/** Damage of a charging attack: weapon + Strength (unless mechanical) + momentum. */
export function chargeDamage(weaponDamage: number, strength: number, spaces: number): number {
  return weaponDamage + strength + momentum(spaces);
}

/** A sum of coins split into gold, silver and copper, largest coins first. */
export interface Purse {
  gc: number;
  sc: number;
  cc: number;
}

/** Total copper coins in a purse (1 gc = 10 sc = 100 cc). */
export function toCopper(p: Partial<Purse>): number {
  return (p.gc ?? 0) * CC_PER_GC + (p.sc ?? 0) * CC_PER_SC + (p.cc ?? 0);
}

/** Copper coins as gold, silver and copper, largest first (a negative sum keeps its sign on every part). */
export function toPurse(cc: number): Purse {
  const sign = cc < 0 ? -1 : 1;
  const n = Math.abs(cc);
  return {
    gc: sign * Math.floor(n / CC_PER_GC) || 0,
    sc: sign * Math.floor((n % CC_PER_GC) / CC_PER_SC) || 0,
    cc: sign * (n % CC_PER_SC) || 0,
  };
}

// Thousands grouped from five digits on ("5,242,880 gc", "2000 gc"), never an exponent.
const GROUPED = new Intl.NumberFormat('en-US', { useGrouping: 'min2', maximumFractionDigits: 0 });

/** Formats copper coins as e.g. "20 gc 3 sc 5 cc", "12,000 gc" (or "0 cc"). */
export function formatCoins(cc: number): string {
  const p = toPurse(cc);
  const parts = [p.gc ? `${GROUPED.format(p.gc)} gc` : '', p.sc ? `${p.sc} sc` : '', p.cc ? `${p.cc} cc` : ''].filter(
    Boolean,
  );
  return parts.length ? parts.join(' ') : '0 cc';
}

/** What taking more or less than the usual time does to a roll: a bonus to the trait roll or a raise of the challenge level. */
export interface TimeModifier {
  traitBonus: number;
  challengeBonus: number;
}

/**
 * Time taken ("Challenge Levels"): `doublings` > 0 for extra time, < 0 for halvings (rushing).
 * The book: +2 / -2 to the trait roll per doubling / halving, the bonus at most +10.
 * The revised chapter: +2 to the roll per doubling, +2 to the challenge level per halving, each at most 10.
 */
export function timeModifier(doublings: number, revised: boolean): TimeModifier {
  if (doublings >= 0) return { traitBonus: Math.min(TIME_MAX, TIME_STEP * doublings), challengeBonus: 0 };
  if (revised) return { traitBonus: 0, challengeBonus: Math.min(TIME_MAX, TIME_STEP * -doublings) };
  return { traitBonus: TIME_STEP * doublings, challengeBonus: 0 };
}

/** The initiative bonus haste may take (and the same penalty to every other roll): +2 in the book, up to +3 in the revised chapter. */
export function hasteOptions(revised: boolean): number[] {
  return revised ? Array.from({ length: REVISED_HASTE_MAX }, (_, i) => i + 1) : [BOOK_HASTE];
}

/** Who won an opposed roll and by how much (the degree of success, Dos); in fighting a tie goes to the defender. */
export interface Contest {
  winner: 'actor' | 'opponent' | 'tie';
  dos: number;
}

/** Compares two totals ("The Trait Roll"): the difference is the Dos; `tiesToDefender` makes a tie the opponent's. */
export function contest(actorTotal: number, opposingTotal: number, tiesToDefender = false): Contest {
  const dos = Math.abs(actorTotal - opposingTotal);
  if (actorTotal > opposingTotal) return { winner: 'actor', dos };
  if (actorTotal < opposingTotal) return { winner: 'opponent', dos };
  return { winner: tiesToDefender ? 'opponent' : 'tie', dos: 0 };
}

/**
 * The range challenge ("Range"): +1 per full increment between attacker and target, 0 within the first.
 * With an increment of 0 the target must be within touching distance: null beyond it.
 */
export function rangeChallenge(spaces: number, increment: number): number | null {
  if (increment <= 0) return spaces <= 1 ? 0 : null;
  return spaces <= increment ? 0 : Math.ceil(spaces / increment) - 1;
}
