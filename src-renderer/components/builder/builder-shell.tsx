import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AnyCharacterEditor } from '../../contract/character-editor';
import { SectionPlaceContext } from '../section-place';
import { REVIEW_STEP, type BuilderPlan } from './builder-plan';
import './builder.css';
import { CreationGate } from './creation-gate';
import { ReviewStep, type ReviewWording } from './review-step';
import { StartBuilding } from './start-building';

/**
 * The steps the player has opened, per open character: kept while its editor is, so leaving the Build section
 * for the sheet and coming back does not turn visited steps back into steps "to do".
 */
const visitedByEditor = new WeakMap<object, Set<string>>();

function visitedSteps(editor: object): Set<string> {
  let visited = visitedByEditor.get(editor);
  if (!visited) {
    visited = new Set();
    visitedByEditor.set(editor, visited);
  }
  return visited;
}

export interface BuilderShellProps<Id extends string> {
  editor: AnyCharacterEditor;
  /** The game's steps and which findings each one fixes. */
  plan: BuilderPlan<Id>;
  /** The game's class on the builder, for its own styles, e.g. "mls-builder". */
  className: string;
  /** The game's content for one of its steps (every step but the review). */
  renderStep(step: Id): ReactNode;
  /** How the review names who accepts errors and what comes after finishing. */
  reviewWording: ReviewWording;
  /** What the game shows in the review after the budget, e.g. the purse. */
  reviewSummary?: ReactNode;
  /** Called when the player finishes a legal character (or one whose errors were accepted). */
  onFinish?: (() => void) | undefined;
  /** Without `onFinish`, finishing opens the character page's Sheet section through this. */
  showSection?: ((id: string) => void) | undefined;
}

/**
 * A step-by-step character builder. Steps can be visited in any order; the step list shows which are still
 * to do, which are done and which have errors (see BuilderPlan.status), and the page's budget bar stays in view. Every change goes through the
 * editor, so undo, redo and saving work for each one. On the character page the step shown is part of the
 * address (see SectionPlace), so a reload returns to it.
 */
export const BuilderShell = observer(function BuilderShell<Id extends string>({
  editor,
  plan,
  className,
  renderStep,
  reviewWording,
  reviewSummary,
  onFinish,
  showSection,
}: BuilderShellProps<Id>) {
  type StepId = Id | typeof REVIEW_STEP;
  const finish = onFinish ?? (showSection ? () => showSection('sheet') : undefined);
  const place = useContext(SectionPlaceContext);
  const [ownStep, setOwnStep] = useState<StepId>(plan.first);
  const asked = place ? place.step : ownStep;
  // A step this builder does not have (an old or hand-made address) opens the first one.
  const current: StepId = plan.steps.find((s) => s.id === asked)?.id ?? plan.first;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const headingId = useId();

  useEffect(() => {
    // Focus follows the player to the new step, but not on first opening the builder.
    if (moved.current) heading.current?.focus();
  }, [current]);

  if (editor.creation === undefined || editor.sheet === undefined)
    return <StartBuilding editor={editor} className={className} />;

  const goTo = (step: StepId) => {
    moved.current = true;
    if (place) place.showStep(step);
    else setOwnStep(step);
  };
  // Every step shown so far counts as visited, however the player got there (a link, Back, the address).
  const visited = visitedSteps(editor);
  visited.add(current);
  const errors = plan.errorsByStep(editor.findings);
  const settled = editor.finished || editor.played;
  const index = plan.steps.findIndex((s) => s.id === current);
  const previous = plan.steps[index - 1];
  const next = plan.steps[index + 1];
  const readOnly = !editor.creationEditable;

  return (
    <div className={className}>
      <CreationGate editor={editor} />
      <div className="builder-layout">
        <nav className="builder-steps" aria-label="Builder steps">
          <ol>
            {plan.steps.map((s) => {
              const status = plan.status(s.id, {
                errors,
                creation: editor.creation,
                visited: visited.has(s.id),
                settled,
              });
              const words =
                status.kind === 'errors' ? `${status.count} ${status.count === 1 ? 'error' : 'errors'}` : status.kind;
              return (
                <li key={s.id}>
                  <button
                    type="button"
                    className={`builder-step-link${status.kind === 'errors' ? ' has-errors' : status.kind === 'to do' ? ' to-do' : ''}`}
                    aria-current={s.id === current ? 'step' : undefined}
                    onClick={() => goTo(s.id)}
                  >
                    <span>{s.label}</span>
                    <span className="builder-step-status">
                      <span className="visually-hidden">,</span> {words}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <section className="builder-step card" aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {plan.steps[index]!.label}
          </h2>
          {current === REVIEW_STEP ? (
            <ReviewStep
              editor={editor}
              plan={plan}
              goTo={goTo}
              onFinish={finish}
              wording={reviewWording}
              summary={reviewSummary}
            />
          ) : (
            // A closed creation shows every choice, and no control in it can act (the editor refuses changes too).
            <fieldset className="builder-choices" disabled={readOnly}>
              <legend className="visually-hidden">
                {readOnly ? `${plan.steps[index]!.label}, read-only` : plan.steps[index]!.label}
              </legend>
              {renderStep(current as Id)}
            </fieldset>
          )}
          <div className="builder-nav">
            {previous && (
              <button type="button" onClick={() => goTo(previous.id)}>
                Previous: {previous.label}
              </button>
            )}
            {next && (
              <button type="button" className="primary" onClick={() => goTo(next.id)}>
                Next: {next.label}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
});
