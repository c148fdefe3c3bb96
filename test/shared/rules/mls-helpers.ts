import { enteredRoll, evaluate, type CharacterInput } from '../../../shared/rules/core';
import { mls, type MlsCreation, type MlsSettings } from '../../../shared/rules/systems/mls';

export const settings: MlsSettings = mls.defaultSettings();

/** A legal 18-year-old human soldier: every primary at average, occupation at base, hit points 2d6 = 7. */
export function soldier(change: (c: MlsCreation) => void = () => {}): MlsCreation {
  const c = mls.newCharacter(settings, 1);
  c.hitPointsRoll = enteredRoll('2d6', 7);
  c.secondaries = [{ id: 'soldier', name: 'Soldier', kind: 'trained', base: { kind: 'average', traits: ['strength', 'agility'] }, level: 0, occupation: true }];
  change(c);
  return c;
}

let counter = 0;
/** Wraps an event payload in an envelope. */
export function ev(payload: Record<string, unknown>): Record<string, unknown> {
  counter++;
  return { id: `e${counter}`, date: '2026-03-01', ...payload };
}

/** Folds a creation and events with the default settings. */
export function run(creation: MlsCreation, events: Record<string, unknown>[] = [], rawSettings: unknown = {}) {
  const input: CharacterInput = { creation: creation as unknown as Record<string, unknown>, events };
  return evaluate(mls, input, rawSettings, { keepSheets: true });
}

/** Codes of the standing errors. */
export function errorCodes(findings: readonly { code: string; severity: string; overridden?: unknown }[]): string[] {
  return findings.filter((f) => f.severity === 'error' && !f.overridden).map((f) => f.code);
}
