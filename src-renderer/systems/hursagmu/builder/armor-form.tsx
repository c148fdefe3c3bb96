import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  AGILE_TRAITS,
  availableTraits,
  armorName,
  armorPrice,
  armorProblem,
  armorWeight,
  formatCoins,
  MAX_ARMOR_POINTS,
  SHIELD_DEFENSE,
  SHIELDS,
  type ShieldKind,
} from '../../../../shared/rules/systems/hursagmu';
import { copyCreation } from '../../../components/builder/creation-option';
import { changeOption, equipmentId, type HursagmuEditor } from '../controls/creation-change';
import { capitalise, countOf, pounds, signed, figure } from '../../../base/format';
import { StepButton, StepButtons } from '../../../components/step-buttons';
import { joinNames } from '../print/print-words';

/**
 * Armor by its points ("EQUIPMENT" > Armor): the book's name for it, price and weight, and what it costs in
 * movement and agile traits, shown before it is bought. A character wears one suit.
 */
export const ArmorForm = observer(function ArmorForm({ editor }: { editor: HursagmuEditor }) {
  const ids = { heading: useId(), points: useId() };
  const [points, setPoints] = useState(1);
  const creation = editor.creation!;
  // The agile traits by the campaign's names: Athlete where it plays the revised encounters.
  const agile = joinNames(
    availableTraits(editor.settings)
      .filter((t) => (AGILE_TRAITS as readonly string[]).includes(t.id))
      .map((t) => t.name),
  );
  const whole = Number.isInteger(points) && points >= 1;
  const valid = whole && points <= MAX_ARMOR_POINTS;
  const name = valid ? (armorName(points) ?? `${points}-point armor`) : 'armor';
  const next = copyCreation(creation);
  if (valid) next.equipment.push({ kind: 'armor', id: equipmentId(name, creation), points });
  const option = valid
    ? changeOption(editor, next, `Buy ${name} armor, ${countOf(points, 'point', 'points')}`, `buy ${name} armor`, {
        coins: true,
      })
    : undefined;
  return (
    <section className="trait-form" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Armor</h3>
      <div className="field-row">
        <label htmlFor={ids.points}>Armor points</label>
        <input
          id={ids.points}
          type="number"
          min={1}
          max={MAX_ARMOR_POINTS}
          value={Number.isNaN(points) ? '' : points}
          onChange={(e) => setPoints(e.target.valueAsNumber)}
        />
        {valid ? (
          <p className="hint">
            {capitalise(name)}: {formatCoins(armorPrice(points))}, {pounds(armorWeight(points))} (ten pounds a point).
            Absorbs {figure(points)} damage with Strength; costs {countOf(points, 'space', 'spaces')} of movement and{' '}
            {signed(-points)} to {agile}.
          </p>
        ) : (
          <p className="step-blocked">
            {(whole && armorProblem(points)) || `Enter a whole number of armor points from 1 to ${MAX_ARMOR_POINTS}.`}
          </p>
        )}
      </div>
      {option && <StepButton option={option} />}
    </section>
  );
});

/** The book's two shields, +2 Defense each ("EQUIPMENT" > "On the other hand"). */
export const ShieldButtons = observer(function ShieldButtons({ editor }: { editor: HursagmuEditor }) {
  const headingId = useId();
  const creation = editor.creation!;
  const options = (Object.keys(SHIELDS) as ShieldKind[]).map((material) => {
    const next = copyCreation(creation);
    next.equipment.push({ kind: 'shield', id: equipmentId(`${material} shield`, creation), material });
    return changeOption(
      editor,
      next,
      `Buy a ${SHIELDS[material].name.toLowerCase()}`,
      `buy a ${SHIELDS[material].name.toLowerCase()}`,
      {
        coins: true,
      },
    );
  });
  return (
    <section className="trait-form" aria-labelledby={headingId}>
      <h3 id={headingId}>Shield</h3>
      <p className="hint">
        A shield gives {signed(SHIELD_DEFENSE)} Defense and weighs {pounds(SHIELDS.wooden.weight)}; a character carries
        one.
      </p>
      <StepButtons options={options} />
    </section>
  );
});
