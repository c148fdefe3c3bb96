import { useId } from 'react';
import {
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  REVERSE_FROM,
  type BaseFormula,
  type PrimaryTrait,
} from '../../../../shared/rules/systems/mls';

/** A base formula as the fields hold it: the select's choice and, for an average, the traits ticked. */
export interface BaseChoice {
  /** "primary:strength", "reverse:mind" or "average". */
  choice: string;
  averaged: PrimaryTrait[];
}

export const DEFAULT_BASE: BaseChoice = { choice: 'primary:strength', averaged: [] };

/** The formula the fields describe, or undefined while an average has fewer than two traits ticked. */
export function formulaOf({ choice, averaged }: BaseChoice): BaseFormula | undefined {
  if (choice === 'average') return averaged.length >= 2 ? { kind: 'average', traits: averaged } : undefined;
  const [kind, trait] = choice.split(':') as ['primary' | 'reverse', PrimaryTrait];
  return { kind, trait };
}

/** The fields that show a formula, e.g. a template's base chosen from a list. */
export function choiceOf(base: BaseFormula): BaseChoice {
  return base.kind === 'average'
    ? { choice: 'average', averaged: [...base.traits] }
    : { choice: `${base.kind}:${base.trait}`, averaged: [] };
}

/**
 * Where a secondary or negative trait's base comes from ("Character Generation" > "Secondary Traits"): a
 * primary trait, a reversed one (2 minus it), or the average of several, rounded down.
 */
export function BaseField({
  value,
  onChange,
  label = 'Base',
}: {
  value: BaseChoice;
  onChange(next: BaseChoice): void;
  label?: string;
}) {
  const id = useId();
  const { choice, averaged } = value;
  return (
    <>
      <div className="field-row">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={choice} onChange={(e) => onChange({ choice: e.target.value, averaged })}>
          {PRIMARY_TRAITS.map((t) => (
            <option key={t} value={`primary:${t}`}>
              {PRIMARY_TRAIT_NAMES[t]}
            </option>
          ))}
          {PRIMARY_TRAITS.map((t) => (
            <option key={`r-${t}`} value={`reverse:${t}`}>
              {REVERSE_FROM} - {PRIMARY_TRAIT_NAMES[t]} (reversed)
            </option>
          ))}
          <option value="average">Average of several primary traits (rounded down)</option>
        </select>
      </div>
      {choice === 'average' && (
        <fieldset className="average-traits">
          <legend>Primary traits to average</legend>
          {PRIMARY_TRAITS.map((t) => (
            <label key={t} className="checkbox-label">
              <input
                type="checkbox"
                checked={averaged.includes(t)}
                onChange={() =>
                  onChange({
                    choice,
                    averaged: averaged.includes(t)
                      ? averaged.filter((x) => x !== t)
                      : PRIMARY_TRAITS.filter((x) => x === t || averaged.includes(x)),
                  })
                }
              />{' '}
              {PRIMARY_TRAIT_NAMES[t]}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
