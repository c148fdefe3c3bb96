import { useId } from 'react';
import type { Finding } from '../../shared/rules/core/findings';
import type { PrintedOverride } from './print/print-overrides';
import './section-pages.css';

/**
 * Errors a game master accepted for this character, each with the reason given and the rule it set aside,
 * as a group of the live sheet. `title` names the game master as the game does ("The Master's overrides").
 */
export function SheetOverrides({
  overrides,
  findings,
  title,
}: {
  overrides: readonly PrintedOverride[];
  findings: readonly Finding[];
  title: string;
}) {
  const id = useId();
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {overrides.length === 0 ? (
        <p className="empty-state">None: every rule applies.</p>
      ) : (
        <ul className="sheet-list" aria-labelledby={id}>
          {overrides.map((o) => {
            const accepted = findings.find((f) => f.overridden?.event === o.event);
            return (
              <li key={o.event}>
                <strong>Reason: {o.reason}</strong>{' '}
                <span className="how">
                  {accepted
                    ? `Accepts: ${accepted.message}`
                    : `Accepts the rule ${o.code}${o.path ? ` at ${o.path}` : ''}.`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
