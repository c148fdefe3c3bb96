import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../../shared/rules/systems/heimr';
import { gameBuilder } from '../../../components/builder/game-builder';
import { EXPERIENCE } from '../points';
import { AbilitiesStep } from './abilities-step';
import { ArmouryStep } from './armoury-step';
import { AttributesStep } from './attributes-step';
import './builder.css';
import { HEIMR_BUILDER } from './steps';

/**
 * The step-by-step Heimr character builder: attributes, the standard abilities, the campaign's own, the weapons and
 * shields in hand, and a review.
 */
export const HeimrBuilder = gameBuilder<HeimrCreation, HeimrSheet, HeimrSettings, typeof HEIMR_BUILDER>({
  plan: HEIMR_BUILDER,
  className: 'heimr-builder',
  wording: {
    master: 'the game master',
    points: EXPERIENCE,
    ready: 'The character is ready to play; the sheet shows every ability with its chances.',
    afterFinish: 'experience, training and attribute progress happen in Advance',
  },
  renderStep: (step, editor) =>
    step === 'attributes' ? (
      <AttributesStep editor={editor} />
    ) : step === 'armoury' ? (
      <ArmouryStep editor={editor} />
    ) : (
      <AbilitiesStep editor={editor} which={step === 'abilities' ? 'standard' : 'campaign'} />
    ),
});
