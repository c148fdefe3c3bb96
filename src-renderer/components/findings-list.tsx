import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Finding } from '../../shared/rules/core/findings';

/**
 * What the rules say about a character: standing errors first, then
 * warnings, then errors a game master overrode, each marked with the reason.
 */
export const FindingsList = observer(function FindingsList({
  findings,
  title = 'Problems',
  level = 2,
}: {
  findings: readonly Finding[];
  title?: string;
  /** The heading level, so the list fits the outline of the section it sits in. */
  level?: 2 | 3 | 4;
}) {
  const Heading = `h${level}` as const;
  const headingId = useId();
  const standing = findings.filter((f) => f.severity === 'error' && !f.overridden);
  const warnings = findings.filter((f) => f.severity === 'warning');
  const overridden = findings.filter((f) => f.severity === 'error' && f.overridden);
  const ordered = [...standing, ...warnings, ...overridden];
  return (
    <section className="findings-list" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {ordered.length === 0 ? (
        <p className="findings-none">Nothing to fix: the character follows every rule.</p>
      ) : (
        <ul>
          {ordered.map((f, i) => (
            <li
              key={`${f.code}:${f.path}:${i}`}
              className={`finding finding-${f.overridden ? 'overridden' : f.severity}`}
            >
              <span className="finding-severity">
                {f.overridden ? 'Overridden' : f.severity === 'error' ? 'Error' : 'Warning'}:
              </span>{' '}
              {f.message}
              {f.overridden && <span className="finding-reason"> Game master’s reason: {f.overridden.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
