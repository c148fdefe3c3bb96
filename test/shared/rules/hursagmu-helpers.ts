import { evaluate, type CharacterInput } from '../../../shared/rules/core';
import { hursagmu, type HursagmuCreation, type HursagmuSettings } from '../../../shared/rules/systems/hursagmu';

/** The campaign defaults, parsed. */
export const defaults: HursagmuSettings = hursagmu.defaultSettings();

/** Settings with some fields changed from the defaults. */
export function settingsWith(patch: Partial<HursagmuSettings>): HursagmuSettings {
  return { ...defaults, ...patch };
}

/** A legal starting fighter: Fighting 6 (8), Defense 5 (6), Strength 2 (2), Athletics 3 (3) = 19 of 60 points. */
export function fighter(change: (c: HursagmuCreation) => void = () => {}): HursagmuCreation {
  const c: HursagmuCreation = { traits: { fighting: 6, defense: 5, strength: 2, athletics: 3 }, gifts: [], equipment: [] };
  change(c);
  return c;
}

let counter = 0;
/** Wraps an event payload in an envelope. */
export function ev(payload: Record<string, unknown>): Record<string, unknown> {
  counter++;
  return { id: `e${counter}`, date: '2026-03-01', ...payload };
}

/** Folds a creation and events with the given raw campaign settings (the defaults when omitted). */
export function run(creation: HursagmuCreation, events: Record<string, unknown>[] = [], rawSettings: unknown = {}) {
  const input: CharacterInput = { creation: creation as unknown as Record<string, unknown>, events };
  return evaluate(hursagmu, input, rawSettings, { keepSheets: true });
}

/** Codes of the standing errors. */
export function errorCodes(findings: readonly { code: string; severity: string; overridden?: unknown }[]): string[] {
  return findings.filter((f) => f.severity === 'error' && !f.overridden).map((f) => f.code);
}
