import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { isStandingError } from '../../../../shared/rules/core/findings';
import { formatCoins } from '../../../../shared/rules/systems/hursagmu';
import { cps } from '../../../components/budget-bar';
import { FindingsList } from '../../../components/findings-list';
import { OverrideForm } from '../../../components/override-form';
import type { HursagmuEditor } from '../controls/creation-change';
import { stepLabel, stepOfFinding, type BuilderStepId } from './steps';

/**
 * The review: the character points item by item, the purse, everything still wrong with a way to the step
 * that fixes it, and Finish, which with errors standing is only possible through The Master's override with
 * a reason.
 */
export const ReviewStep = observer(function ReviewStep({
  editor,
  goTo,
  onFinish,
}: {
  editor: HursagmuEditor;
  goTo(step: BuilderStepId): void;
  onFinish?: (() => void) | undefined;
}) {
  const [finished, setFinished] = useState(false);
  const wrongId = useId();
  const finishHelpId = useId();
  const budget = editor.budget;
  const sheet = editor.sheet!;
  const standing = editor.findings.filter(isStandingError);
  const others = editor.findings.filter((f) => !isStandingError(f));
  const overrides = editor.findings.filter((f) => f.overridden).length;

  const finish = () => {
    setFinished(true);
    onFinish?.();
  };

  return (
    <div className="builder-step-body">
      {budget && (
        <table className="review-budget">
          <caption>
            Character points: {cps(budget.earned)} available, {cps(budget.spent)} spent, {cps(budget.left)} left
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">CPs</th>
            </tr>
          </thead>
          <tbody>
            {budget.items.map((item, i) => (
              <tr key={`${item.path}:${i}`}>
                <th scope="row">{item.label}</th>
                <td>{item.cp > 0 ? `+${item.cp}` : `−${-item.cp}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        Purse after buying equipment: {sheet.coins >= 0 ? formatCoins(sheet.coins) : `over by ${formatCoins(-sheet.coins)}`}. Unspent character points carry
        into play as experience.
      </p>
      <section aria-labelledby={wrongId}>
        <h3 id={wrongId}>{standing.length === 0 ? 'Nothing left to fix' : standing.length === 1 ? 'One thing still wrong' : `${standing.length} things still wrong`}</h3>
        {standing.length === 0 ? (
          <p>The character follows every rule{overrides > 0 ? `, with ${overrides === 1 ? 'one error' : `${overrides} errors`} accepted by The Master` : ''}.</p>
        ) : (
          <ul className="review-findings" aria-label="Still wrong">
            {standing.map((f, i) => {
              const step = stepOfFinding(f);
              return (
                <li key={`${f.code}@${f.path}:${i}`} className="finding finding-error">
                  <span>{f.message}</span>{' '}
                  {step !== 'review' && (
                    <button type="button" className="link-button" onClick={() => goTo(step)}>
                      Fix in {stepLabel(step)}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {others.length > 0 && <FindingsList findings={others} title="Warnings and accepted errors" level={3} />}
      <div className="finish">
        <button type="button" className="primary" disabled={standing.length > 0} aria-describedby={finishHelpId} onClick={finish}>
          Finish the character
        </button>
        <p id={finishHelpId} className={standing.length > 0 ? 'step-blocked' : 'hint'}>
          {standing.length > 0
            ? `Finishing needs every error fixed, or accepted by The Master with a reason (below): ${standing.length === 1 ? 'one error stands' : `${standing.length} errors stand`}.`
            : 'The character is ready to play; the sheet shows every value and any accepted error.'}
        </p>
        {finished && standing.length === 0 && (
          <p role="status" className="finish-message">
            {editor.file.name} is ready to play. Open the Sheet to see every value; experience and raises happen in Advance.
          </p>
        )}
      </div>
      {standing.length > 0 && <OverrideForm editor={editor} />}
    </div>
  );
});
