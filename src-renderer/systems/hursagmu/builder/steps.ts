import type { HursagmuCreation } from '../../../../shared/rules/systems/hursagmu';
import { BuilderPlan } from '../../../components/builder/builder-plan';

/**
 * The HURSAGMU builder's steps, in the order a first-time player would take them, and the findings each
 * fixes (e.g. "creation.traits.archery" → Traits). Findings no step owns, such as spending more character
 * points than there are, belong to the review. Traits must be chosen (a character is built from its character
 * points' worth of them, "OVERVIEW"); gifts and equipment are optional.
 */
export const HURSAGMU_BUILDER = new BuilderPlan([
  {
    id: 'traits',
    label: 'Traits',
    paths: ['creation.traits'],
    complete: (c: HursagmuCreation) => Object.values(c.traits).some((level) => level > 0),
  },
  { id: 'gifts', label: 'Gifts', paths: ['creation.gifts'] },
  { id: 'equipment', label: 'Equipment', paths: ['creation.equipment', 'equipment'] },
]);
