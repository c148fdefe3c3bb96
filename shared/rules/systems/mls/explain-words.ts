import { signed, whoseSetting } from '../../core/explain';
import { MlsSettings } from './schemas';
import { PRIMARY_TRAIT_NAMES, type PrimaryTrait } from './tables';

export { explained, signed } from '../../core/explain';

/* The words every Nutshell MLS explanation is made of. */

/** A level relative to base, as the book writes it: "base", "base +2", "base -2". */
export const atLevel = (level: number) => (level === 0 ? 'base' : `base ${signed(level)}`);

/** A primary trait's name as the book prints it. */
export const named = (t: PrimaryTrait) => PRIMARY_TRAIT_NAMES[t];

/** "Strength 3": a primary trait's name with a value. */
export const withValue = (t: PrimaryTrait, value: number) => `${named(t)} ${value}`;

/** A personality trait's name as the book prints it: "Lustful". */
export const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

let defaults: MlsSettings | undefined;
/** The project's defaults of the campaign settings. */
export function defaultSettings(): MlsSettings {
  return (defaults ??= MlsSettings.parse({}));
}

/**
 * Whose a setting's value is, for a formula: the project's default (and what the book gives, `book`), or this
 * campaign's house rule with the project's default beside it.
 */
export const whose = whoseSetting;
