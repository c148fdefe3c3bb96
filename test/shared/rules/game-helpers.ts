import { evaluate, type AnyRuleSystem, type CharacterInput, type Evaluation } from '../../../shared/rules/core';

let counter = 0;
/** Wraps an event payload in an envelope, with an id of its own. */
export function ev(payload: Record<string, unknown>): Record<string, unknown> {
  counter++;
  return { id: `e${counter}`, date: '2026-03-01', ...payload };
}

/** Folds a creation and events of one game with the given raw campaign settings (the defaults when omitted), keeping every sheet. */
export function runner<Creation, Sheet>(system: AnyRuleSystem) {
  return (creation: Creation, events: Record<string, unknown>[] = [], rawSettings: unknown = {}): Evaluation<Sheet> => {
    const input: CharacterInput = { creation: creation as unknown as Record<string, unknown>, events };
    return evaluate(system, input, rawSettings, { keepSheets: true }) as Evaluation<Sheet>;
  };
}

/** Codes of the standing errors. */
export function errorCodes(findings: readonly { code: string; severity: string; overridden?: unknown }[]): string[] {
  return findings.filter((f) => f.severity === 'error' && !f.overridden).map((f) => f.code);
}

/** Freezes a value and everything in it, so that a write to it throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
