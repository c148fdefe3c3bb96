import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Finding } from '../../../shared/rules/core/findings';
import type { BuilderPlan } from './builder-plan';

/** What is still wrong (or worth knowing) in one step, each finding as the rules package words it. */
export const StepFindings = observer(function StepFindings<Id extends string>({
  editor,
  plan,
  step,
}: {
  editor: { readonly findings: readonly Finding[] };
  plan: BuilderPlan<Id>;
  step: Id;
}) {
  const headingId = useId();
  const findings = editor.findings.filter((f) => plan.stepOf(f) === step);
  if (findings.length === 0) return null;
  return (
    <section className="step-findings" aria-labelledby={headingId}>
      <h3 id={headingId}>{findings.some((f) => f.severity === 'error' && !f.overridden) ? 'Still to fix in this step' : 'Worth knowing'}</h3>
      <ul>
        {findings.map((f, i) => (
          <li key={`${f.code}@${f.path}:${i}`} className={`finding finding-${f.overridden ? 'overridden' : f.severity}`}>
            <span className="finding-severity">{f.overridden ? 'Accepted by the GM' : f.severity === 'error' ? 'Error' : 'Warning'}: </span>
            {f.message}
            {f.overridden && <span className="finding-reason"> Reason: {f.overridden.reason}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
});
