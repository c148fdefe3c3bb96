import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { formatCoins, LIST_ITEMS, unitsOf, type ListItem } from '../../../../shared/rules/systems/hursagmu';
import { copyCreation } from '../../../components/builder/creation-option';
import { changeOption, equipmentId, type HursagmuEditor } from '../controls/creation-change';
import { pounds } from '../../../base/format';
import { SubmitWithProblem } from '../../../components/builder/form-parts';

const LISTS: { list: ListItem['list']; label: string }[] = [
  { list: 'gear', label: 'Gear' },
  { list: 'food', label: 'Food' },
  { list: 'clothing', label: 'Clothing' },
  { list: 'shelter', label: 'Shelter' },
];

/** The book's food, clothing, shelter and gear lists ("EQUIPMENT"), bought by quantity from the purse. */
export const GearForm = observer(function GearForm({ editor }: { editor: HursagmuEditor }) {
  const ids = { heading: useId(), item: useId(), quantity: useId(), problem: useId() };
  const [itemId, setItemId] = useState('backpack');
  const [quantity, setQuantity] = useState(1);
  const creation = editor.creation!;
  const item = LIST_ITEMS[itemId]!;
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= 100000;

  const next = copyCreation(creation);
  const owned = next.equipment.find((e) => e.kind === 'gear' && e.item === itemId);
  if (owned && owned.kind === 'gear') owned.quantity += valid ? quantity : 0;
  else
    next.equipment.push({
      kind: 'gear',
      id: equipmentId(item.name, creation),
      item: itemId,
      quantity: valid ? quantity : 1,
    });
  const option = valid
    ? changeOption(editor, next, `Buy ${quantity} × ${item.name}`, `buy ${quantity} × ${item.name}`, {
        coins: true,
      })
    : undefined;
  const problem = valid ? option?.blocked : 'Enter a whole number from 1 up for the quantity.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (option && !option.blocked) {
      option.apply();
      setQuantity(1);
    }
  };

  return (
    <form className="trait-form" onSubmit={submit} aria-labelledby={ids.heading} noValidate>
      <h3 id={ids.heading}>Buy from the lists</h3>
      <div className="field-row">
        <label htmlFor={ids.item}>Item</label>
        <select id={ids.item} value={itemId} onChange={(e) => setItemId(e.target.value)}>
          {LISTS.map((l) => (
            <optgroup key={l.list} label={l.label}>
              {Object.entries(LIST_ITEMS)
                .filter(([, x]) => x.list === l.list)
                .map(([id, x]) => (
                  <option key={id} value={id}>
                    {x.name}: {formatCoins(x.price)}
                    {x.unit ? ` per ${x.unit}` : ''}, {pounds(x.weight)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field-row">
        <label htmlFor={ids.quantity}>Quantity{item.unit ? ` (${unitsOf(item.unit, 2)})` : ''}</label>
        <input
          id={ids.quantity}
          type="number"
          min={1}
          value={Number.isNaN(quantity) ? '' : quantity}
          onChange={(e) => setQuantity(e.target.valueAsNumber)}
        />
        {valid && (
          <p className="hint">
            {quantity} × {formatCoins(item.price)} = {formatCoins(item.price * quantity)}, weighing{' '}
            {pounds(item.weight * quantity)}.
          </p>
        )}
      </div>
      <SubmitWithProblem
        label={option ? option.label : `Buy ${item.name}`}
        disabled={problem !== undefined}
        problemId={ids.problem}
        problem={problem}
        alert={false}
        why={option?.why}
      />
    </form>
  );
});
