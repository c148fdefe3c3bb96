import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { diceRecordProblem, enteredRoll, rollDice, type DiceRecord } from '../../../../shared/rules/core/dice';
import {
  HIT_POINT_BASE_OFFSET,
  POINT_BASE_MULTIPLIER,
  POINT_DIE_SIDES,
  type MlsCreation,
  type PointsSheet,
  type ReplacedRoll,
} from '../../../../shared/rules/systems/mls';
import { copyCreation } from '../../../components/builder/creation-option';
import { creationSheet, type MlsEditor } from '../controls/creation-step';
import '../controls/controls.css';
import { StepFindings } from '../../../components/builder/step-findings';
import { diceCount, figure, term } from '../../../base/format';
import { MLS_BUILDER } from './steps';

type RollField = 'hitPointsRoll' | 'magicPointsRoll';
const KIND_OF: Record<RollField, ReplacedRoll['points']> = { hitPointsRoll: 'hit', magicPointsRoll: 'magic' };

/**
 * The creation with `field` set to `record`. A roll it replaces goes to the creation's record of rolls, so a
 * reroll never hides the roll before it: the game master sees every one in the builder and on the sheet.
 */
function withRoll(creation: MlsCreation, field: RollField, record: DiceRecord | null): MlsCreation {
  const next = copyCreation(creation);
  const old = creation[field];
  if (old) next.replacedRolls = [...(creation.replacedRolls ?? []), { points: KIND_OF[field], roll: old }];
  next[field] = record;
  return next;
}

/** Total Hit Points, and Total Magic Points for a character who uses magic: dice, roll and total, with the formula shown. */
export const PointsStep = observer(function PointsStep({ editor }: { editor: MlsEditor }) {
  const creation = editor.creation!;
  const sheet = creationSheet(editor);
  const p = sheet.primaries;
  const toggleMagic = () => {
    // A character without magic keeps no magic points roll, so the file says nothing it does not use; a roll made goes to the record of rolls.
    const next = creation.usesMagic ? withRoll(creation, 'magicPointsRoll', null) : copyCreation(creation);
    next.usesMagic = !creation.usesMagic;
    editor.updateCreation(next.usesMagic ? 'use magic' : 'give up magic', next);
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
        <input type="checkbox" checked={creation.usesMagic} onChange={toggleMagic} /> Uses magic (needs Total Magic
        Points)
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
  const keptId = useId();
  const [entered, setEntered] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const spec = { count: points.dice, sides: POINT_DIE_SIDES };
  const dice = `${points.dice}d${POINT_DIE_SIDES}`;
  const short = title === 'Total Hit Points' ? 'hit points' : 'magic points';
  const floor = Math.max(0, points.dice * POINT_BASE_MULTIPLIER);

  // A roll for other dice (Size, Body or Aura changed since) no longer counts: the points need a new roll.
  const current = roll !== null && roll.dice === dice ? roll : null;
  const stale = roll !== null && current === null ? roll : null;
  const rollNow = () => {
    const record = rollDice(spec, editor.nextSeed());
    editor.updateCreation(
      `${roll ? 'reroll' : 'roll'} ${short} ${record.total}`,
      withRoll(editor.creation!, field, record),
    );
    setProblem(undefined);
  };
  const enter = (event: FormEvent) => {
    event.preventDefault();
    const total = Number(entered);
    if (entered.trim() === '' || !Number.isInteger(total)) {
      setProblem(
        `Type the total of the ${dice} rolled at the table, a whole number from ${points.dice} to ${points.dice * POINT_DIE_SIDES}.`,
      );
      return;
    }
    const record = enteredRoll(spec, total);
    const wrong = diceRecordProblem(record, spec);
    if (wrong) return setProblem(wrong);
    editor.updateCreation(`enter ${short} ${total}, rolled at the table`, withRoll(editor.creation!, field, record));
    setEntered('');
    setProblem(undefined);
  };

  return (
    <section className="mls-points-roll" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="trait-formula">Dice: {formula}.</p>
      {current ? (
        <p className="mls-roll-record">
          {current.source === 'generated' ? 'Rolled by the app' : 'Rolled at the table'} on {current.dice}:{' '}
          {current.rolls ? `${current.rolls.join(' + ')} = ` : ''}
          {current.total}
        </p>
      ) : stale ? (
        <p className="mls-roll-record">
          To do: the roll of {stale.total} was for {stale.dice}, before the traits these points come from changed; roll{' '}
          {dice} now, or enter the roll made at the table.
        </p>
      ) : (
        points.dice > 0 && (
          <p className="mls-roll-record">
            To do: not rolled yet. Roll when the traits these points come from are settled.
          </p>
        )
      )}
      <EarlierRolls
        title={title}
        earlier={editor.creation!.replacedRolls?.filter((r) => r.points === KIND_OF[field]) ?? []}
      />
      <p
        className="points-total"
        title={`The roll or the number of dice × ${POINT_BASE_MULTIPLIER}, whichever is greater.`}
      >
        {title}: <strong>{points.total}</strong>{' '}
        <span className="hint">
          (roll {points.roll ?? '—'} or {points.dice} × {POINT_BASE_MULTIPLIER} = {floor}, whichever is greater)
        </span>
      </p>
      {points.dice > 0 && (
        <div className="mls-pair-roll">
          <button type="button" onClick={rollNow} aria-describedby={roll ? keptId : undefined}>
            {current ? `Roll ${dice} for ${short} again` : `Roll ${dice} for ${short}`}
          </button>
          {roll && (
            <p id={keptId} className="hint">
              A new roll or entry replaces the roll of {roll.total}, which stays in the record of rolls for the game
              master to see.
            </p>
          )}
          <form className="mls-pair-roll" onSubmit={enter} noValidate>
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
              <p id={problemId} className="mls-field-error" role="alert">
                {problem}
              </p>
            )}
          </form>
        </div>
      )}
    </section>
  );
});

/** The rolls a reroll replaced, oldest first: kept with the character so the game master sees every roll made. */
function EarlierRolls({ title, earlier }: { title: string; earlier: readonly ReplacedRoll[] }) {
  if (earlier.length === 0) return null;
  return (
    <div className="mls-earlier-rolls">
      <p className="mls-roll-record">
        Rolled {earlier.length === 1 ? 'once' : `${earlier.length} times`} before; each was replaced by a later roll:
      </p>
      <ol aria-label={`Earlier rolls for ${title}`}>
        {earlier.map((r, i) => (
          <li key={i}>
            {r.roll.total} on {r.roll.dice},{' '}
            {r.roll.source === 'generated' ? 'rolled by the app' : 'rolled at the table'}
          </li>
        ))}
      </ol>
    </div>
  );
}
