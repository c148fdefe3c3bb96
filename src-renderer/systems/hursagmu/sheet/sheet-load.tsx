import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  BASE_MOVEMENT,
  itemLabel,
  movement,
  itemWeight,
  type HursagmuSheet,
} from '../../../../shared/rules/systems/hursagmu';
import { MINUS, pounds, figure, wholePercent } from '../../../base/format';
import { Why } from '../../../components/explain/why-button';
import { loadText } from './format';
import { ColumnHeads, figures } from '../../../components/column-heads';

/** How movement was worked out ("ENCOUNTERS" > Movement; "EQUIPMENT" > Encumbrance), ending in the sheet's number. */
function movementText(sheet: HursagmuSheet): string {
  const athleticsId = sheet.revised ? 'athlete' : 'athletics';
  const athletics = sheet.traits.find((t) => t.id === athleticsId);
  const level = athletics?.level ?? 0;
  const armor = sheet.armor?.points ?? 0;
  // The same formula without the load, so the explanation's sum and the sheet's number agree.
  const base = movement(level, armor, { movementDivisor: 1 });
  const sum = `${BASE_MOVEMENT} + ${athletics?.name ?? 'Athletics'} ${figure(level)}${armor > 0 ? ` ${MINUS} armor ${figure(armor)}` : ''} = ${figure(base)}`;
  const divisor = sheet.encumbrance.movementDivisor;
  if (divisor === null) return `${sum}, but the character carries the full lift and cannot move.`;
  if (divisor === 1) return `${sum} spaces per action.`;
  return `${sum}, ${divisor === 2 ? 'halved' : 'quartered'} for the load and rounded down.`;
}

/** Strength, lift, every carried item with its weight, the encumbrance it gives and the movement left. */
export const SheetLoad = observer(function SheetLoad({ sheet }: { sheet: HursagmuSheet }) {
  const id = useId();
  const listId = useId();
  const load = loadText(sheet.encumbrance.level);
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Lift, load and movement</h3>
      <dl className="sheet-facts">
        <dt>Lift</dt>
        <dd>
          <span className="big-number">{pounds(sheet.lift)}</span>
          <Why path="sheet.lift" term="Lift" value={pounds(sheet.lift)} />{' '}
          <span className="how">(Strength {figure(sheet.strength)}, by the book's lift table)</span>
        </dd>
        <dt>Carried</dt>
        <dd>
          <span className="big-number">{pounds(sheet.carried)}</span>
          <Why path="sheet.carried" term="Carried" value={pounds(sheet.carried)} />{' '}
          <span className="how">
            ({wholePercent(sheet.encumbrance.percent === Infinity ? 100 : sheet.encumbrance.percent)} of lift; armor is
            worn at 10 lb per point, coins weigh nothing)
          </span>
        </dd>
        <dt>Encumbrance</dt>
        <dd>
          <strong>{load.name}</strong>
          <Why path="sheet.encumbrance.level" term="Encumbrance" value={load.name} />{' '}
          <span className="how">({load.effect})</span>
        </dd>
        <dt>Movement</dt>
        <dd>
          <span className="big-number">{figure(sheet.movement)}</span>
          <Why path="sheet.movement" term="Movement" value={figure(sheet.movement)} />{' '}
          <span className="how">{movementText(sheet)}</span>
        </dd>
      </dl>
      <h4 id={listId}>What is carried</h4>
      {sheet.equipment.length === 0 ? (
        <p className="empty-state">Nothing.</p>
      ) : (
        <table className="sheet-table" aria-labelledby={listId}>
          <ColumnHeads columns={['Item', figures('Weight')]} />
          <tbody>
            {sheet.equipment.map((item) => (
              <tr key={item.id}>
                <th scope="row">{itemLabel(item)}</th>
                <td className="num">
                  {item.kind === 'focus' && sheet.foci.find((f) => f.id === item.id)?.weight === null
                    ? 'immobile'
                    : pounds(itemWeight(item))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
