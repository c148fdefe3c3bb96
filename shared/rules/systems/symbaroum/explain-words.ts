import { keepsDefaults, whoseSetting } from '../../core/explain';
import { SymbaroumSettings } from './schemas';

export { explained, signed } from '../../core/explain';

/* The words every Symbaroum explanation is made of. */

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
  return whoseSetting(keepsDefaults(settings, defaultSettings(), keys), projects, book);
}
