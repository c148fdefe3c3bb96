import {
  evaluate,
  explainCharacter,
  type AnyRuleSystem,
  type CharacterInput,
  type Evaluation,
  type Explanation,
} from '../../../shared/rules/core';

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

/** Entries of one day numbered in ledger order, e1 first, so that a test can name the entries that moved a value. */
export function numbered(events: readonly Record<string, unknown>[], date = '2026-02-01'): Record<string, unknown>[] {
  return events.map((e, i) => ({ id: `e${i + 1}`, date, ...e }));
}

/** Every value of a character's sheet explained (`explainCharacter`), by its path in `sheet --json`. */
export function explanationsOf(system: AnyRuleSystem, input: CharacterInput, rawSettings: unknown = {}) {
  const { explanations } = explainCharacter(system, input, rawSettings);
  return new Map((explanations ?? []).map((e) => [e.path, e]));
}

/** The explanation of the value at `path`, or a failure naming the path. */
export function explanationAt(explanations: ReadonlyMap<string, Explanation>, path: string): Explanation {
  const e = explanations.get(path);
  if (!e) throw new Error(`No explanation of ${path}.`);
  return e;
}
