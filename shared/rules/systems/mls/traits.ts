import { error, type Finding } from '../../core/findings';
import { copyPersonality, negativeAt, secondaryAt } from './copy';
import type { BaseFormula } from './schemas';
import type { MlsSheet, PrimarySheet, SecondarySheet, NegativeSheet } from './sheet';
import {
  INHERENT_DISCOUNT,
  OCCUPATION_COST_FACTOR,
  PERSONALITY_PAIR_SUM,
  PERSONALITY_PAIRS,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  REVERSE_FROM,
  SECONDARY_CREATION_COST,
  SECONDARY_RAISE_COST,
  type PersonalityTrait,
  type PrimaryTrait,
} from './tables';

/** A secondary or negative trait's base from the current primary traits. */
export function baseValue(formula: BaseFormula, primaries: Record<PrimaryTrait, { value: number }>): number {
  switch (formula.kind) {
    case 'primary':
      return primaries[formula.trait].value;
    case 'reverse':
      return REVERSE_FROM - primaries[formula.trait].value;
    case 'average': {
      // "average traits, round ALL fractions DOWN": floor, also below zero.
      let sum = 0;
      for (const t of formula.traits) sum += primaries[t].value;
      return Math.floor(sum / formula.traits.length);
    }
  }
}

/**
 * The finding for an averaged base that names one primary trait more than once, which would weight that
 * trait in the average ("a combination of Primary Traits (average traits ...)" names traits, each once), or
 * undefined when the base is not such.
 */
export function repeatedBaseTrait(formula: BaseFormula, name: string, path: string): Finding | undefined {
  if (formula.kind !== 'average') return undefined;
  const traits = formula.traits;
  for (let i = 1; i < traits.length; i++) {
    const t = traits[i]!;
    if (traits.indexOf(t) < i) {
      return error(
        'mls.base.repeated-trait',
        path,
        `An averaged base names each primary trait once; the base of ${name} names ${PRIMARY_TRAIT_NAMES[t]} more than once, which would count it twice. Choose two or more different primary traits.`,
      );
    }
  }
  return undefined;
}

/** A copy of a base formula, so the sheet never shares objects with the ledger it came from. */
export function copyBase(formula: BaseFormula): BaseFormula {
  return formula.kind === 'average'
    ? { kind: 'average', traits: formula.traits.slice() }
    : { kind: formula.kind, trait: formula.trait };
}

/** Describes a base formula in words, e.g. "average of Mind and Awareness". */
export function describeBase(formula: BaseFormula): string {
  const cap = (t: string) => t[0]!.toUpperCase() + t.slice(1);
  switch (formula.kind) {
    case 'primary':
      return cap(formula.trait);
    case 'reverse':
      return `2 - ${cap(formula.trait)}`;
    case 'average':
      return `average of ${formula.traits.map(cap).join(', ')}`;
  }
}

/** A primary trait's sheet entry. */
export function primaryEntry(average: number, chosen: number, reductions: number, trained: boolean): PrimarySheet {
  const natural = average + chosen - reductions;
  return { average, chosen, reductions, natural, value: natural + (trained ? 1 : 0) };
}

/**
 * Recomputes every base and value of a new sheet, not yet handed out, after
 * a primary trait changed. Entries whose base did not move are kept as they
 * were, and so is a list in which none moved.
 */
export function refreshBases(sheet: MlsSheet): void {
  const primaries = sheet.primaries;
  let secondaries: SecondarySheet[] | undefined;
  for (let i = 0; i < sheet.secondaries.length; i++) {
    const s = sheet.secondaries[i]!;
    const b = baseValue(s.base, primaries);
    if (b === s.baseValue) continue;
    secondaries ??= sheet.secondaries.slice();
    secondaries[i] = secondaryAt(s, b, s.level);
  }
  if (secondaries) sheet.secondaries = secondaries;
  let negatives: NegativeSheet[] | undefined;
  for (let i = 0; i < sheet.negatives.length; i++) {
    const n = sheet.negatives[i]!;
    const b = baseValue(n.base, primaries);
    if (b === n.baseValue) continue;
    negatives ??= sheet.negatives.slice();
    negatives[i] = negativeAt(n, b, n.level);
  }
  if (negatives) sheet.negatives = negatives;
}

/** Creation cost of a secondary trait at `level` above base (-2 = untrained Natural, free). */
export function secondaryCreationCost(
  kind: 'trained' | 'natural' | 'inherent',
  level: number,
  occupation = false,
): number | undefined {
  if (level === -2 && kind === 'natural') return 0;
  const cost = SECONDARY_CREATION_COST[level as 0 | 1 | 2 | 3 | 4];
  if (cost === undefined) return undefined;
  const single = kind === 'inherent' ? cost - INHERENT_DISCOUNT : cost;
  return occupation ? single * OCCUPATION_COST_FACTOR : single;
}

/** CPs a Negative trait at `level` above base yields at creation ("the same rate as ... a Trained skill"). */
export function negativeYield(level: number): number | undefined {
  return SECONDARY_CREATION_COST[level as 0 | 1 | 2 | 3 | 4];
}

/**
 * CPs to raise a secondary trait one level in play, from `level` (null or -2:
 * not yet at base). Inherent traits are at base without acquiring, so they
 * pay nothing to reach it; occupations pay double.
 */
export function secondaryRaiseCost(
  kind: 'trained' | 'natural' | 'inherent',
  level: number | null,
  occupation = false,
): number | undefined {
  const target = level === null || level < 0 ? 0 : level + 1;
  const single = SECONDARY_RAISE_COST[target as 0 | 1 | 2 | 3 | 4 | 5 | 6];
  if (single === undefined) return undefined;
  const price = kind === 'inherent' && target === 0 ? single - INHERENT_DISCOUNT : single;
  return occupation ? price * OCCUPATION_COST_FACTOR : price;
}

const opposite = new Map<PersonalityTrait, PersonalityTrait>();
for (const [a, b] of PERSONALITY_PAIRS) {
  opposite.set(a, b);
  opposite.set(b, a);
}

/** The other trait of a personality pair. */
export function oppositeOf(trait: PersonalityTrait): PersonalityTrait {
  return opposite.get(trait)!;
}

/** A new personality record with `trait` set to `value` and its opposite to 20 minus it. */
export function setPersonality(
  personality: Record<PersonalityTrait, number>,
  trait: PersonalityTrait,
  value: number,
): Record<PersonalityTrait, number> {
  const next = copyPersonality(personality);
  next[trait] = value;
  next[oppositeOf(trait)] = PERSONALITY_PAIR_SUM - value;
  return next;
}

export const ALL_PRIMARIES: readonly PrimaryTrait[] = PRIMARY_TRAITS;
