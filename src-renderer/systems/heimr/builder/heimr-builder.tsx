import { observer } from 'mobx-react-lite';
import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../../shared/rules/systems/heimr';
import { BuilderShell } from '../../../components/builder/builder-shell';
import type { GameStepOf } from '../../../components/builder/builder-plan';
import type { ReviewWording } from '../../../components/builder/review-step';
import type { SectionProps } from '../../types';
import type { HeimrEditor } from '../controls/edit';
import { EXPERIENCE } from '../points';
import { AbilitiesStep } from './abilities-step';
import { AttributesStep } from './attributes-step';
import './builder.css';
import { HEIMR_BUILDER } from './steps';

export interface HeimrBuilderProps extends SectionProps<HeimrCreation, HeimrSheet, HeimrSettings> {
  onFinish?: () => void;
}

const REVIEW_WORDING: ReviewWording = {
  master: 'the game master',
  points: EXPERIENCE,
  ready: 'The character is ready to play; the sheet shows every ability with its chances.',
  afterFinish: 'experience, training and attribute progress happen in Advance',
};

/** The step-by-step Heimr character builder: attributes, the standard abilities, the campaign's own, and a review. */
export const HeimrBuilder = observer(function HeimrBuilder({ editor, onFinish, showSection }: HeimrBuilderProps) {
  return (
    <BuilderShell
      editor={editor}
      plan={HEIMR_BUILDER}
      className="heimr-builder"
      renderStep={(step) => <HeimrStep step={step} editor={editor} />}
      reviewWording={REVIEW_WORDING}
      onFinish={onFinish}
      showSection={showSection}
    />
  );
});

function HeimrStep({ step, editor }: { step: GameStepOf<typeof HEIMR_BUILDER>; editor: HeimrEditor }) {
  switch (step) {
    case 'attributes':
      return <AttributesStep editor={editor} />;
    case 'abilities':
      return <AbilitiesStep editor={editor} which="standard" />;
    case 'campaign':
      return <AbilitiesStep editor={editor} which="campaign" />;
  }
}
