import { enteredRoll } from '../../../shared/rules/core';
import { runner } from './game-helpers';
import { mls, type MlsCreation, type MlsSettings, type MlsSheet } from '../../../shared/rules/systems/mls';

export const settings: MlsSettings = mls.defaultSettings();

/** A legal 18-year-old human soldier: every primary at average, occupation at base, hit points 2d6 = 7. */
export function soldier(change: (c: MlsCreation) => void = () => {}): MlsCreation {
  const c = mls.newCharacter(settings, 1);
  c.hitPointsRoll = enteredRoll('2d6', 7);
  c.secondaries = [
    {
      id: 'soldier',
      name: 'Soldier',
      kind: 'trained',
      base: { kind: 'average', traits: ['strength', 'agility'] },
      level: 0,
      occupation: true,
    },
  ];
  change(c);
  return c;
}

/** Folds a creation and events with the given raw campaign settings (the defaults when omitted), keeping every sheet. */
export const run = runner<MlsCreation, MlsSheet>(mls);

export { ev, errorCodes } from './game-helpers';
