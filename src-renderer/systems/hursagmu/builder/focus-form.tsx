import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { focusLevels, focusWeight } from '../../../../shared/rules/systems/hursagmu';
import { copyCreation } from '../../../components/builder/creation-option';
import { changeOption, equipmentId, type HursagmuEditor } from '../controls/creation-change';
import { pounds } from '../../../base/format';
import { NameField, SubmitWithProblem, useNamedAddition } from '../../../components/builder/form-parts';

/**
 * A sorcerer's focus ("EQUIPMENT" > Foci): its length gives levels (8 at two feet, +2 per doubling) divided
 * between power and negation. The book gives foci no price.
 */
export const FocusForm = observer(function FocusForm({ editor }: { editor: HursagmuEditor }) {
  const ids = { heading: useId(), name: useId(), length: useId(), power: useId(), problem: useId() };
  const [length, setLength] = useState(2);
  const [power, setPower] = useState(4);
  const form = useNamedAddition();
  const creation = editor.creation!;
  const trimmed = form.trimmed;
  const lengthValid = Number.isFinite(length) && length >= 0.25 && length <= 100000;
  const levels = lengthValid ? focusLevels(length) : 0;
  const powerValid = Number.isInteger(power) && power >= 0 && power <= levels;
  const weight = lengthValid ? focusWeight(length) : null;

  const next = copyCreation(creation);
  next.equipment.push({
    kind: 'focus',
    id: equipmentId(trimmed || 'focus', creation),
    name: trimmed || 'focus',
    length,
    power,
    negation: levels - power,
  });
  const option =
    lengthValid && powerValid
      ? changeOption(
          editor,
          next,
          `Add the focus ${trimmed || ''}`.trimEnd() + `, power ${power}, negation ${levels - power}`,
          `add the focus ${trimmed}`,
          {
            price: () => 'no price',
          },
        )
      : undefined;
  const inputProblem = !lengthValid
    ? 'Enter a length from 0.25 feet up.'
    : !powerValid
      ? `Enter a power from 0 to ${levels}; the rest of the ${levels} levels go to negation.`
      : undefined;
  const shown = form.problem ?? inputProblem ?? option?.blocked;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return form.refuse('Type a name for the focus first, e.g. "Wand".');
    if (!option || option.blocked) return;
    form.add(option);
  };

  return (
    <form className="trait-form" onSubmit={submit} aria-labelledby={ids.heading} noValidate>
      <h3 id={ids.heading}>Make a focus</h3>
      <NameField id={ids.name} label="Focus name" form={form} />
      <div className="field-row">
        <label htmlFor={ids.length}>Length in feet</label>
        <input
          id={ids.length}
          type="number"
          min={0.25}
          step="any"
          value={Number.isNaN(length) ? '' : length}
          onChange={(e) => setLength(e.target.valueAsNumber)}
        />
      </div>
      <div className="field-row">
        <label htmlFor={ids.power}>Power</label>
        <input
          id={ids.power}
          type="number"
          min={0}
          max={levels}
          value={Number.isNaN(power) ? '' : power}
          onChange={(e) => setPower(e.target.valueAsNumber)}
        />
        {lengthValid && (
          <p className="hint">
            {length} ft gives {levels} levels: power {powerValid ? power : '?'}, negation{' '}
            {powerValid ? levels - power : '?'}.{' '}
            {weight === null ? 'A focus this size is immobile and is not carried.' : `Weighs ${pounds(weight)}.`}
          </p>
        )}
      </div>
      <SubmitWithProblem
        label={option ? option.label : 'Add the focus'}
        disabled={option === undefined || option.blocked !== undefined}
        problemId={ids.problem}
        problem={shown}
        alert={form.problem !== undefined}
      />
    </form>
  );
});
