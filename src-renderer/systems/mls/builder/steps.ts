import { BuilderPlan } from '../../../components/builder/builder-plan';

/**
 * The MLS builder's steps, in the order a first-time player would take them, and the findings each fixes
 * (e.g. "creation.primaries.strength" → Primary traits). Occupation findings are known by their code, as
 * the occupation is one of the secondary traits.
 */
export const MLS_BUILDER = new BuilderPlan([
  { id: 'race-age', label: 'Race and age', paths: ['creation.race', 'creation.ageIncrements'] },
  { id: 'primaries', label: 'Primary traits', paths: ['creation.primaries'] },
  { id: 'occupation', label: 'Occupation', codes: ['mls.occupation.'] },
  { id: 'secondaries', label: 'Secondary traits', paths: ['creation.secondaries'] },
  { id: 'negatives', label: 'Negative traits', paths: ['creation.negatives'] },
  { id: 'personality', label: 'Personality', paths: ['creation.personality'] },
  { id: 'fate', label: 'Fate points', paths: ['creation.extraFatePoints'] },
  { id: 'points', label: 'Hit and magic points', paths: ['creation.hitPointsRoll', 'creation.magicPointsRoll', 'creation.usesMagic'] },
]);
