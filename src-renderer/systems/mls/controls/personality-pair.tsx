import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { diceRecordProblem, enteredRoll, rollDice, type DiceRecord } from '../../../../shared/rules/core/dice';
import {
  NOTICEABLE_FROM,
  PAIR_IDS,
  PERSONALITY_PAIR_SUM,
  PERSONALITY_MAX,
  PERSONALITY_MIN,
  PERSONALITY_PAIRS,
  PERSONALITY_ROLL,
  PERSONALITY_STRONG,
  previewCreationStep,
  type MlsCreation,
  type PersonalityPairId,
} from '../../../../shared/rules/systems/mls';
import { LevelField } from '../../../components/builder/level-field';
import { copyCreation } from '../../../components/builder/creation-option';
import type { StepOption } from '../../../components/step-buttons';
import { whyNot, type MlsEditor } from './creation-step';
import { creationLevelCheck } from './level-choice';
import { StepButtons } from '../../../components/step-buttons';
import { capitalise } from '../../../base/format';

const ROLL_SPEC = `${PERSONALITY_ROLL.count}d${PERSONALITY_ROLL.sides}`;
const ROLL_MIN = PERSONALITY_ROLL.count;
const ROLL_MAX = PERSONALITY_ROLL.count * PERSONALITY_ROLL.sides;
// A chosen trait goes from 4 to 16: 5 to 15, or 16/4 for up to five pairs ("Personality Traits").
const CHOSEN_LOWEST = PERSONALITY_PAIR_SUM - PERSONALITY_STRONG;

/**
 * One personality pair as a single control: the first trait's value and its
 * opposite, which always add up to 20. Stepping either way is priced and
 * checked by the rules package (the 16/4 allowance included); a pair may
 * instead be rolled on 3d6 by the app or entered from a roll at the table,
 * and the roll is kept with the character.
 */
export const PersonalityPair = observer(function PersonalityPair({
  editor,
  pair,
}: {
  editor: MlsEditor;
  pair: PersonalityPairId;
}) {
  const creation = editor.creation!;
  const [first, second] = PERSONALITY_PAIRS[PAIR_IDS.indexOf(pair)]!;
  const choice = creation.personality[pair];
  const a = choice.value;
  const b = PERSONALITY_PAIR_SUM - a;
  const nameA = capitalise(first);
  const nameB = capitalise(second);
  const [rolling, setRolling] = useState(false);
  const panelId = useId();

  const step = (delta: 1 | -1): StepOption => {
    const { next } = previewCreationStep(creation, { kind: 'personality', pair, delta }, editor.settings);
    const toA = next.personality[pair].value;
    const toB = PERSONALITY_PAIR_SUM - toA;
    const label =
      delta > 0 ? `Raise ${nameA} to ${toA} (${nameB} ${toB})` : `Raise ${nameB} to ${toB} (${nameA} ${toA})`;
    const { blocked } = whyNot(creation, next, editor.settings, { step: label });
    return {
      label,
      ...(blocked ? { blocked } : {}),
      apply: () => {
        if (!blocked) editor.updateCreation(`set ${nameA} to ${toA} and ${nameB} to ${toB}`, next);
      },
    };
  };

  // The first trait's value with the pair kept at 20; a value the player sets replaces any roll with a choice.
  const withFirst = (value: number) => {
    const next = copyCreation(creation);
    next.personality[pair] = { value };
    return next;
  };
  const setTo = (value: number) => `set ${nameA} to ${value} and ${nameB} to ${PERSONALITY_PAIR_SUM - value}`;
  const checkFirst = (value: number) =>
    creationLevelCheck(
      editor,
      value >= PERSONALITY_MIN && value <= PERSONALITY_MAX
        ? withFirst(value)
        : `No personality trait may rise above ${PERSONALITY_MAX} or drop below ${PERSONALITY_MIN}.`,
      capitalise(setTo(value)),
    );
  const setFirst = (value: number) => editor.updateCreation(setTo(value), withFirst(value));
  const opposite = (value: number) => PERSONALITY_PAIR_SUM - value;
  // A chosen trait stays within 4 to 16, but a rolled one may be anything 3d6 gives: the bounds take in the value the pair has.
  const lowest = Math.min(CHOSEN_LOWEST, a, b);
  const highest = Math.max(PERSONALITY_STRONG, a, b);

  return (
    <fieldset className="mls-personality-pair">
      <legend>
        {nameA} and {nameB}
      </legend>
      <div className="mls-pair-values">
        <TraitValue value={a}>
          <LevelField
            label={nameA}
            value={a}
            min={lowest}
            max={highest}
            check={checkFirst}
            commit={setFirst}
            consequence={(n) => `${nameB} ${opposite(n)}`}
          />
        </TraitValue>
        <TraitValue value={b}>
          <LevelField
            label={nameB}
            value={b}
            min={lowest}
            max={highest}
            check={(n) => checkFirst(opposite(n))}
            commit={(n) => setFirst(opposite(n))}
            consequence={(n) => `${nameA} ${opposite(n)}`}
          />
        </TraitValue>
      </div>
      <StepButtons options={[step(-1), step(1)]} />
      {choice.roll && <RollRecord name={choice.roll.trait === 'first' ? nameA : nameB} dice={choice.roll.dice} />}
      <button
        type="button"
        className="mls-pair-roll-toggle"
        aria-expanded={rolling}
        aria-controls={panelId}
        onClick={() => setRolling(!rolling)}
      >
        {rolling ? `Hide rolling for ${nameA} and ${nameB}` : `Roll ${nameA} or ${nameB} on ${ROLL_SPEC}`}
      </button>
      {rolling && <RollPanel id={panelId} editor={editor} pair={pair} names={[nameA, nameB]} />}
    </fieldset>
  );
});

