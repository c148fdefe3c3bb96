import type { SymbaroumCreation } from '../../../../shared/rules/systems/symbaroum';
import { BuilderPlan } from '../../../components/builder/builder-plan';

/**
 * The Symbaroum builder's steps and the findings each fixes: the eight attributes (which every character needs),
 * abilities bought with the starting experience (or a dead character's), armor and shield, then the review.
 */
export const SYMBAROUM_BUILDER = new BuilderPlan([
  {
    id: 'attributes',
    label: 'Attributes',
    paths: ['creation.attributes'],
    complete: (_c: SymbaroumCreation, errors) => errors.length === 0,
  },
  { id: 'abilities', label: 'Abilities', paths: ['creation.abilities', 'creation.inherited'] },
  { id: 'armor', label: 'Armor', paths: ['creation.armor', 'creation.shield'] },
]);
