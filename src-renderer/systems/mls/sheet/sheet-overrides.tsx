import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import type { MlsSheet } from '../../../../shared/rules/systems/mls';

/** Errors a game master accepted for this character, each with the reason given and the rule it set aside. */
export const SheetOverrides = observer(function SheetOverrides({ sheet, findings }: { sheet: MlsSheet; findings: readonly Finding[] }) {
  const id = useId();
  return (
    <section className="mls-sheet-group" aria-labelledby={id}>
      <h3 id={id}>Game master overrides</h3>
      {sheet.overrides.length === 0 ? (
        <p className="empty-state">None: every rule applies.</p>
      ) : (
        <ul className="mls-overrides" aria-labelledby={id}>
          {sheet.overrides.map((o) => {
            const accepted = findings.find((f) => f.overridden?.event === o.event);
            return (
              <li key={o.event}>
                <strong>Reason: {o.reason}</strong>
                <span className="mls-how">
                  {' '}
                  {accepted ? `Accepts: ${accepted.message}` : `Accepts the rule ${o.code}${o.path ? ` at ${o.path}` : ''}.`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
