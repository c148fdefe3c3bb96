import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { Why } from '../../../components/explain/why-button';
import { figure } from '../../../base/format';
import { characterPoints, experiencePoints } from '../points';

/** Coins as gold, silver and copper, and experience earned, spent and unspent. */
export const SheetPurse = observer(function SheetPurse({ sheet }: { sheet: HursagmuSheet }) {
  const id = useId();
  const x = sheet.experience;
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Money and experience</h3>
      <dl className="sheet-facts">
        <dt>Money</dt>
        <dd>
          <span className="big-number">
            {figure(sheet.purse.gc)} gc {sheet.purse.sc} sc {sheet.purse.cc} cc
          </span>{' '}
          <Why path="sheet.coins" term="Money in copper coins" value={figure(sheet.coins)} />{' '}
          <span className="how">({figure(sheet.coins)} cc in all; 1 gc = 10 sc = 100 cc)</span>
        </dd>
        <dt>Experience earned</dt>
        <dd>
          {experiencePoints(x.earned)}
          <Why path="sheet.experience.earned" term="Experience earned" value={figure(x.earned)} />{' '}
          <span className="how">
            ({characterPoints(x.fromCreation)} left from creation + {figure(x.awarded)} awarded)
          </span>
        </dd>
        <dt>Experience spent</dt>
        <dd>
          {experiencePoints(x.spent)}
          <Why path="sheet.experience.spent" term="Experience spent" value={figure(x.spent)} />
        </dd>
        <dt>Experience unspent</dt>
        <dd>
          <span className="big-number">{experiencePoints(x.unspent)}</span>
          <Why path="sheet.experience.unspent" term="Experience unspent" value={figure(x.unspent)} />{' '}
          <span className="how">(earned minus spent)</span>
        </dd>
      </dl>
    </section>
  );
});
