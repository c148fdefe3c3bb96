import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import {
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  REVERSE_FROM,
  type BaseFormula,
  type MlsCreation,
  type PrimaryTrait,
  type SecondaryKind,
} from '../../../../shared/rules/systems/mls';
import { slugOf } from '../../../state/new-character';
import { changeOption, copyCreation, type MlsEditor } from '../controls/creation-step';
import { NameField, SubmitWithProblem, useNamedAddition } from '../../../components/builder/form-parts';

/** An id for a new trait from its name, unique among the character's traits. */
function traitId(name: string, creation: MlsCreation): string {
  const taken = new Set([...creation.secondaries.map((s) => s.id), ...creation.negatives.map((n) => n.id)]);
  const slug = slugOf(name).slice(0, 56);
  if (!taken.has(slug)) return slug;
  let n = 2;
  while (taken.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}

function formulaOf(choice: string, averaged: PrimaryTrait[]): BaseFormula | undefined {
  if (choice === 'average') return averaged.length >= 2 ? { kind: 'average', traits: averaged } : undefined;
  const [kind, trait] = choice.split(':') as ['primary' | 'reverse', PrimaryTrait];
  return { kind, trait };
}

/**
 * The form that adds a secondary trait (or the occupation) or a negative
 * trait at base level. Its button names the trait and the price before it is
 * pressed; a trait the rules would refuse cannot be added, and the reason is shown.
 */
export const TraitForm = observer(function TraitForm({ editor, what }: { editor: MlsEditor; what: 'secondary' | 'occupation' | 'negative' }) {
  const creation = editor.creation!;
  const ids = { heading: useId(), name: useId(), kind: useId(), base: useId(), problem: useId() };
  const [kind, setKind] = useState<SecondaryKind>('trained');
  const [base, setBase] = useState('primary:strength');
  const [averaged, setAveraged] = useState<PrimaryTrait[]>([]);
  const [occupation, setOccupation] = useState(what === 'occupation');
  const [priest, setPriest] = useState(false);
  const form = useNamedAddition();
  const noun = what === 'negative' ? 'negative trait' : what === 'occupation' ? 'occupation' : 'secondary trait';
  const trimmed = form.trimmed;
  const formula = formulaOf(base, averaged);

  const next = copyCreation(creation);
  if (formula && trimmed) {
    const id = traitId(trimmed, creation);
    if (what === 'negative') next.negatives.push({ id, name: trimmed, base: formula, level: 0 });
    else {
      if (occupation) for (const s of next.secondaries) delete s.occupation;
      next.secondaries.push({ id, name: trimmed, kind, base: formula, level: 0, ...(occupation ? { occupation: true } : {}), ...(priest ? { priest: true } : {}) });
    }
  }
  const option = formula && trimmed ? changeOption(editor, next, `Add ${trimmed}`, `add ${trimmed}`) : undefined;
  const shownProblem = form.problem ?? option?.blocked;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return form.refuse(`Type a name for the ${noun} first.`);
    if (!formula) return form.refuse('Tick at least two primary traits to average for the base.');
    if (!option || option.blocked) return;
    form.add(option);
  };

  return (
    <form className="trait-form" onSubmit={submit} aria-labelledby={ids.heading} noValidate>
      <h3 id={ids.heading}>{what === 'occupation' ? 'Add the occupation' : `Add a ${noun}`}</h3>
      <NameField id={ids.name} label={`Name of the new ${noun}`} form={form} describedBy={shownProblem ? ids.problem : undefined} />
      {what !== 'negative' && (
        <div className="field-row">
          <label htmlFor={ids.kind}>Kind</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as SecondaryKind)}>
            <option value="trained">Trained (not available until acquired)</option>
            <option value="natural">Natural (at base −2 until acquired)</option>
            <option value="inherent">Inherent (at base without acquiring; 1 CP cheaper)</option>
          </select>
        </div>
      )}
      <div className="field-row">
        <label htmlFor={ids.base}>Base</label>
        <select id={ids.base} value={base} onChange={(e) => setBase(e.target.value)}>
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
      {base === 'average' && (
        <fieldset className="average-traits">
          <legend>Primary traits to average</legend>
          {PRIMARY_TRAITS.map((t) => (
            <label key={t} className="checkbox-label">
              <input
                type="checkbox"
                checked={averaged.includes(t)}
                onChange={() => setAveraged(averaged.includes(t) ? averaged.filter((x) => x !== t) : PRIMARY_TRAITS.filter((x) => x === t || averaged.includes(x)))}
              />{' '}
              {PRIMARY_TRAIT_NAMES[t]}
            </label>
          ))}
        </fieldset>
      )}
      {what !== 'negative' && (
        <div className="field-row checkboxes">
          <label className="checkbox-label">
            <input type="checkbox" checked={occupation} onChange={() => setOccupation(!occupation)} /> The character's occupation (double cost; replaces any other)
          </label>
          <label className="checkbox-label">
            <input type="checkbox" checked={priest} onChange={() => setPriest(!priest)} /> A Priest magic skill (allows prayer for favour)
          </label>
        </div>
      )}
      <SubmitWithProblem
        label={option ? option.label : `Add the ${noun}`}
        disabled={option?.blocked !== undefined}
        problemId={ids.problem}
        problem={shownProblem}
        alert={form.problem !== undefined}
      />
    </form>
  );
});
