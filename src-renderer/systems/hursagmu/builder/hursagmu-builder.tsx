import { observer } from 'mobx-react-lite';
import {
  formatCoins,
  type HursagmuCreation,
  type HursagmuSettings,
  type HursagmuSheet,
} from '../../../../shared/rules/systems/hursagmu';
import { BuilderShell } from '../../../components/builder/builder-shell';
import type { GameStepOf } from '../../../components/builder/builder-plan';
import type { ReviewWording } from '../../../components/builder/review-step';
import type { SectionProps } from '../../../contract/game-screens';
import type { HursagmuEditor } from '../controls/creation-change';
import { CHARACTER_POINTS } from '../points';
import './builder.css';
import { EquipmentStep } from './equipment-step';
import { GiftsStep } from './gifts-step';
import { HURSAGMU_BUILDER } from './steps';
import { TraitsStep } from './traits-step';
import { creationSheet } from '../../../components/builder/creation-sheet';

export interface HursagmuBuilderProps extends SectionProps<HursagmuCreation, HursagmuSheet, HursagmuSettings> {
  /** Called when the player finishes a legal character (or one whose errors The Master accepted). */
  onFinish?: () => void;
}

const REVIEW_WORDING: ReviewWording = {
  master: 'The Master',
  points: CHARACTER_POINTS,
  ready: 'The character is ready to play; the sheet shows every value and any accepted error.',
  afterFinish: 'experience and raises happen in Advance',
};

/** The step-by-step HURSAGMU character builder: traits, gifts, equipment, and a review that also shows the purse. */
export const HursagmuBuilder = observer(function HursagmuBuilder({
  editor,
  onFinish,
  showSection,
}: HursagmuBuilderProps) {
  return (
    <BuilderShell
      editor={editor}
      plan={HURSAGMU_BUILDER}
      className="hursagmu-builder"
      renderStep={(step) => <HursagmuStep step={step} editor={editor} />}
      reviewWording={REVIEW_WORDING}
      reviewSummary={<PurseSummary editor={editor} />}
      onFinish={onFinish}
      showSection={showSection}
    />
  );
});

function HursagmuStep({ step, editor }: { step: GameStepOf<typeof HURSAGMU_BUILDER>; editor: HursagmuEditor }) {
  switch (step) {
    case 'traits':
      return <TraitsStep editor={editor} />;
    case 'gifts':
      return <GiftsStep editor={editor} />;
    case 'equipment':
      return <EquipmentStep editor={editor} />;
  }
}

/** The review's purse: equipment is bought from the starting coins, and unspent points carry into play. */
const PurseSummary = observer(function PurseSummary({ editor }: { editor: HursagmuEditor }) {
  const sheet = creationSheet(editor);
  if (sheet === undefined) return null;
  return (
    <p>
      Purse after buying equipment:{' '}
      {sheet.coins >= 0 ? formatCoins(sheet.coins) : `over by ${formatCoins(-sheet.coins)}`}. Unspent character points
      carry into play as experience.
    </p>
  );
});
