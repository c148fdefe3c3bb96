import { observer } from 'mobx-react-lite';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { BuilderShell } from '../../../components/builder/builder-shell';
import type { GameStepOf } from '../../../components/builder/builder-plan';
import type { ReviewWording } from '../../../components/builder/review-step';
import type { SectionProps } from '../../../contract/game-screens';
import type { MlsEditor } from '../controls/creation-step';
import './builder.css';
import { FateStep } from './fate-step';
import { PersonalityStep } from './personality-step';
import { PointsStep } from './points-step';
import { PrimaryStep } from './primary-step';
import { RaceAgeStep } from './race-age-step';
import { MLS_BUILDER } from './steps';
import { NegativeStep, OccupationStep, SecondaryStep } from './trait-steps';
import { UnspentSummary } from './unspent-summary';

export interface MlsBuilderProps extends SectionProps<MlsCreation, MlsSheet, MlsSettings> {
  /** Called when the player finishes a legal character (or one whose errors a game master accepted). */
  onFinish?: () => void;
}

const REVIEW_WORDING: ReviewWording = {
  master: 'the game master',
  ready: 'The character is ready to play; its sheet shows every value and any accepted error.',
  afterFinish: 'advancement happens in Advance',
};

/** The step-by-step MLS character builder: race and age, traits, personality, fate, hit and magic points, review. */
export const MlsBuilder = observer(function MlsBuilder({ editor, onFinish, showSection }: MlsBuilderProps) {
  return (
    <BuilderShell
      editor={editor}
      plan={MLS_BUILDER}
      className="mls-builder"
      renderStep={(step) => <MlsStep step={step} editor={editor} />}
      reviewWording={REVIEW_WORDING}
      reviewSummary={<UnspentSummary editor={editor} />}
      onFinish={onFinish}
      showSection={showSection}
    />
  );
});

function MlsStep({ step, editor }: { step: GameStepOf<typeof MLS_BUILDER>; editor: MlsEditor }) {
  switch (step) {
    case 'race-age':
      return <RaceAgeStep editor={editor} />;
    case 'primaries':
      return <PrimaryStep editor={editor} />;
    case 'occupation':
      return <OccupationStep editor={editor} />;
    case 'secondaries':
      return <SecondaryStep editor={editor} />;
    case 'negatives':
      return <NegativeStep editor={editor} />;
    case 'personality':
      return <PersonalityStep editor={editor} />;
    case 'fate':
      return <FateStep editor={editor} />;
    case 'points':
      return <PointsStep editor={editor} />;
  }
}
