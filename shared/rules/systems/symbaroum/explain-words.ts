import type { BookSource, ValueExplanation } from '../../core/explain';
import { SymbaroumSettings } from './schemas';

/* The words every Symbaroum explanation is made of. */

/** One explanation; `reading` only where the project chose one. */
export function explained(
  path: string,
  formula: string,
  sources: BookSource[],
  settings: string[] = [],
  reading?: string,
): ValueExplanation {
  return reading === undefined ? { path, formula, settings, sources } : { path, formula, settings, sources, reading };
}

/** A number with its sign, as the modifier table prints it: "+5", "0", "-3". */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

let defaults: SymbaroumSettings | undefined;
/** The project's defaults of the campaign settings. */
export function defaultSettings(): SymbaroumSettings {
  return (defaults ??= SymbaroumSettings.parse({}));
}

/**
 * Whose the settings' values are, for a formula: the project's defaults (and what the book gives, `book`), or this
 * campaign's house rule with the project's default beside it.
 */
export function whose(
  settings: SymbaroumSettings,
  keys: readonly (keyof SymbaroumSettings)[],
  projects: string,
  book = 'the book sets none',
): string {
  const own = keys.every((k) => JSON.stringify(settings[k]) === JSON.stringify(defaultSettings()[k]));
  return own
    ? `the project’s default; ${book}`
    : `this campaign’s house rule; the project’s default is ${projects}, ${book}`;
}
