import { useId, type ReactNode } from 'react';

/** One entry of a choice: what is stored and what the player reads. */
export interface Choice<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled drop-down of choices, for every form of every game: the label and the select side by side (a form
 * grid lays them out), with an empty first entry (`prompt`, e.g. "Choose…") where nothing is chosen yet.
 */
export function ChoiceField<V extends string>({
  label,
  value,
  choices,
  onChange,
  prompt,
  describedBy,
}: {
  label: ReactNode;
  value: NoInfer<V> | '';
  choices: readonly Choice<V>[];
  onChange(value: NoInfer<V>): void;
  prompt?: string;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)} aria-describedby={describedBy}>
        {prompt !== undefined && <option value="">{prompt}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** The choices of a list of named things, each by its id. */
export const choicesOf = <T extends { id: string; name: string }>(
  items: readonly T[],
  label: (item: T) => string = (item) => item.name,
): Choice<string>[] => items.map((item) => ({ value: item.id, label: label(item) }));

/**
 * A labelled field for a whole number the player types (damage taken, a die rolled), kept as text so that a
 * half-typed value is not lost; the form reads it with wholeNumber.
 */
export function WholeNumberField({
  label,
  text,
  onChange,
  min = 1,
  max,
}: {
  label: ReactNode;
  text: string;
  onChange(text: string): void;
  min?: number;
  max?: number;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        step={1}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

/** A labelled line of text the player types (a name, a reason), its label saying whether it may be left empty. */
export function TextField({
  label,
  text,
  onChange,
  maxLength,
  placeholder,
}: {
  label: ReactNode;
  text: string;
  onChange(text: string): void;
  maxLength: number;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        maxLength={maxLength}
        placeholder={placeholder}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
