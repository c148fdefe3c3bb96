import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import {
  buildWeapon,
  WEAPON_SIZES,
  type WeaponOptions,
  type WeaponSize,
} from '../../../../shared/rules/systems/hursagmu';
import { copyCreation } from '../../../components/builder/creation-option';
import { changeOption, equipmentId, type HursagmuEditor } from '../controls/creation-change';
import { WeaponStatsList } from '../controls/weapon-stats';
import { NameField, SubmitWithProblem, useNamedAddition } from '../../../components/builder/form-parts';
import { capitalise } from '../../../base/format';
import { creationSheet } from '../../../components/builder/creation-sheet';

const FLAGS: { key: Exclude<keyof WeaponOptions, 'size'>; label: string }[] = [
  { key: 'throwable', label: 'Throwable (−2 damage, no penalty when thrown)' },
  { key: 'missile', label: 'Missile (−2 damage, two hands, ×10 price)' },
  { key: 'mechanical', label: 'Mechanical (+2 damage, no Strength added, ×10 price)' },
  { key: 'warOnly', label: 'Made only for war, like a sword (×10 price)' },
];

/**
 * The book's weapon builder ("EQUIPMENT" > Weapons): a size and options give damage, hands, concealment,
 * range, price and weight, all shown before the weapon is bought.
 */
export const WeaponForm = observer(function WeaponForm({ editor }: { editor: HursagmuEditor }) {
  const ids = { heading: useId(), name: useId(), size: useId(), problem: useId() };
  const [options, setOptions] = useState<WeaponOptions>({
    size: 'medium',
    throwable: false,
    missile: false,
    mechanical: false,
    warOnly: false,
  });
  const form = useNamedAddition();
  const creation = editor.creation!;
  const trimmed = form.trimmed;
  const stats = buildWeapon(options, creationSheet(editor)!.revised);

  const next = copyCreation(creation);
  next.equipment.push({
    kind: 'weapon',
    id: equipmentId(trimmed, creation),
    name: trimmed || 'weapon',
    size: options.size,
    ...(options.throwable ? { throwable: true } : {}),
    ...(options.missile ? { missile: true } : {}),
    ...(options.mechanical ? { mechanical: true } : {}),
    ...(options.warOnly ? { warOnly: true } : {}),
  });
  const option = changeOption(editor, next, `Buy ${trimmed || 'the weapon'}`, `buy ${trimmed || 'a weapon'}`, {
    coins: true,
  });
  const shown = form.problem ?? option.blocked;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return form.refuse('Type a name for the weapon first, e.g. "Dagger".');
    if (option.blocked) return;
    form.add(option);
  };

  return (
    <form className="trait-form" onSubmit={submit} aria-labelledby={ids.heading} noValidate>
      <h3 id={ids.heading}>Build a weapon</h3>
      <NameField id={ids.name} label="Weapon name" form={form} describedBy={shown ? ids.problem : undefined} />
      <div className="field-row">
        <label htmlFor={ids.size}>Size</label>
        <select
          id={ids.size}
          value={options.size}
          onChange={(e) => setOptions({ ...options, size: e.target.value as WeaponSize })}
        >
          {(Object.keys(WEAPON_SIZES) as WeaponSize[]).map((s) => (
            <option key={s} value={s}>
              {capitalise(s)} ({WEAPON_SIZES[s].length})
            </option>
          ))}
        </select>
      </div>
      <fieldset className="average-traits">
        <legend>Options</legend>
        {FLAGS.map((f) => (
          <label key={f.key} className="checkbox-label">
            <input
              type="checkbox"
              checked={options[f.key]}
              onChange={() => setOptions({ ...options, [f.key]: !options[f.key] })}
            />{' '}
            {f.label}
          </label>
        ))}
      </fieldset>
      <WeaponStatsList stats={stats} strength={creationSheet(editor)!.strength} label="The weapon as built" />
      <SubmitWithProblem
        label={option.label}
        disabled={option.blocked !== undefined}
        problemId={ids.problem}
        problem={shown}
        alert={form.problem !== undefined}
        why={option.why}
      />
    </form>
  );
});
