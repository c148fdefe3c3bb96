import { useId, useState, type FormEvent } from 'react';
import {
  diceRecordProblem,
  enteredRoll,
  parseDice,
  rollDice,
  type DiceRecord,
} from '../../../../shared/rules/core/dice';

export interface DiceChoiceProps {
  /** The dice the rule needs, e.g. "1d6". */
  dice: string;
  /** The roll button's text, e.g. "Roll 1d6 and award the CPs". */
  rollLabel: string;
  /** The number field's label, e.g. "Award rolled at the table (1d6)". */
  fieldLabel: string;
  /** The button that records the entered total, e.g. "Award the entered roll". */
  enterLabel: string;
  /** Why the action cannot be taken now; both ways are disabled and this is shown. */
  blocked?: string | undefined;
  /** A fresh seed for a generated roll. */
  seed(): number;
  onRoll(roll: DiceRecord): void;
}

/**
 * Either way of rolling dice the rules ask for: let the app roll (the seed
 * and dice are kept with the event) or type the total rolled at the table.
 * An entered total the dice cannot give is refused here with a sentence.
 */
export function DiceChoice({ dice, rollLabel, fieldLabel, enterLabel, blocked, seed, onRoll }: DiceChoiceProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const fieldId = useId();
  const problemId = useId();
  const blockedId = useId();
  const spec = parseDice(dice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!spec) return;
    const total = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(total)) {
      setProblem(`Type the total shown on the ${dice}, a whole number.`);
      return;
    }
    const record = enteredRoll(spec, total);
    const wrong = diceRecordProblem(record, spec);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setProblem(undefined);
    setText('');
    onRoll(record);
  };

  return (
    <div className="mls-dice-choice">
      <button
        type="button"
        disabled={!!blocked || !spec}
        aria-describedby={blocked ? blockedId : undefined}
        onClick={() => spec && onRoll(rollDice(spec, seed()))}
      >
        {rollLabel}
      </button>
      <form className="mls-dice-entry" onSubmit={submit} aria-label={fieldLabel}>
        <label htmlFor={fieldId}>{fieldLabel}</label>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          value={text}
          disabled={!!blocked}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" disabled={!!blocked} aria-describedby={blocked ? blockedId : undefined}>
          {enterLabel}
        </button>
        {problem && (
          <p id={problemId} className="field-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
      {blocked && (
        <p id={blockedId} className="step-blocked">
          {blocked}
        </p>
      )}
    </div>
  );
}
