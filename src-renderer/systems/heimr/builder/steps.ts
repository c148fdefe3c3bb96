import type { HeimrCreation } from '../../../../shared/rules/systems/heimr';
import { BuilderPlan } from '../../../components/builder/builder-plan';

/**
 * The Heimr builder's steps and the findings each fixes: the attributes, training in the standard abilities,
 * training in the campaign's own abilities, the weapons and shields in hand (the medieval armoury module), then the
 * review. The book has no creation chapter (it leaves it to the LARP documents); attributes are the choice a
 * character needs, training and weapons are optional. Every training finding (an unknown ability, more experience
 * than there is) is fixed among the abilities; every finding about a weapon or shield in its own step.
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
  { id: 'armoury', label: 'Weapons and shields', paths: ['creation.held'] },
]);
