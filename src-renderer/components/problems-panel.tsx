import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { FileProblem } from '../../shared/model';

/** Files of the campaign that could not be opened, each with what to do about it. */
export const ProblemsPanel = observer(function ProblemsPanel({ problems }: { problems: readonly FileProblem[] }) {
  const headingId = useId();
  if (problems.length === 0) return null;
  return (
    <section className="problems-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {problems.length === 1 ? 'One file could not be opened' : `${problems.length} files could not be opened`}
      </h2>
      <p>The rest of the campaign works as usual. These files have not been changed.</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.file}>
            <code className="file-name">{problem.file}</code>
            <span className="problem-message">{problem.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
});
