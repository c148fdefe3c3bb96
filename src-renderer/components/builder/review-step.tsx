import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import { isStandingError, type Finding } from '../../../shared/rules/core/findings';
import { mainBudget, type Budget } from '../../../shared/rules/core/system';
import type { PointsVocabulary } from '../../contract/game-screens';
import type { AnyCharacterEditor } from '../../contract/character-editor';
import { CHARACTER_POINTS } from '../budget-bar';
import { calendarDate, signed } from '../../base/format';
import { FindingsList } from '../findings-list';
import { focusHeadingAfter, keepFocusAfter } from '../keep-focus';
import { OverrideForm } from '../override-form';
import { REVIEW_STEP, type BuilderPlan } from './builder-plan';
import { creationSheet } from './creation-sheet';
import { LineWhy, lineExplainer } from '../budget-bar';

/** How a game words its review. */
export interface ReviewWording {
  /** Who may accept an error, as the game names them: "the game master", "The Master". */
  master: string;
  /** The hint beside Finish once nothing is left to fix. */
  ready: string;
  /** Where play goes on after finishing, e.g. "advancement happens in Advance". */
  afterFinish: string;
  /** The points a character is built with, in the game's words; character points (CPs) when not given. */
  points?: PointsVocabulary;
}

/** Beside Finish: what stands in its way (a quiet note when it is only steps still to do), or that it is ready. */
function finishHelp(wrong: number, toDo: number, wording: ReviewWording): string {
  const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);
  if (wrong > 0) {
    return `Finishing needs every error fixed, or accepted by ${wording.master} with a reason (below): ${count(wrong, 'one error stands', 'errors stand')}${toDo > 0 ? `, and ${count(toDo, 'one thing is', 'things are')} still to do` : ''}.`;
  }
  if (toDo > 0)
    return `Finishing comes once ${toDo === 1 ? 'the one thing' : `the ${toDo} things`} still to do (above) ${toDo === 1 ? 'is' : 'are'} done, or accepted by ${wording.master} with a reason (below).`;
  return `${wording.ready} Finishing makes the creation choices read-only; "Edit creation" reopens them.`;
}

/**
 * The review: the budget item by item, anything the game adds (`summary`), what is still to do and what is
 * still wrong, each with a way to the step for it, and Finish, which with either standing is only possible
 * through an override with a reason.
 */
export const ReviewStep = observer(function ReviewStep<Id extends string>({
  editor,
  plan,
  goTo,
  onFinish,
  wording,
  summary,
}: {
  editor: AnyCharacterEditor;
  plan: BuilderPlan<Id>;
  goTo(step: Id | typeof REVIEW_STEP): void;
  onFinish?: (() => void) | undefined;
  wording: ReviewWording;
  summary?: ReactNode;
}) {
  const [finished, setFinished] = useState(false);
  const finishHelpId = useId();
  const created = creationBudget(editor);
  const standing = editor.findings.filter(isStandingError);
  // What a step still asks for (its choice not made yet) is something to do, said quietly; the rest is wrong.
  const byStep = plan.errorsByStep(standing);
  const incomplete = (f: Finding) => {
    const step = plan.stepOf(f);
    return step !== REVIEW_STEP && !plan.isComplete(step, editor.creation, true, byStep.get(step) ?? []);
  };
  const toDo = standing.filter(incomplete);
  const wrong = standing.filter((f) => !incomplete(f));
  const others = editor.findings.filter((f) => !isStandingError(f));
  const overrides = editor.findings.filter((f) => f.overridden).length;
  const points = wording.points ?? CHARACTER_POINTS;

  const finish = () => {
    editor.finishCreation();
    setFinished(true);
    onFinish?.();
  };
  // Finished and not reopened: the choices are closed, and Finish has nothing left to do.
  const closed = editor.finished && editor.reopenedBecause === undefined;
  const finishedOn = editor.file.events.find((e) => e.type === 'finish')?.date;

  return (
    <div className="builder-step-body">
      {created && <ReviewBudget {...created} points={points} editor={editor} />}
      {summary}
      <StillToDo toDo={toDo} plan={plan} goTo={goTo} />
      <StillWrong
        wrong={wrong}
        toDo={toDo.length}
        overrides={overrides}
        master={wording.master}
        plan={plan}
        goTo={goTo}
      />
      {/* Level 3: the list sits under the review's own heading. */}
      {others.length > 0 && <FindingsList findings={others} title="Warnings and accepted errors" level={3} />}
      <div className="finish">
        {closed ? (
          <p role="status" className="finish-message">
            {finished
              ? `${editor.file.name} is ready to play. Open the Sheet to see every value; ${wording.afterFinish}.`
              : `${editor.file.name} was finished${finishedOn ? ` on ${calendarDate(finishedOn)}` : ''}; ${wording.afterFinish}.`}
          </p>
        ) : (
          <>
            <button
              type="button"
              className="primary"
              disabled={standing.length > 0}
              aria-describedby={finishHelpId}
              onClick={(event) => {
                // Finishing opens the sheet in the builder's place: focus starts at the top of the page again.
                // Where the review stays, the message that replaces Finish is next to it.
                if (onFinish) focusHeadingAfter(event.currentTarget);
                else keepFocusAfter(event.currentTarget);
                finish();
              }}
            >
              Finish the character
            </button>
            <p id={finishHelpId} className={wrong.length > 0 ? 'field-problem' : 'hint'}>
              {finishHelp(wrong.length, toDo.length, wording)}
            </p>
          </>
        )}
      </div>
      {standing.length > 0 && <OverrideForm editor={editor} />}
    </div>
  );
});

