import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { ENCUMBRANCE_LEVELS, type HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { capitalise, pounds, wholePercent } from '../../../base/format';
import { loadName } from './format';
import './controls.css';

const THRESHOLDS = ENCUMBRANCE_LEVELS.filter((l) => l.fromPercent > 0)
  .map((l) => `${l.fromPercent}% ${loadName(l.level)}`)
  .join(', ');

/**
 * What the character carries against what they can lift, the encumbrance that follows and the movement left,
 * each with where it comes from ("EQUIPMENT" > Encumbrance, "ENCOUNTERS" > Movement).
 */
export const LoadSummary = observer(function LoadSummary({
  sheet,
  title = 'Load and movement',
}: {
  sheet: HursagmuSheet;
  title?: string;
}) {
  const headingId = useId();
  const load = sheet.encumbrance;
  const armor = sheet.armor?.points ?? 0;
  const athletics = sheet.traits.find((t) => t.id === (sheet.revised ? 'athlete' : 'athletics'));
  const percent = Number.isFinite(load.percent) ? wholePercent(load.percent) : 'more than 100%';
  return (
    <section className="hursagmu-load" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <dl className="hursagmu-figures">
        <div>
          <dt>Carried</dt>
          <dd>
            <strong>{pounds(sheet.carried)}</strong> <span className="hint">everything owned, worn armor included</span>
          </dd>
        </div>
        <div>
          <dt>Lift</dt>
          <dd>
            <strong>{pounds(sheet.lift)}</strong> <span className="hint">from Strength {sheet.strength}</span>
          </dd>
        </div>
        <div>
          <dt>Encumbrance</dt>
          <dd>
            <strong>{capitalise(loadName(load.level))}</strong>{' '}
            <span className="hint">
              {percent} of lift ({THRESHOLDS}){load.penalty ? `; ${load.penalty} to agile traits` : ''}
            </span>
          </dd>
        </div>
        <div>
          <dt>Movement</dt>
          <dd>
            <strong>{sheet.movement} spaces</strong>{' '}
            <span className="hint">
              {load.movementDivisor === null
                ? 'none while carrying more than the lift'
                : `10 + ${athletics?.name ?? 'Athletics'} ${athletics?.level ?? 0} − armor ${armor}${load.movementDivisor > 1 ? `, divided by ${load.movementDivisor} for the load` : ''}`}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
});