/** One trait of the pair: its field, and the mark of a noticeable trait. */
function TraitValue({ value, children }: { value: number; children: ReactNode }) {
  const noticeable = value >= NOTICEABLE_FROM;
  return (
    <span className="mls-pair-value">
      {children}
      {noticeable && (
        <span
          className="mls-noticeable-mark"
          title={`A trait at ${NOTICEABLE_FROM} or more is noticeable: to act against it, the player must roll higher than it on 1d20.`}
        >
          noticeable
        </span>
      )}
    </span>
  );
}

function RollRecord({ name, dice }: { name: string; dice: DiceRecord }) {
  const how = dice.source === 'generated' ? 'rolled by the app' : 'rolled at the table';
  const detail = dice.rolls ? ` (${dice.rolls.join(' + ')})` : '';
  return (
    <p className="mls-roll-record">
      {name} was {how} on {dice.dice}: {dice.total}
      {detail}. Raising either trait replaces the roll with a choice.
    </p>
  );
}

/** With the rolled trait's value in place and the roll recorded on the pair. */
function withRoll(
  creation: MlsCreation,
  pair: PersonalityPairId,
  trait: 'first' | 'second',
  dice: DiceRecord,
): MlsCreation {
  const next = copyCreation(creation);
  const value = trait === 'first' ? dice.total : PERSONALITY_PAIR_SUM - dice.total;
  next.personality[pair] = { value, roll: { trait, dice } };
  return next;
}

const RollPanel = observer(function RollPanel({
  id,
  editor,
  pair,
  names,
}: {
  id: string;
  editor: MlsEditor;
  pair: PersonalityPairId;
  names: [string, string];
}) {
  const [trait, setTrait] = useState<'first' | 'second'>('first');
  const [entered, setEntered] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  // A refused roll no longer matters once the pair is set another way (a step, a typed value, undo).
  const value = editor.creation!.personality[pair].value;
  const [valueSeen, setValueSeen] = useState(value);
  if (valueSeen !== value) {
    setValueSeen(value);
    if (problem) setProblem(undefined);
  }
  const groupName = useId();
  const fieldId = useId();
  const problemId = useId();
  const name = trait === 'first' ? names[0] : names[1];

  const roll = () => {
    const dice = rollDice(ROLL_SPEC, editor.nextSeed());
    editor.updateCreation(`roll ${name} ${dice.total}`, withRoll(editor.creation!, pair, trait, dice));
    setProblem(undefined);
  };

  const enter = (event: FormEvent) => {
    event.preventDefault();
    const total = Number(entered);
    if (entered.trim() === '' || !Number.isInteger(total)) {
      setProblem(`Type the total of the three dice for ${name}, a whole number from ${ROLL_MIN} to ${ROLL_MAX}.`);
      return;
    }
    const creation = editor.creation!;
    const record = enteredRoll(ROLL_SPEC, total);
    const next = withRoll(creation, pair, trait, record);
    const blocked = diceRecordProblem(record, PERSONALITY_ROLL) ?? whyNot(creation, next, editor.settings).blocked;
    if (blocked) {
      setProblem(blocked);
      return;
    }
    editor.updateCreation(`enter ${name} ${total}, rolled at the table`, next);
    setProblem(undefined);
    setEntered('');
  };

  return (
    <div id={id} className="mls-pair-roll">
      <div role="radiogroup" aria-label={`Which trait of ${names[0]} and ${names[1]} to roll`}>
        {(['first', 'second'] as const).map((t, i) => (
          <label key={t}>
            <input type="radio" name={groupName} checked={trait === t} onChange={() => setTrait(t)} /> {names[i]}
          </label>
        ))}
      </div>
      <button type="button" onClick={roll}>
        Roll {ROLL_SPEC} for {name}
      </button>
      <form className="mls-pair-roll" onSubmit={enter} noValidate>
        <label htmlFor={fieldId}>{name} rolled at the table</label>
        <input
          id={fieldId}
          type="number"
          min={ROLL_MIN}
          max={ROLL_MAX}
          value={entered}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setEntered(e.target.value)}
        />
        <button type="submit">Use the roll for {name}</button>
        {problem && (
          <p id={problemId} className="mls-field-error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
});
