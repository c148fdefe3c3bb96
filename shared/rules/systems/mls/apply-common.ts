import { error, type Finding } from '../../core/findings';
import type { Applied } from '../../core/system';
import type { MlsSheet } from './sheet';
import { PERSONALITY_PAIRS, type PersonalityTrait } from './tables';
import { cpText } from './words';

/** The CP totals after spending `cost`; whether that many were left is the caller's to check with `affords`. */
export function spend(sheet: MlsSheet, cost: number): MlsSheet['cp'] {
  return { earned: sheet.cp.earned, spent: sheet.cp.spent + cost };
}

/** True when at least `cost` CPs are left. */
export function affords(sheet: MlsSheet, cost: number): boolean {
  return cost <= sheet.cp.earned - sheet.cp.spent;
}

/**
 * The error for a purchase of `cost` CPs with too few left (reported, not
 * clamped). Callers name the purchase in `what` only after `affords` said no,
 * so the sentence is never built for the many purchases that are affordable.
 */
export function insufficientCp(sheet: MlsSheet, cost: number, path: string, what: string): Finding {
  const left = sheet.cp.earned - sheet.cp.spent;
  const price = cpText(cost);
  const remaining = left === 1 ? '1 is' : `${left} are`;
  return error(
    'mls.cp.insufficient',
    path,
    `${what} costs ${price} but only ${remaining} left; earn more CPs (age, adventures) first.`,
  );
}

/** The CP totals after gaining `amount`. */
export function gain(sheet: MlsSheet, amount: number): MlsSheet['cp'] {
  return { earned: sheet.cp.earned + amount, spent: sheet.cp.spent };
}

/** Reports a second change of the same trait through CPs within one age increment. */
export function oncePerIncrement(
  sheet: MlsSheet,
  key: string,
  path: string,
  name: string,
  findings: Finding[],
): string[] {
  if (sheet.changedThisIncrement.includes(key)) {
    findings.push(
      error(
        'mls.increment.already-changed',
        path,
        `${name} was already changed through CPs during this age increment; a trait moves at most one level per increment, so wait for the next age increment.`,
      ),
    );
    return sheet.changedThisIncrement;
  }
  return [...sheet.changedThisIncrement, key];
}

/** An event that cannot be applied at all (its target does not exist). */
export function impossible(code: string, path: string, message: string): Applied<MlsSheet> {
  return { findings: [error(code, path, message)] };
}

const personalityNames = new Map<string, string>(PERSONALITY_PAIRS.flat().map((t) => [t, cap(t)]));

/** A personality trait's name as messages show it, e.g. "Greedy"; looked up, as a fold names one per personality event. */
export function personalityName(trait: PersonalityTrait): string {
  return personalityNames.get(trait) ?? cap(trait);
}

/** Capitalises a trait name for messages. */
export function cap(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}
