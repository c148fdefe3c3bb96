import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import { PRIMARY_TRAIT_NAMES, REVERSE_FROM, type SecondaryKind } from '../../../../shared/rules/systems/mls';
import { ITEM_NAME_LIMIT, nameTooLong } from '../../../components/name-limit';
import { BaseField, DEFAULT_BASE, formulaOf, type BaseChoice } from '../controls/base-field';

const KIND_NAMES: Record<string, string> = { trained: 'Trained', natural: 'Natural', inherent: 'Inherent' };

/** An entry as read from the campaign file, which may be malformed: each field is shown as far as it can be. */
function describe(raw: unknown): { name: string; detail: string } {
  const entry = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const name = typeof entry.name === 'string' ? entry.name : 'an entry without a name';
  const kind = typeof entry.kind === 'string' ? (KIND_NAMES[entry.kind] ?? entry.kind) : '?';
  const base = entry.base !== null && typeof entry.base === 'object' ? (entry.base as Record<string, unknown>) : {};
  const trait = (t: unknown) =>
    typeof t === 'string' && t in PRIMARY_TRAIT_NAMES
      ? PRIMARY_TRAIT_NAMES[t as keyof typeof PRIMARY_TRAIT_NAMES]
      : String(t);
  const baseText =
    base.kind === 'average' && Array.isArray(base.traits)
      ? `average of ${base.traits.map(trait).join(' and ')}`
      : base.kind === 'reverse'
        ? `${REVERSE_FROM} - ${trait(base.trait)}`
        : trait(base.trait);
  return {
    name,
    detail: `${kind}, base ${baseText}${entry.priest === true ? ', Priest magic skill' : ''}${entry.combat === true ? ', combat or magic skill' : ''}`,
  };
}

/**
 * One of the campaign's own lists of secondary traits (house rules): its occupations, or its skills. Each
 * entry has a name, a kind and a base; the builder offers them ready-made. Entries are removed with their
 * button and added with the small form below the list, which starts again after each one.
 */
export function CampaignTraitList({
  title,
  noun,
  empty,
  entries,
  findings,
  onChange,
}: {
  /** The legend, e.g. "The campaign's occupations". */
  title: string;
  /** One entry, e.g. "occupation". */
  noun: string;
  /** What an empty list means, e.g. "None: players type their occupation". */
  empty: string;
  entries: readonly unknown[];
  findings: readonly Finding[];
  onChange(next: unknown[]): void;
}) {
  const ids = { legend: useId(), name: useId(), kind: useId(), problems: useId() };
  const [name, setName] = useState('');
  const [kind, setKind] = useState<SecondaryKind>('trained');
  const [base, setBase] = useState<BaseChoice>(DEFAULT_BASE);
  const [priest, setPriest] = useState(false);
  const [combat, setCombat] = useState(false);
  const [problem, setProblem] = useState<string>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem(`Type the ${noun}’s name first.`);
    const tooLong = nameTooLong(name, ITEM_NAME_LIMIT);
    if (tooLong) return setProblem(tooLong);
    const formula = formulaOf(base);
    if (!formula) return setProblem('Tick at least two primary traits to average for the base.');
    setProblem(undefined);
    onChange([
      ...entries,
      { name: trimmed, kind, base: formula, ...(priest ? { priest: true } : {}), ...(combat ? { combat: true } : {}) },
    ]);
    setName('');
    setKind('trained');
    setBase(DEFAULT_BASE);
    setPriest(false);
    setCombat(false);
  };
  // Enter in the add group's name adds the entry rather than saving the whole settings form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'text') add(event);
  };

  return (
    <fieldset className="mls-settings-list" aria-labelledby={ids.legend}>
      <legend id={ids.legend}>{title}</legend>
      {entries.length === 0 ? (
        <p className="hint">{empty}</p>
      ) : (
        <ul className="mls-settings-entries" aria-labelledby={ids.legend}>
          {entries.map((raw, index) => {
            const { name: label, detail } = describe(raw);
            return (
              <li key={index}>
                <span>
                  <strong>{label}</strong> <span className="hint">({detail})</span>
                </span>
                <button
                  type="button"
                  className="danger-quiet"
                  onClick={() => onChange(entries.filter((_, i) => i !== index))}
                >
                  Remove {noun} {label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {findings.length > 0 && (
        <ul id={ids.problems} className="mls-settings-findings">
          {findings.map((f, i) => (
            <li key={`${f.path}:${i}`} className="field-problem">
              {f.message}
            </li>
          ))}
        </ul>
      )}
      <div
        className="mls-settings-add"
        role="group"
        aria-label={`Add a${/^[aeiou]/.test(noun) ? 'n' : ''} ${noun}`}
        onKeyDown={onKeyDown}
      >
        <div className="field-row">
          <label htmlFor={ids.name}>New {noun} name</label>
          <input
            id={ids.name}
            type="text"
            value={name}
            autoComplete="off"
            aria-invalid={nameTooLong(name, ITEM_NAME_LIMIT) ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field-row">
          <label htmlFor={ids.kind}>New {noun} kind</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as SecondaryKind)}>
            <option value="trained">Trained</option>
            <option value="natural">Natural</option>
            <option value="inherent">Inherent</option>
          </select>
        </div>
        <BaseField value={base} onChange={setBase} label={`New ${noun} base`} />
        <label className="checkbox-label">
          <input type="checkbox" checked={priest} onChange={(e) => setPriest(e.target.checked)} /> A Priest magic skill
        </label>
        <label className="checkbox-label">
          <input type="checkbox" checked={combat} onChange={(e) => setCombat(e.target.checked)} /> A combat or magic
          skill
        </label>
        <button type="button" onClick={add}>
          Add {noun}
        </button>
        {problem && (
          <p className="field-problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    </fieldset>
  );
}
