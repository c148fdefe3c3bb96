import type { HeimrCreation } from '../../../../shared/rules/systems/heimr';
import { BuilderPlan } from '../../../components/builder/builder-plan';

/**
 * The Heimr builder's steps and the findings each fixes: the attributes, training in the standard abilities,
 * training in the campaign's own abilities, then the review. The book has no creation chapter (it leaves it to
 * the LARP documents); attributes are the choice a character needs, training is optional. Every training
 * finding (an unknown ability, more experience than there is) is fixed among the abilities.
 */
export const HEIMR_BUILDER = new BuilderPlan([
  {
    id: 'attributes',
    label: 'Attributes',
    paths: ['creation.attributes'],
    complete: (c: HeimrCreation) => Object.values(c.attributes).some((v) => v !== 0),
  },
  { id: 'abilities', label: 'Abilities', paths: ['creation.training'] },
  { id: 'campaign', label: "The campaign's abilities" },
]);