/**
 * The budget the review shows, with the sheet its lines are explained from: the creation's own, made from the
 * creation choices alone. Before play it is the character's budget; after play, the review is of what creation
 * spent, as every price in the builder counts it, not of what play has earned and spent since.
 */
function creationBudget(editor: AnyCharacterEditor): { budget: Budget; sheet: unknown } | undefined {
  const sheet = creationSheet(editor);
  if (sheet === undefined || editor.budget === undefined) return undefined;
  return { budget: mainBudget(editor.system, sheet), sheet };
}

/** The budget item by item, in the game's points, each line with its "Why?" as the budget bar has it. */
function ReviewBudget({
  budget,
  sheet,
  points,
  editor,
}: {
  budget: Budget;
  sheet: unknown;
  points: PointsVocabulary;
  editor: AnyCharacterEditor;
}) {
  const explain = lineExplainer(editor, sheet);
  const currency = editor.system.currencies[0]?.id ?? '';
  return (
    <table className="review-budget">
      <caption>
        {points.long}: {points.format(budget.earned)} available, {points.format(budget.spent)} spent,{' '}
        {points.format(budget.left)} left
      </caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">{points.short}</th>
        </tr>
      </thead>
      <tbody>
        {budget.items.map((item, i) => (
          <tr key={`${item.path}:${i}`}>
            <th scope="row">{item.label}</th>
            <td>
              {signed(item.amount)}
              <LineWhy currency={currency} item={item} format={points.format} explain={explain} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a step still asks for (a choice not made yet), each with a way to its step; nothing when there is none. */
function StillToDo<Id extends string>({
  toDo,
  plan,
  goTo,
}: {
  toDo: Finding[];
  plan: BuilderPlan<Id>;
  goTo(step: Id | typeof REVIEW_STEP): void;
}) {
  const toDoId = useId();
  if (toDo.length === 0) return null;
  return (
    <section aria-labelledby={toDoId}>
      <h3 id={toDoId}>Still to do</h3>
      <ul className="review-findings" aria-label="Still to do">
        {toDo.map((f, i) => {
          const step = plan.stepOf(f);
          return (
            <li key={`${f.code}@${f.path}:${i}`} className="finding finding-to-do">
              <span>{f.message}</span>{' '}
              <button type="button" className="link-button" onClick={() => goTo(step)}>
                Go to {plan.label(step)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The errors that stand, each with a way to the step that fixes it; or that the character follows every rule. */
function StillWrong<Id extends string>({
  wrong,
  toDo,
  overrides,
  master,
  plan,
  goTo,
}: {
  wrong: Finding[];
  /** How many things are still to do. */
  toDo: number;
  /** How many errors were accepted. */
  overrides: number;
  master: string;
  plan: BuilderPlan<Id>;
  goTo(step: Id | typeof REVIEW_STEP): void;
}) {
  const wrongId = useId();
  const heading =
    wrong.length === 0
      ? toDo === 0
        ? 'Nothing left to fix'
        : 'Nothing wrong so far'
      : wrong.length === 1
        ? 'One thing still wrong'
        : `${wrong.length} things still wrong`;
  return (
    <section aria-labelledby={wrongId}>
      <h3 id={wrongId}>{heading}</h3>
      {wrong.length === 0 ? (
        toDo === 0 && (
          <p>
            The character follows every rule
            {overrides > 0
              ? `, with ${overrides === 1 ? 'one error' : `${overrides} errors`} accepted by ${master}`
              : ''}
            .
          </p>
        )
      ) : (
        <ul className="review-findings" aria-label="Still wrong">
          {wrong.map((f, i) => {
            const step = plan.stepOf(f);
            return (
              <li key={`${f.code}@${f.path}:${i}`} className="finding finding-error">
                <span>{f.message}</span>{' '}
                {step !== REVIEW_STEP && (
                  <button type="button" className="link-button" onClick={() => goTo(step)}>
                    Fix in {plan.label(step)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
