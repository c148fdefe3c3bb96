import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Finding } from '../../../shared/rules/core/findings';
import { ITEM_NAME_LIMIT, nameTooLong } from '../name-limit';
import { slugOf } from '../../base/slug';
import { FieldFindings } from './field-findings';

/** One entry of a settings list as the draft holds it: whatever the file had, read as a record. */
export const entryOf = (raw: unknown): Record<string, unknown> =>
  raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};

/** An id for a new entry named `name` that no entry of `items` has yet: its slug, then slug-2, slug-3… */
export function freshId(name: string, items: readonly unknown[]): string {
  const taken = new Set(items.map((i) => entryOf(i).id));
  let id = slugOf(name);
  for (let n = 2; taken.has(id); n++) id = `${slugOf(name)}-${n}`;
  return id;
}

/**
 * A list of a campaign's named entries (abilities, armor, attributes) for every game's settings form: each entry
 * with what the game shows of it and a Remove button, what the rules say about the list, and a small form to add
 * one by its name and the game's own fields.
 */
export function SettingsList({
  legend,
  hint,
  noun,
  addLabel,
  items,
  findings,
  show,
  fields,
  make,
  reset,
  onChange,
  children,
}: {
  legend: string;
  hint: ReactNode;
  /** "ability": "New ability", "Add ability", "Remove ability Medicus". */
  noun: string;
  /** The add form's group label, e.g. "Add an ability". */
  addLabel: string;
  items: readonly unknown[];
  findings: readonly Finding[];
  /** What an entry's row shows before its Remove button. */
  show(item: Record<string, unknown>, index: number, label: string): ReactNode;
  /** The add form's own fields after the name. */
  fields?: ReactNode;
  /** The new entry from its fresh id and trimmed name, or why it cannot be added yet. */
  make(id: string, name: string): Record<string, unknown> | string;
  /** Empties the add form's own fields once an entry is added. */
  reset?(): void;
  onChange(next: unknown[]): void;
  /** Shown after the add form, e.g. choices that name an entry. */
  children?: ReactNode;
}) {
  const ids = { heading: useId(), name: useId(), problems: useId(), problem: useId() };
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(`Type the new ${noun}’s name first.`);
    const tooLong = nameTooLong(name, ITEM_NAME_LIMIT);
    if (tooLong) return setProblem(tooLong);
    const made = make(freshId(name, items), name.trim());
    if (typeof made === 'string') return setProblem(made);
    setProblem(undefined);
    onChange([...items, made]);
    setName('');
    reset?.();
  };
  return (
    <fieldset className="settings-group" aria-labelledby={ids.heading}>
      <legend id={ids.heading}>{legend}</legend>
      <p className="hint">{hint}</p>
      <ul className="settings-entries" aria-labelledby={ids.heading}>
        {items.map((raw, index) => {
          const item = entryOf(raw);
          const label = String(item.name ?? item.id ?? `entry ${index + 1}`);
          return (
            <li key={index}>
              {show(item, index, label)}
              <button
                type="button"
                className="danger-quiet"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                Remove {noun} {label}
              </button>
            </li>
          );
        })}
      </ul>
      <FieldFindings id={ids.problems} findings={findings} />
      <div className="settings-add" role="group" aria-label={addLabel}>
        <label htmlFor={ids.name}>New {noun}</label>
        <input
          id={ids.name}
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-describedby={problem ? ids.problem : undefined}
        />
        {fields}
        <button type="button" onClick={add}>
          Add {noun}
        </button>
      </div>
      {problem && (
        <p id={ids.problem} className="field-problem" role="alert">
          {problem}
        </p>
      )}
      {children}
    </fieldset>
  );
}
