import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { diceRecordProblem, enteredRoll, rollDice, type DiceRecord } from '../../../../shared/rules/core/dice';
import { HIT_POINT_BASE_OFFSET, POINT_BASE_MULTIPLIER, POINT_DIE_SIDES, type MlsCreation, type PointsSheet } from '../../../../shared/rules/systems/mls';
import { copyCreation, type MlsEditor } from '../controls/creation-step';
import '../controls/controls.css';
import { StepFindings } from '../../../components/builder/step-findings';
import { diceCount, figure, term } from '../../../components/format';
import { MLS_BUILDER } from './steps';

type RollField = 'hitPointsRoll' | 'magicPointsRoll';

/** Total Hit Points, and Total Magic Points for a character who uses magic: dice, roll and total, with the formula shown. */
export const PointsStep = observer(function PointsStep({ editor }: { editor: MlsEditor }) {
  const creation = editor.creation!;
  const sheet = editor.sheet!;
  const p = sheet.primaries;
  const toggleMagic = () => {
    const next = copyCreation(creation);
    next.usesMagic = !creation.usesMagic;
    // A character without magic keeps no magic points roll, so the file says nothing it does not use.
    if (!next.usesMagic) next.magicPointsRoll = null;
    editor.updateCreation(next.usesMagic ? 'uses magic' : 'no magic', next);
  };
  return (
    <div className="builder-step-body">
      <PointsRoll
        editor={editor}
        field="hitPointsRoll"
        title="Total Hit Points"
        formula={`Size ${figure(p.size.value)} + Body ${figure(p.body.value)}${term(HIT_POINT_BASE_OFFSET)} = ${diceCount(sheet.hitPoints.dice)}`}
        points={sheet.hitPoints}
        roll={creation.hitPointsRoll}
      />
      <label className="checkbox-label">
        <input type="checkbox" checked={creation.usesMagic} onChange={toggleMagic} /> Uses magic (needs Total Magic Points)
      </label>
      {creation.usesMagic && sheet.magicPoints && (
        <PointsRoll
          editor={editor}
          field="magicPointsRoll"
          title="Total Magic Points"
          formula={`Aura ${figure(p.aura.value)} = ${diceCount(sheet.magicPoints.dice)}`}
          points={sheet.magicPoints}
          roll={creation.magicPointsRoll}
        />
      )}
      <StepFindings editor={editor} plan={MLS_BUILDER} step="points" />
    </div>
  );
});

const PointsRoll = observer(function PointsRoll({
  editor,
  field,
  title,
  formula,
  points,
  roll,
}: {
  editor: MlsEditor;
  field: RollField;
  title: string;
  formula: string;
  points: PointsSheet;
  roll: DiceRecord | null;
}) {
  const headingId = useId();
  const fieldId = useId();
  const problemId = useId();
  const [entered, setEntered] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const spec = { count: points.dice, sides: POINT_DIE_SIDES };
  const dice = `${points.dice}d${POINT_DIE_SIDES}`;
  const short = title === 'Total Hit Points' ? 'hit points' : 'magic points';
  const floor = Math.max(0, points.dice * POINT_BASE_MULTIPLIER);

  const withRoll = (record: DiceRecord): MlsCreation => {
    const next = copyCreation(editor.creation!);
    next[field] = record;
    return next;
  };
  const rollNow = () => {
    const record = rollDice(spec, editor.nextSeed());
    editor.updateCreation(`roll ${short} ${record.total}`, withRoll(record));
    setProblem(undefined);
  };
  const enter = (event: FormEvent) => {
    event.preventDefault();
    const total = Number(entered);
    if (entered.trim() === '' || !Number.isInteger(total)) {
      setProblem(`Type the total of the ${dice} rolled at the table, a whole number from ${points.dice} to ${points.dice * POINT_DIE_SIDES}.`);
      return;
    }
    const record = enteredRoll(spec, total);
    const wrong = diceRecordProblem(record, spec);
    if (wrong) return setProblem(wrong);
    editor.updateCreation(`${short} rolled ${total} at the table`, withRoll(record));
    setEntered('');
    setProblem(undefined);
  };

  return (
    <section className="points-roll" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="trait-formula">Dice: {formula}.</p>
      {roll ? (
        <p className="roll-record">
          {roll.source === 'generated' ? 'Rolled by the app' : 'Rolled at the table'} on {roll.dice}: {roll.rolls ? `${roll.rolls.join(' + ')} = ` : ''}
          {roll.total}
        </p>
      ) : (
        points.dice > 0 && <p className="roll-record">Not rolled yet.</p>
      )}
      <p className="points-total" title={`The roll or the number of dice × ${POINT_BASE_MULTIPLIER}, whichever is greater.`}>
        {title}: <strong>{points.total}</strong>{' '}
        <span className="hint">
          (roll {points.roll ?? '—'} or {points.dice} × {POINT_BASE_MULTIPLIER} = {floor}, whichever is greater)
        </span>
      </p>
      {points.dice > 0 && (
        <div className="pair-roll">
          <button type="button" onClick={rollNow}>
            {roll ? `Roll ${dice} for ${short} again` : `Roll ${dice} for ${short}`}
          </button>
          <form className="pair-roll" onSubmit={enter} noValidate>
            <label htmlFor={fieldId}>
              {title} rolled at the table ({dice})
            </label>
            <input
              id={fieldId}
              type="number"
              value={entered}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(e) => setEntered(e.target.value)}
            />
            <button type="submit">Use the entered {short} roll</button>
            {problem && (
              <p id={problemId} className="field-error" role="alert">
                {problem}
              </p>
            )}
          </form>
        </div>
      )}
    </section>
  );
});
