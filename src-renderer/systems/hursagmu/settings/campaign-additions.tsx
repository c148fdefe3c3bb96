import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import { ITEM_NAME_LIMIT, nameTooLong } from '../../../components/name-limit';
import { slugOf } from '../../../base/slug';
import { characterPoints } from '../points';
import { FieldFindings, findingsFor, numberFrom } from '../../../components/settings/field-findings';
import { entryOf, type CampaignGiftEntry, type CampaignTraitEntry } from './settings-shape';

/** Enter in an add group's fields adds the entry rather than saving the whole settings form around it. */
function addOnEnter(add: (event: FormEvent) => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox')
      add(event);
  };
}

/** An id typed by The Master, or one made from the name when left empty. */
function idFor(typed: string, name: string): string {
  return typed.trim() || slugOf(name);
}

/**
 * The campaign's own traits: a list with Remove buttons and a small form
 * to add one by id and name. What the rules say about each entry (an id
 * the book already uses, a malformed id) shows under the list.
 */
export function AddedTraits({
  traits,
  findings,
  onChange,
}: {
  traits: readonly unknown[];
  findings: readonly Finding[];
  onChange(next: unknown[]): void;
}) {
  const ids = { heading: useId(), name: useId(), id: useId(), problems: useId() };
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string>();
  const here = findingsFor(findings, 'settings.addedTraits');

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Type the new trait’s name first.');
    const tooLong = nameTooLong(name, ITEM_NAME_LIMIT);
    if (tooLong) return setProblem(tooLong);
    setProblem(undefined);
    onChange([...traits, { id: idFor(id, name), name: name.trim() }]);
    setName('');
    setId('');
  };

  return (
    <fieldset className="settings-group" aria-labelledby={ids.heading}>
      <legend id={ids.heading}>The campaign’s own traits</legend>
      {traits.length === 0 ? (
        <p className="hint">None: characters choose from the book’s traits only.</p>
      ) : (
        <ul className="settings-entries" aria-labelledby={ids.heading}>
          {traits.map((raw, index) => {
            const trait = entryOf<CampaignTraitEntry>(raw);
            const label = trait.name ?? trait.id ?? `entry ${index + 1}`;
            return (
              <li key={index}>
                <span>
                  {label} <code>{String(trait.id ?? '')}</code>
                </span>
                <button
                  type="button"
                  className="danger-quiet"
                  onClick={() => onChange(traits.filter((_, i) => i !== index))}
                >
                  Remove trait {label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FieldFindings id={ids.problems} findings={here} />
      <div className="settings-add" role="group" aria-label="Add a trait" onKeyDown={addOnEnter(add)}>
        <label htmlFor={ids.name}>New trait name</label>
        <input
          id={ids.name}
          type="text"
          value={name}
          autoComplete="off"
          aria-invalid={nameTooLong(name, ITEM_NAME_LIMIT) ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor={ids.id}>New trait id</label>
        <input
          id={ids.id}
          type="text"
          value={id}
          autoComplete="off"
          placeholder={name ? slugOf(name) : 'made from the name'}
          onChange={(e) => setId(e.target.value)}
        />
        <button type="button" onClick={add}>
          Add trait
        </button>
        {problem && <p className="field-problem">{problem}</p>}
      </div>
    </fieldset>
  );
}

/** The campaign's own gifts, each with its cost in character points (or per limb). */
export function AddedGifts({
  gifts,
  findings,
  onChange,
}: {
  gifts: readonly unknown[];
  findings: readonly Finding[];
  onChange(next: unknown[]): void;
}) {
  const ids = { heading: useId(), name: useId(), id: useId(), cost: useId(), perLimb: useId(), problems: useId() };
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [cost, setCost] = useState('8');
  const [perLimb, setPerLimb] = useState(false);
  const [problem, setProblem] = useState<string>();
  const here = findingsFor(findings, 'settings.addedGifts');

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Type the new gift’s name first.');
    const tooLong = nameTooLong(name, ITEM_NAME_LIMIT);
    if (tooLong) return setProblem(tooLong);
    setProblem(undefined);
    onChange([
      ...gifts,
      { id: idFor(id, name), name: name.trim(), cost: numberFrom(cost), ...(perLimb ? { perLimb: true } : {}) },
    ]);
    setName('');
    setId('');
    setPerLimb(false);
  };

  return (
    <fieldset className="settings-group" aria-labelledby={ids.heading}>
      <legend id={ids.heading}>The campaign’s own gifts</legend>
      {gifts.length === 0 ? (
        <p className="hint">None: characters choose from the book’s gifts only.</p>
      ) : (
        <ul className="settings-entries" aria-labelledby={ids.heading}>
          {gifts.map((raw, index) => {
            const gift = entryOf<CampaignGiftEntry>(raw);
            const label = gift.name ?? gift.id ?? `entry ${index + 1}`;
            return (
              <li key={index}>
                <span>
                  {label} <code>{String(gift.id ?? '')}</code>,{' '}
                  {typeof gift.cost === 'number'
                    ? characterPoints(gift.cost)
                    : `${String(gift.cost ?? '?')} character points`}
                  {gift.perLimb ? ' per limb' : ''}
                </span>
                <button
                  type="button"
                  className="danger-quiet"
                  onClick={() => onChange(gifts.filter((_, i) => i !== index))}
                >
                  Remove gift {label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FieldFindings id={ids.problems} findings={here} />
      <div className="settings-add" role="group" aria-label="Add a gift" onKeyDown={addOnEnter(add)}>
        <label htmlFor={ids.name}>New gift name</label>
        <input
          id={ids.name}
          type="text"
          value={name}
          autoComplete="off"
          aria-invalid={nameTooLong(name, ITEM_NAME_LIMIT) ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor={ids.id}>New gift id</label>
        <input
          id={ids.id}
          type="text"
          value={id}
          autoComplete="off"
          placeholder={name ? slugOf(name) : 'made from the name'}
          onChange={(e) => setId(e.target.value)}
        />
        <label htmlFor={ids.cost}>New gift cost (character points)</label>
        <input id={ids.cost} type="number" min={0} step={1} value={cost} onChange={(e) => setCost(e.target.value)} />
        <span className="settings-check">
          <input id={ids.perLimb} type="checkbox" checked={perLimb} onChange={(e) => setPerLimb(e.target.checked)} />
          <label htmlFor={ids.perLimb}>Priced per limb</label>
        </span>
        <button type="button" onClick={add}>
          Add gift
        </button>
        {problem && <p className="field-problem">{problem}</p>}
      </div>
    </fieldset>
  );
}
