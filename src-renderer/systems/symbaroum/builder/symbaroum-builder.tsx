import { observer } from 'mobx-react-lite';
import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { BuilderShell } from '../../../components/builder/builder-shell';
import type { GameStepOf } from '../../../components/builder/builder-plan';
import type { ReviewWording } from '../../../components/builder/review-step';
import type { SectionProps } from '../../types';
import '../controls/controls.css';
import type { SymbaroumEditor } from '../controls/edit';
import { EXPERIENCE } from '../points';
import { AbilitiesStep } from './abilities-step';
import { ArmorStep } from './armor-step';
import { AttributesStep } from './attributes-step';
import './builder.css';
import { SYMBAROUM_BUILDER } from './steps';

export interface SymbaroumBuilderProps extends SectionProps<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings> {
  onFinish?: () => void;
}

const REVIEW_WORDING: ReviewWording = {
  master: 'the Game Master',
  points: EXPERIENCE,
  ready: 'The character is ready to play; the sheet shows every attribute with its chances.',
  afterFinish: 'experience and new abilities happen in Advance',
};

/** The step-by-step Symbaroum builder: attributes, abilities, armor, and a review. */
export const SymbaroumBuilder = observer(function SymbaroumBuilder({ editor, onFinish, showSection }: SymbaroumBuilderProps) {
  return (
    <BuilderShell
      editor={editor}
      plan={SYMBAROUM_BUILDER}
      className="symbaroum-builder"
      renderStep={(step) => <SymbaroumStep step={step} editor={editor} />}
      reviewWording={REVIEW_WORDING}
      onFinish={onFinish}
      showSection={showSection}
    />
  );
});

function SymbaroumStep({ step, editor }: { step: GameStepOf<typeof SYMBAROUM_BUILDER>; editor: SymbaroumEditor }) {
  switch (step) {
    case 'attributes':
      return <AttributesStep editor={editor} />;
    case 'abilities':
      return <AbilitiesStep editor={editor} />;
    case 'armor':
      return <ArmorStep editor={editor} />;
  }
}
