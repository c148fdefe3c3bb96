import { useId, useState } from 'react';
import { WhyRule } from '../explain/why-button';
import { keepFocusAfter } from '../keep-focus';
import { ITEM_NAME_LIMIT, NameLength, nameTooLong } from '../name-limit';
import type { PriceWhy } from '../step-buttons';
import '../step-buttons.css';

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
  /** Why the last submit was refused, until the player types again; or, while it is, that the name is too long. */
  problem: string | undefined;
  refuse(problem: string): void;
  /** The name field's change: typing clears the last problem. */
  type(text: string): void;
  /** Applies an accepted addition and empties the form for the next one. */
  add(option: { apply(): void }): void;
}

/** State for a form that adds something named, whose name may have at most `limit` characters. */
export function useNamedAddition(limit: number = ITEM_NAME_LIMIT): NamedAddition {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const tooLong = nameTooLong(name, limit);
  return {
    name,
    trimmed: name.trim(),
    problem: problem ?? tooLong,
    refuse: setProblem,
    type(text) {
      setName(text);
      setProblem(undefined);
    },
    add(option) {
      // Nothing typed is cut: a name past the limit is refused, and the form says by how much.
      if (tooLong) return setProblem(tooLong);
      option.apply();
      setName('');
      setProblem(undefined);
    },
  };
}

/**
 * The name of the thing being added; marked invalid while a refusal stands. At the limit a note says so;
 * past it the form's problem says by how much (shown with the submit button).
 */
export function NameField({
  id,
  label,
  form,
  describedBy,
  limit = ITEM_NAME_LIMIT,
}: {
  id: string;
  label: string;
  form: NamedAddition;
  describedBy?: string | undefined;
  limit?: number;
}) {
  const lengthId = useId();
  const atLimit = form.name.trim().length === limit;
  return (
    <div className="field-row">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={form.name}
        aria-invalid={form.problem ? true : undefined}
        aria-describedby={[describedBy, atLimit ? lengthId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(e) => form.type(e.target.value)}
      />
      {atLimit && <NameLength id={lengthId} name={form.name} limit={limit} />}
    </div>
  );
}

/**
 * The form's submit button and, when there is one, the reason it is refused, which describes the button.
 * `alert` makes the reason an alert: for a problem the player's click just caused, not one shown all along.
 * `why`, when the button is priced, is its price's "Why?" control, after the button.
 */
export function SubmitWithProblem({
  label,
  disabled,
  problemId,
  problem,
  alert,
  why,
}: {
  label: string;
  disabled: boolean;
  problemId: string;
  problem: string | undefined;
  alert: boolean;
  why?: PriceWhy | undefined;
}) {
  return (
    <div className="step-button">
      {/* The button and its "Why?" on one line; the wrapper is always there, so the button keeps its element. */}
      <span className="step-button-line">
        <button
          type="submit"
          disabled={disabled}
          aria-describedby={problem ? problemId : undefined}
          onClick={(event) => keepFocusAfter(event.currentTarget)}
        >
          {label}
        </button>
        {why && <WhyRule question={why.question} explain={why.explain} />}
      </span>
      {problem && (
        // A refusal of what the player just submitted is a problem to fix (red); one shown all along is a quiet note.
        <p id={problemId} className={alert ? 'field-problem' : 'step-blocked'} role={alert ? 'alert' : undefined}>
          {problem}
        </p>
      )}
    </div>
  );
}
