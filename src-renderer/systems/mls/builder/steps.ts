import type { MlsCreation } from '../../../../shared/rules/systems/mls';
import { BuilderPlan } from '../../../components/builder/builder-plan';

/** The rules' finding that asks for a hit or magic points roll (shared/rules/systems/mls/creation.ts). */
const ROLL_NEEDED = 'mls.points.roll-missing';

/**
 * The MLS builder's steps, in the order a first-time player would take them, and the findings each fixes
 * (e.g. "creation.primaries.strength" → Primary traits). Occupation findings are known by their code, as
 * the occupation is one of the secondary traits. The occupation must be chosen ("Occupation") and the hit and
 * magic points rolled ("Total Hit Points (THP)"); every other step starts with a choice already made (the
 * averages, no extra traits, pairs at 10/10) and is done once the player has looked at it.
 */
export const MLS_BUILDER = new BuilderPlan([
  { id: 'race-age', label: 'Race and age', paths: ['creation.race', 'creation.ageIncrements'] },
  { id: 'primaries', label: 'Primary traits', paths: ['creation.primaries'] },
  {
    id: 'occupation',
    label: 'Occupation',
    codes: ['mls.occupation.'],
    complete: (c: MlsCreation) => c.secondaries.some((s) => s.occupation),
  },
  { id: 'secondaries', label: 'Secondary traits', paths: ['creation.secondaries'] },
  { id: 'negatives', label: 'Negative traits', paths: ['creation.negatives'] },
  { id: 'personality', label: 'Personality', paths: ['creation.personality'] },
  { id: 'fate', label: 'Fate points', paths: ['creation.extraFatePoints'] },
  {
    id: 'points',
    label: 'Hit and magic points',
    paths: ['creation.hitPointsRoll', 'creation.magicPointsRoll', 'creation.usesMagic'],
    // Done once the dice the traits give are rolled; a roll still to make is asked for by this finding.
    complete: (_: MlsCreation, errors) => !errors.some((f) => f.code === ROLL_NEEDED),
  },
]);
