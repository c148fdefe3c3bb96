import { runner } from './game-helpers';
import {
  hursagmu,
  type HursagmuCreation,
  type HursagmuSettings,
  type HursagmuSheet,
} from '../../../shared/rules/systems/hursagmu';

/** The campaign defaults, parsed. */
export const defaults: HursagmuSettings = hursagmu.defaultSettings();

/** Settings with some fields changed from the defaults. */
export function settingsWith(patch: Partial<HursagmuSettings>): HursagmuSettings {
  return { ...defaults, ...patch };
}

/** A legal starting fighter: Fighting 6 (8), Defense 5 (6), Strength 2 (2), Athletics 3 (3) = 19 of 60 points. */
export function fighter(change: (c: HursagmuCreation) => void = () => {}): HursagmuCreation {
  const c: HursagmuCreation = {
    traits: { fighting: 6, defense: 5, strength: 2, athletics: 3 },
    gifts: [],
    equipment: [],
  };
  change(c);
  return c;
}

/** Folds a creation and events with the given raw campaign settings (the defaults when omitted), keeping every sheet. */
export const run = runner<HursagmuCreation, HursagmuSheet>(hursagmu);

export { ev, errorCodes } from './game-helpers';
