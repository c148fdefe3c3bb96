import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import {
  PRIMARY_TRAIT_NAMES,
  REVERSE_FROM,
  SKILL_EXAMPLES,
  type BaseFormula,
  type MlsCreation,
  type SecondaryKind,
  type TraitTemplate,
} from '../../../../shared/rules/systems/mls';
import { slugOf } from '../../../base/slug';
import { BaseField, choiceOf, DEFAULT_BASE, formulaOf, type BaseChoice } from '../controls/base-field';
import { copyCreation } from '../../../components/builder/creation-option';
import { changeOption, type MlsEditor } from '../controls/creation-step';
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

const KIND_NAMES: Record<SecondaryKind, string> = { trained: 'Trained', natural: 'Natural', inherent: 'Inherent' };

/** "Awareness", "2 - Mind", "average of Strength and Agility". */
function baseText(base: BaseFormula): string {
  if (base.kind === 'primary') return PRIMARY_TRAIT_NAMES[base.trait];
  if (base.kind === 'reverse') return `${REVERSE_FROM} - ${PRIMARY_TRAIT_NAMES[base.trait]}`;
  return `average of ${base.traits.map((t) => PRIMARY_TRAIT_NAMES[t]).join(' and ')}`;
}

/** A ready-made trait the form can start from: the campaign's own, or one the rulebook names. */
interface Offer {
  key: string;
  template: TraitTemplate;
  /** Where the rulebook names it; absent for the campaign's own. */
  section?: string;
}

/** What the form offers: for the occupation the campaign's occupations (the book names none), for a secondary trait the campaign's skills and the book's. */
function offersFor(
  what: 'secondary' | 'occupation' | 'negative',
  editor: MlsEditor,
): { campaign: Offer[]; book: Offer[] } {
  if (what === 'negative') return { campaign: [], book: [] };
  const own = what === 'occupation' ? editor.settings.occupations : editor.settings.skills;
  return {
    campaign: own.map((template, i) => ({ key: `campaign:${i}`, template })),
    book:
      what === 'occupation'
        ? []
        : SKILL_EXAMPLES.map(({ section, ...template }, i) => ({ key: `book:${i}`, template, section })),
  };
}

/** The creation with the new trait added at base level; a new occupation takes the occupation mark off the one before. */
function withTrait(
  creation: MlsCreation,
  what: 'secondary' | 'occupation' | 'negative',
  trait: { name: string; kind: SecondaryKind; base: BaseFormula; priest: boolean; combat: boolean },
): MlsCreation {
  const next = copyCreation(creation);
  const id = traitId(trait.name, creation);
  if (what === 'negative') next.negatives.push({ id, name: trait.name, base: trait.base, level: 0 });
  else {
    if (what === 'occupation') for (const s of next.secondaries) delete s.occupation;
    next.secondaries.push({
      id,
      name: trait.name,
      kind: trait.kind,
      base: trait.base,
      level: 0,
      ...(what === 'occupation' ? { occupation: true } : {}),
      ...(trait.priest ? { priest: true } : {}),
      ...(trait.combat ? { combat: true } : {}),
    });
  }
  return next;
}

