import { error, type Finding } from '../../core/findings';
import type { Applied } from '../../core/system';
import type { MlsSheet } from './sheet';

/** The CP totals after spending `cost`, reporting an error (not clamping) when too few are left. */
export function spend(sheet: MlsSheet, cost: number, path: string, what: string, findings: Finding[]): MlsSheet['cp'] {
  const left = sheet.cp.earned - sheet.cp.spent;
  if (cost > left) {
    findings.push(error('mls.cp.insufficient', path, `${what} costs ${cost} CPs but only ${left} are left; earn more CPs (age, adventures) first.`));
  }
  return { earned: sheet.cp.earned, spent: sheet.cp.spent + cost };
}

/** The CP totals after gaining `amount`. */
export function gain(sheet: MlsSheet, amount: number): MlsSheet['cp'] {
  return { earned: sheet.cp.earned + amount, spent: sheet.cp.spent };
}

/** Reports a second change of the same trait through CPs within one age increment. */
export function oncePerIncrement(sheet: MlsSheet, key: string, path: string, name: string, findings: Finding[]): string[] {
  if (sheet.changedThisIncrement.includes(key)) {
    findings.push(
      error('mls.increment.already-changed', path, `${name} was already changed through CPs during this age increment; a trait moves at most one level per increment, so wait for the next age increment.`),
    );
    return sheet.changedThisIncrement;
  }
  return [...sheet.changedThisIncrement, key];
}

/** An event that cannot be applied at all (its target does not exist). */
export function impossible(code: string, path: string, message: string): Applied<MlsSheet> {
  return { findings: [error(code, path, message)] };
}

/** Capitalises a trait name for messages. */
export function cap(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}
