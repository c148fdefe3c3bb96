import { observer } from 'mobx-react-lite';
import {
  PAIR_IDS,
  PERSONALITY_CHOSEN_MAX,
  PERSONALITY_CHOSEN_MIN,
  PERSONALITY_PAIR_SUM,
  PERSONALITY_STRONG,
  PERSONALITY_STRONG_MAX_COUNT,
} from '../../../../shared/rules/systems/mls';
import type { MlsEditor } from '../controls/creation-step';
import { PersonalityPair } from '../controls/personality-pair';
import { StepFindings } from '../../../components/builder/step-findings';
import { MLS_BUILDER } from './steps';

const WEAK = PERSONALITY_PAIR_SUM - PERSONALITY_STRONG;

/** The fifteen personality pairs, each one control that keeps the pair at 20. */
export const PersonalityStep = observer(function PersonalityStep({ editor }: { editor: MlsEditor }) {
  const creation = editor.creation!;
  const strong = PAIR_IDS.filter((id) => {
    const c = creation.personality[id];
    return !c.roll && (c.value === PERSONALITY_STRONG || c.value === WEAK);
  }).length;
  return (
    <div className="builder-step-body">
      <p className="hint">
        Each pair adds up to {PERSONALITY_PAIR_SUM}. Choose each trait from {PERSONALITY_CHOSEN_MIN} to{' '}
        {PERSONALITY_CHOSEN_MAX}; up to {PERSONALITY_STRONG_MAX_COUNT} pairs may be at {PERSONALITY_STRONG}/{WEAK}. Or
        roll 3d6 for one trait of a pair and take what comes.
      </p>
      <p className="builder-summary">
        {strong} of {PERSONALITY_STRONG_MAX_COUNT} pairs at {PERSONALITY_STRONG}/{WEAK} used.
      </p>
      {PAIR_IDS.map((pair) => (
        <PersonalityPair key={pair} editor={editor} pair={pair} />
      ))}
      <StepFindings editor={editor} plan={MLS_BUILDER} step="personality" />
    </div>
  );
});
