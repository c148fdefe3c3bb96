import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  STANDARD_ABILITIES,
  trainingCost,
  trainingTotal,
  type AbilitySheet,
  type TrainingAspect,
} from '../../../../shared/rules/systems/heimr';
import { copyCreation } from '../../../components/builder/creation-option';
import { StepFindings } from '../../../components/builder/step-findings';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { figure, signed } from '../../../base/format';
import { StepButtons, type StepOption } from '../../../components/step-buttons';
import { changeOption, leftAtCreation, type HeimrEditor } from '../controls/edit';
import { ChanceWhy, fatigueFor, rollText, shiftText } from '../controls/odds';
import { xp } from '../points';
import { HEIMR_BUILDER } from './steps';
import { creationSheet } from '../../../components/builder/creation-sheet';

const STANDARD = new Set(STANDARD_ABILITIES.map((a) => a.id));

// "Experience points": the cost of each point of training, 5, 10, 15, 25, 40, 65, 105, ...
const PRICE_LIST = [1, 2, 3, 4, 5, 6, 7].map((h) => `${h}: ${trainingCost(h)}`).join(', ');

/** The CR the chances are shown against when the player has not chosen one: "Rock face 6" of the book's climbing list. */
const TYPICAL_CR = 6;

/**
 * Training bought with the starting experience, for the book's six standard abilities or the campaign's own:
 * each ability with its consistency and potential, a point up or down priced from the book's table, and how one
 * more point of each would move the chance against a challenge requirement the player chooses.
 */
export const AbilitiesStep = observer(function AbilitiesStep({
  editor,
  which,
}: {
  editor: HeimrEditor;
  which: 'standard' | 'campaign';
}) {
  const sheet = creationSheet(editor)!;
  const crId = useId();
  const [crText, setCrText] = useState(String(TYPICAL_CR));
  const typed = Number(crText);
  const cr = Number.isInteger(typed) && typed >= 1 && typed <= 60 ? typed : TYPICAL_CR;
  const abilities = sheet.abilities.filter((a) => STANDARD.has(a.id) === (which === 'standard'));
  return (
    <div className="builder-step-body">
      {which === 'standard' ? (
        <p className="hint">
          Every character can use the six standard abilities untrained, at their base values. One point of trained
          consistency or potential costs, by the height it reaches: {PRICE_LIST} XP, each the sum of the two before.
          Consistency reduces risk; potential creates opportunity.
        </p>
      ) : (
        <p className="hint">
          The game master's own abilities for this campaign (the book asks for ten to fifteen), each with the attribute
          or attributes it is based on.
        </p>
      )}
      <p className="builder-summary">
        {xp(leftAtCreation(editor.creation!, editor.settings))} of {xp(sheet.experience.starting)} left to train with.
      </p>
      <div className="field-row">
        <label htmlFor={crId}>Show chances against challenge requirement (CR)</label>
        <input
          id={crId}
          type="number"
          min={1}
          max={60}
          step={1}
          value={crText}
          onChange={(e) => setCrText(e.target.value)}
          className="heimr-cr-field"
        />
      </div>
      {abilities.length === 0 ? (
        <p className="empty-state">
          This campaign has no abilities of its own yet. Ask the game master to list the campaign’s in Campaign
          settings; characters can still train the standard abilities.
        </p>
      ) : (
        <table className="builder-table">
          <ColumnHeads
            columns={[
              'Ability',
              figures('Consistency'),
              figures('Potential'),
              `Chance against CR ${figure(cr)}`,
              'Train',
            ]}
          />
          <tbody>
            {abilities.map((a) => (
              <AbilityRow key={a.id} editor={editor} ability={a} cr={cr} fatigue={fatigueFor(a, sheet.baseFatigue)} />
            ))}
          </tbody>
        </table>
      )}
      <StepFindings editor={editor} plan={HEIMR_BUILDER} step="abilities" />
    </div>
  );
});

const ASPECT_WORDS: Record<TrainingAspect, string> = { consistency: 'consistency', potential: 'potential' };

const AbilityRow = observer(function AbilityRow({
  editor,
  ability,
  cr,
  fatigue,
}: {
  editor: HeimrEditor;
  ability: AbilitySheet;
  cr: number;
  fatigue: number | null;
}) {
  // The row is the creation sheet's (creation-sheet.ts): the training chosen at creation, which the builder changes.
  const trained = { consistency: ability.trainedConsistency, potential: ability.trainedPotential };
  const to = (aspect: TrainingAspect, n: number) => {
    const next = copyCreation(editor.creation!);
    const t = { ...trained, [aspect]: n };
    if (t.consistency === 0 && t.potential === 0) delete next.training[ability.id];
    else next.training[ability.id] = t;
    return next;
  };
  const options = (aspect: TrainingAspect): (StepOption | undefined)[] => {
    const h = trained[aspect];
    const down =
      h > 0
        ? changeOption(
            editor,
            to(aspect, h - 1),
            `Lower ${ability.name} ${ASPECT_WORDS[aspect]} to ${h - 1}`,
            `${ability.name} ${aspect} to ${h - 1}`,
            { budgetOnly: true },
          )
        : undefined;
    const up = changeOption(
      editor,
      to(aspect, h + 1),
      `Train ${ability.name} ${ASPECT_WORDS[aspect]} to ${h + 1}`,
      `${ability.name} ${aspect} to ${h + 1}`,
    );
    return [down, up];
  };
  return (
    <tr className={trained.consistency + trained.potential > 0 ? 'builder-row-chosen' : undefined}>
      <th scope="row">
        {ability.name}
        <span className="hint">
          {' '}
          ({ability.basedOn.join(' and ') || 'no attribute'}, base consistency {signed(ability.baseConsistency)})
        </span>
        {ability.description && <p className="hint builder-note">{ability.description}</p>}
      </th>
      <td className="num">
        {signed(ability.consistency)}
        {trained.consistency > 0 && (
          <span className="hint">
            {' '}
            (trained {figure(trained.consistency)}, {xp(trainingTotal(trained.consistency))})
          </span>
        )}
      </td>
      <td className="num">
        {signed(ability.potential)}
        {trained.potential > 0 && (
          <span className="hint">
            {' '}
            (trained {figure(trained.potential)}, {xp(trainingTotal(trained.potential))})
          </span>
        )}
      </td>
      <td>
        <span className="heimr-shift">{shiftText(ability.consistency, ability.potential, cr, fatigue)}</span>
        <ChanceWhy name={ability.name} c={ability.consistency} p={ability.potential} cr={cr} fatigue={fatigue} />
        {fatigue !== null && <span className="hint"> (physical: the dice must reach fatigue {figure(fatigue)})</span>}
        <span className="visually-hidden">; rolls {rollText(ability.consistency, ability.potential)}</span>
      </td>
      <td>
        <div className="heimr-train-buttons">
          <StepButtons options={options('consistency')} />
          <StepButtons options={options('potential')} />
        </div>
      </td>
    </tr>
  );
});
