import { useState } from 'react';

/**
 * Parts of the builder's forms that add something named to the character (a trait, a weapon, a focus):
 * the name and the problem a refused submit raised, the name field, and the submit button with the
 * reason it cannot be used yet.
 */

/** A form's name and the problem its last submit raised. */
export interface NamedAddition {
  name: string;
  /** The name without surrounding spaces, as it is stored. */
  trimmed: string;
  /** Why the last submit was refused, until the player types again. */
  problem: string | undefined;
  refuse(problem: string): void;
  /** The name field's change: typing clears the last problem. */
  type(text: string): void;
  /** Applies an accepted addition and empties the form for the next one. */
  add(option: { apply(): void }): void;
}

/** State for a form that adds something named. */
export function useNamedAddition(): NamedAddition {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return {
    name,
    trimmed: name.trim(),
    problem,
    refuse: setProblem,
    type(text) {
      setName(text);
      setProblem(undefined);
    },
    add(option) {
      option.apply();
      setName('');
      setProblem(undefined);
    },
  };
}

/** The name of the thing being added, capped at 80 characters; marked invalid while a refusal stands. */
export function NameField({ id, label, form, describedBy }: { id: string; label: string; form: NamedAddition; describedBy?: string | undefined }) {
  return (
    <div className="field-row">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={form.name}
        maxLength={80}
        aria-invalid={form.problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => form.type(e.target.value)}
      />
    </div>
  );
}

/**
 * The form's submit button and, when there is one, the reason it is refused, which describes the button.
 * `alert` makes the reason an alert: for a problem the player's click just caused, not one shown all along.
 */
export function SubmitWithProblem({
  label,
  disabled,
  problemId,
  problem,
  alert,
}: {
  label: string;
  disabled: boolean;
  problemId: string;
  problem: string | undefined;
  alert: boolean;
}) {
  return (
    <div className="step-button">
      <button type="submit" disabled={disabled} aria-describedby={problem ? problemId : undefined}>
        {label}
      </button>
      {problem && (
        <p id={problemId} className="step-blocked" role={alert ? 'alert' : undefined}>
          {problem}
        </p>
      )}
    </div>
  );
}
