import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { isStandingError, type Finding } from '../../../shared/rules/core/findings';
import type { BuilderPlan } from './builder-plan';

/**
 * What is still wrong (or worth knowing) in one step, each finding as the rules package words it. While the
 * step's required choice is not made yet (see BuilderStep.complete), its findings say what is left to do and
 * are shown as quiet hints: an occupation not chosen yet is not an error the player made.
 */
export const StepFindings = observer(function StepFindings<Id extends string>({
  editor,
  plan,
  step,
}: {
  editor: { readonly findings: readonly Finding[]; readonly creation?: unknown };
  plan: BuilderPlan<Id>;
  step: Id;
}) {
  const headingId = useId();
  const findings = editor.findings.filter((f) => plan.stepOf(f) === step);
  if (findings.length === 0) return null;
  const toDo = !plan.isComplete(step, editor.creation, true, findings.filter(isStandingError));
  const standing = findings.some((f) => f.severity === 'error' && !f.overridden);
  return (
    <section className={`step-findings${toDo ? ' step-findings-to-do' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{toDo ? 'To do in this step' : standing ? 'Still to fix in this step' : 'Worth knowing'}</h3>
      <ul>
        {findings.map((f, i) => (
          <li
            key={`${f.code}@${f.path}:${i}`}
            className={`finding finding-${f.overridden ? 'overridden' : toDo && f.severity === 'error' ? 'to-do' : f.severity}`}
          >
            <span className="finding-severity">
              {f.overridden ? 'Accepted by the GM' : f.severity === 'error' ? (toDo ? 'To do' : 'Error') : 'Warning'}
              :{' '}
            </span>
            {f.message}
            {f.overridden && <span className="finding-reason"> Reason: {f.overridden.reason}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
});
