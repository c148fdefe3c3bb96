import { keepsDefaults } from '../../core/explain';
import { HursagmuSettings } from './schemas';

export { explained, signed } from '../../core/explain';

/* The words every HURSAGMU explanation is made of. */

let defaults: HursagmuSettings | undefined;
/** The project's defaults of the campaign settings. */
export function defaultSettings(): HursagmuSettings {
  return (defaults ??= HursagmuSettings.parse({}));
}

/** Whether a campaign's setting is the project's default. */
export function isDefault(settings: HursagmuSettings, key: keyof HursagmuSettings): boolean {
  return keepsDefaults(settings, defaultSettings(), [key]);
}

/**
 * Whose a setting's value is, for a formula: the project's default (the book leaves it to The Master), or this
 * campaign's house rule with the project's default beside it.
 */
export function whose(settings: HursagmuSettings, key: keyof HursagmuSettings, projects: string): string {
  return isDefault(settings, key)
    ? 'the project’s default; the book leaves it to The Master'
    : `this campaign’s house rule; the project’s default is ${projects}, and the book leaves it to The Master`;
}

/** Which Encounters chapter the campaign plays, in words. */
export const chapter = (revised: boolean) => (revised ? 'the revised encounters' : 'the book’s encounters');
