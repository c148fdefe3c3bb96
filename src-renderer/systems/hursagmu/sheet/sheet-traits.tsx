import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  giftDescription,
  traitDescription,
  type HursagmuSheet,
  type TraitSheet,
} from '../../../../shared/rules/systems/hursagmu';
import { Why } from '../../../components/explain/why-button';
import { About } from '../controls/about';
import { countOf, signed, figure } from '../../../base/format';
import { characterPoints, experiencePoints } from '../points';
import { ColumnHeads, figures } from '../../../components/column-heads';

/** Why a value differs from the level, e.g. "armor −3, encumbrance −4". */
function modifierText(t: TraitSheet): string {
  if (t.value === null) return 'Cannot be used: the character carries the full lift.';
  if (t.modifiers.length === 0) return '';
  return t.modifiers.map((m) => `${m.reason} ${signed(m.amount)}`).join(', ');
}

/** Every trait of the campaign: its level, and its value for 2d6 + value rolls with the reasons it differs. */
export const SheetTraits = observer(function SheetTraits({ sheet }: { sheet: HursagmuSheet }) {
  const id = useId();
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Traits</h3>
      <p className="how">
        A trait roll is 2d6 + the value; the value is the level with the modifiers shown beside it. Traits at 0 are
        human average.
      </p>
      <table className="sheet-table" aria-labelledby={id}>
        <ColumnHeads columns={['Trait', figures('Level'), figures('Value'), 'Modifiers']} />
        <tbody>
          {sheet.traits.map((t, i) => (
            <tr key={t.id} className={t.level > 0 ? 'hursagmu-trained' : undefined}>
              <th scope="row">
                {t.name}
                {t.campaign && <span className="how"> (campaign trait)</span>}
                <About description={traitDescription(t.id)} />
              </th>
              <td className="num">
                {figure(t.level)}
                <Why path={`sheet.traits.${i}.level`} term={`${t.name}’s level`} value={figure(t.level)} />
              </td>
              <td className="num">
                {t.value === null ? '—' : figure(t.value)}
                {t.value !== null && <Why path={`sheet.traits.${i}.value`} term={t.name} value={figure(t.value)} />}
              </td>
              <td className="how">{modifierText(t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});

/** Gifts with their costs, and The Master's approval for those bought with experience. */
export const SheetGifts = observer(function SheetGifts({ sheet }: { sheet: HursagmuSheet }) {
  const id = useId();
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Gifts</h3>
      {sheet.gifts.length === 0 ? (
        <p className="empty-state">No gifts.</p>
      ) : (
        <ul className="sheet-list" aria-labelledby={id}>
          {sheet.gifts.map((g, i) => (
            <li key={g.id}>
              <strong>{g.name}</strong>
              {g.limbs !== undefined && ` (${countOf(g.limbs, 'limb', 'limbs')})`}{' '}
              <span className="how">
                {g.reason
                  ? `${experiencePoints(g.cost)}; bought with experience, approved by The Master: ${g.reason}`
                  : characterPoints(g.cost)}
              </span>
              <Why path={`sheet.gifts.${i}.cost`} term={`the cost of ${g.name}`} value={figure(g.cost)} />
              <About description={giftDescription(g.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