/** "Start from": the ready-made traits the form can be filled in from, and where the chosen one comes from. */
function StartFromField({
  ids,
  what,
  offers,
  value,
  chosen,
  onChange,
}: {
  ids: { offer: string; offerNote: string };
  what: 'secondary' | 'occupation' | 'negative';
  offers: { campaign: Offer[]; book: Offer[] };
  value: string;
  chosen: Offer | undefined;
  onChange(key: string): void;
}) {
  return (
    <div className="field-row">
      <label htmlFor={ids.offer}>Start from</label>
      <select
        id={ids.offer}
        value={value}
        aria-describedby={chosen ? ids.offerNote : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Nothing: type your own</option>
        {offers.campaign.length > 0 && (
          <optgroup label={what === 'occupation' ? 'This campaign’s occupations' : 'This campaign’s skills'}>
            {offers.campaign.map((o) => (
              <option key={o.key} value={o.key}>
                {o.template.name} ({KIND_NAMES[o.template.kind]}, {baseText(o.template.base)})
              </option>
            ))}
          </optgroup>
        )}
        {offers.book.length > 0 && (
          <optgroup label="Named in the rulebook">
            {offers.book.map((o) => (
              <option key={o.key} value={o.key}>
                {o.template.name} ({KIND_NAMES[o.template.kind]}, {baseText(o.template.base)})
              </option>
            ))}
          </optgroup>
        )}
      </select>
      {chosen && (
        <p id={ids.offerNote} className="hint">
          {chosen.section
            ? `The rulebook names ${chosen.template.name} in ${chosen.section}; its kind and base are the app’s suggestion, which the fields below can change.`
            : `From the campaign’s own list; the fields below can change it for this character.`}
        </p>
      )}
    </div>
  );
}

/** The marks a secondary trait can carry: a Priest magic skill, a combat or magic skill. */
function SkillMarks({
  priest,
  combat,
  onPriest,
  onCombat,
}: {
  priest: boolean;
  combat: boolean;
  onPriest(priest: boolean): void;
  onCombat(combat: boolean): void;
}) {
  return (
    <div className="field-row mls-checkboxes">
      <label className="checkbox-label">
        <input type="checkbox" checked={priest} onChange={() => onPriest(!priest)} /> A Priest magic skill (allows
        prayer for favour)
      </label>
      <label className="checkbox-label">
        <input type="checkbox" checked={combat} onChange={() => onCombat(!combat)} /> A combat or magic skill (used to
        attack: half its value, rounded down, is its attacks per turn)
      </label>
    </div>
  );
}

/**
 * The form that adds a secondary trait, the occupation or a negative trait at base level. It can start from
 * the campaign's own list (Campaign settings) or, for a secondary trait, one the rulebook names, which fills
 * in the name, kind and base. Its button names the trait and the price before it is pressed; a trait the
 * rules would refuse cannot be added, and the reason is shown. After adding, every field starts again.
 * The occupation is added only here, in the Occupation step: a new one replaces the one before.
 */
export const TraitForm = observer(function TraitForm({
  editor,
  what,
}: {
  editor: MlsEditor;
  what: 'secondary' | 'occupation' | 'negative';
}) {
  const creation = editor.creation!;
  const ids = { heading: useId(), name: useId(), kind: useId(), offer: useId(), offerNote: useId(), problem: useId() };
  const [kind, setKind] = useState<SecondaryKind>('trained');
  const [base, setBase] = useState<BaseChoice>(DEFAULT_BASE);
  const [priest, setPriest] = useState(false);
  const [combat, setCombat] = useState(false);
  const [offer, setOffer] = useState('');
  const form = useNamedAddition();
  const noun = what === 'negative' ? 'negative trait' : what === 'occupation' ? 'occupation' : 'secondary trait';
  const trimmed = form.trimmed;
  const formula = formulaOf(base);
  const offers = offersFor(what, editor);
  const chosen = [...offers.campaign, ...offers.book].find((o) => o.key === offer);
  const current = creation.secondaries.find((s) => s.occupation);

  const option =
    formula && trimmed
      ? changeOption(
          editor,
          withTrait(creation, what, { name: trimmed, kind, base: formula, priest, combat }),
          `Add ${trimmed}`,
          `add ${trimmed}`,
        )
      : undefined;
  const shownProblem = form.problem ?? option?.blocked;

  const startFrom = (key: string) => {
    setOffer(key);
    const found = [...offers.campaign, ...offers.book].find((o) => o.key === key);
    if (!found) return;
    form.type(found.template.name);
    setKind(found.template.kind);
    setBase(choiceOf(found.template.base));
    setPriest(found.template.priest === true);
    setCombat(found.template.combat === true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return form.refuse(`Type a name for the ${noun} first.`);
    if (!formula) return form.refuse('Tick at least two primary traits to average for the base.');
    if (!option || option.blocked) return;
    form.add(option);
    setKind('trained');
    setBase(DEFAULT_BASE);
    setPriest(false);
    setCombat(false);
    setOffer('');
  };

  return (
    <form className="trait-form" onSubmit={submit} aria-labelledby={ids.heading} noValidate>
      <h3 id={ids.heading}>{what === 'occupation' ? 'Add the occupation' : `Add a ${noun}`}</h3>
      {what === 'occupation' && (
        <p className="hint">
          {current
            ? `A new occupation replaces ${current.name}, which stays as a secondary trait at the single price. `
            : ''}
          The rulebook names no occupations;{' '}
          {offers.campaign.length > 0
            ? 'this campaign lists its own below, or type one.'
            : 'type one, or ask the game master to list the campaign’s in Campaign settings.'}
        </p>
      )}
      {offers.campaign.length + offers.book.length > 0 && (
        <StartFromField ids={ids} what={what} offers={offers} value={offer} chosen={chosen} onChange={startFrom} />
      )}
      <NameField
        id={ids.name}
        label={`Name of the new ${noun}`}
        form={form}
        describedBy={shownProblem ? ids.problem : undefined}
      />
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
      <BaseField value={base} onChange={setBase} />
      {what !== 'negative' && <SkillMarks priest={priest} combat={combat} onPriest={setPriest} onCombat={setCombat} />}
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
