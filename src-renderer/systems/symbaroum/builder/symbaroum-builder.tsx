import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { gameBuilder } from '../../../components/builder/game-builder';
import '../controls/controls.css';
import { EXPERIENCE } from '../points';
import { AbilitiesStep } from './abilities-step';
import { ArmorStep } from './armor-step';
import { AttributesStep } from './attributes-step';
import './builder.css';
import { SYMBAROUM_BUILDER } from './steps';

const STEPS = { attributes: AttributesStep, abilities: AbilitiesStep, armor: ArmorStep };

/** The step-by-step Symbaroum builder: attributes, abilities, armor, and a review. */
export const SymbaroumBuilder = gameBuilder<
  SymbaroumCreation,
  SymbaroumSheet,
  SymbaroumSettings,
  typeof SYMBAROUM_BUILDER
>({
  plan: SYMBAROUM_BUILDER,
  className: 'symbaroum-builder',
  wording: {
    master: 'the Game Master',
    points: EXPERIENCE,
    ready: 'The character is ready to play; the sheet shows every attribute with its chances.',
    afterFinish: 'experience and new abilities happen in Advance',
  },
  renderStep: (step, editor) => {
    const Step = STEPS[step];
    return <Step editor={editor} />;
  },
});
