import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { AnyCharacterEditor, CharacterEditor } from '../../contract/character-editor';
import type { SectionProps } from '../../contract/game-screens';
import type { BuilderPlan, GameStepOf } from './builder-plan';
import { BuilderShell } from './builder-shell';
import type { ReviewWording } from './review-step';

/**
 * A game's Build section from its plan, for every game whose builder is the toolkit's shell: the game's class (for
 * its styles), how its review is worded, and its content for each step but the review.
 */
export function gameBuilder<Creation, Sheet, Settings, P extends BuilderPlan<string, never>>(parts: {
  plan: P;
  className: string;
  wording: ReviewWording;
  renderStep(step: GameStepOf<P>, editor: CharacterEditor<Creation, Sheet, Settings>): ReactNode;
}) {
  return observer(function GameBuilder({
    editor,
    showSection,
    onFinish,
  }: SectionProps<Creation, Sheet, Settings> & { onFinish?: (() => void) | undefined }) {
    return (
      <BuilderShell
        editor={editor as unknown as AnyCharacterEditor}
        plan={parts.plan as unknown as BuilderPlan<string>}
        className={parts.className}
        renderStep={(step) => parts.renderStep(step as GameStepOf<P>, editor)}
        reviewWording={parts.wording}
        onFinish={onFinish}
        showSection={showSection}
      />
    );
  });
}
