import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import type { HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { figure } from '../../../components/format';
import { characterPoints, experiencePoints } from '../points';

/** Coins as gold, silver and copper, and experience earned, spent and unspent. */
export const SheetPurse = observer(function SheetPurse({ sheet }: { sheet: HursagmuSheet }) {
  const id = useId();
  const x = sheet.experience;
  return (
    <section className="hursagmu-sheet-group" aria-labelledby={id}>
      <h3 id={id}>Money and experience</h3>
      <dl className="hursagmu-facts">
        <dt>Money</dt>
        <dd>
          <span className="hursagmu-big-number">
            {figure(sheet.purse.gc)} gc {sheet.purse.sc} sc {sheet.purse.cc} cc
          </span>{' '}
          <span className="hursagmu-how">({figure(sheet.coins)} cc in all; 1 gc = 10 sc = 100 cc)</span>
        </dd>
        <dt>Experience earned</dt>
        <dd>
          {experiencePoints(x.earned)}{' '}
          <span className="hursagmu-how">
            ({characterPoints(x.fromCreation)} left from creation + {figure(x.awarded)} awarded)
          </span>
        </dd>
        <dt>Experience spent</dt>
        <dd>{experiencePoints(x.spent)}</dd>
        <dt>Experience unspent</dt>
        <dd>
          <span className="hursagmu-big-number">{experiencePoints(x.unspent)}</span> <span className="hursagmu-how">(earned minus spent)</span>
        </dd>
      </dl>
    </section>
  );
});

/** Errors The Master accepted for this character, each with the reason given and the rule set aside. */
export const SheetOverrides = observer(function SheetOverrides({ sheet, findings }: { sheet: HursagmuSheet; findings: readonly Finding[] }) {
  const id = useId();
  return (
    <section className="hursagmu-sheet-group" aria-labelledby={id}>
      <h3 id={id}>The Master's overrides</h3>
      {sheet.overrides.length === 0 ? (
        <p className="empty-state">None: every rule applies.</p>
      ) : (
        <ul className="hursagmu-list" aria-labelledby={id}>
          {sheet.overrides.map((o) => {
            const accepted = findings.find((f) => f.overridden?.event === o.event);
            return (
              <li key={o.event}>
                <strong>Reason: {o.reason}</strong>{' '}
                <span className="hursagmu-how">{accepted ? `Accepts: ${accepted.message}` : `Accepts the rule ${o.code}${o.path ? ` at ${o.path}` : ''}.`}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
