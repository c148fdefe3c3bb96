import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  type MlsSheet,
  type PrimarySheet,
} from '../../../../shared/rules/systems/mls';
import { offset } from '../../../base/format';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { Why } from '../../../components/explain/why-button';

/** How a primary trait's value is made up, in words for its title. */
export function primaryExplanation(p: PrimarySheet, trained: boolean): string {
  const parts = [`racial average ${p.average}`, `chosen ${offset(p.chosen)}`];
  if (p.reductions > 0) parts.push(`${p.reductions} lost to age`);
  if (trained) parts.push('+1 trained up until the next age increment');
  return `${parts.join(', ')}: ${p.value}`;
}

/** The eight primary traits: value, racial average, the creation choice, age reductions and training. */
export const SheetPrimaries = observer(function SheetPrimaries({ sheet }: { sheet: MlsSheet }) {
  const ids = { primaries: useId() };
  return (
    <section className="sheet-group" aria-labelledby={ids.primaries}>
      <h3 id={ids.primaries}>Primary traits</h3>
      <table className="sheet-table" aria-labelledby={ids.primaries}>
        <ColumnHeads
          columns={[
            'Trait',
            figures('Value'),
            figures('Racial average'),
            figures('Chosen'),
            figures('Lost to age'),
            'Trained up',
          ]}
        />
        <tbody>
          {PRIMARY_TRAITS.map((t) => {
            const p = sheet.primaries[t];
            const trained = sheet.training === t;
            const name = PRIMARY_TRAIT_NAMES[t];
            const at = `sheet.primaries.${t}`;
            return (
              <tr key={t}>
                <th scope="row">{name}</th>
                <td className="num" title={primaryExplanation(p, trained)}>
                  {p.value}
                  <Why path={`${at}.value`} term={name} value={p.value} />
                </td>
                <td className="num">
                  {p.average}
                  <Why path={`${at}.average`} term={`the racial average of ${name}`} value={p.average} />
                </td>
                <td className="num">
                  {offset(p.chosen)}
                  <Why path={`${at}.chosen`} term={`${name} chosen`} value={offset(p.chosen)} />
                </td>
                <td className="num">
                  {p.reductions > 0 ? `-${p.reductions}` : '–'}
                  <Why path={`${at}.reductions`} term={`${name} lost to age`} value={p.reductions} />
                </td>
                <td>{trained ? 'Yes, +1 until the next age increment' : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
});
