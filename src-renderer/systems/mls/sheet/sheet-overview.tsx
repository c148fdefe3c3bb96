import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  formatAge,
  PRIMARY_TRAIT_NAMES,
  RACES,
  TRAINING_COST,
  type MlsSheet,
} from '../../../../shared/rules/systems/mls';
import { Why } from '../../../components/explain/why-button';
import { levelText } from '../controls/format';
import { countOf, cps } from '../../../base/format';

/** Who the character is and what they have: race, age, occupation, CPs, money, favour and training. */
export const SheetOverview = observer(function SheetOverview({ sheet }: { sheet: MlsSheet }) {
  const id = useId();
  const race = RACES[sheet.race];
  const occupation = sheet.secondaries.find((s) => s.occupation);
  const occupationAt = occupation ? sheet.secondaries.indexOf(occupation) : -1;
  const left = sheet.cp.earned - sheet.cp.spent;
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Character</h3>
      <dl className="sheet-facts">
        <dt>Race</dt>
        <dd>{race.name}</dd>
        <dt>Age</dt>
        <dd>
          {formatAge(sheet.race, sheet.ageIncrements)}
          <Why path="sheet.age.years" term="Age in years" value={sheet.age.years} />
          <Why path="sheet.ageIncrements" term="Age increments past base age" value={sheet.ageIncrements} />{' '}
          <span className="how">
            (base age {race.baseAge} + {countOf(sheet.ageIncrements, 'increment', 'increments')} of{' '}
            {race.incrementMonths} months; started at {formatAge(sheet.race, sheet.startIncrements)})
          </span>
        </dd>
        <dt>Occupation</dt>
        <dd>
          {occupation
            ? `${occupation.name} at ${occupation.level === null ? 'not acquired' : levelText(occupation.level)}`
            : 'None chosen'}
          {occupation && occupation.level !== null && (
            <Why
              path={`sheet.secondaries.${occupationAt}.level`}
              term={`${occupation.name}'s level`}
              value={levelText(occupation.level)}
            />
          )}
        </dd>
        <dt>CPs earned</dt>
        <dd>
          {sheet.cp.earned}
          <Why path="sheet.cp.earned" term="CPs earned" value={sheet.cp.earned} />
        </dd>
        <dt>CPs spent</dt>
        <dd>
          {sheet.cp.spent}
          <Why path="sheet.cp.spent" term="CPs spent" value={sheet.cp.spent} />
        </dd>
        <dt>CPs unspent</dt>
        <dd>
          <span className="big-number">{left}</span> <span className="how">(earned minus spent)</span>
        </dd>
        <dt>Florins</dt>
        <dd>
          {sheet.florins}
          <Why path="sheet.florins" term="Florins" value={sheet.florins} />
        </dd>
        <dt>Favour</dt>
        <dd>
          {sheet.favour}
          <Why path="sheet.favour" term="Favour" value={sheet.favour} />
        </dd>
        <dt>Training</dt>
        <dd>
          {sheet.training
            ? `${PRIMARY_TRAIT_NAMES[sheet.training]} trained up by one level until the next age increment (${cps(TRAINING_COST)})`
            : 'No primary trait trained up'}
        </dd>
      </dl>
    </section>
  );
});
