import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  NOTICEABLE_FROM,
  PERSONALITY_PAIRS,
  type MlsSheet,
  type PersonalityTrait,
} from '../../../../shared/rules/systems/mls';
import { capitalise } from '../../../base/format';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { Why } from '../../../components/explain/why-button';

function TraitCells({ sheet, trait }: { sheet: MlsSheet; trait: PersonalityTrait }) {
  const value = sheet.personality[trait];
  const noticeable = sheet.noticeable.includes(trait);
  return (
    <>
      <th scope="row">{capitalise(trait)}</th>
      <td
        className={`num${noticeable ? ' mls-noticeable' : ''}`}
        title={
          noticeable
            ? `${NOTICEABLE_FROM} or more: noticeable; to act against it the player must roll higher on 1d20.`
            : undefined
        }
      >
        {value}
        {noticeable ? ' (noticeable)' : ''}
        <Why path={`sheet.personality.${trait}`} term={capitalise(trait)} value={value} />
      </td>
    </>
  );
}

/** All fifteen personality pairs, each summing to 20, noticeable traits marked. */
export const SheetPersonality = observer(function SheetPersonality({ sheet }: { sheet: MlsSheet }) {
  const id = useId();
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Personality</h3>
      <p className="hint">Each pair adds up to 20. A trait at {NOTICEABLE_FROM} or more is noticeable.</p>
      <table className="sheet-table mls-personality-table" aria-labelledby={id}>
        <ColumnHeads columns={['Trait', figures('Value'), 'Opposite', figures('Value')]} />
        <tbody>
          {PERSONALITY_PAIRS.map(([first, second]) => (
            <tr key={first}>
              <TraitCells sheet={sheet} trait={first} />
              <TraitCells sheet={sheet} trait={second} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
