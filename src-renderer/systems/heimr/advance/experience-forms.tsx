import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  chanceChart,
  type AbilitySheet,
  type HeimrSheet,
  type TrainingAspect,
} from '../../../../shared/rules/systems/heimr';
import { figure, signed } from '../../../base/format';
import { explainPrice, PricedButton } from '../../../components/priced-button';
import { previewHeimrStep, type HeimrDesk } from '../controls/desk';
import { AwardForm } from '../../../components/award-form';
import { DeskForm } from '../../../components/desk-form';
import { ChoiceField, choicesOf } from '../../../components/form-fields';
import type { HeimrEditor } from '../controls/edit';
import { chanceText, ChanceWhy, countable, fatigueFor, rollText } from '../controls/odds';
import { xp } from '../points';

interface Props {
  editor: HeimrEditor;
  desk: HeimrDesk;
  sheet: HeimrSheet;
}

/**
 * Experience the game master awards to this character alone; a party's award is divided on the campaign page. It
 * reads nothing of the sheet, so it is handed only the desk and is not drawn again by every purchase.
 */
export const HeimrAwardForm = observer(function HeimrAwardForm({ desk }: { desk: HeimrDesk }) {
  return (
    <AwardForm
      perform={(label, payload, done) => desk.perform(label, payload, done)}
      points={xp}
      master="the game master"
      hint={
        <p className="how">
          An encounter's experience divided among the characters present is awarded from the campaign page, with the
          remainder carried to the next award.
        </p>
      }
      className="desk-group"
      gridClassName="desk-form-grid"
    />
  );
});

const ASPECTS: readonly TrainingAspect[] = ['consistency', 'potential'];

/**
 * One point of training: the ability, consistency or potential, and for an ability based on several attributes
 * the one that gains the progress ("Attribute progress"). Priced before the click, with the attribute's progress
 * and how the point moves the ability's chances across its useful range.
 */
export const TrainForm = observer(function TrainForm({ editor, desk, sheet }: Props) {
  const [abilityId, setAbilityId] = useState(
    () => (sheet.abilities.find((a) => a.trained) ?? sheet.abilities[0])?.id ?? '',
  );
  const [aspect, setAspect] = useState<TrainingAspect>('consistency');
  const ability = sheet.abilities.find((a) => a.id === abilityId) ?? sheet.abilities[0];
  const basedOn = editor.settings.abilities.find((a) => a.id === ability?.id)?.attributes ?? [];
  const ownAttributes = sheet.attributes.filter((a) => basedOn.includes(a.id));
  const [attributeId, setAttributeId] = useState('');
  if (!ability) return <p className="empty-state">This campaign lists no abilities to train.</p>;
  const target = ownAttributes.length === 1 ? ownAttributes[0] : ownAttributes.find((a) => a.id === attributeId);
  const height = (aspect === 'consistency' ? ability.trainedConsistency : ability.trainedPotential) + 1;
  const purchase = {
    type: 'train' as const,
    ability: ability.id,
    aspect,
    ...(ownAttributes.length > 1 && target ? { attribute: target.id } : {}),
  };
  // The price does not depend on the attribute that gains the progress, so it is shown before one is chosen.
  const priceOf = ownAttributes.length > 1 && !target ? { ...purchase, attribute: ownAttributes[0]!.id } : purchase;
  const preview = previewHeimrStep(sheet, priceOf, editor.settings);
  const label = `Train ${ability.name} ${aspect} to ${height} (${preview.priced ? xp(preview.amount) : 'not allowed'})`;
  const blocked =
    ownAttributes.length > 1 && !target
      ? `Choose which of ${ownAttributes.map((a) => a.name).join(' and ')} gains the progress.`
      : preview.blocked;
  const train = () => {
    // Undo says from what to what, in points trained, as the history does: "Undo: train Brawl consistency 2 → 3".
    desk.perform(
      `train ${ability.name} ${aspect} ${height - 1} → ${height}`,
      purchase,
      () => `Trained ${ability.name} ${aspect} from ${height - 1} to ${height}.`,
    );
  };
  return (
    <DeskForm
      heading="Train an ability"
      fields={
        <>
          <ChoiceField
            label="Ability"
            value={ability.id}
            choices={choicesOf(sheet.abilities, (a) => `${a.name} (${rollText(a.consistency, a.potential)})`)}
            onChange={setAbilityId}
          />
          <ChoiceField
            label="Train"
            value={aspect}
            choices={ASPECTS.map((a) => ({ value: a, label: `${a} (next point ${xp(ability.nextCost[a])})` }))}
            onChange={setAspect}
          />
          {ownAttributes.length > 1 && (
            <ChoiceField
              label="Attribute that gains the progress"
              value={target?.id ?? ''}
              prompt="Choose…"
              choices={choicesOf(ownAttributes, (a) => `${a.name} (${figure(a.progress)} of ${figure(a.needed)})`)}
              onChange={setAttributeId}
            />
          )}
        </>
      }
    >
      {target && (
        <p className="how">
          {target.progress + 1 >= target.needed
            ? `This point brings ${target.name} to ${figure(target.needed)} progress: ${target.name} rises to ${signed(target.value + 1)}, and every ability based on it follows.`
            : `${target.name} progress goes to ${figure(target.progress + 1)} of the ${figure(target.needed)} it needs to rise to ${signed(target.value + 1)}.`}
        </p>
      )}
      <OddsAfter ability={ability} aspect={aspect} baseFatigue={sheet.baseFatigue} />
      <PricedButton label={label} blocked={blocked} explain={() => explainPrice(editor, priceOf)} onClick={train} />
    </DeskForm>
  );
});

/** The chance at each CR of the ability's useful range now, and after one more point of the chosen aspect. */
function OddsAfter({
  ability,
  aspect,
  baseFatigue,
}: {
  ability: AbilitySheet;
  aspect: TrainingAspect;
  baseFatigue: number;
}) {
  const id = useId();
  const c = ability.consistency;
  const p = ability.potential;
  const next = aspect === 'consistency' ? { c: c + 1, p } : { c, p: p + 1 };
  if (!countable(next.c)) return null;
  const fatigue = fatigueFor(ability, baseFatigue);
  const afterWords = `with one more ${aspect}`;
  const crs = [
    ...new Set([...chanceChart(c, p, fatigue), ...chanceChart(next.c, next.p, fatigue)].map((point) => point.cr)),
  ].sort((a, b) => a - b);
  return (
    <table className="heimr-odds-table" aria-labelledby={id}>
      <caption id={id} className="how">
        {ability.name}: the chance to meet each challenge requirement now ({rollText(c, p)}) and with one more point of{' '}
        {aspect} ({rollText(next.c, next.p)})
        {fatigue === null ? '' : `; physical, so the dice must reach fatigue ${figure(fatigue)}`}
      </caption>
      <thead>
        <tr>
          <th scope="col">CR</th>
          {crs.map((cr) => (
            <th key={cr} scope="col" className="num">
              {figure(cr)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Now</th>
          {crs.map((cr) => (
            <td key={cr} className="num">
              {chanceText(c, p, cr, fatigue)}
              <ChanceWhy name={ability.name} c={c} p={p} cr={cr} fatigue={fatigue} />
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">After</th>
          {crs.map((cr) => (
            <td key={cr} className="num">
              {chanceText(next.c, next.p, cr, fatigue)}
              <ChanceWhy name={ability.name} after={afterWords} c={next.c} p={next.p} cr={cr} fatigue={fatigue} />
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
